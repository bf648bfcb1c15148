/**
 * Which part of the Belle Époque board a frame opens on, and what the region
 * buttons show. Pure maths over the generated picture, tested in Node.
 *
 * Why one continent and not the whole board: the board is three continent panels
 * and five tracks, 1608 units wide; fitted whole into a 1280 × 800 window it is
 * drawn at about half size, and no plate text can be both readable there and fit
 * the Balkans. So the board opens on Europe (where the powers sit), fitted to the
 * frame but never wider than keeps a plate's smallest text at MIN_TEXT_PX, with
 * one button per continent and one for the tracks; the whole board stays one
 * button away as an overview.
 */
import geometryJson from '../../../../maps/belle-epoque/geometry.json';
import { clampView, fitView, type Box, type ViewLimits } from '../../../platform/viewport';
import type { Continent } from '../engine/data';
import { MIN_TEXT_PX, PLATE } from './plate-metrics';

type Rect = [number, number, number, number];
interface Geometry {
  width: number;
  height: number;
  panels: { id: Continent; x: number; y: number; width: number; height: number }[];
  territories: Record<string, { plate: Rect }>;
  tracks: Record<string, Rect>;
}
const geometry = geometryJson as unknown as Geometry;

export type Region = Continent | 'tracks' | 'all';
/** The buttons over the board, in order (the whole board is the zoom row's ⤢). */
export const REGIONS: readonly Exclude<Region, 'all'>[] = ['europe', 'asia', 'africa', 'tracks'];
export const OPENING_REGION: Region = 'europe';

export const BOARD_LIMITS: ViewLimits = {
  extent: { x: 0, y: 0, width: geometry.width, height: geometry.height },
  minWidth: geometry.width / 10,
  keep: 'inside',
};

function regionRect(region: Exclude<Region, 'all'>): Rect {
  if (region === 'tracks') {
    const rects = Object.values(geometry.tracks);
    const x = Math.min(...rects.map((r) => r[0])) - 8;
    const y = Math.min(...rects.map((r) => r[1])) - 8;
    return [x, y, Math.max(...rects.map((r) => r[0] + r[2])) + 8 - x, Math.max(...rects.map((r) => r[1] + r[3])) + 8 - y];
  }
  const p = geometry.panels.find((q) => q.id === region)!;
  return [p.x, p.y, p.width, p.height];
}

/** The plates' centres in a panel: where a view too narrow for the whole panel is centred. */
function platesCentre([px, py, pw, ph]: Rect): [number, number] {
  const plates = Object.values(geometry.territories)
    .map((t) => [t.plate[0] + t.plate[2] / 2, t.plate[1] + t.plate[3] / 2])
    .filter(([x, y]) => x >= px && x <= px + pw && y >= py && y <= py + ph);
  if (!plates.length) return [px + pw / 2, py + ph / 2];
  return [plates.reduce((s, p) => s + p[0], 0) / plates.length, plates.reduce((s, p) => s + p[1], 0) / plates.length];
}

/** Keep a span of `size` centred near `c` inside [low, low + span] when it fits. */
const inside = (c: number, size: number, low: number, span: number) => (size >= span ? low + span / 2 : Math.min(Math.max(c, low + size / 2), low + span - size / 2));

/** The view (board units) showing `region` in a frame of `frame` CSS pixels. */
export function regionView(region: Region, frame: { width: number; height: number }): Box {
  const aspect = frame.width / frame.height;
  if (region === 'all') return fitView(BOARD_LIMITS, aspect);
  const rect = regionRect(region);
  const [x, y, w, h] = rect;
  // A continent never so wide that a plate's smallest text drops under MIN_TEXT_PX; the tracks' text is bigger.
  // (Rounded down to the tenth the viewBox is written with, so rounding never shrinks the text.)
  const widest = region === 'tracks' ? Infinity : Math.floor((frame.width * PLATE.detailFont * 10) / MIN_TEXT_PX) / 10;
  const width = Math.min(Math.max(w, h * aspect), widest);
  const height = width / aspect;
  const [cx, cy] = platesCentre(rect);
  const left = width < w ? wholePlatesLeft(rect, width, inside(cx, width, x, w) - width / 2) : inside(cx, width, x, w) - width / 2;
  return clampView({ x: left, y: inside(cy, height, y, h) - height / 2, width, height }, BOARD_LIMITS);
}

/** A view narrower than its panel starts where it shows the most whole plates (nearest the centred start on a tie), not halves. */
function wholePlatesLeft([px, py, pw, ph]: Rect, width: number, centred: number): number {
  const plates = Object.values(geometry.territories).map((t) => t.plate).filter(([x, y]) => x >= px && x <= px + pw && y >= py && y <= py + ph);
  const margin = 6;
  const candidates = [centred, ...plates.map(([x]) => x - margin), ...plates.map(([x, , w]) => x + w + margin - width)]
    .map((c) => Math.min(Math.max(c, px), px + pw - width));
  const whole = (left: number) => plates.filter(([x, , w]) => x >= left && x + w <= left + width).length;
  return candidates.reduce((best, c) => (whole(c) > whole(best) || (whole(c) === whole(best) && Math.abs(c - centred) < Math.abs(best - centred)) ? c : best), centred);
}

/**
 * The frame height (CSS pixels) that shows a continent and nothing beside or under it: a frame taller than
 * the continent at the view's scale would show the board's gutter and the next panel; one too short for its
 * width, the gutter beside it (grown up to `maxHeight`). Null: keep the frame.
 */
export function regionFrameHeight(region: Region, frame: { width: number; height: number }, maxHeight = frame.height): number | null {
  if (region === 'all' || region === 'tracks') return null;
  const [, , w, h] = regionRect(region);
  const view = regionView(region, frame);
  // Wider than the continent (the gutter beside it shows): a taller frame, as far as the window allows.
  if (view.width > w + 0.5) {
    const taller = Math.min(Math.floor((h * frame.width) / w), Math.floor(maxHeight));
    return taller > frame.height ? taller : null;
  }
  const needed = Math.floor((h * frame.width) / view.width);
  return needed < frame.height ? needed : null;
}

/** CSS pixels per board unit for a view drawn into a frame `frameWidth` pixels wide. */
export function scaleOf(view: Box, frameWidth: number): number {
  return frameWidth / view.width;
}

/** The territories whose whole plate is in the view. */
export function platesInView(view: Box): string[] {
  return Object.entries(geometry.territories)
    .filter(([, t]) => t.plate[0] >= view.x && t.plate[1] >= view.y && t.plate[0] + t.plate[2] <= view.x + view.width && t.plate[1] + t.plate[3] <= view.y + view.height)
    .map(([id]) => id);
}

/**
 * Where to take the view when the player's choices change: none of them has its plate
 * in view, so the continent holding most of them (the first in REGIONS on a tie); else null, the view stays.
 */
export function regionOfChoices(choices: readonly string[], view: Box, continentOf: (id: string) => Continent | undefined): Continent | null {
  if (!choices.length) return null;
  const shown = new Set(platesInView(view));
  if (choices.some((id) => shown.has(id))) return null;
  let best: Continent | null = null;
  let most = 0;
  for (const region of REGIONS) {
    const n = choices.filter((id) => continentOf(id) === region).length;
    if (n > most) [best, most] = [region as Continent, n];
  }
  return best;
}
