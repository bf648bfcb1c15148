/**
 * The retreat phase (seed 000 XI): each dislodged unit retreats to one of the
 * spaces computed when it was dislodged, or is disbanded. Two units retreating
 * to the same space are both disbanded (XI.2); a unit without an order is
 * disbanded; retreats are never supported nor convoyed.
 */
import type { PowerId } from '../../../../platform/game';
import type { DislodgedUnit, Position } from '../position';
import type { Loc, Order, UnitData } from '../types';
import type { MapIndex } from './map-index';
import { fails, illegal, succeeds, type Outcome } from './outcome';
import type { SubmittedOrder, ValidationOptions } from './validate';

export interface RetreatResult {
  orderIndex: number | null;
  power: PowerId;
  unit?: UnitData;
  outcome: Outcome;
}

export interface RetreatResolution {
  results: RetreatResult[];
  /** Units on the board after the retreats. */
  units: UnitData[];
}

export function resolveRetreats(
  idx: MapIndex,
  position: Position,
  orders: readonly SubmittedOrder[],
  options: ValidationOptions = {},
): RetreatResolution {
  const map = idx.map;
  const strict = options.strictOrders === true;
  const dislodged = position.dislodged;
  const chosen: (Loc | null)[] = dislodged.map(() => null);
  const ordered: boolean[] = dislodged.map(() => false);
  const orderOf: (number | null)[] = dislodged.map(() => null);
  const results: RetreatResult[] = [];
  const resultOfUnit: (RetreatResult | null)[] = dislodged.map(() => null);

  orders.forEach((submitted, orderIndex) => {
    const push = (outcome: Outcome, unit?: UnitData): RetreatResult => {
      const result: RetreatResult = { orderIndex, power: submitted.power, outcome, ...(unit ? { unit } : {}) };
      results.push(result);
      return result;
    };
    const order = submitted.order;
    if (!order) return void push(illegal('unparseable', { text: submitted.text ?? submitted.error ?? '' }));
    if (order.kind !== 'retreat' && order.kind !== 'move' && order.kind !== 'disband') {
      return void push(illegal('wrong-phase'));
    }
    const province = map.provinceOf(order.unit.loc);
    const at = dislodged.findIndex((d) => map.provinceOf(d.unit.loc) === province);
    if (at < 0) {
      const standing = position.units.find((u) => map.provinceOf(u.loc) === province);
      return void push(illegal(standing ? 'not-dislodged' : 'no-unit', { province }), standing);
    }
    const entry = dislodged[at];
    if (entry.unit.power !== submitted.power) return void push(illegal('not-your-unit', { province }), entry.unit);
    if (ordered[at]) return void push(illegal('duplicate-order', { province }), entry.unit);
    ordered[at] = true;
    orderOf[at] = orderIndex;
    if (order.unit.type && order.unit.type !== entry.unit.type) {
      resultOfUnit[at] = push(illegal('wrong-unit-type', { province }), entry.unit);
      return;
    }
    if (order.kind === 'disband') {
      resultOfUnit[at] = push(succeeds('disbanded'), entry.unit);
      return;
    }
    const target = retreatTarget(idx, position, entry, retreatDestination(order), strict);
    if (typeof target !== 'string') {
      resultOfUnit[at] = push(target, entry.unit);
      return;
    }
    chosen[at] = target;
    resultOfUnit[at] = push(succeeds('retreated', { province: map.provinceOf(target) }), entry.unit);
  });

  // seed 000 XI.2: retreats to the same space all fail.
  const count = new Map<string, number>();
  for (const loc of chosen) if (loc) count.set(map.provinceOf(loc), (count.get(map.provinceOf(loc)) ?? 0) + 1);
  const units = position.units.map((u) => ({ ...u }));
  dislodged.forEach((entry, i) => {
    const loc = chosen[i];
    if (loc && count.get(map.provinceOf(loc)) === 1) {
      units.push({ ...entry.unit, loc });
      return;
    }
    if (loc) {
      resultOfUnit[i]!.outcome = fails('retreat-collision', { province: map.provinceOf(loc) });
      return;
    }
    if (!ordered[i]) {
      // seed 000 XI.2: a unit without a retreat order is disbanded.
      results.push({
        orderIndex: null,
        power: entry.unit.power,
        unit: entry.unit,
        outcome: succeeds(entry.retreats.length === 0 ? 'no-retreat-possible' : 'no-retreat-order'),
      });
    }
  });
  return { results, units };
}

function retreatDestination(order: Order): Loc {
  return order.kind === 'retreat' || order.kind === 'move' ? order.to : '';
}

/** The legal location the order retreats to, or the reason it cannot. */
function retreatTarget(
  idx: MapIndex,
  position: Position,
  entry: DislodgedUnit,
  to: Loc,
  strict: boolean,
): Loc | Outcome {
  const map = idx.map;
  const province = map.provinceOf(to);
  const params = { province };
  if (entry.retreats.includes(to)) return to;
  const sameProvince = entry.retreats.filter((loc) => map.provinceOf(loc) === province);
  if (entry.unit.type === 'A' && sameProvince.length === 1 && (!strict || map.coastOf(to) === undefined)) {
    return sameProvince[0];
  }
  if (entry.unit.type === 'F' && map.coastOf(to) === undefined && sameProvince.length === 1 && !strict) {
    return sameProvince[0];
  }
  if (entry.unit.type === 'F' && sameProvince.length > 1) return illegal('coast-required', params);
  if (province === entry.attackedFrom) return illegal('retreat-to-attacker-origin', params);
  if (position.standoffs.includes(province)) return illegal('retreat-to-standoff', params);
  if (position.units.some((u) => map.provinceOf(u.loc) === province)) return illegal('retreat-occupied', params);
  if (map.provinceOf(entry.unit.loc) === province) return illegal('move-to-own-province');
  return illegal('not-adjacent', params);
}
