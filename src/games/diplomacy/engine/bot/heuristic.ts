/**
 * Level 1: a no-press heuristic player in the spirit of the published DumbBot
 * design. Each unit goes where the spread province values (values.ts) are
 * highest; a unit whose best place is already taken by a unit of its own power
 * supports it there instead; units with nothing better to do support a
 * neighbour that attacks or holds under threat; retreats go to the best free
 * place; builds go where the values are highest, disbands where lowest.
 * Deterministic from the random generator it is given.
 */
import type { PowerId } from '../../../../platform/game';
import { adjustmentsOwed, buildableCentres, type Position } from '../position';
import type { Rng } from '../random-orders';
import type { GameMap, Order, UnitData, UnitRef } from '../types';
import { botMap, powerValues, type BotMap, type PowerValues } from './values';

export interface HeuristicOptions {
  /** How much randomness shakes each value: 0 picks the best every time, 0.3 is a lively player. */
  noise?: number;
  /** Values already computed for this power and position (the search reuses them). */
  values?: PowerValues;
}

export const LEVEL1_NOISE = 0.15;

const refOf = (unit: UnitData): UnitRef => ({ type: unit.type, loc: unit.loc });

/** Orders for one power's units (movement), dislodged units (retreats) or builds and disbands (adjustments). */
export function heuristicOrders(map: GameMap, position: Position, power: PowerId, rng: Rng, options: HeuristicOptions = {}): Order[] {
  const bm = botMap(map);
  const values = options.values ?? powerValues(bm, position, power);
  const noise = options.noise ?? LEVEL1_NOISE;
  const shake = (value: number) => value * (1 + noise * (2 * rng() - 1));
  switch (position.phase) {
    case 'movement':
      return movementOrders(bm, position, power, values, shake);
    case 'retreat':
      return retreatOrders(bm, position, power, values, shake);
    case 'adjustment':
      return adjustmentOrders(bm, position, power, values, shake);
  }
}

interface Plan {
  unit: UnitData;
  from: number;
  province: number;
  /** Location index it goes to (its own for a hold); -1 while unplanned or when it supports. */
  to: number;
  order: Order | null;
  score: number;
}

function movementOrders(bm: BotMap, position: Position, power: PowerId, values: PowerValues, shake: (v: number) => number): Order[] {
  const plans: Plan[] = [];
  const candidates: { loc: number; score: number }[][] = [];
  for (const unit of position.units) {
    if (unit.power !== power) continue;
    const from = bm.locIndex.get(unit.loc)!;
    const province = bm.locProvince[from];
    const options = [from, ...bm.neighbours[unit.type][from]].map((loc) => {
      const target = bm.locProvince[loc];
      let score = values.loc[unit.type][loc];
      // A place the enemy can enter with more units than we can is worth less (DumbBot's competition),
      // and a unit standing there only leaves if it wants to.
      if (loc !== from && values.threat[target] > values.strength[target]) score *= 0.6;
      if (loc !== from && values.foreign[target] && values.strength[target] < 2) score *= 0.7;
      return { loc, score: shake(score) };
    });
    // A home or conquered centre an enemy can reach is lost if its garrison leaves in the fall.
    if (bm.supplyCentre[province] && position.owners[bm.provinces[province]] === power && values.threat[province] > 0) {
      const stay = options.find((o) => o.loc === from)!;
      const best = options.reduce((a, b) => (b.score > a.score ? b : a));
      const gain = bm.locProvince[best.loc];
      const takesCentre = bm.supplyCentre[gain] === 1 && position.owners[bm.provinces[gain]] !== power;
      // Leaving is only worth it for another centre (one for one); otherwise it stays.
      if (position.season === 'fall') stay.score = takesCentre ? stay.score * 1.3 : Math.max(stay.score, best.score * 1.05);
    }
    options.sort((a, b) => b.score - a.score || a.loc - b.loc);
    candidates.push(options);
    plans.push({ unit, from, province, to: -1, order: null, score: options[0].score });
  }
  // The units with the most at stake choose first.
  const turn = plans.map((_, i) => i).sort((a, b) => plans[b].score - plans[a].score || a - b);
  const claimedBy = new Map<number, number>();
  for (const i of turn) {
    const plan = plans[i];
    for (const option of candidates[i]) {
      const target = bm.locProvince[option.loc];
      const holder = claimedBy.get(target);
      if (holder === undefined) {
        claimedBy.set(target, i);
        plan.to = option.loc;
        plan.order = option.loc === plan.from ? { kind: 'hold', unit: refOf(plan.unit) } : { kind: 'move', unit: refOf(plan.unit), to: bm.locs[option.loc] };
        break;
      }
      if (option.loc === plan.from) continue; // someone of ours moves in: look for somewhere else
      if (isContested(values, target)) {
        plan.order = supportOf(plans[holder], plan.unit);
        break;
      }
    }
    if (!plan.order) plan.order = { kind: 'hold', unit: refOf(plan.unit) };
  }
  untangle(bm, plans, values);
  lendIdleSupport(bm, plans, values);
  return plans.map((p) => p.order!);
}

function isContested(values: PowerValues, province: number): boolean {
  return values.threat[province] > 0 || values.foreign[province] === 1;
}

function supportOf(helped: Plan, supporter: UnitData): Order {
  const supported = refOf(helped.unit);
  if (helped.to === helped.from || helped.to < 0) return { kind: 'support', unit: refOf(supporter), supported };
  return { kind: 'support', unit: refOf(supporter), supported, to: helpedProvince(helped) };
}

function helpedProvince(plan: Plan): string {
  const order = plan.order;
  if (order?.kind !== 'move') throw new Error('support of a unit that does not move');
  const cut = order.to.indexOf('/');
  return cut < 0 ? order.to : order.to.slice(0, cut);
}

