/**
 * The generated map picture (maps/diplomacy/standard-geometry.json) and the
 * rule that ties it to the adjacency data: two spaces share a visible border
 * in the picture exactly when an army or a fleet may move between them.
 */
import type { DipMapData, Loc, ProvinceId } from '../engine/types';
import { pairKey, type Point } from './map-geometry';

export interface ProvinceGeometry {
  /** SVG path of closed rings (stored as shared arcs: see map-arcs.ts). */
  d: string;
  /** Where a unit stands (fleets on split coasts use `coasts`). */
  unit: Point;
  /** Where the abbreviation goes (below the unit when it fits). */
  label: Point;
  /** The supply centre's city. */
  centre?: Point;
}

export interface MapGeometry {
  about: string;
  width: number;
  height: number;
  provinces: Record<ProvinceId, ProvinceGeometry>;
  /** Where a fleet on a named coast stands: "stp/nc". */
  coasts: Record<Loc, Point>;
  /** Land that is no space (Ireland, Iceland, Sardinia, the Sahara...). */
  neutral: string;
  /** Water that is no space (inland seas). */
  lakes: string;
  /** Rivers that are no space, as open lines (M…l…, no z): drawn thin, under the river sectors. */
  streams?: string;
  /** A river sector's course as an open line, drawn over its clickable band (the sector's `d`). */
  courses?: Record<ProvinceId, string>;
  /** Borders an army needs two moves to cross, by pairKey: the border as open lines, and peaks along it. */
  mountains?: Record<string, { border: string; peaks: string }>;
  /** Edges across a river (no support across them), by pairKey: a short line from the first space's bank to the other's. */
  crossings?: Record<string, [Point, Point]>;
}

/** A border shorter than this (pixels) is too small to see: adjacent spaces need more. */
export const MIN_VISIBLE_BORDER = 3;
/** Shared length below this is a corner touch or rounding noise, not a border. */
export const MAX_TOUCH = 1;

/** Adjacent spaces, by province, for either unit type. */
export function adjacentPairs(data: DipMapData): Set<string> {
  const pairs = new Set<string>();
  const province = (loc: Loc) => loc.split('/')[0];
  for (const [a, b] of data.armyEdges) pairs.add(pairKey(a, b));
  for (const [a, b] of data.fleetEdges) pairs.add(pairKey(province(a), province(b)));
  return pairs;
}

/**
 * Every disagreement between the picture's borders and the rules. Impassable
 * spaces (Switzerland) have no edges but are drawn with their real borders,
 * so they are left out.
 */
export function borderProblems(data: DipMapData, borders: ReadonlyMap<string, number>): string[] {
  const impassable = new Set(data.provinces.filter((p) => p.kind === 'impassable').map((p) => p.id));
  const adjacent = adjacentPairs(data);
  const problems: string[] = [];
  for (const pair of adjacent) {
    const length = borders.get(pair) ?? 0;
    if (length < MIN_VISIBLE_BORDER) problems.push(`${pair} are adjacent but share ${length.toFixed(1)} px of border`);
  }
  for (const [pair, length] of borders) {
    if (adjacent.has(pair) || length <= MAX_TOUCH) continue;
    const [a, b] = pair.split('|');
    if (impassable.has(a) || impassable.has(b)) continue;
    problems.push(`${pair} share ${length.toFixed(1)} px of border but are not adjacent`);
  }
  return problems.sort();
}
