/**
 * Undo (DESIGN "Dice"): the actions taken since the last die roll can be taken
 * back, one at a time, by the side that took them. A roll ends the chain, so
 * nothing decided by a die is ever rolled again; in link play a hand-off ends it
 * too, since the opponent already holds the game. The chain lives in memory
 * (WwiState.undo) and never travels in a link.
 */
import type { Side, WwiState } from './state';

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
