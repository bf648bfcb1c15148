/**
 * The map picture as it is stored: every border line once ("arcs", as in
 * TopoJSON), each space a list of rings made of arcs. Neighbouring spaces
 * share their borders, and a coast is the border of a land space and a sea,
 * so writing each line once roughly halves the file a phone downloads.
 * `unpackGeometry` puts the SVG paths back together once, when the board is
 * made: each arc's text is made once, and a space's path joins its arcs'
 * texts. No DOM, runs in Node.
 */
import type { Point } from './map-geometry';
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
   * Every border line once, in whole grid steps: x, y of each point in turn,
   * each relative to the point before (an arc's first point to the previous
   * arc's last). Plain numbers, so the JSON parser reads them, and steps are
   * short, so they pack well.
   */
  arcs: number[][];
  provinces: Record<string, PackedProvince>;
  neutral: RingsText;
  lakes: RingsText;
}

/** Arcs of points in whole grid steps as stored: steps from point to point, across arcs too. */
export function encodeArcs(arcs: readonly (readonly Point[])[]): number[][] {
  let [lastX, lastY] = [0, 0];
  return arcs.map((arc) =>
    arc.flatMap(([x, y]) => {
      const step = [x - lastX, y - lastY];
      [lastX, lastY] = [x, y];
      return step;
    }),
  );
}

/** Reads back encodeArcs: points in whole grid steps. */
export function decodeArcs(stored: readonly (readonly number[])[]): Point[][] {
  let x = 0;
  let y = 0;
  return stored.map((steps) => {
    const points: Point[] = [];
    for (let i = 0; i + 1 < steps.length; i += 2) {
      x += steps[i];
      y += steps[i + 1];
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
  return text.split(',').map((ringText) => {
    const ring: ArcRing = [];
    for (const part of ringText.split(' ')) {
      const colon = part.indexOf(':');
      const first = refValue(colon < 0 ? part : part.slice(0, colon));
      const last = colon < 0 ? first : refValue(part.slice(colon + 1));
      const step = last >= first ? 1 : -1;
      for (let ref = first; ref !== last + step; ref += step) ring.push(ref);
    }
    return ring;
  });
}

/**
 * The map picture with its SVG paths, as the components draw it. Paths are
 * absolute ("M x y L x y … z", each ring closed by its last point), built from
 * each arc's text made once: this runs before the board is first drawn, on
 * a phone too, so it avoids work per point per ring.
 */
export function unpackGeometry(packed: PackedMapGeometry): MapGeometry {
  const scale = packed.arcScale;
  // Every coordinate on the board's grid as text, made once: numbers become text slowly.
  const onBoard = Array.from({ length: Math.max(packed.width, packed.height) * scale + 1 }, (_, steps) => String(steps / scale));
  const coordinate = (steps: number) => onBoard[steps] ?? String(steps / scale);
  /** Each arc's points as "x y" texts. */
  const pointTexts: string[][] = [];
  let x = 0;
  let y = 0;
  for (const steps of packed.arcs) {
    const texts: string[] = [];
    for (let i = 0; i + 1 < steps.length; i += 2) {
      x += steps[i];
      y += steps[i + 1];
      texts.push(coordinate(x) + ' ' + coordinate(y));
    }
    pointTexts.push(texts);
  }
  // An arc continues the ring from the previous arc's end: its first point is left out.
  const forwards = new Array<string>(pointTexts.length);
  const backwards = new Array<string>(pointTexts.length);
  const walk = (ref: number) => {
    const arc = ref >= 0 ? ref : ~ref;
    if (ref >= 0) return (forwards[arc] ??= pointTexts[arc].slice(1).join(' '));
    return (backwards[arc] ??= pointTexts[arc].slice(0, -1).reverse().join(' '));
  };
  const path = (rings: RingsText) => {
    let d = '';
    for (const ring of decodeRings(rings)) {
      let points = 0;
      for (const ref of ring) points += pointTexts[ref >= 0 ? ref : ~ref].length - 1;
      if (points < 3) continue; // snapped to a line or a point: nothing to fill
      const first = ring[0] >= 0 ? pointTexts[ring[0]][0] : pointTexts[~ring[0]].at(-1);
      d += 'M' + first + 'L' + ring.map(walk).join(' ') + 'z';
    }
    return d;
  };
  const { arcScale: _arcScale, arcs: _arcs, provinces, neutral, lakes, ...rest } = packed;
  return {
    ...rest,
    provinces: Object.fromEntries(Object.entries(provinces).map(([id, { rings, ...points }]) => [id, { d: path(rings), ...points }])),
    neutral: path(neutral),
    lakes: path(lakes),
  };
}
