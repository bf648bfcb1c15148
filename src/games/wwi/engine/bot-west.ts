/**
 * The Central automated player's plan on the Western Front across turns (issue 32: a war that
 * teaches the right history). In October 1914 the German army drove the Belgian army back on
 * Antwerp and the coast, brought its reserves by rail through Belgium and took Lille, which it held
 * until October 1918. Between the automated players no German army ever came next to Lille: the
 * Belgian army's ZOC bars the way through Belgium (4.3) and the reserves went to the nearest front
 * instead. The plan gives the German armies a place to go and an enemy to strike first while the
 * plan runs; every move and attack it prefers is still checked by the rules.
 */
import type { Board } from './board';
import { type HexId, hexDistance } from './hex';
import type { Unit } from './state';
import { controllerOf } from './sides';
import type { BotView } from './bot-view';

/** The place the plan is for: Lille, German from October 1914 to October 1918. */
export const FLANDERS_TARGET = 'Lille';
/**
 * The last turn the plan runs: the race to the sea ended with 1914 (turn 2) and the line set in
 * 1915 (turn 3); after that the German army stood on the defensive in the west until 1918.
 */
export const FLANDERS_LAST_TURN = 3;
/** Hexes from the target within which an Allied army bars the way: the Belgian army on Antwerp and Brussels stands two hexes from Lille. */
const APPROACH_RADIUS = 2;
/** Worth of a German army ending its move next to the target, and next to an Allied army barring the approach: more than a place elsewhere in the line. */
const NEXT_TO_TARGET = 14;
const NEXT_TO_BARRIER = 10;
/** Worth added to an attack (in expected losses, bot-combat.ts rateAttacks) on an army barring the approach, and on one standing on the target. */
const STRIKE_APPROACH = 1;
const STRIKE_TARGET = 2;

const targets = new WeakMap<Board, HexId | null>();
/** The hex of FLANDERS_TARGET on this board, if it has one (the board never changes). */
export function flandersTarget(board: Board): HexId | null {
  if (targets.has(board)) return targets.get(board)!;
  let found: HexId | null = null;
  for (const hex of board.allHexes()) if (hex.city === FLANDERS_TARGET && board.isPlayable(hex.id)) found = hex.id;
  targets.set(board, found);
  return found;
}

/** Does the plan run now: the Central player's turn, up to FLANDERS_LAST_TURN, while the target is not in Central hands (11.31)? */
export function flandersRuns(view: BotView): boolean {
  const target = flandersTarget(view.board);
  return view.side === 'central' && !!target && view.state.turn <= FLANDERS_LAST_TURN && controllerOf(view.state, view.board, target) !== 'central';
}

/**
 * Worth of a German army ending its move on `hex` while the plan runs: most on the target or next
 * to it (where an attack on it starts), less next to an Allied army barring the approach (where
 * the attack that opens the way starts; the reserves that came by rail through Belgium).
 */
export function flandersMoveBonus(view: BotView, unit: Unit, hex: HexId): number {
  if (unit.nation !== 'germany' || !flandersRuns(view)) return 0;
  const target = flandersTarget(view.board)!;
  if (hexDistance(hex, target) <= 1) return NEXT_TO_TARGET;
  return barriersNextTo(view, hex) ? NEXT_TO_BARRIER : 0;
}

/** Allied armies within APPROACH_RADIUS of the target next to `hex`. */
function barriersNextTo(view: BotView, hex: HexId): number {
  const target = flandersTarget(view.board)!;
  let count = 0;
  for (const { direction, id } of view.board.neighbours(hex)) {
    if (view.board.side(hex, direction) === 'open' && view.enemyAt.has(id) && hexDistance(id, target) <= APPROACH_RADIUS) count++;
  }
  return count;
}

/** Worth added to a Central attack on `target` while the plan runs: an Allied army on the target, or barring the way to it. */
export function flandersAttackBonus(view: BotView, target: HexId): number {
  if (!flandersRuns(view) || !view.enemyAt.has(target)) return 0;
  const distance = hexDistance(target, flandersTarget(view.board)!);
  if (distance === 0) return STRIKE_TARGET;
  return distance <= APPROACH_RADIUS ? STRIKE_APPROACH : 0;
}

/**
 * How far along a beaten army's retreat route (its hex, then the hexes it retreated by) a German
 * army advances while the plan runs (6.91: the advance follows that route): up to the target if the
 * route passes it, which takes it by passing (11.31), else up to the first hex next to it. Null when
 * the route comes nowhere near it. The rules still stop the advance where they must (losses.ts).
 */
export function flandersAdvance(view: BotView, route: readonly HexId[]): HexId[] | null {
  if (!flandersRuns(view)) return null;
  const target = flandersTarget(view.board)!;
  const onTarget = route.indexOf(target);
  if (onTarget >= 0) return route.slice(0, onTarget + 1);
  const next = route.findIndex((hex) => hexDistance(hex, target) === 1);
  return next > 0 ? route.slice(0, next + 1) : null;
}

/** Is `hex` ground a German army holds with RP rather than give while the plan runs (6.32): on the target or next to it? */
export function flandersHolds(view: BotView, unit: Unit, hex: HexId): boolean {
  return unit.nation === 'germany' && flandersRuns(view) && hexDistance(hex, flandersTarget(view.board)!) <= 1;
}

