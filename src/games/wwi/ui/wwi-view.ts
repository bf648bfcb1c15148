/**
 * The World War I view: status strip (turn record track, RP, VP, superior
 * player), the board, and a panel for the phase in hand — movement, attack with
 * its full calculation, the defender's retreat or RP, the attacker's payment
 * and advance, construction — plus rules, log, historical notes, projector
 * mode, play against the computer and a class demonstration.
 *
 * The drafts of each phase are pure modules (move-draft, attack-draft,
 * loss-draft, build-draft, setup-draft); the acting side's panel draws them
 * (acting-panel, over phase-panels, build-panel, setup-panel); the panel's tabs
 * and tools are panel-head; the demonstration is demo-loop.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import { GAME_VIEW_PROPERTIES, SUBMIT_EVENT, type GameViewProps, type SubmitDetail } from '../../../platform/game-ui';
import { wwiGame } from '../engine/module';
import { europeBoard } from '../engine/europe';
import type { Side, WwiState } from '../engine/state';
import type { WwiAction } from '../engine/actions';
import { sideToAct } from '../engine/sequence';
import type { UnitMove } from '../engine/movement';
import { waitingForRoll } from './roll-panel';
import type { BoardOverlay } from './overlay';
import { actingOverlay } from './acting-overlay';
import { MapViewControl } from './map-view-control';
import { followsAction } from './front-view';
import { combatHexes } from './action-frame';
import type { WwiBoard } from './wwi-board';
import { SIDE_NAMES } from './nations';
import { VIEW_WORDS as W } from './words';
import { notesBetween } from './history-notes';
import { GameNotes } from './game-notes';
import { type SoloChoice, computerSide, diceSecret, setComputerSide, takeDemonstrationRequest } from './device-memory';
import { statusStrip } from './status-strip';
import { phasePlaces } from './phase-places';
import { type BuildDraft, emptyBuildDraft } from './build-draft';
import { type SetupDraft, emptySetupDraft, placeArmy, setupHexes, withPlacements } from './setup-draft';
import { type MoveDraft, ReachCache, addMove, emptyMoveDraft, legalMoves, previewMoves } from './move-draft';
import { type AttackDraft, chooseTarget, emptyAttackDraft } from './attack-draft';
import { type LossDraft, emptyLossDraft } from './loss-draft';
import type { PanelContext } from './phase-panels';
import { type ActingDrafts, actingPanel } from './acting-panel';
import { type BoardClick, hexClick, unitClick } from './board-clicks';
import { type Tab, panelHead } from './panel-head';
import { type ShownCombat, calculationTable, latestCombat } from './combat-panel';
import { DemoSlot } from './demo-slot';
import { opponentsPanel } from './opponents-panel';
import { playLater } from './automated-player';
import { viewStyles } from './view-styles';
import { GameLogCache, eventHexes } from './game-log';
import { LogReplay, scrollLogToCurrent } from './log-replay';
import { logTab, replayBanner, replayOverlay } from './log-tab';
import { restoredMoves } from './restored-drafts';
import './wwi-board';
import { ruleButton, rulesTab } from './rules-tab';

export class WwiView extends LitElement implements GameViewProps<WwiState> {
  static properties = {
    state: { attribute: false },
    ...GAME_VIEW_PROPERTIES,
    projector: { type: Boolean, reflect: true },
    tab: { state: true },
    moves: { state: true },
    attack: { state: true },
    losses: { state: true },
    build: { state: true },
    setupDraft: { state: true },
    message: { state: true },
    solo: { state: true },
    rule: { state: true },
    busy: { state: true },
  };
  declare state: WwiState;
  declare lang: Lang;
  declare activePowers: string[];
  declare readonly: boolean;
  declare draftOrders: Record<string, unknown>;
  declare history: WwiState[] | undefined;
  declare projector: boolean;
  declare tab: Tab;
  declare moves: MoveDraft;
  declare attack: AttackDraft;
  declare losses: LossDraft;
  declare build: BuildDraft;
  declare setupDraft: SetupDraft;
  declare message: string;
  declare solo: SoloChoice;
  declare rule: string;
  declare busy: boolean;
  private lastSeen: WwiState | null = null;
  private botTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly reach = new ReachCache();
  private readonly gameLogs = new GameLogCache();
  /** The class demonstration: its code loads when one starts (demo-slot.ts). */
  private readonly demo = new DemoSlot(this, {
    played: (before, after) => this.notes.add(notesBetween(before, after), after),
    stopped: () => this.notes.endDemonstration(this.state),
  });
  private readonly replay = new LogReplay(this, () => (this.state ? this.logNow().steps.length : 0), () => this.demo.delay * 1.5, (index) => this.replayMoved(index));
  private readonly notes = new GameNotes(this);
  /** The classroom's key F: whole map, both fronts, one front (front-view.ts). */
  private readonly mapView = new MapViewControl(this, () => this.demo.running);

  static styles = viewStyles;

  constructor() {
    super();
    this.lang = 'en';
    this.activePowers = [];
    this.readonly = true;
    this.draftOrders = {};
    this.projector = false;
    this.tab = 'play';
    this.moves = emptyMoveDraft();
    this.attack = emptyAttackDraft();
    this.losses = emptyLossDraft(undefined);
    this.build = emptyBuildDraft();
    this.setupDraft = emptySetupDraft();
    this.message = '';
    this.solo = computerSide();
    this.rule = '';
    this.busy = false;
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.botTimer);
  }

  // ---- what is shown and who acts ----

  private get shown(): WwiState {
    return this.demo.state ?? this.state;
  }

  /** The side this device may order for now (never during a demonstration). */
  private get actingSide(): Side | null {
    if (this.demo.running || this.replay.active || this.readonly || !this.state) return null;
    const side = sideToAct(this.state);
    if (!side || !this.activePowers.includes(side)) return null;
    return this.solo === side ? null : side;
  }

  protected willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('state') && this.state) {
      const before = this.lastSeen;
      if (before !== this.state) {
        this.lastSeen = this.state;
        this.busy = false;
        this.resetChoices(before);
      }
    }
    if ((changed.has('state') || changed.has('history')) && this.state) this.notes.queueUnseen(this.gameLog().log.notes, this.state);
    // After a take-back the page hands the moves back: they return as drafts of the reopened movement phase.
    if (changed.has('draftOrders') && this.state) {
      const moves = restoredMoves(this.state, this.draftOrders);
      if (moves.length) this.moves = { moves: legalMoves(this.state, europeBoard(), moves), selected: null };
    }
  }

  protected updated(changed: PropertyValues<this>): void {
    // A class demonstration chosen in New game starts by itself, once.
    if (changed.has('state') && this.state && !this.demo.running && takeDemonstrationRequest()) this.startDemo();
    if (changed.has('state') || changed.has('activePowers') || changed.has('solo') || changed.has('readonly')) this.maybeLetComputerPlay();
    this.demo.announce(this, this.lang);
  }

  /** A new state: drop choices that belonged to the old one; keep planned moves of the same phase that are still legal. */
  private resetChoices(before: WwiState | null) {
    this.attack = emptyAttackDraft();
    this.losses = emptyLossDraft(this.state);
    this.message = '';
    this.reach.clear();
    const samePhase = before && before.phaseSerial === this.state.phaseSerial && before.turn === this.state.turn;
    this.moves = { moves: samePhase ? legalMoves(this.state, europeBoard(), this.moves.moves) : [], selected: null };
    if (!samePhase) {
      this.build = emptyBuildDraft();
      this.setupDraft = emptySetupDraft();
    }
  }

  private board(): WwiBoard | null {
    return this.renderRoot.querySelector('wwi-board');
  }

  // ---- submitting ----

  private submit(action: WwiAction, side: Side) {
    const withDice = wwiGame.owesDice(this.state, side) ? wwiGame.withDice(this.state, side, action, diceSecret(side)) : action;
    const refusal = wwiGame.validate(this.state, side, withDice);
    if (refusal) {
      this.message = refusal[this.lang];
      return;
    }
    this.busy = true;
    this.message = '';
    const detail: SubmitDetail<WwiAction> = { power: side, action: withDice };
    this.dispatchEvent(new CustomEvent(SUBMIT_EVENT, { detail, bubbles: true, composed: true }));
    // The page answers with a new state; if it refuses, it says why in its own notice.
    setTimeout(() => (this.busy = false), 1500);
  }

  private maybeLetComputerPlay() {
    clearTimeout(this.botTimer);
    if (this.demo.running || this.readonly || !this.state || this.solo === 'none') return;
    const side = sideToAct(this.state);
    if (side !== this.solo || !this.activePowers.includes(side)) return;
    const state = this.state;
    const stillWanted = () => this.state === state && this.solo === side && !this.demo.running && this.isConnected;
    this.botTimer = playLater(state, 700, stillWanted, (action) => this.submit(action, side), () => (this.message = W.loadFailed[this.lang]));
  }

  // ---- board events: board-clicks.ts decides, over each phase's draft ----

  private reachOf(unit: string) {
    return this.reach.of(previewMoves(this.state, europeBoard(), this.moves.moves), europeBoard(), this.moves.moves.length, unit);
  }

  private addMove(move: UnitMove) {
    const added = addMove(this.state, europeBoard(), this.moves, move);
    if (!added.ok) {
      this.message = added.refusal[this.lang];
      return;
    }
    this.moves = added.value;
    this.reach.clear();
    this.message = '';
  }

  private onUnit(event: CustomEvent<{ unit: string }>) {
    const side = this.actingSide;
    if (side) this.applyClick(side, unitClick(this.state, side, this.drafts(), event.detail.unit, (unit) => this.reachOf(unit)));
  }

  private onHex(event: CustomEvent<{ hex: string }>) {
    const side = this.actingSide;
    if (side) this.applyClick(side, hexClick(this.state, side, this.drafts(), event.detail.hex, (unit) => this.reachOf(unit)));
  }

  private drafts(): ActingDrafts {
    return { moves: this.moves, attack: this.attack, losses: this.losses, build: this.build, setup: this.setupDraft };
  }

  private applyClick(side: Side, click: BoardClick) {
    if (click.kind === 'drafts') Object.assign(this, click.drafts);
    else if (click.kind === 'pick-up') this.changeSetup(click.setup, false);
    else if (click.kind === 'target') this.chooseTarget(click.hex);
    else if (click.kind === 'move') this.addMove(click.move);
    else if (click.kind === 'place') this.placeSetupArmy(side, click.hex);
  }

  private chooseTarget(hex: string) {
    if (!this.actingSide) return;
    this.attack = chooseTarget(this.state, europeBoard(), this.attack, hex);
    this.board()?.focusHexes([hex]);
  }

  // ---- free set-up (setup-draft.ts) ----

  private changeSetup(draft: SetupDraft, focus: boolean) {
    this.setupDraft = draft;
    this.message = '';
    const side = this.actingSide;
    const board = this.board();
    if (!focus || !side || !draft.picking || !board) return;
    board.focusHexes(setupHexes(this.state, europeBoard(), side, draft, draft.picking));
    // On a phone the pool lies below the board: bring the highlighted hexes back into sight.
    board.scrollIntoView({ block: 'nearest' });
  }

  private placeSetupArmy(side: Side, hex: string) {
    const unit = this.setupDraft.picking;
    if (!unit) return;
    const placed = placeArmy(this.state, europeBoard(), side, this.setupDraft, unit, hex);
    if (!placed.ok) {
      this.message = placed.refusal[this.lang];
      return;
    }
    // The board follows the next army only when it belongs to another nation, so a zoomed-in player keeps the view.
    const nationOf = (id: string | null) => this.state.units.find((u) => u.id === id)?.nation;
    this.changeSetup(placed.value, nationOf(placed.value.picking) !== nationOf(unit));
  }

  // ---- the overlay the board draws ----

  private overlay(): BoardOverlay {
    if (this.demo.running) return this.demo.overlay(this.lang);
    if (this.replay.active) return replayOverlay(this.logNow().steps[this.replay.index], europeBoard(), this.lang);
    const drafts = { setup: this.setupDraft, moves: this.moves, attack: this.attack, losses: this.losses, build: this.build };
    return actingOverlay(this.state, this.actingSide, drafts, (unit) => this.reachOf(unit), this.lang);
  }

  // ---- rendering ----

  render() {
    if (!this.state) return nothing;
    const shown = this.replayedState() ?? this.shown;
    const lang = this.lang;
    const follows = followsAction(this.projector, this.demo.running);
    const places = phasePlaces(this.projector, this.demo.running);
    return html`<div class="shell ${this.demo.running ? 'demo' : ''}">
      ${statusStrip(shown, lang, places.stripPhase, places.demoBadge ? this.demo.badge(lang) : nothing)}
      ${this.notes.banner(lang)}
      ${this.replay.active ? replayBanner(this.replay, this.logNow().steps, lang) : this.demo.running ? nothing : this.notes.activationResult(this.state, lang, this.ruleLink)}
      <div class="main">
        <wwi-board class="board" .state=${shown === this.state ? withPlacements(shown, this.setupDraft.placements) : shown} .lang=${lang} .overlay=${this.overlay()} ?projector=${this.projector} ?follow=${follows} .mapView=${this.mapView.view}
          .combat=${combatHexes(this.demo.state, this.demo.combat)}
          @unit-activate=${this.onUnit} @hex-activate=${this.onHex}
          @board-background=${() => (this.moves = { ...this.moves, selected: null })}></wwi-board>
        <aside class="panel" data-orders>
          ${panelHead({
            tab: this.tab, lang, projector: this.projector, follows, demoButtons: this.demo.buttons(lang), mapView: this.mapView,
            choose: (tab) => (this.tab = tab),
            toggleProjector: () => (this.projector = !this.projector),
          })}
          ${this.tab === 'play' ? this.renderPlay() : this.tab === 'log' ? this.renderLog() : rulesTab(lang, this.rule, () => this.requestUpdate())}
        </aside>
      </div>
    </div>`;
  }

  /** A rule number that opens the rule in the Rules tab. */
  private ruleLink = (rule: string): TemplateResult => ruleButton(rule, this.lang, W.rule[this.lang], (r) => ((this.rule = r), (this.tab = 'rules')));

  // ---- the game log, its replay, its notes (game-log.ts) ----

  /** The saved game's log, from the earlier states the page gives and the current one: its notes are the ones this device remembers. */
  private gameLog() {
    return this.gameLogs.of(this.history, this.state);
  }

  /** The log on screen: the demonstration's, written live as a played game's, while one runs. */
  private logNow() {
    return this.demo.running ? this.demo.log() : this.gameLog();
  }

  /** A demonstration goes on from the saved game, its log after the game's; a replay of the saved game's log ends. */
  private startDemo() {
    this.replay.stop();
    void this.demo.start(() => ({ state: this.state, history: this.history }));
  }

  /** The board of the replay's step, or null when no replay runs. */
  private replayedState(): WwiState | null {
    if (!this.replay.active) return null;
    const { states, steps } = this.logNow();
    return states[steps[this.replay.index]?.stateIndex] ?? null;
  }

  /** A new replay step: the map turns to the attacked hex, the log scrolls its panel to the step. */
  private replayMoved(index: number) {
    const step = this.logNow().steps[index];
    void this.updateComplete.then(() => {
      const target = step?.item?.kind === 'event' ? eventHexes(step.item.event).target : null;
      if (target) this.board()?.focusHexes([target]);
      scrollLogToCurrent(this.renderRoot);
    });
  }

  private renderPlay() {
    const lang = this.lang;
    const state = this.shown;
    const side = sideToAct(state);
    const parts: unknown[] = [];
    if (this.message) parts.push(html`<p class="refusal" role="alert">${W.refused[lang]}: ${this.message}</p>`);
    if (this.demo.running) parts.push(this.demo.controls(lang, this.calculation, this.ruleLink));
    else {
      const acting = this.actingSide;
      if (state.phase === 'over') parts.push(html`<p><strong>${W.gameOver[lang]}</strong></p>`);
      else if (acting) parts.push(this.renderActing(acting));
      else {
        const thinking = side && this.solo === side && this.activePowers.includes(side) && !this.readonly;
        const waiting = state.declared ? waitingForRoll(state, state.declared, lang) : side ? `${W.waitingFor[lang]}: ${SIDE_NAMES[side][lang]}` : '';
        parts.push(html`<p class="waiting" role="status">${thinking ? W.computerThinking[lang] : waiting}</p>`);
        const combat = this.currentCombat();
        if (combat) parts.push(this.calculation(combat));
      }
      parts.push(
        opponentsPanel(this.solo, lang, this.demo.starting, {
          choose: (choice) => {
            this.solo = choice;
            setComputerSide(choice);
          },
          startDemo: () => this.startDemo(),
        }),
      );
      // After the panel, so its place (and whether it is open) stays while the demonstration's code loads.
      parts.push(this.demo.status(lang));
    }
    return html`<div class="stack">${parts}</div>`;
  }

  /** The combat to show: the demonstration's, or the latest rolled. */
  private currentCombat(): ShownCombat | null {
    return this.demo.running ? this.demo.combat : latestCombat(this.state);
  }

  private renderActing(side: Side) {
    const ctx: PanelContext = { state: this.state, side, lang: this.lang, busy: this.busy, rule: this.ruleLink, submit: (action) => this.submit(action, side), calculation: this.calculation };
    return actingPanel(ctx, this.drafts(), {
      transit: () => (this.moves.selected ? this.reachOf(this.moves.selected).transit : []),
      combat: () => this.currentCombat(),
      moves: (draft) => (this.moves = draft),
      addMove: (move) => this.addMove(move),
      attack: (draft) => (this.attack = draft),
      losses: (draft) => (this.losses = draft),
      build: (draft) => (this.build = draft),
      setup: (draft, focus) => this.changeSetup(draft, focus),
    });
  }

  private calculation = (combat: ShownCombat): TemplateResult => calculationTable(this.shown, combat, this.lang, this.ruleLink);

  private renderLog() {
    const { log, steps } = this.logNow();
    const combat = this.replay.active ? null : this.currentCombat();
    return html`${logTab(this.lang, () => this.requestUpdate(), (panel) => panel.logPanel(log, steps, this.replay, this.lang, europeBoard(), {
        rule: this.ruleLink,
        speed: this.demo.speed,
        setSpeed: (speed) => this.demo.setSpeed(speed),
        replayable: !this.demo.running,
      }))}
      ${combat ? html`<h3>${W.lastCombat[this.lang]}</h3>${this.calculation(combat)}` : nothing}`;
  }
}

customElements.define('wwi-view', WwiView);
