/**
 * The World War I view: status strip (turn record track, RP, VP, superior
 * player), the board, and a panel for the phase in hand — movement, attack with
 * its full calculation, the defender's retreat or RP, the attacker's payment
 * and advance, construction — plus rules, log, historical notes, projector
 * mode, play against the computer and a class demonstration.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import { GAME_VIEW_PROPERTIES, SUBMIT_EVENT, type GameViewProps, type SubmitDetail } from '../../../platform/game-ui';
import { wwiGame } from '../engine/module';
import { europeBoard } from '../engine/europe';
import type { Side, WwiState } from '../engine/state';
import type { WwiAction } from '../engine/actions';
import { applyAction, checkAction, possibleAttackers } from '../engine/actions';
import { sideToAct } from '../engine/sequence';
import { type UnitMove, applyMove, checkMove, movingSide } from '../engine/movement';
import { type CombatCalculation, attackingSide, canInfiltrate, checkAttack } from '../engine/combat';
import { checkAttackerChoice, checkDefenderChoice, checkRetreat } from '../engine/losses';
import { alignmentOf, isEnemyNation } from '../engine/sides';
import { botAction } from '../engine/bot';
import { CHARTS } from '../engine/charts';
import { hexDistance } from '../engine/hex';
import { activationModifiers, checkActivation } from '../engine/neutrals';
import { mayPlaceNewArmy } from '../engine/build';
import { ignoringDiceShare } from '../engine/dice-share';
import { EMPTY_OVERLAY, type BoardOverlay, type HexMark, type WwiBoard } from './wwi-board';
import { type UnitReach, moveEnd, routeLegs, unitReach } from './reach';
import { reportLines, withRoll } from './combat-report';
import { armyName, nationName, SIDE_NAMES } from './nations';
import { counterName, placeName } from './unit-labels';
import { VIEW_WORDS as W } from './words';
import { type HistoryNote, notesBetween } from './history-notes';
import { ruleNote } from './rules-text';
import { type SoloChoice, computerSide, diceSecret, rememberShown, setComputerSide, shownOnDevice } from './device-memory';
import { statusStrip } from './status-strip';
import { type BuildDraft, buildPanel, emptyBuildDraft, toBuildOrders } from './build-panel';
import { type SetupDraft, emptySetupDraft, isSetupPhase, placeArmy, pickUp, setupAction, setupHexes, withPlacements } from './setup-draft';
import { setupOverlay, setupPanel } from './setup-panel';
import { viewStyles } from './view-styles';
import { GameLogCache, eventHexes } from './game-log';
import { LogReplay } from './log-replay';
import { logPanel, replayBanner, replayOverlay } from './log-panel';
import { latestActivation, modifierCondition } from './activation-report';
import { signed } from './event-text';
import { activationPanel } from './activation-panel';
import { restoredMoves } from './restored-drafts';
import './wwi-board';
import './rules-panel';

type Tab = 'play' | 'log' | 'rules';
type DemoSpeed = 'slow' | 'normal' | 'fast';
const DEMO_DELAY: Record<DemoSpeed, number> = { slow: 2600, normal: 1200, fast: 300 };

interface ShownCombat {
  calc: CombatCalculation;
  target: string;
  rolled: boolean;
}

export class WwiView extends LitElement implements GameViewProps<WwiState> {
  static properties = {
    state: { attribute: false },
    ...GAME_VIEW_PROPERTIES,
    projector: { type: Boolean, reflect: true },
    tab: { state: true },
    selected: { state: true },
    drafts: { state: true },
    attackers: { state: true },
    target: { state: true },
    infiltration: { state: true },
    retreat: { state: true },
    attackerRp: { state: true },
    advance: { state: true },
    advancer: { state: true },
    build: { state: true },
    setupDraft: { state: true },
    message: { state: true },
    notes: { state: true },
    solo: { state: true },
    demo: { state: true },
    demoPaused: { state: true },
    demoSpeed: { state: true },
    demoPauseAtCombat: { state: true },
    demoCombat: { state: true },
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
  declare selected: string | null;
  declare drafts: UnitMove[];
  declare attackers: string[];
  declare target: string | null;
  declare infiltration: boolean;
  declare retreat: string[];
  declare attackerRp: Record<string, number>;
  declare advance: { unit: string; path: string[] }[];
  declare advancer: string | null;
  declare build: BuildDraft;
  declare setupDraft: SetupDraft;
  declare message: string;
  declare notes: HistoryNote[];
  declare solo: SoloChoice;
  /** The demonstration's own state, or null when showing the real game. */
  declare demo: WwiState | null;
  declare demoPaused: boolean;
  declare demoSpeed: DemoSpeed;
  declare demoPauseAtCombat: boolean;
  declare demoCombat: ShownCombat | null;
  declare rule: string;
  declare busy: boolean;
  private lastSeen: WwiState | null = null;
  private botTimer: ReturnType<typeof setTimeout> | undefined;
  private demoTimer: ReturnType<typeof setTimeout> | undefined;
  private reachCache: { key: string; reach: UnitReach } | null = null;
  private readonly gameLogs = new GameLogCache();
  private readonly replay = new LogReplay(this, () => (this.state ? this.logNow().steps.length : 0), () => DEMO_DELAY[this.demoSpeed] * 1.5, (index) => this.replayMoved(index));
  /** Notes and activation results this device has shown and the player dismissed (device-memory.ts). */
  private shownMarks = new Set<string>();

  static styles = viewStyles;

  constructor() {
    super();
    this.lang = 'en';
    this.activePowers = [];
    this.readonly = true;
    this.draftOrders = {};
    this.projector = false;
    this.tab = 'play';
    this.selected = null;
    this.drafts = [];
    this.attackers = [];
    this.target = null;
    this.infiltration = false;
    this.retreat = [];
    this.attackerRp = {};
    this.advance = [];
    this.advancer = null;
    this.build = emptyBuildDraft();
    this.setupDraft = emptySetupDraft();
    this.message = '';
    this.notes = [];
    this.solo = computerSide();
    this.demo = null;
    this.demoPaused = false;
    this.demoSpeed = 'normal';
    this.demoPauseAtCombat = true;
    this.demoCombat = null;
    this.rule = '';
    this.busy = false;
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.botTimer);
    clearTimeout(this.demoTimer);
  }

  // ---- what is shown and who acts ----

  private get shown(): WwiState {
    return this.demo ?? this.state;
  }

  /** The side this device may order for now (never during a demonstration). */
  private get actingSide(): Side | null {
    if (this.demo || this.replay.active || this.readonly || !this.state) return null;
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
    if ((changed.has('state') || changed.has('history')) && this.state) this.queueGameNotes();
    // After a take-back the page hands the moves back: they return as drafts of the reopened movement phase.
    if (changed.has('draftOrders') && this.state) {
      const moves = restoredMoves(this.state, this.draftOrders);
      if (moves.length) this.drafts = this.validDrafts(moves);
    }
  }

  protected updated(changed: PropertyValues<this>): void {
    if (changed.has('state') || changed.has('activePowers') || changed.has('solo') || changed.has('readonly')) this.maybeLetComputerPlay();
    if (changed.has('projector')) this.board()?.fit();
  }

  /** A new state: drop choices that belonged to the old one; keep planned moves of the same phase that are still legal. */
  private resetChoices(before: WwiState | null) {
    this.selected = null;
    this.attackers = [];
    this.target = null;
    this.infiltration = false;
    this.retreat = [];
    this.advance = [];
    this.advancer = null;
    this.message = '';
    this.reachCache = null;
    const samePhase = before && before.phaseSerial === this.state.phaseSerial && before.turn === this.state.turn;
    if (!samePhase) {
      this.drafts = [];
      this.build = emptyBuildDraft();
      this.setupDraft = emptySetupDraft();
    } else this.drafts = this.validDrafts(this.drafts);
    this.attackerRp = this.defaultAttackerRp();
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
    if (this.demo || this.readonly || !this.state || this.solo === 'none') return;
    const side = sideToAct(this.state);
    if (side !== this.solo || !this.activePowers.includes(side)) return;
    this.botTimer = setTimeout(() => {
      const action = botAction(this.state, europeBoard());
      if (action) this.submit(action, side);
    }, 700);
  }

  // ---- movement ----

  private preview(): WwiState {
    let s = this.state;
    for (const move of this.drafts) s = applyMove(s, europeBoard(), move);
    return s;
  }

  private validDrafts(drafts: UnitMove[]): UnitMove[] {
    const kept: UnitMove[] = [];
    let s = this.state;
    for (const move of drafts) {
      if (!movingSide(s) || !checkMove(s, europeBoard(), move).ok) continue;
      s = applyMove(s, europeBoard(), move);
      kept.push(move);
    }
    return kept;
  }

  private reachOf(state: WwiState, unit: string): UnitReach {
    const key = `${this.drafts.length}:${unit}`;
    if (this.reachCache?.key !== key) this.reachCache = { key, reach: unitReach(state, europeBoard(), unit) };
    return this.reachCache.reach;
  }

  private pickMoveTarget(hex: string) {
    if (!this.selected) return;
    const preview = this.preview();
    const reach = this.reachOf(preview, this.selected).hexes.get(hex);
    if (!reach) return;
    this.addMove(preview, reach.move);
  }

  private addMove(preview: WwiState, move: UnitMove) {
    const checked = checkMove(preview, europeBoard(), move);
    if (!checked.ok) {
      this.message = checked.refusal[this.lang];
      return;
    }
    this.drafts = [...this.drafts, move];
    this.selected = null;
    this.reachCache = null;
    this.message = '';
  }

  // ---- board events ----

  private onUnit(event: CustomEvent<{ unit: string }>) {
    const side = this.actingSide;
    const state = this.state;
    const unit = state.units.find((u) => u.id === event.detail.unit);
    if (!side || !unit) return;
    // A counter placed in the free set-up goes back to the pool, ready for another hex.
    if (isSetupPhase(state)) {
      if (this.setupDraft.placements.some((p) => p.unit === unit.id)) this.changeSetup(pickUp(this.setupDraft, unit.id), false);
      return;
    }
    const own = alignmentOf(state, unit.nation) === side;
    if (movingSide(state) === side) {
      if (!own || this.drafts.some((m) => m.unit === unit.id)) return;
      this.selected = this.selected === unit.id ? null : unit.id;
      this.reachCache = null;
      return;
    }
    if (state.phase === 'attack' && !state.pending && attackingSide(state) === side) {
      if (own) {
        if (state.engaged.includes(unit.id)) return;
        this.attackers = this.attackers.includes(unit.id) ? this.attackers.filter((a) => a !== unit.id) : [...this.attackers, unit.id];
      } else if (unit.hex && isEnemyNation(state, unit.nation, side)) this.chooseTarget(unit.hex);
      return;
    }
    if (state.pending?.stage === 'attacker' && own && state.pending.attackers.includes(unit.id)) {
      this.advancer = this.advancer === unit.id ? null : unit.id;
      return;
    }
    // A counter standing on a highlighted hex (a retreat may pass a friendly army) stands for its hex.
    if (state.pending && unit.hex) {
      this.onHex(new CustomEvent('hex', { detail: { hex: unit.hex } }));
      return;
    }
    if ((state.phase === 'build-allies' || state.phase === 'build-central') && unit.hex) this.onHex(new CustomEvent('hex', { detail: { hex: unit.hex } }));
  }

  private onHex(event: CustomEvent<{ hex: string }>) {
    const side = this.actingSide;
    const hex = event.detail.hex;
    const state = this.state;
    if (!side) return;
    if (isSetupPhase(state)) return this.placeSetupArmy(side, hex);
    if (movingSide(state) === side) return this.pickMoveTarget(hex);
    if (state.phase === 'attack' && !state.pending) return this.chooseTarget(hex);
    if (state.pending?.stage === 'defender') return this.extendRetreat(hex);
    if (state.pending?.stage === 'attacker') return this.extendAdvance(hex);
    if (this.build.placing) {
      this.build = { ...this.build, armies: [...this.build.armies, { unit: this.build.placing, hex }], placing: null };
    }
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

  private chooseTarget(hex: string) {
    const side = this.actingSide;
    if (!side) return;
    this.target = hex;
    this.board()?.focusHexes([hex]);
    if (!this.attackers.length) {
      // Start with every army that can join this attack; the player may drop some.
      this.attackers = possibleAttackers(this.state, europeBoard(), hex).filter((id) => {
        const unit = this.state.units.find((u) => u.id === id)!;
        return !!unit.hex && hexDistance(unit.hex, hex) === 1;
      });
    }
  }

  private extendRetreat(hex: string) {
    const index = this.retreat.indexOf(hex);
    if (index >= 0) {
      this.retreat = this.retreat.slice(0, index);
      return;
    }
    if (this.retreatOptions().includes(hex)) this.retreat = [...this.retreat, hex];
  }

  private retreatOptions(): string[] {
    const pending = this.state.pending;
    if (!pending || pending.stage !== 'defender' || !pending.defenders.length) return [];
    if (this.retreat.length >= Math.min(pending.retreatCap, pending.defenderLoss)) return [];
    const board = europeBoard();
    const unit = this.state.units.find((u) => u.id === pending.defenders[0])!;
    const side = alignmentOf(this.state, unit.nation) as Side;
    const last = this.retreat.length ? this.retreat[this.retreat.length - 1] : pending.defenderHex;
    // A retreat may pass a friendly army but not end on one (5.2): the last hex it can reach must be free.
    const final = this.retreat.length + 1 === Math.min(pending.retreatCap, pending.defenderLoss);
    return board
      .neighbours(last)
      .map((n) => n.id)
      .filter((id) => checkRetreat(this.state, board, pending.defenderHex, [...this.retreat, id], side, CHARTS, !final).ok);
  }

  private advanceRoute(): string[] {
    const pending = this.state.pending;
    if (!pending) return [];
    return [pending.defenderHex, ...pending.retreatPath];
  }

  /** Hexes of the retreat route where the chosen attacking army may end its advance (6.9, 6.91, 6.95). */
  private advanceEnds(): string[] {
    const pending = this.state.pending;
    const unit = this.advancer ?? (pending?.attackers.length === 1 ? pending.attackers[0] : null);
    if (!pending || !unit) return [];
    const route = this.advanceRoute();
    const others = this.advance.filter((a) => a.unit !== unit);
    return route.filter((_, i) => {
      const refusal = checkAttackerChoice(this.state, europeBoard(), { rp: this.attackerRp, advance: [...others, { unit, path: route.slice(0, i + 1) }] });
      return refusal.ok || !/^6\.9|^10\.45/.test(refusal.refusal.rule);
    });
  }

  private extendAdvance(hex: string) {
    if (!this.advanceEnds().includes(hex)) return;
    const route = this.advanceRoute();
    const unit = this.advancer ?? (this.state.pending!.attackers.length === 1 ? this.state.pending!.attackers[0] : null);
    const index = route.indexOf(hex);
    if (!unit || index < 0) return;
    const others = this.advance.filter((a) => a.unit !== unit);
    this.advance = [...others, { unit, path: route.slice(0, index + 1) }];
  }

  private defaultAttackerRp(): Record<string, number> {
    const pending = this.state?.pending;
    if (!pending || pending.stage !== 'attacker' || pending.attackerLoss === 0) return {};
    const nations = [...new Set(pending.attackers.map((id) => this.state.units.find((u) => u.id === id)!.nation))];
    let left = pending.attackerLoss;
    const out: Record<string, number> = {};
    for (const nation of nations.sort((a, b) => this.state.nations[b].rp - this.state.nations[a].rp)) {
      const pay = Math.min(left, this.state.nations[nation].rp);
      out[nation] = pay;
      left -= pay;
    }
    return out;
  }

  // ---- the overlay the board draws ----

  private overlay(): BoardOverlay {
    if (this.demo) return this.demoOverlay();
    if (this.replay.active) return replayOverlay(this.logNow().steps[this.replay.index], europeBoard(), this.lang);
    const side = this.actingSide;
    const state = this.state;
    const board = europeBoard();
    const marks: HexMark[] = [];
    const legs: BoardOverlay['legs'] = [];
    const lang = this.lang;
    if (!side) return this.lastCombatOverlay();
    if (isSetupPhase(state)) return setupOverlay(state, side, this.setupDraft, lang);
    if (movingSide(state) === side) {
      const preview = this.preview();
      for (const move of this.drafts) {
        const start = state.units.find((u) => u.id === move.unit)?.hex ?? null;
        for (const leg of routeLegs(start, move)) legs.push({ from: leg.from, to: leg.to, kind: move.bySea ? 'sea' : leg.rail ? 'rail' : 'move' });
      }
      if (this.selected) {
        const reach = this.reachOf(preview, this.selected);
        for (const r of reach.hexes.values()) {
          const kind = r.sea ? 'sea' : r.zocStop ? 'zoc' : r.rail ? 'rail' : 'reach';
          const how = r.sea ? ` ${W.seaWord[lang]}` : r.rail ? ` ${W.railWord[lang]}` : '';
          const stop = r.zocStop ? `, ${W.zocStop[lang]}` : '';
          marks.push({ hex: r.hex, kind, label: `${r.cost}`, name: `${placeName(board, r.hex)}: ${r.cost} ${W.mp[lang]}${how}${stop}` });
        }
      }
      return { marks, selected: this.selected ? [this.selected] : [], legs };
    }
    if (state.phase === 'attack' && !state.pending) {
      for (const hex of this.attackTargets()) {
        marks.push({ hex, kind: hex === this.target ? 'defender' : 'target', name: `${W.attack[lang]}: ${placeName(board, hex)}` });
      }
      return { marks, selected: this.attackers, legs };
    }
    if (state.pending?.stage === 'defender') {
      const pending = state.pending;
      marks.push({ hex: pending.defenderHex, kind: 'defender', name: `${W.defenderHex[lang]}: ${placeName(board, pending.defenderHex)}` });
      this.retreat.forEach((hex, i) => marks.push({ hex, kind: 'path', label: `${i + 1}`, name: `${W.retreatHexes[lang]} ${i + 1}: ${placeName(board, hex)}` }));
      for (const hex of this.retreatOptions()) marks.push({ hex, kind: 'retreat', label: `${this.retreat.length + 1}`, name: `${W.retreatHexes[lang]} ${this.retreat.length + 1}: ${placeName(board, hex)}` });
      let from = pending.defenderHex;
      for (const hex of this.retreat) {
        legs.push({ from, to: hex, kind: 'retreat' });
        from = hex;
      }
      return { marks, selected: pending.attackers, legs };
    }
    if (state.pending?.stage === 'attacker') {
      const pending = state.pending;
      const route = this.advanceRoute();
      const vacated = !state.units.some((u) => u.status === 'map' && u.hex === pending.defenderHex);
      if (vacated) {
        for (const hex of this.advanceEnds()) {
          const i = route.indexOf(hex);
          marks.push({ hex, kind: 'advance', label: `${i + 1}`, name: `${W.advance[lang]} ${i + 1}: ${placeName(board, hex)}` });
        }
      }
      for (const a of this.advance) {
        let from = state.units.find((u) => u.id === a.unit)?.hex ?? a.path[0];
        for (const hex of a.path) {
          legs.push({ from, to: hex, kind: 'advance' });
          from = hex;
        }
      }
      let from = pending.defenderHex;
      for (const hex of pending.retreatPath) {
        legs.push({ from, to: hex, kind: 'retreat' });
        from = hex;
      }
      return { marks, selected: this.advancer ? [this.advancer] : pending.attackers, legs };
    }
    if (this.build.placing) {
      for (const hex of this.placesFor(this.build.placing)) marks.push({ hex, kind: 'place', name: `${W.newArmy[lang]}: ${placeName(board, hex)}` });
    }
    return { marks, selected: [], legs };
  }

  private lastCombatOverlay(): BoardOverlay {
    const pending = this.state.pending;
    if (!pending) return EMPTY_OVERLAY;
    return { marks: [{ hex: pending.defenderHex, kind: 'defender', name: placeName(europeBoard(), pending.defenderHex) }], selected: pending.attackers, legs: [] };
  }

  private demoOverlay(): BoardOverlay {
    const combat = this.demoCombat;
    if (!combat) return EMPTY_OVERLAY;
    return { marks: [{ hex: combat.target, kind: 'defender', name: placeName(europeBoard(), combat.target) }], selected: combat.calc.attackers.map((a) => a.unit), legs: [] };
  }

  private attackTargets(): string[] {
    const side = this.actingSide;
    if (!side) return [];
    const state = this.state;
    const board = europeBoard();
    const from = this.attackers.length ? this.attackers : state.units.filter((u) => u.status === 'map' && alignmentOf(state, u.nation) === side && !state.engaged.includes(u.id)).map((u) => u.id);
    const out = new Set<string>();
    for (const id of from) {
      const unit = state.units.find((u) => u.id === id);
      if (!unit?.hex) continue;
      for (const n of board.neighbours(unit.hex)) {
        if (out.has(n.id) || state.attackedHexes.includes(n.id)) continue;
        const enemy = state.units.some((u) => u.status === 'map' && u.hex === n.id && isEnemyNation(state, u.nation, side)) || state.forts.some((f) => f.hex === n.id && !f.destroyed && isEnemyNation(state, f.nation, side));
        if (enemy) out.add(n.id);
      }
    }
    return [...out];
  }

  /** Hexes where a new army may appear (8.33, 8.34), minus those already chosen this step. */
  private placesFor(unitId: string): string[] {
    const board = europeBoard();
    const unit = this.state.units.find((u) => u.id === unitId);
    if (!unit) return [];
    const used = new Set(this.build.armies.map((a) => a.hex));
    return [...board.allHexes()].filter((hex) => !used.has(hex.id) && board.isPlayable(hex.id) && mayPlaceNewArmy(this.state, board, unit, hex.id).ok).map((hex) => hex.id);
  }

  // ---- demonstration ----

  private startDemo() {
    this.demo = structuredClone({ ...this.state, undo: null });
    this.demoPaused = false;
    this.demoCombat = null;
    this.scheduleDemo();
  }

  private stopDemo() {
    clearTimeout(this.demoTimer);
    this.demo = null;
    this.demoCombat = null;
  }

  private scheduleDemo() {
    clearTimeout(this.demoTimer);
    if (!this.demo || this.demoPaused) return;
    this.demoTimer = setTimeout(() => this.demoStep(), DEMO_DELAY[this.demoSpeed]);
  }

  /** One automated action; an attack first shows its calculation and, if asked, waits for the teacher before and after the roll. */
  private demoStep() {
    const state = this.demo;
    if (!state) return;
    const side = sideToAct(state);
    if (!side) {
      this.demoPaused = true;
      return;
    }
    const board = europeBoard();
    const plain: WwiState = { ...state, diceMode: 'plain', diceOwedBy: null };
    const action = botAction(plain, board);
    if (!action) return;
    if (action.kind === 'attack') {
      const showing = this.demoCombat && !this.demoCombat.rolled && this.demoCombat.target === action.order.target;
      const checked = checkAttack(plain, board, action.order);
      if (!showing && checked.ok) {
        this.demoCombat = { calc: checked.value, target: action.order.target, rolled: false };
        this.board()?.focusHexes([action.order.target]);
        if (this.demoPauseAtCombat) this.demoPaused = true;
        else this.scheduleDemo();
        return;
      }
    }
    const next = applyAction(plain, board, side, action);
    if (action.kind === 'attack' && this.demoCombat) {
      const report = wwiGame.recentCombats(next).at(-1);
      const calc = report ? (report.calculation.die ? report.calculation : withRoll(report.calculation, report.die)) : this.demoCombat.calc;
      this.demoCombat = { ...this.demoCombat, calc, rolled: true };
      if (this.demoPauseAtCombat) this.demoPaused = true;
    } else if (action.kind !== 'defend' && action.kind !== 'settle') this.demoCombat = null;
    this.notes = [...this.notes, ...notesBetween(state, next).filter((n) => !this.notes.some((m) => m.id === n.id))];
    this.demo = next;
    this.scheduleDemo();
  }

  // ---- rendering ----

  render() {
    if (!this.state) return nothing;
    const shown = this.replayedState() ?? this.shown;
    const lang = this.lang;
    return html`<div class="shell">
      ${statusStrip(shown, lang)}
      ${this.demo ? html`<p class="demo-banner" role="status">${W.demoRunning[lang]}</p>` : nothing}
      ${this.notes.length ? this.renderNotes() : nothing}
      ${this.replay.active ? replayBanner(this.replay, this.logNow().steps, lang) : this.renderActivationResult()}
      <div class="main">
        <wwi-board class="board" .state=${shown === this.state ? withPlacements(shown, this.setupDraft.placements) : shown} .lang=${lang} .overlay=${this.overlay()} ?projector=${this.projector}
          @unit-activate=${this.onUnit} @hex-activate=${this.onHex}
          @board-background=${() => {
            this.selected = null;
          }}></wwi-board>
        <aside class="panel">
          <div class="panel-head">
          <div class="tabs" role="tablist">
            ${(['play', 'log', 'rules'] as Tab[]).map(
              (tab) => html`<button role="tab" aria-selected=${this.tab === tab ? 'true' : 'false'} class=${this.tab === tab ? 'on' : ''} @click=${() => (this.tab = tab)}>${W[tab][lang]}</button>`,
            )}
          </div>
          <div class="tools">
            <button class="projector-toggle" aria-pressed=${this.projector ? 'true' : 'false'} @click=${() => (this.projector = !this.projector)}>${this.projector ? W.projectorOff[lang] : W.projector[lang]}</button>
          </div>
          </div>
          ${this.tab === 'play' ? this.renderPlay() : this.tab === 'log' ? this.renderLog() : html`<rules-panel .lang=${lang} .rule=${this.rule}></rules-panel>`}
        </aside>
      </div>
    </div>`;
  }

  private openRule(rule: string) {
    this.rule = rule;
    this.tab = 'rules';
  }

  private ruleLink(rule: string): TemplateResult {
    const note = ruleNote(rule);
    return html`<button class="rule" @click=${() => this.openRule(rule)} aria-label=${`${W.rule[this.lang]} ${rule}${note ? `: ${note.title[this.lang]}` : ''}`}>${rule}</button>`;
  }

  private renderNotes() {
    const lang = this.lang;
    const note = this.notes[0];
    return html`<section class="note" role="status" aria-live="polite">
      <div><strong>${W.historyNote[lang]} — ${note.title[lang]}</strong><p>${note.text[lang]}</p></div>
      <button @click=${() => this.dismissNote()}>${W.close[lang]}</button>
    </section>`;
  }

  // ---- the game log, its replay, its notes (game-log.ts) ----

  /** The whole game's log from the earlier states the page gives and the current one. */
  private logNow() {
    return this.gameLogs.of(this.history, this.state);
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
      const panel = this.renderRoot.querySelector<HTMLElement>('.panel');
      const current = this.renderRoot.querySelector<HTMLElement>('.game-log .current');
      // Only the panel scrolls (when it has its own scroll bar): the page stays on the board.
      if (panel && current && panel.scrollHeight > panel.clientHeight) {
        const controls = this.renderRoot.querySelector<HTMLElement>('.replay-controls')?.offsetHeight ?? 0;
        const below = current.getBoundingClientRect().top - panel.getBoundingClientRect().top;
        panel.scrollTop += below - (controls + panel.clientHeight) / 2;
      }
    });
  }

  /** Historical notes in the game's log and history that this device has not shown yet; each is shown once per game. */
  private queueGameNotes() {
    this.shownMarks = shownOnDevice();
    const fresh = this.logNow().log.notes.filter((n) => !this.shownMarks.has(`note:${n.id}`) && !this.notes.some((m) => m.id === n.id));
    if (fresh.length) this.notes = [...this.notes, ...fresh];
  }

  private dismissNote() {
    const note = this.notes[0];
    // A demonstration's notes are not the game's: only the game's own are remembered as shown.
    if (note && this.state && this.logNow().log.notes.some((n) => n.id === note.id)) this.remember(`note:${note.id}`);
    this.notes = this.notes.slice(1);
  }

  private remember(mark: string) {
    rememberShown(mark);
    this.shownMarks = new Set([...this.shownMarks, mark]);
    this.requestUpdate();
  }

  /** The latest neutral activation roll (9.2), read from the log so the opponent sees it too, until dismissed on this device. */
  private renderActivationResult() {
    if (this.demo) return nothing;
    const report = latestActivation(this.state);
    if (!report || this.shownMarks.has(report.key)) return nothing;
    return activationPanel(report, this.lang, { rule: (rule) => this.ruleLink(rule), dismiss: () => this.remember(report.key) });
  }

  private renderPlay() {
    const lang = this.lang;
    const state = this.shown;
    const side = sideToAct(state);
    const parts: unknown[] = [];
    if (this.message) parts.push(html`<p class="refusal" role="alert">${W.refused[lang]}: ${this.message}</p>`);
    if (this.demo) parts.push(this.renderDemoControls());
    else {
      const acting = this.actingSide;
      if (state.phase === 'over') parts.push(html`<p><strong>${W.gameOver[lang]}</strong></p>`);
      else if (acting) parts.push(this.renderActing(acting));
      else {
        const thinking = side && this.solo === side && this.activePowers.includes(side) && !this.readonly;
        parts.push(html`<p class="waiting" role="status">${thinking ? W.computerThinking[lang] : side ? `${W.waitingFor[lang]}: ${SIDE_NAMES[side][lang]}` : ''}</p>`);
        const combat = this.currentCombat();
        if (combat) parts.push(this.renderCalculation(combat));
      }
      parts.push(this.renderOpponents());
    }
    return html`<div class="stack">${parts}</div>`;
  }

  /** The combat to show: the demonstration's, the one being declared, or the latest rolled. */
  private currentCombat(): ShownCombat | null {
    if (this.demo) return this.demoCombat;
    const report = wwiGame.recentCombats(this.state).at(-1);
    if (!report) return null;
    return { calc: report.calculation.die ? report.calculation : withRoll(report.calculation, report.die), target: report.calculation.target ?? '', rolled: true };
  }

  private renderActing(side: Side) {
    const state = this.state;
    const lang = this.lang;
    const heading = html`<h2 class="act">${SIDE_NAMES[side][lang]} — ${W.yourMove[lang]}</h2>`;
    if (movingSide(state) === side) return html`${heading}${this.renderActivation(side)}${this.renderMovement()}`;
    if (state.phase === 'attack') {
      if (state.pending?.stage === 'defender') return html`${heading}${this.renderDefender()}`;
      if (state.pending?.stage === 'attacker') return html`${heading}${this.renderAttackerChoice()}`;
      return html`${heading}${this.renderAttack(side)}`;
    }
    if (state.phase === 'build-allies' || state.phase === 'build-central') {
      return html`${heading}${buildPanel(state, side, this.build, lang, {
        change: (draft) => (this.build = draft),
        submit: () => this.submit({ kind: 'build', orders: toBuildOrders(this.build) }, side),
        rule: (rule) => this.ruleLink(rule),
        refusal: () => checkAction(ignoringDiceShare(state), europeBoard(), side, { kind: 'build', orders: toBuildOrders(this.build) })?.[lang] ?? null,
      })}`;
    }
    if (isSetupPhase(state)) {
      return html`${heading}${setupPanel(state, side, this.setupDraft, lang, {
        change: (draft, focus) => this.changeSetup(draft, focus),
        submit: () => this.submit(setupAction(this.setupDraft), side),
        rule: (rule) => this.ruleLink(rule),
        // The dice share is attached on submit (dice-share.ts): judge the placements alone.
        refusal: () => checkAction(ignoringDiceShare(state), europeBoard(), side, setupAction(this.setupDraft))?.[lang] ?? null,
        busy: this.busy,
      })}`;
    }
    return heading;
  }

  private renderActivation(side: Side) {
    const lang = this.lang;
    const state = this.state;
    if (state.activationTried) return html`<p class="muted">${W.activationDone[lang]}</p>`;
    const board = europeBoard();
    const candidates = Object.keys(CHARTS.activation).filter((nation) => checkActivation(state, nation, side).ok);
    if (!candidates.length) return nothing;
    return html`<details class="dialog">
      <summary>${W.activation[lang]} ${this.ruleLink('9.2')}</summary>
      <p class="muted">${W.activationHelp[lang]}</p>
      ${this.drafts.length ? html`<p class="muted">${W.activationDraftsLost[lang]}</p>` : nothing}
      <ul class="plain">
        ${candidates.map((nation) => {
          const needed = CHARTS.activation[nation][side]!;
          const mods = activationModifiers(state, board, nation, side);
          return html`<li><button @click=${() => this.submit({ kind: 'activate', nation }, side)}>${W.rollFor[lang]} ${nationName(nation, lang)}</button>
            <span class="muted">${W.needs[lang]} ${needed}+${mods.length ? `, ${W.modifiers[lang]}:` : ''}</span>
            ${mods.length ? html`<ul class="plain">${mods.map((m) => html`<li>${signed(m.value)} ${modifierCondition(m.text)[lang]}</li>`)}</ul>` : nothing}</li>`;
        })}
      </ul>
    </details>`;
  }

  private renderMovement() {
    const lang = this.lang;
    const state = this.state;
    const board = europeBoard();
    const side = this.actingSide!;
    const preview = this.preview();
    const transit = this.selected ? this.reachOf(preview, this.selected).transit : [];
    const unitName = (id: string) => {
      const u = state.units.find((x) => x.id === id)!;
      return armyName(u.nation, u.army, lang);
    };
    return html`<section class="dialog">
      <h3>${W.movement[lang]} ${this.ruleLink('5.0')}</h3>
      <p class="muted">${W.moveHelp[lang]}</p>
      <ul class="legend" aria-hidden="true"><li class="k-reach">${W.footWord[lang]}</li><li class="k-rail">${W.railWord[lang]} ${this.ruleLink('5.3')}</li><li class="k-sea">${W.seaWord[lang]} ${this.ruleLink('5.4')}</li><li class="k-zoc">${W.zocStop[lang]} ${this.ruleLink('4.0')}</li></ul>
      ${this.selected ? html`<p><strong>${unitName(this.selected)}</strong></p>` : nothing}
      ${transit.map((t) => html`<button @click=${() => this.addMove(preview, t.move)}>${W.enterTransit[lang]}: ${t.area} (${t.cost} ${W.mp[lang]})</button>`)}
      <h3>${W.plannedMoves[lang]}</h3>
      ${this.drafts.length
        ? html`<ol class="moves">${this.drafts.map((m) => {
            const end = moveEnd(m);
            return html`<li>${unitName(m.unit)} → ${end ? placeName(board, end) : m.enterTransit}${m.bySea ? ` (${W.seaWord[lang]})` : m.steps.some((s) => s.rail) ? ` (${W.railWord[lang]})` : ''}</li>`;
          })}</ol>`
        : html`<p class="muted">${W.noMoves[lang]}</p>`}
      <div class="row">
        <button ?disabled=${!this.drafts.length} @click=${() => (this.drafts = this.drafts.slice(0, -1))}>${W.undo[lang]}</button>
        <button ?disabled=${!this.drafts.length} @click=${() => (this.drafts = [])}>${W.clear[lang]}</button>
        <button class="primary" ?disabled=${this.busy} @click=${() => this.submit({ kind: 'move', moves: this.drafts }, side)}>${W.endMovement[lang]}</button>
      </div>
    </section>`;
  }

  private renderAttack(side: Side) {
    const lang = this.lang;
    const state = this.state;
    const board = europeBoard();
    const order = this.target ? { attackers: this.attackers, target: this.target, ...(this.infiltration ? { infiltration: true } : {}) } : null;
    const checked = order && this.attackers.length ? checkAttack(state, board, order) : null;
    const mayInfiltrate = this.attackers.some((id) => canInfiltrate(state.units.find((u) => u.id === id)!));
    return html`<section class="dialog">
      <h3>${W.attack[lang]} ${this.ruleLink('6.1')}</h3>
      <p class="muted">${W.attackHelp[lang]}</p>
      ${state.frenchAttacksOwed > 0 && side === 'allies' ? html`<p class="owed">${W.frenchOwed[lang]}: ${state.frenchAttacksOwed} ${this.ruleLink('11.12')}</p>` : nothing}
      <p><strong>${W.attackers[lang]}:</strong> ${this.attackers.length ? this.attackers.map((id) => counterName(board, state.units.find((u) => u.id === id)!, lang)).join('; ') : '—'}</p>
      <p><strong>${W.defenderHex[lang]}:</strong> ${this.target ? placeName(board, this.target) : '—'}</p>
      ${mayInfiltrate ? html`<label class="check"><input type="checkbox" .checked=${this.infiltration} @change=${(e: Event) => (this.infiltration = (e.target as HTMLInputElement).checked)} /> ${W.infiltration[lang]}</label>` : nothing}
      ${checked && !checked.ok ? html`<p class="refusal" role="alert">${checked.refusal[lang]}</p>` : nothing}
      ${checked?.ok ? this.renderCalculation({ calc: checked.value, target: this.target!, rolled: false }) : nothing}
      <div class="row">
        <button ?disabled=${!this.attackers.length && !this.target} @click=${() => {
          this.attackers = [];
          this.target = null;
        }}>${W.clear[lang]}</button>
        <button class="primary roll" ?disabled=${!checked?.ok || this.busy} @click=${() => this.submit({ kind: 'attack', order: order! }, side)}>${W.roll[lang]}</button>
      </div>
      <button class="end" ?disabled=${this.busy} @click=${() => this.submit({ kind: 'end-attacks' }, side)}>${W.endAttacks[lang]}</button>
    </section>
    ${this.lastRolledCombat()}`;
  }

  /** The latest rolled combat, folded away while declaring the next attack, open while its losses are paid. */
  private lastRolledCombat(open = false) {
    const combat = this.currentCombat();
    return combat ? html`<details class="dialog" ?open=${open}><summary>${W.lastCombat[this.lang]}</summary>${this.renderCalculation(combat)}</details>` : nothing;
  }

  /** The full calculation table; every line cites its rule and opens it in the rules panel. */
  private renderCalculation(combat: ShownCombat) {
    const lang = this.lang;
    const state = this.shown;
    const calc = combat.calc;
    const lines = reportLines(state, europeBoard(), calc, combat.target || calc.target || '', lang);
    return html`<section class="calc" aria-label=${W.calculation[lang]}>
      <h3>${W.calculation[lang]} — ${combat.rolled ? W.afterRoll[lang] : W.beforeRoll[lang]}</h3>
      <table>
        <tbody>
          ${lines.map((line) => html`<tr class=${line.kind}><th scope="row">${line.label}</th><td class="value">${line.value}</td><td>${this.ruleLink(line.rule)}</td></tr>`)}
        </tbody>
      </table>
      ${combat.rolled && calc.die ? html`<p class="die" aria-label=${`${W.die[lang]} ${calc.die}`}><span class="pip">${calc.die}</span> → ${calc.cell}</p>` : nothing}
    </section>`;
  }

  private renderDefender() {
    const lang = this.lang;
    const state = this.state;
    const pending = state.pending!;
    const side = this.actingSide!;
    const board = europeBoard();
    const combat = this.currentCombat();
    const nation = pending.defenders.length ? state.units.find((u) => u.id === pending.defenders[0])!.nation : state.forts.find((f) => f.hex === pending.defenderHex && !f.destroyed)?.nation ?? '';
    const rp = Math.max(0, pending.defenderLoss - this.retreat.length);
    const choice = pending.defenders.length ? { retreat: this.retreat, rp } : { rp };
    const checked = checkDefenderChoice(state, board, choice);
    const mayEliminate = pending.defenders.length && checkDefenderChoice(state, board, { eliminate: true }).ok;
    const mayDestroyFort = !pending.defenders.length && checkDefenderChoice(state, board, { destroyFort: true }).ok;
    return html`${combat ? this.renderCalculation(combat) : nothing}
      <section class="dialog">
        <h3>${W.defend[lang]} ${this.ruleLink('6.31')}</h3>
        <p class="muted">${W.defendHelp[lang]}</p>
        <p class="big"><strong>${W.lossToPay[lang]}: ${pending.defenderLoss}</strong></p>
        <p>${W.retreatHexes[lang]}: ${this.retreat.length ? this.retreat.map((h) => placeName(board, h)).join(' → ') : '—'}</p>
        <p>${W.rpPaid[lang]} (${nationName(nation, lang)}, ${state.nations[nation]?.rp ?? 0}): <strong>${rp}</strong></p>
        ${checked.ok ? nothing : html`<p class="refusal" role="alert">${checked.refusal[lang]}</p>`}
        <div class="row">
          <button ?disabled=${!this.retreat.length} @click=${() => (this.retreat = this.retreat.slice(0, -1))}>${W.undo[lang]}</button>
          <button class="primary" ?disabled=${!checked.ok || this.busy} @click=${() => this.submit({ kind: 'defend', choice }, side)}>${W.confirm[lang]}</button>
        </div>
        ${mayEliminate ? html`<button @click=${() => this.submit({ kind: 'defend', choice: { eliminate: true } }, side)}>${W.eliminate[lang]} ${this.ruleLink('6.33')}</button>` : nothing}
        ${mayDestroyFort ? html`<button @click=${() => this.submit({ kind: 'defend', choice: { destroyFort: true } }, side)}>${W.destroyFort[lang]} ${this.ruleLink('10.54')}</button>` : nothing}
      </section>`;
  }

  private renderAttackerChoice() {
    const lang = this.lang;
    const state = this.state;
    const pending = state.pending!;
    const side = this.actingSide!;
    const board = europeBoard();
    const choice = { rp: this.attackerRp, ...(this.advance.length ? { advance: this.advance } : {}) };
    const checked = checkAttackerChoice(state, board, choice);
    const nations = Object.keys(this.attackerRp);
    const vacated = !state.units.some((u) => u.status === 'map' && u.hex === pending.defenderHex);
    return html`${this.lastRolledCombat(true)}
      <section class="dialog">
        <h3>${W.settle[lang]} ${this.ruleLink('6.32')}</h3>
        <p class="muted">${W.settleHelp[lang]}</p>
        <p class="big"><strong>${W.lossToPay[lang]}: ${pending.attackerLoss}</strong></p>
        ${nations.map(
          (nation) => html`<label class="field">${nationName(nation, lang)} (${state.nations[nation].rp} ${W.rpShort[lang]})
            <input type="number" min="0" max=${state.nations[nation].rp} .value=${String(this.attackerRp[nation] ?? 0)}
              @input=${(e: Event) => (this.attackerRp = { ...this.attackerRp, [nation]: Math.max(0, Number((e.target as HTMLInputElement).value) || 0) })} /></label>`,
        )}
        ${vacated
          ? html`<h3>${W.advance[lang]} ${this.ruleLink('6.9')}</h3>
              <p class="muted">${W.advanceHelp[lang]}</p>
              <div class="row">${pending.attackers.map((id) => {
                const unit = state.units.find((u) => u.id === id)!;
                return html`<button aria-pressed=${this.advancer === id ? 'true' : 'false'} class=${this.advancer === id ? 'on' : ''} @click=${() => (this.advancer = this.advancer === id ? null : id)}>${armyName(unit.nation, unit.army, lang)}</button>`;
              })}</div>
              ${this.advance.length ? html`<ul class="plain">${this.advance.map((a) => {
                const unit = state.units.find((u) => u.id === a.unit)!;
                return html`<li>${armyName(unit.nation, unit.army, lang)} → ${a.path.map((h) => placeName(board, h)).join(' → ')}</li>`;
              })}</ul><button @click=${() => (this.advance = [])}>${W.clear[lang]}</button>` : nothing}`
          : nothing}
        ${checked.ok ? nothing : html`<p class="refusal" role="alert">${checked.refusal[lang]}</p>`}
        <button class="primary" ?disabled=${!checked.ok || this.busy} @click=${() => this.submit({ kind: 'settle', choice }, side)}>${W.confirm[lang]}</button>
      </section>`;
  }

  private renderLog() {
    const { log, steps } = this.logNow();
    const combat = this.replay.active ? null : this.currentCombat();
    return html`${logPanel(log, steps, this.replay, this.lang, europeBoard(), {
        rule: (rule) => this.ruleLink(rule),
        speed: this.demoSpeed,
        setSpeed: (speed) => (this.demoSpeed = speed),
      })}
      ${combat ? html`<h3>${W.lastCombat[this.lang]}</h3>${this.renderCalculation(combat)}` : nothing}`;
  }

  private renderOpponents() {
    const lang = this.lang;
    const choose = (choice: SoloChoice) => {
      this.solo = choice;
      setComputerSide(choice);
    };
    return html`<details class="dialog opponents">
      <summary>${W.opponents[lang]} · ${W.demo[lang]}</summary>
      <fieldset>
        <legend>${W.opponents[lang]}</legend>
        <label class="check"><input type="radio" name="solo" .checked=${this.solo === 'none'} @change=${() => choose('none')} /> ${W.humanVsHuman[lang]}</label>
        <label class="check"><input type="radio" name="solo" .checked=${this.solo === 'central'} @change=${() => choose('central')} /> ${W.soloAs[lang]} ${SIDE_NAMES.allies[lang]}</label>
        <label class="check"><input type="radio" name="solo" .checked=${this.solo === 'allies'} @change=${() => choose('allies')} /> ${W.soloAs[lang]} ${SIDE_NAMES.central[lang]}</label>
      </fieldset>
      <h3>${W.demo[lang]}</h3>
      <p class="muted">${W.demoHelp[lang]}</p>
      <button class="primary" @click=${() => this.startDemo()}>${W.demoStart[lang]}</button>
    </details>`;
  }

  private renderDemoControls() {
    const lang = this.lang;
    return html`<section class="dialog">
      <h3>${W.demo[lang]}</h3>
      <div class="row">
        ${this.demoPaused
          ? html`<button class="primary" @click=${() => {
              this.demoPaused = false;
              this.demoStep();
            }}>${W.demoResume[lang]}</button>`
          : html`<button @click=${() => {
              this.demoPaused = true;
              clearTimeout(this.demoTimer);
            }}>${W.demoPause[lang]}</button>`}
        <button @click=${() => this.demoStep()}>${W.demoStep[lang]}</button>
        <button @click=${() => this.stopDemo()}>${W.demoStop[lang]}</button>
      </div>
      <label class="field">${W.speed[lang]}
        <select @change=${(e: Event) => {
          this.demoSpeed = (e.target as HTMLSelectElement).value as DemoSpeed;
          this.scheduleDemo();
        }}>
          ${(['slow', 'normal', 'fast'] as DemoSpeed[]).map((s) => html`<option value=${s} ?selected=${this.demoSpeed === s}>${W[s][lang]}</option>`)}
        </select></label>
      <label class="check"><input type="checkbox" .checked=${this.demoPauseAtCombat} @change=${(e: Event) => (this.demoPauseAtCombat = (e.target as HTMLInputElement).checked)} /> ${W.pauseAtCombat[lang]}</label>
      ${this.demoCombat ? this.renderCalculation(this.demoCombat) : nothing}
    </section>`;
  }
}

customElements.define('wwi-view', WwiView);
