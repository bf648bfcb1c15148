/**
 * A move's path in links as directions: each step is the direction from the
 * hex before it (3 bits) and, only when it is no neighbour (a sea move, the
 * first step out of a transit area), an escape code and the whole hex. A
 * whole movement phase of long rail moves took about 800 bytes hex by hex and
 * pushed game links past 2,000 characters; by direction it takes about a third.
 */
import { MalformedError, type BitReader, type BitWriter } from '../../../platform/codec/bits';
import { DIRECTIONS, neighbourId, type HexId } from './hex';
import type { WwiIndex } from './link-index';

/** The code after the six directions: a whole hex follows. */
const FAR = DIRECTIONS.length;
const CODES = FAR + 1;

export interface Step {
  to: HexId;
  rail?: boolean;
}

/** Writes the steps from `start` (null: not on a hex, e.g. in a transit area); returns the hex the path ends on. */
export function writeSteps(w: BitWriter, index: WwiIndex, start: HexId | null, steps: readonly Step[]): HexId | null {
  let at = start;
  for (const step of steps) {
    // Only a hex of the map is written by direction; any other falls to writeHex, which refuses it.
    const direction = at === null || !index.hasHex(step.to) ? -1 : DIRECTIONS.findIndex((d) => neighbourId(at!, d) === step.to);
    w.choice(direction >= 0 ? direction : FAR, CODES);
    if (direction < 0) index.writeHex(w, step.to);
    w.bool(!!step.rail);
    at = step.to;
  }
  return at;
}

/** Reads `count` steps written by writeSteps; MalformedError on a direction off the map. */
export function readSteps(r: BitReader, index: WwiIndex, start: HexId | null, count: number): Step[] {
  let at = start;
  return Array.from({ length: count }, () => {
    const code = r.choice(CODES);
    if (code > FAR) throw new MalformedError('step direction');
    let to: HexId;
    if (code === FAR) to = index.readHex(r);
    else {
      const next = at === null ? null : neighbourId(at, DIRECTIONS[code]!);
      if (next === null || !index.hasHex(next)) throw new MalformedError('step off the map');
      to = next;
    }
    at = to;
    return r.bool() ? { to, rail: true } : { to };
  });
}
