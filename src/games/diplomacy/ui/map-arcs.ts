/**
 * The map picture as it is stored: every border line once ("arcs", as in
 * TopoJSON), each space a list of rings made of arcs. Neighbouring spaces
 * share their borders, and a coast is the border of a land space and a sea,
 * so writing each line once roughly halves the file a phone downloads.
 * `unpackGeometry` puts the SVG paths back together once, when the map is
 * first drawn. No DOM, runs in Node.
 */
import { encodePath, type Point, type Ring } from './map-geometry';
import type { MapGeometry, ProvinceGeometry } from './map-data';

/**
 * A ring as arc indices: `i` walks arc i forwards, `~i` (that is -i-1) walks
 * it backwards; each arc starts where the previous one ended.
 */
export type ArcRing = number[];

/**
 * Rings as text (see encodeRings): "0:9,10,~3 11" is the ring of arcs 0 to 9,
 * the ring of arc 10 alone, and the ring of arc 3 backwards then arc 11.
 */
export type RingsText = string;

export interface PackedProvince extends Omit<ProvinceGeometry, 'd'> {
  rings: RingsText;
}

export interface PackedMapGeometry extends Omit<MapGeometry, 'provinces' | 'neutral' | 'lakes'> {
  /** Steps of the arcs' grid in one map unit: arcs hold whole steps. */
  arcScale: number;
  /**
   * Every border line once, as whole grid steps (see encodeArcs): the first
   * point relative to where the previous arc ended, then each step relative
   * to the point before.
   */
  arcs: string[];
  provinces: Record<string, PackedProvince>;
  neutral: RingsText;
  lakes: RingsText;
}

/**
 * Whole numbers separated by a space, or by nothing before a minus sign
 * (the SVG path number syntax, which gzip packs well).
 */
function encodeNumbers(values: readonly number[]): string {
  return values.map((value, i) => (i === 0 || value < 0 ? String(value) : ' ' + value)).join('');
}

/** Arcs of points in whole grid steps, each arc's first point relative to the previous arc's last. */
export function encodeArcs(arcs: readonly (readonly Point[])[]): string[] {
  let [lastX, lastY] = [0, 0];
  return arcs.map((arc) =>
    encodeNumbers(
      arc.flatMap(([x, y]) => {
        const step = [x - lastX, y - lastY];
        [lastX, lastY] = [x, y];
        return step;
      }),
    ),
  );
}

/** Reads back encodeArcs: points in whole grid steps. */
export function decodeArcs(texts: readonly string[]): Point[][] {
  let [x, y] = [0, 0];
  return texts.map((text) => {
    const numbers = (text.match(/-?\d+/g) ?? []).map(Number);
    const points: Point[] = [];
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      x += numbers[i];
      y += numbers[i + 1];
      points.push([x, y]);
    }
    return points;
  });
}

const refText = (ref: number) => (ref < 0 ? `~${~ref}` : String(ref));
const refValue = (text: string) => (text.startsWith('~') ? ~Number(text.slice(1)) : Number(text));

/**
 * Rings joined by commas, references by spaces; a run of references each one
 * more (or one less) than the last is written "first:last". A space's arcs
 * are mostly numbered in the order it walks them, so runs are common.
 */
export function encodeRings(rings: readonly ArcRing[]): RingsText {
  return rings
    .map((ring) => {
      const parts: string[] = [];
      for (let i = 0; i < ring.length; ) {
        const step = ring[i + 1] - ring[i];
        let last = i;
        if (step === 1 || step === -1) while (last + 1 < ring.length && ring[last + 1] - ring[last] === step) last++;
        parts.push(last > i ? `${refText(ring[i])}:${refText(ring[last])}` : refText(ring[i]));
        i = last + 1;
      }
      return parts.join(' ');
    })
    .join(',');
}

/** Reads back encodeRings. */
export function decodeRings(text: RingsText): ArcRing[] {
  if (text === '') return [];
  return text.split(',').map((ring) =>
    ring.split(' ').flatMap((part) => {
      const [first, last = first] = part.split(':').map(refValue);
      const step = last >= first ? 1 : -1;
      return Array.from({ length: Math.abs(last - first) + 1 }, (_, k) => first + k * step);
    }),
  );
}

/** The closed rings (in map units) an arc list stands for. */
export function ringsOf(arcRings: readonly ArcRing[], arcs: readonly (readonly Point[])[], scale: number): Ring[] {
  return arcRings.map((arcRing) => {
    const ring: Ring = [];
    for (const index of arcRing) {
      const arc = index >= 0 ? arcs[index] : [...arcs[~index]].reverse();
      // Each arc begins where the last one ended: that point is written once.
      for (let i = ring.length ? 1 : 0; i < arc.length; i++) ring.push([arc[i][0] / scale, arc[i][1] / scale]);
    }
    ring.pop(); // the last point closes the ring: "z" draws that step
    return ring;
  });
}

/** The map picture with its SVG paths, as the components draw it. */
export function unpackGeometry(packed: PackedMapGeometry): MapGeometry {
  const arcs = decodeArcs(packed.arcs);
  const path = (rings: RingsText) => encodePath(ringsOf(decodeRings(rings), arcs, packed.arcScale));
  const { arcScale: _arcScale, arcs: _arcs, provinces, neutral, lakes, ...rest } = packed;
  return {
    ...rest,
    provinces: Object.fromEntries(Object.entries(provinces).map(([id, { rings, ...points }]) => [id, { d: path(rings), ...points }])),
    neutral: path(neutral),
    lakes: path(lakes),
  };
}
