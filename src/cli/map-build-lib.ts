/**
 * Pieces a map build shares (src/cli/maps-<game>.ts): a conic projection into a
 * pixel frame, Natural Earth land and lines projected and simplified, lines
 * widened into areas, cut and resampled, and Voronoi cells clipped to land.
 * Deterministic: the same inputs give the same numbers on every run.
 */
import { createRequire } from 'node:module';
import { geoConicConformal, type GeoProjection } from 'd3-geo';
import { Delaunay } from 'd3-delaunay';
import { feature } from 'topojson-client';
import polygonClipping, { type MultiPolygon as ClipMultiPolygon, type Polygon as ClipPolygon } from 'polygon-clipping';
import type { GeometryObject, Topology } from 'topojson-specification';
import type { Geometry } from 'geojson';
import { insideShape, ringArea, type Point, type Ring } from '../games/diplomacy/ui/map-geometry';

export type LonLat = [number, number];
export type { ClipMultiPolygon, ClipPolygon };

const require = createRequire(import.meta.url);

export interface ProjectionSpec {
  parallels: [number, number];
  centralMeridian: number;
  /** Width of the picture in pixels; the height follows from the frame. */
  width: number;
  /** Lon/lat points the picture must hold (its corners). */
  frame: LonLat[];
}

export interface Frame {
  project(lonLat: LonLat): Point;
  invert(point: Point): LonLat;
  width: number;
  height: number;
  ring: Ring;
  /** The frame's lon/lat box with a margin, to clip source data before projecting it. */
  lonLatBox: ClipPolygon;
}

export function conicFrame(spec: ProjectionSpec): Frame {
  const conic = geoConicConformal()
    .parallels(spec.parallels)
    .rotate([-spec.centralMeridian, 0])
    .scale(1)
    .translate([0, 0]);
  const lons = spec.frame.map((p) => p[0]);
  const lats = spec.frame.map((p) => p[1]);
  const [w, e, s, n] = [Math.min(...lons) - 2, Math.max(...lons) + 2, Math.min(...lats) - 2, Math.max(...lats) + 2];
  return fitFrame(conic, spec.frame, spec.width, [[[w, s], [e, s], [e, n], [w, n], [w, s]]]);
}

/** A projection scaled and shifted so the given lon/lat samples span `width` pixels from the origin. */
export function fitFrame(projection: GeoProjection, samples: readonly LonLat[], width: number, lonLatBox: ClipPolygon): Frame {
  const points = samples.map((p) => projection(p)!);
  const minX = Math.min(...points.map((p) => p[0]));
  const maxX = Math.max(...points.map((p) => p[0]));
  const minY = Math.min(...points.map((p) => p[1]));
  const maxY = Math.max(...points.map((p) => p[1]));
  const scale = width / (maxX - minX);
  const height = Math.round((maxY - minY) * scale);
  return {
    project: (lonLat) => {
      const [x, y] = projection(lonLat)!;
      return [(x - minX) * scale, (y - minY) * scale];
    },
    invert: ([x, y]) => projection.invert!([x / scale + minX, y / scale + minY]) as LonLat,
    width,
    height,
    ring: [[0, 0], [width, 0], [width, height], [0, height], [0, 0]],
    lonLatBox,
  };
}

/** Douglas-Peucker: drops detail below `tolerance` pixels; the first and last points stay. */
export function simplify(line: Point[], tolerance: number): Point[] {
  if (line.length <= 4) return line;
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(line[i], line[first], line[last]);
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
  return line.filter((_, i) => keep[i]);
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared)) : 0;
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** The nearest point of a line to `p`: its distance, the segment it lies on and where. */
export function nearestOnLine(p: Point, line: readonly Point[]): { distance: number; segment: number; at: Point } {
  let best = { distance: Infinity, segment: 0, at: line[0] };
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1], line[i]];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared)) : 0;
    const at: Point = [a[0] + t * dx, a[1] + t * dy];
    const distance = Math.hypot(p[0] - at[0], p[1] - at[1]);
    if (distance < best.distance) best = { distance, segment: i - 1, at };
  }
  return best;
}

/** The part of a line between the points nearest to `from` and `to`, in the line's direction. */
export function cutLine(line: readonly Point[], from: Point, to: Point): Point[] {
  let a = nearestOnLine(from, line);
  let b = nearestOnLine(to, line);
  if (a.segment > b.segment) [a, b] = [b, a];
  if (a.segment === b.segment) return [a.at, b.at];
  return [a.at, ...line.slice(a.segment + 1, b.segment + 1), b.at];
}

export function lineLength(line: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < line.length; i++) length += Math.hypot(line[i][0] - line[i - 1][0], line[i][1] - line[i - 1][1]);
  return length;
}

