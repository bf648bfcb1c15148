/**
 * Orders the page hands back after a take-back (GameViewProps.draftOrders):
 * the moves of a movement phase come back as drafts, so the player adjusts
 * them instead of planning the whole phase again.
 */
import type { WwiAction } from '../engine/actions';
import { type UnitMove, movingSide } from '../engine/movement';
import type { WwiState } from '../engine/state';

/** The moves handed back for the side moving now, or none. */
export function restoredMoves(state: WwiState, draftOrders: Record<string, unknown> | undefined): UnitMove[] {
  const side = movingSide(state);
  const action = side ? draftOrders?.[side] : undefined;
  return isMoveAction(action) ? action.moves : [];
}

function isMoveAction(action: unknown): action is Extract<WwiAction, { kind: 'move' }> {
  return typeof action === 'object' && action !== null && (action as { kind?: unknown }).kind === 'move' && Array.isArray((action as { moves?: unknown }).moves);
}
