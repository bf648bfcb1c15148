/**
 * A seat whose device is lost gets a new key by a majority of the seats still in the game: the new
 * device asks, the others vote with their seats' keys, the next state registers the new key and
 * carries the votes, and every browser checks them. The attacks first: a state that changes a key
 * without enough valid votes is refused everywhere, one opponent can never take a seat of a two-seat
 * game, a forged or replayed vote counts for nothing, and the old key's orders no longer count.
 */
import { describe, expect, it } from 'vitest';
import { Play } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { MemoryKeyStore } from '../../../src/platform/keys';
import { currentNode } from '../../../src/platform/library/merge';
import { decodeEnvelope, encodeEnvelope } from '../../../src/platform/codec/envelope';
import { readOrdersPayload, writeOrdersPayload } from '../../../src/platform/codec/orders-payload';
import { readTurnPayload, stateHash, writeTurnPayload } from '../../../src/platform/codec/turn-link';
import { exportSeatKey, generateSeatKeys, seatFingerprint } from '../../../src/platform/seat-keys';
import { rekeyVoteMessage, rekeyVotesNeeded } from '../../../src/platform/seat-rekey';
import { guessCatalog, guessMeta } from '../../fixtures/guess-game';

const meta = guessMeta;
type Browser = { library: MemoryLibrary; play: Play };

const browser = (): Browser => {
  const library = new MemoryLibrary();
  return { library, play: new Play(library, guessCatalog, new MemoryKeyStore()) };
};

const payloadOf = (link: string) => {
  const decoded = decodeEnvelope(link);
  if (!decoded.ok) throw new Error('not a link');
  return decoded.envelope.payload;
};
const codeOf = (result: Awaited<ReturnType<Play['open']>>) => (result.ok ? 'accepted' : result.error.code);

/** A first-use game of `players` seats where every seat has played one round, so every key is registered. */
async function startedGame(variant: 'two' | 'three') {
  const creator = browser();
  const { game, node } = await creator.play.create(meta, variant, {}, { mode: 'open' });
  const seats = variant === 'three' ? ['red', 'blue', 'green'] : ['red', 'blue'];
  const browsers: Record<string, Browser> = {};
  for (const seat of seats) {
    browsers[seat] = browser();
    await browsers[seat].play.open(creator.play.gameLink(meta, game, node));
    await browsers[seat].play.setMyPowers(game.uid, [seat]);
  }
  const hash = await playRound(browsers, game.uid, node.hash, seats);
  return { uid: game.uid, hash, browsers, seats };
}

/** Every listed seat sends its pick, everyone receives every box, the first resolves and sends the game link to all. */
async function playRound(browsers: Record<string, Browser>, uid: string, hash: string, seats: string[], extra: Browser[] = []): Promise<string> {
  const links: string[] = [];
  for (const [i, seat] of seats.entries()) links.push((await browsers[seat].play.submit(meta, uid, hash, seat, (i % 3) + 1)).ordersLink!);
  const everyone = [...Object.values(browsers), ...extra];
  for (const other of everyone) for (const link of links) await other.play.open(link);
  const resolver = browsers[seats[0]];
  const next = await resolver.play.resolve(meta, uid, hash, { proceedWithout: true });
  const link = resolver.play.gameLink(meta, next.game, next.node);
  for (const other of everyone) if (other !== resolver) expect(codeOf(await other.play.open(link))).toBe('accepted');
  return next.node.hash;
}

async function voteBy(pair: CryptoKeyPair, voter: number, uid: string, target: number, oldFingerprint: string, newKey: Uint8Array) {
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, rekeyVoteMessage(uid, target, oldFingerprint, await seatFingerprint(newKey)) as Uint8Array<ArrayBuffer>));
  return { voter, voterKey: await exportSeatKey(pair.publicKey), signature };
}