/** Points every `step` pixels along a line, each with the line's unit direction there. */
export function resample(line: readonly Point[], step: number): { at: Point; direction: Point }[] {
  const out: { at: Point; direction: Point }[] = [];
  const total = lineLength(line);
  const count = Math.max(1, Math.round(total / step));
  let segment = 1;
  let walked = 0;
  for (let k = 0; k <= count; k++) {
    const target = (k / count) * total;
    while (segment < line.length - 1 && walked + segmentLength(line, segment) < target) walked += segmentLength(line, segment++);
    const [a, b] = [line[segment - 1], line[segment]];
    const length = segmentLength(line, segment) || 1;
    const t = Math.max(0, Math.min(1, (target - walked) / length));
    out.push({ at: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], direction: [(b[0] - a[0]) / length, (b[1] - a[1]) / length] });
  }
  return out;
}

function segmentLength(line: readonly Point[], i: number): number {
  return Math.hypot(line[i][0] - line[i - 1][0], line[i][1] - line[i - 1][1]);
}

/** A line widened to `half` pixels on each side, with round joins and ends (12-sided). */
export function bufferLine(line: readonly Point[], half: number): ClipMultiPolygon {
  const parts: ClipPolygon[] = [];
  const disc = ([x, y]: Point): ClipPolygon => [
    Array.from({ length: 13 }, (_, k) => {
      const angle = ((k % 12) / 12) * 2 * Math.PI;
      return [x + half * Math.cos(angle), y + half * Math.sin(angle)] as [number, number];
    }),
  ];
  line.forEach((p) => parts.push(disc(p)));
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1], line[i]];
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (!length) continue;
    const nx = (-(b[1] - a[1]) / length) * half;
    const ny = ((b[0] - a[0]) / length) * half;
    parts.push([[[a[0] + nx, a[1] + ny], [b[0] + nx, b[1] + ny], [b[0] - nx, b[1] - ny], [a[0] - nx, a[1] - ny], [a[0] + nx, a[1] + ny]]]);
  }
  return polygonClipping.union(parts[0], ...parts.slice(1));
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
  const turns = Math.max(...continuous.map((p) => p[0])) < -45 ? 1 : 0;
  return continuous.map(([lon, lat]) => [lon + turns * 360, lat]);
}

function geometriesOf(topology: Topology, object: string, keep: (properties: Record<string, unknown>) => boolean = () => true): Geometry[] {
  const collection = feature(topology, topology.objects[object] as GeometryObject) as unknown as {
    features?: { geometry: Geometry | null; properties: Record<string, unknown> | null }[];
    geometry?: Geometry;
  };
  if (!collection.features) return [collection.geometry!];
  return collection.features.filter((f) => f.geometry && keep(f.properties ?? {})).map((f) => f.geometry!);
}

/** A Natural Earth topology from an installed package: "world-atlas/land-50m.json". */
export function loadTopology(name: string): Topology {
  return require(name) as Topology;
}

/**
 * Polygons of a topology object (optionally only the features `keep` accepts),
 * projected, simplified and clipped to the frame; pieces under `minArea` square pixels dropped.
 */
export function projectedPolygons(topology: Topology, object: string, frame: Frame, tolerance: number, minArea: number, keep?: (properties: Record<string, unknown>) => boolean): ClipMultiPolygon {
  const pieces: ClipPolygon[] = [];
  for (const geometry of geometriesOf(topology, object, keep)) {
    if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') continue;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const raw of polygons) {
      const polygon = raw.map(unwrap) as ClipPolygon;
      for (const piece of polygonClipping.intersection(polygon, frame.lonLatBox)) {
        const projected = piece.map((ring) => simplify(ring.map((p) => frame.project(p as LonLat)), tolerance));
        if (projected[0].length < 4 || Math.abs(ringArea(projected[0])) < minArea) continue;
        pieces.push(projected.filter((ring, i) => ring.length >= 4 && (i === 0 || Math.abs(ringArea(ring)) >= minArea)) as ClipPolygon);
      }
    }
  }
  if (!pieces.length) return [];
  return polygonClipping.intersection(polygonClipping.union(pieces[0], ...pieces.slice(1)), [frame.ring]);
}

/** Lines of a topology object that come inside the frame, projected and simplified. */
export function projectedLines(topology: Topology, object: string, frame: Frame, tolerance: number): Point[][] {
  const lines: Point[][] = [];
  const inside = ([x, y]: Point) => x >= -20 && y >= -20 && x <= frame.width + 20 && y <= frame.height + 20;
  for (const geometry of geometriesOf(topology, object)) {
    if (geometry.type !== 'LineString' && geometry.type !== 'MultiLineString') continue;
    const raw = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
    for (const coordinates of raw) {
      const projected = coordinates.map((p) => frame.project(p as LonLat));
      // Keep the runs of points inside the frame (with a margin), one line per run.
      let run: Point[] = [];
      for (const point of [...projected, null]) {
        if (point && inside(point)) run.push(point);
        else {
          if (run.length > 1) lines.push(simplify(run, tolerance));
          run = [];
        }
      }
    }
  }
  return lines;
}

export function unionAll(polygons: ClipPolygon[]): ClipMultiPolygon {
  return polygons.length ? polygonClipping.union(polygons[0], ...polygons.slice(1)) : [];
}

