/**
 * Builds the World War I hex map from geography (run: npx tsx src/cli/maps-wwi.ts).
 *
 * Reads our own lon/lat sources in maps/wwi/sources/ and Natural Earth land from
 * the world-atlas package, and writes maps/wwi/hexes.json (one hand-editable line
 * per hex), maps/wwi/setup-historical.json and maps/wwi/map.svg. No randomness and no dates: the same inputs
 * always give byte-identical outputs.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { geoConicEqualArea, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import polygonClipping from 'polygon-clipping';
import type { Topology, GeometryObject } from 'topojson-specification';
import type { MultiPolygon, Polygon } from 'geojson';
import type { HexRecord as EngineHexRecord } from '../games/wwi/engine/board';
import {
  DIRECTIONS,
  type Direction,
  type HexId,
  formatHexId,
  hexLine,
  neighbourId,
  oppositeDirection,
  directionBetween,
  parseHexId,
} from '../games/wwi/engine/hex';
import { answerHelp } from './usage';

answerHelp(`usage: npx tsx src/cli/maps-wwi.ts [--out DIR]
Builds the World War I hex map (hexes.json, setup-historical.json, map.svg) from maps/wwi/sources and Natural Earth; byte for byte reproducible.`);

type LonLat = [number, number];
type Point = { x: number; y: number };

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const mapDir = join(root, 'maps', 'wwi');
const sourceDir = join(mapDir, 'sources');
// `--out DIR` writes elsewhere (the reproducibility test compares a fresh build with the checked-in files).
const outFlag = process.argv.indexOf('--out');
const outDir = outFlag > 0 && process.argv[outFlag + 1] ? process.argv[outFlag + 1] : mapDir;
const require = createRequire(import.meta.url);

function readSource<T>(name: string): T {
  return JSON.parse(readFileSync(join(sourceDir, name), 'utf8')) as T;
}

interface Frame {
  hexAcrossFlatsKm: number;
  projection: { parallels: [number, number]; centralMeridian: number };
  main: GridFrame;
  inset: GridFrame & { name: string; centralMeridian: number };
  transitAreas: { id: string; name: string; entries: { place: string; side: string }[] }[];
  landOverrides: { point: LonLat; terrain: 'land' | 'sea'; why: string }[];
}
interface GridFrame {
  west: LonLat;
  east: LonLat;
  north: LonLat;
  south: LonLat;
  firstColumn: number;
  firstRow: number;
}
interface Borders {
  precedence: string[];
  nations: Record<string, LonLat[][]>;
}
interface TerrainSource {
  rough: Record<string, LonLat[]>;
}
interface CitySource {
  name: string;
  lon: number;
  lat: number;
  resource?: boolean;
  objective?: boolean;
  supply?: boolean;
  fort?: number;
  inset?: boolean;
}
interface RailSource {
  lines: { name: string; path: (string | LonLat)[] }[];
}
interface HexsideSource {
  water: { name: string; sea: string; line: LonLat[] }[];
  blocked: { name: string; line: LonLat[] }[];
  crossings: { name: string; a: LonLat; b: LonLat }[];
}
interface SeaSource {
  seas: Record<string, LonLat[]>;
}

/** One hex as written to hexes.json (the format the engine reads); the build requires `map` and writes flags only when true. */
type HexRecord = EngineHexRecord & { map: 'main' | 'caucasus' };

const frame = readSource<Frame>('frame.json');
const borders = readSource<Borders>('borders-1914.json');
const terrain = readSource<TerrainSource>('terrain.json');
const cities = readSource<{ cities: CitySource[] }>('cities.json').cities;
const railways = readSource<RailSource>('railways.json');
const hexsides = readSource<HexsideSource>('hexsides.json');
const seas = readSource<SeaSource>('seas.json').seas;

const hexSize = frame.hexAcrossFlatsKm / Math.sqrt(3); // centre to corner, km
const columnStep = 1.5 * hexSize;
const rowStep = frame.hexAcrossFlatsKm;
const warnings: string[] = [];

// ---------- geometry helpers ----------

function pointInRing(point: LonLat | [number, number], ring: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const orient = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return orient(a, b, c) !== orient(a, b, d) && orient(c, d, a) !== orient(c, d, b);
}