describe('re-keying a lost seat by a majority of the seats', () => {
  it('needs more than half of the seats still in the game, and never fewer than two votes', () => {
    expect([2, 3, 4, 5, 6, 7].map(rekeyVotesNeeded)).toEqual([2, 2, 3, 3, 4, 4]);
  });

  it('three seats: the two others vote, the next state registers the new key, the new device plays the seat and the old key no longer counts', async () => {
    const { uid, hash, browsers } = await startedGame('three');
    const { red, blue, green } = browsers;
    const oldRed = currentNode((await red.library.get(uid))!)!.seatKeys![0];

    // Red's phone is lost; a new browser opens the game from the chat and asks for the seat.
    const phone = browser();
    await phone.play.open(blue.play.gameLink(meta, (await blue.library.get(uid))!, currentNode((await blue.library.get(uid))!)!));
    const status = await phone.play.rekeyStatus(meta, (await phone.library.get(uid))!, currentNode((await phone.library.get(uid))!)!);
    expect(status).toMatchObject({ askable: ['red', 'blue', 'green'], needed: 2, possible: true });
    const asked = await phone.play.requestRekey(meta, uid, 'red');
    for (const other of [blue, green]) expect(await other.play.open(asked.link)).toMatchObject({ ok: true, kind: 'rekey-request', power: 'red' });

    const request = (await blue.play.rekeyStatus(meta, (await blue.library.get(uid))!, currentNode((await blue.library.get(uid))!)!)).requests[0];
    expect(request).toMatchObject({ seat: 'red', voters: [], needed: 2, mayVote: true, asked: false });
    const blueVote = await blue.play.voteRekey(meta, uid, request.index, request.fingerprint);
    const greenVote = await green.play.voteRekey(meta, uid, request.index, request.fingerprint);
    expect([blueVote.links.length, greenVote.links.length]).toEqual([1, 1]);
    expect(await blue.play.open(greenVote.links[0])).toMatchObject({ ok: true, kind: 'rekey-vote', power: 'green' });

    // The round is played without red; blue resolves with both votes at hand.
    const next = await playRound({ blue, green }, uid, hash, ['blue', 'green'], [phone, red]);
    const blueGame = (await blue.library.get(uid))!;
    const node = blueGame.nodes[next];
    expect(node.seatKeys![0]).not.toBe(oldRed);
    expect((await blue.play.rekeyStatus(meta, blueGame, node)).recorded).toEqual({ seat: 'red', voters: ['blue', 'green'] });
    // Every browser took the state: the phone now plays red, and its orders are taken by the others.
    expect((await phone.library.get(uid))!.myPowers).toEqual(['red']);
    const fromPhone = await phone.play.submit(meta, uid, next, 'red', 3);
    expect(await green.play.open(fromPhone.ordersLink!)).toMatchObject({ ok: true, kind: 'orders', power: 'red' });
    // The old device, found again, cannot act for red any more.
    const old = await red.play.submit(meta, uid, next, 'red', 1).catch((error) => error.error.code);
    expect(old).toBe('seat-claimed');
  });

  it('a state that changes a seat key with one vote of three seats, or with none, is refused by every browser', async () => {
    const { uid, hash, browsers } = await startedGame('three');
    const { red, blue, green } = browsers;
    const start = (await blue.library.get(uid))!;
    const registered = start.nodes[hash].seatKeys!;
    // Blue wants red's seat: it asks from another browser of its own and votes for it alone.
    const thief = browser();
    await thief.play.open(blue.play.gameLink(meta, start, start.nodes[hash]));
    const asked = await thief.play.requestRekey(meta, uid, 'red');
    await blue.play.open(asked.link);
    const request = (await blue.play.rekeyStatus(meta, (await blue.library.get(uid))!, start.nodes[hash])).requests[0];
    await blue.play.voteRekey(meta, uid, request.index, request.fingerprint);

    // Blue resolves holding its lone vote: nobody is re-keyed.
    const real = await playRound({ blue, green }, uid, hash, ['blue', 'green'], [red]);
    expect((await red.library.get(uid))!.nodes[real].seatKeys).toEqual(registered);

    // So blue forges the state: the thief's key for red, with its one vote, or with no vote at all.
    const thiefKey = readOrdersPayload(payloadOf(asked.link)).body.subarray(1, 34);
    const blueKey = (await blue.play['context'].seatKeys.get(uid, 'blue'))!;
    const turn = readTurnPayload(payloadOf(blue.play.gameLink(meta, (await blue.library.get(uid))!, (await blue.library.get(uid))!.nodes[real])));
    turn.seatKeys = { ...turn.seatKeys, 0: await seatFingerprint(thiefKey) };
    const noVotes = encodeEnvelope('game', meta.linkId, writeTurnPayload(turn));
    turn.rekey = { target: 0, key: thiefKey, votes: [await voteBy(blueKey, 1, uid, 0, registered[0], thiefKey)] };
    const oneVote = encodeEnvelope('game', meta.linkId, writeTurnPayload(turn));
    expect(await stateHash(turn)).not.toBe(real);
    for (const link of [noVotes, oneVote]) {
      // Refused by a browser that holds the boxes (red, green) and by one that holds only the phase before.
      const fresh = browser();
      await fresh.play.open(blue.play.gameLink(meta, start, start.nodes[hash]));
      for (const other of [fresh, red, green]) expect(codeOf(await other.play.open(link))).toBe('seat-rekey');
    }
    expect(currentNode((await green.library.get(uid))!)!.hash).toBe(real);
  });

  it('a vote signed by a key that is not the voter seat\'s registered key counts for nothing', async () => {
    const { uid, hash, browsers } = await startedGame('three');
    const { blue, green } = browsers;
    const registered = (await blue.library.get(uid))!.nodes[hash].seatKeys!;
    const thief = await generateSeatKeys();
    const thiefKey = await exportSeatKey(thief.publicKey);
    const blueKey = (await blue.play['context'].seatKeys.get(uid, 'blue'))!;
    // Blue forges green's vote with a key of its own.
    const forgedGreen = await voteBy(thief, 2, uid, 0, registered[0], thiefKey);
    const real = await playRound({ blue, green }, uid, hash, ['blue', 'green']);
    const turn = readTurnPayload(payloadOf(blue.play.gameLink(meta, (await blue.library.get(uid))!, (await blue.library.get(uid))!.nodes[real])));
    turn.seatKeys = { ...turn.seatKeys, 0: await seatFingerprint(thiefKey) };
    turn.rekey = { target: 0, key: thiefKey, votes: [await voteBy(blueKey, 1, uid, 0, registered[0], thiefKey), forgedGreen] };
    expect(codeOf(await green.play.open(encodeEnvelope('game', meta.linkId, writeTurnPayload(turn))))).toBe('seat-rekey');
    // Blue's own vote counted twice is still one vote.
    turn.rekey = { ...turn.rekey, votes: [turn.rekey.votes[0], turn.rekey.votes[0]] };
    expect(codeOf(await green.play.open(encodeEnvelope('game', meta.linkId, writeTurnPayload(turn))))).toBe('seat-rekey');
    // Sent alone as a vote link, the forged vote is refused and nothing is kept.
    const voteLink = encodeEnvelope(
      'orders',
      meta.linkId,
      writeOrdersPayload({ phaseHash: real, powerIndex: 0x80, body: new Uint8Array([2, 2, ...thiefKey, ...forgedGreen.voterKey, ...forgedGreen.signature]) }),
    );
    expect(codeOf(await blue.play.open(voteLink))).toBe('wrong-key');
    expect((await blue.library.get(uid))!.rekeys ?? {}).toEqual({});
  });

  it('votes are bound to the key they replace: once the seat has a new key, the same votes cannot move it again', async () => {
    const { uid, hash, browsers } = await startedGame('three');
    const { blue, green } = browsers;
    const phone = browser();
    await phone.play.open(blue.play.gameLink(meta, (await blue.library.get(uid))!, currentNode((await blue.library.get(uid))!)!));
    const asked = await phone.play.requestRekey(meta, uid, 'red');
    for (const other of [blue, green]) await other.play.open(asked.link);
    const request = (await blue.play.rekeyStatus(meta, (await blue.library.get(uid))!, currentNode((await blue.library.get(uid))!)!)).requests[0];
    await blue.play.voteRekey(meta, uid, request.index, request.fingerprint);
    await blue.play.open((await green.play.voteRekey(meta, uid, request.index, request.fingerprint)).links[0]);
    const rekeyed = await playRound({ blue, green }, uid, hash, ['blue', 'green'], [phone]);
    const game = (await blue.library.get(uid))!;
    const votes = readTurnPayload(payloadOf(blue.play.gameLink(meta, game, game.nodes[rekeyed]))).rekey!;
    expect(votes.votes).toHaveLength(2);
    // The request is over everywhere once granted.
    expect((await blue.play.rekeyStatus(meta, game, game.nodes[rekeyed])).requests).toEqual([]);

    // A later state that carries the same votes again to hand the seat to the same key "once more" names
    // a key the seat no longer has: refused.
    const next = await playRound({ blue, green, red: phone }, uid, rekeyed, ['blue', 'green', 'red']);
    const turn = readTurnPayload(payloadOf(blue.play.gameLink(meta, (await blue.library.get(uid))!, (await blue.library.get(uid))!.nodes[next])));
    const thief = await generateSeatKeys();
    turn.seatKeys = { ...turn.seatKeys, 0: await seatFingerprint(await exportSeatKey(thief.publicKey)) };
    turn.rekey = { ...votes, key: await exportSeatKey(thief.publicKey) };
    expect(codeOf(await green.play.open(encodeEnvelope('game', meta.linkId, writeTurnPayload(turn))))).toBe('seat-rekey');
  });

  it('two seats: the opponent alone can never take a seat, and the page offers nothing to ask', async () => {
    const { uid, hash, browsers } = await startedGame('two');
    const { red, blue } = browsers;
    const game = (await blue.library.get(uid))!;
    expect(await blue.play.rekeyStatus(meta, game, game.nodes[hash])).toMatchObject({ possible: false, askable: [], needed: 2 });
    const registered = game.nodes[hash].seatKeys!;
    const thief = await generateSeatKeys();
    const thiefKey = await exportSeatKey(thief.publicKey);
    const blueKey = (await blue.play['context'].seatKeys.get(uid, 'blue'))!;
    const ordersLink = (await blue.play.submit(meta, uid, hash, 'blue', 2)).ordersLink!;
    await red.play.open(ordersLink);
    const alone = await blue.play.resolve(meta, uid, hash, { proceedWithout: true });
    const turn = readTurnPayload(payloadOf(blue.play.gameLink(meta, alone.game, alone.node)));
    turn.seatKeys = { ...turn.seatKeys, 0: await seatFingerprint(thiefKey) };
    turn.rekey = { target: 0, key: thiefKey, votes: [await voteBy(blueKey, 1, uid, 0, registered[0], thiefKey)] };
    expect(codeOf(await red.play.open(encodeEnvelope('game', meta.linkId, writeTurnPayload(turn))))).toBe('seat-rekey');
  });

  it('the votes travel with the state: a game file of a re-keyed game opens in a new browser', async () => {
    const { uid, hash, browsers } = await startedGame('three');
    const { blue, green } = browsers;
    const phone = browser();
    await phone.play.open(blue.play.gameLink(meta, (await blue.library.get(uid))!, currentNode((await blue.library.get(uid))!)!));
    const asked = await phone.play.requestRekey(meta, uid, 'red');
    // A request altered to another key (its possession signature no longer fits) is refused.
    const payload = readOrdersPayload(payloadOf(asked.link));
    payload.body = payload.body.slice();
    payload.body[5] ^= 1;
    expect(codeOf(await blue.play.open(encodeEnvelope('orders', meta.linkId, writeOrdersPayload(payload))))).not.toBe('accepted');
    for (const other of [blue, green]) await other.play.open(asked.link);
    const request = (await blue.play.rekeyStatus(meta, (await blue.library.get(uid))!, currentNode((await blue.library.get(uid))!)!)).requests[0];
    await blue.play.voteRekey(meta, uid, request.index, request.fingerprint);
    await blue.play.open((await green.play.voteRekey(meta, uid, request.index, request.fingerprint)).links[0]);
    await playRound({ blue, green }, uid, hash, ['blue', 'green']);
    const file = blue.play.exportArchive(meta, (await blue.library.get(uid))!);
    const reader = browser();
    expect(await reader.play.importArchive(file)).toMatchObject({ ok: true, total: 3 });
  });
});

