/**
 * Undo (DESIGN "Dice"): the actions taken since the last die roll can be taken
 * back, one at a time, by the side that took them. A roll ends the chain, so
 * nothing decided by a die is ever rolled again; in link play a hand-off ends it
 * too, since the opponent already holds the game. The chain lives in memory
 * (WwiState.undo) and never travels in a link.
 */
import type { Side, WwiState } from './state';
import { sideToAct } from './sequence';

export function canUndo(state: WwiState, side: Side): boolean {
  return !!state.undo && state.undo.side === side;
}

/** The state before `side`'s last action, or null when nothing can be taken back. */
export function undoLast(state: WwiState, side: Side): WwiState | null {
  return canUndo(state, side) ? state.undo!.before : null;
}

/** How many of `side`'s latest actions can be taken back in a row. */
export function undoDepth(state: WwiState, side: Side): number {
  let depth = 0;
  for (let point = state.undo; point && point.side === side; point = point.before.undo) depth++;
  return depth;
}

/**
 * Whether the action `side` took from `before` to `after` may be taken back
 * once stored (the platform's take-back, which survives a reload; the chain
 * above does not). The same two limits as the chain:
 *  - no die rolled on the way: a roll is applied at once (seed 002 6.1
 *    "Applicate subito il risultato"; activation 9.2) and is never made again
 *    (DESIGN "Dice"). Every roll goes through rollDie, which counts it and logs it;
 *  - with shared dice (link play), the same side still to act afterwards: after
 *    a hand-off the opponent may already hold the game. Plain dice are for one
 *    device (DESIGN "Dice": hot-seat), where the opponent is at the same table.
 */
export function mayTakeBackAction(before: WwiState, after: WwiState, side: Side): boolean {
  if (sideToAct(before) !== side) return false;
  const handOff = sideToAct(after) !== side;
  if (handOff && (after.diceMode === 'shared' || sideToAct(after) === null)) return false;
  return after.rollCount === before.rollCount && rollsLoggedSince(after, before.phaseSerial) <= rollsLoggedSince(before, before.phaseSerial);
}

/** Dice in the log since phase `serial` began (a second witness: the count above is the authority). */
function rollsLoggedSince(state: WwiState, serial: number): number {
  return state.log.filter((entry) => entry.die !== undefined && (entry.serial ?? 0) >= serial).length;
}
