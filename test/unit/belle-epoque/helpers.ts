import type { Rng } from '../../../src/games/belle-epoque/engine/rng';
import { rngFromBytes } from '../../../src/games/belle-epoque/engine/rng';
import type { BelleEpoqueState, Space } from '../../../src/games/belle-epoque/engine/state';

/** Dice that fall as written (then 1s), shuffles that keep the order: for the worked examples. */
export function scriptedRng(rolls: number[] = []): Rng & { used: number } {
  const queue = [...rolls];
  const r = {
    used: 0,
    roll: () => { r.used += 1; return queue.shift() ?? 1; },
    below: () => 0,
  };
  return r;
}

export function seeded(n: number): Rng {
  return rngFromBytes(new Uint8Array([n & 255, (n >> 8) & 255, 7, 42]));
}

/** Writes a territory's spaces from a short list: 'gb', 'italy', 'arms', null, or 'gb/ce' (ce contesting on gb). */
export function setSpaces(s: BelleEpoqueState, id: string, cubes: (string | null)[]): void {
  s.board[id] = cubes.map((c): Space => {
    if (c && c.includes('/')) {
      const [base, top] = c.split('/');
      return { cube: base, top: top as Space['top'] };
    }
    return { cube: c };
  });
}
