/**
 * One call adjudicates one phase and returns the explained results plus the
 * next position, already advanced past any phase with nothing to decide
 * (no retreats; no adjustments in spring or when nobody builds or disbands).
 */
import type { PowerId } from '../../../platform/game';
import { resolveAdjustments } from './adjudicator/build';
import { mapIndex } from './adjudicator/map-index';
import { resolveMovement } from './adjudicator/movement';
import { passOutcome, passesInPlay, planPasses, unitsAfterPasses } from './adjudicator/passes';
import type { Outcome, ReasonCode } from './adjudicator/outcome';
import { resolveRetreats } from './adjudicator/retreat';
import type { SubmittedOrder } from './adjudicator/validate';
import { adjustmentsOwed, centreCount, updateOwnership, type Position } from './position';
import type { Rulebook } from './rulebook';
import type { GameMap, Order, PhaseType, ProvinceId, Season, UnitData } from './types';

export type { SubmittedOrder } from './adjudicator/validate';
export { describeOutcome } from './adjudicator/outcome';
export type { Outcome, OutcomeStatus, ReasonCode } from './adjudicator/outcome';

export interface AdjudicateOptions {
  /** Powers that sent no orders this phase (seed 000 XIV.3): dislodged units disband, no builds. */
  civilDisorder?: readonly PowerId[];
  /** Powers played by nobody (seed 000 XIV.2, e.g. neutral Italy): hold, disband when dislodged. */
  neutralPowers?: readonly PowerId[];
  /** Centres needed to win; default the map's victoryCenters (24 for the two-player game: pass it). */
  victoryCenters?: number;
  /** Optional last year (seed 000 III): after its fall the power with most centres wins. */
  endYear?: number;
  /** Take orders literally (no coast inference); see ValidationOptions. */
  strictOrders?: boolean;
  /**
   * Calendar: supply centres change hands, and adjustments follow, after the
   * fall of this year and of every later one; an earlier fall goes straight
   * to the next spring. Absent: every fall.
   */
  firstCountYear?: number;
}

export interface OrderResult {
  power: PowerId;
  /** Index of the submitted order this result answers; absent for units without orders. */
  orderIndex?: number;
  /** The order as submitted, or null for a unit that received none / an automatic disband. */
  order: Order | null;
  text?: string;
  /** The unit the order concerned, where one was found (position before the phase). */
  unit?: UnitData;
  outcome: Outcome;
  /** Movement: the unit was dislodged by the attack from this province. */
  dislodgedFrom?: ProvinceId;
  /** Movement: the dislodged unit was removed at once (no retreat, neutral, civil disorder). */
  disbanded?: ReasonCode;
}

export interface GameEndInfo {
  reason: 'victory' | 'end-year';
  winners: PowerId[];
}

export interface AdjudicationResult {
  results: OrderResult[];
  next: Position;
  /** Phases passed over because nobody had anything to decide, in order. */
  skipped: { season: Season; year: number; phase: PhaseType }[];
  ended?: GameEndInfo;
}

export function adjudicate(
  map: GameMap,
  position: Position,
  orders: readonly SubmittedOrder[],
  rules: Rulebook,
  options: AdjudicateOptions = {},
): AdjudicationResult {
  switch (position.phase) {
    case 'movement':
      return adjudicateMovement(map, position, orders, rules, options);
    case 'retreat':
      return adjudicateRetreat(map, position, orders, options);
    case 'adjustment':
      return adjudicateAdjustment(map, position, orders, rules, options);
  }
}

