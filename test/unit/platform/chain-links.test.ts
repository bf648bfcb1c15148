/**
 * One link is always enough: when a person acts several times in a row
 * (La Belle Époque's set-up rounds and turns by link), the game link of the
 * last state carries every step since that browser last received the game,
 * and each other browser, holding only the state before the run, reaches the
 * sender's state by opening that one link. A forged step is refused.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { belleEpoqueGame, type BelleEpoqueModuleState } from '../../../src/games/belle-epoque/engine/module';
import { legalActions } from '../../../src/games/belle-epoque/engine/legal';
import type { LinkAction } from '../../../src/games/belle-epoque/engine/link-dice';
import { sentAction, toAct } from '../../../src/games/belle-epoque/ui/roll-panel';
import { decodeEnvelope, encodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload, writeTurnPayload } from '../../../src/platform/codec/turn-link';
import { currentNode } from '../../../src/platform/library/merge';
import { currentOf, fixtureCatalog, fixtureDevice, fixtureMeta } from '../../fixtures/catalog';
import { fixedRandomness } from '../../fixtures/fixed-randomness';

// The games are made with the platform's randomness: a fixed generator makes each run the same game.
beforeAll(() => {
  fixedRandomness(0x2545f491);
});
afterAll(() => vi.restoreAllMocks());

/** Runs of at most this many steps by one person (2 to 6 in a row, as a person acts in La Belle Époque's set-up and turns). */
const MAX_RUN = 6;

const meta = fixtureMeta(belleEpoqueGame, 'be-view');
const catalog = fixtureCatalog(meta);
type Device = ReturnType<typeof fixtureDevice>;

/** A 4-power game by link between three people: Ada plays two powers, Bruno and Carla one each. */
async function threePeople() {
  const creator = fixtureDevice(catalog);
  const { game, node } = await creator.play.create(meta, '4', { dice: 'shared' }, { mode: 'open' });
  const link = creator.play.gameLink(meta, game, node);
  const powers = belleEpoqueGame.powers(creator.play.stateOf(belleEpoqueGame, node) as BelleEpoqueModuleState).map((p) => p.id);
  const people = [
    // Great Britain and Russia: in the set-up each power places twice in a row, and these two follow each other.
    { name: 'Ada', powers: [powers[0], powers[2]], device: creator },
    { name: 'Bruno', powers: [powers[1]], device: fixtureDevice(catalog) },
    { name: 'Carla', powers: [powers[3]], device: fixtureDevice(catalog) },
  ];
  for (const person of people) {
    if (person.device !== creator) await person.device.play.open(link);
    await person.device.play.setMyPowers(game.uid, person.powers);
  }
  return { uid: game.uid, people };
}

/** Plays by link: each person acts while the game waits for one of its powers, then sends one game link to the others. */
async function playRuns(handOffs: number, seed: number) {
  const { uid, people } = await threePeople();
  let random = seed;
  const pick = (n: number) => ((random = (random * 1103515245 + 12345) % 2147483648), random % n);
  const runs: number[] = [];
  const secret = (player: number) => new Uint8Array(32).fill(player + 7);
  for (let h = 0; h < handOffs; h++) {
    const someone = people[0].device;
    const power = toAct((await currentOf(someone, belleEpoqueGame, uid)).state as BelleEpoqueModuleState);
    if (!power) break;
    const actor = people.find((person) => person.powers.includes(power))!;
    let run = 0;
    for (;;) {
      const { hash, state } = await currentOf(actor.device, belleEpoqueGame, uid);
      const s = state as BelleEpoqueModuleState;
      const next = toAct(s);
      if (!next || !actor.powers.includes(next) || run >= MAX_RUN) break;
      let move: LinkAction;
      if (s.shared?.declared) move = { kind: 'roll' };
      else {
        const legal = legalActions(s);
        const active = legal.filter((a) => a.kind !== 'pass');
        move = active.length && pick(4) > 0 ? active[pick(active.length)] : legal[pick(legal.length)];
      }
      await actor.device.play.submit(meta, uid, hash, next, sentAction(s, next, move, secret));
      await actor.device.play.resolve(meta, uid, hash);
      run++;
    }
    runs.push(run);
    const game = (await actor.device.library.get(uid))!;
    const link = actor.device.play.gameLink(meta, game, currentNode(game)!);
    expect(link.length).toBeLessThanOrEqual(2000);
    for (const other of people.filter((person) => person !== actor)) {
      const opened = await other.device.play.open(link);
      expect(opened.ok, JSON.stringify(opened)).toBe(true);
      // The one link brings the receiver to the sender's state: nothing between is missing.
      expect(currentNode((await other.device.library.get(uid))!)!.hash).toBe(currentNode(game)!.hash);
    }
  }
  return { uid, people, runs };
}

