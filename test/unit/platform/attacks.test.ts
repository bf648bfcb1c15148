/**
 * The adversarial suite of play by link: a hostile player holding every link
 * and the project's source crafts links with the project's own codec. Each
 * attack is run against a victim's library; it must be refused (or leave the
 * real game current) and no library entry may be lost. The attacks are counted.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { currentNode } from '../../../src/platform/library/merge';
import { encodeEnvelope, decodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload, unsignedTurnPayload, writeTurnPayload, type PlayMode, type TurnPayload } from '../../../src/platform/codec/turn-link';
import { readOrdersPayload, writeOrdersPayload } from '../../../src/platform/codec/orders-payload';
import { makeRefereeKeys, signGameLink, type RefereeKeys } from '../../../src/platform/referee-keys';
import { exportPublicKey } from '../../../src/platform/sealing';
import { generateSeatKeys, ordersMessage, signBox, splitSigned } from '../../../src/platform/seat-keys';
import { fromBase64Url, toBase64Url } from '../../../src/platform/codec/base64url';
import { guessGame, guessMeta } from '../../fixtures/guess-game';
import { entries, player, twoSeatGame, type Player } from '../../fixtures/link-attack';

const meta = guessMeta;

const setUp = twoSeatGame;

const tally = { tried: 0, refused: 0 };

/** Runs one attack on a victim: it must be refused with `code`, and every library entry must still be there. */
async function attack(victim: Player, link: string, code: string) {
  tally.tried++;
  const before = await entries(victim);
  const result = await victim.play.open(link);
  const after = await entries(victim);
  expect([...before].filter((entry) => !after.has(entry))).toEqual([]);
  expect(result.ok ? 'accepted' : result.error.code).toBe(code);
  if (!result.ok) tally.refused++;
}

/** Counts an attack whose link is accepted but must not take the game over (the real state stays current). */
async function harmless(victim: Player, link: string, uid: string, expectCurrent: () => string) {
  tally.tried++;
  const before = await entries(victim);
  await victim.play.open(link);
  const after = await entries(victim);
  expect([...before].filter((entry) => !after.has(entry))).toEqual([]);
  const game = (await victim.library.get(uid))!;
  expect(currentNode(game)?.hash).toBe(expectCurrent());
  tally.refused++;
}

function turnOf(link: string): TurnPayload {
  const decoded = decodeEnvelope(link);
  if (!decoded.ok) throw new Error(decoded.error.code);
  return readTurnPayload(decoded.envelope.payload);
}

const relink = (turn: TurnPayload) => encodeEnvelope('game', meta.linkId, writeTurnPayload(turn));

/** Plays one round in `mode` with every link shared with everyone, as the group chat would. */
async function playRound(mode: PlayMode, red: number, blue: number) {
  const setup = await setUp(mode);
  const redOrders = await setup.red.play.submit(meta, setup.uid, setup.hash, 'red', red);
  const blueOrders = await setup.blue.play.submit(meta, setup.uid, setup.hash, 'blue', blue);
  const everyone = [setup.creator, setup.red, setup.blue];
  for (const who of everyone) for (const link of [redOrders.ordersLink!, blueOrders.ordersLink!]) await who.play.open(link);
  if (mode === 'sealed') {
    const codes = [await setup.red.play.revealCode(meta, setup.uid, setup.hash, 'red'), await setup.blue.play.revealCode(meta, setup.uid, setup.hash, 'blue')];
    for (const who of everyone) for (const code of codes) await who.play.open(code);
  }
  const resolved = await setup.red.play.resolve(meta, setup.uid, setup.hash);
  const next = setup.red.play.gameLink(meta, resolved.game, resolved.node);
  return { ...setup, next, nextHash: resolved.node.hash, redOrders: redOrders.ordersLink!, blueOrders: blueOrders.ordersLink! };
}

/** A forged next state: the same phase as the real one, but red has all the points. */
function forgedState(real: Uint8Array): Uint8Array {
  const state = guessGame.decodeState(real);
  return guessGame.encodeState({ ...state, scores: [2, 0] });
}

