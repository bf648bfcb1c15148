import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../src/games/diplomacy/engine/adjudicate';
import { RULEBOOK_SEED } from '../../../src/games/diplomacy/engine/rulebook';
import { parseComposition, troopStrength } from '../../../src/games/romania1198/engine/troops';
import { map, orders, position } from './helpers';

const MANNARI = '200 Arcieri liv 3\n100 Cavalieri liv 5\n100 Fanti liv 2\n100 Fanti liv 3';

describe('R1198-44 named units, their troops and their strength', () => {
  it('reads the Mannari of Cluj as the seed lists them, and in English', () => {
    const seed = parseComposition('A', MANNARI);
    const english = parseComposition('A', '200 archers level 3; 100 cavalry level 5; 100 infantry level 2; 100 infantry level 3');
    expect(seed).toEqual(english);
    expect(seed).toMatchObject({ ok: true, troops: [{ kind: 'archers', count: 200, level: 3 }, { kind: 'cavalry', count: 100, level: 5 }, { kind: 'infantry', count: 100, level: 2 }, { kind: 'infantry', count: 100, level: 3 }] });
  });

  it('R1198-08 strength = Σ men × level × weight / 500 (a fleet: Σ boats × level / 20): the Mannari are 3.94, a full unit of level 1 is 1', () => {
    const mannari = parseComposition('A', MANNARI);
    expect(mannari.ok && troopStrength('A', mannari.troops)).toBe(3.94);
    expect(troopStrength('A', [{ kind: 'infantry', count: 500, level: 1 }])).toBe(1);
    expect(troopStrength('F', [{ kind: 'boats', count: 20, level: 1 }])).toBe(1);
    expect(troopStrength('F', [{ kind: 'boats', count: 10, level: 3 }])).toBe(1.5);
  });

  it('R1198-09 size limits of fleets and armies: sizes, levels and kinds are checked, with reasons in both languages', () => {
    const big = parseComposition('A', '400 Fanti liv 1, 200 Arcieri liv 1');
    expect(big).toMatchObject({ ok: false, reason: { en: 'An army has at most 500 men.', it: "Un'armata ha al massimo 500 uomini." } });
    expect(parseComposition('F', '30 barche liv 1')).toMatchObject({ ok: false, reason: { en: 'A fleet has at most 20 boats.' } });
    expect(parseComposition('F', '100 Fanti liv 1')).toMatchObject({ ok: false, reason: { it: "Un'armata ha uomini, una flotta imbarcazioni." } });
    expect(parseComposition('A', '100 Fanti liv 0')).toMatchObject({ ok: false });
    expect(parseComposition('A', 'cento fanti')).toMatchObject({ ok: false });
  });

  it('the Mannari (3.94) beat an army of 300 infantry of level 5 (3) but not one supported by a full army (3 + 1)', () => {
    const read = parseComposition('A', MANNARI);
    if (!read.ok) throw new Error('unreadable');
    const mannari = troopStrength('A', read.troops);
    const rules = { ...RULEBOOK_SEED, hooks: { unitStrengths: true } };
    const units = [
      { power: 'cluj', type: 'A' as const, loc: 'clu', strength: mannari },
      { power: 'targumures', type: 'A' as const, loc: 'tur', strength: 3 },
      { power: 'targumures', type: 'A' as const, loc: 'med', strength: 1 },
    ];
    const alone = adjudicate(map, position(units), orders(['cluj', 'A clu - tur']), rules);
    expect(alone.next.dislodged.map((d) => d.unit.loc)).toEqual(['tur']);
    const held = adjudicate(map, position(units), orders(['cluj', 'A clu - tur'], ['targumures', 'A med S A tur']), rules);
    expect(held.next.dislodged).toEqual([]);
  });
});
