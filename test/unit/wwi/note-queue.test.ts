import { describe, expect, it } from 'vitest';
import { EMPTY_NOTE_QUEUE, dropShown, keepNotes, noteQueueAt, queueNotes } from '../../../src/games/wwi/ui/note-queue';
import { historyNote } from '../../../src/games/wwi/ui/history-notes';

const belgium = historyNote('belgium')!;
const bulgaria = historyNote('bulgaria')!;
const italy = historyNote('italy')!;
const ids = (q: { notes: { note: { id: string } }[] }) => q.notes.map((n) => n.note.id);

describe('the historical notes above the board as the game goes on', () => {
  it('closes a note of an earlier turn when a new turn starts (turn 1 Belgium no longer above the board in turn 2)', () => {
    const { queue } = queueNotes(EMPTY_NOTE_QUEUE, [belgium], { turn: 1, phaseSerial: 3 });
    expect(ids(noteQueueAt(queue, { turn: 1, phaseSerial: 9 }).queue)).toEqual(['belgium']);
    const turn2 = noteQueueAt(queue, { turn: 2, phaseSerial: 10 });
    expect(ids(turn2.queue)).toEqual([]);
    expect(turn2.closed.map((n) => n.id)).toEqual(['belgium']);
  });

  it('lets the note on screen give way to the next one once a phase has passed since it came on screen', () => {
    let { queue } = queueNotes(EMPTY_NOTE_QUEUE, [belgium], { turn: 2, phaseSerial: 12 });
    ({ queue } = queueNotes(queue, [bulgaria], { turn: 2, phaseSerial: 12 }));
    // In the phase it came on screen the first note stays; the next waits.
    expect(ids(queue)).toEqual(['belgium', 'bulgaria']);
    ({ queue } = noteQueueAt(queue, { turn: 2, phaseSerial: 13 }));
    expect(ids(queue)).toEqual(['bulgaria']);
    // The one now on screen gets its own phase: it is alone, so it stays until its turn ends.
    expect(queue.shownSince).toBe(13);
    expect(ids(noteQueueAt(queue, { turn: 2, phaseSerial: 20 }).queue)).toEqual(['bulgaria']);
  });

  it('gives each note waiting a phase of its own: never two closed by one phase change', () => {
    let { queue } = queueNotes(EMPTY_NOTE_QUEUE, [belgium, bulgaria, italy], { turn: 3, phaseSerial: 30 });
    ({ queue } = noteQueueAt(queue, { turn: 3, phaseSerial: 31 }));
    expect(ids(queue)).toEqual(['bulgaria', 'italy']);
    ({ queue } = noteQueueAt(queue, { turn: 3, phaseSerial: 31 }));
    expect(ids(queue)).toEqual(['bulgaria', 'italy']);
    ({ queue } = noteQueueAt(queue, { turn: 3, phaseSerial: 32 }));
    expect(ids(queue)).toEqual(['italy']);
  });

  it('does not queue a note twice, and a note closed by the reader brings the next on screen from that phase', () => {
    let { queue } = queueNotes(EMPTY_NOTE_QUEUE, [belgium, bulgaria], { turn: 1, phaseSerial: 2 });
    ({ queue } = queueNotes(queue, [belgium], { turn: 1, phaseSerial: 2 }));
    expect(ids(queue)).toEqual(['belgium', 'bulgaria']);
    queue = dropShown(queue, { turn: 1, phaseSerial: 5 });
    expect(ids(queue)).toEqual(['bulgaria']);
    expect(queue.shownSince).toBe(5);
  });

  it('shows a note still waiting when its turn ends for a phase before closing it (turn 1 Bulgaria, queued behind Belgium, on screen in turn 2)', () => {
    let { queue } = queueNotes(EMPTY_NOTE_QUEUE, [belgium, bulgaria], { turn: 1, phaseSerial: 8 });
    // Turn 2 begins before Bulgaria had its phase: Belgium, seen, closes; Bulgaria comes on screen instead of closing unseen.
    let moved = noteQueueAt(queue, { turn: 2, phaseSerial: 9 });
    expect(moved.closed.map((n) => n.id)).toEqual(['belgium']);
    expect(ids(moved.queue)).toEqual(['bulgaria']);
    expect(moved.queue.shownSince).toBe(9);
    queue = moved.queue;
    // Re-judged in the same phase it stays; a phase later its turn is long over and it closes.
    expect(ids(noteQueueAt(queue, { turn: 2, phaseSerial: 9 }).queue)).toEqual(['bulgaria']);
    moved = noteQueueAt(queue, { turn: 2, phaseSerial: 10 });
    expect(ids(moved.queue)).toEqual([]);
    expect(moved.closed.map((n) => n.id)).toEqual(['bulgaria']);
  });

  it('never closes a waiting note unseen, even across several turns at once: each comes on screen in turn', () => {
    let { queue } = queueNotes(EMPTY_NOTE_QUEUE, [belgium, bulgaria, italy], { turn: 1, phaseSerial: 4 });
    const seen: string[] = [ids(queue)[0]];
    for (let serial = 40; serial < 50 && queue.notes.length; serial++) {
      ({ queue } = noteQueueAt(queue, { turn: 5, phaseSerial: serial }));
      if (queue.notes.length) seen.push(ids(queue)[0]);
    }
    expect([...new Set(seen)]).toEqual(['belgium', 'bulgaria', 'italy']);
  });

  it('keeps only the notes asked for (the game\'s own when a demonstration stops), the next one on screen from then', () => {
    const { queue } = queueNotes(EMPTY_NOTE_QUEUE, [italy, belgium, bulgaria], { turn: 3, phaseSerial: 30 });
    const kept = keepNotes(queue, (note) => note.id !== 'italy', { turn: 1, phaseSerial: 2 });
    expect(ids(kept)).toEqual(['belgium', 'bulgaria']);
    expect(kept.shownSince).toBe(2);
    expect(keepNotes(queue, (note) => note.id !== 'bulgaria', { turn: 1, phaseSerial: 2 }).shownSince).toBe(30);
    expect(keepNotes(queue, () => false, { turn: 1, phaseSerial: 2 })).toEqual(EMPTY_NOTE_QUEUE);
  });
});
