/**
 * <be-view>: La Belle Époque in the site. The map (<be-map>) offers the legal
 * targets of the action being drafted; the action panel lists chapter 8's
 * actions with costs and the engine's refusals; power sheets, the events, the
 * last contest, the log and the scoring are shown beside it.
 */
import { LitElement, html, nothing } from 'lit';
import type { Lang, PowerId } from '../../../platform/game';
import { GAME_VIEW_PROPERTIES, SUBMIT_EVENT, type SubmitDetail } from '../../../platform/game-ui';
import type { Action } from '../engine/actions';
import { POWER_IDS, type PowerId as BePower } from '../engine/data';
import type { BelleEpoqueModuleState } from '../engine/module';
import { verdictText } from '../engine/text-report';
import { actionPanel, pendingPanel } from './action-panel';
import { setupTap } from './setup-draft';
import { rearrangeTap, rearrangeTargets, rearranging } from './rearrange-draft';
import { clickTerritory, emptyDraft, mapTargets, type Draft } from './draft';
import type { LogLine } from './log-lines';
import { contestResult, eventsPanel, glossaryPanel, powerSheet } from './panels';
import { LazyPart } from './lazy-part';
import { actionText, powerName, tr } from './words';
import { viewStyles } from './view-styles';
import { diceSecret } from './dice-memory';
import { rollPanel, sentAction, toAct, waitingForRoll } from './roll-panel';
import './be-map';
import './automated-pace';

export class BeView extends LitElement {
  static properties = {
    ...GAME_VIEW_PROPERTIES,
    state: { attribute: false },
    draft: { state: true },
    scoringOpen: { state: true },
  };

  declare state: BelleEpoqueModuleState;
  declare lang: Lang;
  private logKey: { history: unknown; state: unknown; lang: Lang; lines: LogLine[] } | null = null;
  /** The log and the scoring explained, under the board: loaded after it (later-panels.ts). */
  readonly later = new LazyPart(this, () => import('./later-panels'));
  declare activePowers: PowerId[];
  declare ownPowers: PowerId[] | undefined;
  declare draftOrders: Record<PowerId, unknown>;
  declare readonly: boolean;
  declare history: BelleEpoqueModuleState[] | undefined;
  declare draft: Draft;
  /** The scoring explained is worked out only while its heading is open: every VP of every scoring, at every drawing, otherwise. */
  declare scoringOpen: boolean;

  static styles = viewStyles;

  constructor() {
    super();
    this.lang = 'en';
    this.activePowers = [];
    this.draftOrders = {};
    this.readonly = false;
    this.draft = emptyDraft();
    this.scoringOpen = false;
  }

  protected willUpdate(changed: Map<string, unknown>): void {
    // A new state starts a new draft: set-up always drafts a placement.
    if (changed.has('state') && this.state) this.draft = emptyDraft(this.state.phase === 'setup' ? 'setup' : null);
  }

  /** The power this device may act for now, if any (with shared dice, the roller of a declared action). */
  private get acting(): BePower | null {
    const p = this.state ? toAct(this.state) : null;
    return p && !this.readonly && this.activePowers.includes(p) ? p : null;
  }

  private setDraft = (d: Draft) => {
    this.draft = d;
  };

  private submit = (move: Action | { kind: 'roll' }) => {
    const power = this.acting;
    if (!power) return;
    // By link the action carries what the shared dice need from this device's secret (link-dice.ts).
    const action = sentAction(this.state, power, move, (player) => diceSecret(player)) as Action;
    this.dispatchEvent(new CustomEvent<SubmitDetail<Action>>(SUBMIT_EVENT, { detail: { power, action }, bubbles: true, composed: true }));
    this.draft = emptyDraft(this.state.phase === 'setup' ? 'setup' : null);
  };

  private onTerritory = (e: CustomEvent<{ territory: string }>) => {
    if (!this.acting || this.state.shared?.declared) return;
    // End of the set-up (3.3.2): a first tap picks a cube, a second says where it goes.
    if (rearranging(this.state)) {
      const t = rearrangeTap(this.state, this.draft.territory, e.detail.territory);
      if (t.action) this.submit(t.action);
      else this.draft = { ...this.draft, territory: t.from, refusal: t.refusal };
      return;
    }
    // Set-up: one tap, one cube (3.3); a refused tap says why.
    const tap = setupTap(this.state, e.detail.territory);
    if (tap) {
      if (tap.action) this.submit(tap.action);
      else this.draft = { ...this.draft, territory: e.detail.territory, refusal: tap.refusal };
      return;
    }
    this.draft = clickTerritory(this.state, this.draft, e.detail.territory);
  };

  private status() {
    const s = this.state;
    const lang = this.lang;
    const who = toAct(s);
    const phase = s.phase === 'setup' ? tr(lang, 'Initial set-up (3.3)', 'Setup iniziale (3.3)') : s.phase === 'ended' ? tr(lang, 'Game over', 'Partita terminata') : tr(lang, 'Action phase (8.0)', 'Fase delle Azioni (8.0)');
    return html`<div class="status" role="status">
      <strong>${s.turn > 0 ? tr(lang, `Turn ${s.turn} of 9`, `Turno ${s.turn} di 9`) : ''} ${phase}</strong>
      ${who ? html`<span>${tr(lang, 'To act', 'Tocca a')}: <strong>${powerName(who, lang)}</strong></span>` : nothing}
      <span>${tr(lang, 'Order', 'Ordine')}: ${s.order.map((p) => powerName(p, lang)).join(', ')}</span>
      ${s.phase === 'ended' ? html`<span class="verdict">${verdictText(s, lang)}</span>` : nothing}
    </div>`;
  }

