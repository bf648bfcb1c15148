/** A named unit's accessible name on the board (also its tooltip): its name, strength and troops, in both languages. */
import { describe, expect, it } from 'vitest';
import geometryJson from '../../../maps/romania1198/romania1198-geometry.json';
import { makeBoard, setDefaultBoard } from '../../../src/games/diplomacy/ui/board';
import { unpackGeometry, type PackedMapGeometry } from '../../../src/games/diplomacy/ui/map-arcs';
import { unitName } from '../../../src/games/diplomacy/ui/map-drawing';
import { romania } from '../../../src/games/romania1198/engine/module';
import { ROMANIA_ROSTER } from '../../../src/games/romania1198/engine/map';
import { UNIT_NAMES } from '../../../src/games/romania1198/ui/unit-names';

describe('named units on the board', () => {
  setDefaultBoard({ ...makeBoard(romania, unpackGeometry(geometryJson as unknown as PackedMapGeometry), 'clu'), unitNames: UNIT_NAMES });
  const start = romania.initialState('standard', { namedUnits: 'on' });
  const mannari = start.position.units.find((u) => u.loc === 'clu')!;

  it('names the unit, its strength and its troops', () => {
    expect(unitName(mannari, 'en')).toBe('Army, Cluj, Cluj, “Mannari”, strength 3.94 (an ordinary unit: 1): 200 archers level 3, 100 cavalry level 5, 100 infantry level 2, 100 infantry level 3');
    expect(unitName(mannari, 'it')).toBe('Armata, Cluj, Cluj, «Mannari», potenza 3,94 (un\'unità comune: 1): 200 Arcieri liv 3, 100 Cavalieri liv 5, 100 Fanti liv 2, 100 Fanti liv 3');
  });

  it('gives each name in the interface\'s language, apostrophes and diacritics included', () => {
    expect(Object.keys(UNIT_NAMES).sort()).toEqual(ROMANIA_ROSTER.map((e) => e.name).sort());
    const olt = start.position.units.find((u) => u.named !== undefined && ROMANIA_ROSTER[u.named]!.name === 'Navi dell Olt')!;
    expect(unitName(olt, 'en')).toContain('“Olt Ships”');
    expect(unitName(olt, 'it')).toContain('«Navi dell’Olt»');
  });

  it('says nothing more of a unit without a name', () => {
    const plain = romania.initialState('standard', {}).position.units.find((u) => u.loc === 'clu')!;
    expect(unitName(plain, 'en')).toBe('Army, Cluj, Cluj');
  });
});
