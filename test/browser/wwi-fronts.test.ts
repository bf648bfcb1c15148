import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/games/wwi/ui/wwi-view';
import type { WwiBoard } from '../../src/games/wwi/ui/wwi-board';
import type { WwiView } from '../../src/games/wwi/ui/wwi-view';
import { wwiGame } from '../../src/games/wwi/engine/module';
import { hexPoint } from '../../src/games/wwi/ui/geometry';
import { europeBoard } from '../../src/games/wwi/engine/europe';
import type { WwiState } from '../../src/games/wwi/engine/state';
import { startedDemo } from './lazy-parts';

const state = () => wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([3, 1, 4]));

async function mountView(initial: WwiState = state(), projector = false): Promise<WwiView> {
  const view = document.createElement('wwi-view') as WwiView;
  view.state = initial;
  view.lang = 'en';
  view.activePowers = ['allies'];
  view.readonly = false;
  view.draftOrders = {};
  view.projector = projector;
  document.body.append(view);
  await view.updateComplete;
  return view;
}

const boardOf = (view: WwiView) => view.shadowRoot!.querySelector('wwi-board') as WwiBoard;

/** Lets the board measure itself (its resize observer) and draw. */
async function settled(view: WwiView) {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await view.updateComplete;
    await boardOf(view).updateComplete;
  }
}

/** The drawn width of a counter's face (its ring is 5 units wider than its 26-unit face), to a thousandth of a pixel (floating-point sums). */
function counterPixels(board: WwiBoard, unit: string): number {
  const ring = board.shadowRoot!.querySelector(`[data-unit="${unit}"]`)!;
  return Math.round((ring.getBoundingClientRect().width * 26 * 1000) / 31) / 1000;
}

/** Presses F with the focus on the view's map button, as a teacher at the keyboard would. */
async function pressF(view: WwiView) {
  (view.shadowRoot!.querySelector('.map-view') as HTMLElement).focus();
  await sendKeys({ press: 'f' });
  await settled(view);
}

/** Where a hex's centre is drawn on the screen (pixels from the top), in the pane holding `inPane`. */
function hexCentreOnScreen(inPane: SVGGraphicsElement, hex: string): number {
  const ctm = inPane.getScreenCTM()!;
  const c = hexPoint(hex);
  return ctm.b * c.x + ctm.d * c.y + ctm.f;
}

const mapButton = (view: WwiView) => view.shadowRoot!.querySelector('.map-view')!.textContent!.replace(/\s+/g, ' ').trim();
const said = (view: WwiView) => view.shadowRoot!.querySelector('[role="status"].sr-only')!.textContent!.trim();