describe('hash chain: a forged copy of a link never freezes a game', () => {
  it('a copy of the real next link with another parent, delivered first, leaves the real one to be current', async () => {
    const { blue, uid, hash, next, nextHash } = await playRound('open', 3, 2);
    const copy = relink({ ...turnOf(next), parentHash: 'ffeeddccbbaa' });
    await harmless(blue, copy, uid, () => hash);
    const real = await blue.play.open(next);
    expect(real).toMatchObject({ ok: true, outcome: 'advanced' });
    expect(currentNode((await blue.library.get(uid))!)?.hash).toBe(nextHash);
    // The phase that was played refuses more orders: it is resolved.
    const late = await blue.play.submit(meta, uid, turnOf(next).parentHash!, 'blue', 1).then(() => 'accepted', (error) => error.error.code);
    expect(late).toBe('wrong-phase');
  });

  it('a copy of the real link claiming other orders is another state: kept unchecked, and the real one, verified, wins', async () => {
    const { creator, uid, next, nextHash } = await playRound('open', 3, 2);
    const turn = turnOf(next);
    await creator.play.open(relink({ ...turn, made: { ...turn.made!, digests: turn.made!.digests.map(() => '000000000000') } }));
    await harmless(creator, next, uid, () => nextHash);
  });
});

describe('next phases that prove themselves (open and sealed)', () => {
  for (const mode of ['open', 'sealed'] as const) {
    it(`${mode}: a forged next phase is refused by a browser holding the orders`, async () => {
      const { creator, next } = await playRound(mode, 3, 2);
      const turn = turnOf(next);
      await attack(creator, relink({ ...turn, state: forgedState(turn.state) }), 'does-not-follow');
    });

    it(`${mode}: a next phase claiming that one seat was in civil disorder does not win over the real one`, async () => {
      const { creator, uid, next, nextHash } = await playRound(mode, 3, 2);
      const turn = turnOf(next);
      // Its digest names boxes this browser does not hold: it cannot be checked, so it is kept but ranks below the verified one.
      await creator.play.open(relink({ ...turn, made: { seats: 1, digests: [turn.made!.digests[0]] } }));
      await harmless(creator, next, uid, () => nextHash);
    });
  }

  it('a forged next phase that arrives before the orders is refuted when they arrive; the real one wins', async () => {
    const { creator, blue, red, uid, hash } = await setUp('open');
    const redOrders = await red.play.submit(meta, uid, hash, 'red', 3);
    const blueOrders = await blue.play.submit(meta, uid, hash, 'blue', 2);
    await red.play.open(blueOrders.ordersLink!);
    const resolved = await red.play.resolve(meta, uid, hash);
    const next = red.play.gameLink(meta, resolved.game, resolved.node);
    const turn = turnOf(next);
    const forged = relink({ ...turn, state: forgedState(turn.state) });
    // The victim has no orders yet: it cannot tell, and keeps both; once the orders arrive the forged one is refuted.
    expect(await creator.play.open(forged)).toMatchObject({ ok: true });
    await creator.play.open(next);
    await creator.play.open(redOrders.ordersLink!);
    await harmless(creator, blueOrders.ordersLink!, uid, () => resolved.node.hash);
    const game = (await creator.library.get(uid))!;
    const checks = Object.values(game.nodes).filter((node) => node.ply === 1).map((node) => [node.hash === resolved.node.hash, node.check]);
    expect(checks.sort()).toEqual([[false, 'refuted'], [true, 'verified']]);
  });

  it('a game link carrying the one box that made it proves itself; a swapped carried box is refused', async () => {
    const { creator, red, uid, hash } = await setUp('open');
    await red.play.submit(meta, uid, hash, 'red', 2);
    const resolved = await red.play.resolve(meta, uid, hash, { proceedWithout: true });
    const next = red.play.gameLink(meta, resolved.game, resolved.node);
    const turn = turnOf(next);
    expect(turn.made?.carried).toBeDefined();
    const swapped = new Uint8Array(turn.made!.carried!);
    swapped[1] ^= 0x40;
    await attack(creator, relink({ ...turn, made: { ...turn.made!, carried: swapped } }), 'does-not-follow');
    await attack(creator, relink({ ...turn, state: forgedState(turn.state) }), 'does-not-follow');
    const opened = await creator.play.open(next);
    expect(opened).toMatchObject({ ok: true, outcome: 'advanced', node: { check: 'verified' } });
    expect((await creator.library.get(uid))!.orders[hash].red).toBe(toBase64Url(turn.made!.carried!));
  });

  it('a next phase naming a seat that did not have to act is refused', async () => {
    const { creator, next } = await playRound('open', 3, 2);
    const turn = turnOf(next);
    await attack(creator, relink({ ...turn, made: { ...turn.made!, seats: 5 } }), 'does-not-follow');
  });
});

