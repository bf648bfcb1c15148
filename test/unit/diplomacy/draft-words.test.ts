/** The words of drafting an order on the map: each step says what to pick next, and a chosen order is printed in the notation. */
import { describe, expect, it } from 'vitest';
import { standardMap as map } from '../../../src/games/diplomacy/engine/map';
import { initialPosition } from '../../../src/games/diplomacy/engine/position';
import { IDLE, clickSpace } from '../../../src/games/diplomacy/ui/drafting';
import { draftMenuLabel, stepSentence } from '../../../src/games/diplomacy/ui/draft-words';
import geometryJson from '../../../maps/diplomacy/standard-geometry.json';
import { makeBoard, setDefaultBoard } from '../../../src/games/diplomacy/ui/board';
import { unpackGeometry, type PackedMapGeometry } from '../../../src/games/diplomacy/ui/map-arcs';
import { diplomacy } from '../../../src/games/diplomacy/engine/module';

const context = { map, position: initialPosition(map), orderable: ['france'] };

describe('draft words', () => {
  setDefaultBoard(makeBoard(diplomacy, unpackGeometry(geometryJson as unknown as PackedMapGeometry), 'par'));
  it('a click on a unit asks for a target, a second click says the order, a foreign unit is refused by name', () => {
    const picked = clickSpace(context, IDLE, 'par');
    const en = { context, lang: 'en' as const, notation: 'en' as const };
    expect(stepSentence(en, picked)).toMatch(/^Army, Paris, France: click a lit space/);
    expect(draftMenuLabel(en, picked.draft)).toMatch(/Paris/);
    expect(stepSentence(en, clickSpace(context, picked.draft, 'bur'))).toMatch(/^Order: A Par - Bur$/);
    const refused = clickSpace(context, IDLE, 'ber');
    expect(refused.kind).toBe('refused');
    expect(stepSentence(en, refused)).toMatch(/Berlin/);
  });
});
