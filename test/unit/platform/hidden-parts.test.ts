/**
 * Hidden parts with a referee (GameModule.hidden): each seat's hand travels in
 * every game link sealed to that seat. The attacks come first: what a hostile
 * player holding every link can read or alter.
 */
import { describe, expect, it } from 'vitest';
import { Play } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { MemoryKeyStore } from '../../../src/platform/keys';
import { MemorySeatKeyStore } from '../../../src/platform/seat-keys';
import { currentNode } from '../../../src/platform/library/merge';
import { decodeEnvelope, encodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload, writeTurnPayload } from '../../../src/platform/codec/turn-link';
import { hiddenBaseKey, openParts, readSealedParts, sealParts } from '../../../src/platform/hidden-parts';
import { handCatalog, handGame, handMeta, type HandState } from '../../fixtures/hand-game';

const meta = handMeta;
const player = () => {
  const library = new MemoryLibrary();
  return { library, play: new Play(library, handCatalog, new MemoryKeyStore(), () => Date.now(), new MemorySeatKeyStore()) };
};
type Player = ReturnType<typeof player>;

async function viewOf(who: Player, uid: string): Promise<HandState> {
  const game = (await who.library.get(uid))!;
  return who.play.stateOf(handGame, currentNode(game));
}

/** The state a game link carries, as anyone holding the link decodes it. */
function linkState(link: string): HandState {
  const decoded = decodeEnvelope(link);
  if (!decoded.ok) throw new Error('not a link');
  return handGame.decodeState(readTurnPayload(decoded.envelope.payload).state);
}

async function setUp() {
  const referee = player();
  const red = player();
  const blue = player();
  // Hidden parts need each seat's invitation key: the game invites even when not asked to.
  const { game, node, invitations } = await referee.play.create(meta, 'two', {}, { mode: 'referee' });
  expect(Object.keys(invitations ?? {})).toEqual(['red', 'blue']);
  expect((await red.play.open(invitations!.red)).ok).toBe(true);
  expect((await blue.play.open(invitations!.blue)).ok).toBe(true);
  return { referee, red, blue, uid: game.uid, link: referee.play.gameLink(meta, game, node), invitations: invitations! };
}

/** One action by the seat to move: its orders link to the referee, the referee's next game link to both players. */
async function act(s: Awaited<ReturnType<typeof setUp>>, who: Player, seat: string, action: Parameters<typeof handGame.validate>[2]) {
  const game = (await who.library.get(s.uid))!;
  const { ordersLink } = await who.play.submit(meta, s.uid, currentNode(game)!.hash, seat, action);
  expect((await s.referee.play.open(ordersLink!)).ok).toBe(true);
  const refGame = (await s.referee.library.get(s.uid))!;
  const { node } = await s.referee.play.resolve(meta, s.uid, currentNode(refGame)!.hash);
  const link = s.referee.play.gameLink(meta, (await s.referee.library.get(s.uid))!, node);
  for (const p of [s.red, s.blue]) expect((await p.play.open(link)).ok).toBe(true);
  return link;
}

