/**
 * Every way a state enters the library passes one verifier (play/verify.ts):
 * the same forged next phase is refused as a game link, inside a game file,
 * and as the source of a what-if copy, and none of them writes anything.
 */
import { describe, expect, it } from 'vitest';
import { Play } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { MemoryKeyStore } from '../../../src/platform/keys';
import { decodeEnvelope, encodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload, writeTurnPayload, type TurnPayload } from '../../../src/platform/codec/turn-link';
import { toBase64Url } from '../../../src/platform/codec/base64url';
import { guessCatalog, guessGame, guessMeta as meta } from '../../fixtures/guess-game';

const player = () => {
  const library = new MemoryLibrary();
  return { library, play: new Play(library, guessCatalog, new MemoryKeyStore()) };
};
type Player = ReturnType<typeof player>;

function turnOf(link: string): TurnPayload {
  const decoded = decodeEnvelope(link);
  if (!decoded.ok) throw new Error(decoded.error.code);
  return readTurnPayload(decoded.envelope.payload);
}

/** An open game of two seats, one phase played; every browser holds both orders links. */
async function playedPhase() {
  const [creator, red, blue] = [player(), player(), player()];
  const { game, node } = await creator.play.create(meta, 'two', {}, { mode: 'open' });
  const link = creator.play.gameLink(meta, game, node);
  for (const [who, seat] of [[red, 'red'], [blue, 'blue']] as const) {
    await who.play.open(link);
    await who.play.setMyPowers(game.uid, [seat]);
  }
  const orders = [(await red.play.submit(meta, game.uid, node.hash, 'red', 3)).ordersLink!, (await blue.play.submit(meta, game.uid, node.hash, 'blue', 2)).ordersLink!];
  for (const who of [creator, red, blue]) for (const entry of orders) await who.play.open(entry);
  const resolved = await red.play.resolve(meta, game.uid, node.hash);
  const next = red.play.gameLink(meta, resolved.game, resolved.node);
  // The forger's copy of the next phase: the same orders named, but red holds every point.
  const turn = turnOf(next);
  const forgedBytes = guessGame.encodeState({ ...guessGame.decodeState(turn.state), scores: [2, 0] });
  const forged = encodeEnvelope('game', meta.linkId, writeTurnPayload({ ...turn, state: forgedBytes }));
  return { creator, red, blue, uid: game.uid, link, orders, next, forged, forgedBytes };
}

const snapshot = async (who: Player) => JSON.stringify(await who.library.list());

describe('one verifier for every way into the library', () => {
  it('a forged next phase is refused as a link', async () => {
    const { blue, forged } = await playedPhase();
    const before = await snapshot(blue);
    const opened = await blue.play.open(forged);
    expect(opened.ok ? 'accepted' : opened.error.code).toBe('does-not-follow');
    expect(await snapshot(blue)).toBe(before);
  });

  it('the same forged phase is refused inside a game file, and the file writes nothing', async () => {
    const { creator, uid, forged } = await playedPhase();
    const game = (await creator.library.get(uid))!;
    const file = JSON.parse(creator.play.exportArchive(meta, game));
    file.links.push(forged);
    const before = await snapshot(creator);
    const imported = await creator.play.importArchive(JSON.stringify(file));
    expect(imported.ok ? 'accepted' : imported.error.code).toBe('does-not-follow');
    expect(await snapshot(creator)).toBe(before);
  });

  it('a file checks its own states against each other: a forged phase after the orders that refute it, both new here', async () => {
    const { red, uid, link, next, orders, forged } = await playedPhase();
    // A newcomer holding the orders of the first phase receives a file of the whole game plus the forgery.
    const newcomer = player();
    await newcomer.play.open(link);
    for (const entry of orders) await newcomer.play.open(entry);
    const file = JSON.stringify({ format: 'dispaccio-archive', version: 1, links: [link, next, forged] });
    const before = await snapshot(newcomer);
    const imported = await newcomer.play.importArchive(file);
    expect(imported.ok ? 'accepted' : imported.error.code).toBe('does-not-follow');
    expect(await snapshot(newcomer)).toBe(before);
    // Without the forgery the same file is taken, and its next phase is verified like the link.
    const honest = await newcomer.play.importArchive(JSON.stringify({ format: 'dispaccio-archive', version: 1, links: [link, next] }));
    expect(honest).toMatchObject({ ok: true, uid, added: 1 });
    const held = (await newcomer.library.get(uid))!;
    expect(Object.values(held.nodes).find((node) => node.ply === 1)?.check).toBe('verified');
    expect(Object.keys(held.nodes).sort()).toEqual(Object.keys((await red.library.get(uid))!.nodes).sort());
  });

  it('the same forged phase is refused as the source of a what-if copy, whether crafted or held as refuted', async () => {
    const { creator, uid, link, orders, forged, forgedBytes } = await playedPhase();
    const game = (await creator.library.get(uid))!;
    const real = Object.values(game.nodes).find((node) => node.ply === 1)!;
    const before = await snapshot(creator);
    // A node object carrying the forged state, handed to the copy as if it were held.
    const crafted = { ...real, state: toBase64Url(forgedBytes) };
    const copied = await creator.play.sandbox(meta, game, crafted).then(() => 'accepted', (error) => error.error.code);
    expect(copied).toBe('wrong-phase');
    expect(await snapshot(creator)).toBe(before);
    // A browser that got the forgery before the orders keeps it unchecked; the orders then refute it, and it is never copied.
    const late = player();
    await late.play.open(link);
    expect(await late.play.open(forged)).toMatchObject({ ok: true });
    for (const entry of orders) await late.play.open(entry);
    const held = (await late.library.get(uid))!;
    const refuted = Object.values(held.nodes).find((node) => node.check === 'refuted')!;
    expect(refuted).toBeDefined();
    const copy = await late.play.sandbox(meta, held, refuted).then(() => 'accepted', (error) => error.error.code);
    expect(copy).toBe('does-not-follow');
    expect((await late.library.list()).length).toBe(1);
  });
});

describe('game files that are not what they claim', () => {
  it('answer with an error, never a throw: entries that are not links, deep nesting, odd versions', async () => {
    const { play, library } = player();
    const file = (links: unknown) => JSON.stringify({ format: 'dispaccio-archive', version: 1, links });
    expect(await play.importArchive(file([1, 2]))).toEqual({ ok: false, error: { code: 'malformed' } });
    expect(await play.importArchive(file([{ link: 'x' }]))).toEqual({ ok: false, error: { code: 'malformed' } });
    expect(await play.importArchive(file([null]))).toEqual({ ok: false, error: { code: 'malformed' } });
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    const nested = await play.importArchive(`{"format":"dispaccio-archive","version":1,"links":${deep}}`);
    expect(nested.ok).toBe(false);
    expect(await play.importArchive(JSON.stringify({ format: 'dispaccio-archive', version: 2, links: ['x'] }))).toEqual({ ok: false, error: { code: 'newer-version' } });
    expect(await play.importArchive('null')).toEqual({ ok: false, error: { code: 'not-a-link' } });
    expect(await library.list()).toEqual([]);
  });
});
