import { describe, expect, it } from 'vitest';
import { regionBalance } from '../../../src/games/romania1198/engine/balance';

describe('Romania 1198 region balance (bench material)', () => {
  it("where each region's centres lie adds up to its mean, each centre held in at most every game", () => {
    const b = regionBalance(3, 1);
    for (const [region, mean] of Object.entries(b.mean)) {
      const shares = Object.values(b.held[region]);
      expect(shares.reduce((n, s) => n + s, 0)).toBeCloseTo(mean, 9);
      for (const share of shares) expect(share).toBeLessThanOrEqual(1 + 1e-9);
    }
    // Each centre is held by at most one region in each game: its shares over regions add up to at most 1.
    const byCentre = new Map<string, number>();
    for (const centres of Object.values(b.held)) for (const [c, s] of Object.entries(centres)) byCentre.set(c, (byCentre.get(c) ?? 0) + s);
    for (const total of byCentre.values()) expect(total).toBeLessThanOrEqual(1 + 1e-9);
  });
});
