/**
 * A hostile player's links that the attack suite (attacks.test.ts) does not
 * try: each is crafted with the project's own code by someone holding every
 * link and the source, and must be refused, with no library entry lost.
 */
import { describe, expect, it } from 'vitest';
import { currentNode } from '../../../src/platform/library/merge';
import { decodeEnvelope, encodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload, writeTurnPayload, type PlayMode, type TurnPayload } from '../../../src/platform/codec/turn-link';
import { guessGame, guessMeta } from '../../fixtures/guess-game';
import { entries, player, twoSeatGame, type Player } from '../../fixtures/link-attack';

const meta = guessMeta;

/** An open game on first use (the creator's explicit choice): red and blue have the game link. */
const firstUseGame = () => twoSeatGame('open');

/** Opens a crafted link in a victim's browser: it must be refused with `code`, and every library entry must still be there. */
async function attack(victim: Player, link: string, code: string) {
  const before = await entries(victim);
  const result = await victim.play.open(link);
  const after = await entries(victim);
  expect([...before].filter((entry) => !after.has(entry))).toEqual([]);
  expect(result.ok ? 'accepted' : result.error.code).toBe(code);
}

function turnOf(link: string): TurnPayload {
  const decoded = decodeEnvelope(link);
  if (!decoded.ok) throw new Error(decoded.error.code);
  return readTurnPayload(decoded.envelope.payload);
}

/**
 * An impostor who claims red from the game link, orders for it under its own key and resolves alone
 * (blue in civil disorder), `rounds` times in a row: its last game link carries its own boxes for red,
 * the last one carried and the earlier ones in the link's chain.
 */
async function impostorRun(link: string, uid: string, rounds: number): Promise<string> {
  const impostor = player();
  await impostor.play.open(link);
  await impostor.play.setMyPowers(uid, ['red']);
  let at = currentNode((await impostor.library.get(uid))!)!;
  let game = (await impostor.library.get(uid))!;
  for (let round = 0; round < rounds; round++) {
    await impostor.play.submit(meta, uid, at.hash, 'red', 1);
    ({ game, node: at } = await impostor.play.resolve(meta, uid, at.hash, { proceedWithout: true }));
  }
  return impostor.play.gameLink(meta, game, at);
}

describe('first use: the first key a browser holds for a seat holds it against a game link carrying another key', () => {
  it('a game link carrying an impostor\'s box for a seat whose real orders this browser holds is refused', async () => {
    const { creator, red, uid, hash, link } = await firstUseGame();
    const real = await red.play.submit(meta, uid, hash, 'red', 3);
    await creator.play.open(real.ordersLink!);
    const forged = await impostorRun(link, uid, 1);
    expect(turnOf(forged).made?.carried).toBeDefined();
    await attack(creator, forged, 'wrong-key');
    expect(currentNode((await creator.library.get(uid))!)!.hash).toBe(hash);
  });

  it('the seat\'s own browser, which made its key and ordered with it, refuses the impostor\'s game link and keeps its seat', async () => {
    const { red, uid, hash, link } = await firstUseGame();
    await red.play.submit(meta, uid, hash, 'red', 3);
    await attack(red, await impostorRun(link, uid, 1), 'wrong-key');
    // Red's browser still plays red: its own resolution (without blue) goes through with its key.
    const resolved = await red.play.resolve(meta, uid, hash, { proceedWithout: true });
    expect(resolved.node.seatKeys?.[0]).toBeDefined();
  });

  it('a next phase registering an impostor\'s key for a seat whose real orders this browser holds is refused, even when it carries no box to check', async () => {
    const { creator, red, blue, uid, hash, link } = await firstUseGame();
    const real = await red.play.submit(meta, uid, hash, 'red', 3);
    await creator.play.open(real.ordersLink!);
    const blueOrders = await blue.play.submit(meta, uid, hash, 'blue', 2);
    // The impostor orders for red under its own key and resolves with blue's real orders: two seats acted, so no box travels.
    const impostor = player();
    await impostor.play.open(link);
    await impostor.play.setMyPowers(uid, ['red']);
    await impostor.play.submit(meta, uid, hash, 'red', 1);
    await impostor.play.open(blueOrders.ordersLink!);
    const resolved = await impostor.play.resolve(meta, uid, hash);
    const forged = impostor.play.gameLink(meta, resolved.game, resolved.node);
    expect(turnOf(forged).made).toMatchObject({ seats: 3 });
    expect(turnOf(forged).made?.carried).toBeUndefined();
    for (const victim of [creator, red]) {
      await attack(victim, forged, 'wrong-key');
      expect(currentNode((await victim.library.get(uid))!)!.hash).toBe(hash);
    }
  });

  it('the impostor\'s boxes inside a game link\'s chain are refused the same way', async () => {
    const { creator, red, uid, hash, link } = await firstUseGame();
    const real = await red.play.submit(meta, uid, hash, 'red', 3);
    await creator.play.open(real.ordersLink!);
    const forged = await impostorRun(link, uid, 3);
    expect(turnOf(forged).chain?.rootHash).toBe(hash);
    await attack(creator, forged, 'wrong-key');
    expect(Object.keys((await creator.library.get(uid))!.nodes)).toEqual([hash]);
  });
});

