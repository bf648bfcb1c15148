/**
 * Which historical note is above the board as the game (or a demonstration)
 * goes on. One note shows at a time; the rest wait. So that a note never holds
 * the board's height for turns on end: the note on screen closes once its turn
 * is over, and gives way to the next one waiting once a phase has passed since
 * it came on screen. A note waiting is never closed unseen: each comes on
 * screen for a phase of its own, even when its turn ended while it waited (it
 * then closes a phase later). Every note stays in the game log, beside its
 * event. Pure.
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
  const [shown, ...waiting] = queue.notes;
  const since = queue.shownSince;
  // Only the note on screen closes, and only once it was on screen before `now`: its turn over, or another waiting and a phase gone by.
  const onScreenBefore = shown !== undefined && since !== null;
  const turnOver = onScreenBefore && shown.turn < now.turn && since < now.phaseSerial;
  const givesWay = onScreenBefore && waiting.length > 0 && now.phaseSerial > since;
  if (!turnOver && !givesWay) return { queue: { notes: queue.notes, shownSince: shown ? (since ?? now.phaseSerial) : null }, closed: [] };
  return { queue: { notes: waiting, shownSince: waiting.length ? now.phaseSerial : null }, closed: [shown.note] };
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

/** The queue with only the notes `keep` picks (a demonstration's own notes leave when it stops); a new first note comes on screen at `now`. */
export function keepNotes(queue: NoteQueue, keep: (note: HistoryNote) => boolean, now: GameMoment): NoteQueue {
  const notes = queue.notes.filter((n) => keep(n.note));
  if (!notes.length) return EMPTY_NOTE_QUEUE;
  return { notes, shownSince: notes[0] === queue.notes[0] ? queue.shownSince : now.phaseSerial };
}
