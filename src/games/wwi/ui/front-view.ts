/**
 * Which part of the map a classroom screen shows, and how large: the whole
 * map, both fronts side by side, or one front (maps/wwi/fronts.json). Pure:
 * the board draws the panes this module lays out, both fronts whole at the
 * largest size that fits (a counter is COUNTER board units across).
 */
import type { Lang, Localized } from '../../../platform/game';
import { formatHexId } from '../engine/hex';
import frontsJson from '../../../../maps/wwi/fronts.json';
import { COUNTER, HEX, type Box, type Point, boxOf, hexPoint } from './geometry';
import { BOARD_WORDS as B } from './words';

export type MapView = 'whole' | 'both' | 'west' | 'east';
export type FrontId = 'west' | 'east';

/** The order the one key (MAP_VIEW_KEY) goes through. */
export const MAP_VIEWS: readonly MapView[] = ['whole', 'both', 'west', 'east'];
/** The key that switches the view, anywhere in the game's view but a text field. */
export const MAP_VIEW_KEY = 'f';
/** Counters on a classroom screen: 32 pixels is the least readable from the back of the room. */
export const READABLE_COUNTER_PIXELS = 32;
/**
 * Whole fronts are worth smaller counters, down to this size: at 1920 × 1080 the
 * board under the strip and the banners is 740 to 940 pixels high, and the
 * Eastern Front, 22 rows from the Baltic to Serbia, fits it whole with counters
 * of 24 to 31 pixels. Below this a pane shows its front's middle at the
 * readable size instead (a phone, a small window).
 */
export const WHOLE_FRONTS_LEAST_PIXELS = 24;
/**
 * City names over both fronts: never under this many pixels, and LABEL_TO_COUNTER
 * of a counter's width at least. The printed map's names (a third of a counter)
 * are 8 to 9 pixels there, and the counters hide them.
 */
export const READABLE_LABEL_PIXELS = 14;
export const LABEL_TO_COUNTER = 0.55;
/** A sans-serif capital's height, a descender's depth and a bold letter's mean width, as shares of the font size. */
const CAPITAL_HEIGHT = 0.72;
const DESCENDER = 0.25;
const LETTER_WIDTH = 0.62;
/** Half a hex's height (flat-topped hexes: centre to the middle of a side). */
const HEX_HALF_HEIGHT = (HEX * Math.sqrt(3)) / 2;
/** Pixels between two panes. */
const PANE_GAP = 6;

export interface Front {
  id: FrontId;
  name: Localized;
  /** First and last column, first and last row (main sheet). */
  columns: [number, number];
  rows: [number, number];
}

export const FRONTS: readonly Front[] = frontsJson.fronts as Front[];

export function frontById(id: FrontId): Front {
  return FRONTS.find((front) => front.id === id)!;
}

/** A board narrower than this (pixels, a phone) opens on the Western Front, where the war starts, rather than the whole map. */
export const NARROW_BOARD_PIXELS = 640;
/** The hexes a narrow board frames for the Western Front: its middle, Belgium to the Marne, at a size a finger can pick. */
export const NARROW_WEST_HEXES: readonly string[] = ['0313', '0616'];

/**
 * The view a board `width` pixels wide opens on, so the view button names what is drawn. A class demonstration
 * opens on the action, followed (followsAction), on a phone too: its combats are on every front.
 */
export function openingMapView(width: number, demonstration = false): MapView {
  return width < NARROW_BOARD_PIXELS && !demonstration ? 'west' : 'whole';
}

/** The view after `view` when the key is pressed. */
export function nextMapView(view: MapView): MapView {
  return MAP_VIEWS[(MAP_VIEWS.indexOf(view) + 1) % MAP_VIEWS.length];
}

/**
 * Whether the first view follows the action (frames the combat or the busiest
 * front, and again as the game moves) rather than showing the whole map: on a
 * projector, and during a class demonstration, which brings each combat into view.
 */
export function followsAction(projector: boolean, demonstration: boolean): boolean {
  return projector || demonstration;
}

/**
 * How the view button names a view, and what is said when it is chosen. When
 * the first view follows the action (followsAction) it does not show the
 * whole map, and says so.
 */
export function mapViewWords(view: MapView, follows: boolean, lang: Lang): { label: string; said: string } {
  if (view === 'whole' && follows) return { label: `${B.mapView[lang]}: ${B.action[lang]}`, said: B.actionNow[lang] };
  return { label: `${B.mapView[lang]}: ${B[view][lang]}`, said: `${B.mapViewNow[lang]}: ${B[view][lang]}` };
}

/**
 * Whether a combat at `point` (board units) may be brought into view without
 * making the view button's words untrue: in the view that follows the action,
 * and in one front's view when the front holds it; never in both fronts, drawn whole.
 */
export function mayBringIntoView(view: MapView, point: Point): boolean {
  if (view === 'whole') return true;
  if (view === 'both') return false;
  return inView(point, frontBox(frontById(view)));
}

/** The corner hexes' centres of a front, for the board to frame. */
export function frontCorners(front: Front): Point[] {
  const [c1, c2] = front.columns;
  const [r1, r2] = front.rows;
  // Even columns sit half a hex lower: both parities of the first and last column bound the rectangle.
  const columns = [c1, c1 + 1, c2 - 1, c2];
  return columns.flatMap((c) => [hexPoint(formatHexId(c, r1)), hexPoint(formatHexId(c, r2))]);
}

/** A front's rectangle on the drawn board (board units): its outer hexes' edges, half a hex across and half a hex high round their centres. */
export function frontBox(front: Front): Box {
  const box = boxOf(frontCorners(front), 0);
  const [across, down] = [HEX, HEX_HALF_HEIGHT];
  return { x: box.x - across, y: box.y - down, width: box.width + 2 * across, height: box.height + 2 * down };
}

