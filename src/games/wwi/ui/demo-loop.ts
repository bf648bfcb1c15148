/**
 * The class demonstration: the computer plays both sides on a copy of the game,
 * one action at a time, stopping before and after each roll when the teacher
 * asks. A Lit reactive controller; the moves come from the engine's bot.
 * Loaded only when a demonstration starts (demo-slot.ts).
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import { SHOWING_EVENT, type ShowingDetail } from '../../../platform/game-ui';
import { wwiGame } from '../engine/module';
import { europeBoard } from '../engine/europe';
import type { WwiState } from '../engine/state';
import { applyAction } from '../engine/actions';
import { phaseName, sideToAct, stepName, turnName } from '../engine/sequence';
import { checkAttack } from '../engine/combat';
import { botAction } from '../engine/bot';
import { withRoll } from './combat-report';
import { type GameLog, type ReplayStep, buildGameLog, replaySteps } from './game-log';
import { type NarratedLine, narrate } from './demo-narration';
import type { ShownCombat } from './combat-panel';
import { DEMO_DELAY, type DemoSpeed } from './demo-pace';
import { EMPTY_OVERLAY, type BoardOverlay } from './overlay';
import { placeName } from './unit-labels';
import { SIDE_NAMES } from './nations';
import { VIEW_WORDS as W } from './words';


/** What the demonstration said in one phase. */
export interface NarratedPhase {
  serial: number;
  turn: number;
  step: Pick<WwiState, 'phase' | 'attackPhase' | 'superior'>;
  lines: NarratedLine[];
}

/** Phases of narration kept, and shown. */
const KEPT = 12;
const SHOWN = 3;

export interface DemoHooks {
  /** One action was played: the host may show what changed. */
  played(before: WwiState, after: WwiState): void;
  /** The demonstration stopped: the saved game is shown again. */
  stopped?(): void;
}