describe('hidden parts with a referee', () => {
  it('the game link shows no hand: only how many cards, the deck in sorted order, and sealed bytes', async () => {
    const { link } = await setUp();
    const shown = linkState(link);
    expect(shown.hands).toEqual([[0, 0, 0], [0, 0, 0]]);
    expect(shown.deck).toEqual([4, 5, 6, 10, 11, 12]);
    expect(shown.sealed?.length).toBeGreaterThan(8);
    // An onlooker holding only the game link sees what the link shows.
    const onlooker = player();
    await onlooker.play.open(link);
    expect((await viewOf(onlooker, readTurnPayload((decodeEnvelope(link) as { envelope: { payload: Uint8Array } }).envelope.payload).gameUid)).hands).toEqual([[0, 0, 0], [0, 0, 0]]);
  });

  it('each invited seat reads its own hand and only how many cards the other holds; the referee reads both', async () => {
    const s = await setUp();
    expect((await viewOf(s.red, s.uid)).hands).toEqual([[1, 2, 3], [0, 0, 0]]);
    expect((await viewOf(s.blue, s.uid)).hands).toEqual([[0, 0, 0], [7, 8, 9]]);
    expect((await viewOf(s.referee, s.uid)).hands).toEqual([[1, 2, 3], [7, 8, 9]]);
  });

  it('a seat holding the game link before its invitation reads its hand once the invitation is opened', async () => {
    const referee = player();
    const red = player();
    const { game, node, invitations } = await referee.play.create(meta, 'two', {}, { mode: 'referee' });
    await red.play.open(referee.play.gameLink(meta, game, node));
    expect((await viewOf(red, game.uid)).hands[0]).toEqual([0, 0, 0]);
    await red.play.open(invitations!.red);
    expect((await viewOf(red, game.uid)).hands[0]).toEqual([1, 2, 3]);
  });

  it('one device invited to both seats reads both hands (the second invitation adds to what the first opened)', async () => {
    const referee = player();
    const both = player();
    const { game, invitations } = await referee.play.create(meta, 'two', {}, { mode: 'referee' });
    await both.play.open(invitations!.red);
    await both.play.open(invitations!.blue);
    expect((await viewOf(both, game.uid)).hands).toEqual([[1, 2, 3], [7, 8, 9]]);
  });

  it('a game played by link: draws and plays reach only their owner; scores and counts reach everyone', async () => {
    const s = await setUp();
    await act(s, s.red, 'red', { kind: 'play', card: 3 });
    await act(s, s.blue, 'blue', { kind: 'draw' });
    const whole = await viewOf(s.referee, s.uid);
    expect(whole.scores).toEqual([3, 0]);
    expect(whole.hands[0]).toEqual([1, 2]);
    expect(whole.hands[1]).toHaveLength(4);
    const drawn = whole.hands[1][3];
    expect([4, 5, 6, 10, 11, 12]).toContain(drawn);
    expect((await viewOf(s.blue, s.uid)).hands).toEqual([[0, 0], [7, 8, 9, drawn]]);
    expect((await viewOf(s.red, s.uid)).hands).toEqual([[1, 2], [0, 0, 0, 0]]);
    // Red never learns the drawn card: not in its view, not in the link's deck order (sorted), and the link shows the deck without it.
    expect(linkState(s.referee.play.gameLink(meta, (await s.referee.library.get(s.uid))!, currentNode((await s.referee.library.get(s.uid))!)!)).deck).toEqual([4, 5, 6, 10, 11, 12].filter((c) => c !== drawn));
  });

  it('a seat cannot play a card it does not hold: its own view refuses it before anything is sent', async () => {
    const s = await setUp();
    const game = (await s.red.library.get(s.uid))!;
    await expect(s.red.play.submit(meta, s.uid, currentNode(game)!.hash, 'red', { kind: 'play', card: 8 })).rejects.toMatchObject({ error: { code: 'rejected' } });
  });

  it('attack: another seat\'s sealed part opened with one\'s own key gives nothing that fits, and the view never holds it', async () => {
    const s = await setUp();
    const shown = linkState(s.link);
    const blueInvite = decodeEnvelope(s.invitations.blue);
    if (!blueInvite.ok) throw new Error('invite');
    const blueKey = await hiddenBaseKey(blueInvite.envelope.payload.subarray(1));
    // Blue tries its key on red's part (index 0): the bytes are not red's cards.
    const stolen = await openParts(s.uid, shown.sealed!, new Map([[0, blueKey]]));
    expect([...(stolen.get(0) ?? [])]).not.toEqual([1, 2, 3]);
    expect(() => handGame.hidden!.join(shown, new Map([['red', stolen.get(0)!]]))).toThrow();
  });

  it('attack: a link whose sealed parts were altered or swapped is refused (the referee signs them), and nothing is lost', async () => {
    const s = await setUp();
    await act(s, s.red, 'red', { kind: 'draw' });
    const decoded = decodeEnvelope(s.referee.play.gameLink(meta, (await s.referee.library.get(s.uid))!, currentNode((await s.referee.library.get(s.uid))!)!));
    if (!decoded.ok) throw new Error('link');
    const turn = readTurnPayload(decoded.envelope.payload);
    const state = handGame.decodeState(turn.state);
    const { salt, parts } = readSealedParts(state.sealed!);
    const flipped = Uint8Array.from(state.sealed!);
    flipped[flipped.length - 1] ^= 1;
    // The second forgery swaps the two seats' parts: every byte kept, but moved.
    for (const sealed of [flipped, Uint8Array.from([...salt, 2, parts[1].length, ...parts[1], parts[0].length, ...parts[0]])]) {
      const forged = encodeEnvelope('game', meta.linkId, writeTurnPayload({ ...turn, state: handGame.encodeState({ ...state, sealed }) }));
      const before = JSON.stringify(await s.blue.library.get(s.uid));
      const result = await s.blue.play.open(forged);
      expect(result.ok ? 'accepted' : result.error.code).toBe('referee-signature');
      expect(JSON.stringify(await s.blue.library.get(s.uid))).toBe(before);
    }
  });

  it('sealing: every state draws a fresh salt, so equal hands never give equal bytes', async () => {
    const key = await hiddenBaseKey(new Uint8Array(96).fill(7));
    const a = await sealParts('00112233aabb', [Uint8Array.of(1, 2, 3)], new Map([[0, key]]));
    const b = await sealParts('00112233aabb', [Uint8Array.of(1, 2, 3)], new Map([[0, key]]));
    expect(a).not.toEqual(b);
    expect([...(await openParts('00112233aabb', a, new Map([[0, key]]))).get(0)!]).toEqual([1, 2, 3]);
    // Another game's key derivation gives other bytes.
    expect([...(await openParts('00112233aabc', a, new Map([[0, key]]))).get(0)!]).not.toEqual([1, 2, 3]);
    await expect(sealParts('00112233aabb', [Uint8Array.of(1)], new Map())).rejects.toThrow(/no key/);
    expect(() => readSealedParts(Uint8Array.of(1, 2, 3))).toThrow();
  });
});
