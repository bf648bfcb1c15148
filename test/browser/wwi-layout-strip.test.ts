import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import '../../src/games/wwi/ui/wwi-view';
import type { WwiView } from '../../src/games/wwi/ui/wwi-view';
import type { Lang } from '../../src/platform/game';
import type { Side, WwiState } from '../../src/games/wwi/engine/state';
import { wwiGame } from '../../src/games/wwi/engine/module';
import { sideToAct } from '../../src/games/wwi/engine/sequence';
import { SIDE_NAMES } from '../../src/games/wwi/ui/nations';
import { mountView } from './mount-view';

/**
 * The opening attack phase with `superior` as the superior player (3.0), in its
 * first (odd: the superior attacks) or second (even: the other side) attack phase.
 */
function attackState(superior: Side, attackPhase: number): WwiState {
  const start = wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([3, 1, 4]));
  expect(start.phase).to.equal('attack');
  return { ...start, superior, attackPhase };
}

/** The words a screen reader says: hidden parts (aria-hidden, not displayed) left out. */
function spokenText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent!;
  if (!(node instanceof Element)) return '';
  if (node.getAttribute('aria-hidden') === 'true' || getComputedStyle(node).display === 'none') return '';
  return [...node.childNodes].map(spokenText).join('');
}

const spoken = (e: Element) => spokenText(e).replace(/\s+/g, ' ').trim();
const toAct: Record<Lang, string> = { en: 'to act', it: 'devono agire' };

describe('wwi status strip on a 390 × 844 phone', () => {
  // As on the game page: the app's body font (src/app/index.css) and the page's side padding (1 rem at the least).
  before(() => Object.assign(document.body.style, { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif", margin: '0', padding: '0 1rem' }));
  afterEach(() => document.querySelectorAll('wwi-view').forEach((e) => e.remove()));
  after(() => {
    document.body.removeAttribute('style');
    return setViewport({ width: 800, height: 600 });
  });

  for (const lang of ['it', 'en'] as const) {
    it(`in ${lang === 'it' ? 'Italian' : 'English'} puts who acts and the superior player on one line, whichever side each is, their whole names said`, async () => {
      await setViewport({ width: 390, height: 844 });
      for (const [superior, attackPhase] of [['allies', 1], ['allies', 2], ['central', 1], ['central', 2]] as const) {
        const state = attackState(superior, attackPhase);
        const acting = sideToAct(state)!;
        const view = await mountView<WwiView>('wwi-view', state, [acting], { history: [], lang });
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const root = view.shadowRoot!;
        const who = root.querySelector('.strip .acting')!;
        const sup = root.querySelector('.strip .superior')!;
        const line = root.querySelector('.strip .phase-line') as HTMLElement;
        const label = `${acting} to act, ${superior} superior`;
        // One row: the superior player starts above the foot of the pill saying who acts.
        expect(sup.getBoundingClientRect().top, label).to.be.below(who.getBoundingClientRect().bottom);
        // Nothing cut: both inside the line, the line inside the strip.
        expect(line.scrollWidth, label).to.be.at.most(line.clientWidth);
        expect(who.getBoundingClientRect().right, label).to.be.at.most(line.getBoundingClientRect().right);
        expect(sup.getBoundingClientRect().right, label).to.be.at.most(line.getBoundingClientRect().right);
        // The whole words for screen readers and as the pill's title.
        const whole = `${SIDE_NAMES[acting][lang]} ${toAct[lang]}`;
        expect(spoken(who), label).to.equal(whole);
        expect(who.getAttribute('title'), label).to.equal(whole);
        expect(spoken(sup), label).to.match(new RegExp(`^Superior[e]?:? ${SIDE_NAMES[superior][lang]} \\(3\\.0\\)$`));
        expect(sup.getAttribute('title'), label).to.contain(SIDE_NAMES[superior][lang]);
        view.remove();
      }
    });
  }
});
