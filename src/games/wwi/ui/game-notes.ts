/**
 * Historical notes and the latest neutral activation result, each shown once
 * per game on this device until the player dismisses it (device-memory.ts).
 * A Lit reactive controller; the notes come from the game's log and, during a
 * demonstration, from what the demonstration plays.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { WwiState } from '../engine/state';
import type { HistoryNote } from './history-notes';
import { rememberShown, shownOnDevice } from './device-memory';
import { latestActivation } from './activation-report';
import { activationPanel } from './activation-panel';
import { VIEW_WORDS as W } from './words';

export class GameNotes implements ReactiveController {
  /** Notes waiting to be read, the first one shown. */
  notes: HistoryNote[] = [];
  /** Marks of notes and activation results this device has shown and the player dismissed. */
  private shown = new Set<string>();

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Queue notes not shown yet on this device (the game's own, from its log), each once. */
  queueUnseen(gameNotes: readonly HistoryNote[]): void {
    this.shown = shownOnDevice();
    this.add(gameNotes.filter((n) => !this.shown.has(`note:${n.id}`)));
  }

  /** Queue notes not already waiting. */
  add(notes: readonly HistoryNote[]): void {
    const fresh = notes.filter((n) => !this.notes.some((m) => m.id === n.id));
    if (!fresh.length) return;
    this.notes = [...this.notes, ...fresh];
    this.host.requestUpdate();
  }

  /** Close the note shown; only the game's own notes are remembered as shown (a demonstration's are not). */
  dismiss(gameNotes: readonly HistoryNote[]): void {
    const note = this.notes[0];
    if (note && gameNotes.some((n) => n.id === note.id)) this.remember(`note:${note.id}`);
    this.notes = this.notes.slice(1);
    this.host.requestUpdate();
  }

  private remember(mark: string): void {
    rememberShown(mark);
    this.shown = new Set([...this.shown, mark]);
    this.host.requestUpdate();
  }

  /** The first note waiting, with its close button. */
  banner(lang: Lang, gameNotes: () => readonly HistoryNote[]): TemplateResult | typeof nothing {
    const note = this.notes[0];
    if (!note) return nothing;
    return html`<section class="note" role="status" aria-live="polite">
      <div><strong>${W.historyNote[lang]} — ${note.title[lang]}</strong><p>${note.text[lang]}</p></div>
      <button @click=${() => this.dismiss(gameNotes())}>${W.close[lang]}</button>
    </section>`;
  }

  /** The latest neutral activation roll (9.2), read from the log so the opponent sees it too, until dismissed here. */
  activationResult(state: WwiState, lang: Lang, rule: (rule: string) => TemplateResult): TemplateResult | typeof nothing {
    const report = latestActivation(state);
    if (!report || this.shown.has(report.key)) return nothing;
    return activationPanel(report, lang, { rule, dismiss: () => this.remember(report.key) });
  }
}
