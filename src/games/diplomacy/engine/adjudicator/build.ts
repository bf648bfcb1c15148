/**
 * The adjustment phase (seed 000 XIII.2): builds in vacant, owned home
 * centres; disbands down to the number of centres; orders beyond what a power
 * is owed fail in the order written (DATC 6.I.1, 6.J.1); missing disbands are
 * chosen by the civil-disorder rule (XIV.4).
 */
import type { PowerId } from '../../../../platform/game';
import { centreCount, type Position } from '../position';
import type { Rulebook } from '../rulebook';
import type { UnitData } from '../types';
import { civilDisorderOrder } from './civil-disorder';
import { KIND_LAND, KIND_SEA, type MapIndex } from './map-index';
import { illegal, succeeds, type Outcome } from './outcome';
import type { SubmittedOrder, ValidationOptions } from './validate';

export interface AdjustmentResult {
  orderIndex: number | null;
  power: PowerId;
  unit?: UnitData;
  outcome: Outcome;
}

export interface AdjustmentOptions extends ValidationOptions {
  /** Powers in civil disorder cannot build (seed 000 XIV.3). */
  civilDisorder?: ReadonlySet<PowerId>;
}

export function resolveAdjustments(
  idx: MapIndex,
  position: Position,
  orders: readonly SubmittedOrder[],
  rules: Rulebook,
  options: AdjustmentOptions = {},
): { results: AdjustmentResult[]; units: UnitData[] } {
  const map = idx.map;
  const strict = options.strictOrders === true;
  const results: AdjustmentResult[] = [];
  const owed = new Map<PowerId, number>();
  const used = new Map<PowerId, number>();
  const owedBy = (power: PowerId): number => {
    let delta = owed.get(power);
    if (delta === undefined) {
      delta = centreCount(position, power) - position.units.filter((u) => u.power === power).length;
      owed.set(power, delta);
    }
    return delta;
  };
  const built: UnitData[] = [];
  const removed = new Set<UnitData>();
  const occupied = (province: string): boolean =>
    position.units.some((u) => map.provinceOf(u.loc) === province) ||
    built.some((u) => map.provinceOf(u.loc) === province);

  orders.forEach((submitted, orderIndex) => {
    const power = submitted.power;
    const push = (outcome: Outcome, unit?: UnitData): void => {
      results.push({ orderIndex, power, outcome, ...(unit ? { unit } : {}) });
    };
    const order = submitted.order;
    if (!order) return push(illegal('unparseable', { text: submitted.text ?? submitted.error ?? '' }));
    const delta = owedBy(power);
    const count = used.get(power) ?? 0;
    if (order.kind === 'build' || order.kind === 'waive') {
      if (delta <= 0 || count >= delta) return push(illegal('no-builds-available'));
      if (options.civilDisorder?.has(power)) return push(illegal('civil-disorder-no-builds'));
      if (order.kind === 'waive') {
        used.set(power, count + 1);
        return push(succeeds('waived'));
      }
      const check = checkBuild(idx, position, power, order.unitType, order.loc, strict, occupied, built);
      if (typeof check !== 'string') return push(check);
      const unit: UnitData = { power, type: order.unitType, loc: check };
      built.push(unit);
      used.set(power, count + 1);
      return push(succeeds('built', { province: map.provinceOf(check) }), unit);
    }
    if (order.kind === 'disband') {
      const province = map.provinceOf(order.unit.loc);
      const unit = position.units.find((u) => map.provinceOf(u.loc) === province);
      if (!unit) return push(illegal('no-unit', { province }));
      if (unit.power !== power) return push(illegal('not-your-unit', { province }), unit);
      if (order.unit.type && order.unit.type !== unit.type) return push(illegal('wrong-unit-type', { province }), unit);
      if (removed.has(unit)) return push(illegal('already-disbanded'), unit);
      if (delta >= 0 || count >= -delta) return push(illegal('no-disbands-required'), unit);
      removed.add(unit);
      used.set(power, count + 1);
      return push(succeeds('disbanded'), unit);
    }
    return push(illegal('wrong-phase'));
  });

  // Powers that ordered too few disbands lose units by the civil-disorder rule.
  const powers = new Set(position.units.map((u) => u.power));
  for (const power of powers) {
    const missing = -owedBy(power) - (used.get(power) ?? 0);
    if (missing <= 0) continue;
    const candidates = position.units.filter((u) => u.power === power && !removed.has(u));
    for (const unit of civilDisorderOrder(idx, position, power, candidates, rules).slice(0, missing)) {
      removed.add(unit);
      results.push({ orderIndex: null, power, unit, outcome: succeeds('civil-disorder-disband') });
    }
  }
  const units = position.units.filter((u) => !removed.has(u)).map((u) => ({ ...u }));
  return { results, units: [...units, ...built] };
}

/** The location to build on, or why not (DATC 6.I, 6.B.14). */
function checkBuild(
  idx: MapIndex,
  position: Position,
  power: PowerId,
  type: 'A' | 'F',
  loc: string,
  strict: boolean,
  occupied: (province: string) => boolean,
  built: readonly UnitData[],
): string | Outcome {
  const map = idx.map;
  const provinceId = map.provinceOf(loc);
  const province = map.province(provinceId);
  const params = { province: provinceId };
  if (!province) return illegal('no-unit', params);
  if (!province.supplyCenter || province.home !== power) return illegal('not-home-centre', params);
  if (position.owners[provinceId] !== power) return illegal('centre-not-owned', params);
  if (built.some((u) => map.provinceOf(u.loc) === provinceId)) return illegal('already-built-here', params);
  if (occupied(provinceId)) return illegal('centre-occupied', params);
  const kind = idx.kind[idx.provinceIndex.get(provinceId)!];
  if (type === 'A') {
    if (kind === KIND_SEA) return illegal('army-to-sea', params);
    if (map.coastOf(loc) !== undefined && strict) return illegal('army-with-coast');
    return provinceId;
  }
  if (kind === KIND_LAND) return illegal('fleet-inland', params);
  // seed 000 XIII.2: a fleet built in St Petersburg must name its coast.
  if (province.coasts && province.coasts.length > 0) {
    if (!map.coastOf(loc) || !map.isLoc(loc)) return illegal('coast-required', params);
    return loc;
  }
  return provinceId;
}
