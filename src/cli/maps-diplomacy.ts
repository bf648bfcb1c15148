/**
 * Builds the Diplomacy map picture from open geographic data
 * (run: npx tsx src/cli/maps-diplomacy.ts).
 *
 * Natural Earth 1:50m land (world-atlas package) is projected once into plain
 * x/y; each space is the union of the Voronoi cells (d3-delaunay) of our own
 * seed points (maps/diplomacy/geometry/seeds.json, real lon/lat of places),
 * clipped to land or to sea (polygon-clipping). Land nobody seeds is neutral.
 * Writes maps/diplomacy/standard-geometry.json (what the app draws) and
 * maps/diplomacy/standard.svg (a preview). No randomness, no dates: the same
 * inputs always give byte-identical outputs. Then checks that the picture's
 * borders agree with the adjacency data in standard.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { geoConicConformal } from 'd3-geo';
import { Delaunay } from 'd3-delaunay';
import { feature } from 'topojson-client';
import polygonClipping, { type MultiPolygon as ClipMultiPolygon, type Polygon as ClipPolygon } from 'polygon-clipping';
import type { GeometryObject, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon } from 'geojson';
import { boxOf, bordersOf, encodePath, innerPoint, insideShape, parsePath, ringArea, sharedBorders, type Point, type Ring } from '../games/diplomacy/ui/map-geometry';
import { borderProblems, type MapGeometry } from '../games/diplomacy/ui/map-data';
import type { DipMapData } from '../games/diplomacy/engine/types';
import { answerHelp } from './usage';
import { distanceToSegment, dropSlivers, pieceOf, unionAll } from './map-build-lib';
import { packGeometry, packedJson } from './map-arcs';
import { unpackGeometry } from '../games/diplomacy/ui/map-arcs';

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  answerHelp(`usage: npx tsx src/cli/maps-diplomacy.ts [--strict] [--debug]
Builds the Diplomacy map (maps/diplomacy/standard-geometry.json, standard.svg) from Natural Earth and our seed points; byte for byte reproducible.
  --strict   exit 1 when a border disagrees with the adjacency data
  --debug    colour each space for inspection`);
}

type LonLat = [number, number];
type Seed = [number, number, string];

interface SeedFile {
  projection: { parallels: [number, number]; centralMeridian: number; width: number; frame: LonLat[] };
  fills: { why: string; ring: LonLat[] }[];
  provinces: Record<string, Seed[]>;
  neutral: Seed[];
}

interface AnchorFile {
  /** Where a fleet on each named coast stands. */
  coasts: Record<string, LonLat>;
  /** Hand-placed unit positions where the computed one is crowded. */
  units: Record<string, LonLat>;
  /** Hand-placed label positions. */
  labels: Record<string, LonLat>;
}

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const mapDir = join(root, 'maps', 'diplomacy');
const require = createRequire(import.meta.url);

const seeds = JSON.parse(readFileSync(join(mapDir, 'geometry', 'seeds.json'), 'utf8')) as SeedFile;
const anchors = JSON.parse(readFileSync(join(mapDir, 'geometry', 'anchors.json'), 'utf8')) as AnchorFile;
const mapData = JSON.parse(readFileSync(join(mapDir, 'standard.json'), 'utf8')) as DipMapData;

/** Coastline detail below this many pixels is dropped (Douglas-Peucker tolerance). */
const SIMPLIFY_TOLERANCE = 0.45;
/** Islands and lakes smaller than this (square pixels) are left out. */
const MIN_AREA = 3;
const NEUTRAL = '';

// ---------- projection: once, at build time ----------

const conic = geoConicConformal()
  .parallels(seeds.projection.parallels)
  .rotate([-seeds.projection.centralMeridian, 0])
  .scale(1)
  .translate([0, 0]);