function makeProjection(centralMeridian: number): GeoProjection {
  return geoConicEqualArea()
    .parallels(frame.projection.parallels)
    .rotate([-centralMeridian, 0])
    .scale(6371) // Earth radius: projected units are kilometres
    .translate([0, 0]);
}

/** Natural Earth land, clipped to a lon/lat box, projected once into plain x/y rings. */
function projectedLand(projection: GeoProjection, box: [number, number, number, number]) {
  const topology = require('world-atlas/land-50m.json') as Topology;
  const land = feature(topology, topology.objects.land as GeometryObject) as unknown as {
    features?: { geometry: MultiPolygon | Polygon }[];
    geometry?: MultiPolygon | Polygon;
  };
  const geometries = land.features ? land.features.map((f) => f.geometry) : [land.geometry!];
  const [w, s, e, n] = box;
  const clipBox: [number, number][][] = [[[w, s], [e, s], [e, n], [w, n], [w, s]]];
  const rings: { ring: [number, number][]; minX: number; minY: number; maxX: number; maxY: number }[] = [];
  for (const geometry of geometries) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const polygon of polygons) {
      const clipped = polygonClipping.intersection(polygon as [number, number][][], clipBox);
      for (const piece of clipped) {
        for (const ring of piece) {
          const projected = ring.map((p) => projection(p as [number, number])!) as [number, number][];
          const xs = projected.map((p) => p[0]);
          const ys = projected.map((p) => p[1]);
          rings.push({
            ring: projected,
            minX: Math.min(...xs),
            minY: Math.min(...ys),
            maxX: Math.max(...xs),
            maxY: Math.max(...ys),
          });
        }
      }
    }
  }
  return (x: number, y: number): boolean => {
    let inside = false;
    for (const r of rings) {
      if (x < r.minX || x > r.maxX || y < r.minY || y > r.maxY) continue;
      if (pointInRing([x, y], r.ring)) inside = !inside; // even-odd handles holes (lakes)
    }
    return inside;
  };
}

// ---------- grid ----------

interface Grid {
  name: 'main' | 'caucasus';
  projection: GeoProjection;
  originX: number;
  originY: number;
  firstColumn: number;
  firstRow: number;
  columns: number;
  rows: number;
  isLand: (x: number, y: number) => boolean;
}

function makeGrid(name: 'main' | 'caucasus', gridFrame: GridFrame, centralMeridian: number): Grid {
  const projection = makeProjection(centralMeridian);
  const west = projection(gridFrame.west)!;
  const east = projection(gridFrame.east)!;
  const north = projection(gridFrame.north)!;
  const south = projection(gridFrame.south)!;
  const columns = Math.floor((east[0] - west[0]) / columnStep) + 1;
  const rows = Math.floor((south[1] - north[1]) / rowStep) + 1;
  const lons = [gridFrame.west[0], gridFrame.east[0]];
  const lats = [gridFrame.south[1], gridFrame.north[1]];
  const box: [number, number, number, number] = [lons[0] - 8, lats[0] - 4, lons[1] + 8, lats[1] + 4];
  return {
    name,
    projection,
    originX: west[0],
    originY: north[1],
    firstColumn: gridFrame.firstColumn,
    firstRow: gridFrame.firstRow,
    columns,
    rows,
    isLand: projectedLand(projection, box),
  };
}

/** Centre of a hex in the grid's projected plane (km). Even printed columns sit half a hex lower. */
function centreOf(grid: Grid, id: HexId): Point {
  const { column, row } = parseHexId(id);
  const c = column - grid.firstColumn;
  const r = row - grid.firstRow;
  const shift = column % 2 === 0 ? rowStep / 2 : 0;
  return { x: grid.originX + c * columnStep, y: grid.originY + r * rowStep + shift };
}

function lonLatOf(grid: Grid, p: Point): LonLat {
  return grid.projection.invert!([p.x, p.y]) as LonLat;
}

/** Centre and six points part-way to the corners: a cheap estimate of what covers most of a hex. */
function samplePoints(centre: Point): Point[] {
  const points = [centre];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 3) * i;
    points.push({ x: centre.x + 0.6 * hexSize * Math.cos(angle), y: centre.y + 0.6 * hexSize * Math.sin(angle) });
  }
  return points;
}

