/**
 * The maths of a board's view: which part of the board (in board units) an
 * SVG viewBox shows, zoomed and panned within limits. Pure; the Lit controller
 * in board-viewport.ts turns pointer, wheel and key input into these calls.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BoardPoint {
  x: number;
  y: number;
}

/** How far a view may zoom and wander. */
export interface ViewLimits {
  /** The board, in board units. */
  extent: Box;
  /** The narrowest view (most zoomed in), in board units. */
  minWidth: number;
  /** How much wider than the whole board the view may be (1: never). */
  slack?: number;
  /**
   * 'inside': the view never shows past the board's edges (a map that fills its frame);
   * 'centre': only the view's centre stays over the board (a board framed by sea).
   */
  keep?: 'inside' | 'centre';
}

/** The widest view for a frame of this aspect (width / height): the whole board, plus any slack. */
export function maxWidth(limits: ViewLimits, aspect: number): number {
  const { extent } = limits;
  return Math.max(extent.width, extent.height * aspect) * (limits.slack ?? 1);
}

function clampWidth(width: number, limits: ViewLimits, aspect: number): number {
  const widest = maxWidth(limits, aspect);
  return Math.min(Math.max(width, Math.min(limits.minWidth, widest)), widest);
}

/** Keep `at` within [low, high - size], or centred when the size is larger than the span. */
function within(at: number, size: number, low: number, span: number): number {
  if (size >= span) return low + (span - size) / 2;
  return Math.min(Math.max(at, low), low + span - size);
}

/** The view moved back within the limits, its aspect kept. */
export function clampView(view: Box, limits: ViewLimits): Box {
  const aspect = view.width > 0 && view.height > 0 ? view.width / view.height : limits.extent.width / limits.extent.height;
  const width = clampWidth(view.width, limits, aspect);
  const height = width / aspect;
  const { extent } = limits;
  if ((limits.keep ?? 'centre') === 'inside') {
    return { x: within(view.x, width, extent.x, extent.width), y: within(view.y, height, extent.y, extent.height), width, height };
  }
  const cx = Math.min(Math.max(view.x + view.width / 2, extent.x), extent.x + extent.width);
  const cy = Math.min(Math.max(view.y + view.height / 2, extent.y), extent.y + extent.height);
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/** Zoom by `factor` (the new width over the old: below 1 zooms in) keeping `anchor` where it is on screen. */
export function zoomView(view: Box, factor: number, anchor: BoardPoint, limits: ViewLimits): Box {
  const aspect = view.width / view.height;
  const width = clampWidth(view.width * factor, limits, aspect);
  // At a limit the zoom is refused, and the view does not drift.
  const applied = width / view.width;
  const x = anchor.x - (anchor.x - view.x) * applied;
  const y = anchor.y - (anchor.y - view.y) * applied;
  return clampView({ x, y, width, height: width / aspect }, limits);
}

/** Move the view by (dx, dy) board units. */
export function panView(view: Box, dx: number, dy: number, limits: ViewLimits): Box {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, limits);
}

/** The whole board, centred in a frame of this aspect. */
export function fitView(limits: ViewLimits, aspect: number): Box {
  const { extent } = limits;
  const width = Math.max(extent.width, extent.height * aspect);
  const height = width / aspect;
  return { x: extent.x + (extent.width - width) / 2, y: extent.y + (extent.height - height) / 2, width, height };
}

/** How generously a region is framed. */
export interface FocusOptions {
  /** Board units added on every side of the points. */
  padding?: number;
  /** The span (with padding) is multiplied by this. */
  spread?: number;
  /** Never narrower than this, in board units. */
  minWidth?: number;
  /** Never wider than this (wins over minWidth): the points may then not all fit, the view stays centred on them. */
  maxWidth?: number;
}

/** The widest view (board units) in which something `size` board units across is at least `minPixels` on a surface `surfacePixels` wide. */
export function widthShowingAtLeast(size: number, minPixels: number, surfacePixels: number): number {
  return (surfacePixels * size) / minPixels;
}

/** A view showing all `points`, centred on them; null when there are none. */
export function focusView(points: readonly BoardPoint[], aspect: number, limits: ViewLimits, options: FocusOptions = {}): Box | null {
  if (!points.length) return null;
  const padding = options.padding ?? 0;
  const spread = options.spread ?? 1;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs) - padding;
  const maxX = Math.max(...xs) + padding;
  const minY = Math.min(...ys) - padding;
  const maxY = Math.max(...ys) + padding;
  const width = Math.min(options.maxWidth ?? Infinity, Math.max(options.minWidth ?? 0, (maxX - minX) * spread, (maxY - minY) * spread * aspect));
  const height = width / aspect;
  return clampView({ x: (minX + maxX) / 2 - width / 2, y: (minY + maxY) / 2 - height / 2, width, height }, limits);
}

/** The same view, re-centred on `point` when the point is not at least `margin` inside it. */
export function keepInView(view: Box, point: BoardPoint, margin: number, limits: ViewLimits): Box {
  const inside =
    point.x > view.x + margin && point.x < view.x + view.width - margin && point.y > view.y + margin && point.y < view.y + view.height - margin;
  return inside ? view : clampView({ ...view, x: point.x - view.width / 2, y: point.y - view.height / 2 }, limits);
}

/** The board point under a screen point, for a view drawn into `rect` (an element's client rectangle). */
export function toBoard(view: Box, rect: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): BoardPoint {
  return { x: view.x + ((clientX - rect.left) / rect.width) * view.width, y: view.y + ((clientY - rect.top) / rect.height) * view.height };
}

/** The screen point (relative to `rect`'s origin unless `absolute`) of a board point. */
export function toScreen(view: Box, rect: { left: number; top: number; width: number; height: number }, point: BoardPoint, absolute = true): BoardPoint {
  const x = ((point.x - view.x) / view.width) * rect.width;
  const y = ((point.y - view.y) / view.height) * rect.height;
  return absolute ? { x: rect.left + x, y: rect.top + y } : { x, y };
}

/** Whether the view shows less than the whole board (so a finger pans the map rather than the page). */
export function isZoomed(view: Box, limits: ViewLimits, aspect: number): boolean {
  return view.width < Math.max(limits.extent.width, limits.extent.height * aspect) - 0.5;
}
