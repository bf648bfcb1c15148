/** Zoom and pan of the board's viewBox, kept inside the board and between sensible zoom limits. Pure. */
import type { Box, Point } from './geometry';

/** Smallest view: about six hexes across. */
const MIN_WIDTH = 130;

export function clampView(view: Box, extent: Box): Box {
  const aspect = view.width / view.height;
  let width = Math.min(Math.max(view.width, MIN_WIDTH), Math.max(extent.width, extent.height * aspect) * 1.05);
  let height = width / aspect;
  if (!Number.isFinite(height) || height <= 0) height = width;
  width = height * aspect;
  // Keep the centre over the board.
  const cx = Math.min(Math.max(view.x + view.width / 2, extent.x), extent.x + extent.width);
  const cy = Math.min(Math.max(view.y + view.height / 2, extent.y), extent.y + extent.height);
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/** Zoom by `factor` (<1 zooms in) keeping `anchor` where it is on screen. */
export function zoomView(view: Box, factor: number, anchor: Point, extent: Box): Box {
  const width = view.width * factor;
  const height = view.height * factor;
  const x = anchor.x - (anchor.x - view.x) * factor;
  const y = anchor.y - (anchor.y - view.y) * factor;
  const next = clampView({ x, y, width, height }, extent);
  // When the clamp refused the zoom, do not drift.
  return Math.abs(next.width - view.width) < 1e-6 ? clampView(view, extent) : next;
}

export function panView(view: Box, dx: number, dy: number, extent: Box): Box {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, extent);
}
