import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import '../../src/games/wwi/ui/wwi-view';
import type { WwiView } from '../../src/games/wwi/ui/wwi-view';
import { wwiGame } from '../../src/games/wwi/engine/module';
import { startedDemo } from './lazy-parts';
import { mountView } from './mount-view';
import { phaseName } from '../../src/games/wwi/engine/sequence';

const state = () => wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([3, 1, 4]));

/** Each test is another game on this device, so the history note of turn 1 shows again. */
function newGamePage() {
  const uid = [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join('');
  history.replaceState(null, '', `#/game/${uid}`);
}

async function mountWwiView(): Promise<WwiView> {
  newGamePage();
  const view = await mountView<WwiView>('wwi-view', state(), ['allies'], { history: [] });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return view;
}

const part = (view: WwiView, selector: string) => view.shadowRoot!.querySelector(selector) as HTMLElement;
const buttonOf = (view: WwiView, text: string) => [...view.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);

/** The view under something `height` pixels tall (the page's heading), so the page can scroll. */
async function mountUnderHeading(height: number): Promise<WwiView> {
  const spacer = Object.assign(document.createElement('div'), { className: 'spacer' });
  spacer.style.height = `${height}px`;
  document.body.append(spacer);
  const view = await mountWwiView();
  view.before(spacer);
  return view;
}

/** Starts the class demonstration and pauses it at once. */
async function pausedDemo(view: WwiView): Promise<void> {
  buttonOf(view, 'Watch the computers play')!.click();
  await startedDemo(view);
  buttonOf(view, 'Pause')!.click();
  await view.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

describe('wwi view on a wide screen and on a phone', () => {
  afterEach(() => {
    document.querySelectorAll('wwi-view, .spacer').forEach((e) => e.remove());
    window.scrollTo(0, 0);
  });
  after(() => setViewport({ width: 800, height: 600 }));

  it('at 1920 × 1080 gives the map the width beside the panel and the screen height, and a rule link moves only the panel', async () => {
    await setViewport({ width: 1920, height: 1080 });
    const view = await mountUnderHeading(400);
    await view.updateComplete;
    const board = part(view, 'wwi-board').getBoundingClientRect();
    const panel = part(view, '.panel');
    expect(board.width).to.be.greaterThan(1400);
    expect(board.height).to.be.greaterThan(900);
    expect(panel.getBoundingClientRect().left).to.be.at.least(board.right);
    // Nothing is sticky over the note above the board.
    expect(getComputedStyle(part(view, '.strip')).position).to.equal('static');
    window.scrollTo(0, 100);
    const scrolled = window.scrollY;
    const note = part(view, '.note').getBoundingClientRect().top;
    (view.shadowRoot!.querySelector('.owed button.rule') as HTMLElement).click();
    await view.updateComplete;
    // The rules panel loads with the tab (rules-tab.ts): a loading line first.
    for (let i = 0; i < 100 && !view.shadowRoot!.querySelector('rules-panel'); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const rules = view.shadowRoot!.querySelector('rules-panel')!;
    await (rules as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const entry = rules.shadowRoot!.querySelector('[data-rule="11.12"]')!.getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    expect(window.scrollY).to.equal(scrolled);
    expect(part(view, '.note').getBoundingClientRect().top).to.equal(note);
    expect(entry.top).to.be.at.least(box.top);
    expect(entry.bottom).to.be.at.most(box.bottom);
  });

  it('on a 390 × 844 phone shows the map before the history note, who acts and the superior player on one line above it', async () => {
    await setViewport({ width: 390, height: 844 });
    const view = await mountWwiView();
    // One row: the superior player starts above the foot of the pill saying who acts.
    expect(part(view, '.strip .superior').getBoundingClientRect().top).to.be.below(part(view, '.strip .acting').getBoundingClientRect().bottom);
    // In small type, the caption over the side's name (view-styles.ts).
    expect(part(view, '.strip .superior .label').innerText.trim()).to.equal('Superior');
    expect(part(view, '.strip .superior strong').innerText).to.equal('Allies');
    const board = part(view, 'wwi-board').getBoundingClientRect();
    expect(board.top).to.be.lessThan(part(view, '.note').getBoundingClientRect().top);
    // The strip alone above the map: the map starts in the upper half of the screen.
    expect(board.top).to.be.lessThan(844 / 2);
    // The map opens on the Western Front, and its button says so.
    await view.updateComplete;
    expect(part(view, 'button.map-view').textContent).to.match(/^Map: Western Front/);
  });

  /**
   * The page's heading, as the game page draws it above the view, naming `phase`
   * (the demonstration's while one runs: the view tells the page, demo-loop.ts `showing`).
   */
  function pageHeading(phase: string): HTMLElement {
    const heading = Object.assign(document.createElement('header'), { className: 'spacer' });
    heading.innerHTML = '<h1>World War I 1914–1918</h1><div class="phase-label"></div><p>Waiting for Allies</p>';
    heading.querySelector('.phase-label')!.textContent = phase;
    return heading;
  }

  /** The elements on the first screen, the page's and the view's, whose own words name `phase`. */
  function phaseNamedOnScreen(view: WwiView, phase: string): Element[] {
    const seen = (e: Element) => {
      const box = e.getBoundingClientRect();
      // A screen reader's text is one clipped pixel.
      return box.width > 1 && box.height > 1 && box.top < innerHeight && box.bottom > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    const names = (e: Element) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes(phase));
    return [...document.body.querySelectorAll('*'), ...view.shadowRoot!.querySelectorAll('*')].filter((e) => names(e) && seen(e));
  }

  for (const [width, height] of [[1920, 1080], [390, 844]]) {
    it(`out of projector mode at ${width} × ${height} names the phase once on the first screen, in the page's heading, a demonstration's too`, async () => {
      await setViewport({ width, height });
      const view = await mountWwiView();
      const phase = phaseName(view.state).en;
      view.before(pageHeading(phase));
      await view.updateComplete;
      expect(phaseNamedOnScreen(view, phase).map((e) => e.className)).to.deep.equal(['phase-label']);
      // Who acts is still said beside the map.
      expect(part(view, '.strip .acting').textContent).to.equal('Allies to act');
      buttonOf(view, 'Watch the computers play')!.click();
      const demo = await startedDemo(view);
      await view.updateComplete;
      expect(phaseName(demo.state!).en).to.equal(phase);
      expect(phaseNamedOnScreen(view, phase).map((e) => e.className)).to.deep.equal(['phase-label']);
      demo.stop();
    });
  }

  it('out of projector mode at 900 × 800, the strip stuck at the top once the heading has scrolled away names the phase itself', async () => {
    await setViewport({ width: 900, height: 800 });
    const view = await mountWwiView();
    const phase = phaseName(view.state).en;
    view.before(pageHeading(phase));
    await view.updateComplete;
    expect(phaseNamedOnScreen(view, phase).map((e) => e.className)).to.deep.equal(['phase-label']);
    window.scrollTo(0, part(view, '.strip').getBoundingClientRect().top + scrollY + 400);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(part(view, '.strip').getBoundingClientRect().top).to.equal(0);
    expect(phaseNamedOnScreen(view, phase).map((e) => e.className)).to.deep.equal(['phase sr-only']);
  });

  /** A class demonstration on a projector: its banner and turn 1's history note above the board, the demonstration paused. */
  async function projectorDemo(): Promise<WwiView> {
    const view = await mountWwiView();
    view.projector = true;
    await pausedDemo(view);
    expect(part(view, '.demo-banner')).to.not.equal(null);
    return view;
  }

  it('in projector mode at 1280 × 800 ends the board and the panel on the screen, under the strip and the banners', async () => {
    await setViewport({ width: 1280, height: 800 });
    const view = await projectorDemo();
    const board = part(view, 'wwi-board').getBoundingClientRect();
    const panel = part(view, '.panel').getBoundingClientRect();
    expect(board.bottom).to.be.at.most(800);
    expect(panel.bottom).to.be.at.most(800);
    expect(board.height).to.be.at.least(300);
  });

  it('in projector mode at 1280 × 800 keeps the tabs and Continue in view while the teacher scrolls the panel down a combat calculation', async () => {
    await setViewport({ width: 1280, height: 800 });
    const view = await projectorDemo();
    const demo = await startedDemo(view);
    for (let i = 0; i < 100 && !demo.combat; i++) demo.step();
    await view.updateComplete;
    expect(part(view, '.calc')).to.not.equal(null);
    const panel = part(view, '.panel');
    panel.scrollTop = panel.scrollHeight;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(panel.scrollTop).to.be.greaterThan(200);
    const box = panel.getBoundingClientRect();
    const cont = [...view.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Continue')!;
    for (const shown of [part(view, '.tabs'), cont]) {
      const rect = shown.getBoundingClientRect();
      expect(rect.top).to.be.at.least(box.top);
      expect(rect.bottom).to.be.at.most(box.bottom);
    }
    // What stays in view leaves most of the panel to the calculation.
    expect(part(view, '.head-kept').getBoundingClientRect().height).to.be.at.most(box.height / 2);
    demo.stop();
  });

  it('on a 390 × 844 phone keeps a demonstration\'s Continue on the screen with the map, at each combat', async () => {
    await setViewport({ width: 390, height: 844 });
    const view = await mountWwiView();
    buttonOf(view, 'Watch the computers play')!.click();
    const demo = await startedDemo(view);
    demo.setSpeed('slow');
    for (let i = 0; i < 100 && !demo.combat; i++) demo.step();
    await view.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(demo.paused).to.equal(true);
    const cont = buttonOf(view, 'Continue')!.getBoundingClientRect();
    const board = part(view, 'wwi-board').getBoundingClientRect();
    // Without scrolling: the button on the screen, and the map above it.
    expect(window.scrollY).to.equal(0);
    expect(cont.bottom).to.be.at.most(844);
    expect(cont.top).to.be.at.least(0);
    expect(board.top).to.be.lessThan(cont.top - 200);
    demo.stop();
  });

  it('in projector mode on a 390 × 844 phone puts the map above the panel, the screen wide', async () => {
    await setViewport({ width: 390, height: 844 });
    const view = await projectorDemo();
    const board = part(view, 'wwi-board').getBoundingClientRect();
    const panel = part(view, '.panel').getBoundingClientRect();
    expect(board.width).to.be.at.least(340);
    expect(board.height).to.be.at.least(340);
    expect(panel.top).to.be.at.least(board.bottom);
  });

  it('on a 390 × 844 phone shows the map under the page heading during a demonstration, most of the screen above its bar, without scrolling', async () => {
    await setViewport({ width: 390, height: 844 });
    // The page's heading above the view on a phone during a demonstration: the site's bar, the game's title, its phase and badge.
    const view = await mountUnderHeading(300);
    await pausedDemo(view);
    expect(window.scrollY).to.equal(0);
    const board = part(view, 'wwi-board').getBoundingClientRect();
    const bar = part(view, '.demo-buttons').getBoundingClientRect();
    // The map starts right under the heading and fills the screen down to the demonstration's bar.
    expect(board.top).to.be.at.most(300 + 20);
    expect(board.right).to.be.at.most(390);
    expect(Math.min(board.bottom, bar.top) - board.top).to.be.at.least(380);
    // The bar's buttons on one row (its group names the demonstration; "Stop" keeps the whole name for a screen reader).
    const tops = [...view.shadowRoot!.querySelectorAll('.demo-buttons button')].map((b) => Math.round(b.getBoundingClientRect().top));
    expect(new Set(tops).size).to.equal(1);
    expect(bar.height).to.be.below(80);
    // The heading names the demonstration and its phase: no banner repeats it above the map.
    const banner = part(view, '.demo-banner');
    expect(banner === null || banner.getBoundingClientRect().height === 0).to.equal(true);
    // The status strip follows the map.
    expect(part(view, '.strip').getBoundingClientRect().top).to.be.at.least(board.bottom);
    // The map follows the demonstration's combats, on every front, and says so; it names the Western Front again once stopped.
    expect(part(view, 'button.map-view').textContent).to.match(/^Map: following the action/);
    // At a combat too, its calculation and results table in the panel below: nothing wider than the phone.
    const demo = await startedDemo(view);
    for (let i = 0; i < 100 && !demo.combat; i++) demo.step();
    await view.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(part(view, '.crt-grid')).to.not.equal(null);
    expect(part(view, 'wwi-board').getBoundingClientRect().right).to.be.at.most(390);
    expect(part(view, '.panel').getBoundingClientRect().right).to.be.at.most(390);
    demo.stop();
    await view.updateComplete;
    await view.updateComplete;
    expect(part(view, 'button.map-view').textContent).to.match(/^Map: Western Front/);
  });

  it('in projector mode names the demonstration\'s phase once, in the status strip, and says a demonstration runs', async () => {
    await setViewport({ width: 1920, height: 1080 });
    const view = await projectorDemo();
    const demo = await startedDemo(view);
    const phase = phaseName(demo.state!).en;
    const shell = part(view, '.shell');
    const visible = (e: Element) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).position === 'fixed';
    const places = [...shell.querySelectorAll('*')].filter((e) => visible(e) && [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes(phase)));
    expect(places.map((e) => e.className)).to.deep.equal(['phase']);
    expect(part(view, '.demo-banner').textContent).to.contain('Demonstration — not saved');
    demo.stop();
  });
});
