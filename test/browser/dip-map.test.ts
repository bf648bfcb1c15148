import { expect } from '@esm-bundle/chai';
import '../../src/games/diplomacy/ui/standard-board';
import '../../src/games/diplomacy/ui/dip-map';
import type { DipMap, MapOrder, OrderChosenDetail } from '../../src/games/diplomacy/ui/dip-map';
import { standardMap as map } from '../../src/games/diplomacy/engine/map';
import { initialPosition, type Position } from '../../src/games/diplomacy/engine/position';
import type { DipState } from '../../src/games/diplomacy/engine/state';
import { fails } from '../../src/games/diplomacy/engine/adjudicator/outcome';

function stateWith(position: Position = initialPosition(map)): DipState {
  return { setup: '7', edition: 'rulebook', endYear: null, position, joined: {}, coinSeed: 0, drawVotes: [], concessions: [], last: null };
}

async function mount(options: { state?: DipState; lang?: 'en' | 'it'; orderable?: string[]; orders?: MapOrder[] } = {}): Promise<DipMap> {
  const element = document.createElement('dip-map');
  element.state = options.state ?? stateWith();
  element.lang = options.lang ?? 'en';
  element.notation = options.lang ?? 'en';
  element.orderable = options.orderable ?? [];
  element.orders = options.orders ?? [];
  document.body.append(element);
  await element.updateComplete;
  return element;
}

const root = (element: DipMap) => element.shadowRoot!;
const space = (element: DipMap, id: string) => root(element).querySelector<SVGPathElement>(`path.space[data-province="${id}"]`)!;
const unitNamed = (element: DipMap, name: string) => root(element).querySelector<SVGGElement>(`g.unit[aria-label="${name}"]`);

async function click(element: DipMap, target: Element) {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await element.updateComplete;
}

async function menuButton(element: DipMap, label: string): Promise<HTMLButtonElement> {
  await element.updateComplete;
  const button = [...root(element).querySelectorAll<HTMLButtonElement>('.menu button')].find((b) => b.textContent!.trim() === label);
  if (!button) throw new Error(`no menu button "${label}"`);
  return button;
}

function nextOrder(element: DipMap): Promise<OrderChosenDetail> {
  return new Promise((resolve) => element.addEventListener('dip-order', (e) => resolve((e as CustomEvent<OrderChosenDetail>).detail), { once: true }));
}

