/**
 * A seat survives a new or lost device: a seat that came by invitation can move to another browser
 * with one private link (its invitation key and the game as it stands now), the same key the game
 * registered, so every other browser takes its orders as before. A seat taken on first use has a key
 * that never leaves its browser: it cannot move, and says so.
 */
import { describe, expect, it } from 'vitest';
import { Play } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { MemoryKeyStore } from '../../../src/platform/keys';
import { currentNode } from '../../../src/platform/library/merge';
import { decodeEnvelope, encodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload } from '../../../src/platform/codec/turn-link';
import { guessCatalog, guessMeta } from '../../fixtures/guess-game';

const meta = guessMeta;

const player = () => {
  const library = new MemoryLibrary();
  return { library, play: new Play(library, guessCatalog, new MemoryKeyStore()) };
};

async function invitedGame() {
  const creator = player();
  const { game, node, invitations } = await creator.play.create(meta, 'two', {}, { mode: 'open', invitations: true });
  const red = player();
  const blue = player();
  expect(await red.play.open(invitations!.red)).toMatchObject({ ok: true, power: 'red' });
  expect(await blue.play.open(invitations!.blue)).toMatchObject({ ok: true, power: 'blue' });
  return { creator, red, blue, uid: game.uid, first: node.hash, invitations: invitations! };
}

/** One phase played by both seats, resolved by red, opened by blue. */
async function playPhase(red: ReturnType<typeof player>, blue: ReturnType<typeof player>, uid: string, hash: string, redMove = 3, blueMove = 2): Promise<string> {
  const redOrders = await red.play.submit(meta, uid, hash, 'red', redMove);
  const blueOrders = await blue.play.submit(meta, uid, hash, 'blue', blueMove);
  await red.play.open(blueOrders.ordersLink!);
  await blue.play.open(redOrders.ordersLink!);
  const next = await red.play.resolve(meta, uid, hash);
  expect(await blue.play.open(red.play.gameLink(meta, next.game, next.node))).toMatchObject({ ok: true });
  return next.node.hash;
}

describe('moving a seat to another device', () => {
  it('an invited seat moves with one private link: the new browser holds the game as it stands and its orders are taken by the others', async () => {
    const { red, blue, uid, first } = await invitedGame();
    const second = await playPhase(red, blue, uid, first);

    const link = await red.play.seatMoveLink(meta, uid, 'red');
    expect(link).toBeTruthy();
    // The link names the game as it stands now, not its first phase.
    const decoded = decodeEnvelope(link!);
    if (!decoded.ok) throw new Error('not a link');
    expect(decoded.envelope.kind).toBe('invite');
    expect(readTurnPayload(decoded.envelope.payload.subarray(97)).ply).toBe(1);

    const phone = player();
    expect(await phone.play.open(link!)).toMatchObject({ ok: true, kind: 'invite', power: 'red' });
    const held = (await phone.library.get(uid))!;
    expect(held.myPowers).toEqual(['red']);
    expect(currentNode(held)!.hash).toBe(second);
    // The new browser plays red; blue takes its orders, signed by the key the game registered.
    const fromPhone = await phone.play.submit(meta, uid, second, 'red', 1);
    expect(await blue.play.open(fromPhone.ordersLink!)).toMatchObject({ ok: true, kind: 'orders' });
    // And the phone can move the seat on again.
    expect(await phone.play.seatMoveLink(meta, uid, 'red')).toBeTruthy();
  });

  it('an impostor cannot make a move link for a seat it does not hold, and a seat taken on first use cannot move', async () => {
    const { red, blue, uid } = await invitedGame();
    // Blue's browser holds no key for red.
    expect(await blue.play.seatMoveLink(meta, uid, 'red')).toBeNull();
    expect(await red.play.seatMoveLink(meta, uid, 'red')).toBeTruthy();

    const creator = player();
    const { game, node } = await creator.play.create(meta, 'two', {}, { mode: 'open' });
    const link = creator.play.gameLink(meta, game, node);
    const firstUse = player();
    await firstUse.play.open(link);
    await firstUse.play.setMyPowers(game.uid, ['red']);
    await firstUse.play.submit(meta, game.uid, node.hash, 'red', 2);
    // Its key was made non-extractable in this browser: there is nothing to move.
    expect(await firstUse.play.seatMoveLink(meta, game.uid, 'red')).toBeNull();
  });

  it('a move link altered to name another seat is refused: the key is the one registered for its own seat only', async () => {
    const { red, blue, uid } = await invitedGame();
    const link = await red.play.seatMoveLink(meta, uid, 'red');
    const decoded = decodeEnvelope(link!);
    if (!decoded.ok) throw new Error('not a link');
    const payload = decoded.envelope.payload.slice();
    payload[0] = 1;
    const thief = player();
    const opened = await thief.play.open(encodeEnvelope('invite', meta.linkId, payload));
    expect(opened.ok ? 'accepted' : opened.error.code).toBe('wrong-key');
    expect(await thief.library.list()).toEqual([]);
    expect((await blue.library.get(uid))!.myPowers).toEqual(['blue']);
  });
});
