import { expect } from '@esm-bundle/chai';
import '../../src/games/diplomacy/ui/standard-board';
import '../../src/games/diplomacy/ui/dip-view';
import type { DipView } from '../../src/games/diplomacy/ui/dip-view';
import { standardMap as map } from '../../src/games/diplomacy/engine/map';
import { initialPosition } from '../../src/games/diplomacy/engine/position';
import type { DipState } from '../../src/games/diplomacy/engine/state';

async function mount(lang: 'en' | 'it', change: Partial<DipState> = {}, activePowers: string[] = []): Promise<DipView> {
  const element = document.createElement('dip-view') as DipView;
  element.state = { setup: '7', edition: 'rulebook', endYear: null, position: initialPosition(map), joined: {}, coinSeed: 0, drawVotes: [], concessions: [], last: null, ...change };
  element.lang = lang;
  element.activePowers = activePowers;
  element.readonly = activePowers.length === 0;
  element.draftOrders = {};
  document.body.append(element);
  await element.updateComplete;
  const board = element.shadowRoot!.querySelector('dip-map');
  if (board) await (board as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  return element;
}

/** Every accessible name given to a unit, in the view and in its map. */
function unitNames(element: DipView, kind: string): string[] {
  const roots: ParentNode[] = [element.shadowRoot!];
  const board = element.shadowRoot!.querySelector('dip-map');
  if (board?.shadowRoot) roots.push(board.shadowRoot);
  return roots.flatMap((root) => [...root.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')!)).filter((name) => name.startsWith(`${kind}, `));
}

describe('dip-view', () => {
  afterEach(() => document.body.replaceChildren());

  it('gives each unit one accessible name, the same in the lists and on the map, with its coast', async () => {
    for (const [lang, fleet, army] of [
      ['en', 'Fleet', 'Army'],
      ['it', 'Flotta', 'Armata'],
    ] as const) {
      const element = await mount(lang);
      const names = [...unitNames(element, fleet), ...unitNames(element, army)];
      const stp = names.filter((name) => name.includes(lang === 'en' ? 'St Petersburg' : 'Pietroburgo'));
      expect(stp, lang).to.have.length(2);
      expect(new Set(stp).size, lang).to.equal(1);
      expect(stp[0], lang).to.match(lang === 'en' ? /St Petersburg \(south coast\)/ : /\(costa sud\)/);
      // The 22 starting units, each named twice (list and map) under one name.
      expect(names, lang).to.have.length(44);
      expect(new Set(names).size, lang).to.equal(22);
      element.remove();
    }
  });

  it('says which powers the computer played in a link game, and sends the vote to hand silent seats to it', async () => {
    const last = { year: 1901, season: 'spring' as const, phase: 'movement' as const, orders: [], civilDisorder: [], botPlayed: ['austria'] };
    for (const [lang, words] of [['en', 'the computer played them'], ['it', 'li ha giocati il computer']] as const) {
      const element = await mount(lang, { last });
      expect(element.shadowRoot!.textContent, lang).to.include(words);
      element.remove();
    }
    const element = await mount('en', {}, ['france']);
    let submitted: { action: { bots?: boolean } } | undefined;
    element.addEventListener('game-submit', (e) => (submitted = (e as CustomEvent).detail));
    const vote = [...element.shadowRoot!.querySelectorAll('label')].find((l) => l.textContent!.includes('let the computer play them'))!;
    (vote.querySelector('input') as HTMLInputElement).click();
    await element.updateComplete;
    [...element.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.includes('Submit orders'))!.click();
    expect(submitted?.action.bots).to.equal(true);
  });
});
