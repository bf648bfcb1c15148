/**
 * Historical notes and the latest neutral activation result, each shown once
 * per game on this device until the player dismisses it (device-memory.ts) or,
 * for a note, until the game moves on past it (note-queue.ts).
 * A Lit reactive controller; the notes come from the game's log and, during a
 * demonstration, from what the demonstration plays.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { WwiState } from '../engine/state';
import type { HistoryNote } from './history-notes';
import { EMPTY_NOTE_QUEUE, type GameMoment, type NoteQueue, dropShown, keepNotes, noteQueueAt, queueNotes } from './note-queue';
import { rememberShown, shownOnDevice } from './device-memory';
import { latestActivation } from './activation-report';
import { activationPanel } from './activation-panel';
import { VIEW_WORDS as W } from './words';

export class GameNotes implements ReactiveController {
  /** Notes waiting to be read, the first one shown. */
  private queue: NoteQueue = EMPTY_NOTE_QUEUE;
  /** Where the shown game (or demonstration) is. */
  private moment: GameMoment = { turn: 0, phaseSerial: 0 };
  /** The game's own notes queued (remembered as shown when they close; a demonstration's are not). */
  private ofGame = new Set<string>();
  /** Marks of notes and activation results this device has shown and the player dismissed. */
  private shown = new Set<string>();

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The notes waiting, the first one on screen. */
  get notes(): HistoryNote[] {
    return this.queue.notes.map((n) => n.note);
  }

  /** Queue notes not shown yet on this device (the game's own, from its log, the game being at `now`), each once. */
  queueUnseen(gameNotes: readonly HistoryNote[], now: GameMoment): void {
    this.shown = shownOnDevice();
    const unseen = gameNotes.filter((n) => !this.shown.has(`note:${n.id}`));
    unseen.forEach((n) => this.ofGame.add(n.id));
    this.add(unseen, now);
  }

  /** Queue notes not already waiting, the game (or the demonstration) being at `now`: notes it has moved past close. */
  add(notes: readonly HistoryNote[], now: GameMoment): void {
    this.moment = { turn: now.turn, phaseSerial: now.phaseSerial };
    const { queue, closed } = notes.length ? queueNotes(this.queue, notes, now) : noteQueueAt(this.queue, now);
    if (queue.notes.length === this.queue.notes.length && queue.notes.every((n, i) => n === this.queue.notes[i])) {
      this.queue = queue;
      return;
    }
    this.queue = queue;
    // A game's note that had its time on screen, or whose turn is over, counts as read here: the log keeps it.
    for (const note of closed) if (this.ofGame.has(note.id)) this.remember(`note:${note.id}`);
    this.host.requestUpdate();
  }

  /** A demonstration stopped, the game back at `now`: its own notes leave the screen, the game's unread ones stay. */
  endDemonstration(now: GameMoment): void {
    this.moment = { turn: now.turn, phaseSerial: now.phaseSerial };
    this.queue = keepNotes(this.queue, (note) => this.ofGame.has(note.id), now);
    this.host.requestUpdate();
  }

  /** Close the note shown; only the game's own notes are remembered as shown (a demonstration's are not). */
  dismiss(): void {
    const note = this.queue.notes[0]?.note;
    if (note && this.ofGame.has(note.id)) this.remember(`note:${note.id}`);
    this.queue = dropShown(this.queue, this.moment);
    this.host.requestUpdate();
  }

  private remember(mark: string): void {
    rememberShown(mark);
    this.shown = new Set([...this.shown, mark]);
    this.host.requestUpdate();
  }

  /** The first note waiting, with its close button. */
  banner(lang: Lang): TemplateResult | typeof nothing {
    const note = this.queue.notes[0]?.note;
    if (!note) return nothing;
    return html`<section class="note" role="status" aria-live="polite">
      <div><strong>${W.historyNote[lang]} — ${note.title[lang]}</strong><p>${note.text[lang]}</p></div>
      <button @click=${() => this.dismiss()}>${W.close[lang]}</button>
    </section>`;
  }

  /** The latest neutral activation roll (9.2), read from the log so the opponent sees it too, until dismissed here. */
  activationResult(state: WwiState, lang: Lang, rule: (rule: string) => TemplateResult): TemplateResult | typeof nothing {
    const report = latestActivation(state);
    if (!report || this.shown.has(report.key)) return nothing;
    return activationPanel(report, lang, { rule, dismiss: () => this.remember(report.key) });
  }
}