const framePoints = seeds.projection.frame.map((p) => conic(p)!);
const frameMinX = Math.min(...framePoints.map((p) => p[0]));
const frameMaxX = Math.max(...framePoints.map((p) => p[0]));
const frameMinY = Math.min(...framePoints.map((p) => p[1]));
const frameMaxY = Math.max(...framePoints.map((p) => p[1]));
const scale = seeds.projection.width / (frameMaxX - frameMinX);
const width = seeds.projection.width;
const height = Math.round((frameMaxY - frameMinY) * scale);

function project(lonLat: LonLat): Point {
  const [x, y] = conic(lonLat)!;
  return [(x - frameMinX) * scale, (y - frameMinY) * scale];
}

const frameRing: Ring = [[0, 0], [width, 0], [width, height], [0, height], [0, 0]];

// ---------- land ----------

function simplify(ring: Ring, tolerance: number): Ring {
  if (ring.length <= 4) return ring;
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack: [number, number][] = [[0, ring.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farDistance = tolerance;
    const [ax, ay] = ring[first];
    const [bx, by] = ring[last];
    const length = Math.hypot(bx - ax, by - ay);
    for (let i = first + 1; i < last; i++) {
      const [px, py] = ring[i];
      const d = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > farDistance) {
        farDistance = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return ring.filter((_, i) => keep[i]);
}

/**
 * Makes a ring's longitudes continuous: Natural Earth's Eurasia crosses the
 * antimeridian, and read as flat x/y its jump from 180 to -180 would enclose the Arctic.
 */
function unwrap(ring: number[][]): [number, number][] {
  let offset = 0;
  const continuous = ring.map(([lon, lat], i): [number, number] => {
    if (i > 0) {
      const previous = ring[i - 1][0];
      if (lon - previous > 180) offset -= 360;
      else if (previous - lon > 180) offset += 360;
    }
    return [lon + offset, lat];
  });
  // Shift by whole turns so the ring lies over Europe rather than a world away.
  const maxLon = Math.max(...continuous.map((p) => p[0]));
  const turns = maxLon < -45 ? 1 : 0;
  return continuous.map(([lon, lat]) => [lon + turns * 360, lat]);
}

function projectedLand(): ClipMultiPolygon {
  const topology = require('world-atlas/land-50m.json') as Topology;
  const land = feature(topology, topology.objects.land as GeometryObject) as unknown as {
    features?: { geometry: MultiPolygon | Polygon }[];
    geometry?: MultiPolygon | Polygon;
  };
  const geometries = land.features ? land.features.map((f) => f.geometry) : [land.geometry!];
  // Clip in lon/lat first, generously, so far-away land never meets the conic projection's singularities.
  const box: ClipPolygon = [[[-45, 20], [75, 20], [75, 85], [-45, 85], [-45, 20]]];
  const pieces: ClipPolygon[] = [];
  for (const geometry of geometries) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const rawPolygon of polygons) {
      const polygon = rawPolygon.map(unwrap);
      const outer = polygon[0];
      if (!outer.some(([lon, lat]) => lon > -45 && lon < 75 && lat > 20 && lat < 85)) continue;
      for (const piece of polygonClipping.intersection(polygon as ClipPolygon, box)) {
        const projected = piece.map((ring) => simplify(ring.map((p) => project(p as LonLat)), SIMPLIFY_TOLERANCE));
        const kept = projected.filter((ring, i) => ring.length >= 4 && (i === 0 || Math.abs(ringArea(ring)) >= MIN_AREA));
        if (kept.length && kept[0] === projected[0] && Math.abs(ringArea(kept[0])) >= MIN_AREA) pieces.push(kept as ClipPolygon);
      }
    }
  }
  for (const fill of seeds.fills) pieces.push([fill.ring.map(project)]);
  const merged = polygonClipping.union(pieces[0], ...pieces.slice(1));
  return polygonClipping.intersection(merged, [frameRing]);
}

// ---------- spaces ----------

interface SeedPoint {
  owner: string;
  place: string;
  at: Point;
}

const allSeeds: SeedPoint[] = [
  ...Object.entries(seeds.provinces).flatMap(([owner, list]) => list.map(([lon, lat, place]) => ({ owner, place, at: project([lon, lat]) }))),
  ...seeds.neutral.map(([lon, lat, place]) => ({ owner: NEUTRAL, place, at: project([lon, lat]) })),
];
const seaIds = new Set(mapData.provinces.filter((p) => p.kind === 'sea').map((p) => p.id));
const warnings: string[] = [];

/**
 * Splits each connected piece of a region among the seeds inside it
 * (Voronoi cells clipped to the piece). Pieces without a seed go to `unseeded`.
 */
function divide(region: ClipMultiPolygon, wanted: (seed: SeedPoint) => boolean, unseeded: string): Map<string, ClipPolygon[]> {
  const owned = new Map<string, ClipPolygon[]>();
  const add = (owner: string, polygons: ClipPolygon[]) => owned.set(owner, [...(owned.get(owner) ?? []), ...polygons]);
  const seedsOfPiece = region.map((): SeedPoint[] => []);
  for (const seed of allSeeds.filter(wanted)) {
    const piece = pieceOf(region, seed.at, SNAP);
    if (piece < 0) warnings.push(`seed ${seed.owner || 'neutral'} ${seed.place} is ${seaIds.has(seed.owner) ? 'not at sea' : 'not on land'}`);
    else seedsOfPiece[piece].push(seed);
  }
  region.forEach((piece, index) => {
    const inside = seedsOfPiece[index];
    if (inside.length === 0) {
      add(unseeded, [piece]);
      return;
    }
    if (new Set(inside.map((s) => s.owner)).size === 1) {
      add(inside[0].owner, [piece]);
      return;
    }
    const voronoi = Delaunay.from(inside.map((s) => s.at)).voronoi([-1, -1, width + 1, height + 1]);
    // Cells of one owner are merged before clipping: fewer, larger intersections.
    const cellsByOwner = new Map<string, ClipPolygon[]>();
    inside.forEach((seed, i) => {
      const cell = voronoi.cellPolygon(i) as Point[] | null;
      if (cell) cellsByOwner.set(seed.owner, [...(cellsByOwner.get(seed.owner) ?? []), [cell]]);
    });
    for (const [owner, cells] of cellsByOwner) {
      const area = polygonClipping.union(cells[0], ...cells.slice(1));
      add(owner, polygonClipping.intersection(area, piece));
    }
  });
  return owned;
}

/** Seeds this close to a piece (pixels) count as in it: a port on a coarse coastline may fall just offshore. */
const SNAP = 6;

const land = projectedLand();
const sea = polygonClipping.difference([frameRing], land);
const landOwners = divide(land, (seed) => !seaIds.has(seed.owner), NEUTRAL);
const seaOwners = divide(sea, (seed) => seaIds.has(seed.owner), 'lake');

const provinceRings: Record<string, Ring[]> = {};
// Biggest piece first, so "stray pieces" are the small ones.
const byArea = (a: ClipPolygon, b: ClipPolygon) => Math.abs(ringArea(b[0] as Ring)) - Math.abs(ringArea(a[0] as Ring));
/** A detached bit of sea smaller than this (square pixels) joins the sea around it. */
const STRAY_MAX = 120;

const seaShapes = new Map<string, ClipPolygon[]>();
for (const id of seaIds) seaShapes.set(id, unionAll(seaOwners.get(id) ?? []).sort(byArea));
// A Voronoi cell can reach across a cape into a fjord or bay of the far side:
// small detached pieces go to the sea they share most border with.
for (const [id, shape] of seaShapes) {
  for (const stray of shape.slice(1)) {
    if (Math.abs(ringArea(stray[0] as Ring)) > STRAY_MAX) continue;
    const strayBox = boxOf(stray as Ring[]);
    const candidates: Record<string, Ring[]> = { [id]: stray as Ring[] };
    for (const [other, otherShape] of seaShapes) {
      const rings = otherShape.flat() as Ring[];
      const box = boxOf(rings);
      const near = box.minX <= strayBox.maxX + 2 && box.maxX >= strayBox.minX - 2 && box.minY <= strayBox.maxY + 2 && box.maxY >= strayBox.minY - 2;
      if (other !== id && near) candidates[other] = rings;
    }
    let best = '';
    let bestLength = 0;
    for (const [other, length] of bordersOf(id, candidates, 1, 0.35)) {
      if (length <= bestLength) continue;
      best = other;
      bestLength = length;
    }
    seaShapes.set(id, seaShapes.get(id)!.filter((polygon) => polygon !== stray));
    if (best) seaShapes.set(best, polygonClipping.union(seaShapes.get(best)!, stray).sort(byArea));
    else seaOwners.set('lake', [...(seaOwners.get('lake') ?? []), stray]);
  }
}

for (const province of mapData.provinces) {
  const shape = seaIds.has(province.id) ? seaShapes.get(province.id)! : unionAll(landOwners.get(province.id) ?? []).sort(byArea);
  if (!shape.length) warnings.push(`province ${province.id} has no area`);
  if (province.kind === 'sea' && shape.length > 1) {
    const stray = shape.slice(1).map((polygon) => innerPoint(polygon as Ring[])).map(([x, y]) => `${Math.round(x)},${Math.round(y)}`);
    warnings.push(`sea ${province.id} is in ${shape.length} pieces (stray pieces at ${stray.join(' ')}): add a seed there`);
  }
  provinceRings[province.id] = dropSlivers(shape, MIN_AREA);
}

// ---------- anchors ----------

const round = (p: Point): Point => [Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10];

function largestPart(rings: Ring[]): Ring[] {
  // Outer rings of the shape with the rings inside them (holes), biggest first.
  const outers = rings.filter((ring) => !rings.some((other) => other !== ring && insideShape(ring[0], [other])));
  outers.sort((a, b) => Math.abs(ringArea(b)) - Math.abs(ringArea(a)));
  const biggest = outers[0];
  return [biggest, ...rings.filter((ring) => ring !== biggest && insideShape(ring[0], [biggest]))];
}

/**
 * A port on a coarse coastline may sit just offshore: walk it towards the
 * space's inner point until it is a couple of pixels inside.
 */
function pullInside(point: Point, inner: Point, rings: Ring[]): Point {
  const length = Math.hypot(inner[0] - point[0], inner[1] - point[1]);
  for (let step = 0; step <= length; step += 0.5) {
    const t = length ? Math.min(1, (step + (insideShape(point, rings) ? 0 : 2)) / length) : 0;
    const moved: Point = [point[0] + (inner[0] - point[0]) * t, point[1] + (inner[1] - point[1]) * t];
    if (insideShape(moved, rings) && insideShape(round(moved), rings)) return moved;
  }
  return inner;
}

// What the component draws (dip-map.ts): a unit about 26×16 px around its point,
// a label about 7 px per letter wide and 11 px high, a supply centre of radius 5.
const UNIT_HALF: Point = [13, 10];
const LABEL_HALF_HEIGHT = 5.5;
const LETTER_WIDTH = 7;
const CENTRE_RADIUS = 5;

interface Box2 {
  at: Point;
  half: Point;
}
/** Everything placed so far, for every space: labels and centres must not hide them. */
const obstacles: Box2[] = [];

function overlaps(a: Box2, b: Box2): boolean {
  return Math.abs(a.at[0] - b.at[0]) < a.half[0] + b.half[0] && Math.abs(a.at[1] - b.at[1]) < a.half[1] + b.half[1];
}

function clearOfEdges(point: Point, rings: Ring[], margin: number): boolean {
  if (!insideShape(point, rings)) return false;
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) if (distanceToSegment(point, ring[i], ring[(i + 1) % ring.length]) < margin) return false;
  }
  return true;
}

