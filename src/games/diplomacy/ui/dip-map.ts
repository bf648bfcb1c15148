/**
 * <dip-map>: the Diplomacy board as an SVG map generated from open data
 * (maps/diplomacy/standard-geometry.json, or the map its game hands over). Shows supply centres, units,
 * dislodged units with their retreats, build sites, and orders (drafts or the
 * last phase's results, failed ones marked with their reason). Orders are
 * entered by clicking or tapping a unit then its target, or from the keyboard;
 * each finished order is announced with a `dip-order` event, and the host
 * decides what to do with it.
 *
 * The page's Content-Security-Policy forbids style attributes, so every colour
 * is an SVG presentation attribute (fill=, stroke=) or a class, and the
 * floating menu is placed through CSSOM.
 */
import { boardSvg } from './export';
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { Lang, PowerId } from '../../../platform/game';
import { adoptBoardStyles, board as currentBoard, useBoard } from './board';
import type { DipState } from '../engine/state';
import type { Loc, Order, ProvinceId } from '../engine/types';
import type { Notation } from '../engine/notation';
import { IDLE, choices, choose, clickSpace, draftUnit, type Draft, type DraftContext, type DraftStep } from './drafting';
import { BoardViewport } from '../../../platform/board-viewport';
import { placePopover } from '../../../platform/popover-place';
import type { Point } from './map-geometry';
import { provinceInDirection } from './focus-step';
import { text, type TextKey } from './i18n';
import { mapStyles } from './map-styles';
import { drawHighlights } from './map-highlights';
import { reach, type Reach } from './reach';
import { featureStyles, mapLegend } from './map-features';
import { drawBuildSites, drawOrders, drawUnits, fmt, provinceOfLoc, unitName, unitPoint, type MapOrder } from './map-drawing';
import { MapPicture } from './map-picture';
import { choiceLabel, draftMenuLabel, stepSentence, type DraftWording } from './draft-words';

export type { MapOrder } from './map-drawing';
export { unitPoint } from './map-drawing';

export const ORDER_EVENT = 'dip-order';
export interface OrderChosenDetail {
  power: PowerId;
  order: Order;
}

interface MenuItem {
  label: string;
  run: () => void;
}

/** Below this width (CSS pixels) the map starts zoomed on the units being ordered. */
const NARROW_SCREEN = 560;
/** Board units around a unit within which a support or convoy usually picks its spaces (two provinces). */
const NEAR = 150;
export class DipMap extends LitElement {
  static properties = {
    // The host decodes the state afresh on every render: only a different state counts as a change.
    // The page hands over one decoded object per phase: identity tells a new state from a redraw.
    state: { attribute: false },
    lang: { type: String },
    notation: { type: String },
    caption: { type: String },
    orderable: { attribute: false },
    orders: { attribute: false },
    step: { state: true },
    status: { state: true },
    focused: { state: true },
    tip: { state: true },
    hasFocus: { state: true },
  };
  declare state: DipState;
  declare lang: Lang;
  declare notation: Notation;
  /** The phase shown, for the map's accessible name: "Spring 1901 — movement". */
  declare caption: string;
  /** Powers whose units may be ordered from this map now. */
  declare orderable: PowerId[];
  /** Orders to draw: drafts, or results of the last phase. */
  declare orders: MapOrder[];
  declare step: Draft;
  declare status: string;
  declare focused: ProvinceId;
  /** Whether a space had the keyboard's focus when this update began (rove). */
  private spaceHadFocus = false;
  /** The one space in the tab order (rove). */
  private tabStop: Element | null = null;
  declare tip: { text: string; at: Point } | null;
  declare hasFocus: boolean;

  /** The powers the view was last fitted to (once per phase and seat, so a player's own zoom is kept). */
  /** The map drawn: the one its view was drawing when this board was made. */
  readonly board = currentBoard();
  private readonly extent = { x: 0, y: 0, width: this.board.geometry.width, height: this.board.geometry.height };
  private fittedFor: string | null = null;
  private readonly picture = new MapPicture();
  /** Pan, pinch, wheel and zoom keys (Shift+arrows pan: plain arrows move between spaces). */
  readonly viewport = new BoardViewport(this, {
    extent: this.extent,
    minWidth: this.extent.width / 8,
    keep: 'inside',
    fixedAspect: true,
    dragThreshold: 6,
    panKeys: 'shift-arrows',
    surface: () => this.renderRoot.querySelector('svg.board'),
  });
  /** The focus ring is for keyboard users; a click already shows what it chose. */
  private byKeyboard = false;
  private lastPointerDown = -Infinity;

