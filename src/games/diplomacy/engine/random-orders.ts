/**
 * Legal random orders for every unit (holds, moves, supports of neighbours'
 * holds and moves, convoys of armies across a fleet's sea), and random full
 * boards: test and benchmark material, never game logic.
 */
import type { PowerId } from '../../../platform/game';
import type { Position } from './position';
import type { GameMap, Loc, Order, UnitData } from './types';

export type Rng = () => number;

/** Small deterministic generator (mulberry32) so benchmarks repeat exactly. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

/** Provinces a unit could move to (for supports: any coast counts, seed 000 VII.3.b). */
function reachable(map: GameMap, unit: UnitData): string[] {
  return [...new Set(map.neighbours(unit.type, unit.loc).map((l) => map.provinceOf(l)))];
}

export function randomOrders(map: GameMap, position: Position, rng: Rng): { power: PowerId; order: Order }[] {
  const byProvince = new Map<string, UnitData>();
  for (const unit of position.units) byProvince.set(map.provinceOf(unit.loc), unit);
  const chosen = new Map<UnitData, Order>();
  for (const unit of position.units) {
    const ref = { type: unit.type, loc: unit.loc };
    const choices: Order[] = [{ kind: 'hold', unit: ref }];
    for (const to of map.neighbours(unit.type, unit.loc) as Loc[]) {
      choices.push({ kind: 'move', unit: ref, to: unit.type === 'A' ? map.provinceOf(to) : to });
    }
    const near = reachable(map, unit);
    for (const province of near) {
      const other = byProvince.get(province);
      if (other) choices.push({ kind: 'support', unit: ref, supported: { type: other.type, loc: other.loc } });
    }
    for (const other of position.units) {
      if (other === unit) continue;
      for (const target of reachable(map, other)) {
        if (target !== map.provinceOf(unit.loc) && near.includes(target)) {
          choices.push({ kind: 'support', unit: ref, supported: { type: other.type, loc: other.loc }, to: target });
        }
      }
    }
    if (unit.type === 'F' && map.province(map.provinceOf(unit.loc))?.kind === 'sea') {
      const coasts = near.filter((p) => map.province(p)?.kind === 'coast');
      for (const from of coasts) {
        const army = byProvince.get(from);
        if (army?.type !== 'A') continue;
        for (const to of coasts) if (to !== from) choices.push({ kind: 'convoy', unit: ref, army: from, to });
      }
    }
    // Half the units move, the rest spread over the other kinds: closer to real play than uniform.
    const moves = choices.filter((c) => c.kind === 'move');
    chosen.set(unit, rng() < 0.5 && moves.length > 0 ? pick(rng, moves) : pick(rng, choices));
  }
  // A convoy is pointless unless its army goes: order the army to match.
  for (const order of chosen.values()) {
    if (order.kind !== 'convoy') continue;
    const army = byProvince.get(order.army)!;
    chosen.set(army, { kind: 'move', unit: { type: 'A', loc: army.loc }, to: order.to });
  }
  return position.units.map((unit) => ({ power: unit.power, order: chosen.get(unit)! }));
}

/** A full board: `count` units on distinct provinces, armies on land, fleets at sea or on a coast. */
export function randomFullBoard(map: GameMap, rng: Rng, count = 34): Position {
  const powers = map.data.powers.map((p) => p.id);
  const free = map.provinceIds.filter((id) => map.province(id)!.kind !== 'impassable');
  const units: UnitData[] = [];
  while (units.length < count && free.length > 0) {
    const province = free.splice(Math.floor(rng() * free.length), 1)[0];
    const kind = map.province(province)!.kind;
    const type = kind === 'sea' ? 'F' : kind === 'land' ? 'A' : rng() < 0.5 ? 'A' : 'F';
    const locs = map.locations.filter((l) => map.provinceOf(l) === province && map.canOccupy(type, l));
    if (locs.length === 0) continue;
    units.push({ power: powers[units.length % powers.length], type, loc: pick(rng, locs) });
  }
  const owners: Record<string, string> = {};
  for (const p of map.data.provinces) if (p.supplyCenter && p.home) owners[p.id] = p.home;
  return { year: 1905, season: 'spring', phase: 'movement', units, dislodged: [], owners, standoffs: [] };
}