function boxInside([x, y]: Point, [hw, hh]: Point, rings: Ring[]): boolean {
  return [[x, y], [x - hw, y - hh], [x + hw, y - hh], [x - hw, y + hh], [x + hw, y + hh], [x - hw, y], [x + hw, y]].every((p) => insideShape(p as Point, rings));
}

/** Below the unit if it fits inside the space and hides nothing, else above, right or left. */
function placeLabel([x, y]: Point, rings: Ring[], letters: number): Point {
  const half: Point = [(letters * LETTER_WIDTH) / 2, LABEL_HALF_HEIGHT];
  const candidates: Point[] = [
    [x, y + 18],
    [x, y - 18],
    [x + UNIT_HALF[0] + half[0] + 3, y],
    [x - UNIT_HALF[0] - half[0] - 3, y],
    [x + UNIT_HALF[0] + half[0] - 4, y + 15],
    [x - UNIT_HALF[0] - half[0] + 4, y + 15],
  ];
  const free = (c: Point) => !obstacles.some((o) => overlaps(o, { at: c, half }));
  const chosen = candidates.find((c) => boxInside(c, half, rings) && free(c)) ?? candidates.find((c) => boxInside(c, half, rings)) ?? candidates[0];
  obstacles.push({ at: chosen, half });
  return chosen;
}

