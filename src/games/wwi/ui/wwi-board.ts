/**
 * The WWI board: the printed map (static-map.ts) with counters, forts, control
 * markers and the view's highlights on top. Zoom and pan with the mouse wheel,
 * drag, pinch, the buttons, or the keyboard (arrows, + and −, 0 to fit).
 * Every counter and every highlighted hex is a focusable button with a full
 * accessible name.
 */
import { LitElement, css, html, nothing, svg, type PropertyValues } from 'lit';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import type { Lang } from '../../../platform/game';
import { europeBoard } from '../engine/europe';
import type { Unit, WwiState } from '../engine/state';
import { CHARTS } from '../engine/charts';
import { unitStrength } from '../engine/combat';
import { alignmentOf } from '../engine/sides';
import { HEX, type Box, type Point, boardExtent, hexPoint, hexPoints, transitBox } from './geometry';
import { buildStaticMap } from './static-map';
import { nationLook } from './nations';
import { counterName } from './unit-labels';
import { BoardViewport } from '../../../platform/board-viewport';
import { widthShowingAtLeast } from '../../../platform/viewport';
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

const COUNTER = 26;
/** Counters on a projector: readable from the back of a classroom. */
const PROJECTOR_COUNTER_PIXELS = 40;

export class WwiBoard extends LitElement {
  static properties = {
    state: { attribute: false },
    lang: { type: String },
    overlay: { attribute: false },
    projector: { type: Boolean, reflect: true },
  };
  /** Projector mode: the board opens on the action with counters readable from the back of a classroom, and follows it. */
  declare projector: boolean;
  declare state: WwiState;
  declare lang: Lang;
  declare overlay: BoardOverlay;
  private readonly extent = boardExtent(europeBoard());
  /** Pan, pinch, wheel and keys; the view may show a little sea round the board, down to about six hexes across. */
  readonly viewport = new BoardViewport(this, {
    extent: this.extent,
    minWidth: 130,
    slack: 1.05,
    keep: 'centre',
    zoomStep: 0.75,
    surface: () => this,
    onChange: () => this.dispatchEvent(new CustomEvent('view-change')),
  });

  /** The part of the board shown (board units). */
  get view(): Box {
    return this.viewport.view;
  }