function nationAt(point: LonLat): string | null {
  for (const nation of borders.precedence) {
    for (const ring of borders.nations[nation] ?? []) if (pointInRing(point, ring)) return nation;
  }
  return null;
}

function isRough(point: LonLat): boolean {
  return Object.values(terrain.rough).some((ring) => pointInRing(point, ring));
}

function seaAt(point: LonLat): string {
  for (const [name, ring] of Object.entries(seas)) if (pointInRing(point, ring)) return name;
  return 'atlantic';
}

function majority<T>(values: T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  for (const v of values) {
    const count = counts.get(v)!;
    if (count > bestCount) [best, bestCount] = [v, count];
  }
  return best;
}

// ---------- build ----------

const hexes = new Map<HexId, HexRecord>();
const gridOf = new Map<HexId, Grid>();

function buildGrid(grid: Grid): void {
  for (let c = 0; c < grid.columns; c++) {
    for (let r = 0; r < grid.rows; r++) {
      const id = formatHexId(grid.firstColumn + c, grid.firstRow + r);
      const samples = samplePoints(centreOf(grid, id));
      const landSamples = samples.filter((p) => grid.isLand(p.x, p.y));
      const record: HexRecord = { id, terrain: 'sea', map: grid.name };
      // Land when most of the hex is land, or when its centre and a few more points are:
      // keeps narrow peninsulas (Calabria, Gallipoli) on the map at 70 km a hex.
      const centreOnLand = landSamples[0] === samples[0];
      const override = frame.landOverrides.find((o) => hexAt(grid, o.point, id) === id)?.terrain;
      const isLand = override ? override === 'land' : landSamples.length >= 4 || (centreOnLand && landSamples.length >= 3);
      if (isLand) {
        if (landSamples.length === 0) landSamples.push(samples[0]);
        const lonLats = landSamples.map((p) => lonLatOf(grid, p));
        const nation = majority(lonLats.map((p) => nationAt(p) ?? 'none'))!;
        const roughCount = samples.map((p) => lonLatOf(grid, p)).filter(isRough).length;
        if (nation === 'none' || nation === 'switzerland') {
          record.terrain = 'prohibited';
          if (nation !== 'none') record.nation = nation;
        } else {
          record.terrain = roughCount >= 4 ? 'rough' : 'clear';
          record.nation = nation;
        }
      } else {
        record.sea = seaAt(lonLatOf(grid, samples[0]));
      }
      hexes.set(id, record);
      gridOf.set(id, grid);
    }
  }
}

const mainGrid = makeGrid('main', frame.main, frame.projection.centralMeridian);
const insetGrid = makeGrid('caucasus', frame.inset, frame.inset.centralMeridian);
buildGrid(mainGrid);
buildGrid(insetGrid);

const isLandHex = (h: HexRecord | undefined) => !!h && h.terrain !== 'sea';
const isPlayable = (h: HexRecord | undefined) => !!h && (h.terrain === 'clear' || h.terrain === 'rough');

/** Id of the grid hex whose centre is nearest the point (null off the grid); `candidate` limits the search. */
function hexAt(grid: Grid, lonLat: LonLat, candidate?: HexId): HexId | null {
  const [x, y] = grid.projection(lonLat)!;
  const column = Math.round((x - grid.originX) / columnStep);
  let best: HexId | null = null;
  let bestDistance = Infinity;
  for (let c = column - 1; c <= column + 1; c++) {
    if (c < 0 || c >= grid.columns) continue;
    const shift = (grid.firstColumn + c) % 2 === 0 ? rowStep / 2 : 0;
    const row = Math.round((y - grid.originY - shift) / rowStep);
    for (let r = row - 1; r <= row + 1; r++) {
      if (r < 0 || r >= grid.rows) continue;
      const id = formatHexId(grid.firstColumn + c, grid.firstRow + r);
      const centre = centreOf(grid, id);
      const d = (centre.x - x) ** 2 + (centre.y - y) ** 2;
      if (d < bestDistance) [best, bestDistance] = [id, d];
    }
  }
  if (bestDistance > hexSize * hexSize) return null;
  if (candidate !== undefined && best !== candidate) return null;
  return best;
}

