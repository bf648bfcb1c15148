/**
 * Plain x/y geometry shared by the map build (src/cli/maps-diplomacy.ts), the
 * map component and the geometry tests: compact SVG path strings, point in
 * shape, and which shapes share a border (so the picture can be checked
 * against the adjacency data). No DOM, runs in Node.
 */

export type Point = [number, number];
export type Ring = Point[];

/** Coordinates are written in tenths of a pixel: small output, identical on every run. */
const PRECISION = 10;

function tenths(value: number): number {
  return Math.round(value * PRECISION);
}

function number(valueInTenths: number): string {
  const text = (valueInTenths / PRECISION).toString();
  // "0.5" -> ".5", "-0.5" -> "-.5": every byte counts in the bundle.
  return text.replace(/^(-?)0\./, '$1.');
}

function pair(dx: number, dy: number): string {
  const y = number(dy);
  return number(dx) + (y.startsWith('-') ? '' : ' ') + y;
}

/**
 * Rings as an SVG path: absolute moveto, then relative linetos, each ring
 * closed. Repeated points left by rounding are dropped.
 */
export function encodePath(rings: readonly Ring[]): string {
  let out = '';
  for (const ring of rings) {
    const points: Point[] = [];
    for (const [x, y] of ring) {
      const point: Point = [tenths(x), tenths(y)];
      const last = points[points.length - 1];
      if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
    }
    // The closing point (equal to the first) is implied by "z".
    while (points.length > 1 && points[0][0] === points[points.length - 1][0] && points[0][1] === points[points.length - 1][1]) points.pop();
    if (points.length < 3) continue;
    let [lastX, lastY] = points[0];
    out += 'M' + number(lastX) + ' ' + number(lastY) + 'l';
    points.slice(1).forEach(([x, y], i) => {
      const step = pair(x - lastX, y - lastY);
      out += i === 0 || step.startsWith('-') ? step : ' ' + step;
      lastX = x;
      lastY = y;
    });
    out += 'z';
  }
  return out;
}

/**
 * Reads back what encodePath writes (M, relative l, z) and the absolute paths
 * unpackGeometry makes (M, L, z). A ring's closing point, written or not, is
 * left out: rings come back alike either way.
 */
export function parsePath(d: string): Ring[] {
  const rings: Ring[] = [];
  const tokens = d.match(/[MLlz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  let command = '';
  let ring: Ring = [];
  let x = 0;
  let y = 0;
  const close = () => {
    const [first, last] = [ring[0], ring[ring.length - 1]];
    if (ring.length > 1 && first[0] === last[0] && first[1] === last[1]) ring.pop();
    if (ring.length) rings.push(ring);
    ring = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === 'M' || token === 'l' || token === 'L') {
      command = token;
      continue;
    }
    if (token === 'z') {
      close();
      continue;
    }
    const a = Number(token);
    const b = Number(tokens[++i]);
    if (command === 'M') {
      x = a;
      y = b;
      ring = [[x, y]];
      command = 'l';
    } else if (command === 'L') {
      x = a;
      y = b;
      ring.push([x, y]);
    } else {
      x = Math.round((x + a) * PRECISION) / PRECISION;
      y = Math.round((y + b) * PRECISION) / PRECISION;
      ring.push([x, y]);
    }
  }
  if (ring.length) close();
  return rings;
}

export function ringArea(ring: readonly Point[]): number {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) area += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return area / 2;
}

function insideRing(point: Point, ring: readonly Point[]): boolean {
  let inside = false;
  const [px, py] = point;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Even-odd rule, like fill-rule="evenodd": holes are simply rings inside rings. */
export function insideShape(point: Point, rings: readonly Ring[]): boolean {
  let inside = false;
  for (const ring of rings) if (insideRing(point, ring)) inside = !inside;
  return inside;
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boxOf(rings: readonly Ring[]): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const ring of rings) {
    for (const [x, y] of ring) {
      if (x < box.minX) box.minX = x;
      if (y < box.minY) box.minY = y;
      if (x > box.maxX) box.maxX = x;
      if (y > box.maxY) box.maxY = y;
    }
  }
  return box;
}

