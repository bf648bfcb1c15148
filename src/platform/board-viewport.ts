/**
 * One viewport for every board: a Lit reactive controller that turns drag,
 * pinch, wheel and keys into a view box (viewport.ts does the maths). The
 * board component renders `viewport.view` as its SVG viewBox and binds the
 * handlers to the element the view is drawn into.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  clampView,
  fitView,
  focusView,
  isZoomed,
  keepInView,
  panView,
  toBoard,
  toScreen,
  zoomView,
  type BoardPoint,
  type Box,
  type FocusOptions,
  type ViewLimits,
} from './viewport';

export interface BoardViewportOptions extends ViewLimits {
  /** The element the view is drawn into (its client rectangle is the view on screen). */
  surface: () => Element | null | undefined;
  /** A pointer moving farther than this (screen pixels) pans instead of clicking. */
  dragThreshold?: number;
  /** Width factor of one key press or button press on + (below 1). */
  zoomStep?: number;
  /** Arrow keys pan ('arrows'), or only with Shift ('shift-arrows': plain arrows are the board's own). */
  panKeys?: 'arrows' | 'shift-arrows';
  /** The surface always has the board's proportions (its CSS sets the aspect ratio). */
  fixedAspect?: boolean;
  /** Called after every change of view (not on the first fit). */
  onChange?: (view: Box) => void;
}

/** Fraction of the view one arrow key pans. */
const KEY_PAN = 0.15;
/** Focus this soon (ms) after a pointer pressed or lifted came from that press, not from the keyboard. */
const PRESS_FOCUS_MS = 600;
/** Wheel sensitivity: a notch (about 100) zooms by about 14%. */
const WHEEL = 0.0015;

export class BoardViewport implements ReactiveController {
  view: Box;
  /** The last gesture moved the view: the click that ends it is not a choice. */
  dragged = false;
  private readonly pointers = new Map<number, BoardPoint>();
  private pinchDistance = 0;
  /** When a pointer last went down or up on the surface (touch focuses only after lifting). */
  private lastPress = -Infinity;
  /** The surface's aspect as last measured, until it resizes: `zoomed` is read on every render, and measuring there would force a layout per frame of a drag. */
  private knownAspect: number | null = null;
  private resizeWatch?: ResizeObserver;

  constructor(
    private readonly host: ReactiveControllerHost,
    readonly options: BoardViewportOptions,
  ) {
    host.addController(this);
    this.view = fitView(options, options.extent.width / options.extent.height);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.resizeWatch?.disconnect();
    this.resizeWatch = undefined;
    this.knownAspect = null;
  }

  /** A finger is down and the view is following it. */
  get panning(): boolean {
    return this.dragged && this.pointers.size > 0;
  }

  get zoomed(): boolean {
    return isZoomed(this.view, this.options, this.knownAspect ?? this.aspect());
  }

  /** Width over height of the surface on screen (the board's own before layout). */
  aspect(): number {
    if (this.options.fixedAspect) return this.options.extent.width / this.options.extent.height;
    const surface = this.options.surface();
    const rect = surface?.getBoundingClientRect();
    if (!surface || !rect || rect.width <= 0 || rect.height <= 0) return this.options.extent.width / this.options.extent.height;
    this.knownAspect = rect.width / rect.height;
    this.watchSize(surface);
    return this.knownAspect;
  }

  private watchSize(surface: Element): void {
    if (this.resizeWatch || typeof ResizeObserver === 'undefined') return;
    this.resizeWatch = new ResizeObserver(() => (this.knownAspect = null));
    this.resizeWatch.observe(surface);
  }

  set(view: Box): void {
    this.view = view;
    this.host.requestUpdate();
    this.options.onChange?.(view);
  }

  fit(): void {
    this.set(fitView(this.options, this.aspect()));
  }

  /** Zoom around the centre; `factor` is the new width over the old (below 1 zooms in). */
  zoomBy(factor: number): void {
    const v = this.view;
    this.set(zoomView(v, factor, { x: v.x + v.width / 2, y: v.y + v.height / 2 }, this.options));
  }

  zoomIn = (): void => this.zoomBy(this.options.zoomStep ?? 2 / 3);
  zoomOut = (): void => this.zoomBy(1 / (this.options.zoomStep ?? 2 / 3));