/**
 * Hex for a place: the hex holding the point, unless that hex is not playable land,
 * belongs to another nation than the point does, or already holds a place; then the
 * nearest neighbour that fits (a coastal city moves ashore, Metz stays German).
 */
function landHexAt(grid: Grid, lonLat: LonLat, what: string, mustBeFree = false): HexId | null {
  const id = hexAt(grid, lonLat);
  if (!id) {
    warnings.push(`${what} is off the ${grid.name} map`);
    return null;
  }
  const nation = nationAt(lonLat);
  const fits = (h: HexRecord | undefined, strict: boolean) =>
    isPlayable(h) && (!strict || (h!.nation === nation && !(mustBeFree && h!.city)));
  if (fits(hexes.get(id), true)) return id;
  const [x, y] = grid.projection(lonLat)!;
  for (const strict of [true, false]) {
    let best: HexId | null = null;
    let bestDistance = Infinity;
    for (const candidate of [id, ...DIRECTIONS.map((d) => neighbourId(id, d))]) {
      if (!candidate || gridOf.get(candidate) !== grid || !fits(hexes.get(candidate), strict)) continue;
      const c = centreOf(grid, candidate);
      const d = (c.x - x) ** 2 + (c.y - y) ** 2;
      if (d < bestDistance) [best, bestDistance] = [candidate, d];
    }
    if (best) return best;
  }
  warnings.push(`${what} falls on ${id}, which is not playable land, and no neighbour is`);
  return null;
}

function neighbourInGrid(id: HexId, direction: Direction): HexRecord | undefined {
  const n = neighbourId(id, direction);
  if (!n || gridOf.get(n) !== gridOf.get(id)) return undefined;
  return hexes.get(n);
}

function addSide(record: HexRecord, key: 'lakeSides' | 'blockedSides' | 'crossing' | 'rail', direction: Direction) {
  const list = (record[key] ??= []);
  if (!list.includes(direction)) list.push(direction);
  list.sort((a, b) => DIRECTIONS.indexOf(a) - DIRECTIONS.indexOf(b));
}

function lineCrossesSide(grid: Grid, line: LonLat[], a: HexId, b: HexId): boolean {
  const pa = centreOf(grid, a);
  const pb = centreOf(grid, b);
  const projected = line.map((p) => {
    const [x, y] = grid.projection(p)!;
    return { x, y };
  });
  for (let i = 0; i + 1 < projected.length; i++) if (segmentsCross(pa, pb, projected[i], projected[i + 1])) return true;
  return false;
}

// Hexsides: sea beside sea hexes, authored water and blocked lines between land hexes.
for (const record of hexes.values()) {
  if (!isLandHex(record)) continue;
  const grid = gridOf.get(record.id)!;
  for (const direction of DIRECTIONS) {
    const other = neighbourInGrid(record.id, direction);
    if (!other) continue;
    if (other.terrain === 'sea') {
      (record.seaSides ??= {})[direction] = other.sea!;
      continue;
    }
    for (const water of hexsides.water) {
      if (!lineCrossesSide(grid, water.line, record.id, other.id)) continue;
      if (water.sea === 'lake') addSide(record, 'lakeSides', direction);
      else (record.seaSides ??= {})[direction] = water.sea;
    }
    for (const blocked of hexsides.blocked) {
      if (lineCrossesSide(grid, blocked.line, record.id, other.id)) addSide(record, 'blockedSides', direction);
    }
  }
}

// Crossing arrows (5.6): two land hexes across a sea hexside.
for (const crossing of hexsides.crossings) {
  const a = landHexAt(mainGrid, crossing.a, `crossing ${crossing.name} (a)`);
  const b = landHexAt(mainGrid, crossing.b, `crossing ${crossing.name} (b)`);
  if (!a || !b) continue;
  const direction = directionBetween(a, b);
  if (!direction) {
    warnings.push(`crossing ${crossing.name}: ${a} and ${b} are not adjacent`);
    continue;
  }
  const ra = hexes.get(a)!;
  const rb = hexes.get(b)!;
  if (!ra.seaSides?.[direction]) {
    warnings.push(`crossing ${crossing.name}: ${a}-${b} is not a sea hexside`);
    continue;
  }
  addSide(ra, 'crossing', direction);
  addSide(rb, 'crossing', oppositeDirection(direction));
}

