import { describe, expect, it } from 'vitest';
import { ChainStates } from '../../../src/platform/library/chain-states';
import { history, mergeNode, type LibraryGame, type LibraryNode } from '../../../src/platform/library/merge';
import { toBase64Url } from '../../../src/platform/codec/base64url';

function node(hash: string, parentHash: string | null, ply: number, bytes: number[]): LibraryNode {
  return {
    hash, parentHash, ply, state: toBase64Url(new Uint8Array(bytes)), phaseLabel: { en: `P${ply}`, it: `F${ply}` },
    summary: { en: '', it: '' }, waitingFor: [], waitingNames: { en: [], it: [] }, receivedAt: ply,
  };
}

/** A chain a → b → c whose states are the byte lists [0], [1, 1], [2, 2, 2]. */
function chainGame(): LibraryGame {
  let game: LibraryGame | undefined;
  for (const n of [node('a', null, 0, [0]), node('b', 'a', 1, [1, 1]), node('c', 'b', 2, [2, 2, 2])]) {
    game = mergeNode(game, { uid: 'g1', gameId: 'guess', node: n }).game;
  }
  return game!;
}

describe('chain states: a chain of library nodes, decoded once', () => {
  it('decodes every node of the chain, oldest first', () => {
    const game = chainGame();
    const states = new ChainStates((bytes) => [...bytes]);
    expect(states.states(history(game, 'c'))).toEqual([[0], [1, 1], [2, 2, 2]]);
    expect(states.states(history(game, 'b'))).toEqual([[0], [1, 1]]);
    expect(states.states([])).toEqual([]);
  });

  it('decodes each hash once and gives the same array back while the chain is unchanged', () => {
    const game = chainGame();
    const decoded: number[] = [];
    const states = new ChainStates((bytes) => {
      decoded.push(bytes.length);
      return bytes.length;
    });
    const first = states.states(history(game, 'b'));
    expect(states.states(history(game, 'b'))).toBe(first);
    const longer = states.states(history(game, 'c'));
    expect(longer).toEqual([1, 2, 3]);
    expect(longer).not.toBe(first);
    // a and b were decoded for the first chain; the longer one only added c.
    expect(decoded).toEqual([1, 2, 3]);
  });

  it('leaves out a node whose state cannot be decoded', () => {
    const game = chainGame();
    const states = new ChainStates((bytes) => {
      if (bytes.length === 2) throw new Error('malformed');
      return bytes.length;
    });
    expect(states.states(history(game, 'c'))).toEqual([1, 3]);
  });

  it('gives one node’s state as the same object each time, decoded once, so a view keeps its selection across renders', () => {
    const game = chainGame();
    let decodes = 0;
    const states = new ChainStates((bytes) => {
      decodes++;
      return { length: bytes.length };
    });
    const shown = states.stateOf(game.nodes['c']);
    expect(shown).toEqual({ length: 3 });
    expect(states.stateOf(game.nodes['c'])).toBe(shown);
    // The same object again once the node is part of a longer chain's history.
    expect(states.states(history(game, 'c'))[2]).toBe(shown);
    expect(decodes).toBe(3);
    const broken = new ChainStates(() => {
      throw new Error('malformed');
    });
    expect(broken.stateOf(game.nodes['a'])).toBeNull();
  });
});
