import { expect } from '@esm-bundle/chai';
import '../../src/games/wwi/ui/wwi-view';
import type { WwiBoard } from '../../src/games/wwi/ui/wwi-board';
import type { WwiView } from '../../src/games/wwi/ui/wwi-view';
import { wwiGame } from '../../src/games/wwi/engine/module';
import { europeBoard } from '../../src/games/wwi/engine/europe';
import { hexPoint } from '../../src/games/wwi/ui/geometry';
import { sendMouse } from '@web/test-runner-commands';

const state = () => wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([3, 1, 4]));

async function mountView(activePowers: string[] = ['allies'], initial = state()): Promise<WwiView> {
  const view = document.createElement('wwi-view') as WwiView;
  view.state = initial;
  view.lang = 'en';
  view.activePowers = activePowers;
  view.readonly = activePowers.length === 0;
  view.draftOrders = {};
  document.body.append(view);
  await view.updateComplete;
  return view;
}

const boardOf = async (view: WwiView) => {
  const board = view.shadowRoot!.querySelector('wwi-board') as WwiBoard;
  await board.updateComplete;
  return board;
};

describe('wwi-board', () => {
  afterEach(() => document.querySelectorAll('wwi-view').forEach((e) => e.remove()));

  it('in projector mode opens on the front with counters at least 40 pixels wide, and shows all of Europe again when left', async () => {
    const view = await mountView();
    const board = await boardOf(view);
    const whole = { ...board.viewport.view };
    view.projector = true;
    await view.updateComplete;
    await board.updateComplete;
    // The counter's ring is 5 units wider than its 26-unit face.
    const ring = board.shadowRoot!.querySelector('[data-unit="germany:5"]')!;
    expect((ring.getBoundingClientRect().width * 26) / 31).to.be.at.least(40);
    expect(board.viewport.view.width).to.be.lessThan(whole.width / 2);
    // The German 5th Army at Metz, on the Western Front, is in view.
    const metz = hexPoint('0614');
    const v = board.viewport.view;
    expect(metz.x > v.x && metz.x < v.x + v.width && metz.y > v.y && metz.y < v.y + v.height).to.equal(true);
    view.projector = false;
    await view.updateComplete;
    await board.updateComplete;
    expect(board.viewport.view.width).to.be.closeTo(whole.width, 1);
  });

  it('makes every counter a focusable button named by nation, unit, strength and hex', async () => {
    const board = await boardOf(await mountView());
    const buttons = [...board.shadowRoot!.querySelectorAll('[data-unit]')];
    expect(buttons.length).to.equal(state().units.filter((u) => u.status === 'map').length);
    for (const button of buttons) {
      expect(button.getAttribute('role')).to.equal('button');
      expect(button.getAttribute('tabindex')).to.equal('0');
    }
    const metz = board.shadowRoot!.querySelector('[data-unit="germany:5"]')!;
    expect(metz.getAttribute('aria-label')).to.equal('German 5th Army, 5–5, hex 0614 Metz');
  });

  it('zooms and pans with the keyboard', async () => {
    const board = await boardOf(await mountView());
    const frame = board.shadowRoot!.querySelector('.frame') as HTMLElement;
    const before = { ...board.view };
    frame.dispatchEvent(new KeyboardEvent('keydown', { key: '+', bubbles: true, composed: true }));
    await board.updateComplete;
    expect(board.view.width).to.be.lessThan(before.width);
    const zoomed = { ...board.view };
    frame.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await board.updateComplete;
    expect(board.view.x).to.be.greaterThan(zoomed.x);
  });

  it('shows the calculation before the roll when a target is chosen with the keyboard', async () => {
    const view = await mountView();
    const board = await boardOf(view);
    const metz = board.shadowRoot!.querySelector('[data-unit="germany:5"]')!;
    metz.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await view.updateComplete;
    const calc = view.shadowRoot!.querySelector('.calc')!;
    expect(calc.textContent).to.contain('Before the roll');
    expect(calc.textContent).to.contain('Total attack');
    expect(calc.textContent).to.contain('10.51');
    let submitted: unknown = null;
    view.addEventListener('game-submit', (e) => (submitted = (e as CustomEvent).detail));
    const roll = [...view.shadowRoot!.querySelectorAll('button')].find((b) => b.classList.contains('roll'))!;
    roll.click();
    expect(submitted).to.deep.include({ power: 'allies' });
  });

  it('reads the combat out in plain sentences above the table before the roll, in English and Italian', async () => {
    const view = await mountView();
    const board = await boardOf(view);
    board.shadowRoot!.querySelector('[data-unit="germany:5"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await view.updateComplete;
    const calc = view.shadowRoot!.querySelector('.calc')!;
    const said = calc.querySelector('.said')!;
    // The sentences come first; the table with its numbers and rule links stays below.
    expect(said.compareDocumentPosition(calc.querySelector(':scope > table')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(said.textContent).to.match(/attacks? Metz \(defenders: .*\) with \d+ against \d+/);
    expect(said.textContent).to.contain('One die is rolled, 1 to 6: on a 1');
    expect(calc.querySelector(':scope > table')!.textContent).to.contain('10.51');
    view.lang = 'it';
    await view.updateComplete;
    const it = view.shadowRoot!.querySelector('.calc .said')!.textContent!;
    expect(it).to.match(/attacca(no)? Metz \(in difesa: .*\) con \d+ contro \d+/);
    expect(it).to.contain('Si tira un dado, da 1 a 6: con 1');
  });

  it('shows reachable hexes with their cost and plans a move by clicking', async () => {
    const movement = { ...state(), turn: 2, phase: 'allied-movement' as const, attackPhase: 0 };
    const view = await mountView(['allies'], movement);
    const board = await boardOf(view);
    board.shadowRoot!.querySelector('[data-unit="france:9"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await view.updateComplete;
    await board.updateComplete;
    const marks = [...board.shadowRoot!.querySelectorAll('.mark')];
    expect(marks.length).to.be.greaterThan(3);
    expect(marks.some((m) => m.classList.contains('rail'))).to.equal(true);
    expect(marks.some((m) => m.classList.contains('zoc'))).to.equal(true);
    expect(marks[0].getAttribute('aria-label')).to.match(/\d MP/);
    const free = marks.find((m) => !movement.units.some((u) => u.status === 'map' && u.hex === m.getAttribute('data-hex')))!;
    free.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await view.updateComplete;
    expect(view.shadowRoot!.querySelector('ol.moves')!.textContent).to.contain('French 9th Army');
    let submitted: { action?: { kind: string; moves: unknown[] } } = {};
    view.addEventListener('game-submit', (e) => (submitted = (e as CustomEvent).detail));
    const end = [...view.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.includes('End movement phase'))!;
    end.click();
    await view.updateComplete;
    expect(view.shadowRoot!.querySelector('.refusal')?.textContent ?? '').to.equal('');
    expect(submitted.action?.kind).to.equal('move');
    expect(submitted.action?.moves.length).to.equal(1);
  });

  it('orders nothing when read-only', async () => {
    const view = await mountView([]);
    const board = await boardOf(view);
    board.shadowRoot!.querySelector('[data-unit="germany:5"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await view.updateComplete;
    expect(view.shadowRoot!.querySelector('.calc')).to.equal(null);
    expect(view.shadowRoot!.textContent).to.contain('Waiting for');
  });

  it('selects a counter clicked near the edge of a zoomed view, and the view stays put', async () => {
    const movement = { ...state(), turn: 2, phase: 'allied-movement' as const, attackPhase: 0 };
    const view = await mountView(['allies'], movement);
    const board = await boardOf(view);
    board.scrollIntoView();
    const hex = movement.units.find((u) => u.id === 'france:9')!.hex!;
    const at = hexPoint(hex, europeBoard().hex(hex).map);
    // Zoomed in, the counter's centre a little inside the right edge (within a hex of it).
    const width = 200;
    const height = width / board.viewport.aspect();
    board.viewport.set({ x: at.x + 12 - width, y: at.y - height / 2, width, height });
    await board.updateComplete;
    const before = { ...board.view };
    const ring = board.shadowRoot!.querySelector('[data-unit="france:9"]')!;
    const rect = ring.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)] });
    await view.updateComplete;
    await board.updateComplete;
    expect(board.view).to.deep.equal(before);
    expect(ring.getAttribute('aria-pressed')).to.equal('true');
    expect(board.shadowRoot!.querySelectorAll('.mark').length).to.be.greaterThan(3);
  });

  it('still brings a counter reached from the keyboard into view', async () => {
    const board = await boardOf(await mountView());
    const hex = state().units.find((u) => u.id === 'france:9')!.hex!;
    const at = hexPoint(hex, europeBoard().hex(hex).map);
    const width = 200;
    const height = width / board.viewport.aspect();
    board.viewport.set({ x: at.x + 5 - width, y: at.y - height / 2, width, height });
    await board.updateComplete;
    (board.shadowRoot!.querySelector('[data-unit="france:9"]') as SVGElement).focus();
    await board.updateComplete;
    expect(at.x).to.be.lessThan(board.view.x + board.view.width - 20);
  });
});
