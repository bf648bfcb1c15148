/**
 * Automated powers: every order legal in every phase, only the power's own
 * units, the same seed gives the same orders, any map the engine loads, and
 * the level-1 habits the design promises (support a partner's attack, defend
 * a threatened centre, build where it matters). The 200-game run is
 * src/cli/dip-bot-invariants.ts.
 */
import { describe, expect, it } from 'vitest';
import { standardMap, loadMap } from '../../../src/games/diplomacy/engine/map';
import { botOrders, botSeed } from '../../../src/games/diplomacy/engine/bot';
import { heuristicOrders } from '../../../src/games/diplomacy/engine/bot/heuristic';
import { searchOrders } from '../../../src/games/diplomacy/engine/bot/search';
import { playCheckedGame } from '../../../src/games/diplomacy/engine/bot/invariants';
import { playGame, type Player } from '../../../src/games/diplomacy/engine/bot/play';
import { initialPosition, type Position } from '../../../src/games/diplomacy/engine/position';
import { seededRng } from '../../../src/games/diplomacy/engine/random-orders';
import type { DipMapData, GameMap, UnitData } from '../../../src/games/diplomacy/engine/types';

const powers = standardMap.data.powers.map((p) => p.id);
const allLevel = (level: 1 | 2): Record<string, Player> =>
  Object.fromEntries(powers.map((p) => [p, { kind: 'bot', level, budget: { samples: 2, candidates: 2, improvementRounds: 1 } } as Player]));

function position(units: UnitData[], extra: Partial<Position> = {}): Position {
  return { ...initialPosition(standardMap), units, ...extra };
}

describe('automated powers obey the rules', () => {
  it('give only legal orders, for their own units, in every phase of level-1 games', () => {
    const counts = { movement: 0, retreat: 0, adjustment: 0 };
    for (let game = 0; game < 6; game++) {
      const checked = playCheckedGame(standardMap, allLevel(1), 40 + game, 1912);
      expect(checked.breaches).toEqual([]);
      for (const phase of ['movement', 'retreat', 'adjustment'] as const) counts[phase] += checked.phaseCounts[phase];
    }
    // The run really went through retreats and adjustments, not only moves.
    expect(counts.retreat).toBeGreaterThan(5);
    expect(counts.adjustment).toBeGreaterThan(20);
  });

  it('a level-2 power among random players gives only legal orders', () => {
    const players: Record<string, Player> = Object.fromEntries(powers.map((p) => [p, { kind: 'random' } as Player]));
    players.france = { kind: 'bot', level: 2, budget: { samples: 3, candidates: 3, improvementRounds: 1 } };
    const checked = playCheckedGame(standardMap, players, 7, 1906);
    expect(checked.breaches).toEqual([]);
  });

  it('never order a unit of another power, even standing next to it', () => {
    const units: UnitData[] = [
      { power: 'germany', type: 'A', loc: 'mun' },
      { power: 'france', type: 'A', loc: 'bur' },
      { power: 'austria', type: 'A', loc: 'tyr' },
      { power: 'germany', type: 'F', loc: 'kie' },
    ];
    for (const level of [1, 2] as const) {
      const orders = botOrders({ map: standardMap, position: position(units), power: 'germany', level, gameSeed: 5 });
      expect(orders.map((o) => ('unit' in o ? o.unit.loc : ''))).toEqual(['mun', 'kie']);
    }
    expect(botOrders({ map: standardMap, position: position(units), power: 'england', level: 1, gameSeed: 5 })).toEqual([]);
  });
});

describe('automated powers are deterministic', () => {
  it('the same seed gives the same orders, phase after phase', () => {
    const a = playGame(standardMap, allLevel(1), { seed: 99, lastYear: 1906 });
    const b = playGame(standardMap, allLevel(1), { seed: 99, lastYear: 1906 });
    expect(JSON.stringify(b.phases.map((p) => p.orders))).toBe(JSON.stringify(a.phases.map((p) => p.orders)));
  });

  it('another seed gives another game', () => {
    const endings = new Set([1, 2, 3, 4].map((seed) => JSON.stringify(playGame(standardMap, allLevel(1), { seed, lastYear: 1904 }).final.units)));
    expect(endings.size).toBeGreaterThan(1);
  });

  it('level 2 with a count budget repeats exactly', () => {
    const start = initialPosition(standardMap);
    const budget = { samples: 3, candidates: 3, improvementRounds: 1 };
    const once = botOrders({ map: standardMap, position: start, power: 'austria', level: 2, gameSeed: 3, budget });
    const twice = botOrders({ map: standardMap, position: start, power: 'austria', level: 2, gameSeed: 3, budget });
    expect(twice).toEqual(once);
  });

  it('the seed depends on the game, the phase and the power', () => {
    const spring = { year: 1901, season: 'spring', phase: 'movement' } as const;
    const seeds = new Set([botSeed(1, spring, 'italy'), botSeed(2, spring, 'italy'), botSeed(1, spring, 'france'), botSeed(1, { ...spring, season: 'fall' }, 'italy')]);
    expect(seeds.size).toBe(4);
  });

  it('level 2 told to stop at once still answers, with the level-1 choice', () => {
    const start = initialPosition(standardMap);
    const stopped = searchOrders(standardMap, start, 'turkey', seededRng(1), { samples: 2, candidates: 5, improvementRounds: 2, stop: () => true });
    expect(stopped).toEqual(heuristicOrders(standardMap, start, 'turkey', seededRng(2), { noise: 0 }));
  });
});

