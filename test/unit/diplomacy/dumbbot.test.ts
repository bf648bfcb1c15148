/**
 * The DumbBot sparring partner: province values as the published description
 * computes them (centre values by power size, defence of our centres by the
 * largest power next to them, strength and competition by units able to
 * enter), orders that follow those values, and only legal orders in every
 * phase of whole games.
 */
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../src/games/diplomacy/engine/map';
import { initialPosition } from '../../../src/games/diplomacy/engine/position';
import { botMap } from '../../../src/games/diplomacy/engine/bot/values';
import { dumbBotOrders, dumbBotValues, powerSize } from '../../../src/games/diplomacy/engine/bot/dumbbot';
import { playCheckedGame } from '../../../src/games/diplomacy/engine/bot/invariants';
import type { Player } from '../../../src/games/diplomacy/engine/bot/play';
import { seededRng } from '../../../src/games/diplomacy/engine/random-orders';
import { ratioWithInterval } from '../../../src/games/diplomacy/engine/bot/bench-dumbbot';
import { heuristicOrders } from '../../../src/games/diplomacy/engine/bot/heuristic';
import { searchOrders } from '../../../src/games/diplomacy/engine/bot/search';

const bm = botMap(standardMap);
const start = initialPosition(standardMap);
const at = (province: string) => bm.provinceIndex.get(province)!;
const powers = standardMap.data.powers.map((p) => p.id);

/** Neighbouring places of a unit (and its own), best first by the values. */
function ranked(values: ReturnType<typeof dumbBotValues>, type: 'A' | 'F', loc: string): string[] {
  const from = bm.locIndex.get(loc)!;
  return [from, ...bm.neighbours[type][from]].sort((a, b) => values.loc[type][b] - values.loc[type][a]).map((l) => bm.locs[l]);
}

describe('DumbBot province values on the 1901 board', () => {
  it('price a centre by the size of its owner, a free centre as a power of none', () => {
    const germany = dumbBotValues(bm, start, 'germany', 'spring');
    expect(powerSize(3)).toBe(37);
    expect(germany.attack[at('mos')]).toBe(powerSize(4)); // Russia starts with four centres
    expect(germany.attack[at('par')]).toBe(powerSize(3));
    expect(germany.attack[at('den')]).toBe(powerSize(0));
    expect(germany.attack[at('ruh')]).toBe(0); // not a centre
    expect(germany.attack[at('ber')]).toBe(0); // ours
  });

  it('defend one of our centres by the size of the largest power able to enter it', () => {
    const austria = dumbBotValues(bm, start, 'austria', 'fall');
    expect(austria.defence[at('tri')]).toBe(powerSize(3)); // the Italian army in Venice borders Trieste
    expect(austria.defence[at('vie')]).toBe(0);
    expect(austria.defence[at('bud')]).toBe(0);
  });

  it('count our units and the strongest rival units able to enter a province', () => {
    const germany = dumbBotValues(bm, start, 'germany', 'spring');
    expect(germany.strength[at('bur')]).toBe(1); // Munich
    expect(germany.competition[at('bur')]).toBe(2); // Paris and Marseilles
    expect(germany.competition[at('sil')]).toBe(1); // Warsaw
  });

  it('rank places as the values say: free centres for the Kiel fleet, a threatened centre in the fall', () => {
    const spring = dumbBotValues(bm, start, 'germany', 'spring');
    expect(ranked(spring, 'F', 'kie').slice(0, 2).sort()).toEqual(['den', 'hol']);
    const fall = dumbBotValues(bm, start, 'austria', 'fall');
    expect(ranked(fall, 'A', 'vie')[0]).toBe('tri');
    expect(ranked(fall, 'A', 'bud')[0]).toBe('tri');
  });
});

describe('DumbBot orders', () => {
  it('give one order a unit, from the same seed the same orders', () => {
    for (const power of powers) {
      const orders = dumbBotOrders(standardMap, start, power, seededRng(11));
      expect(orders).toHaveLength(start.units.filter((u) => u.power === power).length);
      expect(dumbBotOrders(standardMap, start, power, seededRng(11))).toEqual(orders);
    }
  });

  it('give only legal orders, for their own units, in every phase of whole games', () => {
    const players: Record<string, Player> = Object.fromEntries(powers.map((p) => [p, { kind: 'dumbbot' } as Player]));
    const counts = { movement: 0, retreat: 0, adjustment: 0 };
    for (let game = 0; game < 6; game++) {
      const checked = playCheckedGame(standardMap, players, 500 + game, 1912);
      expect(checked.breaches).toEqual([]);
      for (const phase of ['movement', 'retreat', 'adjustment'] as const) counts[phase] += checked.phaseCounts[phase];
    }
    expect(counts.retreat).toBeGreaterThan(3);
    expect(counts.adjustment).toBeGreaterThan(20);
  });
});

describe('the sparring bench and the anytime search', () => {
  it('bootstraps an interval around the ratio of mean centres, narrow when every game agrees', () => {
    const same = ratioWithInterval([8, 8, 8, 8], [4, 4, 4, 4]);
    expect(same).toEqual({ ratio: 2, low: 2, high: 2 });
    const spread = ratioWithInterval([2, 12, 6, 10, 4, 8], [5, 4, 4, 3, 5, 4]);
    expect(spread.ratio).toBeCloseTo(42 / 25);
    expect(spread.low).toBeLessThan(spread.ratio);
    expect(spread.high).toBeGreaterThan(spread.ratio);
  });

  it('level 2 whose time budget is already spent still answers, with the level-1 choice', () => {
    const orders = searchOrders(standardMap, start, 'austria', seededRng(1), { samples: 4, candidates: 8, improvementRounds: 3, millis: 0 });
    expect(orders).toEqual(heuristicOrders(standardMap, start, 'austria', seededRng(2), { noise: 0 }));
  });
});
