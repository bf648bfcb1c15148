import { expect } from '@esm-bundle/chai';
import '../../src/games/romania1198/ui/romania-view';
import type { RomaniaView } from '../../src/games/romania1198/ui/romania-view';
import type { DipMap } from '../../src/games/diplomacy/ui/dip-map';
import { romania } from '../../src/games/romania1198/engine/module';

async function mount(width: number, options: Record<string, string> = {}): Promise<RomaniaView> {
  const host = document.createElement('div');
  host.style.width = `${width}px`;
  const element = document.createElement('romania-view') as RomaniaView;
  element.state = romania.initialState('standard', options, new Uint8Array([1, 2]));
  element.lang = 'en';
  element.activePowers = ['cluj'];
  element.readonly = false;
  element.draftOrders = {};
  host.append(element);
  document.body.append(host);
  await element.updateComplete;
  const map = element.shadowRoot!.querySelector('dip-map') as DipMap;
  await map.updateComplete;
  return element;
}

const mapOf = (view: RomaniaView) => view.shadowRoot!.querySelector('dip-map') as DipMap;

describe('Romania board on a phone', () => {
  afterEach(() => document.body.replaceChildren());

  it('a tapped unit lights the spaces it can reach, the mountain edge marked "2×"; on a narrow screen its menu is a bottom sheet', async () => {
    const view = await mount(360);
    const map = mapOf(view);
    map.activate('clu');
    await map.updateComplete;
    const root = map.shadowRoot!;
    expect(root.querySelectorAll('.highlight.target').length).to.be.greaterThan(2);
    expect(root.querySelectorAll('.highlight.two-turns').length).to.equal(2);
    expect([...root.querySelectorAll('.two-turns-mark')].map((t) => t.textContent)).to.deep.equal(['2×', '2×']);
    const menu = root.querySelector('.menu') as HTMLElement;
    expect(menu.classList.contains('sheet')).to.equal(true);
    expect(getComputedStyle(menu).position).to.equal('fixed');
    // The sheet sits at the foot of the window, not over the map's spaces.
    expect(Math.round(menu.getBoundingClientRect().bottom)).to.equal(window.innerHeight);
  });

  it('on a wide screen the menu stays a popover at the unit', async () => {
    const view = await mount(900);
    const map = mapOf(view);
    map.activate('clu');
    await map.updateComplete;
    const menu = map.shadowRoot!.querySelector('.menu') as HTMLElement;
    expect(menu.classList.contains('sheet')).to.equal(false);
    expect(getComputedStyle(menu).position).to.equal('absolute');
  });

  it('a spy mission in two actions (the city, then Add), its risk shown; an ambassador in two (whom, which treaty)', async () => {
    const view = await mount(360, { ambassadors: 'on', spies: 'on' });
    const root = view.shadowRoot!;
    const box = root.querySelector('textarea')!;
    expect(root.querySelector('.help')!.textContent).to.contain('A clu - zal').and.not.contain('A Par - Bur');
    let actions = 0;
    const city = root.querySelector('#special-cluj-city') as HTMLSelectElement;
    city.value = 'med';
    city.dispatchEvent(new Event('change'));
    actions++;
    await view.updateComplete;
    expect(root.querySelector('.risk')!.textContent).to.match(/Risk: caught if the die \(1–100\) falls below \d+, that is \d+%/);
    (root.querySelector('.send-spy') as HTMLButtonElement).click();
    actions++;
    await view.updateComplete;
    expect(actions).to.be.at.most(4);
    expect(box.value).to.equal('S cluj med (army)');
    expect(root.querySelector('.check li.good')!.textContent).to.contain('S cluj med (army)');
    const to = root.querySelector('#special-cluj-to') as HTMLSelectElement;
    to.value = 'bistrita';
    to.dispatchEvent(new Event('change'));
    await view.updateComplete;
    (root.querySelector('button[data-treaty="alliance"]') as HTMLButtonElement).click();
    await view.updateComplete;
    expect(box.value.split('\n')).to.deep.equal(['S cluj med (army)', 'P cluj bistrita (alliance)']);
    expect(root.querySelectorAll('.check li.good').length).to.equal(2);
    // One ambassador a phase: its picker gives way to a note.
    expect(root.querySelector('fieldset.ambassador')!.textContent).to.contain('Already sent this phase');
  });
});