/** One front drawn in part of the board's surface. */
export interface FrontPane {
  front: Front;
  /** Where on the surface (pixels from its top left). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The part of the board it shows (board units), of the pane's own proportions. */
  view: Box;
}

export interface FrontLayout {
  panes: FrontPane[];
  /** How wide a counter is drawn, in pixels. */
  counterPixels: number;
}

/**
 * Both fronts on a surface of `width` × `height` pixels: side by side, or one
 * above the other when that draws them larger (a tall phone). Both at one
 * scale, the largest that shows both front rectangles whole, each pane as wide
 * (or tall) as its front needs. Only when whole fronts would draw counters
 * smaller than `wholeLeastPixels` does each pane show the middle of its front
 * with counters of `minCounterPixels` instead.
 */
export function bothFrontsLayout(
  width: number,
  height: number,
  minCounterPixels = READABLE_COUNTER_PIXELS,
  fronts: readonly Front[] = FRONTS,
  wholeLeastPixels = Math.min(WHOLE_FRONTS_LEAST_PIXELS, minCounterPixels),
): FrontLayout {
  const boxes = fronts.map(frontBox);
  const across = width - PANE_GAP * (fronts.length - 1);
  const down = height - PANE_GAP * (fronts.length - 1);
  const sumWidths = boxes.reduce((sum, box) => sum + box.width, 0);
  const sumHeights = boxes.reduce((sum, box) => sum + box.height, 0);
  const sideBySide = Math.min(across / sumWidths, height / Math.max(...boxes.map((b) => b.height)));
  const stacked = Math.min(width / Math.max(...boxes.map((b) => b.width)), down / sumHeights);
  const inRow = sideBySide >= stacked;
  const whole = inRow ? sideBySide : stacked;
  const scale = whole * COUNTER >= wholeLeastPixels ? whole : minCounterPixels / COUNTER;
  let offset = 0;
  const panes = fronts.map((front, i) => {
    const box = boxes[i];
    // Each pane's share of the surface follows its front's size, so both show their fronts whole when they fit.
    const pane = inRow
      ? { x: offset, y: 0, width: (across * box.width) / sumWidths, height }
      : { x: 0, y: offset, width, height: (down * box.height) / sumHeights };
    offset += (inRow ? pane.width : pane.height) + PANE_GAP;
    const view = centredView({ x: box.x + box.width / 2, y: box.y + box.height / 2 }, pane.width / scale, pane.height / scale);
    return { front, ...pane, view };
  });
  return { panes, counterPixels: COUNTER * scale };
}

function centredView(centre: Point, width: number, height: number): Box {
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
}

/** Whether a point (board units) lies in a view. */
export function inView(point: Point, view: Box): boolean {
  return point.x >= view.x && point.x <= view.x + view.width && point.y >= view.y && point.y <= view.y + view.height;
}

/** The pane a piece at `point` answers in: the first showing it (panes may overlap at their edges, a piece is a button once). */
export function paneOf(point: Point, panes: readonly Pick<FrontPane, 'view'>[]): number {
  return panes.findIndex((pane) => inView(point, pane.view));
}

/** A city's name over both fronts: its font size and its baseline (board units), drawn above the counters. */
export interface FrontLabel {
  size: number;
  baseline: number;
}

/**
 * Where and how large a city's name is drawn in the fronts view, counters being
 * `counterPixels` wide: readable on a projector, and just under its hex's counter,
 * so the counter never hides it (the name is drawn above all counters, with a halo).
 */
export function frontLabel(centreY: number, counterPixels: number): FrontLabel {
  const pixels = Math.max(READABLE_LABEL_PIXELS, LABEL_TO_COUNTER * counterPixels);
  const size = (pixels * COUNTER) / counterPixels;
  return { size, baseline: centreY + COUNTER / 2 + CAPITAL_HEIGHT * size + 0.5 };
}

/** A city's name to draw in the fronts view: its name, centre (board units) and where it stands. */
export interface PlacedName extends FrontLabel {
  name: string;
  x: number;
}

/**
 * Places the names of a pane's cities (`y`: their hexes' centres): each under its
 * counter (frontLabel), or, where that would run into a name already placed
 * (Nancy and Strasbourg, two columns apart), over its counter, or nudged
 * sideways by a third of its width; failing all, where it covers the least.
 */
export function placeFrontNames(cities: readonly { name: string; x: number; y: number }[], counterPixels: number): PlacedName[] {
  const placed: Box[] = [];
  return cities.map((city) => {
    const below = frontLabel(city.y, counterPixels);
    const width = city.name.length * LETTER_WIDTH * below.size;
    const above = city.y - COUNTER / 2 - DESCENDER * below.size;
    const nudge = width / 3;
    const candidates = [[0, below.baseline], [0, above], [nudge, below.baseline], [-nudge, below.baseline], [nudge, above], [-nudge, above]].map(([dx, baseline]) => {
      const box = { x: city.x + dx - width / 2, y: baseline - CAPITAL_HEIGHT * below.size, width, height: (CAPITAL_HEIGHT + DESCENDER) * below.size };
      return { x: city.x + dx, baseline, box, covered: placed.reduce((sum, other) => sum + overlapArea(other, box), 0) };
    });
    const best = candidates.find((c) => c.covered === 0) ?? candidates.reduce((a, b) => (b.covered < a.covered ? b : a));
    placed.push(best.box);
    return { name: city.name, x: best.x, size: below.size, baseline: best.baseline };
  });
}

function overlapArea(a: Box, b: Box): number {
  const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return across > 0 && down > 0 ? across * down : 0;
}

