/**
 * Level 2: search with the project's own adjudicator as the simulator. It
 * samples likely orders for every other power (level 1 with more noise),
 * tries candidate order sets for its own units (level 1 variants, then
 * one-unit changes of the best so far), adjudicates each candidate against
 * each sample and keeps the best mean result. The budget is a count of
 * samples and candidates, so the same seed gives the same orders; a
 * wall-clock cap exists only for the page, where a slow device must not stall.
 */
import type { PowerId } from '../../../../platform/game';
import { adjudicate } from '../adjudicate';
import type { SubmittedOrder } from '../adjudicator/validate';
import { updateOwnership, type Position } from '../position';
import { RULEBOOK_2000, type Rulebook } from '../rulebook';
import type { Rng } from '../random-orders';
import type { GameMap, Order, UnitData } from '../types';
import { dumbBotOrders, dumbBotValues, stageOf } from './dumbbot';
import { heuristicOrders, LEVEL1_NOISE } from './heuristic';
import { botMap, powerValues, type BotMap, type PowerValues } from './values';

export interface SearchBudget {
  /** Sampled order sets of the other powers each candidate is played against. */
  samples: number;
  /** Level-1 variants tried before the one-unit changes. */
  candidates: number;
  /** Rounds of one-unit changes to the best candidate (it stops earlier once a round finds nothing better). */
  improvementRounds: number;
  /** Time budget in milliseconds: the search stops once it is spent and keeps the best found so far. */
  millis?: number;
  /** The clock of that budget, in milliseconds (wall time unless given; a bench on a shared machine gives its process's CPU time). */
  clock?: () => number;
  /** Page only: stop early (keeping the best found) once this returns true. */
  stop?: () => boolean;
  /** Page only: told the share of the work done, 0..1. */
  progress?: (done: number) => void;
}

export const DEFAULT_BUDGET: SearchBudget = { samples: 12, candidates: 16, improvementRounds: 4, millis: 1500 };

/** How the other powers are imagined: level 1 with this much noise, or a DumbBot, in turns. */
const SAMPLE_NOISE = 0.35;

