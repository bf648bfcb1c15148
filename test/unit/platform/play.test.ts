/**
 * Play by link through the platform only, with the fixture game: every mode
 * (open, referee, sealed), and every refusal of issue "Diplomacy by link"
 * point 4 — wrong phase, wrong game, a power not held, replayed or altered
 * links, a wrong reveal code — each leaving the library untouched.
 */
import { describe, expect, it } from 'vitest';
import { Play, PlayFailure, type LibraryBackend } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { MemoryKeyStore } from '../../../src/platform/keys';
import type { PlayMode } from '../../../src/platform/codec/turn-link';
import { fromBase64Url, toBase64Url } from '../../../src/platform/codec/base64url';
import { crc32 } from '../../../src/platform/codec/crc32';
import { guessCatalog, guessMeta } from '../../fixtures/guess-game';

const meta = guessMeta;
const catalog = guessCatalog;

interface Player {
  play: Play;
  library: MemoryLibrary;
}
const player = (): Player => {
  const library = new MemoryLibrary();
  return { library, play: new Play(library, catalog, new MemoryKeyStore()) };
};

async function errorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return error instanceof PlayFailure ? error.error.code : String(error);
  }
}

/** Creator makes the game, red and blue join from the game link and claim their seat. */
async function setUp(mode: PlayMode) {
  const creator = player();
  const red = player();
  const blue = player();
  const { game, node } = await creator.play.create(meta, 'two', {}, { mode, names: ['Ada', 'Bruno'] });
  const link = creator.play.gameLink(meta, game, node);
  for (const [who, seat] of [[red, 'red'], [blue, 'blue']] as const) {
    const opened = await who.play.open(link);
    expect(opened).toMatchObject({ ok: true, kind: 'game', outcome: 'new-game' });
    await who.play.setMyPowers(game.uid, [seat]);
  }
  return { creator, red, blue, uid: game.uid, hash: node.hash, link };
}

describe('open mode', () => {
  it('passes a game between libraries with game and orders links only, deterministically', async () => {
    const { creator, red, blue, uid, hash } = await setUp('open');
    const redOrders = await red.play.submit(meta, uid, hash, 'red', 3);
    const blueOrders = await blue.play.submit(meta, uid, hash, 'blue', 2);
    for (const who of [red, blue, creator]) {
      for (const link of [redOrders.ordersLink!, blueOrders.ordersLink!]) await who.play.open(link);
    }
    const results = await Promise.all([red, blue, creator].map((who) => who.play.resolve(meta, uid, hash)));
    // Every browser computes the same next state and hash.
    expect(new Set(results.map((r) => r.node.hash)).size).toBe(1);
    expect(results[0].node.summary.en).toBe('red 1, blue 0');
    expect(results[0].outcome).toBe('advanced');
  });

  it('keeps the player names from the game link, cleaned', async () => {
    const { red, uid } = await setUp('open');
    const game = await red.library.get(uid);
    const link = red.play.gameLink(meta, game!, red.play.current(game!)!);
    const stranger = player();
    const opened = await stranger.play.open(link);
    expect(opened.ok).toBe(true);
  });
});

describe('referee mode', () => {
  it('only the referee can read and resolve; players see that orders arrived', async () => {
    const { creator, red, blue, uid, hash } = await setUp('referee');
    const redOrders = await red.play.submit(meta, uid, hash, 'red', 1);
    const blueOrders = await blue.play.submit(meta, uid, hash, 'blue', 3);
    for (const link of [redOrders.ordersLink!, blueOrders.ordersLink!]) {
      expect(await creator.play.open(link)).toMatchObject({ ok: true, kind: 'orders' });
      expect(await red.play.open(link)).toMatchObject({ ok: true, kind: 'orders' });
    }
    const atReferee = await creator.play.status(meta, (await creator.library.get(uid))!, hash);
    expect(atReferee).toMatchObject({ isReferee: true, complete: true, received: ['red', 'blue'], readable: ['red', 'blue'] });
    const atRed = await red.play.status(meta, (await red.library.get(uid))!, hash);
    expect(atRed).toMatchObject({ isReferee: false, complete: false, received: ['red', 'blue'], readable: [] });
    expect(await errorOf(red.play.resolve(meta, uid, hash))).toBe('not-referee');
    const next = await creator.play.resolve(meta, uid, hash);
    expect(next.node.summary.en).toBe('red 0, blue 1');
    // The orders links carry nothing readable.
    expect(new TextDecoder('latin1').decode(fromBase64Url(redOrders.ordersLink!)!)).not.toMatch(/red/);
  });
});