// Cities, resource centres, objectives, forts.
const placeHex = new Map<string, HexId>();
for (const city of cities) {
  const grid = city.inset ? insetGrid : mainGrid;
  const id = landHexAt(grid, [city.lon, city.lat], city.name, true);
  if (!id) continue;
  placeHex.set(city.name, id);
  const record = hexes.get(id)!;
  if (record.city) (record.also ??= []).push(city.name);
  else record.city = city.name;
  if (city.resource) record.resource = true;
  if (city.objective) record.objective = true;
  if (city.supply) record.supply = true;
  if (city.fort) record.fort = Math.max(record.fort ?? 0, city.fort);
}
for (const record of hexes.values()) {
  if (record.also) warnings.push(`${record.id} holds ${record.city} and ${record.also.join(', ')}`);
}

// Railways: each leg is the straight hex line between its ends when that stays on land,
// otherwise the shortest chain of land hexes (deterministic breadth-first search).
function railLegOk(a: HexRecord | undefined, b: HexRecord | undefined, grid: Grid): boolean {
  if (!a || !b || gridOf.get(a.id) !== grid || gridOf.get(b.id) !== grid) return false;
  const direction = directionBetween(a.id, b.id);
  return !!direction && isPlayable(a) && isPlayable(b) && !a.seaSides?.[direction] && !a.blockedSides?.includes(direction);
}

function railRoute(from: HexId, to: HexId, grid: Grid): HexId[] | null {
  const straight = hexLine(from, to);
  if (straight.every((id, i) => i === 0 || railLegOk(hexes.get(straight[i - 1]), hexes.get(id), grid))) return straight;
  const previous = new Map<HexId, HexId>([[from, from]]);
  const queue = [from];
  while (queue.length) {
    const id = queue.shift()!;
    if (id === to) break;
    for (const direction of DIRECTIONS) {
      const next = neighbourId(id, direction);
      if (!next || previous.has(next) || !railLegOk(hexes.get(id), hexes.get(next), grid)) continue;
      previous.set(next, id);
      queue.push(next);
    }
  }
  if (!previous.has(to)) return null;
  const path = [to];
  while (path[0] !== from) path.unshift(previous.get(path[0])!);
  return path;
}

for (const line of railways.lines) {
  const points: HexId[] = [];
  for (const step of line.path) {
    const id = typeof step === 'string' ? placeHex.get(step) : landHexAt(mainGrid, step, `railway ${line.name} waypoint`);
    if (typeof step === 'string' && !id) warnings.push(`railway ${line.name}: unknown place ${step}`);
    if (id) points.push(id);
  }
  const grid = gridOf.get(points[0])!;
  for (let i = 0; i + 1 < points.length; i++) {
    const chain = railRoute(points[i], points[i + 1], grid);
    if (!chain) {
      warnings.push(`railway ${line.name}: no land route ${points[i]}-${points[i + 1]}`);
      continue;
    }
    if (chain.length > 2 * hexLine(points[i], points[i + 1]).length + 2) {
      warnings.push(`railway ${line.name}: detour of ${chain.length} hexes between ${points[i]} and ${points[i + 1]}`);
    }
    for (let j = 0; j + 1 < chain.length; j++) {
      const direction = directionBetween(chain[j], chain[j + 1])!;
      addSide(hexes.get(chain[j])!, 'rail', direction);
      addSide(hexes.get(chain[j + 1])!, 'rail', oppositeDirection(direction));
    }
  }
}

// Map edges that supply (7.14, 7.15), and the Italian side of the Alps as Italy's west edge (10.3).
for (const record of hexes.values()) {
  if (!isPlayable(record) || record.map !== 'main') continue;
  const { column } = parseHexId(record.id);
  if (column === mainGrid.firstColumn) record.edge = 'west';
  // Only Russia's stretch of the east edge is a source (7.15); Anatolia also reaches that column.
  else if (column === mainGrid.firstColumn + mainGrid.columns - 1 && record.nation === 'russia') record.edge = 'east';
  else if (record.nation === 'italy' && record.blockedSides?.length) record.edge = 'west';
}