/** Index of the piece holding the point, or of the nearest piece within `snap` pixels; -1 if none. */
export function pieceOf(region: ClipMultiPolygon, point: Point, snap = 0): number {
  const inside = region.findIndex((piece) => insideShape(point, piece as Ring[]));
  if (inside >= 0 || snap <= 0) return inside;
  let best = -1;
  let bestDistance = snap;
  region.forEach((piece, index) => {
    for (const ring of piece) {
      for (let i = 1; i < ring.length; i++) {
        const d = distanceToSegment(point, ring[i - 1] as Point, ring[i] as Point);
        if (d < bestDistance) {
          bestDistance = d;
          best = index;
        }
      }
    }
  });
  return best;
}

export interface Seed {
  owner: string;
  at: Point;
}

/**
 * Splits each connected piece of a region among the seeds in it (Voronoi cells
 * clipped to the piece, merged by owner). Pieces without a seed go to `unseeded`.
 */
export function divide(region: ClipMultiPolygon, seeds: readonly Seed[], frame: Frame, unseeded: string): Map<string, ClipPolygon[]> {
  const owned = new Map<string, ClipPolygon[]>();
  const add = (owner: string, polygons: ClipPolygon[]) => owned.set(owner, [...(owned.get(owner) ?? []), ...polygons]);
  const seedsOfPiece = region.map((): Seed[] => []);
  for (const seed of seeds) {
    const piece = pieceOf(region, seed.at);
    if (piece >= 0) seedsOfPiece[piece].push(seed);
  }
  region.forEach((piece, index) => {
    const inside = seedsOfPiece[index];
    if (!inside.length || new Set(inside.map((s) => s.owner)).size === 1) {
      add(inside[0]?.owner ?? unseeded, [piece]);
      return;
    }
    const voronoi = Delaunay.from(inside.map((s) => s.at)).voronoi([-1, -1, frame.width + 1, frame.height + 1]);
    const cellsByOwner = new Map<string, ClipPolygon[]>();
    inside.forEach((seed, i) => {
      const cell = voronoi.cellPolygon(i) as Point[] | null;
      if (cell) cellsByOwner.set(seed.owner, [...(cellsByOwner.get(seed.owner) ?? []), [cell]]);
    });
    for (const [owner, cells] of cellsByOwner) add(owner, polygonClipping.intersection(unionAll(cells), piece));
  });
  return owned;
}

/** Pieces smaller than `minArea` square pixels (and holes under half that) dropped; the rings, holes after their outer ring. */
export function dropSlivers(shape: ClipMultiPolygon, minArea: number): Ring[] {
  return shape
    .filter((polygon) => Math.abs(ringArea(polygon[0] as Ring)) >= minArea)
    .flatMap((polygon) => polygon.filter((ring, i) => i === 0 || Math.abs(ringArea(ring as Ring)) >= minArea / 2) as Ring[]);
}

/** Coordinates in tenths, as encodePath writes them. */
const tenth = (v: number) => {
  const text = (Math.round(v * 10) / 10).toString();
  return text.replace(/^(-?)0\./, '$1.');
};

/** An open line as an SVG path: absolute moveto, relative linetos, no "z". */
export function encodeLine(line: readonly Point[]): string {
  const points = line.map(([x, y]) => [Math.round(x * 10), Math.round(y * 10)] as Point).filter((p, i, all) => i === 0 || p[0] !== all[i - 1][0] || p[1] !== all[i - 1][1]);
  if (points.length < 2) return '';
  let out = `M${tenth(points[0][0] / 10)} ${tenth(points[0][1] / 10)}l`;
  for (let i = 1; i < points.length; i++) {
    const dx = tenth((points[i][0] - points[i - 1][0]) / 10);
    const dy = tenth((points[i][1] - points[i - 1][1]) / 10);
    const step = dx + (dy.startsWith('-') ? '' : ' ') + dy;
    out += i === 1 || step.startsWith('-') ? step : ' ' + step;
  }
  return out;
}

/**
 * The stretches of `a`'s outline that have `b` just outside them (their shared
 * border), as lines.
 */
export function sharedLines(a: readonly Ring[], b: readonly Ring[], reach = 0.6): Point[][] {
  const lines: Point[][] = [];
  for (const ring of a) {
    let run: Point[] = [];
    const n = ring.length;
    for (let i = 0; i <= n; i++) {
      const p = ring[i % n];
      const q = ring[(i + 1) % n];
      const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
      const shared =
        i < n &&
        length > 0 &&
        [1, -1].some((side) => {
          const mid: Point = [(p[0] + q[0]) / 2 + (side * -(q[1] - p[1]) * reach) / length, (p[1] + q[1]) / 2 + (side * (q[0] - p[0]) * reach) / length];
          return insideShape(mid, b) && !insideShape(mid, a);
        });
      if (shared) {
        if (!run.length) run.push(p);
        run.push(q);
      } else if (run.length) {
        lines.push(run);
        run = [];
      }
    }
    if (run.length) lines.push(run);
  }
  // A run that wraps past the ring's start is two runs: join them.
  return lines.filter((line) => line.length > 1);
}