describe('sealed mode', () => {
  it('commits, then reveals; any browser with every reveal code resolves to the same state', async () => {
    const { creator, red, blue, uid, hash } = await setUp('sealed');
    const redOrders = await red.play.submit(meta, uid, hash, 'red', 2);
    const blueOrders = await blue.play.submit(meta, uid, hash, 'blue', 1);
    for (const who of [creator, red, blue]) {
      for (const link of [redOrders.ordersLink!, blueOrders.ordersLink!]) await who.play.open(link);
    }
    // Before the reveal nobody can read the other's orders.
    expect((await red.play.status(meta, (await red.library.get(uid))!, hash)).readable).toEqual(['red']);
    expect(await errorOf(creator.play.resolve(meta, uid, hash))).toBe('missing-orders');
    const redReveal = await red.play.revealCode(meta, uid, hash, 'red');
    const blueReveal = await blue.play.revealCode(meta, uid, hash, 'blue');
    expect(redReveal.length).toBeLessThanOrEqual(40);
    for (const who of [creator, red, blue]) {
      for (const code of [redReveal, blueReveal]) expect(await who.play.open(code)).toMatchObject({ ok: true, kind: 'reveal' });
    }
    const hashes = await Promise.all([creator, red, blue].map(async (who) => (await who.play.resolve(meta, uid, hash)).node.hash));
    expect(new Set(hashes).size).toBe(1);
    expect((await creator.play.resolve(meta, uid, hash)).node.summary.en).toBe('red 1, blue 0');
  });

  it('resolves without a seat that never reveals, once the group agrees', async () => {
    const { creator, red, blue, uid, hash } = await setUp('sealed');
    const redOrders = await red.play.submit(meta, uid, hash, 'red', 2);
    const blueOrders = await blue.play.submit(meta, uid, hash, 'blue', 2);
    for (const link of [redOrders.ordersLink!, blueOrders.ordersLink!]) await creator.play.open(link);
    await creator.play.open(await red.play.revealCode(meta, uid, hash, 'red'));
    const next = await creator.play.resolve(meta, uid, hash, { proceedWithout: true });
    // Blue's orders never opened: blue is in civil disorder, red's 2 is the only pick.
    expect(next.node.summary.en).toBe('red 1, blue 0');
  });
});

describe('what-if copies', () => {
  it('start a private table game from any phase, leaving the real game untouched', async () => {
    const { red, uid, hash } = await setUp('sealed');
    const before = JSON.stringify(await red.library.get(uid));
    const real = (await red.library.get(uid))!;
    const copy = await red.play.sandbox(meta, real, real.nodes[hash]);
    expect(copy.game.uid).not.toBe(uid);
    expect(copy.game.settings).toEqual({ mode: 'table', sandboxOf: uid });
    expect(copy.game.myPowers).toEqual(['red', 'blue']);
    expect(copy.node.state).toBe(real.nodes[hash].state);
    // Both seats can be played at once in the copy, then resolved.
    await red.play.submit(meta, copy.game.uid, copy.node.hash, 'red', 1);
    await red.play.submit(meta, copy.game.uid, copy.node.hash, 'blue', 3);
    expect((await red.play.resolve(meta, copy.game.uid, copy.node.hash)).node.summary.en).toBe('red 0, blue 1');
    expect(JSON.stringify(await red.library.get(uid))).toBe(before);
  });
});