export function searchOrders(
  map: GameMap,
  position: Position,
  power: PowerId,
  rng: Rng,
  budget: SearchBudget = DEFAULT_BUDGET,
  rules: Rulebook = RULEBOOK_2000,
): Order[] {
  const bm = botMap(map);
  if (position.phase !== 'movement') return heuristicOrders(map, position, power, rng, { noise: 0 });
  const own = position.units.filter((u) => u.power === power);
  if (own.length === 0) return [];
  const values = new Map<PowerId, PowerValues>();
  const valuesOf = (p: PowerId) => {
    let v = values.get(p);
    if (!v) values.set(p, (v = powerValues(bm, position, p)));
    return v;
  };
  const mine = valuesOf(power);
  const clock = budget.clock ?? (() => performance.now());
  const started = clock();
  const spent = () => budget.stop?.() === true || (budget.millis !== undefined && clock() - started > budget.millis);
  const others = [...new Set(position.units.map((u) => u.power))].filter((p) => p !== power);
  const dumbValues = new Map(others.map((p) => [p, dumbBotValues(bm, position, p, stageOf(position, false))] as const));
  const samples: SubmittedOrder[][] = [];
  // At least two imagined replies; more while a third of the time budget lasts.
  const samplesSpent = () => budget.millis !== undefined && clock() - started > budget.millis / 3;
  for (let s = 0; s < budget.samples && (s < 2 || !samplesSpent()); s++) {
    const orders: SubmittedOrder[] = [];
    for (const other of others) {
      // Half the imagined replies come from level 1, half from a DumbBot: two different no-press styles.
      const given = s % 2 === 0 ? heuristicOrders(map, position, other, rng, { noise: SAMPLE_NOISE, values: valuesOf(other) }) : dumbBotOrders(map, position, other, rng, dumbValues.get(other));
      for (const order of given) orders.push({ power: other, order });
    }
    samples.push(orders);
  }
  const seen = new Map<string, number>();
  const total = budget.candidates + budget.improvementRounds * own.length * 4;
  let done = 0;
  const evaluate = (orders: Order[]): number => {
    const key = JSON.stringify(orders);
    const known = seen.get(key);
    if (known !== undefined) return known;
    let sum = 0;
    const submitted = orders.map((order) => ({ power, order }));
    for (const sample of samples) {
      const next = adjudicate(map, position, [...submitted, ...sample], rules).next;
      sum += score(bm, position, next, power, mine);
    }
    const mean = sum / samples.length;
    seen.set(key, mean);
    budget.progress?.(Math.min(1, ++done / total));
    return mean;
  };
  let best = heuristicOrders(map, position, power, rng, { noise: 0, values: mine });
  let bestScore = evaluate(best);
  for (let c = 1; c < budget.candidates && !spent(); c++) {
    const candidate = c % 4 === 3 ? dumbBotOrders(map, position, power, rng) : heuristicOrders(map, position, power, rng, { noise: LEVEL1_NOISE * 3, values: mine });
    const value = evaluate(candidate);
    if (value > bestScore) [best, bestScore] = [candidate, value];
  }
  for (let round = 0; round < budget.improvementRounds && !spent(); round++) {
    let improved = false;
    for (let u = 0; u < own.length && !spent(); u++) {
      for (const alternative of alternativesFor(bm, own, u, best, mine)) {
        if (spent()) break;
        const candidate = best.slice();
        candidate[u] = alternative;
        const value = evaluate(candidate);
        if (value > bestScore + 1e-9) {
          [best, bestScore] = [candidate, value];
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  budget.progress?.(1);
  return best;
}

/** A few other orders for unit u: hold, its best moves, and support of a neighbour's planned order. */
function alternativesFor(bm: BotMap, own: readonly UnitData[], u: number, plan: readonly Order[], values: PowerValues): Order[] {
  const unit = own[u];
  const ref = { type: unit.type, loc: unit.loc };
  const from = bm.locIndex.get(unit.loc)!;
  const current = JSON.stringify(plan[u]);
  const list: Order[] = [{ kind: 'hold', unit: ref }];
  const moves = [...bm.neighbours[unit.type][from]].sort((a, b) => values.loc[unit.type][b] - values.loc[unit.type][a] || a - b);
  for (const to of moves.slice(0, 2)) list.push({ kind: 'move', unit: ref, to: bm.locs[to] });
  const reach = new Set(bm.neighbours[unit.type][from].map((l) => bm.locProvince[l]));
  for (let v = 0; v < own.length; v++) {
    if (v === u) continue;
    const order = plan[v];
    const other = { type: own[v].type, loc: own[v].loc };
    if (order.kind === 'move') {
      const target = bm.provinceIndex.get(bm.map.provinceOf(order.to))!;
      if (reach.has(target) && target !== bm.locProvince[from]) list.push({ kind: 'support', unit: ref, supported: other, to: bm.map.provinceOf(order.to) });
    } else if (order.kind === 'hold' && reach.has(bm.locProvince[bm.locIndex.get(own[v].loc)!])) {
      list.push({ kind: 'support', unit: ref, supported: other });
    }
  }
  return list.filter((o) => JSON.stringify(o) !== current).slice(0, 4);
}

/**
 * Worth of a position after one phase for the power: centres it would own
 * counted as if the year ended now, its units (a dislodged one half), how
 * well placed they are by the values of the position before, and after a
 * spring the fall to come: centres it can take next (more of its units able
 * to enter than any rival's) and its own centres a rival can take.
 */
function score(bm: BotMap, before: Position, after: Position, power: PowerId, values: PowerValues): number {
  const owners = updateOwnership(bm.map, after);
  let centres = 0;
  for (const owner of Object.values(owners)) if (owner === power) centres++;
  let units = 0;
  let placement = 0;
  let maxValue = 1;
  for (const v of values.loc.A) if (v > maxValue) maxValue = v;
  for (const v of values.loc.F) if (v > maxValue) maxValue = v;
  for (const unit of after.units) {
    if (unit.power !== power) continue;
    units++;
    placement += values.loc[unit.type][bm.locIndex.get(unit.loc)!] / maxValue;
  }
  for (const d of after.dislodged) if (d.unit.power === power) units += 0.5;
  const fallWeight = before.season === 'fall' ? 2 : 1;
  // After a fall the next captures are a year away: they count half.
  const outlook = fallOutlook(bm, after, owners, power) * (before.season === 'spring' ? 1 : 0.5);
  return 10 * fallWeight * centres + 4 * units + 2 * placement + outlook;
}

/** After a spring: +5 for each centre not ours that our units can enter with more than any rival, -6 for each of ours a rival can enter with more than we can hold it. */
function fallOutlook(bm: BotMap, after: Position, owners: Record<string, PowerId>, power: PowerId): number {
  const P = bm.provinces.length;
  const mine = new Int16Array(P);
  const rivals = new Map<PowerId, Int16Array>();
  for (const unit of after.units) {
    let counts: Int16Array = mine;
    if (unit.power !== power) {
      counts = rivals.get(unit.power) ?? new Int16Array(P);
      rivals.set(unit.power, counts);
    }
    const from = bm.locIndex.get(unit.loc)!;
    counts[bm.locProvince[from]]++;
    const seen: number[] = [bm.locProvince[from]];
    for (const to of bm.neighbours[unit.type][from]) {
      const province = bm.locProvince[to];
      if (seen.includes(province)) continue;
      seen.push(province);
      counts[province]++;
    }
  }
  let outlook = 0;
  for (let p = 0; p < P; p++) {
    if (!bm.supplyCentre[p]) continue;
    let rival = 0;
    for (const counts of rivals.values()) if (counts[p] > rival) rival = counts[p];
    const ours = owners[bm.provinces[p]] === power;
    if (!ours && mine[p] > rival) outlook += 5;
    else if (ours && rival > mine[p]) outlook -= 6;
  }
  return outlook;
}
