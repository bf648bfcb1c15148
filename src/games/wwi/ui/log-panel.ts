/**
 * The Log tab: the whole game grouped by turn and phase, each roll with its
 * die, historical notes beside the events that call for them, and the
 * controls of a step-by-step replay whose board the view draws.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { Board } from '../engine/board';
import { stepName, turnName } from '../engine/sequence';
import type { BoardOverlay } from './wwi-board';
import { type GameLog, type LogItem, type LoggedPhase, type ReplayStep, eventHexes } from './game-log';
import { eventWords } from './event-text';
import type { LogReplay } from './log-replay';
import { placeName } from './unit-labels';
import { LOG_WORDS as L, VIEW_WORDS as W } from './words';

type Speed = 'slow' | 'normal' | 'fast';

export interface LogPanelHooks {
  rule: (rule: string) => TemplateResult;
  speed: Speed;
  setSpeed: (speed: Speed) => void;
  /** False during a demonstration: the board is the demonstration's, the log only reads. */
  replayable?: boolean;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function pip(die: number, lang: Lang) {
  return html`<span class="pip small" role="img" aria-label=${`${W.die[lang]} ${die}`}>${die}</span>`;
}

/** "Turn 3 (Summer 1915) — Allied movement". */
export function phaseTitle(phase: LoggedPhase, lang: Lang): string {
  return `${turnName(phase.turn)[lang]} — ${capitalized(stepName(phase.step)[lang])}`;
}

/** What a replay step shows, in one sentence for the live region. */
export function stepSentence(log: GameLog, steps: ReplayStep[], index: number, lang: Lang, board: Board): string {
  const step = steps[index];
  const phase = log.phases[step.phase];
  const item = step.item;
  const what = !item
    ? L.phaseEnd[lang]
    : item.kind === 'note'
      ? `${W.historyNote[lang]}: ${item.note.title[lang]}`
      : `${item.event.die !== undefined ? `${W.die[lang]} ${item.event.die}, ` : ''}${eventWords(item.event, lang, board).text}`;
  return `${L.step[lang]} ${index + 1} ${L.of[lang]} ${steps.length}. ${phaseTitle(phase, lang)}: ${what}`;
}

/** The board's highlights for a replay step: the attacked hex, the attackers and the retreat, when the log records them. */
export function replayOverlay(step: ReplayStep | undefined, board: Board, lang: Lang): BoardOverlay {
  const none: BoardOverlay = { marks: [], selected: [], legs: [] };
  if (!step?.item || step.item.kind !== 'event') return none;
  const hexes = eventHexes(step.item.event);
  if (!hexes.target) return none;
  const legs: BoardOverlay['legs'] = [];
  let from = hexes.target;
  for (const hex of hexes.retreat) {
    legs.push({ from, to: hex, kind: 'retreat' });
    from = hex;
  }
  return { marks: [{ hex: hexes.target, kind: 'defender', name: `${L.attackOn[lang]} ${placeName(board, hexes.target, lang)}` }], selected: hexes.attackers, legs };
}