// Transit areas (5.5, 10.81): their entry hexes.
for (const area of frame.transitAreas) {
  for (const entry of area.entries) {
    const id = placeHex.get(entry.place);
    if (!id) {
      warnings.push(`transit area ${area.id}: unknown place ${entry.place}`);
      continue;
    }
    hexes.get(id)!.transit = area.id;
  }
}

// Historical set-up (11.1): each army on the nearest free hex its side may hold.
interface SetupSource {
  units: { nation: string; army: string; hex?: HexId; at: LonLat; where: string; inset?: boolean }[];
  /** Ground a side had overrun when the scenario begins (control, 11.31). */
  occupied?: Record<string, { nations: string[]; exceptPlaces?: string[] }>;
  /** Fortresses already taken: they start destroyed (10.5x). */
  fallenForts?: { places: string[] };
}
const NEUTRAL_IN_1914 = new Set(['italy', 'turkey', 'bulgaria', 'romania', 'greece', 'holland', 'albania', 'persia']);
const setupSource = readSource<SetupSource>('setup-historical.json');
const occupied = new Set<HexId>();
const setupUnits: { nation: string; army: string; hex: HexId; where: string }[] = [];
for (const unit of setupSource.units) {
  const grid = unit.inset ? insetGrid : mainGrid;
  const allowed = (h: HexRecord | undefined) => {
    if (!h || !isPlayable(h) || occupied.has(h.id) || gridOf.get(h.id) !== grid) return false;
    if (NEUTRAL_IN_1914.has(unit.nation)) return h.nation === unit.nation;
    if (NEUTRAL_IN_1914.has(h.nation ?? '')) return false;
    // Austro-Hungarian armies may not stand in Belgium, France or Holland (10.6).
    return !(unit.nation === 'austria-hungary' && ['belgium', 'france', 'holland'].includes(h.nation ?? ''));
  };
  const start = hexAt(grid, unit.at);
  let found: HexId | null = null;
  if (unit.hex) {
    if (allowed(hexes.get(unit.hex))) found = unit.hex;
    else warnings.push(`set-up: ${unit.nation} ${unit.army} may not stand on ${unit.hex}`);
  } else if (start) {
    const [x, y] = grid.projection(unit.at)!;
    for (let radius = 0; radius <= 3 && !found; radius++) {
      let bestDistance = Infinity;
      for (const [id, g] of gridOf) {
        if (g !== grid || hexDistanceIds(start, id) !== radius || !allowed(hexes.get(id))) continue;
        const c = centreOf(grid, id);
        const d = (c.x - x) ** 2 + (c.y - y) ** 2;
        if (d < bestDistance) [found, bestDistance] = [id, d];
      }
    }
  }
  if (!found) {
    warnings.push(`set-up: no hex for ${unit.nation} ${unit.army} near ${unit.where}`);
    continue;
  }
  occupied.add(found);
  setupUnits.push({ nation: unit.nation, army: unit.army, hex: found, where: unit.where });
}

// Ground already overrun (11.31: control goes to the last side through a hex) and fortresses already taken.
const setupControl: Record<string, HexId[]> = {};
for (const [side, area] of Object.entries(setupSource.occupied ?? {})) {
  if (side === 'about') continue;
  const except = new Set((area.exceptPlaces ?? []).map((place) => placeHex.get(place)));
  setupControl[side] = sortedHexIds().filter((id) => {
    const h = hexes.get(id)!;
    return isPlayable(h) && area.nations.includes(h.nation ?? '') && !except.has(id);
  });
}
const fallenForts: HexId[] = [];
for (const place of setupSource.fallenForts?.places ?? []) {
  const id = placeHex.get(place);
  if (id && hexes.get(id)?.fort) fallenForts.push(id);
  else warnings.push(`set-up: no fort at ${place}`);
}

function sortedHexIds(): HexId[] {
  return [...hexes.keys()].sort();
}

function hexDistanceIds(a: HexId, b: HexId): number {
  return hexLine(a, b).length - 1;
}

// ---------- write ----------

