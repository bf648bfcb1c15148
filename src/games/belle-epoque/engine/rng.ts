/**
 * Chance as input: every die and shuffle of the engine comes from an Rng the
 * caller gives (the platform's seeded dice), never from Math.random.
 */
import { SeededDice } from '../../../platform/dice';

export interface Rng {
  /** One six-sided die, 1..6. */
  roll(): number;
  /** An integer in [0, n). */
  below(n: number): number;
}

/** The platform's seeded dice over the given bytes. */
export function rngFromBytes(bytes: Uint8Array): Rng {
  const dice = new SeededDice(bytes);
  return { roll: () => dice.roll(6), below: (n) => dice.below(n) };
}

/** A fair shuffle (Fisher-Yates) of a copy of `items`. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
