/**
 * Taking back this device's latest action (issue "World War I board": undo is
 * allowed until a die is rolled, never after), through the platform only, with
 * a fixture race game that has a die and hand-offs. Every refusal is typed and
 * leaves the library as it was.
 */
import { describe, expect, it } from 'vitest';
import { Play, PlayFailure, type GameCatalog } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { MemoryKeyStore } from '../../../src/platform/keys';
import { MemorySeatKeyStore } from '../../../src/platform/seat-keys';
import { currentNode, type LibraryGame } from '../../../src/platform/library/merge';
import type { GameMeta } from '../../../src/platform/game-ui';
import type { GameModule } from '../../../src/platform/game';
import type { PlayMode } from '../../../src/platform/codec/turn-link';
import { raceGame, type RaceAction, type RaceState } from '../../fixtures/race-game';
import { guessGame } from '../../fixtures/guess-game';

function metaOf(module: GameModule<any, any>): GameMeta {
  return { id: module.id, linkId: module.linkId, title: module.title, blurb: { en: '', it: '' }, playable: true, load: async () => ({ module, viewTag: `${module.id}-view` }) };
}
const race = metaOf(raceGame);
const guess = metaOf(guessGame);
/** The race where the game itself would allow taking back a pass (as a one-device game may). */
const lenient = metaOf({ ...raceGame, id: 'race-lenient', linkId: 252, mayTakeBack: (before: RaceState, after: RaceState) => after.rolls === before.rolls });
const metas = [race, guess, lenient];
const catalog: GameCatalog = {
  byLinkId: (id) => metas.find((m) => m.linkId === id),
  byId: (id) => metas.find((m) => m.id === id),
  load: (m) => m.load(),
};

/** A library whose next write first lets something else happen (another tab, a link opened meanwhile). */
class RacingLibrary extends MemoryLibrary {
  meanwhile: (() => Promise<void>) | null = null;
  async patch(uid: string, change: (game: LibraryGame) => LibraryGame) {
    const first = this.meanwhile;
    this.meanwhile = null;
    await first?.();
    return super.patch(uid, change);
  }
}

function device(seatKeys = new MemorySeatKeyStore()) {
  const library = new RacingLibrary();
  return { library, seatKeys, play: new Play(library, catalog, new MemoryKeyStore(), () => Date.now(), seatKeys) };
}

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    if (error instanceof PlayFailure) return error.error.code === 'no-take-back' ? `no-take-back:${error.error.why}` : error.error.code;
    return String(error);
  }
}

/** Submit one action for the seat to act and resolve, as the game page does for a sequential game. */
async function act(who: ReturnType<typeof device>, uid: string, action: RaceAction, meta = race) {
  const game = (await who.library.get(uid))!;
  const node = currentNode(game)!;
  const seat = node.waitingFor[0];
  await who.play.submit(meta, uid, node.hash, seat, action);
  return who.play.resolve(meta, uid, node.hash);
}

async function newRace(mode: PlayMode = 'table') {
  const alice = device();
  const { game, node } = await alice.play.create(race, 'two', {}, { mode });
  if (mode !== 'table') await alice.play.setMyPowers(game.uid, ['red', 'blue']);
  return { alice, uid: game.uid, start: node };
}

const stateOf = (play: Play, node: Parameters<Play['stateOf']>[1]) => play.stateOf<RaceState>(raceGame, node);