  static styles = [mapStyles, featureStyles];

  constructor() {
    super();
    this.lang = 'en';
    this.notation = 'en';
    this.caption = '';
    this.orderable = [];
    this.orders = [];
    this.step = IDLE;
    this.status = '';
    this.focused = this.board.start;
    this.tip = null;
    this.hasFocus = false;
  }

  protected createRenderRoot() {
    const root = super.createRenderRoot();
    adoptBoardStyles(root, this.board);
    return root;
  }

  protected willUpdate(changed: PropertyValues<this>): void {
    useBoard(this.board);
    this.spaceHadFocus = !!this.shadowRoot?.activeElement?.classList.contains('space');
    // Keyboard focus starts on a unit of the power being ordered, not on a fixed space.
    if (changed.has('orderable') && this.orderable.length && this.position) {
      const first = this.position.units.find((unit) => this.orderable.includes(unit.power));
      if (first) this.focused = provinceOfLoc(first.loc);
    }
    if (changed.has('state') && changed.get('state') !== undefined) {
      this.fittedFor = null;
      this.step = IDLE;
      this.status = '';
      this.tip = null;
    }
    // On a phone the whole of Europe is small: start close to the units being ordered. Chosen before drawing,
    // so that the map's labels are laid out once at that view, not first for the whole map.
    const seated = this.orderable.join();
    if ((changed.has('orderable') || changed.has('state')) && this.orderable.length && this.fittedFor !== seated) this.fitToOrderable(seated);
  }

  protected updated(changed: PropertyValues<this>): void {
    // The tip floats over the map, placed through CSSOM: style attributes are forbidden by the CSP.
    const tip = this.renderRoot.querySelector<HTMLElement>('.tip');
    if (tip && this.tip) this.place(tip, this.tip.at);
    this.placeMenu(changed);
    this.rove();
  }

  /**
   * Roving focus: only the focused space is in the tab order (the spaces are drawn as one piece of markup, all
   * out of it). A new position or language makes that markup again: a space that had the keyboard's focus is
   * replaced, and its successor takes the focus back.
   */
  private rove() {
    // Most updates (a drag's every pointer move) leave both the focused space and the markup as they were.
    if (this.tabStop?.isConnected && this.tabStop.getAttribute('data-province') === this.focused) return;
    this.tabStop?.setAttribute('tabindex', '-1');
    const space = this.renderRoot.querySelector<SVGElement>(`path.space[data-province="${this.focused}"]`);
    this.tabStop = space;
    space?.setAttribute('tabindex', '0');
    if (this.spaceHadFocus && space && !this.shadowRoot?.activeElement) space.focus({ preventScroll: true });
  }

  /** The order menu floats at the unit (or space) being ordered, so it is never below the fold. */
  private placeMenu(changed: PropertyValues<this>) {
    const box = this.renderRoot.querySelector<HTMLElement>('.menu');
    const frame = this.renderRoot.querySelector<HTMLElement>('.frame');
    const at = this.menuAnchor();
    if (!box || !frame || !at) return void frame?.classList.remove('has-sheet');
    // On a phone the menu is a sheet at the foot of the screen, the whole map left to click.
    const sheet = frame.clientWidth < NARROW_SCREEN;
    box.classList.toggle('sheet', sheet);
    frame.classList.toggle('has-sheet', sheet);
    const screen = this.viewport.toScreen({ x: at[0], y: at[1] }, false);
    const avoid = this.nextClicks(at).map(([x, y]) => this.viewport.toScreen({ x, y }, false));
    const { left, top } = sheet ? { left: 0, top: 0 } : placePopover(screen, { width: box.offsetWidth, height: box.offsetHeight }, { width: frame.clientWidth, height: frame.clientHeight }, {
      avoid,
      solidFrom: box.querySelector<HTMLElement>('.choices')?.offsetTop ?? 0,
    });
    box.style.setProperty('left', sheet ? '' : `${left}px`);
    box.style.setProperty('top', sheet ? '' : `${top}px`);
    // Focus goes into the menu when it opens, or when the button that had it is gone; never scrolling the page.
    const opened = changed.has('step') && (changed.get('step') as Draft | undefined)?.kind === 'idle';
    if (opened || (changed.has('step') && !this.renderRoot.contains((this.renderRoot as ShadowRoot).activeElement))) {
      box.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
    }
  }

