/**
 * Movement-phase order checking: assigns each submitted order to a unit, turns
 * illegal orders into holds with the reason (seed 000 VII.4: an order against
 * the rules is not carried out and its unit stays where it is), matches
 * supports and convoys to the orders they help, and decides how each army
 * travels (DATC 6.G).
 */
import type { PowerId } from '../../../../platform/game';
import type { Position } from '../position';
import type { Rulebook } from '../rulebook';
import type { Order, UnitData } from '../types';
import {
  BY_CONVOY,
  BY_EITHER,
  BY_LAND,
  CMD_CONVOY,
  CMD_HOLD,
  CMD_MOVE,
  CMD_SUPPORT,
  addTo,
  emptyLists,
  factorInUnits,
  FACTOR_UNIT,
  filledArray,
  strengthInUnits,
  STRENGTH_UNIT,
  type Board,
} from './board';
import { convoyOrderPossible } from './convoy';
import { hookIndex } from './hooks';
import { KIND_COAST, KIND_IMPASSABLE, KIND_LAND, KIND_SEA, type MapIndex } from './map-index';
import { illegal, voided, type Outcome } from './outcome';

/** One power's order as submitted; `order: null` when the text could not be read. */
export interface SubmittedOrder {
  power: PowerId;
  order: Order | null;
  /** The text as written, kept for explanations. */
  text?: string;
  /** Parser message when `order` is null. */
  error?: string;
}

export interface ValidationOptions {
  /**
   * Take orders literally: no coast inference (DATC 6.B.2), no ignoring a
   * wrong coast on the ordered unit (6.B.10) or on an army's destination (6.B.12).
   * Off by default, because seed 000 VII.4 executes a badly written order that
   * admits only one reading.
   */
  strictOrders?: boolean;
}

/** Outcome of orders that never reach a unit (no unit, foreign unit, duplicates). */
export interface UnassignedOutcome {
  orderIndex: number;
  outcome: Outcome;
}

export interface ValidatedBoard {
  board: Board;
  unassigned: UnassignedOutcome[];
  units: readonly UnitData[];
}

/**
 * Finds the unit an order names. Lenient matching is by province (the unit's
 * coast is a fact of the board, DATC 6.B.10); strict matching also compares
 * the coast when the order names one.
 */
export function findOrderedUnit(
  idx: MapIndex,
  provinceUnit: readonly number[],
  units: readonly UnitData[],
  loc: string,
  strict: boolean,
): { unit: number } | { error: Outcome } {
  const exact = idx.locIndex.get(loc);
  const province = exact !== undefined ? idx.locProvince[exact] : idx.provinceIndex.get(idx.map.provinceOf(loc));
  const unit = province === undefined ? -1 : provinceUnit[province];
  if (unit < 0) return { error: illegal('no-unit', { province: idx.map.provinceOf(loc) }) };
  if (strict && units[unit].loc !== loc && idx.map.coastOf(loc) !== undefined) {
    return { error: illegal('unit-wrong-coast', { province: idx.map.provinceOf(loc) }) };
  }
  return { unit };
}

