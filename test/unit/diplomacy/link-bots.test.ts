/**
 * A seat handed to the computer in a link game: the group votes in its orders, the level-1 bot
 * plays the seat from the game's seed and the position, and every browser recomputes those orders
 * when it checks the next phase. Attacks first: a link claiming other bot orders, or a hand-over
 * nobody voted for, or a played seat quietly given to the bot, is refused.
 */
import { describe, expect, it } from 'vitest';
import { diplomacy, diplomacyMap as map } from '../../../src/games/diplomacy/engine/module';
import { botOrders } from '../../../src/games/diplomacy/engine/bot/index';
import { playPhase } from '../../../src/games/diplomacy/engine/phase';
import { phaseOrdersText } from '../../../src/games/diplomacy/ui/export';
import type { DipAction } from '../../../src/games/diplomacy/engine/action';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import { Play, type GameCatalog } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { MemoryKeyStore } from '../../../src/platform/keys';
import type { GameMeta } from '../../../src/platform/game-ui';
import { decodeEnvelope, encodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload, writeTurnPayload, type PlayMode, type TurnPayload } from '../../../src/platform/codec/turn-link';
import { resolveWithoutOffer } from '../../../src/platform/resolve-without';

const seed = new Uint8Array([7, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
/** Three players (seed 000 XIV.2): Russia; England, France and Germany; Austria, Italy and Turkey. */
const start = (): DipState => diplomacy.initialState('standard', { setup: '3a' }, seed);
const RUSSIA = 'russia';
const WEST = 'england+france+germany';
const SOUTH = 'austria+italy+turkey';

const holds = (state: DipState, seat: string, bots = false): DipAction => ({
  draw: false,
  ...(bots ? { bots } : {}),
  orders: state.position.units
    .filter((u) => seat.split('+').includes(u.power))
    .map((u) => ({ power: u.power, order: { kind: 'hold' as const, unit: { type: u.type, loc: u.loc } } })),
});
const through = (state: DipState) => diplomacy.decodeState(diplomacy.encodeState(state));
const expectedBot = (state: DipState, power: string) => botOrders({ map, position: state.position, power, level: 1, gameSeed: state.coinSeed });

describe('a seat handed to the computer (engine)', () => {
  it('holds in civil disorder without a vote, and the state keeps the older format byte for byte', () => {
    const state = start();
    const next = playPhase(map, state, new Map([[RUSSIA, holds(state, RUSSIA)], [WEST, holds(state, WEST)]]));
    expect([...next.last!.civilDisorder].sort()).toEqual(['austria', 'italy', 'turkey']);
    expect(next.bots).toBeUndefined();
    expect(next.last!.botPlayed).toBeUndefined();
    expect(diplomacy.encodeState(next)[0] >> 4).toBe(1);
  });

  it('writes a phase without a hand-over as the release before bots in link games did, byte for byte, and reads its actions', () => {
    // Made by that release: the same three-player spring 1901 with the South silent, and Russia's holds.
    const before = '180384f68722c89b0ee3051e5e4a31b30939514265275935a62a7ca373c26838a4f386a8e080c959c08403718512e00000003da1c06a8a7e2518dce38501a3c65f12588c6e261893c868b109c4a61c78';
    const action = '04a29f44a28dcd1c20';
    const state = start();
    const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
    const next = playPhase(map, state, new Map([[RUSSIA, holds(state, RUSSIA)], [WEST, holds(state, WEST)]]));
    expect(hex(diplomacy.encodeState(next))).toBe(before);
    expect(hex(diplomacy.encodeState(diplomacy.decodeState(Uint8Array.from(before.match(/../g)!, (h) => parseInt(h, 16)))))).toBe(before);
    expect(hex(diplomacy.encodeAction(state, RUSSIA, holds(state, RUSSIA)))).toBe(action);
  });

  it('is played by level 1 from the seed when a majority of the seats that sent orders vote for it', () => {
    const state = start();
    const next = through(playPhase(map, state, new Map([[RUSSIA, holds(state, RUSSIA, true)], [WEST, holds(state, WEST, true)]])));
    expect(next.last!.civilDisorder).toEqual([]);
    expect(next.last!.botPlayed).toEqual(['italy', 'austria', 'turkey']);
    expect(next.bots).toEqual(['austria']);
    for (const power of ['austria', 'italy', 'turkey']) {
      const given = next.last!.orders.filter((o) => o.power === power).map((o) => o.order);
      expect(given.length).toBeGreaterThan(0);
      expect(given).toEqual(expect.arrayContaining(expectedBot(state, power)));
    }
    expect(diplomacy.encodeState(next)[0] >> 4).toBe(2);
  });

  it('is not handed over by a minority: one vote of two seats leaves it holding', () => {
    const state = start();
    const next = playPhase(map, state, new Map([[RUSSIA, holds(state, RUSSIA, true)], [WEST, holds(state, WEST)]]));
    expect(next.bots).toBeUndefined();
    expect(next.last!.civilDisorder.length).toBe(3);
  });

  it('counts the majority over every seat still in, not over the orders applied: one player alone with its vote hands nobody over', () => {
    const seven = diplomacy.initialState('standard', {}, seed);
    const seats = diplomacy.turn(seven).waitingFor;
    const voting = (count: number) => new Map(seats.slice(0, count).map((seat) => [seat, holds(seven, seat, true)]));
    // One seat of seven resolving with its own vote only: the six others hold.
    const alone = playPhase(map, seven, voting(1));
    expect(alone.bots).toBeUndefined();
    expect(alone.last!.civilDisorder.length).toBe(6);
    // Three of seven are no majority either; four are.
    expect(playPhase(map, seven, voting(3)).bots).toBeUndefined();
    expect(playPhase(map, seven, voting(4)).last!.botPlayed!.length).toBe(3);
  });

  it('stays with the computer in later phases without a new vote, until its player sends orders', () => {
    let state = start();
    state = through(playPhase(map, state, new Map([[RUSSIA, holds(state, RUSSIA, true)], [WEST, holds(state, WEST, true)]])));
    const again = through(playPhase(map, state, new Map([[RUSSIA, holds(state, RUSSIA)], [WEST, holds(state, WEST)]])));
    expect(again.bots).toEqual(['austria']);
    expect(again.last!.botPlayed).toEqual(['italy', 'austria', 'turkey']);
    const back = through(playPhase(map, state, new Map([[RUSSIA, holds(state, RUSSIA, true)], [WEST, holds(state, WEST, true)], [SOUTH, holds(state, SOUTH)]])));
    expect(back.bots).toBeUndefined();
    expect(back.last!.botPlayed).toBeUndefined();
    expect(back.last!.orders.filter((o) => o.power === 'turkey').every((o) => o.order.kind === 'hold')).toBe(true);
  });

  it('keeps waiting for a handed seat (its player may come back) but names it as played by the game, so nobody waits long for it', () => {
    let state = start();
    expect(diplomacy.turn(state).standIn).toBeUndefined();
    state = through(playPhase(map, state, new Map([[RUSSIA, holds(state, RUSSIA, true)], [WEST, holds(state, WEST, true)]])));
    expect(diplomacy.turn(state)).toMatchObject({ waitingFor: [RUSSIA, WEST, SOUTH], standIn: [SOUTH] });
  });

  it('never overrides orders a seat sent, even when it was handed over before', () => {
    const state = { ...start(), bots: ['austria'] };
    const next = playPhase(map, state, new Map([[SOUTH, holds(state, SOUTH)]]));
    expect(next.last!.botPlayed).toEqual(expect.not.arrayContaining(['austria', 'italy', 'turkey']));
  });

  it('names the powers the computer played in the phase text, in both languages', () => {
    const state = start();
    const next = playPhase(map, state, new Map([[RUSSIA, holds(state, RUSSIA, true)], [WEST, holds(state, WEST, true)]]));
    expect(phaseOrdersText(next, 'en', 'en', diplomacy)).toContain('Played by the computer (no orders): Italy, Austria');
    expect(phaseOrdersText(next, 'it', 'it', diplomacy)).toContain('Giocati dal computer (nessun ordine): Italia, Austria');
  });

  it('refuses a crafted state whose bot lists are empty, out of order, name a power that is not a seat, or hand a seat over before any phase', () => {
    const state = start();
    const played = playPhase(map, state, new Map([[RUSSIA, holds(state, RUSSIA, true)], [WEST, holds(state, WEST, true)]]));
    const bytes = diplomacy.encodeState(played);
    expect(() => diplomacy.decodeState(bytes)).not.toThrow();
    expect(() => diplomacy.decodeState(diplomacy.encodeState({ ...played, bots: ['italy'] }))).toThrow();
    expect(() => diplomacy.decodeState(diplomacy.encodeState({ ...state, bots: ['austria'] }))).toThrow();
    expect(() => diplomacy.decodeState(diplomacy.encodeState({ ...played, last: { ...played.last!, botPlayed: ['turkey', 'austria'] } }))).toThrow();
    expect(() => diplomacy.decodeState(diplomacy.encodeState({ ...played, bots: [], last: { ...played.last!, botPlayed: [] } }).map((b, i) => (i === 0 ? (b & 0x0f) | 0x20 : b)))).toThrow();
  });

  it('reads actions of the older layout unchanged, and carries the vote only when given', () => {
    const state = start();
    const plain = holds(state, RUSSIA);
    const bytes = diplomacy.encodeAction(state, RUSSIA, plain);
    expect(diplomacy.decodeAction(state, RUSSIA, bytes)).toEqual(plain);
    const voted = diplomacy.encodeAction(state, RUSSIA, { ...plain, bots: true });
    expect(voted.length).toBeGreaterThanOrEqual(bytes.length);
    expect(diplomacy.decodeAction(state, RUSSIA, voted)).toEqual({ ...plain, bots: true });
  });
});

// Play by link: two browsers and a checker, as the group chat would have them.
const meta: GameMeta = { id: diplomacy.id, linkId: diplomacy.linkId, title: diplomacy.title, blurb: { en: '', it: '' }, playable: true, load: async () => ({ module: diplomacy, viewTag: 'dip-view' }) };
const catalog: GameCatalog = { byLinkId: () => meta, byId: () => meta, load: (m) => m.load() };
const browser = () => {
  const library = new MemoryLibrary();
  return { library, play: new Play(library, catalog, new MemoryKeyStore()) };
};
function turnOf(link: string): TurnPayload {
  const decoded = decodeEnvelope(link);
  if (!decoded.ok) throw new Error(decoded.error.code);
  return readTurnPayload(decoded.envelope.payload);
}
const relink = (turn: TurnPayload) => encodeEnvelope('game', meta.linkId, writeTurnPayload(turn));

/** Russia and the West send orders (voting or not); the South never does; Russia's and the West's browsers both resolve. */
async function playWithoutSouth(mode: PlayMode, votes: [boolean, boolean]) {
  const creator = browser();
  const russia = browser();
  const west = browser();
  const { game, node } = await creator.play.create(meta, 'standard', { setup: '3a' }, { mode });
  const link = creator.play.gameLink(meta, game, node);
  for (const [who, seat] of [[russia, RUSSIA], [west, WEST]] as const) {
    await who.play.open(link);
    await who.play.setMyPowers(game.uid, [seat]);
  }
  const state = diplomacy.decodeState(turnOf(link).state);
  const links = [
    (await russia.play.submit(meta, game.uid, node.hash, RUSSIA, holds(state, RUSSIA, votes[0]))).ordersLink!,
    (await west.play.submit(meta, game.uid, node.hash, WEST, holds(state, WEST, votes[1]))).ordersLink!,
  ];
  for (const who of [creator, russia, west]) for (const orders of links) await who.play.open(orders);
  if (mode === 'sealed') {
    const codes = [await russia.play.revealCode(meta, game.uid, node.hash, RUSSIA), await west.play.revealCode(meta, game.uid, node.hash, WEST)];
    for (const who of [creator, russia, west]) for (const code of codes) await who.play.open(code);
  }
  const first = await russia.play.resolve(meta, game.uid, node.hash, { proceedWithout: true });
  const second = await west.play.resolve(meta, game.uid, node.hash, { proceedWithout: true });
  return { creator, russia, west, state, first, second, next: russia.play.gameLink(meta, first.game, first.node), uid: game.uid };
}

describe('a seat handed to the computer in a link game', () => {
  for (const mode of ['open', 'sealed'] as const) {
    it(`${mode}: resolves to the same next phase in two browsers, and a third holding the orders verifies it`, async () => {
      const { creator, first, second, next } = await playWithoutSouth(mode, [true, true]);
      expect(first.node.hash).toBe(second.node.hash);
      const decided = diplomacy.decodeState(turnOf(next).state);
      expect(decided.last!.botPlayed).toEqual(['italy', 'austria', 'turkey']);
      expect(await creator.play.open(next)).toMatchObject({ ok: true, node: { check: 'verified' } });
    });
  }

  it('goes on when only the computer-played seat has work: offered at once, resolved on nobody\'s orders, verified by every browser', async () => {
    const { creator, russia, west, first, next, uid } = await playWithoutSouth('open', [true, true]);
    for (const who of [creator, west]) await who.play.open(next);
    // Fall 1901: Russia and the West hold, the computer plays the South and takes neutral centres.
    const fall = diplomacy.decodeState(turnOf(next).state);
    const orders = [
      (await russia.play.submit(meta, uid, first.node.hash, RUSSIA, holds(fall, RUSSIA))).ordersLink!,
      (await west.play.submit(meta, uid, first.node.hash, WEST, holds(fall, WEST))).ordersLink!,
    ];
    for (const who of [creator, russia, west]) for (const link of orders) await who.play.open(link);
    const winter = await russia.play.resolve(meta, uid, first.node.hash, { proceedWithout: true });
    const winterLink = russia.play.gameLink(meta, winter.game, winter.node);
    for (const who of [creator, west]) expect(await who.play.open(winterLink)).toMatchObject({ ok: true, node: { check: 'verified' } });
    const adjustments = diplomacy.decodeState(turnOf(winterLink).state);
    // The premise: in the winter only the South, played by the computer, has builds to make.
    expect(adjustments.position.phase).toBe('adjustment');
    expect(diplomacy.turn(adjustments)).toMatchObject({ waitingFor: [SOUTH], standIn: [SOUTH] });
    const status = await west.play.status(meta, (await west.library.get(uid))!, winter.node.hash);
    expect(resolveWithoutOffer(status, Date.now(), Date.now())).toMatchObject({ available: true, used: [], holding: [SOUTH] });
    const spring = await west.play.resolve(meta, uid, winter.node.hash, { proceedWithout: true });
    const springLink = west.play.gameLink(meta, spring.game, spring.node);
    expect(diplomacy.decodeState(turnOf(springLink).state).last!.botPlayed).toEqual(['italy', 'austria', 'turkey']);
    for (const who of [creator, russia]) expect(await who.play.open(springLink)).toMatchObject({ ok: true, node: { check: 'verified' } });
  });

  it('refuses a next phase claiming other orders for the computer-played seat', async () => {
    const { creator, state, next } = await playWithoutSouth('open', [true, true]);
    const turn = turnOf(next);
    const real = diplomacy.decodeState(turn.state);
    // The forger's own idea of the South's orders: everything holds, as if its bot had chosen so.
    const forged = playPhase(map, state, new Map([[RUSSIA, holds(state, RUSSIA, true)], [WEST, holds(state, WEST, true)], [SOUTH, holds(state, SOUTH)]]));
    const claimed: DipState = { ...real, position: forged.position, last: { ...forged.last!, botPlayed: real.last!.botPlayed } };
    expect(await creator.play.open(relink({ ...turn, state: diplomacy.encodeState(claimed) }))).toMatchObject({ ok: false, error: { code: 'does-not-follow' } });
  });

  it('refuses a hand-over nobody voted for: a next phase where the bot played a seat on one vote of two', async () => {
    const { creator, state, next } = await playWithoutSouth('open', [true, false]);
    const turn = turnOf(next);
    expect(diplomacy.decodeState(turn.state).last!.botPlayed).toBeUndefined();
    const forged = playPhase(map, state, new Map([[RUSSIA, holds(state, RUSSIA, true)], [WEST, holds(state, WEST, true)]]));
    expect(await creator.play.open(relink({ ...turn, state: diplomacy.encodeState(forged) }))).toMatchObject({ ok: false, error: { code: 'does-not-follow' } });
  });

  it('refuses a next phase that gives a seat whose orders it names to the computer', async () => {
    const { creator, state, next } = await playWithoutSouth('open', [true, true]);
    const turn = turnOf(next);
    // The link names Russia's and the West's boxes, but the West's units were moved by the bot.
    const forged = playPhase(map, { ...state, bots: ['england'] }, new Map([[RUSSIA, holds(state, RUSSIA, true)]]));
    expect(await creator.play.open(relink({ ...turn, state: diplomacy.encodeState({ ...forged, bots: ['austria'] }) }))).toMatchObject({ ok: false, error: { code: 'does-not-follow' } });
  });
});