describe('sealed boxes leak nothing by their size', () => {
  for (const mode of ['sealed', 'referee'] as const) {
    it(`${mode}: every box of a game has one length, whatever the orders`, async () => {
      const { red, blue, uid, hash } = await setUp(mode);
      const lengths = new Set<number>();
      for (const [who, seat, pick] of [[red, 'red', 1], [blue, 'blue', 3]] as const) {
        const { ordersLink } = await who.play.submit(meta, uid, hash, seat, pick);
        lengths.add(ordersLink!.length);
      }
      expect(lengths.size).toBe(1);
    });

    it(`${mode}: a box of another length is refused at once`, async () => {
      const { creator, red, uid, hash } = await setUp(mode);
      const { ordersLink } = await red.play.submit(meta, uid, hash, 'red', 2);
      const decoded = decodeEnvelope(ordersLink!);
      if (!decoded.ok) throw new Error('bad link');
      // Re-signed by the forger, so only the length is wrong.
      const orders = readOrdersPayload(decoded.envelope.payload);
      const box = splitSigned(orders.body)!.box;
      for (const other of [new Uint8Array([...box, 0]), box.slice(0, -1)]) {
        const body = await signBox(await generateSeatKeys(), ordersMessage(uid, hash, 0, other), other);
        await attack(creator, encodeEnvelope('orders', meta.linkId, writeOrdersPayload({ ...orders, body })), 'tampered');
      }
    });
  }
});

/** Orders for a seat signed by a key the forger made: the forger has every link and the source, not the seat's key. */
async function forgeOrders(uid: string, phaseHash: string, powerIndex: number, box: Uint8Array): Promise<string> {
  const body = await signBox(await generateSeatKeys(), ordersMessage(uid, phaseHash, powerIndex, box), box);
  return encodeEnvelope('orders', meta.linkId, writeOrdersPayload({ phaseHash, powerIndex, body }));
}

/** The box of an orders link, without its signature. */
function boxOf(ordersLink: string): Uint8Array {
  const decoded = decodeEnvelope(ordersLink);
  if (!decoded.ok) throw new Error('bad link');
  return splitSigned(readOrdersPayload(decoded.envelope.payload).body)!.box;
}