describe('archive files', () => {
  it('carry a whole history into another library, and refuse foreign files', async () => {
    const { red, blue, uid, hash } = await setUp('open');
    const first = await red.play.submit(meta, uid, hash, 'red', 3);
    await blue.play.open(first.ordersLink!);
    await blue.play.submit(meta, uid, hash, 'blue', 1);
    await blue.play.resolve(meta, uid, hash);
    const archive = blue.play.exportArchive(meta, (await blue.library.get(uid))!);
    const newcomer = player();
    expect(await newcomer.play.importArchive(archive)).toEqual({ ok: true, uid, added: 2, total: 2 });
    expect(Object.keys((await newcomer.library.get(uid))!.nodes).sort()).toEqual(Object.keys((await blue.library.get(uid))!.nodes).sort());
    // Importing twice adds nothing.
    expect(await newcomer.play.importArchive(archive)).toMatchObject({ ok: true, added: 0 });
    expect(await newcomer.play.importArchive('{"hello":1}')).toEqual({ ok: false, error: { code: 'not-a-link' } });
    expect(await newcomer.play.importArchive('not json')).toEqual({ ok: false, error: { code: 'not-a-link' } });
    // A file mixing two games, or with one bad link, writes nothing at all.
    const other = await setUp('open');
    const mixed = JSON.stringify({ format: 'dispaccio-archive', version: 1, links: [other.link, 'garbage'] });
    const empty = player();
    expect((await empty.play.importArchive(mixed)).ok).toBe(false);
    expect(await empty.library.list()).toEqual([]);
    const twoGames = JSON.stringify({ format: 'dispaccio-archive', version: 1, links: [other.link, blue.play.gameLink(meta, (await blue.library.get(uid))!, (await blue.library.get(uid))!.nodes[hash])] });
    expect(await empty.play.importArchive(twoGames)).toEqual({ ok: false, error: { code: 'malformed' } });
    expect(await empty.library.list()).toEqual([]);
  });

  it('write a whole file in one write, so importing is linear in its phases', async () => {
    const { red, blue, uid, hash } = await setUp('open');
    await blue.play.open((await red.play.submit(meta, uid, hash, 'red', 3)).ordersLink!);
    await blue.play.submit(meta, uid, hash, 'blue', 1);
    await blue.play.resolve(meta, uid, hash);
    const archive = blue.play.exportArchive(meta, (await blue.library.get(uid))!);
    const library = new MemoryLibrary();
    const writes: string[] = [];
    const counted: LibraryBackend = {
      list: () => library.list(),
      get: (id) => library.get(id),
      addNode: (...args) => (writes.push('addNode'), library.addNode(...args)),
      addNodes: (...args) => (writes.push('addNodes'), library.addNodes(...args)),
      patch: (...args) => (writes.push('patch'), library.patch(...args)),
    };
    expect(await new Play(counted, catalog).importArchive(archive)).toMatchObject({ ok: true, added: 2 });
    expect(writes).toEqual(['addNodes']);
  });
});

