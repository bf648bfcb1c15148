/**
 * The game page's decoded states: a state the play service already decoded (the landing page
 * opened the link) is the same object on the game page, not decoded a second time.
 */
import { describe, expect, it } from 'vitest';
import { ViewHost } from '../../../src/app/pages/view-host';
import { Play } from '../../../src/platform/play';
import { MemoryLibrary } from '../../../src/platform/library/memory';
import { MemoryKeyStore } from '../../../src/platform/keys';
import { currentNode } from '../../../src/platform/library/merge';
import { guessCatalog, guessGame, guessMeta } from '../../fixtures/guess-game';

const events = { submit: () => undefined, seats: () => undefined, showing: () => undefined };

async function openedElsewhere() {
  const creator = new Play(new MemoryLibrary(), guessCatalog, new MemoryKeyStore());
  const { game, node } = await creator.create(guessMeta, 'two', {}, { mode: 'open', names: [] });
  const library = new MemoryLibrary();
  const play = new Play(library, guessCatalog, new MemoryKeyStore());
  const opened = await play.open(creator.gameLink(guessMeta, game, node));
  if (!opened.ok) throw new Error('the link did not open');
  const saved = (await library.get(game.uid))!;
  return { play, saved, node: currentNode(saved)!, landing: play.stateOf(guessGame, opened.node) };
}

describe('ViewHost decoded states', () => {
  it('reuses the state the play service decoded when the link was opened', async () => {
    const { play, saved, node, landing } = await openedElsewhere();
    const host = new ViewHost(events, (module, shown) => play.stateOf(module, shown));
    expect(host.decoded({ module: guessGame, viewTag: 'guess-view' }, saved).stateOf(node)).toBe(landing);
  });

  it('decodes with the game code itself when given no shared decoder', async () => {
    const { saved, node, landing } = await openedElsewhere();
    const own = new ViewHost(events).decoded({ module: guessGame, viewTag: 'guess-view' }, saved).stateOf(node);
    expect(own).toEqual(landing);
    expect(own).not.toBe(landing);
  });
});
