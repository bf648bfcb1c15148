/**
 * Opening a link on a phone is mostly waiting for storage: every IndexedDB
 * transaction costs a round trip of the browser's storage thread, and on a
 * slow phone the gaps between them add up. These tests count the storage
 * calls a link's opening makes (and how many of them run one after the
 * other), so a change that adds a read or splits a write shows here. The
 * checks themselves are the attack tests' business; here only the counts.
 */
import { describe, expect, it } from 'vitest';
import { Play } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { MemoryKeyStore } from '../../../src/platform/keys';
import { MemorySeatKeyStore } from '../../../src/platform/seat-keys';
import { currentNode } from '../../../src/platform/library/merge';
import { guessCatalog, guessMeta } from '../../fixtures/guess-game';

const meta = guessMeta;

/** The storage calls made through the stores it wraps, and the rounds: calls made while no other was under way. */
class StorageLog {
  calls: string[] = [];
  rounds = 0;
  private pending = 0;

  wrap<T extends object>(name: string, store: T): T {
    return new Proxy(store, {
      get: (target, property) => {
        const value = (target as Record<PropertyKey, unknown>)[property];
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          this.calls.push(`${name}.${String(property)}`);
          if (this.pending++ === 0) this.rounds++;
          return Promise.resolve((value as (...a: unknown[]) => unknown).apply(target, args)).finally(() => this.pending--);
        };
      },
    });
  }

  reset(): void {
    this.calls = [];
    this.rounds = 0;
  }
}

/** A browser whose every storage call is logged. */
function device() {
  const log = new StorageLog();
  const library = new MemoryLibrary();
  const play = new Play(log.wrap('library', library), guessCatalog, log.wrap('keys', new MemoryKeyStore()), () => Date.now(), log.wrap('seatKeys', new MemorySeatKeyStore()));
  return { log, library, play };
}

describe('storage round trips of opening a link', () => {
  it('a game link of a game new here: one read, one write', async () => {
    const creator = device();
    const { game, node } = await creator.play.create(meta, 'two', {}, { mode: 'open' });
    const stranger = device();
    expect(await stranger.play.open(creator.play.gameLink(meta, game, node))).toMatchObject({ ok: true, outcome: 'new-game' });
    expect(stranger.log.calls).toEqual(['library.get', 'library.addNode']);
    expect(stranger.log.rounds).toBe(2);
  });

  it('the next state of a game held here, with the box its link carries: the state and its evidence in one write', async () => {
    const creator = device();
    const { game, node } = await creator.play.create(meta, 'two', {}, { mode: 'open' });
    const red = device();
    await red.play.open(creator.play.gameLink(meta, game, node));
    await red.play.setMyPowers(game.uid, ['red']);
    await red.play.submit(meta, game.uid, node.hash, 'red', 3);
    // Red alone acted (blue in civil disorder): the next state's link carries red's box.
    const next = await red.play.resolve(meta, game.uid, node.hash, { proceedWithout: true });
    creator.log.reset();
    const opened = await creator.play.open(red.play.gameLink(meta, next.game, next.node));
    expect(opened).toMatchObject({ ok: true, outcome: 'advanced' });
    // The state is verified here, and the box that proves it is kept with it.
    const held = (await creator.library.get(game.uid))!;
    expect(held.nodes[next.node.hash].check).toBe('verified');
    expect(held.orders[node.hash].red).toBe(next.game.orders[node.hash].red);
    expect(creator.log.calls).toEqual(['library.get', 'library.addNode']);
  });

  it('an invitation on a fresh browser: the seat key and the game read together, the game once', async () => {
    const creator = device();
    const { game, invitations } = await creator.play.create(meta, 'two', {}, { mode: 'open', invitations: true });
    const blue = device();
    expect(await blue.play.open(invitations!.blue)).toMatchObject({ ok: true, kind: 'invite', power: 'blue' });
    expect(blue.log.calls.filter((call) => call === 'library.get')).toHaveLength(1);
    expect(blue.log.calls.sort()).toEqual(['library.addNode', 'library.get', 'library.patch', 'seatKeys.get', 'seatKeys.put']);
    expect(blue.log.rounds).toBe(4);
    const held = (await blue.library.get(game.uid))!;
    expect(held.myPowers).toEqual(['blue']);
    expect(currentNode(held)?.hash).toBe(currentNode(game)?.hash);
  });

  it("a link whose chain leads through this browser's missing states: every state in one write", async () => {
    const creator = device();
    const { game, node } = await creator.play.create(meta, 'two', {}, { mode: 'open' });
    const friend = device();
    await friend.play.open(creator.play.gameLink(meta, game, node));
    // The creator plays both seats: two phases in a row, the second's link carrying the first's step.
    await creator.play.setMyPowers(game.uid, ['red', 'blue']);
    let at = node.hash;
    let last = { game, node };
    for (const picks of [[3, 1], [2, 1]]) {
      await creator.play.submit(meta, game.uid, at, 'red', picks[0]);
      await creator.play.submit(meta, game.uid, at, 'blue', picks[1]);
      last = await creator.play.resolve(meta, game.uid, at);
      at = last.node.hash;
    }
    friend.log.reset();
    const opened = await friend.play.open(creator.play.gameLink(meta, last.game, last.node));
    expect(opened).toMatchObject({ ok: true, outcome: 'advanced' });
    const held = (await friend.library.get(game.uid))!;
    expect(Object.keys(held.nodes)).toHaveLength(3);
    expect(currentNode(held)?.hash).toBe(last.node.hash);
    // The state between was recomputed from the chain's boxes here.
    expect(held.nodes[last.node.parentHash!].check).toBe('verified');
    expect(friend.log.calls).toEqual(['library.get', 'library.addNodes']);
  });

  it("the game page's first draw: the game and the referee's keys read in one wait, its status reading nothing more", async () => {
    const creator = device();
    const { game, node } = await creator.play.create(meta, 'two', {}, { mode: 'referee' });
    creator.log.reset();
    const shown = (await creator.play.game(game.uid))!;
    expect((await creator.play.status(meta, shown, node.hash)).isReferee).toBe(true);
    expect(creator.log.calls.sort()).toEqual(['keys.get', 'library.get']);
    expect(creator.log.rounds).toBe(1);
    // Only that first status: any later one asks the keys again (another tab may have restored them).
    creator.log.reset();
    expect((await creator.play.status(meta, shown, node.hash)).isReferee).toBe(true);
    expect(creator.log.calls).toEqual(['keys.get']);
    const stranger = device();
    await stranger.play.open(creator.play.gameLink(meta, shown, node));
    expect((await stranger.play.status(meta, (await stranger.play.game(game.uid))!, node.hash)).isReferee).toBe(false);
  });
});