describe('wwi fronts on a classroom screen', () => {
  before(() => setViewport({ width: 1920, height: 1080 }));
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => document.querySelectorAll('wwi-view').forEach((e) => e.remove()));

  for (const projector of [true, false]) {
    it(`at 1920 × 1080${projector ? ' in projector mode' : ''}, F shows both fronts side by side, whole, with counters at least 24 pixels wide`, async () => {
      const view = await mountView(state(), projector);
      await settled(view);
      const board = boardOf(view);
      expect(board.shadowRoot!.querySelector('svg.fronts')).to.equal(null);
      // On a projector the first view frames the action and follows it: the button says so.
      expect(mapButton(view)).to.equal(projector ? 'Map: following the action F' : 'Map: whole map F');
      // The whole map on a 1920-pixel screen: counters far below what the back of a classroom can read.
      if (!projector) expect(counterPixels(board, 'germany:5')).to.be.lessThan(32);
      await pressF(view);
      expect(mapButton(view)).to.equal('Map: both fronts F');
      expect(said(view)).to.equal('The map shows: both fronts');
      const panes = [...board.shadowRoot!.querySelectorAll('svg.fronts > .pane')];
      expect(panes.map((p) => p.getAttribute('aria-label'))).to.deep.equal(['Western Front', 'Eastern Front']);
      // The German 5th Army at Metz in the west, the Russian 5th Army at Kholm in the east, both readable.
      expect(panes[0].querySelector('[data-unit="germany:5"]')).to.not.equal(null);
      expect(panes[1].querySelector('[data-unit="russia:5"]')).to.not.equal(null);
      // Whole fronts at 1920 × 1080: counters of 27 pixels on a projector (under the strip), 31 without.
      expect(counterPixels(board, 'germany:5')).to.be.at.least(24);
      expect(counterPixels(board, 'russia:5')).to.be.closeTo(counterPixels(board, 'germany:5'), 0.01);
      // Riga (the Eastern Front's first row) and Kragujevac (its last) whole in the eastern pane.
      const [x, y, width, height] = panes[1].querySelector('svg')!.getAttribute('viewBox')!.split(' ').map(Number);
      for (const hex of ['2602', '2423']) {
        const c = hexPoint(hex);
        expect(c.y - 17.3, hex).to.be.at.least(y);
        expect(c.y + 17.3, hex).to.be.at.most(y + height);
        expect(c.x - 20, hex).to.be.at.least(x);
        expect(c.x + 20, hex).to.be.at.most(x + width);
      }
      const west = panes[0].querySelector('.pane-edge')!.getBoundingClientRect();
      const east = panes[1].querySelector('.pane-edge')!.getBoundingClientRect();
      expect(west.right).to.be.at.most(east.left + 1);
      // Each army is one button only, in one pane.
      expect(board.shadowRoot!.querySelectorAll('[data-unit="germany:5"]').length).to.equal(1);
    });
  }

  it('at 1920 × 1080 in projector mode names the cities over both fronts in letters over half a counter wide, above the counters, Namur and Verdun under theirs', async () => {
    const view = await mountView(state(), true);
    await settled(view);
    await pressF(view);
    const board = boardOf(view);
    const counter = counterPixels(board, 'germany:5');
    const west = board.shadowRoot!.querySelector('svg.fronts > .pane')!;
    for (const [city, hex] of [['Namur', '0512'], ['Verdun', '0514']]) {
      const names = [...west.querySelectorAll('text')].filter((t) => t.textContent === city && getComputedStyle(t).display !== 'none') as SVGTextElement[];
      expect(names.length, city).to.equal(1);
      const name = names[0];
      const pixels = parseFloat(getComputedStyle(name).fontSize) * name.getScreenCTM()!.a;
      expect(pixels, city).to.be.at.least(14);
      expect(pixels, city).to.be.at.least(0.55 * counter - 0.01);
      // Drawn after every counter of its pane (so above them), and never in the way of a click on one.
      const rings = [...west.querySelectorAll('[data-unit]')];
      expect(rings.every((ring) => ring.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING), city).to.equal(true);
      expect(getComputedStyle(name).pointerEvents).to.equal('none');
      expect(name.getBoundingClientRect().top, city).to.be.greaterThan(hexCentreOnScreen(name, hex));
    }
    // Wherever a city holds a counter, its name's letters stand clear of it, under it or over it.
    const checked = [...west.querySelectorAll('[data-unit]')].filter((ring) => {
      const hex = ring.getAttribute('data-hex')!;
      const city = europeBoard().has(hex) ? europeBoard().hex(hex).city : undefined;
      const name = city && [...west.querySelectorAll('.city-names text')].find((t) => t.textContent === city);
      if (!name) return false;
      const face = ring.getBoundingClientRect();
      const ringWidth = (face.height * 2.5) / 31;
      const pixels = parseFloat(getComputedStyle(name).fontSize) * (name as SVGTextElement).getScreenCTM()!.a;
      // The capitals' top (the name's box holds the font's ascent above them), and the descenders' foot.
      const letters = name.getBoundingClientRect();
      const clearBelow = letters.top + 0.2 * pixels >= face.bottom - ringWidth - 0.5;
      const clearAbove = letters.top + 0.2 * pixels + 0.97 * pixels <= face.top + ringWidth + 0.5;
      expect(clearBelow || clearAbove, city).to.equal(true);
      return true;
    });
    expect(checked.length).to.be.greaterThan(2);
  });

  it('at 1920 × 1080 out of projector mode, a demonstration panning to a combat names the view "following the action", and the whole map once it stops', async () => {
    const view = await mountView();
    await settled(view);
    const board = boardOf(view);
    const whole = { ...board.viewport.view };
    expect(mapButton(view)).to.equal('Map: whole map F');
    [...view.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Watch the computers play')!.click();
    const demo = await startedDemo(view);
    for (let i = 0; i < 100 && !demo.combat; i++) demo.step();
    await settled(view);
    expect(demo.combat).to.not.equal(null);
    // The map shows the combat, not the whole map, and the button says what it shows.
    const target = hexPoint(demo.combat!.target);
    const v = board.viewport.view;
    expect(v.width).to.be.lessThan(whole.width / 2);
    expect(target.x > v.x && target.x < v.x + v.width && target.y > v.y && target.y < v.y + v.height).to.equal(true);
    expect(mapButton(view)).to.equal('Map: following the action F');
    demo.stop();
    await settled(view);
    expect(mapButton(view)).to.equal('Map: whole map F');
    expect(board.viewport.view.width).to.be.closeTo(whole.width, 1);
  });

  it('F goes round both fronts, the Western Front, the Eastern Front and the whole map again', async () => {
    const view = await mountView();
    await settled(view);
    const board = boardOf(view);
    const whole = { ...board.viewport.view };
    const shows = (hex: string) => {
      const p = hexPoint(hex);
      const v = board.viewport.view;
      return p.x > v.x && p.x < v.x + v.width && p.y > v.y && p.y < v.y + v.height;
    };
    await pressF(view);
    await pressF(view);
    expect(mapButton(view)).to.equal('Map: Western Front F');
    expect(said(view)).to.equal('The map shows: Western Front');
    expect(board.shadowRoot!.querySelector('svg.fronts')).to.equal(null);
    expect(shows('0614')).to.equal(true);
    expect(shows('2611')).to.equal(false);
    expect(counterPixels(board, 'germany:5')).to.be.at.least(32);
    await pressF(view);
    expect(mapButton(view)).to.equal('Map: Eastern Front F');
    expect(shows('2611')).to.equal(true);
    expect(shows('0614')).to.equal(false);
    await pressF(view);
    expect(mapButton(view)).to.equal('Map: whole map F');
    expect(board.viewport.view.width).to.be.closeTo(whole.width, 1);
  });

  it('ends an attack phase with French attacks still owed only once the player confirms (11.12)', async () => {
    const view = await mountView();
    await settled(view);
    let submitted: { action?: { kind: string } } | null = null;
    view.addEventListener('game-submit', (e) => (submitted = (e as CustomEvent).detail));
    const button = (name: string) => [...view.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === name) as HTMLButtonElement | undefined;
    button('End this attack phase')!.click();
    await view.updateComplete;
    expect(submitted).to.equal(null);
    expect(view.shadowRoot!.querySelector('.confirm-end[role="alert"]')!.textContent).to.contain('French attacks still owed this turn (11.12): 2');
    button('No, keep attacking')!.click();
    await view.updateComplete;
    expect(view.shadowRoot!.querySelector('.confirm-end')).to.equal(null);
    button('End this attack phase')!.click();
    await view.updateComplete;
    button('Yes, end the attack phase')!.click();
    expect(submitted!.action?.kind).to.equal('end-attacks');
  });
});
