/**
 * Which historical note is above the board as the game (or a demonstration)
 * goes on. One note shows at a time; the rest wait. So that a note never holds
 * the board's height for turns on end: a note of an earlier turn closes when a
 * new turn starts, and the note on screen gives way to the next one waiting
 * once a phase has passed since it came on screen (each note waiting gets a
 * phase of its own). Every note stays in the game log, beside its event. Pure.
 */
import type { HistoryNote } from './history-notes';

/** A point of the game: its turn and its phase (WwiState.phaseSerial grows at every phase change). */
export interface GameMoment {
  turn: number;
  phaseSerial: number;
}

export interface QueuedNote {
  note: HistoryNote;
  /** The turn the note came in. */
  turn: number;
}

export interface NoteQueue {
  /** The note on screen first, then those waiting. */
  notes: QueuedNote[];
  /** The phase the first note came on screen in, or null when none is shown. */
  shownSince: number | null;
}

export const EMPTY_NOTE_QUEUE: NoteQueue = { notes: [], shownSince: null };

/** The queue once the game is at `now`, and the notes it closed. */
export function noteQueueAt(queue: NoteQueue, now: GameMoment): { queue: NoteQueue; closed: HistoryNote[] } {
  let notes = queue.notes.filter((n) => n.turn >= now.turn);
  let since = notes[0] && notes[0] === queue.notes[0] ? queue.shownSince : null;
  if (notes.length > 1 && since !== null && now.phaseSerial > since) {
    notes = notes.slice(1);
    since = null;
  }
  const closed = queue.notes.filter((n) => !notes.includes(n)).map((n) => n.note);
  return { queue: { notes, shownSince: notes.length ? (since ?? now.phaseSerial) : null }, closed };
}

/** Notes added at `now` (those already waiting are not added twice), then the queue at `now`. */
export function queueNotes(queue: NoteQueue, notes: readonly HistoryNote[], now: GameMoment): { queue: NoteQueue; closed: HistoryNote[] } {
  const fresh = notes.filter((n) => !queue.notes.some((m) => m.note.id === n.id)).map((note) => ({ note, turn: now.turn }));
  return noteQueueAt({ ...queue, notes: [...queue.notes, ...fresh] }, now);
}

/** The queue without its first note (closed by the reader at `now`): the next one comes on screen. */
export function dropShown(queue: NoteQueue, now: GameMoment): NoteQueue {
  const notes = queue.notes.slice(1);
  return { notes, shownSince: notes.length ? now.phaseSerial : null };
}
