import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import '../../src/games/wwi/ui/wwi-view';
import type { WwiBoard } from '../../src/games/wwi/ui/wwi-board';
import type { WwiView } from '../../src/games/wwi/ui/wwi-view';
import { wwiGame } from '../../src/games/wwi/engine/module';
import { HEX, hexPoint } from '../../src/games/wwi/ui/geometry';
import { COMBAT_MARGIN_PIXELS, combatHexes } from '../../src/games/wwi/ui/action-frame';
import { startedDemo } from './lazy-parts';
import { mountView } from './mount-view';

const state = () => wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([3, 1, 4]));
const boardOf = (view: WwiView) => view.shadowRoot!.querySelector('wwi-board') as WwiBoard;
const buttonOf = (view: WwiView, text: string) => [...view.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!;

/** Lets the board measure itself (its resize observer) and draw. */
async function settled(view: WwiView) {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await view.updateComplete;
    await boardOf(view).updateComplete;
  }
}

/** A hex's edges on the screen (flat-topped: HEX across either side of its centre, half its height up and down). */
function hexOnScreen(board: WwiBoard, hex: string) {
  const ctm = board.shadowRoot!.querySelector('.frame > svg') as SVGSVGElement;
  const m = ctm.getScreenCTM()!;
  const c = hexPoint(hex);
  const half = (HEX * Math.sqrt(3)) / 2;
  const corners = [[c.x - HEX, c.y - half], [c.x + HEX, c.y + half]].map(([x, y]) => ({ x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f }));
  return { left: corners[0].x, top: corners[0].y, right: corners[1].x, bottom: corners[1].y };
}

/** The hexes whole, at least COMBAT_MARGIN_PIXELS inside the map's edges, and their middle within a tenth of the map's size of the map's middle. */
function expectFramed(board: WwiBoard, hexes: string[]) {
  const frame = board.shadowRoot!.querySelector('.frame')!.getBoundingClientRect();
  const boxes = hexes.map((hex) => hexOnScreen(board, hex));
  const nearest = Math.min(...boxes.flatMap((b) => [b.left - frame.left, b.top - frame.top, frame.right - b.right, frame.bottom - b.bottom]));
  expect(nearest).to.be.at.least(COMBAT_MARGIN_PIXELS - 1);
  const middle = { x: (Math.min(...boxes.map((b) => b.left)) + Math.max(...boxes.map((b) => b.right))) / 2, y: (Math.min(...boxes.map((b) => b.top)) + Math.max(...boxes.map((b) => b.bottom))) / 2 };
  expect(Math.abs(middle.x - (frame.left + frame.width / 2))).to.be.at.most(frame.width / 10);
  expect(Math.abs(middle.y - (frame.top + frame.height / 2))).to.be.at.most(frame.height / 10);
}

describe('wwi projector: a class demonstration\'s combat framed on the map', () => {
  afterEach(() => document.querySelectorAll('wwi-view').forEach((e) => e.remove()));
  after(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of [[1280, 800], [1920, 1080]]) {
    it(`at ${width} × ${height} shows the first combat's hexes whole, centred, at least ${COMBAT_MARGIN_PIXELS} pixels inside the map's edges, once the projector is on and again once the note above the map is closed`, async () => {
      await setViewport({ width, height });
      // Another game on this device each time, so turn 1's history note shows above the map.
      const uid = [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join('');
      history.replaceState(null, '', `#/game/${uid}`);
      const view = await mountView<WwiView>('wwi-view', state(), ['allies'], { history: [] });
      buttonOf(view, 'Watch the computers play').click();
      const demo = await startedDemo(view);
      // Paused at each combat (the demonstration's default): stepped by hand up to the first one.
      demo.pauseAtCombat = true;
      for (let i = 0; i < 100 && !demo.combat; i++) demo.step();
      expect(demo.paused).to.equal(true);
      await settled(view);
      // The teacher turns the projector on at the first combat.
      buttonOf(view, 'Projector').click();
      await settled(view);
      expect(view.projector).to.equal(true);
      const hexes = combatHexes(demo.state, demo.combat);
      expect(hexes.length).to.be.at.least(2);
      expectFramed(boardOf(view), hexes);
      // The teacher closes the history note above the map: the map grows, and frames the combat again.
      const note = view.shadowRoot!.querySelector('.note')!;
      [...note.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Close')!.click();
      await settled(view);
      expect(view.shadowRoot!.querySelector('.note')).to.equal(null);
      expectFramed(boardOf(view), hexes);
      demo.stop();
    });
  }
});