  /** The board point the menu belongs to: the unit being ordered, or the space being built on. */
  private menuAnchor(): Point | null {
    const step = this.step;
    const unit = draftUnit(step);
    if (unit) return unitPoint(unit.loc);
    if (step.kind === 'coast' || step.kind === 'build') return this.board.geometry.provinces[step.province].unit;
    return null;
  }

  /** Spaces the player may click next, which the menu should not hide: a unit's moves, or every space near it. */
  private nextClicks(at: Point): Point[] {
    const { targets, units } = this.reach;
    if (targets.length || units.length) return [...targets, ...units].map((province) => this.board.geometry.provinces[province].unit);
    return Object.values(this.board.geometry.provinces)
      .map((province) => province.unit)
      .filter(([x, y]) => Math.hypot(x - at[0], y - at[1]) < NEAR && (x !== at[0] || y !== at[1]));
  }

  /** Escape in the menu: drop the draft and give focus back to the space it was about. */
  private closeMenu() {
    const unit = draftUnit(this.step);
    const province = unit ? provinceOfLoc(unit.loc) : 'province' in this.step ? this.step.province : this.focused;
    this.cancel();
    this.focused = province;
    void this.updateComplete.then(() => this.renderRoot.querySelector<SVGElement>(`[data-province="${province}"].space`)?.focus({ preventScroll: true }));
  }

  private place(box: HTMLElement, at: Point) {
    const frame = this.renderRoot.querySelector<HTMLElement>('.frame');
    if (!frame) return;
    const { x, y } = this.viewport.toScreen({ x: at[0], y: at[1] }, false);
    const width = frame.clientWidth;
    const left = Math.max(4, Math.min(x + 14, width - box.offsetWidth - 4));
    const below = y + 14 + box.offsetHeight < frame.clientHeight;
    const top = below ? y + 14 : Math.max(4, y - 14 - box.offsetHeight);
    box.style.setProperty('left', `${left}px`);
    box.style.setProperty('top', `${top}px`);
  }

  private fitToOrderable(seated: string) {
    // The map is as wide as this element, never wider than the window: a narrow window settles it without
    // measuring. A media query reads the window without layout; clientWidth (and on a phone innerWidth)
    // would lay the whole page out before the map is drawn, then again after (over 50 ms on a slow phone).
    if (!window.matchMedia(`(max-width: ${NARROW_SCREEN - 1}px)`).matches) {
      const width = this.clientWidth;
      // Not drawn yet: fitted once it is.
      if (width === 0) return;
      if (width >= NARROW_SCREEN) return void (this.fittedFor = seated);
    }
    this.fittedFor = seated;
    const points = [
      ...this.position.units.filter((u) => this.mine(u.power)).map((u) => unitPoint(u.loc)),
      ...this.position.dislodged.filter((d) => this.mine(d.unit.power)).map((d) => unitPoint(d.unit.loc)),
      ...this.orderable.flatMap((power) => this.board.map.homeCenters(power).map((c) => this.board.geometry.provinces[c].unit)),
    ];
    if (!points.length) return;
    this.viewport.focus(
      points.map(([x, y]) => ({ x, y })),
      { padding: 90, minWidth: this.extent.width / 3 },
    );
  }

  /** Where a space's unit point is on screen (viewport pixels): for tests and tools that click like a player. */
  clientPointOf(loc: Loc): { x: number; y: number } {
    const [x, y] = unitPoint(loc);
    return this.viewport.toScreen({ x, y });
  }

  // ---------- names ----------

