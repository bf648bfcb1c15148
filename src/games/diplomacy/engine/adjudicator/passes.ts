/**
 * Two-phase edges (RuleHooks.twoPhaseEdges), the mountain passes of seed 003
 * (crossing one takes a whole turn, so a move through it takes two turns):
 *
 * - Phase 1: an army ordered across such an edge sets out. It stays in its own
 *   space and counts as holding there (it may be supported to hold, attacked and
 *   dislodged); it neither attacks nor blocks the space it goes to, and gives no
 *   support. If it is not dislodged it ends the phase "in the pass" (`UnitData.pass`).
 * - Phase 2 (the next movement phase): it still stands in its own space. With the
 *   same move, or with no order, it completes the crossing as an ordinary move
 *   (it may be supported, bounce, dislodge); ordered to hold it turns back. Any
 *   other order is illegal and it holds, turning back (seed: an illegal order is a hold).
 *   A unit of a power in civil disorder or neutral turns back.
 * - Either way the pass is over after phase 2; dislodged in either phase it
 *   retreats from its own space, never over a two-phase edge.
 * Convoyed armies and fleets never use the army edge, so they are not slowed.
 */
import type { PowerId } from '../../../../platform/game';
import type { Position } from '../position';
import type { RuleHooks } from '../rulebook';
import type { ProvinceId, UnitData } from '../types';
import type { MapIndex } from './map-index';
import { isTwoPhaseEdge } from './hooks';
import { illegal, succeeds, type Outcome } from './outcome';
import type { SubmittedOrder } from './validate';

export interface PassPlan {
  /** What the resolver adjudicates: the submitted orders (some rewritten), then the continuing moves of units in a pass without an order. */
  orders: SubmittedOrder[];
  submittedCount: number;
  /** Submitted order index -> the space a move set out for (adjudicated as a hold). */
  setOut: Map<number, ProvinceId>;
  /** Submitted order index -> why the order of a unit in a pass was refused (adjudicated as a hold). */
  refused: Map<number, Outcome>;
}

/** Whether any unit is in a pass or any move crosses a two-phase edge: otherwise the phase needs no plan. */
export function passesInPlay(idx: MapIndex, position: Position, submitted: readonly SubmittedOrder[], hooks: RuleHooks): boolean {
  for (const unit of position.units) if (unit.pass !== undefined) return true;
  const map = idx.map;
  for (const entry of submitted) {
    const order = entry.order;
    if (order?.kind === 'move' && isTwoPhaseEdge(idx, hooks, map.provinceOf(order.unit.loc), map.provinceOf(order.to))) return true;
  }
  return false;
}

export function planPasses(
  idx: MapIndex,
  position: Position,
  submitted: readonly SubmittedOrder[],
  hooks: RuleHooks,
  stayPut: ReadonlySet<PowerId>,
): PassPlan {
  const map = idx.map;
  const byProvince: (UnitData | undefined)[] = new Array(idx.provinceCount);
  for (const unit of position.units) byProvince[idx.locProvince[idx.locIndex.get(unit.loc)!]] = unit;
  const unitAt = (province: ProvinceId): UnitData | undefined => {
    const p = idx.provinceIndex.get(province);
    return p === undefined ? undefined : byProvince[p];
  };
  const ordered = new Set<UnitData>();
  const orders: SubmittedOrder[] = [];
  const setOut = new Map<number, ProvinceId>();
  const refused = new Map<number, Outcome>();
  const convoyed = (from: ProvinceId, to: ProvinceId): boolean =>
    submitted.some((entry) => entry.order?.kind === 'convoy' && map.provinceOf(entry.order.army) === from && entry.order.to === to);
  submitted.forEach((entry, index) => {
    const order = entry.order;
    const unit = order && order.kind !== 'build' && order.kind !== 'waive' ? unitAt(map.provinceOf(order.unit.loc)) : undefined;
    if (!order || !unit || !('unit' in order) || unit.power !== entry.power || ordered.has(unit) || unit.type !== 'A' || order.kind === 'disband' || order.kind === 'retreat') {
      orders.push(entry);
      return;
    }
    ordered.add(unit);
    const from = map.provinceOf(unit.loc);
    const hold: SubmittedOrder = { ...entry, order: { kind: 'hold', unit: order.unit } };
    if (unit.pass !== undefined) {
      const goesOn = order.kind === 'move' && map.provinceOf(order.to) === unit.pass;
      if (!goesOn && order.kind !== 'hold') {
        refused.set(index, illegal('in-pass', { province: unit.pass }));
        orders.push(hold);
      } else {
        orders.push(entry);
      }
      return;
    }
    if (order.kind !== 'move' || order.viaConvoy) {
      orders.push(entry);
      return;
    }
    const to = map.provinceOf(order.to);
    if (!isTwoPhaseEdge(idx, hooks, from, to)) {
      orders.push(entry);
    } else if (convoyed(from, to)) {
      // Fleets carry it round the mountains: it goes by water or not at all.
      orders.push({ ...entry, order: { ...order, viaConvoy: true } });
    } else {
      setOut.set(index, to);
      orders.push(hold);
    }
  });
  const submittedCount = orders.length;
  for (const unit of position.units) {
    if (unit.pass === undefined || ordered.has(unit) || stayPut.has(unit.power)) continue;
    orders.push({ power: unit.power, order: { kind: 'move', unit: { type: unit.type, loc: unit.loc }, to: unit.pass } });
  }
  return { orders, submittedCount, setOut, refused };
}

/**
 * Units after the phase (fresh copies from the resolver, changed in place): the pass is over
 * for all but the armies that set out and stayed in their space.
 */
export function unitsAfterPasses(
  map: MapIndex['map'],
  plan: PassPlan,
  submitted: readonly SubmittedOrder[],
  units: UnitData[],
): UnitData[] {
  const setOut: { power: string; province: ProvinceId; to: ProvinceId }[] = [];
  for (const [index, to] of plan.setOut) {
    const order = submitted[index].order!;
    if ('unit' in order) setOut.push({ power: submitted[index].power, province: map.provinceOf(order.unit.loc), to });
  }
  for (const unit of units) {
    if (unit.pass !== undefined) delete unit.pass;
    for (const entry of setOut) {
      if (entry.power === unit.power && entry.province === unit.loc) unit.pass = entry.to;
    }
  }
  return units;
}

/** The outcome a player sees for an order the plan rewrote. */
export function passOutcome(plan: PassPlan, index: number, resolved: Outcome): Outcome {
  const refused = plan.refused.get(index);
  if (refused) return refused;
  const to = plan.setOut.get(index);
  if (to !== undefined && resolved.status === 'succeeds') return succeeds('set-out-across-pass', { province: to });
  return resolved;
}