/** A game whose every seat came by invitation: red, blue and the creator hold the first phase. */
async function invitedGame(mode: PlayMode) {
  const creator = player();
  const red = player();
  const blue = player();
  const { game, node, invitations } = await creator.play.create(meta, 'two', {}, { mode, invitations: true });
  const link = creator.play.gameLink(meta, game, node);
  await red.play.open(invitations!.red);
  await blue.play.open(invitations!.blue);
  await creator.play.open(link);
  return { creator, red, blue, uid: game.uid, hash: node.hash, link };
}

/** The next phase of a game link's state (named `hash`) with nobody's orders applied: anyone holding the link can make it, no key needed. */
function withoutAnyOrders(link: string, hash: string): string {
  const turn = turnOf(link);
  const next = guessGame.apply(guessGame.decodeState(turn.state), new Map());
  const crafted: TurnPayload = { ...turn, ply: turn.ply + 1, parentHash: hash, made: { seats: 0, digests: [] }, state: guessGame.encodeState(next) };
  return encodeEnvelope('game', meta.linkId, writeTurnPayload(crafted));
}

describe('a next phase needs somebody\'s orders', () => {
  for (const mode of ['open', 'sealed'] as const) {
    it(`${mode}: a next phase with no seat's orders, crafted by someone who plays no seat, is refused; the real one then advances the game`, async () => {
      const { creator, red, blue, uid, hash, link } = await invitedGame(mode);
      const redOrders = await red.play.submit(meta, uid, hash, 'red', 3);
      const blueOrders = await blue.play.submit(meta, uid, hash, 'blue', 2);
      for (const orders of [redOrders.ordersLink!, blueOrders.ordersLink!]) await creator.play.open(orders);
      // Every seat's key is registered from the first phase; the crafted phase names no box, so none is checked.
      await attack(creator, withoutAnyOrders(link, hash), 'does-not-follow');
      expect(currentNode((await creator.library.get(uid))!)!.hash).toBe(hash);
      if (mode === 'sealed') for (const code of [await red.play.revealCode(meta, uid, hash, 'red'), await blue.play.revealCode(meta, uid, hash, 'blue')]) await creator.play.open(code);
      await red.play.open(blueOrders.ordersLink!);
      if (mode === 'sealed') await red.play.open(await blue.play.revealCode(meta, uid, hash, 'blue'));
      const real = await red.play.resolve(meta, uid, hash);
      expect(await creator.play.open(red.play.gameLink(meta, real.game, real.node))).toMatchObject({ ok: true, outcome: 'advanced', node: { check: 'verified' } });
    });
  }
});