describe('taking back the latest action', () => {
  it('is allowed when no die was rolled and the same player acts next, and reopens the phase', async () => {
    const { alice, uid, start } = await newRace();
    const stepped = await act(alice, uid, { kind: 'step' });
    expect(stepped.node.madeHere).toBe(true);
    expect(await alice.play.takeBackRefusal(race, stepped.game, stepped.node.hash)).toBeNull();

    const back = await alice.play.takeBack(race, uid, stepped.node.hash);
    expect(back.node.hash).toBe(start.hash);
    expect(back.actions).toEqual({ red: { kind: 'step' } });
    const stored = (await alice.library.get(uid))!;
    expect(Object.keys(stored.nodes)).toEqual([start.hash]);
    expect(currentNode(stored)!.hash).toBe(start.hash);
    // The phase is open again: red's orders are gone, so red can choose differently.
    expect(stored.orders[start.hash]?.red).toBeUndefined();
    expect((await alice.play.status(race, stored, start.hash)).received).toEqual([]);
    const rolled = await act(alice, uid, { kind: 'roll' });
    expect(rolled.node.parentHash).toBe(start.hash);
    expect(stateOf(alice.play, rolled.node).rolls).toBe(1);
  });

  it('takes back several actions one at a time, newest first', async () => {
    const { alice, uid, start } = await newRace();
    const first = await act(alice, uid, { kind: 'step' });
    const second = await act(alice, uid, { kind: 'step' });
    expect(stateOf(alice.play, second.node).squares).toEqual([2, 0]);
    expect((await alice.play.takeBack(race, uid, second.node.hash)).node.hash).toBe(first.node.hash);
    expect((await alice.play.takeBack(race, uid, first.node.hash)).node.hash).toBe(start.hash);
    // The first state of a game has no state before it to go back to.
    expect(await refusalOf(alice.play.takeBack(race, uid, start.hash))).toBe('no-take-back:not-made-here');
  });

  it('is refused once a die was rolled, leaving the library untouched', async () => {
    const { alice, uid } = await newRace();
    const rolled = await act(alice, uid, { kind: 'roll' });
    expect(stateOf(alice.play, rolled.node).squares[0]).toBeGreaterThan(0);
    expect(await alice.play.takeBackRefusal(race, rolled.game, rolled.node.hash)).toBe('final');
    const before = structuredClone(await alice.library.get(uid));
    expect(await refusalOf(alice.play.takeBack(race, uid, rolled.node.hash))).toBe('no-take-back:final');
    expect(await alice.library.get(uid)).toEqual(before);
  });

  it('is refused after a hand-off to the other player', async () => {
    const { alice, uid } = await newRace();
    const passed = await act(alice, uid, { kind: 'pass' });
    expect(passed.node.waitingFor).toEqual(['blue']);
    expect(await refusalOf(alice.play.takeBack(race, uid, passed.node.hash))).toBe('no-take-back:final');
  });

  it('is refused, whatever the game allows, when the game passes to a seat played on another device', async () => {
    const alice = device();
    const shared = await alice.play.create(lenient, 'two', {}, { mode: 'open' });
    await alice.play.setMyPowers(shared.game.uid, ['red']);
    const passed = await act(alice, shared.game.uid, { kind: 'pass' }, lenient);
    expect(await refusalOf(alice.play.takeBack(lenient, shared.game.uid, passed.node.hash))).toBe('no-take-back:final');
    // At one table both seats are here: the pass can be taken back.
    const table = await alice.play.create(lenient, 'two', {}, { mode: 'table' });
    const passedHere = await act(alice, table.game.uid, { kind: 'pass' }, lenient);
    expect((await alice.play.takeBack(lenient, table.game.uid, passedHere.node.hash)).node.hash).toBe(table.node.hash);
  });

  it('is refused for a state that came from a link, even one this browser made and got back', async () => {
    const { alice, uid } = await newRace('open');
    const stepped = await act(alice, uid, { kind: 'step' });
    const link = alice.play.gameLink(race, stepped.game, stepped.node);

    const bob = device();
    const opened = await bob.play.open(link);
    expect(opened).toMatchObject({ ok: true, kind: 'game' });
    await bob.play.setMyPowers(uid, ['red', 'blue']);
    expect((await bob.library.get(uid))!.nodes[stepped.node.hash].madeHere).toBeUndefined();
    expect(await refusalOf(bob.play.takeBack(race, uid, stepped.node.hash))).toBe('no-take-back:not-made-here');

    // The same state back by link: someone else holds it now.
    expect(await alice.play.open(link)).toMatchObject({ ok: true, outcome: 'known' });
    expect(await refusalOf(alice.play.takeBack(race, uid, stepped.node.hash))).toBe('no-take-back:not-made-here');
  });

  it("is refused for a state this browser resolved from another player's orders", async () => {
    const alice = device();
    const { game, node } = await alice.play.create(race, 'two', {}, { mode: 'open' });
    await alice.play.setMyPowers(game.uid, ['blue']);
    const bob = device();
    await bob.play.open(alice.play.gameLink(race, game, node));
    await bob.play.setMyPowers(game.uid, ['red']);
    const { ordersLink } = await bob.play.submit(race, game.uid, node.hash, 'red', { kind: 'step' });
    expect(await alice.play.open(ordersLink!)).toMatchObject({ ok: true, kind: 'orders' });
    const resolved = await alice.play.resolve(race, game.uid, node.hash);
    expect(resolved.node.madeHere).toBe(true);
    expect(await refusalOf(alice.play.takeBack(race, game.uid, resolved.node.hash))).toBe('no-take-back:not-made-here');
  });

  it('is refused for a state that already has a continuation', async () => {
    const { alice, uid } = await newRace();
    const first = await act(alice, uid, { kind: 'step' });
    await act(alice, uid, { kind: 'step' });
    const before = structuredClone(await alice.library.get(uid));
    expect(await refusalOf(alice.play.takeBack(race, uid, first.node.hash))).toBe('no-take-back:not-latest');
    expect(await alice.library.get(uid)).toEqual(before);
  });

  it('is refused inside the write when a continuation arrives meanwhile', async () => {
    const { alice, uid } = await newRace('open');
    const first = await act(alice, uid, { kind: 'step' });
    // Another tab of the same browser (same seat keys) continues from the same state; its link is opened here while the take-back is under way.
    const bob = device(alice.seatKeys);
    await bob.play.open(alice.play.gameLink(race, first.game, first.node));
    await bob.play.setMyPowers(uid, ['red']);
    const next = await act(bob, uid, { kind: 'step' });
    alice.library.meanwhile = async () => {
      await alice.play.open(bob.play.gameLink(race, next.game, next.node));
    };
    expect(await refusalOf(alice.play.takeBack(race, uid, first.node.hash))).toBe('no-take-back:not-latest');
    const stored = (await alice.library.get(uid))!;
    expect(stored.nodes[first.node.hash]).toBeDefined();
    expect(stored.nodes[next.node.hash]).toBeDefined();
  });

  it('is refused when the state before it is not in the library', async () => {
    const { alice, uid, start } = await newRace();
    const stepped = await act(alice, uid, { kind: 'step' });
    await alice.library.patch(uid, (g) => {
      const { [start.hash]: _, ...nodes } = g.nodes;
      return { ...g, nodes };
    });
    expect(await refusalOf(alice.play.takeBack(race, uid, stepped.node.hash))).toBe('no-take-back:no-parent');
  });

  it('is never allowed by a game without the hook', async () => {
    const alice = device();
    const { game, node } = await alice.play.create(guess, 'two', {}, { mode: 'table' });
    await alice.play.submit(guess, game.uid, node.hash, 'red', 1);
    await alice.play.submit(guess, game.uid, node.hash, 'blue', 2);
    const resolved = await alice.play.resolve(guess, game.uid, node.hash);
    expect(await alice.play.takeBackRefusal(guess, resolved.game, resolved.node.hash)).toBe('final');
    expect(await refusalOf(alice.play.takeBack(guess, game.uid, resolved.node.hash))).toBe('no-take-back:final');
  });
});
