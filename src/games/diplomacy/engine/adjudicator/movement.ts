/**
 * The movement phase: wires the decisions (move, dislodged, support, path)
 * into the resolver, applies the backup rule to cycles, and turns answers into
 * explained outcomes, the new unit positions, the dislodged units and the
 * standoff provinces.
 */
import type { PowerId } from '../../../../platform/game';
import type { DislodgedUnit, Position } from '../position';
import type { Rulebook } from '../rulebook';
import type { Loc, ProvinceId, UnitData } from '../types';
import { BY_CONVOY, BY_LAND, CMD_CONVOY, CMD_HOLD, CMD_MOVE, CMD_SUPPORT, filledArray, type Board } from './board';
import { convoyHolds, routeExists } from './convoy';
import type { MapIndex } from './map-index';
import { hookIndex } from './hooks';
import { fails, succeeds, voided, type Outcome } from './outcome';
import {
  DECISION_DISLODGED,
  DECISION_KINDS,
  DECISION_MOVE,
  DECISION_PATH,
  DECISION_SUPPORT,
  Resolver,
  decisionId,
  decisionKind,
  decisionUnit,
  type DecisionRules,
} from './resolver';
import {
  attackStrength,
  canMove,
  defendStrength,
  goesBySea,
  holdStrength,
  isHeadToHead,
  preventStrength,
} from './strength';
import { cuttingAttacker, supportGiven } from './support';
import { validateMovement, type SubmittedOrder, type ValidationOptions } from './validate';

/** The MOVE decision: does the unit reach its destination? */
function moveSucceeds(board: Board, unit: number, r: Resolver): boolean {
  if (!canMove(board, unit, r)) return false;
  const attack = attackStrength(board, unit, r);
  if (attack === 0) return false;
  const destination = board.target[unit];
  const rivals = board.attackers[destination];
  for (let i = 0; i < rivals.length; i++) {
    const rival = rivals[i];
    if (rival !== unit && attack <= preventStrength(board, rival, r)) return false;
  }
  const occupant = board.provinceUnit[destination];
  if (occupant < 0) return true;
  if (isHeadToHead(board, unit, occupant, r)) return attack > defendStrength(board, occupant, r);
  return attack > holdStrength(board, destination, r);
}

/** The DISLODGED decision: does a move into the unit's province succeed while it stays? */
function isDislodged(board: Board, unit: number, r: Resolver): boolean {
  if (board.command[unit] === CMD_MOVE && r.resolve(decisionId(unit, DECISION_MOVE))) return false;
  const attackers = board.attackers[board.unitProvince[unit]];
  for (let i = 0; i < attackers.length; i++) {
    if (r.resolve(decisionId(attackers[i], DECISION_MOVE))) return true;
  }
  return false;
}

function decisionRules(board: Board): DecisionRules {
  return {
    adjudicate(id, r) {
      const unit = decisionUnit(id);
      switch (decisionKind(id)) {
        case DECISION_MOVE:
          return moveSucceeds(board, unit, r);
        case DECISION_DISLODGED:
          return isDislodged(board, unit, r);
        case DECISION_SUPPORT:
          return supportGiven(board, unit, r);
        default:
          return convoyHolds(board, unit, (fleet) => r.resolve(decisionId(fleet, DECISION_DISLODGED)));
      }
    },
    backupRule(cycle, r) {
      // A cycle through a convoy route is a convoy paradox: Szykman rule (DATC 4.A.2),
      // the convoyed armies in it do not move.
      let settled = false;
      for (const id of cycle) {
        if (decisionKind(id) === DECISION_PATH) {
          board.paradoxBroken[decisionUnit(id)] = 1;
          r.settle(id, false);
          settled = true;
        }
      }
      if (settled) return;
      // Otherwise it is circular movement, which succeeds (seed 000 XIV.5).
      const moving = new Set<number>();
      for (const id of cycle) if (decisionKind(id) === DECISION_MOVE) moving.add(decisionUnit(id));
      for (const start of moving) {
        let unit = start;
        for (let steps = 0; steps <= moving.size; steps++) {
          unit = board.provinceUnit[board.target[unit]];
          if (unit < 0 || !moving.has(unit)) break;
          if (unit === start) {
            r.settle(decisionId(start, DECISION_MOVE), true);
            settled = true;
            break;
          }
        }
      }
      if (!settled) r.settle(cycle[0], false);
    },
  };
}

export interface UnitResult {
  outcome: Outcome;
  /** Province the unit was dislodged from... by an attack from this province (or by convoy). */
  dislodged?: { from: ProvinceId; byConvoy: boolean };
}