describe('a run of steps travels in one link', () => {
  it('three people, each hand-off one link, whatever the number of steps in a row', async () => {
    const { runs } = await playRuns(40, 11);
    // Runs of 2 to 6 steps (and more) happened, and each needed one link.
    expect(runs.filter((run) => run >= 2).length).toBeGreaterThan(3);
    expect(Math.max(...runs)).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('a link whose chain was altered (another box in a step) is refused and changes nothing', async () => {
    const { uid, people } = await threePeople();
    // Whoever places first places twice in a row (set-up).
    const first = toAct((await currentOf(people[0].device, belleEpoqueGame, uid)).state as BelleEpoqueModuleState)!;
    const ada = people.find((person) => person.powers.includes(first))!;
    const secret = (player: number) => new Uint8Array(32).fill(player + 7);
    let steps = 0;
    for (; steps < 6; steps++) {
      const { hash, state } = await currentOf(ada.device, belleEpoqueGame, uid);
      const s = state as BelleEpoqueModuleState;
      const next = toAct(s);
      if (!next || !ada.powers.includes(next)) break;
      const move = legalActions(s).find((a) => a.kind !== 'pass') ?? legalActions(s)[0];
      await ada.device.play.submit(meta, uid, hash, next, sentAction(s, next, move, secret));
      await ada.device.play.resolve(meta, uid, hash);
    }
    expect(steps).toBeGreaterThanOrEqual(2);
    const game = (await ada.device.library.get(uid))!;
    const decoded = decodeEnvelope(ada.device.play.gameLink(meta, game, currentNode(game)!));
    if (!decoded.ok) throw new Error(decoded.error.code);
    const turn = readTurnPayload(decoded.envelope.payload);
    expect(turn.chain?.steps.length).toBe(steps - 1);
    // The forger swaps the first step's box for the second's: the run no longer recomputes.
    const forged = { ...turn, chain: { ...turn.chain!, steps: [{ ...turn.chain!.steps[0], boxes: [turn.made!.carried!] }, ...turn.chain!.steps.slice(1)] } };
    const bruno: Device = people.find((person) => person !== ada)!.device;
    const before = JSON.stringify(await bruno.library.list());
    const opened = await bruno.play.open(encodeEnvelope('game', meta.linkId, writeTurnPayload(forged)));
    expect(opened.ok ? 'accepted' : opened.error.code).toBe('does-not-follow');
    expect(JSON.stringify(await bruno.library.list())).toBe(before);
  });
});

describe('a run too long for one link travels in several, each checked', () => {
  it('one person playing every power: the earlier states\' links go first, and opened in order every step is checked', async () => {
    const creator = fixtureDevice(catalog);
    const { game, node } = await creator.play.create(meta, '4', { dice: 'shared' }, { mode: 'open' });
    const start = creator.play.gameLink(meta, game, node);
    const powers = belleEpoqueGame.powers(creator.play.stateOf(belleEpoqueGame, node) as BelleEpoqueModuleState).map((p) => p.id);
    await creator.play.setMyPowers(game.uid, powers);
    const [bruno, carla] = [fixtureDevice(catalog), fixtureDevice(catalog)];
    for (const other of [bruno, carla]) await other.play.open(start);
    const secret = (player: number) => new Uint8Array(32).fill(player + 7);
    // Every placement of the set-up and more, in a row: more steps than one link's chain holds.
    for (let step = 0; step < 24; step++) {
      const { hash, state } = await currentOf(creator, belleEpoqueGame, game.uid);
      const s = state as BelleEpoqueModuleState;
      const power = toAct(s)!;
      const move = s.shared?.declared ? ({ kind: 'roll' } as LinkAction) : (legalActions(s).find((a) => a.kind !== 'pass') ?? legalActions(s)[0]);
      await creator.play.submit(meta, game.uid, hash, power, sentAction(s, power, move, secret));
      await creator.play.resolve(meta, game.uid, hash);
    }
    const held = (await creator.library.get(game.uid))!;
    const last = currentNode(held)!;
    const links = creator.play.gameLinks(meta, held, last);
    expect(links.length).toBeGreaterThan(1);
    expect(links.at(-1)).toEqual({ hash: last.hash, link: creator.play.gameLink(meta, held, last) });
    for (const { link } of links) expect(link.length).toBeLessThanOrEqual(2000);

    // The last link alone cannot be checked from the start: its chain begins later.
    expect((await bruno.play.open(links.at(-1)!.link)).ok).toBe(true);
    expect((await bruno.library.get(game.uid))!.nodes[last.hash].check).toBeUndefined();
    // Opened in order, each link's chain begins where the one before ends: every state is checked.
    for (const { hash, link } of links) {
      const opened = await carla.play.open(link);
      expect(opened.ok, JSON.stringify(opened)).toBe(true);
      expect((await carla.library.get(game.uid))!.nodes[hash].check).toBe('verified');
    }
    const received = (await carla.library.get(game.uid))!;
    expect(currentNode(received)!.hash).toBe(last.hash);
    expect(Object.keys(received.nodes)).toHaveLength(Object.keys(held.nodes).length);
    expect(Object.values(received.nodes).filter((n) => n.parentHash).every((n) => n.check === 'verified')).toBe(true);
  }, 60_000);
});

describe('World War I by link: a side\'s phases in a row travel in one link', () => {
  it('two devices, each hand-off one link, runs of several actions included', async () => {
    const { wwiGame } = await import('../../../src/games/wwi/engine/module');
    // The automated player's choice: the module's legal actions offer only the roll, a set-up and passes.
    const { botAction } = await import('../../../src/games/wwi/engine/bot');
    const { europeBoard } = await import('../../../src/games/wwi/engine/europe');
    const wwiMeta = fixtureMeta(wwiGame, 'wwi-view');
    const wwiCatalog = fixtureCatalog(wwiMeta);
    const sides = { allies: fixtureDevice(wwiCatalog), central: fixtureDevice(wwiCatalog) };
    const { game, node } = await sides.allies.play.create(wwiMeta, 'historical', { dice: 'shared' }, { mode: 'open' });
    await sides.central.play.open(sides.allies.play.gameLink(wwiMeta, game, node));
    await sides.allies.play.setMyPowers(game.uid, ['allies']);
    await sides.central.play.setMyPowers(game.uid, ['central']);
    const secret = (side: string) => new Uint8Array(32).fill(side === 'allies' ? 1 : 2);
    const runs: number[] = [];
    for (let handOff = 0; handOff < 12; handOff++) {
      const side = wwiGame.turn((await currentOf(sides.allies, wwiGame, game.uid)).state as never).waitingFor[0] as 'allies' | 'central';
      if (!side) break;
      const device = sides[side];
      let run = 0;
      for (;;) {
        const { hash, state } = await currentOf(device, wwiGame, game.uid);
        if (wwiGame.turn(state as never).waitingFor[0] !== side || run >= MAX_RUN) break;
        const action = botAction(state as never, europeBoard()) ?? wwiGame.legalActions(state as never, side)[0];
        await device.play.submit(wwiMeta, game.uid, hash, side, wwiGame.withDice!(state as never, side, action, secret(side)));
        await device.play.resolve(wwiMeta, game.uid, hash);
        run++;
      }
      runs.push(run);
      const held = (await device.library.get(game.uid))!;
      const link = device.play.gameLink(wwiMeta, held, currentNode(held)!);
      expect(link.length).toBeLessThanOrEqual(2000);
      const other = sides[side === 'allies' ? 'central' : 'allies'];
      expect((await other.play.open(link)).ok).toBe(true);
      expect(currentNode((await other.library.get(game.uid))!)!.hash).toBe(currentNode(held)!.hash);
    }
    expect(runs.some((run) => run >= 2)).toBe(true);
  }, 120_000);
});
