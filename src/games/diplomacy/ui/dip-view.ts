import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { Lang, PowerId } from '../../../platform/game';
import { GAME_VIEW_PROPERTIES, SUBMIT_EVENT, type GameViewProps, type SubmitDetail } from '../../../platform/game-ui';
import type { DipAction } from '../engine/module';
import { adoptBoardStyles, defaultBoard, useBoard, type DipBoard } from './board';
import type { DipState } from '../engine/state';
import type { Order, UnitData } from '../engine/types';
import { describeParseError, parseOrder, printOrder, printPlace, type Notation } from '../engine/notation';
import { misnamedUnit } from '../engine/named-units';
import { describeOutcome } from '../engine/adjudicator/outcome';
import { adjustmentsOwed, centresOf } from '../engine/position';
import { powersOfSeat } from '../engine/seats';
import { checkOrders } from '../engine/phase';
import { text } from './i18n';
import type { DipMap, MapOrder, OrderChosenDetail } from './dip-map';
import { download, phaseOrdersText, svgToPng } from './export';
import { unitName } from './map-drawing';
import { defaultOrderLines, orderOwner, unitsToOrder } from './seat-orders';
import './dip-map';
import './solo-panel';
import { gameUidOfPage, seatPlan } from './solo-memory';
import { dipViewStyles } from './dip-view-styles';
interface CheckedLine {
  line: string;
  ok: boolean;
  printed?: string;
  message?: string;
  entry?: { power: PowerId; order: Order };
  special?: unknown; // a game's special order (DipSpecials)
}

/** Diplomacy board as lists, last phase's results, and order entry by text in either notation. */
export class DipView extends LitElement implements GameViewProps<DipState> {
  static properties = {
    // The host decodes the state afresh on every render: only a different state counts as a change.
    // The page hands over one decoded object per phase: identity tells a new state from a redraw.
    state: { attribute: false },
    ...GAME_VIEW_PROPERTIES,
    notation: { state: true },
    drafts: { state: true },
    draws: { state: true },
    botVotes: { state: true },
    mapShows: { state: true },
    refused: { state: true },
  };
  declare state: DipState;
  declare lang: Lang;
  declare activePowers: string[];
  declare ownPowers: string[] | undefined;
  declare readonly: boolean;
  declare atOneTable: boolean | undefined;
  declare draftOrders: Record<string, unknown>;
  declare notation: Notation | null;
  declare drafts: Record<string, string>;
  declare draws: Record<string, boolean>;
  /** Votes to hand seats that send no orders to the computer (link games). */
  declare botVotes: Record<string, boolean>;
  /** What the map draws: the orders being written, or the last phase's results; null = the natural choice. */
  declare mapShows: 'drafts' | 'results' | null;
  /** Why the engine refused a seat's orders on submission. */
  declare refused: Record<string, string>;

  static styles = dipViewStyles;

  constructor() {
    super();
    this.lang = 'en';
    this.activePowers = [];
    this.readonly = true;
    this.draftOrders = {};
    this.notation = null;
    this.drafts = {};
    this.draws = {};
    this.botVotes = {};
    this.mapShows = null;
    this.refused = {};
  }

  /** The game's map, picture and module: the standard game's unless a game's view says otherwise. */
  get board(): DipBoard {
    return defaultBoard();
  }

  protected createRenderRoot() {
    const root = super.createRenderRoot();
    adoptBoardStyles(root, this.board);
    return root;
  }

  protected willUpdate(changed: PropertyValues<this>): void {
    useBoard(this.board);
    if (changed.has('state')) {
      this.checked.clear();
      this.drafts = {};
      this.draws = {};
      this.botVotes = {};
      this.mapShows = null;
      this.refused = {};
    }
  }

  private get chosenNotation(): Notation {
    return this.notation ?? this.lang;
  }

  private placeName = (province: string) => this.board.map.province(province)?.name[this.lang] ?? province;

  render() {
    if (!this.state) return nothing;
    return html`
      <dip-solo .state=${this.state} .lang=${this.lang}></dip-solo>
      ${this.renderMap()}
      ${this.readonly ? nothing : this.activePowers.map((seat) => this.renderOrders(seat))}
      ${this.renderSpecials()}
      ${this.renderLastPhase()}
      ${this.renderBoard()}
    `;
  }