export function validateMovement(
  idx: MapIndex,
  position: Position,
  orders: readonly SubmittedOrder[],
  rules: Rulebook,
  options: ValidationOptions = {},
): ValidatedBoard {
  const strict = options.strictOrders === true;
  const map = idx.map;
  const P = idx.provinceCount;
  const units = position.units;
  const n = units.length;
  const powers: string[] = [];
  const unitProvince = filledArray(n, 0);
  const unitLoc = filledArray(n, 0);
  const unitIsFleet = filledArray(n, 0);
  const unitPower = filledArray(n, 0);
  const provinceUnit = filledArray(P, -1);
  const hooks = rules.hooks ? hookIndex(idx, rules.hooks) : null;
  const unitStrength = filledArray(n, STRENGTH_UNIT);
  for (let u = 0; u < n; u++) {
    const unit = units[u];
    const loc = idx.locIndex.get(unit.loc);
    if (loc === undefined) throw new Error(`unit at unknown location ${unit.loc}`);
    unitLoc[u] = loc;
    unitProvince[u] = idx.locProvince[loc];
    unitIsFleet[u] = unit.type === 'F' ? 1 : 0;
    let power = powers.indexOf(unit.power);
    if (power < 0) power = powers.push(unit.power) - 1;
    unitPower[u] = power;
    if (provinceUnit[unitProvince[u]] >= 0) throw new Error(`two units in ${unit.loc}`);
    if (hooks?.unitStrengths && unit.strength !== undefined && unit.strength > 0) unitStrength[u] = strengthInUnits(unit.strength);
    provinceUnit[unitProvince[u]] = u;
  }

  const command = filledArray(n, 0);
  const target = filledArray(n, -1);
  const targetLoc = filledArray(n, -1);
  const other = filledArray(n, -1);
  const travel = filledArray(n, 0);
  const fixedOutcome: (Outcome | null)[] = new Array(n).fill(null);
  const orderOfUnit = filledArray(n, -1);
  const explicitConvoy = filledArray(n, 0);
  const needsConvoy = filledArray(n, 0);
  /** Adjacent moves that go by sea only because an own fleet shows intent (DATC 6.G.1). */
  const intentOnly = filledArray(n, 0);
  /** The coast a support order names for the supported move, if any (DATC 6.B.9). */
  const supportCoast: (string | undefined)[] = new Array(n);
  const unassigned: UnassignedOutcome[] = [];

  // 1. Assign orders to units.
  orders.forEach((submitted, orderIndex) => {
    const order = submitted.order;
    if (!order) {
      unassigned.push({ orderIndex, outcome: illegal('unparseable', { text: submitted.text ?? submitted.error ?? '' }) });
      return;
    }
    if (order.kind === 'build' || order.kind === 'waive' || order.kind === 'retreat' || order.kind === 'disband') {
      unassigned.push({ orderIndex, outcome: illegal('wrong-phase') });
      return;
    }
    const found = findOrderedUnit(idx, provinceUnit, units, order.unit.loc, strict);
    if ('error' in found) {
      unassigned.push({ orderIndex, outcome: found.error });
      return;
    }
    const u = found.unit;
    const province = idx.provinceIds[unitProvince[u]];
    if (units[u].power !== submitted.power) {
      unassigned.push({ orderIndex, outcome: illegal('not-your-unit', { province }) });
      return;
    }
    if (orderOfUnit[u] >= 0) {
      unassigned.push({ orderIndex, outcome: illegal('duplicate-order', { province }) });
      return;
    }
    orderOfUnit[u] = orderIndex;
    if (order.unit.type && order.unit.type !== units[u].type) {
      fixedOutcome[u] = illegal('wrong-unit-type', { province });
    }
  });

  // 2. Check each unit's own order.
  for (let u = 0; u < n; u++) {
    if (orderOfUnit[u] < 0 || fixedOutcome[u]) continue;
    const order = orders[orderOfUnit[u]].order!;
    const from = unitProvince[u];
    const fleet = unitIsFleet[u] === 1;
    if (order.kind === 'hold') continue;
    if (order.kind === 'move') {
      const result = checkMove(idx, units[u], from, order.to, strict);
      if ('error' in result) {
        fixedOutcome[u] = result.error;
        continue;
      }
      command[u] = CMD_MOVE;
      target[u] = result.province;
      targetLoc[u] = result.loc;
      needsConvoy[u] = result.needsConvoy ? 1 : 0;
      explicitConvoy[u] = !fleet && order.viaConvoy ? 1 : 0;
      continue;
    }
    if (order.kind === 'support') {
      const supportedProvince = idx.provinceIndex.get(map.provinceOf(order.supported.loc));
      if (supportedProvince === undefined) {
        fixedOutcome[u] = voided('no-unit-to-support', { province: order.supported.loc });
        continue;
      }
      if (supportedProvince === from) {
        fixedOutcome[u] = illegal('support-self');
        continue;
      }
      const destination =
        order.to === undefined ? supportedProvince : idx.provinceIndex.get(map.provinceOf(order.to));
      if (destination === undefined || destination === from || !canReach(idx, unitLoc[u], from, fleet, destination)) {
        fixedOutcome[u] = illegal('cannot-reach', { province: order.to ? map.provinceOf(order.to) : idx.provinceIds[supportedProvince] });
        continue;
      }
      if (hooks && !fleet) {
        // Seed 003: an army gives no support across a river; across a pass it
        // could not arrive within the turn, so it could not move there (seed 000 IX.1).
        const edge = from * P + destination;
        const reason = hooks.noArmySupport[edge] ? 'support-across-river' : hooks.twoPhase[edge] ? 'support-across-mountains' : null;
        if (reason) {
          fixedOutcome[u] = illegal(reason, { province: idx.provinceIds[destination] });
          continue;
        }
      }
      const supported = provinceUnit[supportedProvince];
      if (supported < 0) {
        fixedOutcome[u] = voided('no-unit-to-support', { province: idx.provinceIds[supportedProvince] });
        continue;
      }
      command[u] = CMD_SUPPORT;
      other[u] = supported;
      // A support "to" its own province is a support to hold (DATC 6.A.5 keeps it a move support).
      target[u] = order.to === undefined ? -1 : destination;
      supportCoast[u] = order.to === undefined ? undefined : map.coastOf(order.to);
      continue;
    }
    if (order.kind === 'convoy') {
      if (!fleet) {
        fixedOutcome[u] = illegal('only-fleets-convoy');
        continue;
      }
      // seed 000 XIV.5: fleets in coastal provinces (Kiel, Constantinople ...) cannot convoy.
      if (idx.kind[from] !== KIND_SEA) {
        fixedOutcome[u] = illegal('convoy-from-coast');
        continue;
      }
      const armyProvince = idx.provinceIndex.get(map.provinceOf(order.army));
      const destination = idx.provinceIndex.get(map.provinceOf(order.to));
      const army = armyProvince === undefined ? -1 : provinceUnit[armyProvince];
      if (army < 0 || destination === undefined) {
        fixedOutcome[u] = voided('no-army-to-convoy', { province: map.provinceOf(order.army) });
        continue;
      }
      if (unitIsFleet[army]) {
        fixedOutcome[u] = illegal('only-armies-convoyed');
        continue;
      }
      if (
        idx.kind[armyProvince!] !== KIND_COAST ||
        idx.kind[destination] !== KIND_COAST ||
        !convoyOrderPossible(idx, from, armyProvince!, destination)
      ) {
        fixedOutcome[u] = illegal('convoy-impossible-route');
        continue;
      }
      command[u] = CMD_CONVOY;
      other[u] = army;
      target[u] = destination;
    }
  }

  // 3. Match convoys to the moves they carry.
  const attackers = emptyLists(P);
  const moveSupports = emptyLists(n);
  const holdSupports = emptyLists(n);
  const convoyFleets = emptyLists(n);
  for (let u = 0; u < n; u++) {
    if (command[u] !== CMD_CONVOY) continue;
    const army = other[u];
    if (command[army] !== CMD_MOVE || target[army] !== target[u]) {
      command[u] = CMD_HOLD;
      fixedOutcome[u] = voided('convoyed-army-not-moving-there');
    } else {
      addTo(convoyFleets, army, u);
    }
  }

  // 4. How does each army travel? One that can only go by sea, with no chain
  // of fleets on the board that could carry it, has an impossible order and
  // holds (DATC 6.D.32); with such fleets present it is a move that fails, and
  // cannot be supported to hold (DATC 6.D.8).
  const from = (u: number): number => unitProvince[u];
  for (let u = 0; u < n; u++) {
    if (command[u] !== CMD_MOVE || unitIsFleet[u]) continue;
    travel[u] = chooseTravel(rules, u, needsConvoy[u] === 1, explicitConvoy[u] === 1, convoyFleets[u], unitPower);
    if (
      travel[u] === BY_CONVOY &&
      convoyFleets[u].length === 0 &&
      !seaRouteOfFleets(idx, provinceUnit, unitIsFleet, from(u), target[u])
    ) {
      command[u] = CMD_HOLD;
      fixedOutcome[u] = illegal('no-convoy-route');
    } else if (travel[u] === BY_CONVOY && !needsConvoy[u] && !explicitConvoy[u]) {
      intentOnly[u] = 1;
    }
  }

  // 5. Match supports to the orders they help.
  for (let u = 0; u < n; u++) if (command[u] === CMD_MOVE) addTo(attackers, target[u], u);
  for (let u = 0; u < n; u++) {
    if (command[u] === CMD_SUPPORT) {
      const supported = other[u];
      if (target[u] < 0) {
        // seed 000 IX.6: a unit ordered to move cannot be supported in place.
        if (command[supported] === CMD_MOVE) {
          command[u] = CMD_HOLD;
          fixedOutcome[u] = voided('supported-unit-moves');
        } else {
          target[u] = unitProvince[supported];
          addTo(holdSupports, supported, u);
        }
      } else if (command[supported] !== CMD_MOVE || target[supported] !== target[u]) {
        command[u] = CMD_HOLD;
        fixedOutcome[u] = voided('supported-unit-not-moving-there');
      } else if (supportCoast[u] !== undefined && map.coastOf(idx.locIds[targetLoc[supported]]) !== undefined &&
        map.coastOf(idx.locIds[targetLoc[supported]]) !== supportCoast[u]) {
        // DATC 6.B.9: a support naming the other coast does not apply.
        command[u] = CMD_HOLD;
        fixedOutcome[u] = voided('support-coast-mismatch');
      } else {
        addTo(moveSupports, supported, u);
      }
    } else if (command[u] === CMD_CONVOY && command[other[u]] !== CMD_MOVE) {
      // The convoyed army's move was impossible after all (step 4).
      command[u] = CMD_HOLD;
      fixedOutcome[u] = voided('convoyed-army-not-moving-there');
    }
  }

  // 6. Attacker-only factors: by the mover's power and the power standing in, else owning, the target.
  const attackFactor = filledArray(n, FACTOR_UNIT);
  const factors = rules.hooks?.attackFactors;
  if (factors?.length) {
    for (let u = 0; u < n; u++) {
      if (command[u] !== CMD_MOVE) continue;
      const occupant = provinceUnit[target[u]];
      const victim = occupant >= 0 ? units[occupant].power : position.owners[idx.provinceIds[target[u]]];
      const entry = factors.find((f) => f.attacker === units[u].power && f.victim === victim);
      if (entry) attackFactor[u] = factorInUnits(entry.factor);
    }
  }

  const board: Board = {
    idx,
    rules,
    unitCount: n,
    unitProvince,
    unitLoc,
    unitIsFleet,
    unitPower,
    unitStrength,
    attackFactor,
    powers,
    provinceUnit,
    command,
    target,
    targetLoc,
    other,
    travel,
    attackers,
    moveSupports,
    holdSupports,
    convoyFleets,
    fixedOutcome,
    orderOfUnit,
    paradoxBroken: filledArray(n, 0),
    intentOnly,
  };
  return { board, unassigned, units };
}

