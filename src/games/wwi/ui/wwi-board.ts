/**
 * The WWI board: the printed map (static-map.ts) with counters, forts, control
 * markers and the view's highlights on top. Zoom and pan with the mouse wheel,
 * drag, pinch, the buttons, or the keyboard (arrows, + and −, 0 to fit).
 * Every counter and every highlighted hex is a focusable button with a full
 * accessible name.
 */
import { LitElement, html, nothing, svg, type PropertyValues } from 'lit';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import type { Lang } from '../../../platform/game';
import { europeBoard } from '../engine/europe';
import type { Unit, WwiState } from '../engine/state';
import type { Hex } from '../engine/board';
import { CHARTS } from '../engine/charts';
import { unitStrength } from '../engine/combat';
import { alignmentOf } from '../engine/sides';
import { COUNTER, HEX, type Box, type Point, boardExtent, hexPoint, hexPoints, transitBox } from './geometry';
import { type FrontPane, type MapView, NARROW_WEST_HEXES, READABLE_COUNTER_PIXELS, bothFrontsLayout, mayBringIntoView, placeFrontNames, frontById, frontCorners, inView, openingMapView, paneOf } from './front-view';
import { boardStyles } from './board-styles';
import { buildStaticMap } from './static-map';
import { nationLook } from './nations';
import { counterName } from './unit-labels';
import { cityName } from './map-words';
import { BoardViewport } from '../../../platform/board-viewport';
import { boardViewLimits, combatFocus, frontFocus } from './action-frame';
import { activeFront } from '../engine/active-front';
import { BOARD_WORDS } from './words';

export { EMPTY_OVERLAY, type BoardOverlay, type HexMark, type MarkKind } from './overlay';
import type { BoardOverlay } from './overlay';
import { EMPTY_OVERLAY } from './overlay';

const staticCache = new Map<Lang, string>();
function staticMap(lang: Lang): string {
  let markup = staticCache.get(lang);
  if (!markup) {
    markup = buildStaticMap(europeBoard(), lang);
    staticCache.set(lang, markup);
  }
  return markup;
}

/** The hexes that name a city, read once. */
let cities: Hex[] | undefined;

/** Counters on a projector: readable from the back of a classroom. */
const PROJECTOR_COUNTER_PIXELS = 40;

export class WwiBoard extends LitElement {
  static properties = {
    state: { attribute: false },
    lang: { type: String },
    overlay: { attribute: false },
    projector: { type: Boolean, reflect: true },
    follow: { type: Boolean },
    // A new array of the same hexes (each render makes one) is no new combat.
    combat: { attribute: false, hasChanged: (now: readonly string[], before?: readonly string[]) => now.join() !== (before ?? []).join() },
    mapView: { type: String },
    surface: { state: true },
  };
  /** What the board shows (front-view.ts): the whole map (pan and zoom), both fronts side by side, or one front. */
  declare mapView: MapView;
  /** The board's size in pixels, for the panes of the fronts view. */
  declare surface: { width: number; height: number };
  private resizeWatch?: ResizeObserver;
  /** Projector mode: the board opens on the action with counters readable from the back of a classroom, and follows it. */
  declare projector: boolean;
  /** The whole map's view follows the action (front-view.ts followsAction): on a projector, during a class demonstration. */
  declare follow: boolean;
  /** The combat a demonstration shows beside the board, from its calculation to its roll's result: the attacked hex, then its attackers'. Brought into view whole (action-frame.ts). */
  declare combat: readonly string[];
  declare state: WwiState;
  declare lang: Lang;
  declare overlay: BoardOverlay;
  private readonly extent = boardExtent(europeBoard());
  /** Pan, pinch, wheel and keys; the view may show a little sea round the board, down to about six hexes across. */
  readonly viewport = new BoardViewport(this, {
    ...boardViewLimits(this.extent),
    zoomStep: 0.75,
    // The frame inside the board's border: its proportions are the picture's.
    surface: (): HTMLElement => this.frame() ?? this,
    onChange: () => this.dispatchEvent(new CustomEvent('view-change')),
  });

  /** The part of the board shown (board units). */
  get view(): Box {
    return this.viewport.view;
  }

  static styles = boardStyles;

  constructor() {
    super();
    this.lang = 'en';
    this.overlay = EMPTY_OVERLAY;
    this.projector = false;
    this.follow = false;
    this.combat = [];
    this.mapView = 'whole';
    this.surface = { width: 0, height: 0 };
  }