describe('dip-map', () => {
  afterEach(() => document.body.replaceChildren());

  it('names every space by its full name, in English and in Italian', async () => {
    const english = await mount();
    const spaces = [...root(english).querySelectorAll('path.space')];
    expect(spaces).to.have.length(76);
    expect(space(english, 'vie').getAttribute('aria-label')).to.equal('Vienna');
    expect(space(english, 'nth').getAttribute('aria-label')).to.equal('North Sea');
    expect(space(english, 'vie').getAttribute('role')).to.equal('button');
    expect(space(english, 'swi').getAttribute('role')).to.equal('img');
    for (const path of spaces) expect(path.getAttribute('aria-label'), path.getAttribute('data-province')!).to.equal(map.province(path.getAttribute('data-province')!)!.name.en);
    english.remove();

    const italian = await mount({ lang: 'it' });
    expect(space(italian, 'nth').getAttribute('aria-label')).to.equal('Mare del Nord');
    expect(space(italian, 'mun').getAttribute('aria-label')).to.equal('Monaco');
    // Labels use the chosen notation's abbreviations (seed 001: Mno for the North Sea).
    const labels = [...root(italian).querySelectorAll('text.label')].map((t) => t.textContent);
    expect(labels).to.include('Mno');
  });

  it('names every unit by kind, place and power', async () => {
    const english = await mount();
    const units = [...root(english).querySelectorAll('g.unit')];
    expect(units).to.have.length(22);
    expect(unitNamed(english, 'Army, Vienna, Austria-Hungary')).to.not.equal(null);
    expect(unitNamed(english, 'Fleet, St Petersburg (south coast), Russia')).to.not.equal(null);
    expect(unitNamed(english, 'Army, Vienna, Austria-Hungary')!.getAttribute('role')).to.equal('img');
    english.remove();
    const italian = await mount({ lang: 'it' });
    expect(unitNamed(italian, 'Armata, Vienna, Austria-Ungheria')).to.not.equal(null);
    expect(unitNamed(italian, 'Flotta, Londra, Inghilterra')).to.not.equal(null);
  });

  it('shows each power by colour and by letter, so colour is never the only cue', async () => {
    const element = await mount();
    const vienna = unitNamed(element, 'Army, Vienna, Austria-Hungary')!;
    expect(vienna.querySelector('.body')!.getAttribute('fill')).to.equal(map.power('austria')!.color);
    expect(vienna.querySelector('text')!.textContent).to.equal('A');
    const fleet = unitNamed(element, 'Fleet, London, England')!;
    expect(fleet.querySelector('.body')!.tagName).to.equal('path');
    expect(vienna.querySelector('.body')!.tagName).to.equal('rect');
    // No style attributes anywhere: the Content-Security-Policy forbids them.
    expect(root(element).querySelectorAll('[style]')).to.have.length(0);
  });

  it('starts keyboard focus on a unit of the power being ordered, not on Paris', async () => {
    for (const [power, homes] of [['england', ['edi', 'lon', 'lvp']], ['turkey', ['ank', 'con', 'smy']]] as const) {
      const element = await mount({ orderable: [power] });
      const focusable = root(element).querySelector('path.space[tabindex="0"]')!;
      expect(homes).to.include(focusable.getAttribute('data-province'));
      element.remove();
    }
  });

  it('orders a move by clicking the unit, then the target', async () => {
    const element = await mount({ orderable: ['austria'] });
    const chosen = nextOrder(element);
    await click(element, unitNamed(element, 'Army, Vienna, Austria-Hungary')!);
    expect(root(element).querySelector('.map-status')!.textContent).to.contain('Army, Vienna, Austria-Hungary');
    await click(element, space(element, 'tri'));
    expect(await chosen).to.deep.equal({ power: 'austria', order: { kind: 'move', unit: { type: 'A', loc: 'vie' }, to: 'tri' } });
  });

  it('orders hold, support and convoy through the menu', async () => {
    const element = await mount({ orderable: ['austria', 'england'] });
    let chosen = nextOrder(element);
    await click(element, unitNamed(element, 'Fleet, Trieste, Austria-Hungary')!);
    await click(element, await menuButton(element, 'Support…'));
    await click(element, unitNamed(element, 'Army, Vienna, Austria-Hungary')!);
    await click(element, space(element, 'tyr'));
    // A fleet cannot support into an inland space: refused with the reason, the draft kept.
    expect(root(element).querySelector('.map-status')!.textContent).to.equal('Tyrolia: this unit cannot reach it.');
    await click(element, await menuButton(element, 'Cancel'));
    await click(element, unitNamed(element, 'Army, Vienna, Austria-Hungary')!);
    await click(element, await menuButton(element, 'Support…'));
    await click(element, unitNamed(element, 'Army, Budapest, Austria-Hungary')!);
    await click(element, space(element, 'gal'));
    expect(await chosen).to.deep.equal({ power: 'austria', order: { kind: 'support', unit: { type: 'A', loc: 'vie' }, supported: { type: 'A', loc: 'bud' }, to: 'gal' } });

    chosen = nextOrder(element);
    await click(element, unitNamed(element, 'Army, Budapest, Austria-Hungary')!);
    await click(element, await menuButton(element, 'Hold'));
    expect((await chosen).order).to.deep.equal({ kind: 'hold', unit: { type: 'A', loc: 'bud' } });

    // Support to hold: click the supported unit's own space.
    chosen = nextOrder(element);
    await click(element, unitNamed(element, 'Army, Vienna, Austria-Hungary')!);
    await click(element, await menuButton(element, 'Support…'));
    await click(element, unitNamed(element, 'Army, Budapest, Austria-Hungary')!);
    await click(element, space(element, 'bud'));
    expect((await chosen).order).to.deep.equal({ kind: 'support', unit: { type: 'A', loc: 'vie' }, supported: { type: 'A', loc: 'bud' } });

    const position: Position = { ...initialPosition(map), units: [{ type: 'F', power: 'england', loc: 'nth' }, { type: 'A', power: 'england', loc: 'yor' }] };
    element.state = stateWith(position);
    await element.updateComplete;
    chosen = nextOrder(element);
    await click(element, unitNamed(element, 'Fleet, North Sea, England')!);
    await click(element, await menuButton(element, 'Convoy…'));
    await click(element, unitNamed(element, 'Army, Yorkshire, England')!);
    await click(element, space(element, 'nwy'));
    expect((await chosen).order).to.deep.equal({ kind: 'convoy', unit: { type: 'F', loc: 'nth' }, army: 'yor', to: 'nwy' });
  });

  it('asks which coast when a fleet could reach two, and never guesses', async () => {
    const position: Position = { ...initialPosition(map), units: [{ type: 'F', power: 'france', loc: 'mao' }, { type: 'F', power: 'france', loc: 'gas' }] };
    const element = await mount({ state: stateWith(position), orderable: ['france'] });
    let chosen = nextOrder(element);
    let given = false;
    void chosen.then(() => (given = true));
    await click(element, unitNamed(element, 'Fleet, Mid-Atlantic Ocean, France')!);
    await click(element, space(element, 'spa'));
    expect(given).to.equal(false);
    expect(root(element).querySelector('.map-status')!.textContent).to.contain('Which coast of Spain?');
    await click(element, await menuButton(element, 'south coast'));
    expect((await chosen).order).to.deep.equal({ kind: 'move', unit: { type: 'F', loc: 'mao' }, to: 'spa/sc' });
    // From Gascony only the north coast is reachable: no question.
    chosen = nextOrder(element);
    await click(element, unitNamed(element, 'Fleet, Gascony, France')!);
    await click(element, space(element, 'spa'));
    expect((await chosen).order).to.deep.equal({ kind: 'move', unit: { type: 'F', loc: 'gas' }, to: 'spa/nc' });
  });

  it('does not let one power order another power’s units', async () => {
    const element = await mount({ orderable: ['france'] });
    await click(element, unitNamed(element, 'Army, Vienna, Austria-Hungary')!);
    expect(root(element).querySelector('.map-status')!.textContent).to.equal('Vienna: not one of your units.');
    expect(root(element).querySelector('.menu')).to.equal(null);
  });

  it('works from the keyboard: arrows between spaces, Enter to choose, Escape to cancel', async () => {
    const element = await mount({ orderable: ['austria'] });
    const vienna = space(element, 'vie');
    vienna.focus();
    await element.updateComplete;
    expect(element.shadowRoot!.activeElement).to.equal(vienna);
    vienna.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await element.updateComplete;
    expect(root(element).querySelector('.map-status')!.textContent).to.contain('Army, Vienna');
    vienna.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }));
    await element.updateComplete;
    await element.updateComplete;
    const focused = element.shadowRoot!.activeElement as Element;
    expect(focused.getAttribute('data-province')).to.not.equal('vie');
    const chosen = nextOrder(element);
    focused.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    const detail = await chosen;
    expect(detail.order.kind).to.equal('move');
    vienna.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await element.updateComplete;
    vienna.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await element.updateComplete;
    expect(root(element).querySelector('.map-status')!.textContent).to.equal('');
  });

  it('zooms with the buttons and the keyboard, and resets', async () => {
    const element = await mount();
    const svgElement = root(element).querySelector('svg')!;
    const width = () => Number(svgElement.getAttribute('viewBox')!.split(' ')[2]);
    const full = width();
    root(element).querySelector<HTMLButtonElement>('.controls button')!.click();
    await element.updateComplete;
    expect(width()).to.be.lessThan(full);
    svgElement.dispatchEvent(new KeyboardEvent('keydown', { key: '0', bubbles: true }));
    await element.updateComplete;
    expect(width()).to.equal(full);
  });

  it('draws each order in its power’s colour, bold, with an outline and a head of the same colour', async () => {
    const orders: MapOrder[] = [
      { power: 'austria', order: { kind: 'move', unit: { type: 'A', loc: 'vie' }, to: 'tri' } },
      { power: 'france', order: { kind: 'move', unit: { type: 'A', loc: 'par' }, to: 'bur' } },
      { power: 'turkey', order: { kind: 'support', unit: { type: 'F', loc: 'ank' }, supported: { type: 'A', loc: 'con' }, to: 'bul' } },
      { power: 'england', order: { kind: 'hold', unit: { type: 'F', loc: 'lon' } } },
      { power: 'russia', order: { kind: 'move', unit: { type: 'A', loc: 'war' }, to: 'gal' }, outcome: fails('bounced', { province: 'gal' }) },
    ];
    const element = await mount({ orders });
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    const marks = [...root(element).querySelectorAll<SVGGeometryElement>('.order.ok')];
    expect(marks).to.have.length(4);
    for (const [power, selector] of [['austria', 'path.order.move'], ['france', 'path.order.move'], ['turkey', 'path.order.support'], ['england', 'circle.order.hold']]) {
      const colour = map.power(power)!.color;
      const mark = marks.find((m) => m.matches(selector) && m.getAttribute('stroke') === colour);
      expect(mark, power).to.not.equal(undefined);
      expect(getComputedStyle(mark!).stroke, power).to.equal(rgb(colour));
      expect(parseFloat(getComputedStyle(mark!).strokeWidth), power).to.be.at.least(2.4);
      // Black or white outline beneath, whichever contrasts with the colour.
      const outline = mark!.previousElementSibling!;
      expect(outline.classList.contains('order-halo'), power).to.equal(true);
      expect(['#111', '#fff']).to.include(outline.getAttribute('stroke'));
    }
    const vienna = marks.find((m) => m.getAttribute('stroke') === map.power('austria')!.color)!;
    expect(parseFloat(getComputedStyle(vienna).strokeWidth)).to.be.at.least(3);
    const head = root(element).querySelector(vienna.getAttribute('marker-end')!.replace(/^url\((.*)\)$/, '$1'))!;
    expect(head.querySelector('path')!.getAttribute('fill')).to.equal(map.power('austria')!.color);
    // A failed order keeps the failure colour, whatever its power.
    const failed = root(element).querySelector('path.order.move.failed')!;
    expect(getComputedStyle(failed).stroke).to.equal('rgb(198, 40, 40)');
  });

  it('marks failed orders, with their reason on hover and tap', async () => {
    const orders: MapOrder[] = [
      { power: 'austria', order: { kind: 'move', unit: { type: 'A', loc: 'bud' }, to: 'gal' }, outcome: fails('bounced', { province: 'gal' }) },
      { power: 'austria', order: { kind: 'move', unit: { type: 'A', loc: 'vie' }, to: 'tri' } },
      { power: 'england', order: { kind: 'hold', unit: { type: 'F', loc: 'lon' } }, problem: 'no such unit' },
    ];
    const element = await mount({ orders });
    expect(root(element).querySelectorAll('path.order.move.failed')).to.have.length(1);
    expect(root(element).querySelectorAll('path.order.move.ok')).to.have.length(1);
    const crosses = [...root(element).querySelectorAll('.cross')];
    expect(crosses).to.have.length(2);
    const failed = crosses.find((c) => c.classList.contains('failed'))!;
    expect(failed.querySelector('title')!.textContent).to.match(/^A Bud - Gal: .*Galicia/);
    await click(element, failed);
    expect(root(element).querySelector('.tip')!.textContent).to.match(/Galicia/);
  });

  it('opens the order menu at the unit, inside the map, without scrolling the page; Escape gives focus back', async () => {
    const before = document.createElement('div');
    const after = document.createElement('div');
    document.body.append(before);
    const element = await mount({ orderable: ['austria', 'turkey'] });
    document.body.append(after);
    // Room to scroll, so a jump would show.
    for (const spacer of [before, after]) spacer.append(...Array.from({ length: 40 }, () => document.createElement('br')));
    window.scrollTo(0, 200);
    for (const name of ['Army, Vienna, Austria-Hungary', 'Fleet, Ankara, Turkey']) {
      const unit = unitNamed(element, name)!;
      unit.scrollIntoView({ block: 'center' });
      await click(element, unit);
      const menu = root(element).querySelector<HTMLElement>('.menu')!;
      expect(menu.getAttribute('role')).to.equal('dialog');
      expect(menu.getAttribute('aria-label')).to.equal(`Order for ${name}`);
      expect(menu.contains(root(element).activeElement), 'focus in the menu').to.equal(true);
      // Next in tab order after the map, before the zoom buttons: Shift+Tab goes back to the space.
      expect(menu.previousElementSibling!.matches('svg.board')).to.equal(true);
      const u = unit.getBoundingClientRect();
      const m = menu.getBoundingClientRect();
      const f = root(element).querySelector('.frame')!.getBoundingClientRect();
      expect(f.height, 'the whole map fits the window').to.be.at.most(window.innerHeight);
      const gapX = Math.max(0, m.left - u.right, u.left - m.right);
      const gapY = Math.max(0, m.top - u.bottom, u.top - m.bottom);
      expect(Math.hypot(gapX, gapY), name).to.be.at.most(60);
      expect(m.left >= f.left && m.right <= f.right && m.top >= f.top && m.bottom <= f.bottom, `${name} menu inside the map`).to.equal(true);
      expect(menu.textContent).to.contain(name);

      const scrolled = window.scrollY;
      await click(element, await menuButton(element, 'Support…'));
      await element.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(window.scrollY, 'Support… keeps the page still').to.equal(scrolled);
      expect(root(element).querySelector('.menu')!.textContent).to.contain('click the unit it supports');

      menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      await element.updateComplete;
      await element.updateComplete;
      expect(root(element).querySelector('.menu')).to.equal(null);
      expect((root(element).activeElement as Element | null)?.getAttribute('data-province')).to.equal(name.startsWith('Army') ? 'vie' : 'ank');
    }
  });
});
