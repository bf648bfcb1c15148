/**
 * How a board that follows the action (front-view.ts followsAction) frames it:
 * the points and options it hands its viewport's focus (platform/viewport.ts
 * focusView). Pure: the board measures its picture and draws the view.
 */
import type { FocusOptions, ViewLimits } from '../../../platform/viewport';
import { widthShowingAtLeast } from '../../../platform/viewport';
import type { WwiState } from '../engine/state';
import type { ShownCombat } from './combat-panel';
import { COUNTER, HEX, type Box, type Point } from './geometry';

/** The board's view over its `extent`: a little sea round the board, down to about six hexes across. */
export function boardViewLimits(extent: Box): ViewLimits {
  return { extent, minWidth: 130, slack: 1.05, keep: 'centre' };
}

/**
 * Pixels kept between a combat's hexes and the picture's edges: the attacked
 * hex and its attackers never touch an edge, nor hide under the zoom buttons'
 * corner.
 */
export const COMBAT_MARGIN_PIXELS = 48;
/**
 * The widest view (board units) of a combat: the combat and the hexes round it, where a retreat or an advance goes
 * (about fourteen columns across); a small screen shows less, at the counters' readable size.
 */
export const COMBAT_VIEW_WIDTH = HEX * 22;
/** Half a hex's height (flat-topped hexes: centre to the middle of a side). */
const HEX_HALF_HEIGHT = (HEX * Math.sqrt(3)) / 2;
/** Counters over a front: between the readable size and this many times it. */
const LARGEST_TO_READABLE = 1.4;

export interface ActionFocus {
  points: Point[];
  options: FocusOptions;
}

export interface Surface {
  width: number;
  height: number;
}

/** A stretch of front (hexes' centres): as much of it as fits with counters between `counterPixels` and 1.4 times that. */
export function frontFocus(centres: Point[], surfaceWidth: number, counterPixels: number): ActionFocus {
  const widest = widthShowingAtLeast(COUNTER, counterPixels, surfaceWidth);
  return { points: centres, options: { spread: LARGEST_TO_READABLE, minWidth: widest / LARGEST_TO_READABLE, maxWidth: widest } };
}

/**
 * A combat (the attacked hex's and its attackers' centres): every hex whole,
 * `margin` pixels inside the picture's edges, centred, with the hexes round it
 * (COMBAT_VIEW_WIDTH) and counters of `counterPixels` at least; the view
 * widened only when the combat does not fit so.
 */
export function combatFocus(centres: Point[], surface: Surface, counterPixels: number, margin = COMBAT_MARGIN_PIXELS): ActionFocus {
  const xs = centres.map((p) => p.x);
  const ys = centres.map((p) => p.y);
  const hexes = { x: Math.min(...xs) - HEX, y: Math.min(...ys) - HEX_HALF_HEIGHT, right: Math.max(...xs) + HEX, bottom: Math.max(...ys) + HEX_HALF_HEIGHT };
  // A small picture keeps at least half of itself for the hexes.
  const edge = Math.min(margin, surface.width / 4, surface.height / 4);
  const aspect = surface.width / surface.height;
  // The view `width` board units wide shows the hexes with `edge` pixels on every side when the hexes take at most
  // what the two margins leave, across and down.
  const width = Math.max(
    Math.min(COMBAT_VIEW_WIDTH, widthShowingAtLeast(COUNTER, counterPixels, surface.width)),
    (hexes.right - hexes.x) / (1 - (2 * edge) / surface.width),
    ((hexes.bottom - hexes.y) * aspect) / (1 - (2 * edge) / surface.height),
  );
  return {
    points: [{ x: hexes.x, y: hexes.y }, { x: hexes.right, y: hexes.bottom }],
    options: { padding: (edge * width) / surface.width, minWidth: width },
  };
}

/** The hexes of a combat shown beside the board: the attacked hex, then its attackers' (those still on the map). */
export function combatHexes(state: WwiState | null, combat: ShownCombat | null): string[] {
  if (!state || !combat) return [];
  const attackers = combat.calc.attackers.map((a) => state.units.find((u) => u.id === a.unit)?.hex);
  return [combat.target, ...attackers.filter((hex): hex is string => !!hex)];
}