  /** A game's panels for its special orders' results (DipSpecials); none in the standard game. */
  protected renderSpecials(): unknown { return nothing; }

  /** A game's buttons for its special orders (ambassadors, spies), under a seat's order box; none in the standard game. */
  protected renderSpecialOrders(_seat: string, _powers: string[]): unknown { return nothing; }

  /** Adds a line to a seat's orders, as if typed (a special order chosen with buttons). */
  protected addLine(seat: string, line: string): void {
    const current = (this.drafts[seat] ?? '').trim();
    this.drafts = { ...this.drafts, [seat]: [current, line].filter(Boolean).join('\n') };
    this.refused = { ...this.refused, [seat]: '' };
  }

  /** The lines of a seat's orders as written. */
  protected orderLines(seat: string): string[] {
    return (this.drafts[seat] ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  }

  private renderNotationChoice() {
    return html`<label>${text(this.lang, 'notation')}
      <select @change=${(e: Event) => (this.notation = (e.target as HTMLSelectElement).value as Notation)}>
        <option value="en" ?selected=${this.chosenNotation === 'en'}>${text(this.lang, 'notationEn')}</option>
        <option value="it" ?selected=${this.chosenNotation === 'it'}>${text(this.lang, 'notationIt')}</option>
      </select></label>`;
  }

  /** check() runs the adjudicator; the map and the order list both need it on every render. */
  private checked = new Map<string, CheckedLine[]>();

  private check(seat: string): CheckedLine[] {
    const key = [seat, this.chosenNotation, this.lang, this.drafts[seat] ?? ''].join('\u0000');
    let lines = this.checked.get(key);
    if (!lines) {
      lines = this.checkNow(seat);
      if (this.checked.size > 50) this.checked.clear();
      this.checked.set(key, lines);
    }
    return lines;
  }

  private checkNow(seat: string): CheckedLine[] {
    const powers = powersOfSeat(this.state, seat);
    const position = this.state.position;
    const lines = (this.drafts[seat] ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
    const parsed = lines.map((line): CheckedLine => {
      const special = this.board.module.config.specials?.parseLine(line, this.state, powers);
      if (special) return special.ok ? { line, ok: true, special: special.order, printed: special.printed } : { line, ok: false, message: special.reason[this.lang] };
      const result = parseOrder(line, this.board.map, { power: powers.length === 1 ? powers[0] : undefined, phase: position.phase, notation: this.chosenNotation });
      if (!result.ok) return { line, ok: false, message: describeParseError(result.error, this.lang) };
      const misnamed = misnamedUnit(this.board.map, this.state, this.board.module.config.roster, result.order, result.unitName);
      if (misnamed) return { line, ok: false, message: misnamed[this.lang] };
      const power = result.power ?? orderOwner(this.board.map, this.state.position, result.order, powers) ?? powers[0];
      return { line, ok: true, entry: { power, order: result.order }, printed: printOrder(result.order, this.board.map, this.chosenNotation) };
    });
    const entries = parsed.filter((p) => p.entry).map((p) => p.entry!);
    // The map's rule hooks too (rivers, passes, strengths): refused as typed, not only on submission.
    const problems = checkOrders(this.board.map, this.state, entries, this.board.module.rulesFor(this.state));
    let index = 0;
    return parsed.map((line) => {
      if (!line.entry) return line;
      const problem = problems[index++];
      return problem ? { ...line, ok: false, message: describeOutcome(problem, this.lang, this.placeName) } : line;
    });
  }

  private unitsToOrder(seat: string): UnitData[] {
    return unitsToOrder(this.state.position, powersOfSeat(this.state, seat));
  }

  private fillHolds(seat: string) {
    const existing = this.check(seat).filter((l) => l.entry && 'unit' in l.entry.order).map((l) => this.board.map.provinceOf((l.entry!.order as { unit: { loc: string } }).unit.loc));
    const extra = defaultOrderLines(this.board.map, this.state.position, this.unitsToOrder(seat), existing, this.chosenNotation);
    const current = (this.drafts[seat] ?? '').trim();
    this.drafts = { ...this.drafts, [seat]: [current, ...extra].filter(Boolean).join('\n') };
  }

  private submit(seat: string) {
    const checked = this.check(seat);
    const special = checked.filter((l) => l.special !== undefined).map((l) => l.special);
    const action: DipAction = { orders: checked.filter((l) => l.entry).map((l) => l.entry!), draw: !!this.draws[seat], ...(this.botVotes[seat] ? { bots: true } : {}), ...(special.length ? { special } : {}) };
    const problem = this.board.module.validate(this.state, seat, action);
    if (problem) {
      this.refused = { ...this.refused, [seat]: problem[this.lang] };
      return;
    }
    this.dispatchEvent(new CustomEvent<SubmitDetail<DipAction>>(SUBMIT_EVENT, { detail: { power: seat, action }, bubbles: true, composed: true }));
  }

  private renderOrders(seat: string) {
    const lang = this.lang;
    const powers = powersOfSeat(this.state, seat);
    const names = powers.map((p) => this.board.map.power(p)!.name[lang]).join(', ');
    const checked = this.check(seat);
    const ordered = new Set(checked.filter((l) => l.entry && 'unit' in l.entry.order).map((l) => this.board.map.provinceOf((l.entry!.order as { unit: { loc: string } }).unit.loc)));
    const idle = this.unitsToOrder(seat).filter((u) => !ordered.has(this.board.map.provinceOf(u.loc)));
    const position = this.state.position;
    const id = `orders-${seat}`;
    // At a table where the computer plays (a plan on this device), votes for link play mean nothing, and a lone person's Submit ends the turn.
    const plan = seatPlan(gameUidOfPage());
    return html`<section aria-labelledby="${id}-title">
      <h2 id="${id}-title">${text(lang, 'ordersFor', { seat: names })}</h2>
      ${position.phase === 'retreat' ? this.renderRetreatHints(powers) : nothing}
      ${position.phase === 'adjustment' ? this.renderAdjustmentHints(powers) : nothing}
      <p class="help muted" id="${id}-help">${this.board.help?.[lang] ?? text(lang, 'ordersHelp')}</p>
      <div class="row">${this.renderNotationChoice()}</div>
      <label class="visually-hidden" for=${id}>${text(lang, 'ordersFor', { seat: names })}</label>
      <textarea id=${id} aria-describedby="${id}-help" spellcheck="false" autocomplete="off" autocapitalize="off"
        .value=${this.drafts[seat] ?? ''} @input=${(e: Event) => (this.drafts = { ...this.drafts, [seat]: (e.target as HTMLTextAreaElement).value })}></textarea>
      <ul class="check" aria-label=${text(lang, 'status')} aria-live="polite">
        ${checked.map((l) => html`<li class=${l.ok ? 'good' : 'bad'}><span class="mark" aria-hidden="true">${l.ok ? '✓' : '✗'}</span>
          <span class="order">${l.printed ?? l.line}</span>${l.ok ? nothing : html` — ${l.message}`}<span class="visually-hidden">${l.ok ? text(lang, 'ok') : text(lang, 'problem')}</span></li>`)}
      </ul>
      ${this.renderSpecialOrders(seat, powers)}
      ${idle.length ? html`<p class="muted">${text(lang, 'willHold', { units: idle.map((u) => `${u.type} ${printPlace(u.loc, this.board.map, this.chosenNotation)}`).join(', ') })}</p>` : nothing}
      <div class="row">
        ${idle.length ? html`<button @click=${() => this.fillHolds(seat)}>${text(lang, 'fillHolds')}</button>` : nothing}
        ${plan ? nothing : html`<label><input type="checkbox" .checked=${!!this.draws[seat]} @change=${(e: Event) => (this.draws = { ...this.draws, [seat]: (e.target as HTMLInputElement).checked })} /> ${text(lang, 'voteDraw')}</label>
        ${this.atOneTable ? nothing : html`<label><input type="checkbox" .checked=${!!this.botVotes[seat]} @change=${(e: Event) => (this.botVotes = { ...this.botVotes, [seat]: (e.target as HTMLInputElement).checked })} /> ${text(lang, 'voteBots')}</label>`}`}
        <button class="primary" @click=${() => this.submit(seat)}>${text(lang, plan?.people.length === 1 ? 'endTurn' : 'submit')}</button>
      </div>
      ${this.refused[seat] ? html`<p class="refused" role="alert">${this.refused[seat]}</p>` : nothing}
    </section>`;
  }

  /** Seats ordering on this device now. */
  private get orderingSeats(): string[] {
    return this.readonly ? [] : this.activePowers;
  }

  private renderMap() {
    const seats = this.orderingSeats;
    const drafts: MapOrder[] = seats.flatMap((seat) =>
      this.check(seat)
        .filter((line) => line.entry)
        .map((line) => ({ ...line.entry!, ...(line.ok ? {} : { problem: line.message }) })),
    );
    const last = this.state.last;
    const results: MapOrder[] = last ? last.orders.map((r) => ({ power: r.power, order: r.order, outcome: r.outcome })) : [];
    const shows = this.mapShows ?? (seats.length || !last ? 'drafts' : 'results');
    const orderable = seats.flatMap((seat) => powersOfSeat(this.state, seat));
    const choice = (value: 'drafts' | 'results', key: 'showDrafts' | 'showResults') =>
      html`<label><input type="radio" name="map-shows" .checked=${shows === value} @change=${() => (this.mapShows = value)} /> ${text(this.lang, key)}</label>`;
    return html`<section class="map-section" aria-label=${text(this.lang, 'board')}>
      <dip-map .state=${this.state} .lang=${this.lang} .notation=${this.chosenNotation} .orderable=${orderable}
        .caption=${this.board.module.phaseLabel(this.state, this.lang)}
        .orders=${shows === 'drafts' ? drafts : results} @dip-order=${(e: CustomEvent<OrderChosenDetail>) => this.addOrder(e.detail)}></dip-map>
      <div class="row exports">
        <button @click=${() => this.exportMap('svg')}>${text(this.lang, 'exportSvg')}</button>
        <button @click=${() => this.exportMap('png')}>${text(this.lang, 'exportPng')}</button>
        ${last ? html`<button @click=${this.exportOrders}>${text(this.lang, 'exportOrders')}</button>` : nothing}
      </div>
      ${seats.length && last
        ? html`<fieldset class="row shows"><legend class="visually-hidden">${text(this.lang, 'mapShows')}</legend>
            <span class="muted">${text(this.lang, 'mapShows')}:</span>${choice('drafts', 'showDrafts')}${choice('results', 'showResults')}</fieldset>`
        : nothing}
    </section>`;
  }

  private fileName(extension: string): string {
    const { season, year, phase } = this.state.position;
    return `${this.board.module.id}-${year}-${season}-${phase}.${extension}`;
  }

  private async exportMap(format: 'svg' | 'png') {
    const board = this.renderRoot.querySelector<DipMap>('dip-map');
    if (!board) return;
    const { svg, width, height } = board.exportSvg();
    if (format === 'svg') download(svg, this.fileName('svg'), 'image/svg+xml');
    else download(await svgToPng(svg, width * 2, height * 2), this.fileName('png'));
  }

  private exportOrders() {
    download(phaseOrdersText(this.state, this.lang, this.chosenNotation, this.board.module), this.fileName('txt'));
  }

  /** An order chosen on the map replaces that unit's line in its seat's text box. */
  private addOrder({ power, order }: OrderChosenDetail) {
    const seat = this.orderingSeats.find((s) => powersOfSeat(this.state, s).includes(power));
    if (!seat) return;
    const subject = (o: Order) => ('unit' in o ? this.board.map.provinceOf(o.unit.loc) : o.kind === 'build' ? this.board.map.provinceOf(o.loc) : o.kind);
    const kept = this.check(seat)
      .filter((line) => !line.entry || subject(line.entry.order) !== subject(order))
      .map((line) => line.line);
    this.drafts = { ...this.drafts, [seat]: [...kept, printOrder(order, this.board.map, this.chosenNotation)].join('\n') };
    this.mapShows = 'drafts';
    this.refused = { ...this.refused, [seat]: '' };
  }

  private renderRetreatHints(powers: PowerId[]) {
    const notation = this.chosenNotation;
    const mine = this.state.position.dislodged.filter((d) => powers.includes(d.unit.power));
    return html`<ul>${mine.map((d) => {
      const unit = `${d.unit.type} ${printPlace(d.unit.loc, this.board.map, notation)}`;
      return html`<li>${d.retreats.length
        ? text(this.lang, 'dislodged', { unit, places: d.retreats.map((loc) => printPlace(loc, this.board.map, notation)).join(', ') })
        : text(this.lang, 'noRetreat', { unit })}</li>`;
    })}</ul>`;
  }

  private renderAdjustmentHints(powers: PowerId[]) {
    return html`<ul>${powers.map((power) => {
      const owed = adjustmentsOwed(this.board.map, this.state.position, power);
      if (owed === 0) return nothing;
      const name = this.board.map.power(power)!.name[this.lang];
      return html`<li>${owed > 0 ? text(this.lang, 'builds', { power: name, count: owed }) : text(this.lang, 'disbands', { power: name, count: -owed })}</li>`;
    })}</ul>`;
  }

  private renderLastPhase() {
    const last = this.state.last;
    if (!last) return nothing;
    const label = this.board.module.phaseLabel({ ...this.state, position: { ...this.state.position, year: last.year, season: last.season, phase: last.phase } }, this.lang);
    const byPower = this.board.map.data.powers.map((power) => ({ power, entries: last.orders.filter((entry) => entry.power === power.id) })).filter((group) => group.entries.length);
    // What the game's special orders add to the results (a treaty's breaches, say).
    const notes = this.board.module.config.specials?.resultNotes?.(this.state, this.lang) ?? [];
    return html`<section class="results" aria-label=${text(this.lang, 'lastPhase', { phase: label })}>
      <h2>${text(this.lang, 'lastPhase', { phase: label })}</h2>
      ${last.civilDisorder.length ? html`<p class="muted">${text(this.lang, 'civilDisorder', { powers: last.civilDisorder.map((p) => this.board.map.power(p)!.name[this.lang]).join(', ') })}</p>` : nothing}
      ${last.botPlayed?.length ? html`<p class="muted">${text(this.lang, 'botPlayed', { powers: last.botPlayed.map((p) => this.board.map.power(p)!.name[this.lang]).join(', ') })}</p>` : nothing}
      ${notes.length ? html`<ul class="special-notes">${notes.map((note) => html`<li>${note}</li>`)}</ul>` : nothing}
      ${byPower.map(({ power, entries }) => html`<h3>${power.name[this.lang]}</h3>
        <ul>${entries.map((entry) => {
          const good = entry.outcome.status === 'succeeds';
          return html`<li class=${entry.outcome.status}><span class="mark" aria-hidden="true">${good ? '✓' : '✗'}</span>
            <span class="order">${printOrder(entry.order, this.board.map, this.chosenNotation)}</span> — ${describeOutcome(entry.outcome, this.lang, this.placeName)}</li>`;
        })}</ul>`)}
    </section>`;
  }

  private renderBoard() {
    const lang = this.lang;
    const position = this.state.position;
    return html`<section aria-labelledby="board-title">
      <h2 id="board-title">${text(lang, 'board')}</h2>
      <div class="powers">
        ${this.board.map.data.powers.map((power) => {
          const units = position.units.filter((u) => u.power === power.id);
          const centres = centresOf(position, power.id);
          return html`<article class="power p-${power.id}">
            <header><span class="badge" aria-hidden="true">${power.letter}</span>${power.name[lang]}
              <span class="count" title=${text(lang, 'centres')}>${centres.length}</span></header>
            <div class="muted">${text(lang, 'units')}:</div>
            <ul>${units.length
              ? units.map((u) => html`<li aria-label=${unitName(u, lang)}>
                  ${u.type} ${printPlace(u.loc, this.board.map, this.chosenNotation)}</li>`)
              : html`<li class="muted">${text(lang, 'noUnits')}</li>`}</ul>
            <div class="muted">${text(lang, 'centres')}: ${centres.map((c) => this.board.map.province(c)!.abbr[this.chosenNotation]).join(', ') || '—'}</div>
          </article>`;
        })}
      </div>
    </section>`;
  }
}
customElements.define('dip-view', DipView);