  /** Show a region: all `points` (board units). */
  focus(points: readonly BoardPoint[], options?: FocusOptions): void {
    const view = focusView(points, this.aspect(), this.options, options);
    if (view) this.set(view);
  }

  /** Bring a point (e.g. the space focused from the keyboard) into view if it is near an edge or off screen. */
  reveal(point: BoardPoint, margin: number): void {
    const view = keepInView(this.view, point, margin, this.options);
    if (view !== this.view) this.set(view);
  }

  /**
   * `reveal` for an element that just got focus, unless a pointer press gave it: a press
   * focuses before its click, and moving the view then would send the click elsewhere.
   */
  revealFocused(point: BoardPoint, margin: number): void {
    if (performance.now() - this.lastPress < PRESS_FOCUS_MS) return;
    this.reveal(point, margin);
  }

  private rect() {
    return this.options.surface()?.getBoundingClientRect();
  }

  /** The board point under a screen point. */
  toBoard(clientX: number, clientY: number): BoardPoint {
    const rect = this.rect();
    return rect ? toBoard(this.view, rect, clientX, clientY) : { x: 0, y: 0 };
  }

  /** Where a board point is on screen (viewport pixels, or relative to the surface). */
  toScreen(point: BoardPoint, absolute = true): BoardPoint {
    const rect = this.rect();
    return rect ? toScreen(this.view, rect, point, absolute) : { x: 0, y: 0 };
  }

  onWheel = (event: WheelEvent): void => {
    event.preventDefault();
    this.set(zoomView(this.view, Math.exp(event.deltaY * WHEEL), this.toBoard(event.clientX, event.clientY), this.options));
  };

  onPointerDown = (event: PointerEvent): void => {
    this.lastPress = performance.now();
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (this.pointers.size === 1) this.dragged = false;
    if (this.pointers.size === 2) this.pinchDistance = this.currentPinch();
  };

  private currentPinch(): number {
    const [a, b] = [...this.pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }

  onPointerMove = (event: PointerEvent): void => {
    const last = this.pointers.get(event.pointerId);
    if (!last) return;
    const now = { x: event.clientX, y: event.clientY };
    if (this.pointers.size >= 2) {
      // Pinch: zoom around the midpoint of the two fingers.
      this.pointers.set(event.pointerId, now);
      const distance = this.currentPinch();
      if (this.pinchDistance > 0 && distance > 0) {
        const [a, b] = [...this.pointers.values()];
        this.set(zoomView(this.view, this.pinchDistance / distance, this.toBoard((a.x + b.x) / 2, (a.y + b.y) / 2), this.options));
      }
      this.pinchDistance = distance;
      this.dragged = true;
      return;
    }
    const dx = now.x - last.x;
    const dy = now.y - last.y;
    if (!this.dragged && Math.hypot(dx, dy) < (this.options.dragThreshold ?? 5)) return;
    if (!this.dragged) (event.currentTarget as Element | null)?.setPointerCapture?.(event.pointerId);
    this.dragged = true;
    this.pointers.set(event.pointerId, now);
    const rect = this.rect();
    if (!rect || rect.width === 0) return;
    this.set(panView(this.view, (-dx / rect.width) * this.view.width, (-dy / rect.height) * this.view.height, this.options));
  };

  onPointerUp = (event: PointerEvent): void => {
    this.lastPress = performance.now();
    this.pointers.delete(event.pointerId);
    if (this.pointers.size < 2) this.pinchDistance = 0;
    if (this.pointers.size === 0) this.host.requestUpdate();
  };

  /** Zoom and pan keys: + and −, 0 to fit, arrows (or Shift+arrows) to pan. True when the key was the viewport's. */
  onKey(event: KeyboardEvent): boolean {
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const arrow = arrows[event.key];
    const panKeys = this.options.panKeys ?? 'arrows';
    if (arrow && (panKeys === 'arrows' || event.shiftKey)) {
      const v = this.view;
      this.set(panView(v, arrow[0] * KEY_PAN * v.width, arrow[1] * KEY_PAN * v.height, this.options));
    } else if (event.key === '+' || event.key === '=') this.zoomIn();
    else if (event.key === '-' || event.key === '_') this.zoomOut();
    else if (event.key === '0') this.fit();
    else return false;
    event.preventDefault();
    return true;
  }

  /** Keep the view within the limits after the surface changed size. */
  clamp(): void {
    this.view = clampView(this.view, this.options);
  }
}