const moves = (plan: Plan) => plan.order?.kind === 'move';

/**
 * A move into a province whose own unit stays is wasted, and two own units
 * swapping places both bounce: the later mover holds (or backs the unit it
 * would have hit), until nothing changes.
 */
function untangle(bm: BotMap, plans: Plan[], values: PowerValues): void {
  const ownAt = new Map<number, number>();
  plans.forEach((plan, i) => ownAt.set(plan.province, i));
  for (let round = 0; round < plans.length + 1; round++) {
    let changed = false;
    for (const plan of plans) {
      if (!moves(plan)) continue;
      const target = bm.locProvince[plan.to];
      const occupantIndex = ownAt.get(target);
      if (occupantIndex === undefined) continue;
      const occupant = plans[occupantIndex];
      const swap = moves(occupant) && bm.locProvince[occupant.to] === plan.province;
      if (moves(occupant) && !swap) continue;
      const supportable = !swap && occupant.order?.kind !== 'support' && values.threat[target] > 0;
      plan.order = supportable ? { kind: 'support', unit: refOf(plan.unit), supported: refOf(occupant.unit) } : { kind: 'hold', unit: refOf(plan.unit) };
      plan.to = supportable ? -1 : plan.from;
      changed = true;
    }
    if (!changed) break;
  }
  // A support whose helped unit no longer does what was planned is harmless (void), but a hold is clearer.
  for (const plan of plans) {
    const order = plan.order;
    if (order?.kind !== 'support') continue;
    const helped = plans.find((p) => p.unit.loc === order.supported.loc);
    const stillMoves = helped && moves(helped) && order.to !== undefined && helpedProvince(helped) === order.to;
    const stillStays = helped && !moves(helped) && order.to === undefined;
    if (!stillMoves && !stillStays) {
      plan.order = { kind: 'hold', unit: refOf(plan.unit) };
      plan.to = plan.from;
    }
  }
}

/**
 * Holding units back an attack or a threatened neighbour, threatened ones too: a unit that
 * supports defends its own province as strongly as one that holds (seed 000: a support is cut, the
 * unit is not weakened), so standing idle gains nothing.
 */
function lendIdleSupport(bm: BotMap, plans: Plan[], values: PowerValues): void {
  for (const plan of plans) {
    if (plan.order?.kind !== 'hold') continue;
    const reachable = new Set<number>();
    for (const loc of bm.neighbours[plan.unit.type][plan.from]) reachable.add(bm.locProvince[loc]);
    let best: { plan: Plan; worth: number } | null = null;
    for (const other of plans) {
      if (other === plan || other.order?.kind === 'support') continue;
      const target = moves(other) ? bm.locProvince[other.to] : other.province;
      if (!reachable.has(target) || target === plan.province) continue;
      const attacking = moves(other) && (values.foreign[target] === 1 || values.threat[target] > 0);
      const defending = !moves(other) && values.threat[target] > 0;
      if (!attacking && !defending) continue;
      const worth = values.base[target] + values.threat[target];
      if (!best || worth > best.worth) best = { plan: other, worth };
    }
    if (best) {
      plan.order = supportOf(best.plan, plan.unit);
      plan.to = -1;
    }
  }
}

function retreatOrders(bm: BotMap, position: Position, power: PowerId, values: PowerValues, shake: (v: number) => number): Order[] {
  const taken = new Set<number>();
  const orders: Order[] = [];
  for (const dislodged of position.dislodged) {
    if (dislodged.unit.power !== power) continue;
    const unit = refOf(dislodged.unit);
    const options = dislodged.retreats
      .map((loc) => ({ loc, index: bm.locIndex.get(loc)! }))
      .filter((o) => !taken.has(bm.locProvince[o.index]))
      .map((o) => ({ ...o, score: shake(values.loc[dislodged.unit.type][o.index]) }))
      .sort((a, b) => b.score - a.score || a.index - b.index);
    if (options.length === 0) {
      orders.push({ kind: 'disband', unit });
      continue;
    }
    taken.add(bm.locProvince[options[0].index]);
    orders.push({ kind: 'retreat', unit, to: options[0].loc });
  }
  return orders;
}

function adjustmentOrders(bm: BotMap, position: Position, power: PowerId, values: PowerValues, shake: (v: number) => number): Order[] {
  const owed = adjustmentsOwed(bm.map, position, power);
  if (owed > 0) {
    const builds = buildableCentres(bm.map, position, power).map((centre) => {
      let best: { type: 'A' | 'F'; loc: string; score: number } | null = null;
      for (const loc of bm.locs) {
        if (bm.map.provinceOf(loc) !== centre) continue;
        const index = bm.locIndex.get(loc)!;
        for (const type of ['A', 'F'] as const) {
          if (!bm.occupiable[type][index]) continue;
          const score = shake(values.loc[type][index]);
          if (!best || score > best.score) best = { type, loc, score };
        }
      }
      return best;
    });
    return builds
      .filter((b): b is NonNullable<typeof b> => b !== null)
      .sort((a, b) => b.score - a.score || a.loc.localeCompare(b.loc))
      .slice(0, owed)
      .map((b): Order => ({ kind: 'build', unitType: b.type, loc: b.loc }));
  }
  if (owed < 0) {
    return position.units
      .filter((u) => u.power === power)
      .map((unit) => {
        const index = bm.locIndex.get(unit.loc)!;
        return { unit, score: shake(values.loc[unit.type][index] + values.base[bm.locProvince[index]]) };
      })
      .sort((a, b) => a.score - b.score || a.unit.loc.localeCompare(b.unit.loc))
      .slice(0, -owed)
      .map((d): Order => ({ kind: 'disband', unit: refOf(d.unit) }));
  }
  return [];
}
