/**
 * The one line under the Send card's title: why these links, in this order. Pure (no DOM), so the
 * choice is tested in Node; hand-off-panel.ts words and draws it.
 *
 * A note speaks only of a link still shown open: a note about a link already in "Already sent"
 * would read as if it were about the link shown (a reveal code is never optional).
 */
import type { PlayMode } from '../../platform/codec/turn-link';
import type { Send } from '../../platform/hand-off';

export type SendNote = 'invitations' | 'invitations-referee' | 'invite' | 'referee' | 'parts' | 'courtesy' | 'courtesy-sealed' | '';

export interface SendNoteInput {
  mode: PlayMode;
  sends: readonly Send[];
  /** The game's first state, made here, with its invitations (or game link) still to send. */
  inviting: 'invite' | 'game' | null;
}

export function sendNote({ mode, sends, inviting }: SendNoteInput): SendNote {
  // The referee is told what comes back (each player's orders link), and that its own seat is a choice.
  if (inviting) return inviting === 'invite' ? (mode === 'referee' ? 'invitations-referee' : 'invitations') : 'invite';
  if (mode === 'referee' && sends.some((send) => send.kind === 'orders')) return 'referee';
  if (sends.some((send) => send.state)) return 'parts';
  // Only open and sealed games are resolved by anyone holding every orders link (and reveal code).
  if (sends.some((send) => send.kind === 'game' && !send.required && !send.done)) return mode === 'sealed' ? 'courtesy-sealed' : 'courtesy';
  return '';
}