export interface MovementResolution {
  board: Board;
  /** Per unit index: what happened to its order and to the unit. */
  unitResults: UnitResult[];
  /** Outcomes of orders that reached no unit, by submitted order index. */
  unassigned: Map<number, Outcome>;
  units: UnitData[];
  dislodged: DislodgedUnit[];
  standoffs: ProvinceId[];
}

export interface MovementOptions extends ValidationOptions {
  /** Powers whose dislodged units are disbanded at once (neutrals, civil disorder: seed 000 XIV.2-3). */
  disbandWhenDislodged?: ReadonlySet<PowerId>;
}

export function resolveMovement(
  idx: MapIndex,
  position: Position,
  orders: readonly SubmittedOrder[],
  rules: Rulebook,
  options: MovementOptions = {},
): MovementResolution {
  const { board, unassigned, units } = validateMovement(idx, position, orders, rules, options);
  let r = resolveAll(board);
  if (rules.intentConvoyInParadox === 'moves-over-land') {
    // DATC v3.0 6.G.11: an army that went by sea only by intent walks instead
    // when the paradox rule breaks its convoy; adjudicate again with it walking.
    let changed = false;
    for (let u = 0; u < board.unitCount; u++) {
      if (board.paradoxBroken[u] && board.intentOnly[u]) {
        board.travel[u] = BY_LAND;
        board.paradoxBroken[u] = 0;
        board.intentOnly[u] = 0;
        changed = true;
      }
    }
    if (changed) {
      board.paradoxBroken.fill(0);
      r = resolveAll(board);
    }
  }
  return collectResults(board, r, units, unassigned, options);
}

function resolveAll(board: Board): Resolver {
  const n = board.unitCount;
  const r = new Resolver(n * DECISION_KINDS, decisionRules(board));
  for (let u = 0; u < n; u++) {
    if (board.command[u] === CMD_MOVE) r.resolve(decisionId(u, DECISION_MOVE));
  }
  for (let u = 0; u < n; u++) r.resolve(decisionId(u, DECISION_DISLODGED));
  for (let u = 0; u < n; u++) {
    if (board.command[u] === CMD_SUPPORT) r.resolve(decisionId(u, DECISION_SUPPORT));
  }
  return r;
}

function collectResults(
  board: Board,
  r: Resolver,
  units: readonly UnitData[],
  unassignedList: readonly { orderIndex: number; outcome: Outcome }[],
  options: MovementOptions,
): MovementResolution {
  const idx = board.idx;
  const n = board.unitCount;
  const P = idx.provinceCount;
  const moved = (u: number): boolean => board.command[u] === CMD_MOVE && r.resolve(decisionId(u, DECISION_MOVE));
  const dislodged = (u: number): boolean => r.resolve(decisionId(u, DECISION_DISLODGED));
  const provinceName = (p: number): string => idx.provinceIds[p];

  const unitResults: UnitResult[] = [];
  for (let u = 0; u < n; u++) {
    const result: UnitResult = { outcome: unitOutcome(board, r, u) };
    if (dislodged(u)) {
      const attacker = board.attackers[board.unitProvince[u]].find((a) => moved(a))!;
      result.dislodged = { from: provinceName(board.unitProvince[attacker]), byConvoy: goesBySea(board, attacker, r) };
    }
    unitResults.push(result);
  }

  // New positions.
  const occupied = filledArray(P, 0);
  const nextUnits: UnitData[] = [];
  const dislodgedUnits: number[] = [];
  for (let u = 0; u < n; u++) {
    if (moved(u)) {
      const loc = board.unitIsFleet[u] ? idx.locIds[board.targetLoc[u]] : provinceName(board.target[u]);
      nextUnits.push({ ...units[u], loc });
      occupied[board.target[u]] = 1;
    } else if (dislodged(u)) {
      dislodgedUnits.push(u);
    } else {
      nextUnits.push({ ...units[u] });
      occupied[board.unitProvince[u]] = 1;
    }
  }

  // A standoff leaves a province empty although a move into it was strong
  // enough to keep others out (DATC 6.H.6; not after a lost head-to-head, 6.H.9,
  // nor a failed convoy, 6.F.7).
  const standoffs: ProvinceId[] = [];
  for (let p = 0; p < P; p++) {
    if (occupied[p]) continue;
    const attackers = board.attackers[p];
    if (attackers.some((a) => !moved(a) && preventStrength(board, a, r) > 0)) standoffs.push(provinceName(p));
  }

  const disband = options.disbandWhenDislodged;
  const dislodgedOut: DislodgedUnit[] = dislodgedUnits.map((u) => {
    const info = unitResults[u].dislodged!;
    const unit = units[u];
    const retreats =
      disband?.has(unit.power) === true
        ? []
        : retreatOptions(board, unit, info.byConvoy ? undefined : info.from, occupied, standoffs);
    return info.byConvoy ? { unit: { ...unit }, retreats } : { unit: { ...unit }, attackedFrom: info.from, retreats };
  });

  const unassigned = new Map<number, Outcome>();
  for (const entry of unassignedList) unassigned.set(entry.orderIndex, entry.outcome);
  return { board, unitResults, unassigned, units: nextUnits, dislodged: dislodgedOut, standoffs };
}

