/**
 * Packs a map picture for storage (the map builds, src/cli/maps-<game>.ts):
 * every border line written once as an arc, each space a list of rings of arc
 * indices (the format of src/games/diplomacy/ui/map-arcs.ts). Each arc is
 * snapped to a grid on its own, so both sides of a border move together and
 * neighbours never gap or overlap. Deterministic: arcs are
 * numbered in the order the spaces are written.
 */
import { encodeArcs, encodeRings, type ArcRing, type PackedMapGeometry } from '../games/diplomacy/ui/map-arcs';
import type { MapGeometry } from '../games/diplomacy/ui/map-data';
import { parsePath, type Point } from '../games/diplomacy/ui/map-geometry';

const key = ([x, y]: Point) => `${x},${y}`;

/** The rings of a path in whole tenths, each without its closing point. */
function tenthRings(d: string): Point[][] {
  return parsePath(d).map((ring) => ring.map(([x, y]): Point => [Math.round(x * 10), Math.round(y * 10)]));
}

/**
 * Points where a line must break: where the lines meeting there are not just
 * one line passing through (more or fewer than two distinct neighbours).
 * Between two such points every ring through them runs the same way, so the
 * stretch is one arc, whoever's border it is.
 */
function junctions(rings: readonly Point[][]): Set<string> {
  const neighbours = new Map<string, Set<string>>();
  for (const ring of rings) {
    ring.forEach((point, i) => {
      const around = neighbours.get(key(point)) ?? new Set<string>();
      around.add(key(ring[(i + ring.length - 1) % ring.length]));
      around.add(key(ring[(i + 1) % ring.length]));
      neighbours.set(key(point), around);
    });
  }
  return new Set([...neighbours].filter(([, around]) => around.size !== 2).map(([point]) => point));
}

class ArcTable {
  readonly arcs: Point[][] = [];
  private readonly index = new Map<string, number>();

  /** The arc's reference, reusing an arc already written either way round. */
  refer(arc: Point[]): number {
    const forwards = arc.map(key).join(' ');
    const known = this.index.get(forwards);
    if (known !== undefined) return known;
    const backwards = [...arc].reverse().map(key).join(' ');
    const knownBackwards = this.index.get(backwards);
    if (knownBackwards !== undefined) return ~knownBackwards;
    this.index.set(forwards, this.arcs.length);
    this.arcs.push(arc);
    return this.arcs.length - 1;
  }
}

function cut(ring: Point[], breaks: ReadonlySet<string>, table: ArcTable): ArcRing {
  const firstBreak = ring.findIndex((p) => breaks.has(key(p)));
  // An island or a lake with no junction on its way is one closed arc from its smallest point,
  // so the two spaces it parts (the island, the sea's hole) find the same arc.
  const start = firstBreak >= 0 ? firstBreak : ring.reduce((best, p, i) => (p[0] < ring[best][0] || (p[0] === ring[best][0] && p[1] < ring[best][1]) ? i : best), 0);
  const rotated = [...ring.slice(start), ...ring.slice(0, start), ring[start]];
  if (firstBreak < 0) return [table.refer(rotated)];
  const refs: ArcRing = [];
  let arc: Point[] = [rotated[0]];
  for (const point of rotated.slice(1)) {
    arc.push(point);
    if (breaks.has(key(point))) {
      refs.push(table.refer(arc));
      arc = [point];
    }
  }
  return refs;
}

/**
 * Grid steps in one map unit: points are snapped to half units. The board is
 * drawn at most about 3 CSS px a unit (a 390 px phone at the largest zoom, an
 * eighth of the map's width), so a point moves at most 0.35 unit, about 1 px:
 * less than the 0.5 to 0.7 unit borders are stroked with. The coastline itself
 * is already simplified at 0.45 unit when it is built.
 */
export const ARC_SCALE = 2;

/** An arc snapped to the grid, with repeated points dropped. */
function snap(arc: readonly Point[], scale: number): Point[] {
  const snapped: Point[] = [];
  for (const [x, y] of arc) {
    const point: Point = [Math.round((x / 10) * scale), Math.round((y / 10) * scale)];
    const last = snapped[snapped.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) snapped.push(point);
  }
  return snapped;
}

/**
 * The picture with its province, neutral-land and lake paths turned into
 * shared arcs. Arcs are cut from the built shapes and only then snapped, each
 * once, so the two sides of a border stay one line. Arcs that snap to the same
 * line are then written once, and arcs that snap to a single point are left out.
 */
export function packGeometry(geometry: MapGeometry, scale = ARC_SCALE): PackedMapGeometry {
  const { provinces, neutral, lakes, ...rest } = geometry;
  const ringsById = new Map<string, Point[][]>(Object.entries(provinces).map(([id, p]) => [id, tenthRings(p.d)]));
  const neutralRings = tenthRings(neutral);
  const lakeRings = tenthRings(lakes);
  const breaks = junctions([...[...ringsById.values()].flat(), ...neutralRings, ...lakeRings]);
  const cutArcs = new ArcTable();
  const cutRings = (rings: Point[][]) => rings.map((ring) => cut(ring, breaks, cutArcs));
  const provinceArcs = Object.entries(provinces).map(([id, province]) => [id, province, cutRings(ringsById.get(id)!)] as const);
  const neutralArcs = cutRings(neutralRings);
  const lakeArcs = cutRings(lakeRings);

  const snappedArcs = new ArcTable();
  const renumbered = cutArcs.arcs.map((arc) => {
    const snapped = snap(arc, scale);
    return snapped.length > 1 ? snappedArcs.refer(snapped) : undefined;
  });
  const renumber = (ref: number) => {
    const target = renumbered[ref >= 0 ? ref : ~ref];
    return target === undefined || ref >= 0 ? target : ~target;
  };
  const final = (rings: ArcRing[]) => encodeRings(rings.map((ring) => ring.map(renumber).filter((ref) => ref !== undefined)).filter((ring) => ring.length));
  return {
    ...rest,
    provinces: Object.fromEntries(provinceArcs.map(([id, { d: _d, ...points }, rings]) => [id, { rings: final(rings), ...points }])),
    neutral: final(neutralArcs),
    lakes: final(lakeArcs),
    arcScale: scale,
    arcs: encodeArcs(snappedArcs.arcs),
  };
}

/** The file as written: one space, arc or other entry a line, so a rebuild's diff is readable. */
export function packedJson(packed: PackedMapGeometry): string {
  const lines = Object.entries(packed).map(([name, value]) => {
    if (value === null || typeof value !== 'object') return ` ${JSON.stringify(name)}: ${JSON.stringify(value)}`;
    const entries = Array.isArray(value) ? value.map((entry) => JSON.stringify(entry)) : Object.entries(value as object).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`);
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    return entries.length ? ` ${JSON.stringify(name)}: ${open}\n${entries.map((entry) => `  ${entry}`).join(',\n')}\n ${close}` : ` ${JSON.stringify(name)}: ${open}${close}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}
