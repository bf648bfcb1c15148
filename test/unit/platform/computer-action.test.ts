import { describe, expect, it } from 'vitest';
import { playComputerAction, type ComputerPlay } from '../../../src/platform/table-turn';

/** A play service that records its calls: a submit keeps the orders, a resolve makes the next phase. */
function recorder(): ComputerPlay<string> & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    submit: async (uid, hash, seat) => {
      calls.push(`submit ${uid} ${hash} ${seat}`);
      return { game: 'with orders' };
    },
    resolve: async (uid, hash) => {
      calls.push(`resolve ${uid} ${hash}`);
      return { game: 'next phase', node: { hash: 'h2' } };
    },
  };
}

describe("the computer's action at one table", () => {
  it('in a game where one seat acts at a time it is resolved at once, as a person\'s is, and the next phase is named to show', async () => {
    const play = recorder();
    expect(await playComputerAction(play, 'g', 'h1', 'fr', { kind: 'automaton' }, true)).toEqual({ game: 'next phase', hash: 'h2' });
    expect(play.calls).toEqual(['submit g h1 fr', 'resolve g h1']);
  });

  it('in a game of simultaneous orders it is only submitted: the phase waits for every seat', async () => {
    const play = recorder();
    expect(await playComputerAction(play, 'g', 'h1', 'england', {}, false)).toEqual({ game: 'with orders' });
    expect(play.calls).toEqual(['submit g h1 england']);
  });
});
