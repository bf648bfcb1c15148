import { expect } from '@esm-bundle/chai';
import '../../src/games/romania1198/ui/romania-view';
import type { RomaniaView } from '../../src/games/romania1198/ui/romania-view';
import type { DipMap } from '../../src/games/diplomacy/ui/dip-map';
import { romania } from '../../src/games/romania1198/engine/module';

async function mount(width: number): Promise<RomaniaView> {
  const host = document.createElement('div');
  host.style.width = `${width}px`;
  const element = document.createElement('romania-view') as RomaniaView;
  element.state = romania.initialState('standard', {}, new Uint8Array([1, 2]));
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
});