export class DemoLoop implements ReactiveController {
  /** The demonstration's own state, or null when the real game is shown. */
  state: WwiState | null = null;
  paused = false;
  speed: DemoSpeed = 'normal';
  pauseAtCombat = true;
  combat: ShownCombat | null = null;
  /** The saved game's states, then every state the demonstration reached, each as a link would carry it. */
  private chain: WwiState[] = [];
  /** What was said, oldest first, phase by phase. */
  narration: NarratedPhase[] = [];
  private logged: { state: WwiState; states: WwiState[]; log: GameLog; steps: ReplayStep[] } | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly hooks: DemoHooks,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
  }

  get running(): boolean {
    return this.state !== null;
  }

  /** Start from `from`, after the saved game's earlier states `history` (the log goes on from them). */
  start(from: WwiState, history: readonly WwiState[] = []): void {
    this.state = structuredClone({ ...from, undo: null });
    this.chain = [...history, this.state];
    this.logged = null;
    this.narration = [];
    this.paused = false;
    this.combat = null;
    this.schedule();
    this.host.requestUpdate();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.state = null;
    this.chain = [];
    this.logged = null;
    this.narration = [];
    this.combat = null;
    this.hooks.stopped?.();
    this.host.requestUpdate();
  }

  setSpeed(speed: DemoSpeed): void {
    this.speed = speed;
    this.schedule();
    this.host.requestUpdate();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (!this.state || this.paused) return;
    this.timer = setTimeout(() => this.step(), DEMO_DELAY[this.speed]);
  }

  private pause(): void {
    this.paused = true;
    clearTimeout(this.timer);
    this.host.requestUpdate();
  }

  /** One automated action; an attack first shows its calculation and, if asked, waits for the teacher before and after the roll. */
  step(): void {
    const state = this.state;
    if (!state) return;
    this.host.requestUpdate();
    const side = sideToAct(state);
    if (!side) {
      this.paused = true;
      return;
    }
    const board = europeBoard();
    const plain: WwiState = { ...state, diceMode: 'plain', diceOwedBy: null };
    const action = botAction(plain, board);
    if (!action) return;
    if (action.kind === 'attack') {
      const showing = this.combat && !this.combat.rolled && this.combat.target === action.order.target;
      const checked = checkAttack(plain, board, action.order);
      if (!showing && checked.ok) {
        this.combat = { calc: checked.value, target: action.order.target, rolled: false };
        if (this.pauseAtCombat) this.paused = true;
        else this.schedule();
        return;
      }
    }
    const next = applyAction(plain, board, side, action);
    if (action.kind === 'attack' && this.combat) {
      const report = wwiGame.recentCombats(next).at(-1);
      const calc = report ? (report.calculation.die ? report.calculation : withRoll(report.calculation, report.die)) : this.combat.calc;
      this.combat = { ...this.combat, calc, rolled: true };
      if (this.pauseAtCombat) this.paused = true;
    } else if (action.kind !== 'defend' && action.kind !== 'settle') this.combat = null;
    this.tell(state, narrate(state, next, side, action, board));
    this.hooks.played(state, next);
    // Kept as a played game keeps it: the state its link carries (the log's recent part), so the log reads the same.
    const saved = wwiGame.decodeState(wwiGame.encodeState(next));
    this.chain.push(saved);
    this.state = saved;
    this.schedule();
  }

  /** Adds what an action taken in `state`'s phase did to that phase's narration. */
  private tell(state: WwiState, lines: NarratedLine[]): void {
    if (!lines.length) return;
    const last = this.narration.at(-1);
    if (last?.serial === state.phaseSerial) last.lines = [...last.lines, ...lines];
    else {
      const step = { phase: state.phase, attackPhase: state.attackPhase, superior: state.superior };
      this.narration = [...this.narration, { serial: state.phaseSerial, turn: state.turn, step, lines }].slice(-KEPT);
    }
  }

  /** The demonstration's game log so far, as a played game's: the saved game's states, then the demonstration's. */
  log(): { states: WwiState[]; log: GameLog; steps: ReplayStep[] } {
    const state = this.state;
    if (!state) return { states: [], log: { phases: [], notes: [] }, steps: [] };
    if (this.logged?.state !== state) {
      const log = buildGameLog(this.chain);
      this.logged = { state, states: this.chain, log, steps: replaySteps(log) };
    }
    return this.logged;
  }

  /** The combat being shown: its hex and its attackers. */
  overlay(lang: Lang): BoardOverlay {
    const combat = this.combat;
    if (!combat) return EMPTY_OVERLAY;
    return { marks: [{ hex: combat.target, kind: 'defender', name: placeName(europeBoard(), combat.target, lang) }], selected: combat.calc.attackers.map((a) => a.unit), legs: [] };
  }

  /** What the page's heading shows while the demonstration runs (SHOWING_EVENT), or null. */
  showing(lang: Lang): ShowingDetail {
    const state = this.state;
    if (!state) return null;
    const side = sideToAct(state);
    return { label: W.demo[lang], phaseLabel: phaseName(state)[lang], waiting: side ? `${W.demoRunning[lang]} · ${SIDE_NAMES[side][lang]}` : W.demoRunning[lang] };
  }

  /** Tells the page (once per change) what the demonstration shows, so its heading follows it. */
  announce(view: HTMLElement, lang: Lang): void {
    const detail = this.showing(lang);
    const key = JSON.stringify(detail);
    if (key === this.announced) return;
    this.announced = key;
    view.dispatchEvent(new CustomEvent<ShowingDetail>(SHOWING_EVENT, { detail, bubbles: true, composed: true }));
  }

  private announced = 'null';

  /**
   * Beside the strip's phase, where the strip names it (phase-places.ts: in projector mode, over the page's heading):
   * that a demonstration, not the saved game, is shown. Elsewhere the page's heading says so (`showing`).
   */
  badge(lang: Lang): TemplateResult | typeof nothing {
    return this.state ? html`<span class="demo-banner demo-badge" role="status">${W.demoRunning[lang]}</span>` : nothing;
  }

  /** What the last phases did, newest first, each sentence with its rule. */
  narrationPanel(lang: Lang, rule: (rule: string) => TemplateResult): TemplateResult | typeof nothing {
    const shown = this.narration.slice(-SHOWN).reverse();
    if (!shown.length) return nothing;
    const title = (p: NarratedPhase) => {
      const step = stepName(p.step)[lang];
      return `${turnName(p.turn)[lang]} — ${step.charAt(0).toUpperCase()}${step.slice(1)}`;
    };
    return html`<section class="narration" aria-label=${W.demoNarration[lang]}>
      <h3>${W.demoNarration[lang]}</h3>
      ${shown.map((p, i) => html`<div class="narrated ${i === 0 ? 'latest' : ''}" role=${i === 0 ? 'status' : nothing}>
        <h4>${title(p)}</h4>
        <ul>${p.lines.map((line) => html`<li class=${`n-${line.kind}`}>${line.text[lang]} ${line.rule ? rule(line.rule) : nothing}</li>`)}</ul>
      </div>`)}
    </section>`;
  }

  /**
   * Pause or continue, one step, stop: drawn in the panel's head, beside the tabs, which stays in view where the panel
   * scrolls (a projector, a wide screen) while the teacher reads a long calculation below.
   */
  buttons(lang: Lang): TemplateResult | typeof nothing {
    if (!this.running) return nothing;
    return html`<div class="row demo-buttons" role="group" aria-label=${W.demo[lang]}>
        ${this.paused
          ? html`<button class="primary" @click=${() => {
              this.paused = false;
              this.step();
            }}>${W.demoResume[lang]}</button>`
          : html`<button @click=${() => this.pause()}>${W.demoPause[lang]}</button>`}
        <button @click=${() => this.step()}>${W.demoStep[lang]}</button>
        <button aria-label=${W.demoStop[lang]} @click=${() => this.stop()}><span class="long">${W.demoStop[lang]}</span><span class="short">${W.demoStopShort[lang]}</span></button>
      </div>`;
  }

  /** Speed and whether to wait at each combat (the buttons are in the panel's head); `calculation` draws the combat shown, then what the last phases did. */
  controls(lang: Lang, calculation: (combat: ShownCombat) => TemplateResult, rule: (rule: string) => TemplateResult): TemplateResult {
    return html`<section class="dialog">
      <h3>${W.demo[lang]}</h3>
      <label class="field">${W.speed[lang]}
        <select @change=${(e: Event) => this.setSpeed((e.target as HTMLSelectElement).value as DemoSpeed)}>
          ${(['slow', 'normal', 'fast'] as DemoSpeed[]).map((s) => html`<option value=${s} ?selected=${this.speed === s}>${W[s][lang]}</option>`)}
        </select></label>
      <label class="check"><input type="checkbox" .checked=${this.pauseAtCombat} @change=${(e: Event) => {
        this.pauseAtCombat = (e.target as HTMLInputElement).checked;
        this.host.requestUpdate();
      }} /> ${W.pauseAtCombat[lang]}</label>
      ${this.combat ? calculation(this.combat) : nothing}
      ${this.narrationPanel(lang, rule)}
    </section>`;
  }
}
