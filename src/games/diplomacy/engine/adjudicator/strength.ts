/**
 * The four strengths of the DATC (5.B): attack, hold, defend and prevent, as integers
 * (board.ts STRENGTH_UNIT × FACTOR_UNIT parts of a unit), so equal sums are equal.
 * Each reads decisions through the resolver, so it is only ever as certain as
 * the decisions it depends on.
 */
import { BY_CONVOY, BY_EITHER, BY_LAND, CMD_MOVE, FACTOR_UNIT, type Board } from './board';
import { DECISION_MOVE, DECISION_PATH, DECISION_SUPPORT, decisionId, type Resolver } from './resolver';

/** A move can happen at all: over land, or by a convoy that holds. */
export function canMove(board: Board, unit: number, r: Resolver): boolean {
  return board.travel[unit] !== BY_CONVOY || r.resolve(decisionId(unit, DECISION_PATH));
}

/** The move goes by sea (so it is never a head-to-head battle: seed 000 XIV.5). */
export function goesBySea(board: Board, unit: number, r: Resolver): boolean {
  const travel = board.travel[unit];
  if (travel === BY_LAND) return false;
  if (travel === BY_CONVOY) return true;
  return travel === BY_EITHER && r.resolve(decisionId(unit, DECISION_PATH));
}

/** Two units ordered into each other's province without a convoy (seed 000 VIII). */
export function isHeadToHead(board: Board, unit: number, opponent: number, r: Resolver): boolean {
  return (
    opponent >= 0 &&
    board.command[opponent] === CMD_MOVE &&
    board.target[opponent] === board.unitProvince[unit] &&
    !goesBySea(board, unit, r) &&
    !goesBySea(board, opponent, r)
  );
}

/**
 * Strength added by the supports actually given from `supporters`, not counting those of
 * `excludedPower`: one each, or each supporter's own strength (seed 003: a supporting unit adds
 * its own strength to the unit it supports).
 */
export function countSupports(board: Board, supporters: readonly number[], excludedPower: number, r: Resolver): number {
  let count = 0;
  for (let i = 0; i < supporters.length; i++) {
    const s = supporters[i];
    if (board.unitPower[s] === excludedPower) continue;
    if (r.resolve(decisionId(s, DECISION_SUPPORT))) count += board.unitStrength[s] * FACTOR_UNIT;
  }
  return count;
}

/**
 * Attack strength of a move. Against a unit that stays, no power can dislodge
 * its own unit (seed 000 IX.3) nor use a foreign support to do it (IX.3, Esempio 2).
 */
export function attackStrength(board: Board, unit: number, r: Resolver): number {
  if (!canMove(board, unit, r)) return 0;
  const destination = board.target[unit];
  const occupant = board.provinceUnit[destination];
  const supporters = board.moveSupports[unit];
  if (
    occupant < 0 ||
    (board.command[occupant] === CMD_MOVE &&
      !isHeadToHead(board, unit, occupant, r) &&
      r.resolve(decisionId(occupant, DECISION_MOVE)))
  ) {
    return board.unitStrength[unit] * board.attackFactor[unit] + countSupports(board, supporters, -1, r);
  }
  const occupantPower = board.unitPower[occupant];
  if (occupantPower === board.unitPower[unit]) return 0;
  return board.unitStrength[unit] * board.attackFactor[unit] + countSupports(board, supporters, occupantPower, r);
}

/** Resistance of the unit staying in a province; a unit that moves away successfully has none. */
export function holdStrength(board: Board, province: number, r: Resolver): number {
  const occupant = board.provinceUnit[province];
  if (occupant < 0) return 0;
  if (board.command[occupant] === CMD_MOVE) {
    return r.resolve(decisionId(occupant, DECISION_MOVE)) ? 0 : board.unitStrength[occupant] * FACTOR_UNIT;
  }
  return board.unitStrength[occupant] * FACTOR_UNIT + countSupports(board, board.holdSupports[occupant], -1, r);
}

/** Strength with which a unit defends in a head-to-head battle: its move's supports. */
export function defendStrength(board: Board, unit: number, r: Resolver): number {
  return board.unitStrength[unit] * board.attackFactor[unit] + countSupports(board, board.moveSupports[unit], -1, r);
}

/**
 * Strength with which a move keeps others out of its destination. A unit
 * beaten in a head-to-head battle has none there (seed 000 IX.7, Esempio 5).
 */
export function preventStrength(board: Board, unit: number, r: Resolver): number {
  if (!canMove(board, unit, r)) return 0;
  const occupant = board.provinceUnit[board.target[unit]];
  if (
    occupant >= 0 &&
    isHeadToHead(board, unit, occupant, r) &&
    r.resolve(decisionId(occupant, DECISION_MOVE))
  ) {
    return 0;
  }
  return board.unitStrength[unit] * board.attackFactor[unit] + countSupports(board, board.moveSupports[unit], -1, r);
}