  static styles = css`
    :host {
      display: block;
      position: relative;
      border-radius: 12px;
      overflow: hidden;
      background: #b9d4e8;
      border: 1px solid var(--line-strong, #b9ae97);
      touch-action: none;
      user-select: none;
      -webkit-user-select: none;
    }
    .frame {
      width: 100%;
      height: 100%;
      outline: none;
    }
    .frame:focus-visible {
      box-shadow: inset 0 0 0 3px var(--focus, #1a73e8);
    }
    svg {
      display: block;
      width: 100%;
      height: 100%;
      cursor: grab;
    }
    svg.panning {
      cursor: grabbing;
    }
    .hexid {
      font: 5px var(--body-font, sans-serif);
      fill: #6f6a5d;
      text-anchor: middle;
    }
    .city {
      font: 600 6.4px var(--body-font, sans-serif);
      fill: #1d232b;
      text-anchor: middle;
      paint-order: stroke;
      stroke: #fffdf6;
      stroke-width: 1.8px;
    }
    .nation {
      font: 700 26px var(--display-font, serif);
      letter-spacing: 4px;
      fill: #3d3526;
      opacity: 0.2;
      text-anchor: middle;
    }
    .sea {
      font: italic 600 15px var(--display-font, serif);
      fill: #2f5f8a;
      opacity: 0.75;
      text-anchor: middle;
      letter-spacing: 1.5px;
    }
    .inset-title,
    .transit-title {
      font: 700 9px var(--body-font, sans-serif);
      fill: #1d232b;
    }
    .transit-title {
      text-anchor: middle;
      fill: #40295a;
      font-size: 7px;
    }
    .counter {
      cursor: pointer;
      outline: none;
    }
    .counter .face {
      stroke: #111;
      stroke-width: 0.8;
    }
    .counter .code,
    .counter .army {
      font: 700 6px var(--body-font, sans-serif);
    }
    .counter .army {
      text-anchor: end;
    }
    .counter .army.long {
      font-size: 4.4px;
    }
    .counter .strength {
      font: 800 8.6px var(--body-font, sans-serif);
      text-anchor: middle;
    }
    .counter.engaged {
      opacity: 0.62;
    }
    .counter .ring {
      fill: transparent;
      stroke: transparent;
      stroke-width: 3;
      cursor: pointer;
      outline: none;
    }
    .counter.selected .ring {
      stroke: #ffd21f;
    }
    .counter .ring:focus-visible {
      stroke: var(--focus, #1a73e8);
    }
    .mark {
      cursor: pointer;
      outline: none;
    }
    .mark polygon {
      stroke-width: 2;
    }
    .mark:focus-visible polygon {
      stroke: var(--focus, #1a73e8);
      stroke-width: 3.5;
    }
    .mark text {
      font: 800 9px var(--body-font, sans-serif);
      text-anchor: middle;
      paint-order: stroke;
      stroke: #fff;
      stroke-width: 2.4px;
      fill: #111;
    }
    .reach polygon { fill: rgba(46, 160, 67, 0.32); stroke: #1f7a33; }
    .rail polygon { fill: rgba(41, 98, 255, 0.28); stroke: #1d4fd7; }
    .sea polygon { fill: rgba(0, 150, 170, 0.3); stroke: #00798a; stroke-dasharray: 3 2; }
    .zoc polygon { fill: rgba(230, 120, 20, 0.32); stroke: #b34d00; }
    .target polygon { fill: rgba(200, 30, 30, 0.22); stroke: #b3261e; stroke-width: 2.6; }
    .defender polygon { fill: rgba(200, 30, 30, 0.35); stroke: #7a0f0a; stroke-width: 3.2; }
    .retreat polygon { fill: rgba(255, 170, 0, 0.35); stroke: #a35f00; }
    .path polygon { fill: rgba(255, 120, 0, 0.5); stroke: #7a3d00; }
    .advance polygon { fill: rgba(120, 60, 200, 0.3); stroke: #5a2ca0; }
    .place polygon { fill: rgba(46, 160, 67, 0.32); stroke: #1f7a33; }
    .leg {
      fill: none;
      stroke-width: 3;
      stroke-linecap: round;
    }
    .leg.move { stroke: #1f7a33; }
    .leg.rail { stroke: #1d4fd7; stroke-dasharray: 5 3; }
    .leg.sea { stroke: #00798a; stroke-dasharray: 2 4; }
    .leg.retreat { stroke: #a35f00; }
    .leg.advance { stroke: #5a2ca0; }
    .fort-badge text,
    .control text {
      font: 800 6.5px var(--body-font, sans-serif);
      text-anchor: middle;
    }
    .zoom {
      position: absolute;
      right: 8px;
      top: 8px;
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    .zoom button {
      width: 44px;
      height: 44px;
      border-radius: 10px;
      border: 1px solid #5b6573;
      background: rgba(255, 255, 255, 0.92);
      font: 700 1.3rem var(--body-font, sans-serif);
      color: #1d232b;
      cursor: pointer;
    }
    .zoom button:focus-visible {
      outline: 3px solid var(--focus, #1a73e8);
    }
    :host([projector]) .city {
      font-size: 8px;
      stroke-width: 2.4px;
    }
    :host([projector]) .counter .strength {
      font-size: 9.4px;
    }
  `;

  constructor() {
    super();
    this.lang = 'en';
    this.overlay = EMPTY_OVERLAY;
    this.projector = false;
  }

  /** Shows a region of the board (in board units), e.g. to bring a combat into view. */
  focusHexes(hexes: string[], minWidth = HEX * 22): void {
    const board = europeBoard();
    const points = hexes.filter((h) => board.has(h)).map((h) => hexPoint(h, board.hex(h).map));
    this.viewport.focus(points, { spread: 1.6, minWidth });
  }

  fit(): void {
    this.viewport.fit();
  }

  /** Show the combat or the busiest front (engine/active-front.ts) with counters at least `counterPixels` wide. */
  focusAction(counterPixels = PROJECTOR_COUNTER_PIXELS): void {
    const width = this.getBoundingClientRect().width;
    const board = europeBoard();
    const points = activeFront(this.state, board).map((h) => hexPoint(h, board.hex(h).map));
    if (!points.length || width === 0) return;
    // As much of the front as fits with counters between `counterPixels` and 1.4 times that.
    const widest = widthShowingAtLeast(COUNTER, counterPixels, width);
    this.viewport.focus(points, { spread: 1.4, minWidth: widest / 1.4, maxWidth: widest });
  }

