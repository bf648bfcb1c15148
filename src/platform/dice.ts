/**
 * Seeded dice: a deterministic generator (sfc32) whose seed mixes both
 * players' contributions, so neither side chooses the rolls and every browser
 * replays the same rolls from the same link. Hot-seat games may seed it from
 * the platform CSPRNG instead.
 */
export class SeededDice {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: Uint8Array) {
    const words = new Uint32Array(4);
    // Fold any seed length into 128 bits, then stir so similar seeds diverge.
    seed.forEach((byte, i) => {
      words[i % 4] = Math.imul(words[i % 4] ^ byte, 0x9e3779b1) + i;
    });
    [this.a, this.b, this.c, this.d] = [words[0], words[1], words[2], words[3] | 1];
    for (let i = 0; i < 16; i++) this.next();
  }

  /** Uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Integer in [0, n) without modulo bias. */
  below(n: number): number {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const value = this.next();
      if (value < limit) return value % n;
    }
  }

  /** One roll of a die with `sides` faces, 1-based. */
  roll(sides = 6): number {
    return this.below(sides) + 1;
  }

  /** Generator state, to store in a game state so rolls continue after a reload. */
  snapshot(): [number, number, number, number] {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  static restore(state: readonly [number, number, number, number]): SeededDice {
    const dice = new SeededDice(new Uint8Array(1));
    [dice.a, dice.b, dice.c, dice.d] = state.map((v) => v | 0) as [number, number, number, number];
    return dice;
  }
}

/** Both players' contributions combined; order-independent so either may go first. */
export function combineSeeds(...parts: Uint8Array[]): Uint8Array {
  const size = Math.max(16, ...parts.map((part) => part.length));
  const out = new Uint8Array(size);
  for (const part of parts) part.forEach((byte, i) => (out[i % size] ^= byte));
  return out;
}
