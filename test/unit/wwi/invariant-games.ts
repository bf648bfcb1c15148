/**
 * One quarter of the 200 whole historical games between two automated players
 * with random dice seeds, every action checked for the invariants
 * (invariants.ts): no stacking (seed 002 5.2), no army out of supply once the
 * turn's construction is over (3.0 step 10, 7.22), resource points never
 * negative (8.0), every action accepted by the rules. Four files so Vitest
 * runs the quarters side by side.
 */
import { expect, it } from 'vitest';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { playCheckedGame, seedOfGame } from '../../../src/games/wwi/engine/invariants';

export const INVARIANT_GAMES = 200;
const QUARTER = INVARIANT_GAMES / 4;

export function checkQuarter(quarter: 0 | 1 | 2 | 3): void {
  const first = quarter * QUARTER;
  const board = europeBoard();
  const finals = new Set<string>();
  // One test per game: a whole game takes a second or two, and the worker reports between tests.
  for (let game = first; game < first + QUARTER; game++) {
    it(`game ${game + 1} of ${INVARIANT_GAMES} keeps every invariant after every action, to the end (seed 002 5.2, 7.22, 8.0)`, () => {
      const { game: played, breaches } = playCheckedGame(board, seedOfGame(game));
      expect(breaches).toEqual([]);
      expect(played.illegal).toBeNull();
      expect(played.final.phase).toBe('over');
      finals.add(JSON.stringify(played.final.units.map((u) => u.hex)));
    }, 120_000);
  }
  it(`games ${first + 1}-${first + QUARTER} differ from one another: the seeds really vary the dice`, () => {
    expect(finals.size).toBeGreaterThan(QUARTER / 2);
  });
}