/**
 * The centre's own city when nothing is drawn there; otherwise the nearest
 * free spot around the unit, so markers never hide one another.
 */
function placeCentre(city: Point, unit: Point, rings: Ring[]): Point {
  const half: Point = [CENTRE_RADIUS + 1, CENTRE_RADIUS + 1];
  const free = (p: Point) => !obstacles.some((o) => overlaps(o, { at: p, half }));
  let chosen: Point | undefined = free(city) && clearOfEdges(city, rings, 2) ? city : undefined;
  const candidates: Point[] = [];
  for (const radius of [20, 25, 31, 38, 46]) {
    for (let k = 0; k < 24; k++) {
      const angle = (k / 24) * 2 * Math.PI;
      candidates.push([unit[0] + radius * Math.cos(angle), unit[1] + radius * Math.sin(angle)]);
    }
  }
  candidates.sort((a, b) => Math.hypot(a[0] - city[0], a[1] - city[1]) - Math.hypot(b[0] - city[0], b[1] - city[1]));
  for (const margin of [CENTRE_RADIUS + 1, 3, 1]) {
    chosen ??= candidates.find((p) => free(p) && clearOfEdges(p, rings, margin));
  }
  chosen ??= city;
  obstacles.push({ at: chosen, half });
  return chosen;
}