describe('seats bound to keys', () => {
  for (const mode of ['open', 'sealed'] as const) {
    it(`${mode}: once a seat's key is registered, orders signed by any other key are refused, in every browser`, async () => {
      const { creator, blue, uid, next } = await playRound(mode, 3, 2);
      for (const who of [creator, blue]) await who.play.open(next);
      const phase = turnOf(next);
      const nextHash = currentNode((await blue.library.get(uid))!)!.hash;
      expect(Object.keys(phase.seatKeys ?? {}).sort()).toEqual(['0', '1']);
      // The impostor takes a real box of red's from the last phase and signs it again under its own key.
      const realRed = (await creator.library.get(uid))!.orders[phase.parentHash!].red;
      const box = splitSigned(fromBase64Url(realRed)!)!.box;
      await attack(blue, await forgeOrders(uid, nextHash, 0, box), 'wrong-key');
      await attack(creator, await forgeOrders(uid, nextHash, 0, box), 'wrong-key');
    });
  }

  it('a browser whose key is not the seat\'s is told plainly that the seat is taken', async () => {
    const { uid, next } = await playRound('open', 3, 2);
    const impostor = player();
    await impostor.play.open(next);
    await impostor.play.setMyPowers(uid, ['red']);
    const hash = currentNode((await impostor.library.get(uid))!)!.hash;
    tally.tried++;
    const refused = await impostor.play.submit(meta, uid, hash, 'red', 1).then(() => 'accepted', (error) => `${error.error.code}:${error.error.seats}`);
    expect(refused).toBe('seat-claimed:red');
    tally.refused++;
  });

  it('open: a later forged orders link no longer replaces the real one (first use holds the seat in each browser)', async () => {
    const { creator, red, uid, hash } = await setUp('open');
    const real = await red.play.submit(meta, uid, hash, 'red', 3);
    await creator.play.open(real.ordersLink!);
    await attack(creator, await forgeOrders(uid, hash, 0, boxOf(real.ordersLink!).slice()), 'wrong-key');
  });

  it('sealed: an impostor\'s box never displaces the real player\'s in the real player\'s own browser, even before the player sends', async () => {
    const { red, uid, hash } = await setUp('sealed');
    const mine = await red.play.submit(meta, uid, hash, 'red', 3);
    await attack(red, await forgeOrders(uid, hash, 0, boxOf(mine.ordersLink!)), 'wrong-key');
  });

  it('sealed: swapping orders after the reveal, under the revealed secret, is refused once the seat is registered', async () => {
    const { creator, red, blue, uid, next } = await playRound('sealed', 3, 2);
    for (const who of [creator, blue]) await who.play.open(next);
    const hash = currentNode((await red.library.get(uid))!)!.hash;
    const real = await red.play.submit(meta, uid, hash, 'red', 1);
    // The forger seals its own orders (a fresh box of the right size) and signs with its own key: the seat's registered key is missing.
    const forgedBox = boxOf((await blue.play.submit(meta, uid, hash, 'blue', 2)).ordersLink!);
    await attack(creator, await forgeOrders(uid, hash, 0, forgedBox), 'wrong-key');
    await attack(creator, await forgeOrders(uid, hash, 0, boxOf(real.ordersLink!)), 'wrong-key');
  });

  it('a next phase that registers another key for a seat does not follow', async () => {
    const { creator, next } = await playRound('open', 3, 2);
    const turn = turnOf(next);
    await attack(creator, relink({ ...turn, seatKeys: { ...turn.seatKeys!, 0: 'abcdefabcdef' } }), 'does-not-follow');
    await attack(creator, relink({ ...turn, seatKeys: { 1: turn.seatKeys![1] } }), 'does-not-follow');
  });
});