const FIELD_ORDER: (keyof HexRecord)[] = [
  'id', 'map', 'terrain', 'nation', 'sea', 'city', 'also', 'resource', 'objective', 'supply', 'fort',
  'edge', 'transit', 'seaSides', 'lakeSides', 'blockedSides', 'crossing', 'rail',
];

function hexLineJson(record: HexRecord): string {
  const ordered: Record<string, unknown> = {};
  for (const key of FIELD_ORDER) {
    const value = record[key];
    if (value === undefined) continue;
    if (key === 'seaSides') {
      const sides: Record<string, string> = {};
      for (const d of DIRECTIONS) if (record.seaSides?.[d]) sides[d] = record.seaSides[d]!;
      ordered[key] = sides;
    } else ordered[key] = value;
  }
  return JSON.stringify(ordered);
}

const sortedIds = [...hexes.keys()].sort();
const meta = {
  about:
    'World War I 1914-1918 hex map, generated by src/cli/maps-wwi.ts from maps/wwi/sources/ and Natural Earth land (world-atlas). One line per hex; edit by hand or edit the sources and re-run. Directions of hexsides: n, ne, se, s, sw, nw (flat-topped hexes). Even columns sit half a hex lower.',
  hexAcrossFlatsKm: frame.hexAcrossFlatsKm,
  main: { firstColumn: mainGrid.firstColumn, columns: mainGrid.columns, rows: mainGrid.rows },
  caucasus: { firstColumn: insetGrid.firstColumn, columns: insetGrid.columns, rows: insetGrid.rows },
  transitAreas: frame.transitAreas.map((a) => ({ id: a.id, name: a.name, entries: a.entries.map((e) => placeHex.get(e.place)) })),
};
const json =
  '{\n"meta": ' + JSON.stringify(meta) + ',\n"hexes": [\n' + sortedIds.map((id) => hexLineJson(hexes.get(id)!)).join(',\n') + '\n]\n}\n';
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'hexes.json'), json);
writeFileSync(join(outDir, 'map.svg'), renderSvg());
writeFileSync(
  join(outDir, 'setup-historical.json'),
  '{\n"about": ' + JSON.stringify('Set-Up Chart of the historical scenario (11.1), our reconstruction: generated by src/cli/maps-wwi.ts from maps/wwi/sources/setup-historical.json. Edit the source positions, or edit hex ids here by hand.') +
    ',\n"units": [\n' + setupUnits.map((u) => JSON.stringify(u)).join(',\n') + '\n],\n' +
    '"control": ' + JSON.stringify(setupControl) + ',\n' +
    '"fallenForts": ' + JSON.stringify(fallenForts) + '\n}\n',
);
if (process.env.WWI_MAP_DEBUG) {
  for (const id of process.env.WWI_MAP_DEBUG.split(',')) {
    const grid = gridOf.get(id);
    if (grid) console.log(id, lonLatOf(grid, centreOf(grid, id)).map((v) => v.toFixed(2)).join(','), hexLineJson(hexes.get(id)!));
  }
}

for (const w of warnings) console.warn('warning:', w);
const counts = new Map<string, number>();
for (const h of hexes.values()) counts.set(h.terrain, (counts.get(h.terrain) ?? 0) + 1);
console.log(
  `maps/wwi/hexes.json: ${hexes.size} hexes (${[...counts].map(([k, v]) => `${v} ${k}`).join(', ')}); main ${mainGrid.columns}x${mainGrid.rows}, caucasus ${insetGrid.columns}x${insetGrid.rows}`,
);

// ---------- SVG ----------

