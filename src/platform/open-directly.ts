import type { Localized } from './game';
import type { OpenResult } from './play';

/** A link that needs no decision: the game page opens at once and says in one line what the link did. */
export interface DirectOpen {
  uid: string;
  outcome: 'advanced' | 'known';
  phaseLabel: Localized;
}

/**
 * Whether an opened link may skip the landing page: only a game link to a game this browser
 * already plays a seat in, merged without doubt (the next phase, or one already held).
 * Everything else needs a decision or an explanation: a new game (which seat?), a fork, an
 * older or detached phase, orders, reveals, invitations, refusals.
 */
export function openDirectly(result: OpenResult): DirectOpen | null {
  if (!result.ok || result.kind !== 'game') return null;
  if (result.outcome !== 'advanced' && result.outcome !== 'known') return null;
  // No seat here yet: the game page would ask which powers this browser plays.
  if (result.game.myPowers.length === 0) return null;
  return { uid: result.game.uid, outcome: result.outcome, phaseLabel: result.node.phaseLabel };
}
