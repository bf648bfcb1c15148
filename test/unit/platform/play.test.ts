import { describe, expect, it } from 'vitest';
import { Play, type GameCatalog, type LibraryBackend } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import type { GameMeta } from '../../../src/platform/game-ui';
import { StorageError } from '../../../src/platform/library/store';
import { guessGame } from '../../fixtures/guess-game';

const meta: GameMeta = {
  id: guessGame.id,
  linkId: guessGame.linkId,
  title: guessGame.title,
  blurb: { en: '', it: '' },
  playable: true,
  load: async () => ({ module: guessGame, viewTag: 'guess-view' }),
};
const catalog: GameCatalog = {
  byLinkId: (id) => (id === meta.linkId ? meta : undefined),
  byId: (id) => (id === meta.id ? meta : undefined),
  load: (m) => m.load(),
};

describe('play by link through the platform', () => {
  it('passes a game between two libraries with game and orders links only', async () => {
    const alice = new Play(new MemoryLibrary(), catalog);
    const bob = new Play(new MemoryLibrary(), catalog);
    const created = await alice.create(meta, 'two', {}, { mode: 'open' });
    const gameLink = alice.gameLink(meta, created.game, created.node);

    const atBob = await bob.open(gameLink);
    expect(atBob).toMatchObject({ ok: true, kind: 'game', outcome: 'new-game' });
    if (!atBob.ok || atBob.kind !== 'game') throw new Error();
    expect(atBob.node.hash).toBe(created.node.hash);

    // Bob orders for blue and sends an orders link; Alice records it with hers.
    const bobOrders = await bob.ordersLink(meta, atBob.game.uid, atBob.node.hash, 'blue', 2);
    const received = await alice.open(bobOrders);
    expect(received).toMatchObject({ ok: true, kind: 'orders', power: 'blue', known: false });
    expect((await alice.open(bobOrders)) as { known: boolean }).toMatchObject({ known: true });
    await alice.recordOrders(meta, created.game.uid, created.node.hash, 'red', 3);
    const next = await alice.resolve(meta, created.game.uid, created.node.hash);
    expect(next.outcome).toBe('advanced');
    expect(next.node.summary.en).toBe('red 1, blue 0');

    // Bob opens the next game link: same hash as Alice computed (deterministic).
    const atBob2 = await bob.open(alice.gameLink(meta, next.game, next.node));
    expect(atBob2).toMatchObject({ ok: true, outcome: 'advanced' });
    if (atBob2.ok) expect(atBob2.node.hash).toBe(next.node.hash);
    // Opening the first link again changes nothing.
    expect(await bob.open(gameLink)).toMatchObject({ ok: true, outcome: 'known' });
  });

  it('rejects orders for an unknown game or a past phase, leaving the library as it was', async () => {
    const alice = new Play(new MemoryLibrary(), catalog);
    const bobLibrary = new MemoryLibrary();
    const bob = new Play(bobLibrary, catalog);
    const created = await alice.create(meta, 'two', {}, { mode: 'open' });
    const orders = await alice.ordersLink(meta, created.game.uid, created.node.hash, 'red', 1);
    expect(await bob.open(orders)).toEqual({ ok: false, error: { code: 'no-game' } });
    expect(await bobLibrary.list()).toEqual([]);

    await alice.recordOrders(meta, created.game.uid, created.node.hash, 'red', 1);
    const next = await alice.resolve(meta, created.game.uid, created.node.hash);
    await bob.open(alice.gameLink(meta, next.game, next.node));
    const before = JSON.stringify(await bobLibrary.list());
    // Orders bound to the first phase's hash, opened where only the second is known.
    expect(await bob.open(orders)).toEqual({ ok: false, error: { code: 'wrong-phase' } });
    expect(JSON.stringify(await bobLibrary.list())).toBe(before);
  });

  it('turns damaged links and a failing store into typed errors', async () => {
    const play = new Play(new MemoryLibrary(), catalog);
    expect(await play.open('garbage')).toEqual({ ok: false, error: { code: 'not-a-link' } });
    const created = await new Play(new MemoryLibrary(), catalog).create(meta, 'two', {}, {});
    const link = play.gameLink(meta, created.game, created.node);
    const full: LibraryBackend = {
      get: async () => undefined,
      addNode: async () => {
        throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      },
      patch: async () => undefined,
    };
    expect(await new Play(full, catalog).open(link)).toEqual({ ok: false, error: { code: 'storage', storage: 'quota' } });
    expect(new StorageError('quota').code).toBe('quota');
  });
});