describe('level-1 habits', () => {
  it('goes for a free centre rather than bounce on a rival standing in another', () => {
    const units: UnitData[] = [
      { power: 'germany', type: 'A', loc: 'ruh' },
      { power: 'france', type: 'A', loc: 'bel' },
    ];
    const [order] = heuristicOrders(standardMap, position(units), 'germany', seededRng(1), { noise: 0 });
    expect(order).toEqual({ kind: 'move', unit: { type: 'A', loc: 'ruh' }, to: 'hol' });
  });

  it('supports: in level-1 games many supports are given and most of them count', () => {
    const game = playGame(standardMap, allLevel(1), { seed: 12, lastYear: 1905 });
    const supports = game.phases.flatMap((p) => p.results).filter((r) => r.order?.kind === 'support');
    expect(supports.length).toBeGreaterThan(20);
    const counted = supports.filter((r) => r.outcome.status === 'succeeds').length;
    expect(counted / supports.length).toBeGreaterThan(0.5);
  });

  it('keeps a unit on a home centre that enemies can reach in the fall', () => {
    const units: UnitData[] = [
      { power: 'austria', type: 'A', loc: 'vie' },
      { power: 'italy', type: 'A', loc: 'tyr' },
      { power: 'russia', type: 'A', loc: 'gal' },
    ];
    const fall = position(units, { season: 'fall' });
    const [order] = heuristicOrders(standardMap, fall, 'austria', seededRng(1), { noise: 0 });
    expect(order.kind).toBe('hold');
  });

  it('builds as many units as it may, only on free home centres', () => {
    const start = initialPosition(standardMap);
    const units = start.units.filter((u) => u.power !== 'russia' || u.loc === 'sev');
    const winter = { ...start, season: 'winter', phase: 'adjustment', units } as Position;
    const orders = heuristicOrders(standardMap, winter, 'russia', seededRng(1));
    expect(orders).toHaveLength(3);
    for (const order of orders) expect(order.kind === 'build' && ['mos', 'war', 'stp', 'stp/nc', 'stp/sc'].includes(order.loc)).toBe(true);
  });

  it('retreats two dislodged units to different places', () => {
    const dislodged = [
      { unit: { power: 'turkey', type: 'A', loc: 'bul' } as UnitData, retreats: ['con', 'gre'] },
      { unit: { power: 'turkey', type: 'A', loc: 'smy' } as UnitData, retreats: ['con', 'arm'] },
    ];
    const retreat = position([], { phase: 'retreat', dislodged });
    const orders = heuristicOrders(standardMap, retreat, 'turkey', seededRng(4));
    const targets = orders.map((o) => (o.kind === 'retreat' ? o.to : 'disband'));
    expect(new Set(targets).size).toBe(2);
  });
});

describe('map-generic', () => {
  /** The standard map with every province and power renamed: nothing in the bots may depend on a name. */
  function renamedMap(): GameMap {
    const rename = (id: string) => id.replace(/^([a-z]+)/, 'q$1');
    const power = (id: string) => `p-${id}`;
    const data = structuredClone(standardMap.data) as DipMapData;
    data.id = 'renamed';
    data.powers = data.powers.map((p) => ({ ...p, id: power(p.id) }));
    data.provinces = data.provinces.map((p) => ({ ...p, id: rename(p.id), ...(p.home ? { home: power(p.home) } : {}) }));
    data.armyEdges = data.armyEdges.map(([a, b]) => [rename(a), rename(b)]);
    data.fleetEdges = data.fleetEdges.map(([a, b]) => [rename(a), rename(b)]);
    data.startUnits = data.startUnits.map((u) => ({ ...u, power: power(u.power), loc: rename(u.loc) }));
    data.aliases = {};
    return loadMap(data);
  }

  it('plays a renamed map with the same legality', () => {
    const map = renamedMap();
    const players = Object.fromEntries(map.data.powers.map((p) => [p.id, { kind: 'bot', level: 1 } as Player]));
    for (const seed of [1, 2]) expect(playCheckedGame(map, players, seed, 1908).breaches).toEqual([]);
  });
});
