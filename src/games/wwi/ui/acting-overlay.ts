/**
 * What the board highlights outside a demonstration or a replay: for the side
 * ordering on this device, its draft of the phase in hand (each draft module
 * draws its own); for anyone else, the combat waiting on the defender.
 */
import type { Lang } from '../../../platform/game';
import type { Side, WwiState } from '../engine/state';
import { europeBoard } from '../engine/europe';
import { movingSide } from '../engine/movement';
import { EMPTY_OVERLAY, type BoardOverlay } from './overlay';
import { placeName } from './unit-labels';
import { type BuildDraft, buildOverlay } from './build-draft';
import { type SetupDraft, isSetupPhase } from './setup-draft';
import { setupOverlay } from './setup-panel';
import { type MoveDraft, movementOverlay } from './move-draft';
import type { UnitReach } from './reach';
import { type AttackDraft, attackOverlay } from './attack-draft';
import { type LossDraft, attackerOverlay, defenderOverlay } from './loss-draft';

export interface Drafts {
  setup: SetupDraft;
  moves: MoveDraft;
  attack: AttackDraft;
  losses: LossDraft;
  build: BuildDraft;
}

export function actingOverlay(state: WwiState, side: Side | null, drafts: Drafts, reachOf: (unit: string) => UnitReach, lang: Lang): BoardOverlay {
  const board = europeBoard();
  if (!side) {
    // The latest combat, for the player waiting on the other side.
    const pending = state.pending;
    if (!pending) return EMPTY_OVERLAY;
    return { marks: [{ hex: pending.defenderHex, kind: 'defender', name: placeName(board, pending.defenderHex, lang) }], selected: pending.attackers, legs: [] };
  }
  if (isSetupPhase(state)) return setupOverlay(state, side, drafts.setup, lang);
  if (movingSide(state) === side) return movementOverlay(state, board, drafts.moves, drafts.moves.selected ? reachOf(drafts.moves.selected) : null, lang);
  if (state.phase === 'attack' && !state.pending) return attackOverlay(state, board, side, drafts.attack, lang);
  if (state.pending?.stage === 'defender') return defenderOverlay(state, board, drafts.losses, lang);
  if (state.pending?.stage === 'attacker') return attackerOverlay(state, board, drafts.losses, lang);
  return buildOverlay(state, board, drafts.build, lang);
}