  private t(key: TextKey, params: Record<string, string | number> = {}) {
    return text(this.lang, key, params);
  }

  // ---------- the position ----------

  private get position() {
    return this.state.position;
  }

  private mine(power: PowerId): boolean {
    return this.orderable.includes(power);
  }

  private get context(): DraftContext {
    return { map: this.board.map, position: this.position, orderable: this.orderable };
  }

  // ---------- order entry: drafting.ts decides, this draws and words ----------

  /** A click or Enter on a space, with the current draft. */
  activate(province: ProvinceId): void {
    this.tip = null;
    this.follow(clickSpace(this.context, this.step, province));
  }

  private get wording(): DraftWording {
    return { context: this.context, lang: this.lang, notation: this.notation };
  }

  private follow(result: DraftStep) {
    this.step = result.draft;
    this.status = stepSentence(this.wording, result);
    if (result.kind === 'order') {
      this.dispatchEvent(new CustomEvent<OrderChosenDetail>(ORDER_EVENT, { detail: { power: result.power, order: result.order }, bubbles: true, composed: true }));
    }
  }

  private cancel() {
    this.step = IDLE;
    this.status = '';
    this.tip = null;
  }

  private menuItems(): MenuItem[] {
    const step = this.step;
    return choices(this.context, step).map((choice) => ({
      label: choiceLabel(this.wording, choice),
      run: () => (choice.kind === 'cancel' ? this.cancel() : this.follow(choose(this.context, step, choice))),
    }));
  }

  // ---------- pointer: click, pan, pinch, wheel ----------

  private onClick(event: MouseEvent) {
    if (this.viewport.dragged) return;
    const target = event.composedPath().find((node): node is Element => node instanceof Element && (node.hasAttribute('data-province') || node.hasAttribute('data-tip')));
    if (!target) return;
    const tip = target.getAttribute('data-tip');
    if (tip) {
      const [x, y] = (target.getAttribute('data-at') ?? '0 0').split(' ').map(Number);
      this.tip = { text: tip, at: [x, y] };
      return;
    }
    const province = target.getAttribute('data-province')!;
    this.focused = province;
    this.activate(province);
  }

  private onPointerDown(event: PointerEvent) {
    this.byKeyboard = false;
    this.lastPointerDown = performance.now();
    this.viewport.onPointerDown(event);
  }

  // ---------- keyboard ----------

  private onKeyDown(event: KeyboardEvent) {
    this.byKeyboard = true;
    this.requestUpdate();
    if (this.viewport.onKey(event)) return;
    const arrows: Record<string, Point> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const direction = arrows[event.key];
    if (direction) {
      event.preventDefault();
      this.moveFocus(direction);
      return;
    }
    switch (event.key) {
      case 'Escape':
        this.cancel();
        return;
      case 'Enter':
      case ' ': {
        const province = (event.composedPath()[0] as Element | undefined)?.getAttribute?.('data-province');
        if (!province) return;
        event.preventDefault();
        this.activate(province);
        return;
      }
    }
  }

  /** Focus the nearest space in a direction, preferring ones straight ahead. */
  private moveFocus(direction: Point) {
    const best = provinceInDirection(this.board.geometry.provinces, this.focused, direction);
    if (!best) return;
    this.focused = best;
    const [x, y] = this.board.geometry.provinces[best].unit;
    this.viewport.reveal({ x, y }, this.viewport.view.width * 0.08);
    void this.updateComplete.then(() => this.renderRoot.querySelector<SVGElement>(`[data-province="${best}"].space`)?.focus());
  }

  // ---------- drawing ----------

  /** The whole board as a standalone SVG document (for export), styles inlined. */
  exportSvg(): { svg: string; width: number; height: number } {
    const board = this.renderRoot.querySelector<SVGSVGElement>('svg.board')!;
    const styles = [...DipMap.elementStyles.map((style) => ('cssText' in style ? style.cssText : '')), this.board.css];
    return {
      svg: boardSvg(board, styles, `0 0 ${this.extent.width} ${this.extent.height}`),
      width: this.extent.width,
      height: this.extent.height,
    };
  }