function renderSvg(): string {
  const scale = 0.3; // px per km
  const pad = 10;
  const mainWidth = (mainGrid.columns - 1) * columnStep + 2 * hexSize;
  const mainHeight = mainGrid.rows * rowStep + rowStep / 2;
  const insetWidth = (insetGrid.columns - 1) * columnStep + 2 * hexSize;
  const insetHeight = insetGrid.rows * rowStep + rowStep / 2;
  // The inset sits below the main sheet's lower left corner, so it hides nothing.
  const insetOffset = { x: 0, y: mainHeight + rowStep / 2 };
  const fmt = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
  const toPx = (record: HexRecord): Point => {
    const grid = gridOf.get(record.id)!;
    const c = centreOf(grid, record.id);
    const local = { x: c.x - grid.originX + hexSize, y: c.y - grid.originY + rowStep / 2 };
    const offset = grid === insetGrid ? insetOffset : { x: 0, y: 0 };
    return { x: pad + (local.x + offset.x) * scale, y: pad + (local.y + offset.y) * scale };
  };
  const nationColours: Record<string, string> = {
    france: '#9ec5e8', belgium: '#e57373', holland: '#f0a860', germany: '#a0a0a0', 'austria-hungary': '#f2ead3',
    italy: '#b9e2a0', russia: '#d9c4a0', serbia: '#9c7a54', montenegro: '#b08d6a', albania: '#cfcfa0',
    greece: '#e8eef8', bulgaria: '#6a7fb5', romania: '#f3e27a', turkey: '#6fb07a', persia: '#d8b8d8',
    switzerland: '#ffffff',
  };
  const parts: string[] = [];
  const width = pad * 2 + mainWidth * scale;
  const height = pad * 2 + (insetOffset.y + insetHeight) * scale;
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${fmt(width)} ${fmt(height)}" width="${fmt(width)}" height="${fmt(height)}">`);
  parts.push('<title>World War I 1914-1918: generated hex map (Dispaccio)</title>');
  parts.push(`<rect width="${fmt(width)}" height="${fmt(height)}" fill="#cfe3f3"/>`);
  const cornersOf = (p: Point) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i;
      return `${fmt(p.x + hexSize * scale * Math.cos(a))},${fmt(p.y + hexSize * scale * Math.sin(a))}`;
    }).join(' ');
  const insetBox = { x: pad + insetOffset.x * scale, y: pad + insetOffset.y * scale };
  parts.push(`<rect x="${fmt(insetBox.x)}" y="${fmt(insetBox.y)}" width="${fmt(insetWidth * scale)}" height="${fmt(insetHeight * scale)}" fill="#cfe3f3" stroke="#333"/>`);
  for (const id of sortedIds) {
    const record = hexes.get(id)!;
    if (record.terrain === 'sea') continue;
    const fill = record.terrain === 'prohibited' && !record.nation ? '#e4e4e4' : nationColours[record.nation ?? ''] ?? '#e4e4e4';
    const rough = record.terrain === 'rough' ? ' stroke-dasharray="2 1"' : '';
    parts.push(`<polygon id="h${id}" points="${cornersOf(toPx(record))}" fill="${fill}" stroke="#777" stroke-width="0.4"${rough}><title>${id}</title></polygon>`);
  }
  for (const id of sortedIds) {
    const record = hexes.get(id)!;
    if (record.terrain === 'rough') {
      const p = toPx(record);
      parts.push(`<path d="M${fmt(p.x - 3)},${fmt(p.y + 2)} l3,-4 l3,4" fill="none" stroke="#6b4f2a" stroke-width="0.7"/>`);
    }
  }
  for (const id of sortedIds) {
    const record = hexes.get(id)!;
    for (const d of record.rail ?? []) {
      const other = neighbourId(id, d);
      if (!other || other < id) continue;
      const a = toPx(record);
      const b = toPx(hexes.get(other)!);
      parts.push(`<line x1="${fmt(a.x)}" y1="${fmt(a.y)}" x2="${fmt(b.x)}" y2="${fmt(b.y)}" stroke="#222" stroke-width="0.8"/>`);
    }
  }
  for (const id of sortedIds) {
    const record = hexes.get(id)!;
    if (!record.city) continue;
    const p = toPx(record);
    const mark = record.fort ? `<rect x="${fmt(p.x - 2.5)}" y="${fmt(p.y - 2.5)}" width="5" height="5" fill="none" stroke="#000"/>` : '';
    const dot = record.resource ? '#c00' : '#000';
    parts.push(`${mark}<circle cx="${fmt(p.x)}" cy="${fmt(p.y)}" r="${record.objective ? 2.2 : 1.5}" fill="${dot}"/><text x="${fmt(p.x + 3)}" y="${fmt(p.y - 2)}" font-size="5" font-family="sans-serif">${record.city}</text>`);
  }
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}
