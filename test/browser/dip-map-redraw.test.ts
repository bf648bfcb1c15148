import { expect } from '@esm-bundle/chai';
import '../../src/games/diplomacy/ui/standard-board';
import '../../src/games/diplomacy/ui/dip-map';
import type { DipMap } from '../../src/games/diplomacy/ui/dip-map';
import { standardMap as map } from '../../src/games/diplomacy/engine/map';
import { initialPosition } from '../../src/games/diplomacy/engine/position';
import type { DipState } from '../../src/games/diplomacy/engine/state';

const state: DipState = { setup: '7', edition: 'rulebook', endYear: null, position: initialPosition(map), joined: {}, coinSeed: 0, drawVotes: [], concessions: [], last: null };

/** A map in a box `width` pixels wide, France's units to order, as its first drawing shows it. */
async function mountAt(width: number): Promise<DipMap> {
  const box = document.createElement('div');
  box.style.width = `${width}px`;
  const element = document.createElement('dip-map');
  Object.assign(element, { state, lang: 'en', notation: 'en', orderable: ['france'], orders: [] });
  box.append(element);
  document.body.append(box);
  await element.updateComplete;
  return element;
}

const viewBox = (element: DipMap) => element.shadowRoot!.querySelector('svg.board')!.getAttribute('viewBox')!.split(' ').map(Number);

describe('dip-map on a phone', () => {
  afterEach(() => document.body.replaceChildren());

  it('first draws the map close to the units being ordered on a narrow screen, and the whole map on a wide one', async () => {
    const phone = await mountAt(380);
    const [x, y, width, height] = viewBox(phone);
    const whole = viewBox(await mountAt(1000));
    expect(whole[2]).to.be.greaterThan(width * 1.5);
    // France's three units (Paris, Brest, Marseilles) are inside the first view.
    const units = ['Army, Paris, France', 'Fleet, Brest, France', 'Army, Marseilles, France'];
    for (const name of units) {
      const unit = phone.shadowRoot!.querySelector<SVGGElement>(`g.unit[aria-label="${name}"]`)!;
      const at = unit.transform.baseVal.consolidate()!.matrix;
      expect(at.e, name).to.be.within(x, x + width);
      expect(at.f, name).to.be.within(y, y + height);
    }
  });
});

describe('dip-map drawn again', () => {
  afterEach(() => document.body.replaceChildren());

  it('names and labels its spaces anew when the language or the notation changes, and colours a centre anew when its owner does', async () => {
    const element = await mountAt(1000);
    const label = () => [...element.shadowRoot!.querySelectorAll('text.label')].map((t) => t.textContent).join(' ');
    const northSea = () => element.shadowRoot!.querySelector('path.space[data-province="nth"]')!.getAttribute('aria-label');
    const [englishLabels, englishName] = [label(), northSea()];
    element.lang = 'it';
    element.notation = 'it';
    await element.updateComplete;
    expect(northSea()).to.not.equal(englishName);
    expect(label()).to.not.equal(englishLabels);
    // Belgium taken by France: its centre turns French.
    const centre = () => element.shadowRoot!.querySelectorAll('circle.centre');
    const before = [...centre()].map((c) => c.getAttribute('fill')).join();
    element.state = { ...state, position: { ...state.position, owners: { ...state.position.owners, bel: 'france' } } };
    await element.updateComplete;
    expect([...centre()].map((c) => c.getAttribute('fill')).join()).to.not.equal(before);
  });

  it('keeps exactly one space in the tab order, the focused one, and the keyboard on it, after an arrow key and after the position is drawn anew', async () => {
    const element = await mountAt(1000);
    const tabbable = () => [...element.shadowRoot!.querySelectorAll('path.space[tabindex="0"]')].map((space) => space.getAttribute('data-province'));
    const first = tabbable();
    expect(first).to.have.length(1);
    const start = element.shadowRoot!.querySelector<SVGPathElement>(`path.space[data-province="${first[0]}"]`)!;
    start.focus();
    start.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await element.updateComplete;
    await element.updateComplete;
    const moved = (element.shadowRoot!.activeElement as Element).getAttribute('data-province');
    expect(moved).to.not.equal(first[0]);
    expect(tabbable()).to.deep.equal([moved]);
    // A new position makes the spaces' markup again: the focused space stays the one Tab reaches.
    element.state = { ...state, position: { ...state.position, owners: { ...state.position.owners, bel: 'france' } } };
    await element.updateComplete;
    expect(tabbable()).to.deep.equal([moved]);
    // The keyboard's focus stays on that space, now a new element.
    expect(element.shadowRoot!.activeElement?.getAttribute('data-province')).to.equal(moved);
    expect(element.shadowRoot!.querySelectorAll('path.space')).to.have.length(element.shadowRoot!.querySelectorAll('path.space[tabindex]').length);
  });
});
