/**
 * The supply checker answers many questions on one state by labelling the
 * map once (supply.ts); it must agree with tracing each army on its own
 * (seed 002 7.0-7.4, 7.11-7.12: German and Austro-Hungarian armies need two
 * joined cities) on every position of a real game.
 */
import { describe, expect, it } from 'vitest';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { isInSupply, supplyChecker } from '../../../src/games/wwi/engine/supply';
import { playBotGame } from '../../../src/games/wwi/engine/self-play';
import { alignmentOf } from '../../../src/games/wwi/engine/sides';
import { seedOfGame } from '../../../src/games/wwi/engine/invariants';
import type { WwiState } from '../../../src/games/wwi/engine/state';

describe('supply checker (seed 002 7.0)', () => {
  it('agrees with a trace from each army, forts included, over a whole game', () => {
    const board = europeBoard();
    const positions: WwiState[] = [];
    playBotGame({ seed: seedOfGame(3), onStep: (_before, after, step) => step.phase !== 'attack' && positions.push(after) });
    expect(positions.length).toBeGreaterThan(30);
    let compared = 0;
    let unsupplied = 0;
    for (const state of positions) {
      const check = supplyChecker(state, board);
      const armies = state.units.filter((u) => u.status === 'map' && alignmentOf(state, u.nation) !== 'neutral');
      const places = [...armies.map((u) => ({ hex: u.hex!, nation: u.nation })), ...state.forts.filter((f) => !f.destroyed).map((f) => ({ hex: f.hex, nation: f.nation }))];
      for (const { hex, nation } of places) {
        const traced = isInSupply(state, board, hex, nation);
        expect(check(hex, nation), `${nation} in ${hex}, turn ${state.turn} ${state.phase}`).toBe(traced);
        compared++;
        if (!traced) unsupplied++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    // Both answers occur: out-of-supply positions are compared too.
    expect(unsupplied).toBeGreaterThan(0);
  }, 180_000);
});