/** "a|b" with the two ids in alphabetical order. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/**
 * Length of border each pair of shapes shares, in pixels. Walks every edge of
 * every shape in short steps and looks just outside it: whichever other shape
 * is there shares that bit of border. Each pair's length is the smaller of
 * the two walks, so a border must be seen from both sides.
 */
export function sharedBorders(shapes: Readonly<Record<string, readonly Ring[]>>, step = 0.5, reach = 0.35): Map<string, number> {
  const seen = new Map<string, Map<string, number>>();
  for (const id of Object.keys(shapes)) seen.set(id, bordersOf(id, shapes, step, reach));
  const result = new Map<string, number>();
  for (const [a, lengths] of seen) {
    for (const [b, length] of lengths) {
      const back = seen.get(b)?.get(a) ?? 0;
      result.set(pairKey(a, b), Math.min(length, back));
    }
  }
  return result;
}

/** Border length from one shape's side: how much of its edge has each other shape just outside. */
export function bordersOf(id: string, shapes: Readonly<Record<string, readonly Ring[]>>, step = 0.5, reach = 0.35): Map<string, number> {
  const rings = shapes[id];
  const others = Object.entries(shapes)
    .filter(([other]) => other !== id)
    .map(([other, otherRings]) => ({ id: other, rings: otherRings, box: boxOf(otherRings) }));
  const lengths = new Map<string, number>();
  for (const ring of rings) {
    // The outside of a ring depends on its winding and whether it is a hole:
    // test both sides and skip the side inside the shape itself.
    for (let i = 0; i < ring.length; i++) {
      const [ax, ay] = ring[i];
      const [bx, by] = ring[(i + 1) % ring.length];
      const length = Math.hypot(bx - ax, by - ay);
      if (length === 0) continue;
      const nx = -(by - ay) / length;
      const ny = (bx - ax) / length;
      const samples = Math.max(1, Math.round(length / step));
      for (let s = 0; s < samples; s++) {
        const t = (s + 0.5) / samples;
        const x = ax + (bx - ax) * t;
        const y = ay + (by - ay) * t;
        for (const side of [1, -1]) {
          const probe: Point = [x + side * nx * reach, y + side * ny * reach];
          if (insideShape(probe, rings)) continue;
          for (const other of others) {
            const b = other.box;
            if (probe[0] < b.minX || probe[0] > b.maxX || probe[1] < b.minY || probe[1] > b.maxY) continue;
            if (insideShape(probe, other.rings)) {
              lengths.set(other.id, (lengths.get(other.id) ?? 0) + length / samples);
              break;
            }
          }
        }
      }
    }
  }
  return lengths;
}

/**
 * The point inside a shape farthest from its edges ("pole of inaccessibility"),
 * found by refining a grid of cells, best first: where a unit or label fits best.
 */
export function innerPoint(rings: readonly Ring[], precision = 0.5): Point {
  const box = boxOf(rings);
  const distance = (p: Point) => {
    let best = Infinity;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        best = Math.min(best, segmentDistance(p, ring[j], ring[i]));
      }
    }
    return insideShape(p, rings) ? best : -best;
  };
  interface Cell {
    x: number;
    y: number;
    half: number;
    d: number;
    max: number;
  }
  const makeCell = (x: number, y: number, half: number): Cell => {
    const d = distance([x, y]);
    return { x, y, half, d, max: d + half * Math.SQRT2 };
  };
  const size = Math.min(box.maxX - box.minX, box.maxY - box.minY);
  if (size === 0) return [box.minX, box.minY];
  let half = size / 2;
  const queue: Cell[] = [];
  for (let x = box.minX; x < box.maxX; x += size) {
    for (let y = box.minY; y < box.maxY; y += size) queue.push(makeCell(x + half, y + half, half));
  }
  let best = queue.reduce((a, b) => (b.d > a.d ? b : a), makeCell((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2, 0));
  while (queue.length) {
    queue.sort((a, b) => a.max - b.max);
    const cell = queue.pop()!;
    if (cell.d > best.d) best = cell;
    if (cell.max - best.d <= precision) continue;
    half = cell.half / 2;
    for (const [dx, dy] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) queue.push(makeCell(cell.x + dx * half, cell.y + dy * half, half));
  }
  return [best.x, best.y];
}

function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared ? ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared : 0;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}