const geometry: MapGeometry = {
  about: 'Generated by src/cli/maps-diplomacy.ts from Natural Earth 1:50m land (public domain, world-atlas package) and our own seed points in maps/diplomacy/geometry/. Do not edit by hand.',
  width,
  height,
  provinces: {},
  coasts: {},
  neutral: '',
  lakes: '',
};
// Units first (they are the most important marks), then labels, then supply centres.
const unitPoints = new Map<string, Point>();
const parsedShapes = new Map<string, Ring[]>();
for (const province of mapData.provinces) {
  const d = encodePath(provinceRings[province.id]);
  const parsed = parsePath(d);
  parsedShapes.set(province.id, parsed);
  const firstSeed = seeds.provinces[province.id][0];
  const unit = anchors.units[province.id]
    ? project(anchors.units[province.id])
    : parsed.length
      ? innerPoint(largestPart(parsed))
      : project([firstSeed[0], firstSeed[1]]);
  unitPoints.set(province.id, unit);
  geometry.provinces[province.id] = { d, unit: round(unit), label: [0, 0] };
  obstacles.push({ at: unit, half: UNIT_HALF });
}
for (const [loc, lonLat] of Object.entries(anchors.coasts)) {
  const province = loc.split('/')[0];
  const point = pullInside(project(lonLat), unitPoints.get(province)!, parsedShapes.get(province)!);
  geometry.coasts[loc] = round(point);
  obstacles.push({ at: point, half: UNIT_HALF });
}
for (const province of mapData.provinces) {
  const unit = unitPoints.get(province.id)!;
  const label = anchors.labels[province.id] ? project(anchors.labels[province.id]) : placeLabel(unit, parsedShapes.get(province.id)!, province.abbr.en.length);
  geometry.provinces[province.id].label = round(label);
}
for (const province of mapData.provinces) {
  const centreSeed = province.supplyCenter ? seeds.provinces[province.id]?.[0] : undefined;
  if (!centreSeed) continue;
  const parsed = parsedShapes.get(province.id)!;
  const unit = unitPoints.get(province.id)!;
  const city = pullInside(project([centreSeed[0], centreSeed[1]]), unit, parsed);
  geometry.provinces[province.id].centre = round(placeCentre(city, unit, parsed));
}
geometry.neutral = encodePath(dropSlivers(unionAll(landOwners.get(NEUTRAL) ?? []), MIN_AREA));
geometry.lakes = encodePath(dropSlivers(unionAll(seaOwners.get('lake') ?? []), MIN_AREA));
/** What is stored: every border once, on the arcs' grid. */
const packed = packGeometry(geometry);
/** What the app draws from it: the preview and the border check use this, not the finer shapes above. */
const drawn = unpackGeometry(packed);