  protected updated(changed: PropertyValues<this>): void {
    // On a projector, follow the action; leaving it shows the whole map again.
    if (changed.has('projector') && changed.get('projector') !== undefined && !this.projector) this.fit();
    else if (this.projector && (changed.has('projector') || changed.has('state'))) this.focusAction();
  }

  private framed = false;

  protected willUpdate(): void {
    // Phones start on the Western Front, big screens on the whole map (decided once the element has a size).
    if (this.framed || !this.isConnected || this.getBoundingClientRect().width === 0) return;
    this.framed = true;
    if (this.getBoundingClientRect().width < 640) this.focusHexes(['0313', '0616'], HEX * 14);
    else this.fit();
  }

  private onKey(event: KeyboardEvent) {
    this.viewport.onKey(event);
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
    return html`<div class="frame" tabindex="0" role="application" aria-roledescription=${words.map[this.lang]}
        aria-label=${words.mapHelp[this.lang]} @keydown=${this.onKey} @focusin=${this.onFocusIn}>
        <svg viewBox="${v.x} ${v.y} ${v.width} ${v.height}" preserveAspectRatio="xMidYMid meet"
          class=${viewport.panning ? 'panning' : ''}
          @wheel=${viewport.onWheel} @pointerdown=${viewport.onPointerDown} @pointermove=${viewport.onPointerMove}
          @pointerup=${viewport.onPointerUp} @pointercancel=${viewport.onPointerUp}
          @click=${() => !viewport.dragged && this.dispatchEvent(new CustomEvent('board-background', { bubbles: true, composed: true }))}>
          <g aria-hidden="true">${unsafeSVG(staticMap(this.lang))}</g>
          ${this.renderForts()} ${this.renderControl()} ${this.renderMarks()} ${this.renderLegs()} ${this.renderCounters()}
        </svg>
      </div>
      <div class="zoom">
        <button type="button" aria-label=${words.zoomIn[this.lang]} @click=${() => viewport.zoomBy(0.7)}>+</button>
        <button type="button" aria-label=${words.zoomOut[this.lang]} @click=${() => viewport.zoomBy(1 / 0.7)}>−</button>
        <button type="button" aria-label=${words.fit[this.lang]} @click=${() => this.fit()}>⤢</button>
      </div>`;
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

  private renderMarks() {
    const board = europeBoard();
    return svg`<g>${this.overlay.marks.map((mark) => {
      if (!board.has(mark.hex)) return nothing;
      const c = hexPoint(mark.hex, board.hex(mark.hex).map);
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

  private renderCounters() {
    const board = europeBoard();
    const onMap = this.state.units.filter((u) => u.status === 'map' && u.hex && board.has(u.hex));
    const inTransit = this.state.units.filter((u) => u.status === 'transit' && u.transit);
    const transitPlaces = new Map<string, number>();
    return svg`<g>
      ${onMap.map((unit) => this.counter(unit, hexPoint(unit.hex!, board.hex(unit.hex!).map), 1))}
      ${inTransit.map((unit) => {
        const box = transitBox(board, unit.transit!);
        const index = transitPlaces.get(unit.transit!) ?? 0;
        transitPlaces.set(unit.transit!, index + 1);
        return this.counter(unit, { x: box.x + 16 + index * 22, y: box.y + box.height / 2 + 5 }, 0.78);
      })}
    </g>`;
  }

  private counter(unit: Unit, at: Point, scale: number) {
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
      <rect class="ring" x=${-h - 2.5} y=${-h - 2.5} width=${COUNTER + 5} height=${COUNTER + 5} rx="4"
        tabindex="0" role="button" aria-label=${name} aria-pressed=${selected ? 'true' : 'false'} data-hex=${unit.hex ?? ''} data-unit=${unit.id}
        @click=${(e: Event) => this.activate(e, 'unit-activate', { unit: unit.id })}
        @keydown=${(e: KeyboardEvent) => this.activate(e, 'unit-activate', { unit: unit.id })}/>
    </g>`;
  }
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