describe('refusals leave the library untouched', () => {
  async function unchanged(who: Player, action: () => Promise<unknown>) {
    const before = JSON.stringify(await who.library.list());
    const result = await action();
    expect(JSON.stringify(await who.library.list())).toBe(before);
    return result;
  }

  it('orders for a phase that is not being played', async () => {
    const { creator, red, blue, uid, hash } = await setUp('open');
    const first = await red.play.submit(meta, uid, hash, 'red', 1);
    await blue.play.submit(meta, uid, hash, 'blue', 2);
    await blue.play.open(first.ordersLink!);
    const next = await blue.play.resolve(meta, uid, hash);
    await creator.play.open(blue.play.gameLink(meta, next.game, next.node));
    // Red, not having seen the next phase, sends orders for the phase already resolved.
    const stale = await red.play.submit(meta, uid, hash, 'red', 3);
    expect(await unchanged(creator, () => creator.play.open(stale.ordersLink!))).toEqual({ ok: false, error: { code: 'wrong-phase' } });
    expect(await errorOf(blue.play.submit(meta, uid, hash, 'blue', 1))).toBe('wrong-phase');
  });

  it('orders for another game', async () => {
    const first = await setUp('open');
    const second = await setUp('open');
    const orders = await first.red.play.submit(meta, first.uid, first.hash, 'red', 1);
    expect(await unchanged(second.red, () => second.red.play.open(orders.ordersLink!))).toEqual({ ok: false, error: { code: 'no-game' } });
  });

  it('orders for a seat this browser does not play', async () => {
    const { red, uid, hash } = await setUp('open');
    expect(await errorOf(red.play.submit(meta, uid, hash, 'blue', 1))).toBe('not-your-power');
  });

  it('an altered link: checksum, then the sealed box', async () => {
    const { creator, red, uid, hash } = await setUp('sealed');
    const { ordersLink } = await red.play.submit(meta, uid, hash, 'red', 2);
    const bytes = fromBase64Url(ordersLink!)!;
    bytes[bytes.length - 8] ^= 4;
    expect(await unchanged(creator, () => creator.play.open(toBase64Url(bytes)))).toEqual({ ok: false, error: { code: 'corrupted' } });
    // A forger who also fixes the checksum still cannot get past the seat's signature over the box.
    new DataView(bytes.buffer).setUint32(bytes.length - 4, crc32(bytes.subarray(0, bytes.length - 4)));
    expect(await unchanged(creator, () => creator.play.open(toBase64Url(bytes)))).toEqual({ ok: false, error: { code: 'wrong-key', seats: ['red'] } });
  });

  it('a wrong reveal code', async () => {
    const { creator, red, blue, uid, hash } = await setUp('sealed');
    const redOrders = await red.play.submit(meta, uid, hash, 'red', 2);
    await creator.play.open(redOrders.ordersLink!);
    // Blue's secret presented as red's: the commitment does not match.
    await blue.play.submit(meta, uid, hash, 'blue', 1);
    const blueCode = fromBase64Url(await blue.play.revealCode(meta, uid, hash, 'blue'))!;
    const redIndex = 0;
    blueCode[3 + 1 + 6] = redIndex; // envelope header (3) + length (1) + phase hash (6): the seat byte
    new DataView(blueCode.buffer).setUint32(blueCode.length - 4, crc32(blueCode.subarray(0, blueCode.length - 4)));
    expect(await unchanged(creator, () => creator.play.open(toBase64Url(blueCode)))).toEqual({ ok: false, error: { code: 'wrong-reveal' } });
  });

  it('sealed orders cannot be swapped once sent, nor sent as plain orders', async () => {
    const { creator, red, blue, uid, hash } = await setUp('sealed');
    const first = await red.play.submit(meta, uid, hash, 'red', 1);
    await creator.play.open(first.ordersLink!);
    // Red, from another device (another key), seals different orders after seeing blue's reveal: refused, the seat's first key holds it.
    const otherDevice = player();
    await otherDevice.play.open(creator.play.gameLink(meta, (await creator.library.get(uid))!, (await creator.library.get(uid))!.nodes[hash]));
    await otherDevice.play.setMyPowers(uid, ['red']);
    const second = await otherDevice.play.submit(meta, uid, hash, 'red', 3);
    expect(await unchanged(creator, () => creator.play.open(second.ordersLink!))).toEqual({ ok: false, error: { code: 'wrong-key', seats: ['red'] } });
    // The same link opened again is still fine.
    expect(await blue.play.open(first.ordersLink!)).toMatchObject({ ok: true, known: false });
    expect(await blue.play.open(first.ordersLink!)).toMatchObject({ ok: true, known: true });
  });

  it('a plain box in a sealed game is refused', async () => {
    const sealed = await setUp('sealed');
    const open = await setUp('open');
    // Re-address an open-mode box to the sealed game's phase (same layout, different scheme), signed anew by the forger's own key.
    const { ordersLink } = await open.red.play.submit(meta, open.uid, open.hash, 'red', 2);
    const payload = fromBase64Url(ordersLink!)!;
    const signed = payload.subarray(4 + 6 + 1, payload.length - 4);
    const { encodeEnvelope } = await import('../../../src/platform/codec/envelope');
    const { writeOrdersPayload } = await import('../../../src/platform/codec/orders-payload');
    const { generateSeatKeys, ordersMessage, signBox, splitSigned } = await import('../../../src/platform/seat-keys');
    const box = splitSigned(signed)!.box;
    const body = await signBox(await generateSeatKeys(), ordersMessage(sealed.uid, sealed.hash, 0, box), box);
    const forged = encodeEnvelope('orders', meta.linkId, writeOrdersPayload({ phaseHash: sealed.hash, powerIndex: 0, body }));
    expect(await unchanged(sealed.creator, () => sealed.creator.play.open(forged))).toEqual({ ok: false, error: { code: 'tampered' } });
  });

  it('a link claiming to jump many phases ahead is refused', async () => {
    const { creator, red, uid, hash } = await setUp('open');
    const game = (await red.library.get(uid))!;
    const { writeTurnPayload } = await import('../../../src/platform/codec/turn-link');
    const { encodeEnvelope } = await import('../../../src/platform/codec/envelope');
    const state = fromBase64Url(game.nodes[hash].state)!;
    const forged = encodeEnvelope('game', meta.linkId, writeTurnPayload({ gameUid: uid, ply: 99_999, parentHash: hash, session: { mode: 'open', names: ['Ada', 'Bruno'] }, state }));
    expect(await unchanged(creator, () => creator.play.open(forged))).toEqual({ ok: false, error: { code: 'malformed' } });
  });

  it('an enormous pasted text is refused at once', async () => {
    const { creator } = await setUp('open');
    expect(await creator.play.open('A'.repeat(100_000))).toEqual({ ok: false, error: { code: 'not-a-link' } });
  });

  it('a replayed link changes nothing', async () => {
    const { creator, red, uid, hash } = await setUp('open');
    const { ordersLink } = await red.play.submit(meta, uid, hash, 'red', 2);
    await creator.play.open(ordersLink!);
    expect(await unchanged(creator, () => creator.play.open(ordersLink!))).toMatchObject({ ok: true, known: true });
  });

  it('a failing store becomes a typed error', async () => {
    const { link } = await setUp('open');
    const full: LibraryBackend = {
      list: async () => [],
      get: async () => undefined,
      addNode: async () => {
        throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      },
      patch: async () => undefined,
    };
    expect(await new Play(full, catalog).open(link)).toEqual({ ok: false, error: { code: 'storage', storage: 'quota' } });
    expect(await new Play(full, catalog).open('garbage')).toEqual({ ok: false, error: { code: 'not-a-link' } });
  });
});

describe('game links drawn on every render', () => {
  it('are made once per game record and state, and anew for a changed record', async () => {
    const creator = player();
    const { game, node } = await creator.play.create(meta, 'two', {}, { mode: 'open' });
    const first = creator.play.gameLinks(meta, game, node);
    expect(creator.play.gameLinks(meta, game, node)).toBe(first);
    // A changed record (here the same state with a key registered) is a new object: its links are its own.
    const changed = { ...game, nodes: { ...game.nodes, [node.hash]: { ...node, seatKeys: { 0: 'a1b2c3d4e5f6' } } } };
    const again = creator.play.gameLinks(meta, changed, changed.nodes[node.hash]);
    expect(again).not.toBe(first);
    expect(again.at(-1)!.link).not.toBe(first.at(-1)!.link);
  });
});
