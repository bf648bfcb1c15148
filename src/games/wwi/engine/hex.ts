/**
 * Hex geometry of the WWI map: flat-topped hexes, printed ids "CCRR"
 * (column, row, both 1-based). Columns with an even printed number are shifted
 * half a hex down ("odd-q" offset in 0-based terms). Internally we work in
 * axial coordinates (q, r), the vocabulary of Red Blob Games' hexagon guide.
 */

export type HexId = string;

export interface Axial {
  q: number;
  r: number;
}

/** Flat-topped directions, clockwise from north. Opposite of i is (i + 3) % 6. */
export const DIRECTIONS = ['n', 'ne', 'se', 's', 'sw', 'nw'] as const;
export type Direction = (typeof DIRECTIONS)[number];

const AXIAL_STEPS: readonly Axial[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

export function directionIndex(direction: Direction): number {
  return DIRECTIONS.indexOf(direction);
}

export function oppositeDirection(direction: Direction): Direction {
  return DIRECTIONS[(directionIndex(direction) + 3) % 6];
}

export function formatHexId(column: number, row: number): HexId {
  if (column < 0 || column > 99 || row < 0 || row > 99) {
    throw new RangeError(`hex ${column},${row} has no four-digit id`);
  }
  return String(column).padStart(2, '0') + String(row).padStart(2, '0');
}

export function parseHexId(id: HexId): { column: number; row: number } {
  if (!/^\d{4}$/.test(id)) throw new RangeError(`"${id}" is not a CCRR hex id`);
  return { column: Number(id.slice(0, 2)), row: Number(id.slice(2, 4)) };
}

export function toAxial(id: HexId): Axial {
  const { column, row } = parseHexId(id);
  const q = column - 1;
  return { q, r: row - 1 - (q - (q & 1)) / 2 };
}

export function fromAxial({ q, r }: Axial): HexId {
  return formatHexId(q + 1, r + (q - (q & 1)) / 2 + 1);
}

export function isValidAxialId({ q, r }: Axial): boolean {
  const column = q + 1;
  const row = r + (q - (q & 1)) / 2 + 1;
  return column >= 0 && column <= 99 && row >= 0 && row <= 99;
}

/**
 * Each id's six neighbours, worked out once: building the board and drawing the
 * map ask ~40,000 times on the way from a game link to the board.
 */
const neighbourTable = new Map<HexId, readonly (HexId | null)[]>();

/** The hex id one step away, or null when that would leave the id space. */
export function neighbourId(id: HexId, direction: Direction): HexId | null {
  let row = neighbourTable.get(id);
  if (!row) {
    const a = toAxial(id);
    row = AXIAL_STEPS.map((step) => {
      const next = { q: a.q + step.q, r: a.r + step.r };
      return isValidAxialId(next) ? fromAxial(next) : null;
    });
    neighbourTable.set(id, row);
  }
  return row[directionIndex(direction)];
}

/** All six neighbours in direction order (ids outside the id space omitted). */
export function neighbourIds(id: HexId): { direction: Direction; id: HexId }[] {
  const out: { direction: Direction; id: HexId }[] = [];
  for (const direction of DIRECTIONS) {
    const next = neighbourId(id, direction);
    if (next) out.push({ direction, id: next });
  }
  return out;
}

/** Direction from `from` to an adjacent `to`, or null if they are not adjacent. */
export function directionBetween(from: HexId, to: HexId): Direction | null {
  for (const direction of DIRECTIONS) if (neighbourId(from, direction) === to) return direction;
  return null;
}

export function hexDistance(a: HexId, b: HexId): number {
  const x = toAxial(a);
  const y = toAxial(b);
  const dq = x.q - y.q;
  const dr = x.r - y.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Centre of a hex in units of the hex size (centre to corner), y pointing down. */
export function hexCenter(id: HexId, size = 1): { x: number; y: number } {
  const { q, r } = toAxial(id);
  return { x: size * 1.5 * q, y: size * Math.sqrt(3) * (r + q / 2) };
}

/** Corners of a flat-topped hex, starting east and going clockwise (y down). */
export function hexCorners(center: { x: number; y: number }, size: number): { x: number; y: number }[] {
  const corners: { x: number; y: number }[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * 60 * i;
    corners.push({ x: center.x + size * Math.cos(angle), y: center.y + size * Math.sin(angle) });
  }
  return corners;
}

/** Axial hex containing a point (inverse of hexCenter), by cube rounding. */
export function hexAtPoint(x: number, y: number, size = 1): Axial {
  const q = ((2 / 3) * x) / size;
  const r = ((-1 / 3) * x + (Math.sqrt(3) / 3) * y) / size;
  return cubeRound(q, r);
}

function cubeRound(fq: number, fr: number): Axial {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}

/** Hexes on the straight line between two hexes, both ends included (Red Blob line drawing). */
export function hexLine(a: HexId, b: HexId): HexId[] {
  const n = hexDistance(a, b);
  const x = toAxial(a);
  const y = toAxial(b);
  const out: HexId[] = [];
  // Nudge avoids ties falling exactly on a hexside.
  const eps = 1e-6;
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const q = x.q + eps + (y.q - x.q) * t;
    const r = x.r + eps + (y.r - x.r) * t;
    out.push(fromAxial(cubeRound(q, r)));
  }
  return out;
}

/** Hexes within `radius` steps of a centre (the centre included). */
export function hexesInRange(center: HexId, radius: number): HexId[] {
  const c = toAxial(center);
  const out: HexId[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
      const a = { q: c.q + dq, r: c.r + dr };
      if (isValidAxialId(a)) out.push(fromAxial(a));
    }
  }
  return out;
}
