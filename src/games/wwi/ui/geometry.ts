/**
 * Where things are drawn: hex centres in board units for the main sheet and
 * the Caucasus inset (placed east of the main sheet, where it lies on the
 * globe), the transit area boxes, and the whole board's extent.
 */
import { formatHexId, hexCenter, hexCorners, type HexId } from '../engine/hex';
import type { Board } from '../engine/board';

/** Hex size (centre to corner) in board units. */
export const HEX = 20;
/** A counter's side in board units. */
export const COUNTER = 26;
const ROOT3 = Math.sqrt(3);
const MARGIN = 14;

/** The inset's first column sits this many hex widths east of the main sheet's last column. */
const INSET_GAP_COLUMNS = 6;
/** The inset's row 1 is drawn level with this row of the main sheet (Erzerum beside Anatolia). */
const INSET_TOP_ROW = 20;

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MAIN_ORIGIN: Point = { x: HEX + MARGIN, y: (HEX * ROOT3) / 2 + MARGIN };

function insetShift(): Point {
  // Caucasus hex 6001 is drawn where main hex (40 + gap, INSET_TOP_ROW) would be; both columns are even, so the grids align.
  const target = hexCenter(formatHexId(40 + INSET_GAP_COLUMNS, INSET_TOP_ROW), HEX);
  const source = hexCenter('6001', HEX);
  return { x: target.x - source.x, y: target.y - source.y };
}

const INSET = insetShift();

/** Centre of a hex on the drawn board. */
export function hexPoint(id: HexId, map: 'main' | 'caucasus' = 'main'): Point {
  const c = hexCenter(id, HEX);
  const base = { x: c.x + MAIN_ORIGIN.x, y: c.y + MAIN_ORIGIN.y };
  return map === 'caucasus' ? { x: base.x + INSET.x, y: base.y + INSET.y } : base;
}

/** A closed path of a hex's corners ("Mx y Lx y … Z"), to join many hexes of one fill into one path. */
export function hexOutline(center: Point, size = HEX): string {
  const [first, ...rest] = hexCorners(center, size);
  return `M${round(first.x)} ${round(first.y)}${rest.map((p) => `L${round(p.x)} ${round(p.y)}`).join('')}Z`;
}

/** "x,y x,y …" corners of a hex, for a polygon. */
export function hexPoints(center: Point, size = HEX): string {
  return hexCorners(center, size)
    .map((p) => `${round(p.x)},${round(p.y)}`)
    .join(' ');
}

/** The two corners bounding the hexside in direction index `i` (0 = n, clockwise), for borders and coasts. */
export function hexsideEnds(center: Point, directionIndex: number, size = HEX): [Point, Point] {
  // Corners start east (index 0) and go clockwise; the north side joins corners 4 and 5.
  const corners = hexCorners(center, size);
  const pairs: [number, number][] = [
    [4, 5],
    [5, 0],
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
  ];
  const [a, b] = pairs[directionIndex];
  return [corners[a], corners[b]];
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Bounding box of a set of hexes. */
export function boxOf(points: Point[], pad = HEX): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs) - pad;
  const y = Math.min(...ys) - pad;
  return { x, y, width: Math.max(...xs) + pad - x, height: Math.max(...ys) + pad - y };
}

/** Extent of the drawn board: both sheets and the gap between them. */
export function boardExtent(board: Board): Box {
  const points: Point[] = [];
  for (const hex of board.allHexes()) points.push(hexPoint(hex.id, hex.map));
  const box = boxOf(points, HEX + MARGIN);
  return { x: Math.min(0, box.x), y: Math.min(0, box.y), width: box.width, height: box.height };
}

/** Frame around the Caucasus inset. */
export function insetFrame(board: Board): Box {
  const points = [...board.allHexes()].filter((h) => h.map === 'caucasus').map((h) => hexPoint(h.id, 'caucasus'));
  const box = boxOf(points, HEX * 1.2);
  return { ...box, y: box.y - HEX, height: box.height + HEX };
}

/** Where each transit area's box is drawn: between its entry hexes, on open sea or in the gap. */
export function transitBox(board: Board, area: string): Box {
  const entries = board.transitAreas.get(area)?.entries ?? [];
  const centres = entries.map((id) => hexPoint(id, board.hex(id).map));
  const width = HEX * 5.6;
  const height = HEX * 3.4;
  let anchor: Point;
  if (area === 'franco-italian') {
    // South of the Alps, over the Gulf of Lion.
    const mid = { x: (centres[0].x + centres[1].x) / 2, y: Math.max(centres[0].y, centres[1].y) };
    anchor = { x: mid.x - HEX * 1.5, y: mid.y + HEX * 4.2 };
  } else {
    const mid = { x: (centres[0].x + centres[1].x) / 2, y: (centres[0].y + centres[1].y) / 2 };
    anchor = { x: mid.x + HEX * 0.6, y: mid.y };
  }
  return { x: anchor.x - width / 2, y: anchor.y - height / 2, width, height };
}
