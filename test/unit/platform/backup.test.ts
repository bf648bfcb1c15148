/**
 * A whole-library backup restores every game it wrote, each through the same
 * checks as links: states, the orders and reveal codes of open phases, the
 * seats played here, what-if copies. A forged game in a backup is refused
 * alone; garbage never throws.
 */
import { describe, expect, it } from 'vitest';
import { Play } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { MemoryKeyStore } from '../../../src/platform/keys';
import { decodeEnvelope, encodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload, writeTurnPayload } from '../../../src/platform/codec/turn-link';
import { currentNode } from '../../../src/platform/library/merge';
import { guessCatalog, guessGame, guessMeta as meta } from '../../fixtures/guess-game';

const player = () => {
  const library = new MemoryLibrary();
  return { library, play: new Play(library, guessCatalog, new MemoryKeyStore()) };
};

/** What a library holds, game by game, apart from when it was received. */
async function contents(library: MemoryLibrary) {
  return (await library.list())
    .map((game) => ({
      uid: game.uid,
      nodes: Object.keys(game.nodes).sort(),
      orders: Object.fromEntries(Object.entries(game.orders).filter(([, boxes]) => Object.keys(boxes).length)),
      reveals: Object.fromEntries(Object.entries(game.reveals).filter(([, secrets]) => Object.keys(secrets).length)),
      myPowers: [...game.myPowers].sort(),
      sandboxOf: game.settings.sandboxOf,
    }))
    .sort((a, b) => (a.uid < b.uid ? -1 : 1));
}

async function busyLibrary() {
  const me = player();
  const friend = player();
  // An open game: one phase played, the next one open with my orders in.
  const open = await me.play.create(meta, 'two', {}, { mode: 'open' });
  await friend.play.open(me.play.gameLink(meta, open.game, open.node));
  await me.play.setMyPowers(open.game.uid, ['red']);
  await friend.play.setMyPowers(open.game.uid, ['blue']);
  await friend.play.open((await me.play.submit(meta, open.game.uid, open.node.hash, 'red', 3)).ordersLink!);
  await me.play.open((await friend.play.submit(meta, open.game.uid, open.node.hash, 'blue', 1)).ordersLink!);
  const next = await me.play.resolve(meta, open.game.uid, open.node.hash);
  await me.play.submit(meta, open.game.uid, next.node.hash, 'red', 2);
  // A sealed game: my sealed orders and the secret that reveals them.
  const sealed = await me.play.create(meta, 'two', {}, { mode: 'sealed' });
  await me.play.setMyPowers(sealed.game.uid, ['blue']);
  await me.play.submit(meta, sealed.game.uid, sealed.node.hash, 'blue', 2);
  // A what-if copy.
  await me.play.sandbox(meta, next.game, next.node);
  return { me, open, next };
}

describe('a whole-library backup', () => {
  it('restores every game it wrote, and a second restore adds nothing', async () => {
    const { me } = await busyLibrary();
    const backup = await me.play.exportLibrary();
    const fresh = player();
    const restored = await fresh.play.importLibrary(backup);
    expect(restored).toMatchObject({ ok: true, games: 3, refused: 0 });
    expect(await contents(fresh.library)).toEqual(await contents(me.library));
    expect(await fresh.play.importLibrary(backup)).toMatchObject({ ok: true, games: 3, added: 0, refused: 0 });
    expect(await contents(fresh.library)).toEqual(await contents(me.library));
  });

  it('checks a backup like links: a forged phase in it is refuted by the orders it carries, and never current', async () => {
    const { me, next } = await busyLibrary();
    const backup = JSON.parse(await me.play.exportLibrary());
    const index = backup.games.findIndex((g: { links: string[] }) => g.links.length === 2);
    const links: string[] = backup.games[index].links;
    const decoded = decodeEnvelope(links[1]);
    if (!decoded.ok) throw new Error(decoded.error.code);
    const turn = readTurnPayload(decoded.envelope.payload);
    backup.games[index].links = [links[0], encodeEnvelope('game', meta.linkId, writeTurnPayload({ ...turn, state: guessGame.encodeState({ ...guessGame.decodeState(turn.state), scores: [2, 0] }) }))];
    const victim = player();
    expect(await victim.play.importLibrary(JSON.stringify(backup))).toMatchObject({ ok: true, games: 3 });
    const held = (await victim.library.get(next.game.uid))!;
    const forged = Object.values(held.nodes).find((node) => node.ply === 1)!;
    expect(forged.check).toBe('refuted');
    expect(currentNode(held)!.ply).toBe(0);
    // The real backup verifies the same phase.
    const honest = player();
    await honest.play.importLibrary(await me.play.exportLibrary());
    expect(Object.values((await honest.library.get(next.game.uid))!.nodes).find((node) => node.ply === 1)!.check).toBe('verified');
  });

  it('answers garbage with an error, never a throw, and writes nothing', async () => {
    const { play, library } = player();
    for (const text of ['', 'null', '{}', '{"format":"dispaccio-library","version":1,"games":[{"links":[1]}]}', '{"format":"dispaccio-library","version":9,"games":[]}', '['.repeat(100_000)]) {
      const result = await play.importLibrary(text);
      expect(result.ok).toBe(false);
    }
    expect(await library.list()).toEqual([]);
  });
});
