/**
 * What the Belle Époque map says and shows (src/games/belle-epoque/ui/map-layout.ts):
 * territories' accessible names from the real data in both languages, cubes told
 * apart without colour, fleet boxes, eras.
 */
import { describe, expect, it } from 'vitest';
import { initialState } from '../../../src/games/belle-epoque/engine/setup';
import { loadBelleEpoqueData, POWER_IDS } from '../../../src/games/belle-epoque/engine/data';
import { cubeLook, eraOf, fleetBoxLabel, MINOR_LETTERS, POWER_COLOURS, territoryLabel } from '../../../src/games/belle-epoque/ui/map-layout';
import { scriptedRng, setSpaces } from './helpers';

const d = loadBelleEpoqueData();
const fresh = () => initialState({ players: 4 }, scriptedRng());

describe('Belle Époque map layout', () => {
  it('names a territory with its spaces, cubes, holder, VP and arms-sale rate from the data', () => {
    const s = fresh();
    expect(territoryLabel(s, 'algeria-morocco', 'en')).toBe('Algeria-Morocco, 6 spaces: Spain 1, 5 free; colony; 4 VP; arms sale 1 army for 1 cube');
    expect(territoryLabel(s, 'algeria-morocco', 'it')).toBe("Algeria-Marocco, 6 spazi: Spagna 1, 5 liberi; colonia; 4 PV; vendita d'armi 1 esercito per 1 cubo");
    // Italy's own rate: 2 armies and a fleet for 2 cubes.
    expect(territoryLabel(s, 'italy', 'en')).toBe('Italy, 6 spaces: 6 free; minor nation; 5 VP; arms sale 2 armies and 1 fleet for 2 cubes');
  });

  it('tells a contest, arms cubes and the holder', () => {
    const s = fresh();
    // An arms cube takes its space out of the count (8.9): 3 of 5 is a majority.
    setSpaces(s, 'egypt-sudan', ['gb', 'gb', 'gb/fr', 'fr', 'arms', null]);
    expect(territoryLabel(s, 'egypt-sudan', 'en')).toBe(
      'Egypt-Sudan, 6 spaces: Great Britain 3, France 1, contested (France contests Great Britain), 1 arms, 1 free; controlled by Great Britain; 5 VP; arms sale 1 army for 1 cube',
    );
    setSpaces(s, 'belgium', ['ce', 'ce', 'ce', 'ce', 'belgium', null]);
    expect(territoryLabel(s, 'belgium', 'it')).toContain('alleata con Imperi Centrali');
    setSpaces(s, 'china', ['gb', 'gb', 'gb', 'gb', 'ru', null]);
    expect(territoryLabel(s, 'china', 'en')).toContain('controlled by Great Britain');
  });

  it('gives every cube a glyph of its own, so no two owners differ by colour alone', () => {
    const owners = [...POWER_IDS, ...d.minors.map((m) => m.id), 'arms' as const];
    const glyphs = owners.map((o) => cubeLook(o).glyph);
    expect(new Set(glyphs).size).toBe(owners.length);
    for (const m of d.minors) expect(MINOR_LETTERS[m.id], m.id).toBeTruthy();
    expect(cubeLook('gb').fill).toBe(POWER_COLOURS.gb);
    expect(cubeLook('italy').fill).toBe('#fff');
    expect(cubeLook('arms').kind).toBe('arms');
    expect(cubeLook(null).kind).toBe('free');
  });

  it('lists a fleet box and the era of a turn', () => {
    const s = fresh();
    expect(fleetBoxLabel(s, 'asia', 'en')).toBe('Fleet box, Asia: no fleets');
    s.fleets.find((f) => f.id === 'gb-fleet1')!.where = 'asia';
    const japan = s.fleets.find((f) => f.id === 'japan-fleet')!;
    japan.where = 'asia';
    japan.exhausted = true;
    expect(fleetBoxLabel(s, 'asia', 'en')).toBe('Fleet box, Asia: Great Britain active, Japan exhausted');
    expect(fleetBoxLabel(s, 'asia', 'it')).toBe('Box Flotte, Asia: Gran Bretagna attiva, Giappone esaurita');
    expect([0, 1, 3, 4, 6, 7, 9].map(eraOf)).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });
});

describe('the board draws its colours as classes (the content security policy refuses inline styles)', () => {
  it('every colour a cube, a glyph or a power uses has a fill class in the palette, and each class its colour', async () => {
    const { colourClass, cubeLook, paletteCss, POWER_COLOURS } = await import('../../../src/games/belle-epoque/ui/map-layout');
    const css = paletteCss();
    const used = new Set<string>(Object.values(POWER_COLOURS));
    for (const owner of [null, 'arms', 'gb', 'fr', 'ru', 'ce', 'italy'] as const) {
      const look = cubeLook(owner as never);
      used.add(look.fill);
      used.add(look.ink);
    }
    for (const colour of used) {
      const f = colourClass('f', colour);
      expect(css).toContain(`.${f}.${f}.${f}{fill:${colour}}`);
    }
  });
});