describe('who counts for a re-key in Diplomacy', () => {
  it('a power with neither units nor centres is out: its seat neither votes nor counts', async () => {
    const { diplomacy } = await import('../../../src/games/diplomacy/engine/module');
    const start = diplomacy.initialState('standard', {}, new Uint8Array(16));
    expect(diplomacy.seatsInGame!(start)).toHaveLength(7);
    const owners = Object.fromEntries(Object.entries(start.position.owners).filter(([, owner]) => owner !== 'italy'));
    const withoutItaly = { ...start, position: { ...start.position, units: start.position.units.filter((unit) => unit.power !== 'italy'), owners } };
    expect(diplomacy.seatsInGame!(withoutItaly)).not.toContain('italy');
    expect(rekeyVotesNeeded(diplomacy.seatsInGame!(withoutItaly).length)).toBe(4);
    // Italy with one centre left is still in.
    const oneCentre = { ...withoutItaly, position: { ...withoutItaly.position, owners: { ...owners, rom: 'italy' } } };
    expect(diplomacy.seatsInGame!(oneCentre)).toContain('italy');
  });
});

describe('a re-key inside one person\'s run of steps', () => {
  it('travels as its own link before the rest of the run, and every state verifies when the links are opened in order', async () => {
    // One person plays blue and green (two votes of three seats); red's device is lost.
    const creator = browser();
    const { game, node } = await creator.play.create(meta, 'three', {}, { mode: 'open' });
    const red = browser();
    const both = browser();
    for (const [who, seats] of [[red, ['red']], [both, ['blue', 'green']]] as const) {
      await who.play.open(creator.play.gameLink(meta, game, node));
      await who.play.setMyPowers(game.uid, [...seats]);
    }
    const uid = game.uid;
    // Round 1 with all three seats registers every key.
    const redBox = (await red.play.submit(meta, uid, node.hash, 'red', 3)).ordersLink!;
    await both.play.open(redBox);
    await both.play.submit(meta, uid, node.hash, 'blue', 1);
    await both.play.submit(meta, uid, node.hash, 'green', 2);
    let at = (await both.play.resolve(meta, uid, node.hash)).node;
    const watcher = browser();
    await watcher.play.open(both.play.gameLink(meta, (await both.library.get(uid))!, at));
    const start = at.hash;

    // The phone asks; blue and green agree from the one browser.
    const phone = browser();
    await phone.play.open(both.play.gameLink(meta, (await both.library.get(uid))!, at));
    await both.play.open((await phone.play.requestRekey(meta, uid, 'red')).link);
    const request = (await both.play.rekeyStatus(meta, (await both.library.get(uid))!, at)).requests[0];
    expect((await both.play.voteRekey(meta, uid, request.index, request.fingerprint)).links).toHaveLength(2);

    // Three rounds in a row without red, resolved in that browser: the first registers the phone's key.
    const run: string[] = [];
    for (let round = 0; round < 3; round++) {
      await both.play.submit(meta, uid, at.hash, 'blue', 1);
      await both.play.submit(meta, uid, at.hash, 'green', 2);
      at = (await both.play.resolve(meta, uid, at.hash, { proceedWithout: true })).node;
      run.push(at.hash);
    }
    const held = (await both.library.get(uid))!;
    expect(held.nodes[run[0]].rekey).toBeDefined();
    const links = both.play.gameLinks(meta, held, held.nodes[run[2]]);
    // The re-keying state goes first, on its own: a chain carries boxes, not votes.
    expect(links.map((part) => part.hash)).toEqual([run[0], run[2]]);
    for (const part of links) expect(codeOf(await watcher.play.open(part.link))).toBe('accepted');
    const seen = (await watcher.library.get(uid))!;
    // Every state of the run is held, none refuted; the one in the chain is recomputed and verified
    // (the re-keying state's votes were checked on arrival; its two boxes and the last state's are not in any link).
    expect(run.map((hash) => seen.nodes[hash]?.check ?? 'unchecked')).toEqual(['unchecked', 'verified', 'unchecked']);
    expect(currentNode(seen)!.hash).toBe(run[2]);
    expect(seen.nodes[run[2]].seatKeys![0]).toBe(held.nodes[run[0]].seatKeys![0]);
    expect(seen.nodes[run[0]].seatKeys![0]).not.toBe(seen.nodes[start].seatKeys![0]);
  });
});