  connectedCallback(): void {
    super.connectedCallback();
    if (typeof ResizeObserver === 'undefined') return;
    this.resizeWatch = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      if (width !== this.surface.width || height !== this.surface.height) this.surface = { width, height };
    });
    this.resizeWatch.observe(this);
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeWatch?.disconnect();
  }

  /** Shows a region of the board (in board units), e.g. to bring a combat into view. */
  focusHexes(hexes: string[], minWidth = HEX * 22): void {
    const board = europeBoard();
    const points = hexes.filter((h) => board.has(h)).map((h) => hexPoint(h, board.hex(h).map));
    this.viewport.focus(points, { spread: 1.6, minWidth });
  }

  private frame(): HTMLElement | null {
    return this.renderRoot?.querySelector<HTMLElement>('.frame') ?? null;
  }

  fit(): void {
    this.viewport.fit();
  }

  /** Brings the combat shown into view, unless the view shown is named for another part of the map (front-view.ts mayBringIntoView). */
  private showCombat(): void {
    const board = europeBoard();
    const [target] = this.combat;
    if (board.has(target) && mayBringIntoView(this.mapView, hexPoint(target, board.hex(target).map))) this.frameCombat(this.combat);
  }

  private frameCombat(hexes: readonly string[], counterPixels = this.counterPixels()): void {
    const { width, height } = (this.frame() ?? this).getBoundingClientRect();
    const points = this.centres(hexes);
    if (!points.length || width === 0 || height === 0) return;
    const focus = combatFocus(points, { width, height }, counterPixels);
    this.viewport.focus(focus.points, focus.options);
  }

  private centres(hexes: readonly string[]): Point[] {
    const board = europeBoard();
    return hexes.filter((h) => board.has(h)).map((h) => hexPoint(h, board.hex(h).map));
  }

  /** Counters readable from the back of a classroom on a projector. */
  private counterPixels(): number {
    return this.projector ? PROJECTOR_COUNTER_PIXELS : READABLE_COUNTER_PIXELS;
  }

  /** Show the combat, whole, or the busiest front (engine/active-front.ts) with counters at least `counterPixels` wide (larger on a projector). */
  focusAction(counterPixels = this.counterPixels()): void {
    const state = this.state;
    // The combat shown, or the one the state holds (declared, or its losses owed): activeFront gives its hexes then.
    const combat = this.combat.length ? this.combat : state.declared?.kind === 'attack' || state.pending ? activeFront(state, europeBoard()) : null;
    if (combat) return this.frameCombat(combat, counterPixels);
    const width = (this.frame() ?? this).getBoundingClientRect().width;
    const points = this.centres(activeFront(state, europeBoard()));
    if (!points.length || width === 0) return;
    const focus = frontFocus(points, width, counterPixels);
    this.viewport.focus(focus.points, focus.options);
  }

  protected updated(changed: PropertyValues<this>): void {
    this.frameOnce();
    if (changed.has('mapView') && changed.get('mapView') !== undefined) return this.showMapView();
    // A new combat in one front's view: brought into view when that front holds it.
    if (changed.has('combat') && this.combat.length && this.mapView !== 'whole') return this.showCombat();
    if (this.mapView !== 'whole') return;
    // Following the action, frame it again as the game moves (and when a banner above the board comes or goes); no longer following shows the whole map again.
    if (changed.has('follow') && changed.get('follow') !== undefined && !this.follow) this.fit();
    else if (this.follow && (changed.has('follow') || changed.has('projector') || changed.has('state') || changed.has('surface') || changed.has('combat'))) this.focusAction();
  }

  /** A new map view: one front framed, or the whole map (or the action, followed); both fronts are drawn in their panes. */
  private showMapView() {
    if (this.mapView === 'west' && this.showNarrowWest()) return;
    if (this.mapView === 'west' || this.mapView === 'east') this.viewport.focus(frontCorners(frontById(this.mapView)), { padding: HEX });
    else if (this.mapView === 'whole') {
      if (this.follow) this.focusAction();
      else this.fit();
    }
  }

  private framed = false;
  /**
   * The map and its pieces are drawn once the first view is chosen: drawn before, the browser would lay out
   * each of the map's labels twice on opening (SVG text is laid out again when the view's scale changes).
   */
  private layersShown = false;

  /** Phones start on the Western Front, big screens on the whole map (decided once the picture's frame is drawn and has a size; the view's button says the same, map-view-control.ts). */
  private frameOnce(): void {
    if (this.framed || !this.isConnected || !this.frame()) return;
    if (!this.layersShown) {
      this.layersShown = true;
      this.requestUpdate();
    }
    // A board not shown yet (no size) is framed when it is.
    if (this.getBoundingClientRect().width === 0) return;
    this.framed = true;
    if (!this.showNarrowWest()) this.fit();
  }

  /** On a board as narrow as a phone's, the Western Front's middle at a readable size (front-view.ts openingMapView); false elsewhere. */
  private showNarrowWest(): boolean {
    if (openingMapView(this.getBoundingClientRect().width) !== 'west') return false;
    this.focusHexes([...NARROW_WEST_HEXES], HEX * 14);
    return true;
  }

  private onKey(event: KeyboardEvent) {
    // Both fronts are drawn at fixed sizes: no pan nor zoom.
    if (this.mapView !== 'both') this.viewport.onKey(event);
  }

  /** A click that ended a drag is not a choice. */
  private activate(event: Event, name: 'unit-activate' | 'hex-activate', detail: { unit?: string; hex?: string }) {
    if (event instanceof MouseEvent && this.viewport.dragged) return;
    if (event instanceof KeyboardEvent) {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
    }
    event.stopPropagation();
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  /** Keeps a counter reached with Tab inside the visible part of the map (never one just clicked: the view would jump under the click). */
  private onFocusIn(event: FocusEvent) {
    const target = event.composedPath()[0] as Element;
    const hex = target?.getAttribute?.('data-hex');
    if (!hex) return;
    const board = europeBoard();
    if (!board.has(hex)) return;
    const p = hexPoint(hex, board.hex(hex).map);
    this.viewport.revealFocused(p, HEX);
  }

  render() {
    const viewport = this.viewport;
    const v = viewport.view;
    const words = BOARD_WORDS;
    const both = this.mapView === 'both';
    const background = () => !viewport.dragged && this.dispatchEvent(new CustomEvent('board-background', { bubbles: true, composed: true }));
    return html`<div class="frame" tabindex="0" role="application" aria-roledescription=${words.map[this.lang]}
        aria-label=${words.mapHelp[this.lang] + (this.projector ? words.mapHelpKeyProjector : words.mapHelpKey)[this.lang]} @keydown=${this.onKey} @focusin=${this.onFocusIn}>
        ${both
          ? this.renderFronts(background)
          : html`<svg viewBox="${v.x} ${v.y} ${v.width} ${v.height}" preserveAspectRatio="xMidYMid meet"
          class=${viewport.panning ? 'panning' : ''}
          @wheel=${viewport.onWheel} @pointerdown=${viewport.onPointerDown} @pointermove=${viewport.onPointerMove}
          @pointerup=${viewport.onPointerUp} @pointercancel=${viewport.onPointerUp}
          @click=${background}>
          ${this.layersShown ? this.renderLayers(null) : nothing}
        </svg>`}
      </div>
      ${both
        ? nothing
        : html`<div class="zoom">
        <button type="button" aria-label=${words.zoomIn[this.lang]} @click=${() => viewport.zoomBy(0.7)}>+</button>
        <button type="button" aria-label=${words.zoomOut[this.lang]} @click=${() => viewport.zoomBy(1 / 0.7)}>−</button>
        <button type="button" aria-label=${words.fit[this.lang]} @click=${() => this.fit()}>⤢</button>
      </div>`}`;
  }

  /** The map and everything on it; in a pane of the fronts view, only the pieces it shows, each a button in one pane only. */
  private renderLayers(pane: PaneContext | null) {
    return svg`<g aria-hidden="true">${unsafeSVG(staticMap(this.lang))}</g>
      ${this.renderForts()} ${this.renderControl()} ${this.renderMarks(pane)} ${this.renderLegs()} ${this.renderCounters(pane)}`;
  }

  /** Both fronts side by side (front-view.ts lays them out): one picture, a nested picture per front, each named. */
  private renderFronts(background: () => void) {
    const { width, height } = this.surface;
    if (!width || !height) return nothing;
    const { panes, counterPixels } = bothFrontsLayout(width, height);
    return html`<svg class="fronts" viewBox="0 0 ${width} ${height}" @click=${background}>
      <rect class="gap-fill" width=${width} height=${height}/>
      ${panes.map((pane, index) => svg`<g class="pane" role="group" aria-label=${pane.front.name[this.lang]}>
        <svg x=${pane.x} y=${pane.y} width=${pane.width} height=${pane.height} viewBox="${pane.view.x} ${pane.view.y} ${pane.view.width} ${pane.view.height}">
          <rect class="sea-fill" x=${pane.view.x} y=${pane.view.y} width=${pane.view.width} height=${pane.view.height}/>
          ${this.renderLayers({ view: pane.view, owns: (p) => paneOf(p, panes) === index })}
          ${this.renderCityNames(pane.view, counterPixels)}
        </svg>
        <rect class="pane-edge" x=${pane.x} y=${pane.y} width=${pane.width} height=${pane.height}/>
        <text class="front-name" aria-hidden="true" x=${pane.x + 10} y=${pane.y + 30} font-size=${Math.min(22, pane.width / 11)}>${pane.front.name[this.lang]}</text>
      </g>`)}
    </svg>`;
  }

  /** The cities of a pane named again above the counters, large enough for a classroom (front-view.ts frontLabel); the printed names are hidden there. */
  private renderCityNames(view: Box, counterPixels: number) {
    cities ??= [...europeBoard().allHexes()].filter((hex) => hex.city);
    const shown = cities.map((hex) => ({ name: cityName(hex.city!, this.lang), ...hexPoint(hex.id, hex.map) })).filter((city) => inView(city, view));
    return svg`<g class="city-names" aria-hidden="true">${placeFrontNames(shown, counterPixels).map(
      (name) => svg`<text x=${name.x} y=${name.baseline} font-size=${name.size}>${name.name}</text>`,
    )}</g>`;
  }

  private renderForts() {
    const board = europeBoard();
    return svg`<g aria-hidden="true">${this.state.forts.map((fort) => {
      if (!board.has(fort.hex)) return nothing;
      const c = hexPoint(fort.hex, board.hex(fort.hex).map);
      const star = starPoints(c, 14, 11, 8);
      const look = nationLook(fort.nation);
      return svg`<g class="fort">
        <polygon points=${star} fill=${fort.destroyed ? '#d9d2c3' : look.land} stroke=${fort.destroyed ? '#8a8170' : '#3a3328'} stroke-width="1" stroke-dasharray=${fort.destroyed ? '2 2' : 'none'}/>
        <g class="fort-badge"><rect x=${c.x - 19} y=${c.y - 16} width="11" height="9" rx="2" fill=${fort.destroyed ? '#8a8170' : '#1d232b'}/>
        <text x=${c.x - 13.5} y=${c.y - 9.4} fill="#fff">${fort.destroyed ? '×' : `F${fort.strength}`}</text></g>
      </g>`;
    })}</g>`;
  }

  private renderControl() {
    const board = europeBoard();
    return svg`<g class="control" aria-hidden="true">${Object.entries(this.state.control).map(([hex, side]) => {
      if (!board.has(hex)) return nothing;
      const c = hexPoint(hex, board.hex(hex).map);
      const fill = side === 'allies' ? '#2f5fa8' : '#3d3d3d';
      return svg`<g><polygon points="${c.x + 8},${c.y + 16} ${c.x + 19},${c.y + 2} ${c.x + 19},${c.y + 16}" fill=${fill} stroke="#fff" stroke-width="0.8"/>
        <text x=${c.x + 15.5} y=${c.y + 14.6} fill="#fff">${side === 'allies' ? 'A' : 'C'}</text></g>`;
    })}</g>`;
  }

  private renderMarks(pane: PaneContext | null) {
    const board = europeBoard();
    return svg`<g>${this.overlay.marks.map((mark) => {
      if (!board.has(mark.hex)) return nothing;
      const c = hexPoint(mark.hex, board.hex(mark.hex).map);
      if (pane && !pane.owns(c)) return nothing;
      return svg`<g class="mark ${mark.kind}" tabindex="0" role="button" aria-label=${mark.name} data-hex=${mark.hex}
          @click=${(e: Event) => this.activate(e, 'hex-activate', { hex: mark.hex })}
          @keydown=${(e: KeyboardEvent) => this.activate(e, 'hex-activate', { hex: mark.hex })}>
        <polygon points=${hexPoints(c, HEX * 0.94)}/>
        ${mark.label ? svg`<text aria-hidden="true" x=${c.x} y=${c.y + HEX * 0.78}>${mark.label}</text>` : nothing}
      </g>`;
    })}</g>`;
  }

  private renderLegs() {
    const board = europeBoard();
    return svg`<g aria-hidden="true">${this.overlay.legs.map((leg) => {
      if (!board.has(leg.from) || !board.has(leg.to)) return nothing;
      const a = hexPoint(leg.from, board.hex(leg.from).map);
      const b = hexPoint(leg.to, board.hex(leg.to).map);
      return svg`<path class="leg ${leg.kind}" d="M${a.x} ${a.y}L${b.x} ${b.y}"/>`;
    })}</g>`;
  }

  private renderCounters(pane: PaneContext | null) {
    const board = europeBoard();
    const onMap = this.state.units.filter((u) => u.status === 'map' && u.hex && board.has(u.hex));
    const inTransit = this.state.units.filter((u) => u.status === 'transit' && u.transit);
    const transitPlaces = new Map<string, number>();
    return svg`<g>
      ${onMap.map((unit) => this.counter(unit, hexPoint(unit.hex!, board.hex(unit.hex!).map), 1, pane))}
      ${inTransit.map((unit) => {
        const box = transitBox(board, unit.transit!);
        const index = transitPlaces.get(unit.transit!) ?? 0;
        transitPlaces.set(unit.transit!, index + 1);
        return this.counter(unit, { x: box.x + 16 + index * 22, y: box.y + box.height / 2 + 5 }, 0.78, pane);
      })}
    </g>`;
  }

  /** A counter; in a pane of the fronts view, a picture alone where another pane holds its button, nothing out of sight. */
  private counter(unit: Unit, at: Point, scale: number, pane: PaneContext | null) {
    if (pane && !inView(at, pane.view)) return nothing;
    const button = !pane || pane.owns(at);
    const look = nationLook(unit.nation);
    const strength = unitStrength(unit, CHARTS);
    const h = COUNTER / 2;
    const selected = this.overlay.selected.includes(unit.id);
    const engaged = this.state.engaged.includes(unit.id);
    const side = alignmentOf(this.state, unit.nation);
    const name = counterName(europeBoard(), unit, this.lang);
    const ink = look.ink;
    // The face is drawn apart from the button on top of it, so the button's name is exactly the accessible name.
    return svg`<g class="counter ${selected ? 'selected' : ''} ${engaged ? 'engaged' : ''}" transform="translate(${at.x} ${at.y}) scale(${scale})">
      <g aria-hidden="true">
      <rect x=${-h + 1.2} y=${-h + 1.6} width=${COUNTER} height=${COUNTER} rx="2.5" fill="#000" opacity="0.35"/>
      <rect class="face" x=${-h} y=${-h} width=${COUNTER} height=${COUNTER} rx="2.5" fill=${look.counter}/>
      ${side === 'central' ? svg`<rect x=${-h} y=${-h} width=${COUNTER} height="2.6" fill=${ink} opacity="0.9"/>` : nothing}
      ${unit.reduced ? svg`<path d="M${-h} ${h - 9} L${-h + 9} ${h} L${-h} ${h} Z" fill="#fff" stroke="#111" stroke-width="0.4"/>` : nothing}
      <g aria-hidden="true">
      <text class="code" x=${-h + 2.2} y=${-h + 8.6} fill=${ink}>${look.code}</text>
      <text class="army ${unit.army.length > 2 ? 'long' : ''}" x=${h - 2.2} y=${-h + 8.6} fill=${ink}>${unit.army}</text>
      <rect x="-6" y="-3.2" width="12" height="7" fill="none" stroke=${ink} stroke-width="0.9"/>
      ${unit.armouredCorps
        ? svg`<ellipse cx="0" cy="0.3" rx="4.2" ry="2" fill="none" stroke=${ink} stroke-width="0.9"/>`
        : svg`<path d="M-6 -3.2 L6 3.8 M6 -3.2 L-6 3.8" stroke=${ink} stroke-width="0.8"/>`}
      ${unit.stosstruppen ? svg`<path d="M1 -12 L-2.5 -6 L0.5 -6 L-1.5 -1.5 L3.5 -7.5 L0.6 -7.5 L2.4 -12 Z" transform="translate(8 8)" fill="#ffd21f" stroke="#111" stroke-width="0.5"/>` : nothing}
      <text class="strength" x="0" y=${h - 2.6} fill=${ink}>${strength.attack}-${strength.defence}</text>
      </g>
      </g>
      ${button ? svg`<rect class="ring" x=${-h - 2.5} y=${-h - 2.5} width=${COUNTER + 5} height=${COUNTER + 5} rx="4"
        tabindex="0" role="button" aria-label=${name} aria-pressed=${selected ? 'true' : 'false'} data-hex=${unit.hex ?? ''} data-unit=${unit.id}
        @click=${(e: Event) => this.activate(e, 'unit-activate', { unit: unit.id })}
        @keydown=${(e: KeyboardEvent) => this.activate(e, 'unit-activate', { unit: unit.id })}/>` : nothing}
    </g>`;
  }
}

/** A pane of the fronts view, for the layers drawn in it. */
interface PaneContext {
  view: FrontPane['view'];
  /** Whether a piece at this point is a button in this pane. */
  owns(point: Point): boolean;
}

function starPoints(c: Point, outer: number, inner: number, points: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${(c.x + r * Math.cos(a)).toFixed(1)},${(c.y + r * Math.sin(a)).toFixed(1)}`);
  }
  return out.join(' ');
}

customElements.define('wwi-board', WwiBoard);