describe('seat invitations: the seat is bound from the very first phase', () => {
  async function invited(mode: PlayMode) {
    const creator = player();
    const { game, node, invitations } = await creator.play.create(meta, 'two', {}, { mode, invitations: true });
    const link = creator.play.gameLink(meta, game, node);
    const red = player();
    const blue = player();
    expect(await red.play.open(invitations!.red)).toMatchObject({ ok: true, kind: 'invite', power: 'red' });
    expect(await blue.play.open(invitations!.blue)).toMatchObject({ ok: true, kind: 'invite', power: 'blue' });
    await creator.play.open(link);
    return { creator, red, blue, uid: game.uid, hash: node.hash, link, invitations: invitations! };
  }

  for (const mode of ['open', 'sealed'] as const) {
    it(`${mode}: the invited player plays its seat; an impostor from the game link cannot, even first`, async () => {
      const { creator, red, uid, hash, link } = await invited(mode);
      expect((await red.library.get(uid))!.myPowers).toEqual(['red']);
      const impostor = player();
      await impostor.play.open(link);
      await impostor.play.setMyPowers(uid, ['red']);
      tally.tried++;
      expect(await impostor.play.submit(meta, uid, hash, 'red', 3).then(() => 'accepted', (error) => error.error.code)).toBe('seat-claimed');
      tally.refused++;
      const mine = await red.play.submit(meta, uid, hash, 'red', 2);
      // A box signed by any other key, sent before the real one, is refused everywhere.
      await attack(creator, await forgeOrders(uid, hash, 0, boxOf(mine.ordersLink!)), 'wrong-key');
      expect(await creator.play.open(mine.ordersLink!)).toMatchObject({ ok: true, kind: 'orders' });
    });
  }

  it('open: a phase played by invited seats resolves, and its next game link proves itself with the same seat keys', async () => {
    const { creator, red, blue, uid, hash } = await invited('open');
    const redOrders = await red.play.submit(meta, uid, hash, 'red', 3);
    const blueOrders = await blue.play.submit(meta, uid, hash, 'blue', 2);
    for (const link of [redOrders.ordersLink!, blueOrders.ordersLink!]) await creator.play.open(link);
    await red.play.open(blueOrders.ordersLink!);
    const next = await red.play.resolve(meta, uid, hash);
    expect(next.node.seatKeys).toEqual((await red.library.get(uid))!.nodes[hash].seatKeys);
    expect(await creator.play.open(red.play.gameLink(meta, next.game, next.node))).toMatchObject({ ok: true, outcome: 'advanced', node: { check: 'verified' } });
  });

  it('a forged invitation never replaces the key a player holds for its seat, and the player keeps playing', async () => {
    const { creator, red, uid, hash, link } = await invited('open');
    // The forger re-makes the first phase with its own key registered for red, and an invitation with that key.
    const forgerKeys = await generateSeatKeys(true);
    const { exportInvitationKey, exportSeatKey, seatFingerprint } = await import('../../../src/platform/seat-keys');
    const first = turnOf(link);
    const forgedFirst = { ...first, seatKeys: { ...first.seatKeys, 0: await seatFingerprint(await exportSeatKey(forgerKeys.publicKey)) } };
    const payload = new Uint8Array([0, ...(await exportInvitationKey(forgerKeys)), ...writeTurnPayload(forgedFirst)]);
    await attack(red, encodeEnvelope('invite', meta.linkId, payload), 'seat-key-held');
    // Red's own orders still carry the registered key and are taken by the others.
    const mine = await red.play.submit(meta, uid, hash, 'red', 2);
    expect(await creator.play.open(mine.ordersLink!)).toMatchObject({ ok: true, kind: 'orders' });
  });

  it('a forged first phase opened before the invitation gives way to the invitation\'s real game', async () => {
    const creator = player();
    const { game, node, invitations } = await creator.play.create(meta, 'two', {}, { mode: 'open', invitations: true });
    const first = turnOf(creator.play.gameLink(meta, game, node));
    const victim = player();
    expect(await victim.play.open(relink({ ...first, state: forgedState(first.state) }))).toMatchObject({ ok: true, outcome: 'new-game' });
    tally.tried++;
    expect(await victim.play.open(invitations!.red)).toMatchObject({ ok: true, kind: 'invite', power: 'red' });
    const held = (await victim.library.get(game.uid))!;
    expect(currentNode(held)?.hash).toBe(node.hash);
    expect(Object.keys(held.nodes)).toEqual([node.hash]);
    tally.refused++;
  });

  it('a referee link naming the forger\'s key, opened first, gives way to the invitation; the real referee\'s links then open', async () => {
    const creator = player();
    const { game, node, invitations } = await creator.play.create(meta, 'two', {}, { mode: 'referee', invitations: true });
    const first = turnOf(creator.play.gameLink(meta, game, node));
    const forger = await makeRefereeKeys();
    const forgedSession = { ...first.session, refereeKey: await exportPublicKey(forger.publicKey) };
    const victim = player();
    expect(await victim.play.open(await signedBy(forger, { ...first, session: forgedSession, state: forgedState(first.state) }))).toMatchObject({ ok: true });
    tally.tried++;
    expect(await victim.play.open(invitations!.blue)).toMatchObject({ ok: true, kind: 'invite', power: 'blue' });
    expect(currentNode((await victim.library.get(game.uid))!)?.hash).toBe(node.hash);
    // The real referee resolves the phase; its signed link opens and advances the game.
    const red = player();
    await red.play.open(invitations!.red);
    for (const [who, seat, pick] of [[red, 'red', 3], [victim, 'blue', 2]] as const) await creator.play.open((await who.play.submit(meta, game.uid, node.hash, seat, pick)).ordersLink!);
    const next = await creator.play.resolve(meta, game.uid, node.hash);
    expect(await victim.play.open(creator.play.gameLink(meta, next.game, next.node))).toMatchObject({ ok: true, outcome: 'advanced' });
    tally.refused++;
  });

  it('a browser that played in its copy of a game keeps it: an invitation never silently drops what it did', async () => {
    const creator = player();
    const { game, node, invitations } = await creator.play.create(meta, 'two', {}, { mode: 'open', invitations: true });
    const first = turnOf(creator.play.gameLink(meta, game, node));
    const victim = player();
    await victim.play.open(relink({ ...first, state: forgedState(first.state) }));
    await victim.play.setMyPowers(game.uid, ['blue']);
    await victim.play.open(invitations!.red);
    const held = (await victim.library.get(game.uid))!;
    expect(Object.keys(held.nodes).length).toBe(2);
  });

  it('an invitation whose key is not the one the game registered is refused', async () => {
    const { invitations } = await invited('open');
    const decoded = decodeEnvelope(invitations.red);
    if (!decoded.ok) throw new Error('bad invitation');
    const swapped = decoded.envelope.payload.slice();
    swapped[0] = 1; // red's key offered for blue's seat
    await attack(player(), encodeEnvelope('invite', meta.linkId, swapped), 'wrong-key');
    const other = await generateSeatKeys(true);
    const { exportInvitationKey } = await import('../../../src/platform/seat-keys');
    swapped[0] = 0;
    swapped.set(await exportInvitationKey(other), 1);
    await attack(player(), encodeEnvelope('invite', meta.linkId, swapped), 'wrong-key');
  });
});