function adjudicateMovement(
  map: GameMap,
  position: Position,
  submittedOrders: readonly SubmittedOrder[],
  rules: Rulebook,
  options: AdjudicateOptions,
): AdjudicationResult {
  const idx = mapIndex(map);
  const disbandWhenDislodged =
    options.neutralPowers || options.civilDisorder
      ? new Set([...(options.neutralPowers ?? []), ...(options.civilDisorder ?? [])])
      : undefined;
  // Mountain passes rewrite some orders before the resolver sees them (adjudicator/passes.ts).
  const plan = rules.hooks?.twoPhaseEdges?.length && passesInPlay(idx, position, submittedOrders, rules.hooks)
    ? planPasses(idx, position, submittedOrders, rules.hooks, new Set([...(options.neutralPowers ?? []), ...(options.civilDisorder ?? [])]))
    : null;
  const orders = plan ? plan.orders : submittedOrders;
  const resolution = resolveMovement(idx, position, orders, rules, {
    strictOrders: options.strictOrders,
    disbandWhenDislodged,
  });
  if (plan) {
    resolution.units = unitsAfterPasses(map, plan, submittedOrders, resolution.units);
    for (const d of resolution.dislodged) delete d.unit.pass;
  }
  const units = position.units;
  const results: OrderResult[] = [];
  const unitOfOrder: (number | undefined)[] = new Array(orders.length).fill(undefined);
  const orderOfUnit = resolution.board.orderOfUnit;
  for (let unit = 0; unit < orderOfUnit.length; unit++) {
    if (orderOfUnit[unit] >= 0) unitOfOrder[orderOfUnit[unit]] = unit;
  }
  const decorate = (result: OrderResult, unit: number): OrderResult => {
    const dislodged = resolution.unitResults[unit].dislodged;
    if (!dislodged) return result;
    result.dislodgedFrom = dislodged.from;
    const retreats = resolution.dislodged.find((d) => d.unit.loc === units[unit].loc)?.retreats ?? [];
    if (retreats.length === 0) {
      const power = units[unit].power;
      result.disbanded = options.neutralPowers?.includes(power)
        ? 'disbanded-neutral'
        : options.civilDisorder?.includes(power)
          ? 'disbanded-in-civil-disorder'
          : 'no-retreat-possible';
    }
    return result;
  };
  // Plain loops and fixed-shape literals: this runs for every adjudication (bench target).
  for (let orderIndex = 0; orderIndex < orders.length; orderIndex++) {
    const submitted = orders[orderIndex];
    const unit = unitOfOrder[orderIndex];
    const result: OrderResult =
      unit === undefined
        ? { power: submitted.power, orderIndex, order: submitted.order, outcome: resolution.unassigned.get(orderIndex)! }
        : {
            power: submitted.power,
            orderIndex,
            order: submitted.order,
            unit: { power: units[unit].power, type: units[unit].type, loc: units[unit].loc },
            outcome: resolution.unitResults[unit].outcome,
          };
    if (submitted.text !== undefined) result.text = submitted.text;
    if (plan && orderIndex >= plan.submittedCount) delete result.orderIndex;
    else if (plan && orderIndex < plan.submittedCount) {
      result.order = submittedOrders[orderIndex].order;
      result.outcome = passOutcome(plan, orderIndex, result.outcome);
    }
    results.push(unit === undefined ? result : decorate(result, unit));
  }
  units.forEach((unit, u) => {
    if (resolution.board.orderOfUnit[u] >= 0) return;
    results.push(decorate({ power: unit.power, order: null, unit: { ...unit }, outcome: resolution.unitResults[u].outcome }, u));
  });

  // Units with nowhere to go are removed now; the others wait for the retreat phase.
  const dislodged = resolution.dislodged.filter((d) => d.retreats.length > 0);
  const after: Position = {
    ...position,
    units: resolution.units,
    dislodged,
    standoffs: resolution.standoffs,
  };
  if (dislodged.length > 0) {
    return { results, next: { ...after, phase: 'retreat' }, skipped: [] };
  }
  return advanceAfterRetreats(map, after, results, [{ season: position.season, year: position.year, phase: 'retreat' }], options);
}

function adjudicateRetreat(
  map: GameMap,
  position: Position,
  orders: readonly SubmittedOrder[],
  options: AdjudicateOptions,
): AdjudicationResult {
  const resolution = resolveRetreats(mapIndex(map), position, orders, { strictOrders: options.strictOrders });
  const results = toOrderResults(resolution.results, orders);
  const after: Position = { ...position, units: resolution.units, dislodged: [], standoffs: [] };
  return advanceAfterRetreats(map, after, results, [], options);
}