/** Some chain of fleets (whatever their orders) joins the two coasts by sea. */
function seaRouteOfFleets(
  idx: MapIndex,
  provinceUnit: readonly number[],
  unitIsFleet: readonly number[],
  from: number,
  to: number,
): boolean {
  const seen = new Set<number>();
  const queue: number[] = [];
  const fleetAt = (sea: number): boolean => provinceUnit[sea] >= 0 && unitIsFleet[provinceUnit[sea]] === 1;
  for (const sea of idx.seaNeighbours[from]) {
    if (fleetAt(sea)) {
      seen.add(sea);
      queue.push(sea);
    }
  }
  for (let q = 0; q < queue.length; q++) {
    const sea = queue[q];
    if (idx.fleetReach[idx.provinceLoc[sea] * idx.provinceCount + to]) return true;
    for (const next of idx.seaNeighbours[sea]) {
      if (!seen.has(next) && fleetAt(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

function chooseTravel(
  rules: Rulebook,
  army: number,
  needsConvoy: boolean,
  explicit: boolean,
  fleets: readonly number[],
  unitPower: readonly number[],
): number {
  if (needsConvoy) return BY_CONVOY;
  if (explicit) {
    if (fleets.length > 0) return BY_CONVOY;
    // DATC 6.G.8: "via convoy" with no fleet ordered to convoy.
    return rules.viaConvoyWithoutFleets === 'fails' ? BY_CONVOY : BY_LAND;
  }
  if (fleets.length === 0) return BY_LAND;
  if (rules.adjacentConvoy === 'route-if-available') return BY_EITHER;
  // DATC 6.G.1/6.G.2: intent is shown by a fleet of the army's own power.
  for (const fleet of fleets) if (unitPower[fleet] === unitPower[army]) return BY_CONVOY;
  return BY_LAND;
}

/** A unit can support into a province it could move to itself (seed 000 IX.1), any coast (VII.3.b). */
function canReach(idx: MapIndex, loc: number, province: number, fleet: boolean, destination: number): boolean {
  const P = idx.provinceCount;
  if (fleet) return idx.fleetReach[loc * P + destination] === 1;
  return idx.armyAdj[province * P + destination] === 1;
}

type MoveCheck = { province: number; loc: number; needsConvoy: boolean } | { error: Outcome };

function checkMove(idx: MapIndex, unit: UnitData, from: number, to: string, strict: boolean): MoveCheck {
  const map = idx.map;
  const provinceId = map.provinceOf(to);
  const province = idx.provinceIndex.get(provinceId);
  if (province === undefined) return { error: illegal('not-adjacent', { province: to }) };
  const params = { province: provinceId };
  if (province === from) return { error: illegal('move-to-own-province') };
  const kind = idx.kind[province];
  if (kind === KIND_IMPASSABLE) return { error: illegal('not-adjacent', params) };
  const coast = map.coastOf(to);
  const P = idx.provinceCount;
  if (unit.type === 'A') {
    // DATC 6.B.12: a coast written on an army's destination is meaningless.
    if (coast !== undefined && strict) return { error: illegal('army-with-coast') };
    if (kind === KIND_SEA) return { error: illegal('army-to-sea', params) };
    const loc = idx.provinceLoc[province];
    if (idx.armyAdj[from * P + province]) return { province, loc, needsConvoy: false };
    if (idx.kind[from] === KIND_COAST && kind === KIND_COAST) return { province, loc, needsConvoy: true };
    return { error: illegal('not-adjacent', params) };
  }
  if (kind === KIND_LAND) return { error: illegal('fleet-to-land', params) };
  // Index arithmetic, not map.fleetTargets: this runs for every move of every adjudication.
  const L = idx.locIds.length;
  const fromLoc = idx.locIndex.get(unit.loc)!;
  const coasts = idx.coastLocs[province];
  if (coast !== undefined) {
    const loc = idx.locIndex.get(to);
    if (loc === undefined || !idx.fleetAdj[fromLoc * L + loc]) {
      return { error: illegal(idx.fleetReach[fromLoc * P + province] ? 'coast-unreachable' : 'not-adjacent', params) };
    }
    return { province, loc, needsConvoy: false };
  }
  if (coasts.length === 0) {
    const loc = idx.provinceLoc[province];
    if (!idx.fleetAdj[fromLoc * L + loc]) return { error: illegal('not-adjacent', params) };
    return { province, loc, needsConvoy: false };
  }
  let reachable = -1;
  let count = 0;
  for (let i = 0; i < coasts.length; i++) {
    if (idx.fleetAdj[fromLoc * L + coasts[i]]) {
      reachable = coasts[i];
      count++;
    }
  }
  if (count === 0) return { error: illegal('not-adjacent', params) };
  if (count === 1 && !strict) {
    // DATC 6.B.2: only one coast reachable, so the order has one reading.
    return { province, loc: reachable, needsConvoy: false };
  }
  return { error: illegal('coast-required', params) };
}