/** A referee game played one round: the referee (creator) resolves with both seats' orders; every player holds the first link. */
async function refereeRound() {
  const setup = await setUp('referee');
  const redOrders = await setup.red.play.submit(meta, setup.uid, setup.hash, 'red', 3);
  const blueOrders = await setup.blue.play.submit(meta, setup.uid, setup.hash, 'blue', 2);
  for (const link of [redOrders.ordersLink!, blueOrders.ordersLink!]) await setup.creator.play.open(link);
  const resolved = await setup.creator.play.resolve(meta, setup.uid, setup.hash);
  return { ...setup, next: setup.creator.play.gameLink(meta, resolved.game, resolved.node), nextHash: resolved.node.hash };
}

/** A game link re-made from a turn with the codec, signed by a key the forger holds (its own referee key). */
async function signedBy(keys: RefereeKeys, turn: TurnPayload): Promise<string> {
  const signed = { ...turn, session: { ...turn.session, signed: true as const } };
  return relink({ ...signed, refereeSignature: await signGameLink(keys.sign, unsignedTurnPayload(signed)) });
}

describe('referee mode: the referee signs every game link', () => {
  it('the referee\'s own next phase, correctly signed, is accepted by every player', async () => {
    const { red, blue, uid, next, nextHash } = await refereeRound();
    expect(turnOf(next).refereeSignature).toHaveLength(64);
    for (const who of [red, blue]) {
      expect(await who.play.open(next)).toMatchObject({ ok: true, outcome: 'advanced' });
      expect(currentNode((await who.library.get(uid))!)?.hash).toBe(nextHash);
    }
    // And by a browser that never saw the game (its first link names the referee).
    expect(await player().play.open(next)).toMatchObject({ ok: true, outcome: 'new-game' });
  });

  it('a forged next phase keeping the referee\'s signature of the real one is refused, by players and by newcomers', async () => {
    const { blue, next } = await refereeRound();
    const turn = turnOf(next);
    const forged = relink({ ...turn, state: forgedState(turn.state) });
    await attack(blue, forged, 'referee-signature');
    await attack(player(), forged, 'referee-signature');
  });

  it('a forged next phase signed by the forger\'s own key is refused, whether the link names the real referee or the forger', async () => {
    const { blue, next } = await refereeRound();
    const turn = turnOf(next);
    const forger = await makeRefereeKeys();
    const forgedState_ = forgedState(turn.state);
    await attack(blue, await signedBy(forger, { ...turn, state: forgedState_ }), 'referee-signature');
    // Naming its own key as the referee's: another session, checked against the key of the game this browser holds.
    const ownSession = { ...turn.session, refereeKey: await exportPublicKey(forger.publicKey) };
    await attack(blue, await signedBy(forger, { ...turn, session: ownSession, state: forgedState_ }), 'referee-signature');
  });

  it('an unsigned referee link (no signature, as links were made before) is refused, and so is one turned into an open game', async () => {
    const { blue, next } = await refereeRound();
    const turn = turnOf(next);
    const { refereeSignature: _, ...bare } = turn;
    const { signed: __, ...oldSession } = turn.session;
    await attack(blue, relink({ ...bare, session: oldSession, state: forgedState(turn.state) }), 'referee-signature');
    await attack(player(), relink({ ...bare, session: oldSession }), 'referee-signature');
    await attack(blue, relink({ ...bare, session: { mode: 'open' }, state: forgedState(turn.state) }), 'referee-signature');
  });

  it('a forged first link of a referee game, or a signature from another phase, is refused', async () => {
    const { link, next } = await refereeRound();
    const first = turnOf(link);
    await attack(player(), relink({ ...first, state: forgedState(first.state) }), 'referee-signature');
    await attack(player(), relink({ ...turnOf(next), refereeSignature: first.refereeSignature }), 'referee-signature');
  });

  it('a game file holding a forged referee phase is refused whole', async () => {
    const { creator, blue, uid, next } = await refereeRound();
    const game = (await creator.library.get(uid))!;
    const file = JSON.parse(creator.play.exportArchive(meta, game));
    const turn = turnOf(next);
    file.links[file.links.length - 1] = relink({ ...turn, state: forgedState(turn.state) });
    tally.tried++;
    const before = await entries(blue);
    const imported = await blue.play.importArchive(JSON.stringify(file));
    expect(imported.ok ? 'accepted' : imported.error.code).toBe('referee-signature');
    const after = await entries(blue);
    expect([...before].filter((entry) => !after.has(entry))).toEqual([]);
    if (!imported.ok) tally.refused++;
  });
});

