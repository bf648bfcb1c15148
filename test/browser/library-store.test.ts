import { expect } from '@esm-bundle/chai';
import { createStore } from 'idb-keyval';
import { Library, StorageError, classifyStorageError } from '../../src/platform/library/store';
import type { LibraryNode } from '../../src/platform/library/merge';

let counter = 0;
function node(hash: string, parentHash: string | null, ply: number): LibraryNode {
  return {
    hash, parentHash, ply, state: 'AA', phaseLabel: { en: `P${ply}`, it: `F${ply}` }, summary: { en: '', it: '' },
    waitingFor: ['red'], waitingNames: { en: ['Red'], it: ['Rosso'] }, receivedAt: ++counter,
  };
}

describe('library in IndexedDB', () => {
  it('keeps games across instances, merging links in any order', async () => {
    const store = createStore(`test-${Date.now()}-${Math.random()}`, 'library');
    const library = new Library(store);
    expect((await library.addNode('aaaaaaaaaaaa', 'guess', node('c', 'b', 2))).outcome).to.equal('new-game');
    expect((await library.addNode('aaaaaaaaaaaa', 'guess', node('a', null, 0))).outcome).to.equal('older');
    // b fills the gap between a and c, but the current phase stays c: an older link never moves the game back.
    expect((await library.addNode('aaaaaaaaaaaa', 'guess', node('b', 'a', 1))).outcome).to.equal('older');
    expect((await library.addNode('aaaaaaaaaaaa', 'guess', node('b2', 'a', 1))).outcome).to.equal('fork');
    const reopened = new Library(store);
    const game = await reopened.get('aaaaaaaaaaaa');
    expect(Object.keys(game!.nodes).sort()).to.deep.equal(['a', 'b', 'b2', 'c']);
    expect((await reopened.list()).length).to.equal(1);
  });

  it('leaves the stored record untouched when an update fails', async () => {
    const store = createStore(`test-${Date.now()}-${Math.random()}`, 'library');
    const library = new Library(store);
    await library.addNode('bbbbbbbbbbbb', 'guess', node('a', null, 0));
    let failure: unknown;
    try {
      await library.patch('bbbbbbbbbbbb', () => {
        throw new Error('disk full halfway');
      });
    } catch (error) {
      failure = error;
    }
    expect(failure).to.be.instanceOf(StorageError);
    const game = await library.get('bbbbbbbbbbbb');
    expect(Object.keys(game!.nodes)).to.deep.equal(['a']);
    expect(game!.myPowers).to.deep.equal([]);
  });

  it("writes a state and what follows from it in one update, or neither", async () => {
    const store = createStore(`test-${Date.now()}-${Math.random()}`, 'library');
    const library = new Library(store);
    await library.addNode('cccccccccccc', 'guess', node('a', null, 0));
    const added = await library.addNode('cccccccccccc', 'guess', node('b', 'a', 1), undefined, (game) => ({ ...game, myPowers: ['red'] }));
    expect(added.outcome).to.equal('advanced');
    expect((await library.get('cccccccccccc'))!.myPowers).to.deep.equal(['red']);
    let failure: unknown;
    try {
      await library.addNodes('cccccccccccc', 'guess', [node('c', 'b', 2)], undefined, () => {
        throw new Error('evidence refused');
      });
    } catch (error) {
      failure = error;
    }
    expect(failure).to.be.instanceOf(StorageError);
    expect(Object.keys((await library.get('cccccccccccc'))!.nodes).sort()).to.deep.equal(['a', 'b']);
  });

  it('classifies quota and private-mode failures', () => {
    expect((classifyStorageError(new DOMException('full', 'QuotaExceededError')) as StorageError).code).to.equal('quota');
    expect((classifyStorageError(new DOMException('no', 'InvalidStateError')) as StorageError).code).to.equal('unavailable');
    expect((classifyStorageError(new Error('x')) as StorageError).code).to.equal('unknown');
  });
});
