/**
 * <dip-map>: the Diplomacy board as an SVG map generated from open data
 * (maps/diplomacy/standard-geometry.json). Shows supply centres, units,
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
import { LitElement, css, html, nothing, svg, unsafeCSS, type PropertyValues, type SVGTemplateResult } from 'lit';
import type { Lang, PowerId } from '../../../platform/game';
import { standardMap as map } from '../engine/map';
import type { DipState } from '../engine/state';
import type { Loc, Order, ProvinceId, UnitData, UnitType } from '../engine/types';
import { printOrder, type Notation } from '../engine/notation';
import { describeOutcome, type Outcome } from '../engine/adjudicator/outcome';
import { adjustmentsOwed, buildableCentres } from '../engine/position';
import { IDLE, choices, choose, clickSpace, dislodgedIn, draftTargets, draftUnit, type Choice, type Draft, type DraftContext, type DraftStep } from './drafting';
import geometryJson from '../../../../maps/diplomacy/standard-geometry.json';
import { stateChanged, type MapGeometry } from './map-data';
import type { Point } from './map-geometry';
import { text, type TextKey } from './i18n';

const geometry = geometryJson as unknown as MapGeometry;

export const ORDER_EVENT = 'dip-order';
export interface OrderChosenDetail {
  power: PowerId;
  order: Order;
}

/** An order to draw: a draft (maybe with a problem) or a result with its outcome. */
export interface MapOrder {
  power: PowerId;
  order: Order;
  /** Why a draft would be refused, in the UI language. */
  problem?: string;
  outcome?: Outcome;
}

interface MenuItem {
  label: string;
  run: () => void;
}

interface ViewBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

const FULL_VIEW: ViewBox = { x: 0, y: 0, w: geometry.width, h: geometry.height };
const MAX_ZOOM = 8;
/** Below this width (CSS pixels) the map starts zoomed on the units being ordered. */
const NARROW_SCREEN = 560;
/** A pointer that moves farther than this (screen pixels) pans instead of clicking. */
const DRAG_THRESHOLD = 6;
const UNIT_RADIUS = 11;
/** Offset of a dislodged unit from the unit that beat it. */
const DISLODGED_OFFSET: Point = [11, -10];
const LAND = '#efe7d2';

function mix(colour: string, base: string, amount: number): string {
  const parse = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const a = parse(colour);
  const b = parse(base);
  return '#' + a.map((value, i) => Math.round(value * amount + b[i] * (1 - amount)).toString(16).padStart(2, '0')).join('');
}

/** Black or white, whichever reads better on the power's colour. */
function inkOn(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.55 ? '#111' : '#fff';
}

const provinceOfLoc = (loc: Loc) => map.provinceOf(loc);

export function unitPoint(loc: Loc): Point {
  return geometry.coasts[loc] ?? geometry.provinces[provinceOfLoc(loc)].unit;
}

function labelPoint(province: ProvinceId): Point {
  return geometry.provinces[province].label;
}

/** A point `by` pixels from `from` towards `to`. */
function along(from: Point, to: Point, by: number): Point {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  return [from[0] + ((to[0] - from[0]) * by) / length, from[1] + ((to[1] - from[1]) * by) / length];
}

function shortened(from: Point, to: Point, start: number, end: number): [Point, Point] {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  if (length <= start + end + 2) return [from, to];
  return [along(from, to, start), along(to, from, end)];
}

const fmt = (n: number) => Math.round(n * 10) / 10;

