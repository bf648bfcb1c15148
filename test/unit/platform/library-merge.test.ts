import { describe, expect, it } from 'vitest';
import { MergeRefused, currentNode, forks, history, mergeNode, type LibraryGame, type LibraryNode } from '../../../src/platform/library/merge';

let clock = 1000;
function node(hash: string, parentHash: string | null, ply: number): LibraryNode {
  return { hash, parentHash, ply, state: '', phaseLabel: { en: `P${ply}`, it: `F${ply}` }, summary: { en: '', it: '' }, waitingFor: [], waitingNames: { en: [], it: [] }, receivedAt: clock++ };
}

function open(game: LibraryGame | undefined, n: LibraryNode) {
  return mergeNode(game, { uid: 'g1', gameId: 'guess', node: n });
}

describe('library merge', () => {
  it('creates a game, then advances along the chain', () => {
    const a = open(undefined, node('a', null, 0));
    expect(a.outcome).toBe('new-game');
    const b = open(a.game, node('b', 'a', 1));
    expect(b.outcome).toBe('advanced');
    expect(currentNode(b.game)?.hash).toBe('b');
  });

  it('never lets an older link overwrite newer data', () => {
    let game = open(undefined, node('a', null, 0)).game;
    game = open(game, node('b', 'a', 1)).game;
    game = open(game, node('c', 'b', 2)).game;
    const again = open(game, { ...node('b', 'a', 1) });
    expect(again.outcome).toBe('known');
    expect(again.game).toBe(game);
    expect(currentNode(again.game)?.hash).toBe('c');
  });

  it('accepts links out of order and fills the gap later', () => {
    let step = open(undefined, node('c', 'b', 2));
    expect(step.outcome).toBe('new-game');
    step = open(step.game, node('a', null, 0));
    expect(step.outcome).toBe('older');
    // An older link never moves the game back: c, the first state received, stays current.
    expect(currentNode(step.game)?.hash).toBe('c');
    step = open(step.game, node('b', 'a', 1));
    expect(step.outcome).toBe('older');
    expect(currentNode(step.game)?.hash).toBe('c');
    expect(history(step.game, 'c').map((n) => n.hash)).toEqual(['a', 'b', 'c']);
  });

  it('keeps two continuations of one phase and reports the fork', () => {
    let game = open(undefined, node('a', null, 0)).game;
    game = open(game, node('b1', 'a', 1)).game;
    const second = open(game, node('b2', 'a', 1));
    expect(second.outcome).toBe('fork');
    expect(Object.keys(second.game.nodes).sort()).toEqual(['a', 'b1', 'b2']);
    expect(forks(second.game)).toEqual([{ parentHash: 'a', branches: [game.nodes.b1, second.game.nodes.b2] }]);
    // The branch seen first stays current; the second is not hidden, it is listed as a fork.
    expect(currentNode(second.game)?.hash).toBe('b1');
  });

  it('reports a link whose parent is unknown as detached, and never lets it take the game over', () => {
    const game = open(undefined, node('a', null, 0)).game;
    const detached = open(game, node('x', 'zz', 99));
    expect(detached.outcome).toBe('detached');
    expect(currentNode(detached.game)?.hash).toBe('a');
  });

  it('never moves back when the start of a game is opened after a later phase (the joiner case)', () => {
    let game = open(undefined, node('c', 'b', 2)).game;
    game = open(game, node('d', 'c', 3)).game;
    const start = open(game, node('a', null, 0));
    expect(start.outcome).toBe('older');
    expect(currentNode(start.game)?.hash).toBe('d');
  });

  it('at a fork, the verified continuation wins over an earlier unchecked one, and a refuted one is never current', () => {
    let game = open(undefined, node('a', null, 0)).game;
    game = open(game, node('forged', 'a', 1)).game;
    game = open(game, node('forged2', 'forged', 2)).game;
    expect(currentNode(game)?.hash).toBe('forged2');
    const real = open(game, { ...node('real', 'a', 1), check: 'verified' });
    expect(real.outcome).toBe('fork');
    expect(currentNode(real.game)?.hash).toBe('real');
    const refuted = { ...real.game, nodes: { ...real.game.nodes, real: { ...real.game.nodes.real, check: undefined }, forged: { ...real.game.nodes.forged, check: 'refuted' as const } } };
    expect(currentNode(refuted)?.hash).toBe('real');
    // Nothing is lost: every state stays in the library.
    expect(Object.keys(refuted.nodes).sort()).toEqual(['a', 'forged', 'forged2', 'real']);
  });

  it('finds the current state of a 5,000-phase game in linear time', () => {
    const game = open(undefined, node('n0', null, 0)).game;
    for (let ply = 1; ply < 5000; ply++) game.nodes[`n${ply}`] = node(`n${ply}`, `n${ply - 1}`, ply);
    expect(currentNode(game)?.hash).toBe('n4999');
  });

  it('refuses a state that does not follow its parent by exactly one phase', () => {
    const game = open(undefined, node('a', null, 0)).game;
    expect(() => open(game, node('far', 'a', 99999))).toThrow(MergeRefused);
    expect(() => open(game, node('same', 'a', 0))).toThrow(MergeRefused);
  });
});
