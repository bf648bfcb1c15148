import { expect } from '@esm-bundle/chai';
import '../../src/games/wwi/ui/wwi-view';
import type { WwiBoard } from '../../src/games/wwi/ui/wwi-board';
import type { WwiView } from '../../src/games/wwi/ui/wwi-view';
import { wwiGame } from '../../src/games/wwi/engine/module';
import { europeBoard } from '../../src/games/wwi/engine/europe';
import { checkFreeSetup } from '../../src/games/wwi/engine/scenario';
import type { WwiAction } from '../../src/games/wwi/engine/actions';
import { mountView } from './mount-view';

const freeGame = () => wwiGame.initialState('free', { dice: 'plain' }, new Uint8Array([2, 7, 1]));

const mountFreeSetup = () => mountView<WwiView>('wwi-view', freeGame(), ['allies']);

async function settle(view: WwiView): Promise<WwiBoard> {
  await view.updateComplete;
  const board = view.shadowRoot!.querySelector('wwi-board') as WwiBoard;
  await board.updateComplete;
  return board;
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
const buttonNamed = (view: WwiView, text: string) => [...view.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(text)) as HTMLButtonElement;

describe('wwi free set-up (seed 002 11.2)', () => {
  afterEach(() => document.querySelectorAll('wwi-view').forEach((e) => e.remove()));

  it('places an army by choosing it and a highlighted hex, then confirms with the rest placed automatically', async () => {
    const view = await mountFreeSetup();
    let board = await settle(view);
    expect(view.shadowRoot!.querySelector('.setup h3')!.textContent).to.contain('Free set-up');
    expect(buttonNamed(view, 'Confirm set-up').disabled).to.equal(true);
    expect(view.shadowRoot!.querySelector('.setup .refusal')!.textContent).to.contain('11.21');
    expect(board.shadowRoot!.querySelectorAll('.mark').length).to.equal(0);

    click(view.shadowRoot!.querySelector('.chip[aria-label^="French 1st Army"]')!);
    board = await settle(view);
    const marks = [...board.shadowRoot!.querySelectorAll('.mark.place')];
    expect(marks.length).to.be.greaterThan(20);
    const europe = europeBoard();
    for (const mark of marks) {
      const hex = mark.getAttribute('data-hex')!;
      expect(europe.hex(hex).nation, hex).to.equal('france');
      expect(europe.hex(hex).transit, hex).to.equal(null);
      expect(mark.getAttribute('role')).to.equal('button');
      expect(mark.getAttribute('tabindex')).to.equal('0');
    }
    const paris = marks.find((m) => m.getAttribute('data-hex') === '0114')!;
    expect(paris.getAttribute('aria-label')).to.equal('Set up French 1st Army: 0114 Paris');
    click(paris);
    board = await settle(view);
    const counter = board.shadowRoot!.querySelector('[data-unit="france:1"]')!;
    expect(counter.getAttribute('aria-label')).to.equal('French 1st Army, 4–3, hex 0114 Paris');
    expect(view.shadowRoot!.querySelector('.setup [role="status"]')!.textContent).to.contain('French 2nd Army');
    expect(board.shadowRoot!.querySelector('.mark[data-hex="0114"]')).to.equal(null);

    buttonNamed(view, 'Place the rest automatically').click();
    await settle(view);
    const confirm = buttonNamed(view, 'Confirm set-up');
    expect(confirm.disabled).to.equal(false);
    expect(view.shadowRoot!.querySelector('.setup .refusal')).to.equal(null);
    let submitted: { power?: string; action?: WwiAction } = {};
    view.addEventListener('game-submit', (e) => (submitted = (e as CustomEvent).detail));
    confirm.click();
    expect(submitted.power).to.equal('allies');
    const action = submitted.action!;
    expect(action.kind).to.equal('setup');
    if (action.kind !== 'setup') return;
    expect(action.placements).to.deep.include({ unit: 'france:1', hex: '0114' });
    expect(action.placements.length).to.equal(20);
    expect(checkFreeSetup(view.state, europe, 'allies', action.placements).ok).to.equal(true);
  });

  it('picks a placed counter up again from the board and places it with the keyboard', async () => {
    const view = await mountFreeSetup();
    click(view.shadowRoot!.querySelector('.chip[aria-label^="British Expeditionary Force"]')!);
    let board = await settle(view);
    const first = board.shadowRoot!.querySelector('.mark.place')!;
    const hex = first.getAttribute('data-hex')!;
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    board = await settle(view);
    const placed = board.shadowRoot!.querySelector('[data-unit="britain:BEF"]')!;
    expect(placed.getAttribute('aria-label')).to.contain(`hex ${hex}`);
    expect(view.shadowRoot!.querySelector('.chip[aria-label^="British Expeditionary Force"]')!.textContent).to.contain(hex);

    placed.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, composed: true }));
    board = await settle(view);
    expect(board.shadowRoot!.querySelector('[data-unit="britain:BEF"]')).to.equal(null);
    expect(view.shadowRoot!.querySelector('.chip[aria-label^="British Expeditionary Force"]')!.getAttribute('aria-pressed')).to.equal('true');
    expect(board.shadowRoot!.querySelector(`.mark.place[data-hex="${hex}"]`)).to.not.equal(null);

    buttonNamed(view, 'Clear').click();
    board = await settle(view);
    expect(board.shadowRoot!.querySelectorAll('.mark').length).to.equal(0);
    expect(view.shadowRoot!.querySelectorAll('.chip.placed').length).to.equal(0);
  });
});
