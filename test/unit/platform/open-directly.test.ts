/**
 * Which opened links skip the landing page: a game link merged without doubt into a game
 * this browser plays; everything else keeps the page that explains it or asks.
 */
import { describe, expect, it } from 'vitest';
import { Play } from '../../../src/platform/play';
import { openDirectly } from '../../../src/platform/open-directly';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { MemoryKeyStore } from '../../../src/platform/keys';
import { guessCatalog, guessMeta } from '../../fixtures/guess-game';

const meta = guessMeta;
const catalog = guessCatalog;
const player = () => {
  const library = new MemoryLibrary();
  return { library, play: new Play(library, catalog, new MemoryKeyStore()) };
};

/** Red plays a seat; the creator resolves the first phase and makes the next game link. */
async function nextPhase() {
  const creator = player();
  const red = player();
  const { game, node } = await creator.play.create(meta, 'two', {}, { mode: 'open', names: [] });
  const first = creator.play.gameLink(meta, game, node);
  await red.play.open(first);
  await red.play.setMyPowers(game.uid, ['red']);
  await creator.play.setMyPowers(game.uid, ['blue']);
  const redOrders = await red.play.submit(meta, game.uid, node.hash, 'red', 1);
  const blueOrders = await creator.play.submit(meta, game.uid, node.hash, 'blue', 2);
  await creator.play.open(redOrders.ordersLink!);
  const next = await creator.play.resolve(meta, game.uid, node.hash);
  const saved = (await creator.library.get(game.uid))!;
  return { red, first, ordersLink: blueOrders.ordersLink!, next: creator.play.gameLink(meta, saved, next.node), uid: game.uid };
}

describe('openDirectly', () => {
  it('opens the next phase, and a phase already held, of a game played here', async () => {
    const { red, next, uid } = await nextPhase();
    const advanced = await red.play.open(next);
    expect(openDirectly(advanced)).toMatchObject({ uid, outcome: 'advanced' });
    expect(openDirectly(advanced)!.phaseLabel).toEqual(advanced.ok && advanced.node.phaseLabel);
    expect(openDirectly(await red.play.open(next))).toMatchObject({ uid, outcome: 'known' });
  });

  it('keeps the landing page for a new game, orders, an older phase and errors', async () => {
    const { red, first, next, ordersLink } = await nextPhase();
    expect(openDirectly(await player().play.open(next))).toBeNull();
    expect(openDirectly(await red.play.open(ordersLink))).toBeNull();
    expect(openDirectly(await red.play.open('not a link'))).toBeNull();
    // The first phase is known, but this browser has no seat yet: the game page would ask for one.
    const watcher = player();
    await watcher.play.open(first);
    expect(openDirectly(await watcher.play.open(next))).toBeNull();
  });

  it('keeps the landing page for a fork, an older or a detached phase', async () => {
    const { red, next } = await nextPhase();
    const opened = await red.play.open(next);
    if (!opened.ok || opened.kind !== 'game') throw new Error('not opened');
    for (const outcome of ['fork', 'older', 'detached', 'new-game'] as const) expect(openDirectly({ ...opened, outcome })).toBeNull();
  });
});