  render() {
    if (!this.state) return nothing;
    const viewport = this.viewport;
    const view = viewport.view;
    const zoomed = viewport.zoomed;
    const menu = this.menuItems();
    return html`<div class="frame">
        <svg class="board ${viewport.panning ? 'panning' : ''} ${zoomed ? 'zoomed' : ''}" viewBox="${fmt(view.x)} ${fmt(view.y)} ${fmt(view.width)} ${fmt(view.height)}"
          width=${this.board.geometry.width} height=${this.board.geometry.height} role="group"
          aria-label=${this.board.title ? `${this.board.title[this.lang]}, ${this.caption || this.position.year}` : this.t('mapTitle', { phase: this.caption || String(this.position.year) })}
          aria-describedby="map-help"
          @click=${this.onClick} @pointerdown=${this.onPointerDown} @pointermove=${viewport.onPointerMove}
          @pointerup=${viewport.onPointerUp} @pointercancel=${viewport.onPointerUp} @wheel=${viewport.onWheel} @keydown=${this.onKeyDown}
          @focusin=${(event: FocusEvent) => {
            const space = event.composedPath()[0] as Element;
            if (space.classList?.contains('space')) this.focused = space.getAttribute('data-province')!;
            // Focus that did not follow a pointer press came from the keyboard (Tab).
            this.byKeyboard = performance.now() - this.lastPointerDown > 600;
            this.hasFocus = true;
          }} @focusout=${() => (this.hasFocus = false)}>
          ${this.picture.draw({ board: this.board, position: this.position, lang: this.lang, notation: this.notation })}
          ${this.renderHighlights()}
          ${drawBuildSites(this.position)}
          ${drawOrders(this.orders, this.position, this)}
          ${drawUnits(this.position, draftUnit(this.step), (unit, dislodged) => (dislodged ? this.t('dislodgedUnit', { unit: unitName(unit, this.lang) }) : unitName(unit, this.lang)))}
        </svg>
        <!-- Right after the map in tab order: Shift+Tab from the menu goes back to the space in hand. -->
        ${menu.length
          ? html`<div class="menu" role="dialog" aria-label=${draftMenuLabel(this.wording, this.step)} aria-describedby="menu-prompt"
              @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && (e.preventDefault(), this.closeMenu())}>
              <p class="prompt" id="menu-prompt" aria-hidden="true">${this.status}</p>
              <div class="choices">${menu.map((item) => html`<button type="button" @click=${item.run}>${item.label}</button>`)}</div>
            </div>`
          : nothing}
        <div class="controls">
          <button type="button" aria-label=${this.t('zoomIn')} title=${this.t('zoomIn')} @click=${viewport.zoomIn}>+</button>
          <button type="button" aria-label=${this.t('zoomOut')} title=${this.t('zoomOut')} @click=${viewport.zoomOut}>−</button>
          ${zoomed ? html`<button type="button" aria-label=${this.t('zoomReset')} title=${this.t('zoomReset')} @click=${() => viewport.fit()}>⤢</button>` : nothing}
        </div>
        ${this.tip ? html`<div class="tip" role="tooltip">${this.tip.text}</div>` : nothing}
        <p class="map-status ${menu.length ? 'shown-in-menu' : ''}" role="status" aria-live="polite">${this.status}</p>
      </div>
      <p class="help" id="map-help">${this.t('mapHelp')} <span class="keys">${this.t('mapKeys')}</span></p>${mapLegend(this.board.geometry, this.lang, this.board.map.data.powers)}`;
  }

  /** Focus ring, selected unit's space, and where it may go (reach.ts). */
  private renderHighlights() {
    const step = this.step;
    const unit = draftUnit(step);
    const selected = unit ? provinceOfLoc(unit.loc) : step.kind === 'coast' || step.kind === 'build' ? step.province : null;
    return drawHighlights(this.board.geometry, { reach: this.reach, selected, focus: this.hasFocus && this.byKeyboard ? this.focused : null });
  }

  private get reach(): Reach {
    return reach(this.context, this.step, this.board.module.config.hooks);
  }
}

customElements.define('dip-map', DipMap);

declare global {
  interface HTMLElementTagNameMap {
    'dip-map': DipMap;
  }
}