export function logPanel(log: GameLog, steps: ReplayStep[], replay: LogReplay, lang: Lang, board: Board, hooks: LogPanelHooks) {
  const current = replay.active ? steps[replay.index] : undefined;
  const currentKey = current?.item?.key ?? null;
  const currentPhase = current ? log.phases[current.phase] : undefined;
  // Open: the replay's turn; else the present turn and the latest turn with something logged.
  const openTurns = new Set(currentPhase ? [currentPhase.turn] : [log.phases.at(-1)?.turn, [...log.phases].reverse().find((p) => p.items.length)?.turn]);
  const turns = [...new Set(log.phases.map((p) => p.turn))];

  const renderItem = (item: LogItem) => {
    const mark = item.key === currentKey;
    if (item.kind === 'note') {
      return html`<li class="log-note ${mark ? 'current' : ''}" aria-current=${mark ? 'step' : nothing}>${noteDetails(item.note.title[lang], item.note.text[lang], lang)}</li>`;
    }
    const event = item.event;
    const words = eventWords(event, lang, board);
    return html`<li class=${mark ? 'current' : ''} aria-current=${mark ? 'step' : nothing}>
      ${event.die !== undefined ? pip(event.die, lang) : nothing} ${words.text} ${words.rule ? hooks.rule(words.rule) : nothing}
      ${event.note ? noteDetails(event.note.title[lang], event.note.text[lang], lang) : nothing}
    </li>`;
  };

  const renderPhase = (phase: LoggedPhase) => {
    const mark = !!current && current.item === null && currentPhase === phase;
    const name = capitalized(stepName(phase.step)[lang]);
    if (!phase.items.length) {
      return html`<li class="log-phase empty ${mark ? 'current' : ''}" aria-current=${mark ? 'step' : nothing}><span class="muted">${name} — ${L.nothingLogged[lang]}</span></li>`;
    }
    return html`<li class="log-phase"><strong>${name}</strong><ul class="log-events">${phase.items.map(renderItem)}</ul></li>`;
  };

  return html`<section class="stack game-log" aria-label=${L.logRegion[lang]}>
    <h3>${W.logTitle[lang]}</h3>
    ${replayControls(log, steps, replay, lang, board, hooks)}
    ${log.phases.length
      ? turns.map((turn) => {
          const phases = log.phases.filter((p) => p.turn === turn);
          return html`<details class="turn-log" ?open=${openTurns.has(turn)}>
            <summary>${turnName(turn)[lang]}</summary>
            <ol class="log">${phases.map(renderPhase)}</ol>
          </details>`;
        })
      : html`<p class="muted">${W.logEmpty[lang]}</p>`}
  </section>`;
}

function noteDetails(title: string, text: string, lang: Lang) {
  return html`<details class="history-note"><summary>${W.historyNote[lang]}: ${title}</summary><p>${text}</p></details>`;
}

function replayControls(log: GameLog, steps: ReplayStep[], replay: LogReplay, lang: Lang, board: Board, hooks: LogPanelHooks) {
  if (!steps.length || hooks.replayable === false) return nothing;
  if (!replay.active) {
    return html`<div class="replay-start">
      <button class="primary" @click=${() => replay.start()}>${W.replay[lang]}</button>
      <p class="muted">${W.replayHelp[lang]}</p>
    </div>`;
  }
  const last = steps.length - 1;
  return html`<div class="replay-controls" role="group" aria-label=${L.replayControls[lang]}>
    <div class="row">
      <button ?disabled=${replay.index <= 0} @click=${() => replay.go(-1)}>◀ ${L.previous[lang]}</button>
      <button class="primary" aria-pressed=${replay.playing ? 'true' : 'false'} @click=${() => replay.toggle()}>${replay.playing ? L.pauseReplay[lang] : L.playReplay[lang]}</button>
      <button ?disabled=${replay.index >= last} @click=${() => replay.go(1)}>${L.next[lang]} ▶</button>
    </div>
    <p class="replay-step" role="status" aria-live="polite">${stepSentence(log, steps, replay.index, lang, board)}</p>
    <div class="row">
      <label class="inline">${W.speed[lang]}
        <select @change=${(e: Event) => hooks.setSpeed((e.target as HTMLSelectElement).value as Speed)}>
          ${(['slow', 'normal', 'fast'] as Speed[]).map((s) => html`<option value=${s} ?selected=${hooks.speed === s}>${W[s][lang]}</option>`)}
        </select></label>
      <button @click=${() => replay.stop()}>${L.stopReplay[lang]}</button>
    </div>
  </div>`;
}

/** Above the board while a replay runs: the board is not the game's present. */
export function replayBanner(replay: LogReplay, steps: ReplayStep[], lang: Lang) {
  return html`<div class="replay-banner">
    <p>${L.replayBanner[lang]} (${L.step[lang]} ${replay.index + 1} ${L.of[lang]} ${steps.length})</p>
    <button @click=${() => replay.stop()}>${L.stopReplay[lang]}</button>
  </div>`;
}