export class DipMap extends LitElement {
  static properties = {
    // The host decodes the state afresh on every render: only a different state counts as a change.
    state: { attribute: false, hasChanged: stateChanged },
    lang: { type: String },
    notation: { type: String },
    caption: { type: String },
    orderable: { attribute: false },
    orders: { attribute: false },
    step: { state: true },
    status: { state: true },
    view: { state: true },
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
  declare view: ViewBox;
  declare focused: ProvinceId;
  declare tip: { text: string; at: Point } | null;
  declare hasFocus: boolean;

  /** The powers the view was last fitted to (once per phase and seat, so a player's own zoom is kept). */
  private fittedFor: string | null = null;
  private pointers = new Map<number, { x: number; y: number }>();
  private dragStart: { x: number; y: number; view: ViewBox; distance: number } | null = null;
  private panned = false;
  /** The focus ring is for keyboard users; a click already shows what it chose. */
  private byKeyboard = false;
  private lastPointerDown = -Infinity;

  static styles = [
    unsafeCSS(`.board{aspect-ratio:${geometry.width}/${geometry.height}}`),
    css`
      :host {
        display: block;
        position: relative;
        --sea: #b7d2e6;
        --sea-line: #8db0cb;
        --land-line: #8a7758;
        --failed: #c62828;
        --illegal: #b35c00;
      }
      .frame {
        position: relative;
        contain: content;
        border-radius: 12px;
        overflow: hidden;
        border: 1px solid var(--line, #ddd);
        background: var(--sea);
      }
      .board {
        display: block;
        width: 100%;
        height: auto;
        /* Whole map: a finger scrolls the page; zoomed in: it pans the map. */
        touch-action: pan-y;
        user-select: none;
        -webkit-user-select: none;
        cursor: default;
      }
      .board.zoomed {
        touch-action: none;
      }
      .board.panning {
        cursor: grabbing;
      }
      .space {
        cursor: pointer;
        outline: none;
      }
      .space.sea {
        stroke: var(--sea-line);
        stroke-width: 0.7;
      }
      .space.land {
        stroke: var(--land-line);
        stroke-width: 0.7;
        stroke-linejoin: round;
      }
      .neutral {
        fill: #d9d3c4;
        stroke: #a89f8a;
        stroke-width: 0.5;
        pointer-events: none;
      }
      .lakes {
        fill: var(--sea);
        stroke: var(--sea-line);
        stroke-width: 0.5;
        pointer-events: none;
      }
      .coastline {
        fill: none;
        stroke: #6f8fa8;
        stroke-width: 0.9;
        pointer-events: none;
      }
      .label {
        font: 700 10px var(--body-font, system-ui, sans-serif);
        fill: #2b2418;
        text-anchor: middle;
        dominant-baseline: middle;
        paint-order: stroke;
        stroke: #f6f1e4;
        stroke-width: 2.4px;
        stroke-linejoin: round;
        pointer-events: none;
      }
      .label.sea {
        font-style: italic;
        font-weight: 600;
        fill: #23506f;
        stroke: #cfe2f0;
      }
      .centre {
        stroke: #2b2418;
        stroke-width: 1;
        pointer-events: none;
      }
      .centre-mark {
        pointer-events: none;
      }
      .centre-letter {
        font: 800 6px var(--body-font, system-ui, sans-serif);
        text-anchor: middle;
        dominant-baseline: central;
        pointer-events: none;
      }
      .unit {
        cursor: pointer;
      }
      .unit .body {
        stroke: #111;
        stroke-width: 1.2;
      }
      .unit .letter {
        font: 800 10.5px var(--body-font, system-ui, sans-serif);
        text-anchor: middle;
        dominant-baseline: central;
        pointer-events: none;
      }
      .unit.dislodged .body {
        stroke: var(--failed);
        stroke-dasharray: 2.5 1.5;
        stroke-width: 1.6;
      }
      .unit.selected .body {
        stroke: #000;
        stroke-width: 2.6;
      }
      .retreat-option {
        fill: none;
        stroke: var(--failed);
        stroke-width: 1;
        stroke-dasharray: 1.5 2;
        pointer-events: none;
      }
      .highlight {
        fill: none;
        pointer-events: none;
        stroke-linejoin: round;
      }
      .highlight.focus {
        stroke: var(--focus, #1a73e8);
        stroke-width: 2.4;
      }
      .highlight.selected {
        stroke: #111;
        stroke-width: 2.2;
      }
      .highlight.target {
        fill: #ffffff;
        fill-opacity: 0.28;
        stroke: #111;
        stroke-width: 0.9;
        stroke-dasharray: 3 2;
      }
      .build-site {
        fill: none;
        stroke-width: 2;
        stroke-dasharray: 3 2;
        pointer-events: none;
      }
      .build-plus {
        stroke-width: 2;
        pointer-events: none;
      }
      .order {
        fill: none;
        stroke: #1b1b1b;
        stroke-width: 2.2;
        stroke-linecap: round;
        stroke-linejoin: round;
        pointer-events: none;
      }
      .order.support {
        stroke-dasharray: 5 3;
        stroke-width: 1.6;
      }
      .order.convoy {
        stroke-dasharray: 0.1 4;
        stroke-width: 2.6;
      }
      .order.hold {
        stroke-width: 2.4;
      }
      .order.failed {
        stroke: var(--failed);
      }
      .order.illegal {
        stroke: var(--illegal);
      }
      .order.void {
        stroke: #777;
      }
      .order-halo {
        fill: none;
        stroke: #fff;
        stroke-opacity: 0.75;
        stroke-width: 4.4;
        stroke-linecap: round;
        pointer-events: none;
      }
      .order-halo.convoy {
        stroke-dasharray: 0.1 4;
        stroke-width: 4.6;
      }
      .order-halo.support {
        stroke-dasharray: 5 3;
        stroke-width: 3.6;
      }
      .cross {
        cursor: help;
      }
      .cross circle {
        fill: #fff;
        stroke: var(--failed);
        stroke-width: 1.4;
      }
      .cross.illegal circle {
        stroke: var(--illegal);
      }
      .cross path {
        stroke: var(--failed);
        stroke-width: 1.8;
        stroke-linecap: round;
      }
      .cross.illegal path {
        stroke: var(--illegal);
      }
      .controls {
        position: absolute;
        top: 8px;
        right: 8px;
        display: flex;
        flex-direction: column;
        gap: 6px;
      }
      .controls button,
      .menu button {
        font: inherit;
        font-weight: 600;
        min-width: 40px;
        min-height: 40px;
        border-radius: 10px;
        border: 1px solid var(--line-strong, #aaa);
        background: var(--paper, #fff);
        color: var(--ink, #000);
        cursor: pointer;
        box-shadow: 0 1px 3px #0002;
      }
      .controls button {
        font-size: 1.2rem;
        line-height: 1;
      }
      @media (max-width: 560px) {
        .controls {
          flex-direction: row;
          top: 6px;
          right: 6px;
        }
        .controls button {
          min-width: 36px;
          min-height: 36px;
        }
      }
      .menu {
        display: flex;
        flex-wrap: wrap;
        gap: 6px;
        margin-top: 0.4rem;
      }
      .menu button {
        padding: 0.35em 0.9em;
        box-shadow: none;
      }
      .menu button:last-child {
        font-weight: 500;
        color: var(--muted, #555);
      }
      .tip {
        position: absolute;
        z-index: 2;
        max-width: 18rem;
        padding: 0.5em 0.7em;
        background: #1d232b;
        color: #fff;
        border-radius: 8px;
        font-size: 0.9rem;
        pointer-events: none;
      }
      .map-status {
        min-height: 1.5em;
        margin: 0.5rem 0 0;
        font-size: 0.95rem;
      }
      .help {
        margin: 0.25rem 0 0;
        font-size: 0.85rem;
        color: var(--muted, #666);
      }
      :focus-visible {
        outline: 3px solid var(--focus, #1a73e8);
        outline-offset: 2px;
      }
      .space:focus-visible {
        outline: none;
      }
    `,
  ];

  constructor() {
    super();
    this.lang = 'en';
    this.notation = 'en';
    this.caption = '';
    this.orderable = [];
    this.orders = [];
    this.step = IDLE;
    this.status = '';
    this.view = { ...FULL_VIEW };
    this.focused = 'par';
    this.tip = null;
    this.hasFocus = false;
  }

  protected willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('state') && changed.get('state') !== undefined) {
      this.fittedFor = null;
      this.step = IDLE;
      this.status = '';
      this.tip = null;
    }
  }

  protected updated(changed: PropertyValues<this>): void {
    // On a phone the whole of Europe is small: start close to the units being ordered.
    const seated = this.orderable.join();
    if ((changed.has('orderable') || changed.has('state')) && this.orderable.length && this.fittedFor !== seated) this.fitToOrderable(seated);
    // The tip floats over the map, placed through CSSOM: style attributes are forbidden by the CSP.
    const tip = this.renderRoot.querySelector<HTMLElement>('.tip');
    if (tip && this.tip) this.place(tip, this.tip.at);
  }

  private place(box: HTMLElement, at: Point) {
    const frame = this.renderRoot.querySelector<HTMLElement>('.frame');
    if (!frame) return;
    const [x, y] = this.toScreen(at);
    const width = frame.clientWidth;
    const left = Math.max(4, Math.min(x + 14, width - box.offsetWidth - 4));
    const below = y + 14 + box.offsetHeight < frame.clientHeight;
    const top = below ? y + 14 : Math.max(4, y - 14 - box.offsetHeight);
    box.style.setProperty('left', `${left}px`);
    box.style.setProperty('top', `${top}px`);
  }

  private fitToOrderable(seated: string) {
    const svgElement = this.renderRoot.querySelector('svg');
    if (!svgElement || svgElement.clientWidth === 0) return;
    this.fittedFor = seated;
    if (svgElement.clientWidth >= NARROW_SCREEN) return;
    const points = [
      ...this.position.units.filter((u) => this.mine(u.power)).map((u) => unitPoint(u.loc)),
      ...this.position.dislodged.filter((d) => this.mine(d.unit.power)).map((d) => unitPoint(d.unit.loc)),
      ...this.orderable.flatMap((power) => map.homeCenters(power).map((c) => geometry.provinces[c].unit)),
    ];
    if (!points.length) return;
    const margin = 90;
    const minX = Math.min(...points.map((p) => p[0])) - margin;
    const maxX = Math.max(...points.map((p) => p[0])) + margin;
    const minY = Math.min(...points.map((p) => p[1])) - margin;
    const maxY = Math.max(...points.map((p) => p[1])) + margin;
    const w = Math.min(FULL_VIEW.w, Math.max(maxX - minX, ((maxY - minY) * FULL_VIEW.w) / FULL_VIEW.h, FULL_VIEW.w / 3));
    const h = (w * FULL_VIEW.h) / FULL_VIEW.w;
    this.view = this.clamp({ x: (minX + maxX) / 2 - w / 2, y: (minY + maxY) / 2 - h / 2, w, h });
  }

  /** Map coordinates to pixels inside the frame. */
  private toScreen([x, y]: Point): Point {
    const svgElement = this.renderRoot.querySelector('svg');
    if (!svgElement) return [0, 0];
    const scale = svgElement.clientWidth / this.view.w;
    return [(x - this.view.x) * scale, (y - this.view.y) * scale];
  }

  /** Where a space's unit point is on screen (viewport pixels): for tests and tools that click like a player. */
  clientPointOf(loc: Loc): { x: number; y: number } {
    const rect = this.renderRoot.querySelector('svg')!.getBoundingClientRect();
    const [x, y] = unitPoint(loc);
    return { x: rect.left + ((x - this.view.x) / this.view.w) * rect.width, y: rect.top + ((y - this.view.y) / this.view.h) * rect.height };
  }

  private toMap(clientX: number, clientY: number): Point {
    const svgElement = this.renderRoot.querySelector('svg')!;
    const rect = svgElement.getBoundingClientRect();
    return [this.view.x + ((clientX - rect.left) / rect.width) * this.view.w, this.view.y + ((clientY - rect.top) / rect.height) * this.view.h];
  }

  // ---------- names ----------

  private t(key: TextKey, params: Record<string, string | number> = {}) {
    return text(this.lang, key, params);
  }

  private placeName = (province: ProvinceId) => map.province(province)?.name[this.lang] ?? province;

  private unitName(unit: UnitData): string {
    return this.t('unitName', {
      kind: this.t(unit.type === 'A' ? 'army' : 'fleet'),
      place: this.locName(unit.loc),
      power: map.power(unit.power)?.name[this.lang] ?? unit.power,
    });
  }

  private locName(loc: Loc): string {
    const coast = map.coastOf(loc);
    const name = this.placeName(provinceOfLoc(loc));
    return coast ? `${name} (${this.t(`coast_${coast}` as TextKey)})` : name;
  }

  private shortUnit(unit: UnitData): string {
    const abbr = map.province(provinceOfLoc(unit.loc))!.abbr[this.notation];
    return `${unit.type} ${abbr}`;
  }

  // ---------- the position ----------

  private get position() {
    return this.state.position;
  }

  private mine(power: PowerId): boolean {
    return this.orderable.includes(power);
  }

  private get context(): DraftContext {
    return { map, position: this.position, orderable: this.orderable };
  }

  // ---------- order entry: drafting.ts decides, this draws and words ----------

  /** A click or Enter on a space, with the current draft. */
  activate(province: ProvinceId): void {
    this.tip = null;
    this.follow(clickSpace(this.context, this.step, province));
  }

  private follow(result: DraftStep) {
    this.step = result.draft;
    if (result.kind === 'order') {
      this.status = this.t('orderChosen', { order: printOrder(result.order, map, this.notation) });
      this.dispatchEvent(new CustomEvent<OrderChosenDetail>(ORDER_EVENT, { detail: { power: result.power, order: result.order }, bubbles: true, composed: true }));
    } else if (result.kind === 'refused') {
      this.status = this.t(result.reason, { place: this.placeName(result.province) });
    } else {
      this.status = this.prompt(result.draft);
    }
  }

  private prompt(step: Draft): string {
    switch (step.kind) {
      case 'idle':
        return '';
      case 'unit': {
        const name = this.unitName(step.unit);
        if (!step.retreat) return this.t('pickTarget', { unit: name });
        const retreats = dislodgedIn(this.context, provinceOfLoc(step.unit.loc))?.retreats ?? [];
        return this.t('pickRetreat', { unit: name, places: retreats.map((loc) => this.locName(loc)).join(', ') || '—' });
      }
      case 'support-unit':
        return this.t('pickSupported', { unit: this.unitName(step.unit) });
      case 'support-target':
        return this.t('pickSupportTarget', { unit: this.unitName(step.unit), other: this.shortUnit(step.supported) });
      case 'convoy-army':
        return this.t('pickConvoyArmy', { unit: this.unitName(step.unit) });
      case 'convoy-target':
        return this.t('pickConvoyTarget', { unit: this.unitName(step.unit), other: this.shortUnit(step.army) });
      case 'convoy-move':
        return this.t('pickConvoyMove', { unit: this.unitName(step.unit) });
      case 'coast':
        return this.t('whichCoast', { place: this.placeName(step.province) });
      case 'build':
        return this.t('buildHere', { power: map.power(step.power)!.name[this.lang] });
      case 'disband':
        return this.t('orderMenu', { unit: this.unitName(step.unit) });
    }
  }

  private cancel() {
    this.step = IDLE;
    this.status = '';
    this.tip = null;
  }

  private choiceLabel(choice: Choice): string {
    switch (choice.kind) {
      case 'via-convoy':
        return this.t('viaConvoy');
      case 'coast':
        return this.t(`coast_${map.coastOf(choice.loc)}` as TextKey);
      case 'build': {
        if (choice.unitType === 'A') return this.t('buildArmy');
        const coast = map.coastOf(choice.loc);
        return coast ? this.t('buildFleetCoast', { coast: this.t(`coast_${coast}` as TextKey) }) : this.t('buildFleet');
      }
      default:
        return this.t(choice.kind);
    }
  }

  private menuItems(): MenuItem[] {
    const step = this.step;
    return choices(this.context, step).map((choice) => ({
      label: this.choiceLabel(choice),
      run: () => (choice.kind === 'cancel' ? this.cancel() : this.follow(choose(this.context, step, choice))),
    }));
  }

  // ---------- pointer: click, pan, pinch, wheel ----------

  private onClick(event: MouseEvent) {
    if (this.panned) {
      this.panned = false;
      return;
    }
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
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    this.dragStart = { x: event.clientX, y: event.clientY, view: { ...this.view }, distance: this.pinchDistance() };
    this.panned = false;
  }

  private pinchDistance(): number {
    const [a, b] = [...this.pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }

  private onPointerMove(event: PointerEvent) {
    if (!this.pointers.has(event.pointerId) || !this.dragStart) return;
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const svgElement = event.currentTarget as SVGSVGElement;
    const scale = this.dragStart.view.w / svgElement.getBoundingClientRect().width;
    if (this.pointers.size >= 2 && this.dragStart.distance > 0) {
      // Pinch: zoom around the midpoint of the two fingers.
      const [a, b] = [...this.pointers.values()];
      const factor = this.pinchDistance() / this.dragStart.distance;
      this.panned = true;
      this.zoomAround(this.dragStart.view, factor, this.toMapFrom(this.dragStart.view, (a.x + b.x) / 2, (a.y + b.y) / 2));
      return;
    }
    const dx = event.clientX - this.dragStart.x;
    const dy = event.clientY - this.dragStart.y;
    if (!this.panned && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!this.panned) svgElement.setPointerCapture?.(event.pointerId);
    this.panned = true;
    this.view = this.clamp({ ...this.dragStart.view, x: this.dragStart.view.x - dx * scale, y: this.dragStart.view.y - dy * scale });
  }

  private toMapFrom(view: ViewBox, clientX: number, clientY: number): Point {
    const rect = this.renderRoot.querySelector('svg')!.getBoundingClientRect();
    return [view.x + ((clientX - rect.left) / rect.width) * view.w, view.y + ((clientY - rect.top) / rect.height) * view.h];
  }

  private onPointerUp(event: PointerEvent) {
    this.pointers.delete(event.pointerId);
    if (this.pointers.size === 0) this.dragStart = null;
    else {
      const [rest] = [...this.pointers.values()];
      this.dragStart = { x: rest.x, y: rest.y, view: { ...this.view }, distance: 0 };
    }
  }

  private onWheel(event: WheelEvent) {
    event.preventDefault();
    const factor = Math.exp(-event.deltaY * 0.0015);
    this.zoomAround(this.view, factor, this.toMap(event.clientX, event.clientY));
  }

  /** Zoom `from` by `factor` keeping the map point `at` where it is on screen. */
  private zoomAround(from: ViewBox, factor: number, at: Point) {
    const w = Math.min(FULL_VIEW.w, Math.max(FULL_VIEW.w / MAX_ZOOM, from.w / factor));
    const h = (w * FULL_VIEW.h) / FULL_VIEW.w;
    const fx = (at[0] - from.x) / from.w;
    const fy = (at[1] - from.y) / from.h;
    this.view = this.clamp({ x: at[0] - fx * w, y: at[1] - fy * h, w, h });
  }

  zoomBy(factor: number) {
    this.zoomAround(this.view, factor, [this.view.x + this.view.w / 2, this.view.y + this.view.h / 2]);
  }

  private clamp(view: ViewBox): ViewBox {
    return {
      ...view,
      x: Math.max(0, Math.min(FULL_VIEW.w - view.w, view.x)),
      y: Math.max(0, Math.min(FULL_VIEW.h - view.h, view.y)),
    };
  }

  // ---------- keyboard ----------

  private onKeyDown(event: KeyboardEvent) {
    this.byKeyboard = true;
    this.requestUpdate();
    const arrows: Record<string, Point> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const direction = arrows[event.key];
    if (direction && event.shiftKey) {
      event.preventDefault();
      this.view = this.clamp({ ...this.view, x: this.view.x + direction[0] * this.view.w * 0.15, y: this.view.y + direction[1] * this.view.h * 0.15 });
      return;
    }
    if (direction) {
      event.preventDefault();
      this.moveFocus(direction);
      return;
    }
    switch (event.key) {
      case '+':
      case '=':
        event.preventDefault();
        this.zoomBy(1.5);
        return;
      case '-':
      case '_':
        event.preventDefault();
        this.zoomBy(1 / 1.5);
        return;
      case '0':
        event.preventDefault();
        this.view = { ...FULL_VIEW };
        return;
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
  private moveFocus([dx, dy]: Point) {
    const [x0, y0] = geometry.provinces[this.focused].unit;
    let best: ProvinceId | null = null;
    let bestScore = Infinity;
    for (const [id, province] of Object.entries(geometry.provinces)) {
      if (id === this.focused) continue;
      const ax = province.unit[0] - x0;
      const ay = province.unit[1] - y0;
      const ahead = ax * dx + ay * dy;
      if (ahead <= 0) continue;
      const aside = Math.abs(ax * dy - ay * dx);
      const score = ahead + aside * 2.5;
      if (score < bestScore) {
        bestScore = score;
        best = id;
      }
    }
    if (!best) return;
    this.focused = best;
    this.keepInView(geometry.provinces[best].unit);
    void this.updateComplete.then(() => this.renderRoot.querySelector<SVGElement>(`[data-province="${best}"].space`)?.focus());
  }

  private keepInView([x, y]: Point) {
    const v = this.view;
    const margin = v.w * 0.08;
    if (x > v.x + margin && x < v.x + v.w - margin && y > v.y + margin && y < v.y + v.h - margin) return;
    this.view = this.clamp({ ...v, x: x - v.w / 2, y: y - v.h / 2 });
  }

  // ---------- drawing ----------

  /** The whole board as a standalone SVG document (for export), styles inlined. */
  exportSvg(): { svg: string; width: number; height: number } {
    const board = this.renderRoot.querySelector<SVGSVGElement>('svg.board')!;
    const styles = DipMap.elementStyles.map((style) => ('cssText' in style ? style.cssText : ''));
    return {
      svg: boardSvg(board, styles, `${FULL_VIEW.x} ${FULL_VIEW.y} ${FULL_VIEW.w} ${FULL_VIEW.h}`),
      width: FULL_VIEW.w,
      height: FULL_VIEW.h,
    };
  }

  render() {
    if (!this.state) return nothing;
    const view = this.view;
    const zoomed = view.w < FULL_VIEW.w - 0.5;
    const menu = this.menuItems();
    return html`<div class="frame">
        <svg class="board ${this.panned ? 'panning' : ''} ${zoomed ? 'zoomed' : ''}" viewBox="${fmt(view.x)} ${fmt(view.y)} ${fmt(view.w)} ${fmt(view.h)}"
          width=${geometry.width} height=${geometry.height} role="group"
          aria-label=${this.t('mapTitle', { phase: this.caption || String(this.position.year) })}
          aria-describedby="map-help"
          @click=${this.onClick} @pointerdown=${this.onPointerDown} @pointermove=${this.onPointerMove}
          @pointerup=${this.onPointerUp} @pointercancel=${this.onPointerUp} @wheel=${this.onWheel} @keydown=${this.onKeyDown}
          @focusin=${() => {
            // Focus that did not follow a pointer press came from the keyboard (Tab).
            this.byKeyboard = performance.now() - this.lastPointerDown > 600;
            this.hasFocus = true;
          }} @focusout=${() => (this.hasFocus = false)}>
          ${this.renderDefs()}
          <rect width=${geometry.width} height=${geometry.height} fill="var(--sea)"></rect>
          ${this.renderSpaces()}
          <path class="lakes" d=${geometry.lakes}></path>
          <path class="neutral" d=${geometry.neutral}></path>
          ${this.renderCentres()}
          ${this.renderLabels()}
          ${this.renderHighlights()}
          ${this.renderBuildSites()}
          ${this.renderOrders()}
          ${this.renderUnits()}
        </svg>
        <div class="controls">
          <button type="button" aria-label=${this.t('zoomIn')} title=${this.t('zoomIn')} @click=${() => this.zoomBy(1.5)}>+</button>
          <button type="button" aria-label=${this.t('zoomOut')} title=${this.t('zoomOut')} @click=${() => this.zoomBy(1 / 1.5)}>−</button>
          ${zoomed ? html`<button type="button" aria-label=${this.t('zoomReset')} title=${this.t('zoomReset')} @click=${() => (this.view = { ...FULL_VIEW })}>⤢</button>` : nothing}
        </div>
        ${this.tip ? html`<div class="tip" role="tooltip">${this.tip.text}</div>` : nothing}
      </div>
      <p class="map-status" role="status" aria-live="polite">${this.status}</p>
      ${menu.length
        ? html`<div class="menu" role="toolbar" aria-label=${this.status} @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && this.cancel()}>
            ${menu.map((item) => html`<button type="button" @click=${item.run}>${item.label}</button>`)}
          </div>`
        : nothing}
      <p class="help" id="map-help">${this.t('mapHelp')}</p>`;
  }

  private renderDefs() {
    const arrow = (id: string, colour: string) =>
      svg`<marker id=${id} viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4.2" markerHeight="4.2" orient="auto-start-reverse" markerUnits="strokeWidth">
        <path d="M0 0L10 5L0 10z" fill=${colour}></path></marker>`;
    return svg`<defs>
      ${arrow('arrow-ok', '#1b1b1b')}${arrow('arrow-failed', '#c62828')}${arrow('arrow-illegal', '#b35c00')}${arrow('arrow-void', '#777777')}
      <pattern id="hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="5" height="5" fill="#cfc6b0"></rect><path d="M0 0V5" stroke="#a99d82" stroke-width="1.6"></path>
      </pattern>
    </defs>`;
  }

  private renderSpaces() {
    const owners = this.position.owners;
    return map.data.provinces.map((province) => {
      const shape = geometry.provinces[province.id];
      const sea = province.kind === 'sea';
      const owner = province.supplyCenter ? owners[province.id] : undefined;
      const colour = owner ? map.power(owner)!.color : undefined;
      const fill = sea ? 'var(--sea)' : province.kind === 'impassable' ? 'url(#hatch)' : colour ? mix(colour, LAND, 0.3) : LAND;
      const description = province.supplyCenter
        ? owner
          ? this.t('centreOf', { power: map.power(owner)!.name[this.lang] })
          : this.t('neutralCentre')
        : '';
      const impassable = province.kind === 'impassable';
      return svg`<path class="space ${sea ? 'sea' : 'land'}" d=${shape.d} fill=${fill} fill-rule="evenodd"
        data-province=${province.id} role=${impassable ? 'img' : 'button'} tabindex=${province.id === this.focused ? 0 : -1}
        aria-label=${province.name[this.lang]} aria-description=${description || nothing}
        @focus=${() => (this.focused = province.id)}></path>`;
    });
  }

  private renderCentres() {
    return map.data.provinces
      .filter((p) => p.supplyCenter)
      .map((province) => {
        const [x, y] = geometry.provinces[province.id].centre!;
        const owner = this.position.owners[province.id];
        const power = owner ? map.power(owner) : undefined;
        return svg`<g aria-hidden="true" class="centre-mark">
          <circle class="centre" cx=${x} cy=${y} r="4.6" fill=${power ? power.color : '#fffdf6'}></circle>
          ${power ? svg`<text class="centre-letter" x=${x} y=${y + 0.3} fill=${inkOn(power.color)}>${power.letter}</text>` : svg`<circle cx=${x} cy=${y} r="1.4" fill="#2b2418"></circle>`}
        </g>`;
      });
  }

  private renderLabels() {
    return map.data.provinces.map((province) => {
      const [x, y] = labelPoint(province.id);
      return svg`<text class="label ${province.kind === 'sea' ? 'sea' : ''}" x=${x} y=${y} aria-hidden="true">${province.abbr[this.notation]}</text>`;
    });
  }

  /** Focus ring, selected unit's space, and where it may go. */
  private renderHighlights() {
    const outline = (province: ProvinceId, kind: string) => svg`<path class="highlight ${kind}" d=${geometry.provinces[province].d} fill-rule="evenodd"></path>`;
    const step = this.step;
    const marks: SVGTemplateResult[] = [];
    marks.push(...draftTargets(this.context, step).map((p) => outline(p, 'target')));
    const unit = draftUnit(step);
    if (unit) marks.push(outline(provinceOfLoc(unit.loc), 'selected'));
    if (step.kind === 'coast' || step.kind === 'build') marks.push(outline(step.province, 'selected'));
    if (this.hasFocus && this.byKeyboard) marks.push(outline(this.focused, 'focus'));
    return marks;
  }

  private renderBuildSites() {
    if (this.position.phase !== 'adjustment') return nothing;
    return map.data.powers.flatMap((power) => {
      if (adjustmentsOwed(map, this.position, power.id) <= 0) return [];
      return buildableCentres(map, this.position, power.id).map((province) => {
        const [x, y] = geometry.provinces[province].unit;
        return svg`<g aria-hidden="true"><circle class="build-site" cx=${x} cy=${y} r="10" stroke=${power.color}></circle>
          <path class="build-plus" d="M${x - 4} ${y}h8M${x} ${y - 4}v8" stroke=${power.color}></path></g>`;
      });
    });
  }

  private renderUnits() {
    const position = this.position;
    const selected = draftUnit(this.step);
    const units = position.units.map((unit) => this.renderUnit(unit, unitPoint(unit.loc), false, unit === selected));
    const dislodged = position.dislodged.map((d) => {
      const [x, y] = unitPoint(d.unit.loc);
      const at: Point = [x + DISLODGED_OFFSET[0], y + DISLODGED_OFFSET[1]];
      const options = d.retreats.map((loc) => {
        const [a, b] = shortened(at, unitPoint(loc), 8, 10);
        return svg`<path class="retreat-option" d="M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}"></path>`;
      });
      return svg`${options}${this.renderUnit(d.unit, at, true, d.unit === selected)}`;
    });
    return svg`${units}${dislodged}`;
  }

  private renderUnit(unit: UnitData, [x, y]: Point, dislodged: boolean, selected: boolean) {
    const power = map.power(unit.power)!;
    const name = dislodged ? this.t('dislodgedUnit', { unit: this.unitName(unit) }) : this.unitName(unit);
    const ink = inkOn(power.color);
    return svg`<g class="unit ${dislodged ? 'dislodged' : ''} ${selected ? 'selected' : ''}" transform="translate(${fmt(x)} ${fmt(y)})"
      data-province=${provinceOfLoc(unit.loc)} role="img" aria-label=${name}>
      ${unitShape(unit.type, power.color)}
      <text class="letter" y=${unit.type === 'F' ? 1.8 : 0.4} fill=${ink}>${power.letter}</text>
    </g>`;
  }

  private renderOrders() {
    const orders = this.orders;
    // A convoy is drawn once per convoyed army: one dotted path from the army
    // through its fleets to the landing, which is also the army's move arrow.
    const convoys = new Map<string, ConvoyGroup>();
    const keyOf = (army: ProvinceId, to: ProvinceId) => `${army}>${to}`;
    for (const entry of orders) {
      if (entry.order.kind !== 'convoy') continue;
      const key = keyOf(entry.order.army, entry.order.to);
      const group = convoys.get(key) ?? { army: entry.order.army, to: entry.order.to, fleets: [], status: 'ok', notes: [] };
      group.fleets.push(entry.order.unit.loc);
      const status = this.statusOf(entry);
      if (status !== 'ok') group.status = status;
      const note = this.noteOf(entry);
      if (note) group.notes.push(note);
      convoys.set(key, group);
    }
    const marks: SVGTemplateResult[] = [];
    for (const entry of orders) {
      const order = entry.order;
      if (order.kind === 'convoy') continue;
      const status = this.statusOf(entry);
      const note = this.noteOf(entry);
      const group = order.kind === 'move' && order.unit.type !== 'F' ? convoys.get(keyOf(provinceOfLoc(order.unit.loc), provinceOfLoc(order.to))) : undefined;
      if (group) {
        // The army's own result decides the colour; the fleets' problems are listed too.
        if (status !== 'ok' || group.status === 'ok') group.status = status;
        if (note) group.notes.unshift(note);
        continue;
      }
      marks.push(this.renderOrder(entry, status, note));
    }
    for (const group of convoys.values()) marks.unshift(this.renderConvoy(group));
    return marks;
  }

  private statusOf(entry: MapOrder): 'ok' | 'failed' | 'illegal' | 'void' {
    if (entry.problem) return 'illegal';
    if (!entry.outcome) return 'ok';
    return entry.outcome.status === 'succeeds' ? 'ok' : entry.outcome.status === 'fails' ? 'failed' : entry.outcome.status === 'illegal' ? 'illegal' : 'void';
  }

  /** The sentence shown on hover or tap of a failed order's mark. */
  private noteOf(entry: MapOrder): string {
    const reason = entry.problem ?? (entry.outcome && entry.outcome.status !== 'succeeds' ? describeOutcome(entry.outcome, this.lang, this.placeName) : '');
    return reason ? this.t('orderMark', { order: printOrder(entry.order, map, this.notation), reason }) : '';
  }

  private line(points: Point[], kind: string, status: string, arrow: boolean) {
    const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${fmt(x)} ${fmt(y)}`).join('');
    return svg`<path class="order-halo ${kind}" d=${d}></path>
      <path class="order ${kind} ${status}" d=${d} marker-end=${arrow ? `url(#arrow-${status})` : nothing}></path>`;
  }

  /** A tappable cross on a failed or illegal order, carrying its reason. */
  private cross([x, y]: Point, status: string, note: string) {
    if (!note || status === 'ok') return nothing;
    return svg`<g class="cross ${status}" data-tip=${note} data-at="${fmt(x)} ${fmt(y)}" transform="translate(${fmt(x)} ${fmt(y)})">
      <title>${note}</title>
      <circle r="5.2"></circle><path d="M-2.4 -2.4L2.4 2.4M2.4 -2.4L-2.4 2.4"></path></g>`;
  }

  private renderOrder(entry: MapOrder, status: string, note: string) {
    const order = entry.order;
    switch (order.kind) {
      case 'hold': {
        const [x, y] = unitPoint(order.unit.loc);
        return svg`<g><circle class="order-halo" cx=${x} cy=${y} r="13"></circle><circle class="order hold ${status}" cx=${x} cy=${y} r="13"></circle>
          ${this.cross([x + 11, y - 11], status, note)}</g>`;
      }
      case 'move':
      case 'retreat': {
        const start = unitPoint(order.unit.loc);
        const from: Point = order.kind === 'retreat' ? [start[0] + DISLODGED_OFFSET[0], start[1] + DISLODGED_OFFSET[1]] : start;
        const to = unitPoint(order.to);
        const [a, b] = shortened(from, to, UNIT_RADIUS, UNIT_RADIUS - 1);
        const middle: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
        return svg`<g>${this.line([a, b], 'move', status, true)}${this.cross(middle, status, note)}</g>`;
      }
      case 'support': {
        const from = unitPoint(order.unit.loc);
        const supported = unitPoint(order.supported.loc);
        if (order.to === undefined) {
          const [a, b] = shortened(from, supported, UNIT_RADIUS, 13);
          return svg`<g>${this.line([a, b], 'support', status, false)}
            <circle class="order support ${status}" cx=${supported[0]} cy=${supported[1]} r="13"></circle>${this.cross(along(b, a, 6), status, note)}</g>`;
        }
        const target = unitPoint(order.to);
        const [s, e] = shortened(supported, target, UNIT_RADIUS, UNIT_RADIUS);
        const aim: Point = [(s[0] + e[0]) / 2, (s[1] + e[1]) / 2];
        const [a, b] = shortened(from, aim, UNIT_RADIUS, 2);
        return svg`<g>${this.line([a, b], 'support', status, true)}${this.cross([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], status, note)}</g>`;
      }
      case 'build': {
        const [x, y] = unitPoint(order.loc);
        const power = map.power(entry.power)!;
        return svg`<g aria-hidden="true" opacity="0.85">
          <g transform="translate(${x} ${y})">${unitShape(order.unitType, power.color)}<text class="letter" y="0.6" fill=${inkOn(power.color)}>+</text></g>
          ${this.cross([x + 11, y - 11], status, note)}</g>`;
      }
      case 'disband': {
        const base = unitPoint(order.unit.loc);
        const [x, y] = this.position.phase === 'retreat' && this.position.dislodged.length ? [base[0] + DISLODGED_OFFSET[0], base[1] + DISLODGED_OFFSET[1]] : base;
        return svg`<g><path class="order-halo" d="M${x - 10} ${y - 10}L${x + 10} ${y + 10}M${x + 10} ${y - 10}L${x - 10} ${y + 10}"></path>
          <path class="order ${status}" d="M${x - 10} ${y - 10}L${x + 10} ${y + 10}M${x + 10} ${y - 10}L${x - 10} ${y + 10}"></path>${this.cross([x + 12, y - 12], status, note)}</g>`;
      }
      default:
        return svg``;
    }
  }

  private renderConvoy(group: ConvoyGroup) {
    // Fleets in chain order: each next fleet is the nearest to the last point.
    const path: Point[] = [unitPoint(group.army)];
    const left = group.fleets.map(unitPoint);
    while (left.length) {
      const last = path[path.length - 1];
      left.sort((p, q) => Math.hypot(q[0] - last[0], q[1] - last[1]) - Math.hypot(p[0] - last[0], p[1] - last[1]));
      path.push(left.pop()!);
    }
    const end = unitPoint(group.to);
    path.push(end);
    const [first] = shortened(path[0], path[1], UNIT_RADIUS, 0);
    const [, last] = shortened(path[path.length - 2], end, 0, UNIT_RADIUS);
    const points = [first, ...path.slice(1, -1), last];
    const note = group.notes.join(' · ');
    return svg`<g>${this.line(points, 'convoy', group.status, true)}${this.cross(path[1], group.status, note)}</g>`;
  }
}

interface ConvoyGroup {
  army: ProvinceId;
  to: ProvinceId;
  fleets: Loc[];
  status: string;
  notes: string[];
}

/** Army: a square counter; fleet: a hull with a mast. The shapes differ even in greyscale. */
function unitShape(type: UnitType, colour: string) {
  return type === 'A'
    ? svg`<rect class="body" x="-9.5" y="-8" width="19" height="16" rx="3.5" fill=${colour}></rect>`
    : svg`<path class="body" d="M-13 -4H13L8 7.5H-8Z M-1 -4V-10.5H1V-4Z" fill=${colour}></path>`;
}

customElements.define('dip-map', DipMap);

declare global {
  interface HTMLElementTagNameMap {
    'dip-map': DipMap;
  }
}