// ---------- preview SVG ----------

/** `--debug` paints every space its own colour, to see where a border went wrong. */
const debugColours = process.argv.includes('--debug') && !process.env.VITEST;
const kindFill: Record<string, string> = { sea: '#bcd6ea', land: '#efe6cf', coast: '#efe6cf', impassable: '#cfc8b8' };
const svg = [
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
  `<rect width="${width}" height="${height}" fill="#bcd6ea"/>`,
  `<path d="${drawn.lakes}" fill="#bcd6ea" stroke="#7a9cb8" stroke-width=".5"/>`,
  `<path d="${drawn.neutral}" fill="#dcd8cc" stroke="#8a8272" stroke-width=".5"/>`,
  ...mapData.provinces.map((p, i) => `<path d="${drawn.provinces[p.id].d}" fill="${debugColours ? `hsl(${(i * 137) % 360} 60% ${p.kind === 'sea' ? 75 : 60}%)` : kindFill[p.kind]}" fill-rule="evenodd" stroke="${p.kind === 'sea' ? '#7a9cb8' : '#6b5a3e'}" stroke-width=".6"><title>${p.name.en}</title></path>`),
  ...mapData.provinces.map((p) => {
    const [x, y] = geometry.provinces[p.id].label ?? geometry.provinces[p.id].unit;
    return `<text x="${x}" y="${y}" font-size="9" font-family="sans-serif" text-anchor="middle">${p.abbr.en}</text>`;
  }),
  '</svg>',
].join('\n');

// ---------- check against the rules ----------

const shapes = Object.fromEntries(Object.entries(drawn.provinces).map(([id, p]) => [id, parsePath(p.d)]));
const borders = sharedBorders(shapes);
const problems = borderProblems(mapData, borders);

/** What the build makes, as written to disk: the geometry test checks the checked-in files against it. */
export const built = {
  geometryJson: packedJson(packed),
  svg: svg + '\n',
  problems,
  warnings,
};

const runAsScript = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  writeFileSync(join(mapDir, 'standard-geometry.json'), built.geometryJson);
  writeFileSync(join(mapDir, 'standard.svg'), built.svg);
  for (const warning of warnings) console.warn('warning:', warning);
  for (const problem of problems) console.warn('border:', problem);
  const bytes = JSON.stringify(packed).length;
  console.log(`${width}×${height}, ${Object.keys(geometry.provinces).length} spaces, ${bytes} bytes of geometry, ${problems.length} border problems, ${warnings.length} warnings`);
  if (process.argv.includes('--strict') && (problems.length || warnings.length)) process.exit(1);
}