describe('a game\'s identity cannot be changed by a link', () => {
  it('a renamed copy of the real next link, delivered first, is refused, and the real link then advances the game', async () => {
    const { blue, uid, next, nextHash } = await playRound('open', 3, 2);
    const turn = turnOf(next);
    await attack(blue, relink({ ...turn, session: { ...turn.session, names: ['Mallory', 'Bruno'] } }), 'other-session');
    await attack(blue, relink({ ...turn, session: { mode: 'sealed' } }), 'other-session');
    expect(await blue.play.open(next)).toMatchObject({ ok: true, outcome: 'advanced' });
    expect(currentNode((await blue.library.get(uid))!)?.hash).toBe(nextHash);
  });
});

describe('a newcomer\'s first link', () => {
  it('a forged next phase opened first stops being current once the orders refute it, and the real next phase takes over', async () => {
    const { uid, link, next, nextHash, redOrders, blueOrders } = await playRound('open', 3, 2);
    const turn = turnOf(next);
    const forged = relink({ ...turn, state: forgedState(turn.state) });
    const newcomer = player();
    expect(await newcomer.play.open(forged)).toMatchObject({ ok: true, outcome: 'new-game' });
    await newcomer.play.open(link);
    for (const orders of [redOrders, blueOrders]) await newcomer.play.open(orders);
    const held = (await newcomer.library.get(uid))!;
    const forgedHash = Object.values(held.nodes).find((node) => node.ply === 1)!.hash;
    expect(held.nodes[forgedHash].check).toBe('refuted');
    tally.tried++;
    expect(currentNode(held)?.hash).toBe(turn.parentHash);
    expect(await newcomer.play.open(next)).toMatchObject({ ok: true });
    expect(currentNode((await newcomer.library.get(uid))!)?.hash).toBe(nextHash);
    tally.refused++;
  });
});

describe('an older link never moves the current phase back', () => {
  it('opening the first link after a later one keeps the later one current, and the old phase takes no orders', async () => {
    const { uid, link, next, nextHash } = await playRound('open', 3, 2);
    const joiner = player();
    await joiner.play.open(next);
    await joiner.play.setMyPowers(uid, ['blue']);
    await harmless(joiner, link, uid, () => nextHash);
    const opened = await joiner.play.open(link);
    expect(opened).toMatchObject({ ok: true, outcome: 'known' });
    const old = turnOf(next).parentHash!;
    const late = await joiner.play.submit(meta, uid, old, 'blue', 1).then(() => 'accepted', (error) => error.error.code);
    expect(late).toBe('wrong-phase');
  });
});

afterAll(() => {
  // Every attack tried was refused or kept from taking the game over.
  expect(tally.refused).toBe(tally.tried);
  console.log(`attacks: ${tally.tried} tried, ${tally.refused} refused`);
});