  private log() {
    const lang = this.lang;
    const lines = this.later.value ? this.logLines(this.later.value.logLines) : null;
    // One <details> loading or loaded, so a log the person closed stays closed when its sentences arrive.
    return html`<details open><summary>${lines ? tr(lang, `Log (${lines.length})`, `Registro (${lines.length})`) : tr(lang, 'Log', 'Registro')}</summary>${lines ? this.logStory(lines) : this.loadingLine()}</details>`;
  }

  /** Rebuilt only when the chain or the language changes, not on every click of drafting; newest first. */
  private logLines(make: (history: readonly BelleEpoqueModuleState[], state: BelleEpoqueModuleState, lang: Lang) => LogLine[]): LogLine[] {
    const key = this.logKey;
    if (!key || key.history !== this.history || key.state !== this.state || key.lang !== this.lang) {
      this.logKey = { history: this.history, state: this.state, lang: this.lang, lines: make(this.history ?? [], this.state, this.lang).reverse() };
    }
    return this.logKey!.lines;
  }

  private logStory(lines: LogLine[]) {
    const lang = this.lang;
    // Filed under their headings: the set-up, each turn's start (events), each turn's actions.
    const groups: { group: string; lines: LogLine[] }[] = [];
    for (const l of lines) {
      const last = groups[groups.length - 1];
      if (last && last.group === l.group) last.lines.push(l);
      else groups.push({ group: l.group, lines: [l] });
    }
    return html`<div class="log-story" role="group" aria-label=${tr(lang, 'Log, newest first', 'Registro, dal più recente')}>
        ${groups.map((g) => html`<h3 class="log-group">${g.group}</h3>
          <ol class="log">${g.lines.map((l) => html`<li>${l.text}${l.details ? html` <small class="details">${l.details}</small>` : nothing}
            ${l.contest ? contestResult(l.contest, lang, tr(lang, 'Contest', 'Contesa')) : nothing}</li>`)}</ol>`)}
        ${lines.length === 0 ? html`<p>${tr(lang, 'Nothing yet.', 'Ancora nulla.')}</p>` : nothing}
      </div>`;
  }

  /** What stands in for a part still loading (or that could not load) under the board. */
  private loadingLine() {
    const lang = this.lang;
    return this.later.failed
      ? html`<p role="status">${tr(lang, 'This part could not load: reload the page.', 'Questa parte non si è caricata: ricaricate la pagina.')}</p>`
      : html`<p role="status" class="loading">${tr(lang, 'Loading…', 'Caricamento…')}</p>`;
  }

  render() {
    const s = this.state;
    if (!s) return nothing;
    const lang = this.lang;
    const p = this.acting;
    const who = toAct(s);
    const declared = s.shared?.declared ?? null;
    const contest = s.pending?.kind === 'contest' ? { territory: s.pending.contest.territory, space: s.pending.contest.space } : null;
    const handlers = { setDraft: this.setDraft, submit: this.submit };
    // An automated power (chapter 13) acts: the person may speed its steps up or skip to their own turn.
    const automatedActs = !!who && !p && (s.automated ?? []).includes(who) && !this.readonly;
    const panel = declared ? (p ? rollPanel(declared, lang, () => this.submit({ kind: 'roll' })) : waitingForRoll(declared, lang))
      : !p ? html`<p class="waiting" role="status">${who ? tr(lang, `Waiting for ${powerName(who, lang)}.`, `In attesa di ${powerName(who, lang)}.`) : tr(lang, 'The game is over.', 'La partita è finita.')}</p>
        ${automatedActs ? html`<be-automated-pace .lang=${lang}></be-automated-pace>` : nothing}`
      : s.pending ? pendingPanel(s, p, lang, this.draft, handlers) : actionPanel(s, p, lang, this.draft, handlers);
    const drafted = p && !declared && rearranging(s) ? rearrangeTargets(s, this.draft.territory)
      : this.draft.kind && p && !declared ? mapTargets(s, this.draft) : [];
    return html`
      ${this.status()}
      ${eventsPanel(s, lang)}
      <div class="layout">
        <div>
          ${s.lastContest && !s.pending ? contestResult(s.lastContest, lang, tr(lang, 'Last contest', 'Ultima Contesa')) : nothing}
          ${panel}
          ${glossaryPanel(lang)}
          <be-map .state=${s} .lang=${lang} .selectable=${drafted} .selected=${this.draft.territory} .contest=${contest} @be-territory=${this.onTerritory}></be-map>
        </div>
        <div class="sheets">
          ${POWER_IDS.map((q) => powerSheet(s, q, lang, { hand: (this.ownPowers ?? (this.readonly ? [] : this.activePowers)).includes(q), acting: q === who }))}
        </div>
      </div>
      ${this.log()}
      <details @toggle=${(e: Event) => (this.scoringOpen = (e.target as HTMLDetailsElement).open)}><summary>${tr(lang, 'Scoring, every VP explained', 'Punteggio, ogni PV spiegato')}</summary>${!this.scoringOpen ? nothing : this.later.value ? this.later.value.scoringPanel(s, lang, this.history ?? []) : this.loadingLine()}</details>
      ${this.readonly && this.draftOrders && Object.keys(this.draftOrders).length ? html`<p>${Object.entries(this.draftOrders).map(([q, a]) => `${powerName(q, lang)}: ${actionText(a as Action, lang)}`).join('; ')}</p>` : nothing}
    `;
  }
}

if (!customElements.get('be-view')) customElements.define('be-view', BeView);