function adjudicateAdjustment(
  map: GameMap,
  position: Position,
  orders: readonly SubmittedOrder[],
  rules: Rulebook,
  options: AdjudicateOptions,
): AdjudicationResult {
  const resolution = resolveAdjustments(mapIndex(map), position, orders, rules, {
    strictOrders: options.strictOrders,
    civilDisorder: new Set(options.civilDisorder ?? []),
  });
  const results = toOrderResults(resolution.results, orders);
  const next: Position = {
    ...position,
    year: position.year + 1,
    season: 'spring',
    phase: 'movement',
    units: resolution.units,
    dislodged: [],
    standoffs: [],
  };
  return { results, next, skipped: [] };
}

/** Retreat and adjustment results, joined to the orders they answer. */
function toOrderResults(
  resolved: readonly { power: PowerId; orderIndex: number | null; unit?: UnitData; outcome: Outcome }[],
  orders: readonly SubmittedOrder[],
): OrderResult[] {
  return resolved.map((r) => {
    const submitted = r.orderIndex === null ? null : orders[r.orderIndex];
    return {
      power: r.power,
      ...(r.orderIndex === null ? {} : { orderIndex: r.orderIndex }),
      order: submitted?.order ?? null,
      ...(submitted?.text ? { text: submitted.text } : {}),
      ...(r.unit ? { unit: { ...r.unit } } : {}),
      outcome: r.outcome,
    };
  });
}

/**
 * After the retreats (or instead of them): spring goes to fall; fall updates
 * the centres (seed 000 XIII.1), checks the end of the game, and goes to the
 * adjustments unless no power has anything to build or disband.
 */
function advanceAfterRetreats(
  map: GameMap,
  after: Position,
  results: OrderResult[],
  skipped: AdjudicationResult['skipped'],
  options: AdjudicateOptions,
): AdjudicationResult {
  const cleared: Position = { ...after, dislodged: [], standoffs: after.dislodged.length > 0 ? after.standoffs : [] };
  if (after.season === 'spring') {
    return { results, next: { ...cleared, season: 'fall', phase: 'movement', standoffs: [] }, skipped };
  }
  if (options.firstCountYear !== undefined && after.year < options.firstCountYear) {
    // An opening fall before the first count (seed 003: adjustments from 1199): straight to spring.
    return {
      results,
      next: { ...cleared, year: after.year + 1, season: 'spring', phase: 'movement', standoffs: [] },
      skipped: [...skipped, { season: 'winter', year: after.year, phase: 'adjustment' }],
    };
  }
  const owners = updateOwnership(map, after);
  const winter: Position = { ...cleared, owners, season: 'winter', phase: 'adjustment', standoffs: [] };
  const ended = gameEnd(map, winter, options);
  const powers = map.data.powers.map((p) => p.id);
  const civilDisorder = new Set(options.civilDisorder ?? []);
  const anyAdjustment = powers.some((power) => {
    const owed = adjustmentsOwed(map, winter, power);
    return owed < 0 || (owed > 0 && !civilDisorder.has(power));
  });
  if (anyAdjustment) return { results, next: winter, skipped, ...(ended ? { ended } : {}) };
  const nextSpring: Position = { ...winter, year: after.year + 1, season: 'spring', phase: 'movement' };
  return {
    results,
    next: nextSpring,
    skipped: [...skipped, { season: 'winter', year: after.year, phase: 'adjustment' }],
    ...(ended ? { ended } : {}),
  };
}

/** Seed 000 II (18 centres, or the option's number) and III (most centres at the agreed end). */
function gameEnd(map: GameMap, position: Position, options: AdjudicateOptions): GameEndInfo | undefined {
  const target = options.victoryCenters ?? map.data.victoryCenters;
  const counts = map.data.powers.map((p) => ({ power: p.id, centres: centreCount(position, p.id) }));
  const winners = counts.filter((c) => c.centres >= target).map((c) => c.power);
  if (winners.length > 0) return { reason: 'victory', winners };
  if (options.endYear !== undefined && position.year >= options.endYear) {
    const most = Math.max(...counts.map((c) => c.centres));
    return { reason: 'end-year', winners: counts.filter((c) => c.centres === most).map((c) => c.power) };
  }
  return undefined;
}