/**
 * Seed 000 XI: not to an occupied space, the attacker's origin, or a standoff space;
 * nor, for an army, over a two-phase edge (a retreat is one move, a pass takes two).
 */
function retreatOptions(
  board: Board,
  unit: UnitData,
  attackedFrom: ProvinceId | undefined,
  occupied: readonly number[],
  standoffs: readonly ProvinceId[],
): Loc[] {
  const idx = board.idx;
  const map = idx.map;
  const slow = unit.type === 'A' && board.rules.hooks ? hookIndex(idx, board.rules.hooks) : null;
  const from = idx.provinceIndex.get(map.provinceOf(unit.loc))!;
  return map.neighbours(unit.type, unit.loc).filter((loc) => {
    const province = map.provinceOf(loc);
    if (province === attackedFrom || standoffs.includes(province)) return false;
    const p = idx.provinceIndex.get(province)!;
    if (slow?.twoPhase[from * idx.provinceCount + p]) return false;
    return !occupied[p] && map.canOccupy(unit.type, unit.type === 'A' ? province : loc);
  });
}

function unitOutcome(board: Board, r: Resolver, u: number): Outcome {
  const idx = board.idx;
  const fixed = board.fixedOutcome[u];
  const dislodgedBy = (): Outcome => {
    const attacker = board.attackers[board.unitProvince[u]].find((a) => r.resolve(decisionId(a, DECISION_MOVE)))!;
    return fails('dislodged', { from: idx.provinceIds[board.unitProvince[attacker]] });
  };
  const isDislodged = r.resolve(decisionId(u, DECISION_DISLODGED));
  if (fixed) {
    // An illegal or void order still stands; the unit held (and may have been dislodged).
    return fixed;
  }
  switch (board.command[u]) {
    case CMD_MOVE:
      return moveOutcome(board, r, u);
    case CMD_SUPPORT: {
      if (r.resolve(decisionId(u, DECISION_SUPPORT))) return succeeds('supported');
      const cutter = cuttingAttacker(board, u, r);
      if (cutter >= 0) return fails('support-cut', { from: idx.provinceIds[board.unitProvince[cutter]] });
      return dislodgedBy();
    }
    case CMD_CONVOY: {
      if (isDislodged) return dislodgedBy();
      const army = board.other[u];
      if (board.paradoxBroken[army]) return fails('convoy-paradox');
      if (!goesBySea(board, army, r)) {
        return board.travel[army] === BY_CONVOY ? fails('convoy-disrupted', { province: disruptedAt(board, r, army) }) : voided('convoy-not-used');
      }
      return succeeds('convoyed');
    }
    case CMD_HOLD:
    default: {
      if (isDislodged) return dislodgedBy();
      return board.orderOfUnit[u] >= 0 ? succeeds('held') : succeeds('no-order');
    }
  }
}

function disruptedAt(board: Board, r: Resolver, army: number): string {
  const fleet = board.convoyFleets[army].find((f) => r.resolve(decisionId(f, DECISION_DISLODGED)));
  return fleet === undefined ? '' : board.idx.provinceIds[board.unitProvince[fleet]];
}

function moveOutcome(board: Board, r: Resolver, u: number): Outcome {
  const idx = board.idx;
  const destination = board.target[u];
  const province = idx.provinceIds[destination];
  if (r.resolve(decisionId(u, DECISION_MOVE))) return succeeds('moved', { province });
  if (board.travel[u] === BY_CONVOY && !r.resolve(decisionId(u, DECISION_PATH))) {
    if (board.paradoxBroken[u]) return fails('convoy-paradox');
    if (!routeExists(board, u, () => false)) return fails('no-convoy-route');
    return fails('convoy-disrupted', { province: disruptedAt(board, r, u) });
  }
  const occupant = board.provinceUnit[destination];
  const attack = attackStrength(board, u, r);
  if (attack === 0 && occupant >= 0 && board.unitPower[occupant] === board.unitPower[u]) {
    return fails('own-unit-in-the-way', { province });
  }
  if (occupant >= 0 && isHeadToHead(board, u, occupant, r) && attack <= defendStrength(board, occupant, r)) {
    return fails('beaten-head-to-head', { province });
  }
  return fails('bounced', { province });
}

