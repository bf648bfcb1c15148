/**
 * Whole games between two automated players with varied dice seeds, checked
 * after every action (invariants.ts): no stacking (seed 002 5.2), no army out
 * of supply once the turn's construction is over (3.0 step 10, 7.22), resource
 * points never negative (8.0), every action accepted by the rules. The 200
 * historical games run in `npm test` through src/cli/wwi-invariants.ts; this
 * file has the free set-up and the checker's own test.
 */
import { describe, expect, it } from 'vitest';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { invariantBreaches, playCheckedGame, seedOfGame } from '../../../src/games/wwi/engine/invariants';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import type { WwiState } from '../../../src/games/wwi/engine/state';

const board = europeBoard();

describe('invariants of whole automated games', () => {
  it('keeps them in a free set-up game too (11.2)', () => {
    const { game, breaches } = playCheckedGame(board, seedOfGame(1_000), 'free');
    expect(breaches).toEqual([]);
    expect(game.final.phase).toBe('over');
  }, 180_000);

  it('notices stacking, negative RP and an army out of supply after construction', () => {
    const start: WwiState = wwiGame.initialState('historical', {}, new Uint8Array(16));
    expect(invariantBreaches('attack', start, board)).toEqual([]);
    const broken = structuredClone(start);
    const [first, second] = broken.units.filter((u) => u.status === 'map');
    second.hex = first.hex;
    broken.nations['france'].rp = -1;
    // A German army on the Caucasus inset, which only Turks and Russians reach through transit areas (10.81): no path to German cities (7.11).
    const german = broken.units.find((u) => u.nation === 'germany' && u.status === 'map' && u !== first && u !== second)!;
    const caucasus = [...board.allHexes()].find((h) => h.map === 'caucasus' && board.isPlayable(h.id) && !broken.units.some((u) => u.hex === h.id))!;
    german.hex = caucasus.id;
    const breaches = invariantBreaches('build-central', broken, board);
    expect(breaches.some((b) => b.includes(`stack in ${first.hex}`))).toBe(true);
    expect(breaches.some((b) => b.includes('france has -1 RP'))).toBe(true);
    expect(breaches.some((b) => b.includes(`${german.id} in ${caucasus.id} is out of supply`))).toBe(true);
    // Supply is judged only once construction is over.
    expect(invariantBreaches('attack', broken, board).some((b) => b.includes('out of supply'))).toBe(false);
  });
});
