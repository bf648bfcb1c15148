import { expect } from '@esm-bundle/chai';
import '../../src/games/belle-epoque/ui/be-map';
import type { BeMap } from '../../src/games/belle-epoque/ui/be-map';
import { initialState } from '../../src/games/belle-epoque/engine/setup';
import { rngFromBytes } from '../../src/games/belle-epoque/engine/rng';
import { loadBelleEpoqueData } from '../../src/games/belle-epoque/engine/data';
import { POWER_COLOURS } from '../../src/games/belle-epoque/ui/map-layout';
import type { BelleEpoqueState } from '../../src/games/belle-epoque/engine/state';
import { MIN_TEXT_PX } from '../../src/games/belle-epoque/ui/plate-metrics';
import geometry from '../../maps/belle-epoque/geometry.json';

const d = loadBelleEpoqueData();

/** A real set-up (3.0), then a British cube and a French contest on it in Egypt-Sudan, and fleets in the boxes. */
function state(): BelleEpoqueState {
  const s = initialState({ players: 4 }, rngFromBytes(new Uint8Array([5, 1, 7, 42])));
  s.board['egypt-sudan'][0] = { cube: 'gb', top: 'fr' };
  s.board['egypt-sudan'][1] = { cube: 'gb' };
  const fleet = s.fleets.find((f) => f.id === 'gb-fleet1')!;
  fleet.where = 'asia';
  fleet.exhausted = true;
  return s;
}

async function mount(selectable: string[] = ['egypt-sudan', 'belgium'], lang: 'en' | 'it' = 'en', width = ''): Promise<BeMap> {
  const map = document.createElement('be-map');
  map.style.width = width;
  map.state = state();
  map.lang = lang;
  map.selectable = selectable;
  map.contest = { territory: 'egypt-sudan', space: 0 };
  document.body.append(map);
  await map.updateComplete;
  return map;
}

async function loadAxe(): Promise<{ run: (context: Element, options: object) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> }> {
  const w = window as unknown as { axe?: never };
  if (!w.axe) {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
    });
    document.head.append(script);
    await loaded;
  }
  return (window as unknown as { axe: never }).axe;
}

describe('be-map', () => {
  afterEach(() => document.querySelectorAll('be-map').forEach((e) => e.remove()));

  it('draws all 26 territories with their cube spaces, the three fleet boxes and the five tracks', async () => {
    const map = await mount();
    const root = map.shadowRoot!;
    expect(root.querySelectorAll('g.territory[data-territory]').length).to.equal(d.territories.length);
    expect(root.querySelectorAll('path.shape[data-territory]').length).to.equal(d.territories.length);
    expect(root.querySelectorAll('.plate-details .space').length).to.equal(d.territories.reduce((n, t) => n + t.spaces, 0));
    expect(root.querySelectorAll('.fleet-box').length).to.equal(3);
    expect(root.querySelectorAll('.track').length).to.equal(5);
    // The contested space is ringed and its top cube drawn.
    expect(root.querySelectorAll('.space.contest').length).to.equal(1);
    expect(root.querySelectorAll('.cube.top').length).to.equal(1);
    // The Asian box holds Britain's exhausted fleet.
    const asia = [...root.querySelectorAll('.fleet-box')].find((g) => g.getAttribute('aria-label')!.includes('Asia'))!;
    expect(asia.getAttribute('aria-label')).to.equal('Fleet box, Asia: Great Britain exhausted');
    expect(asia.querySelectorAll('.fleet.exhausted').length).to.equal(1);
  });

  it('colours the powers without inline styles, which the site\'s Content Security Policy refuses', async () => {
    const map = await mount();
    // Every space of Egypt-Sudan British: Britain holds it.
    const held = state();
    held.board['egypt-sudan'] = held.board['egypt-sudan'].map(() => ({ cube: 'gb' }));
    map.state = held;
    await map.updateComplete;
    const root = map.shadowRoot!;
    expect([...root.querySelectorAll('[style]')].map((e) => e.outerHTML.slice(0, 80))).to.deep.equal([]);
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    const gb = rgb(POWER_COLOURS.gb);
    const shapes = [...root.querySelectorAll('path.shape.held')];
    expect(shapes.length).to.be.greaterThan(0);
    expect(getComputedStyle(root.querySelector('path.shape[data-territory="egypt-sudan"]')!).fill).to.equal(gb);
    for (const shape of shapes) expect(Object.values(POWER_COLOURS).map(rgb)).to.include(getComputedStyle(shape).fill);
    const cube = [...root.querySelectorAll('rect.cube.power')].find((r) => r.nextElementSibling?.textContent === 'B')!;
    expect(getComputedStyle(cube).fill).to.equal(gb);
    expect(getComputedStyle(root.querySelector('.fleet.exhausted rect')!).stroke).to.equal(gb);
  });

  it('makes only the selectable territories focusable buttons', async () => {
    const map = await mount(['egypt-sudan', 'belgium']);
    const root = map.shadowRoot!;
    const buttons = [...root.querySelectorAll('[role="button"][data-territory]')];
    expect(buttons.map((b) => b.getAttribute('data-territory')).sort()).to.deep.equal(['belgium', 'egypt-sudan']);
    for (const b of buttons) expect(b.getAttribute('tabindex')).to.equal('0');
    const focusable = [...root.querySelectorAll('[data-territory][tabindex]')].map((e) => e.getAttribute('data-territory'));
    expect(focusable.sort()).to.deep.equal(['belgium', 'egypt-sudan']);
    map.selectable = [];
    await map.updateComplete;
    expect(root.querySelectorAll('[role="button"][data-territory], [data-territory][tabindex]').length).to.equal(0);
  });

  it('fires be-territory on Enter, Space and click of a selectable territory, never of another', async () => {
    const map = await mount(['belgium']);
    const picked: string[] = [];
    document.body.addEventListener('be-territory', (e) => picked.push((e as CustomEvent<{ territory: string }>).detail.territory));
    const belgium = map.shadowRoot!.querySelector<SVGGElement>('[data-territory="belgium"][role="button"]')!;
    belgium.focus();
    belgium.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    belgium.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, composed: true }));
    belgium.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    const china = map.shadowRoot!.querySelector('g[data-territory="china"]')!;
    china.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    china.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(picked).to.deep.equal(['belgium', 'belgium', 'belgium']);
  });

  it('names each territory with its cubes, holder, VP and arms sale, in English and Italian', async () => {
    let map = await mount();
    const label = (id: string) => map.shadowRoot!.querySelector(`[data-territory="${id}"][aria-label]`)!.getAttribute('aria-label');
    expect(label('egypt-sudan')).to.equal(
      'Egypt-Sudan, 6 spaces: Great Britain 2, contested (France contests Great Britain), 4 free; colony; 5 VP; arms sale 1 army for 1 cube',
    );
    expect(label('south-africa')).to.equal('South Africa, 6 spaces: Boer States 3, 3 free; colony; 5 VP; arms sale 1 army for 1 cube');
    map.remove();
    map = await mount([], 'it');
    expect(label('south-africa')).to.equal("Sudafrica, 6 spazi: Stati Boeri 3, 3 liberi; colonia; 5 PV; vendita d'armi 1 esercito per 1 cubo");
  });

  it('opens on Europe with every visible plate text at the minimum size or more, at desktop and phone widths', async () => {
    for (const width of ['876px', '366px']) {
      const map = await mount([], 'en', width);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await map.updateComplete;
      const root = map.shadowRoot!;
      const svgRect = root.querySelector('svg.board')!.getBoundingClientRect();
      expect(map.viewport.view.width, width).to.be.at.most(geometry.panels.find((p) => p.id === 'europe')!.width + 1);
      const visible = [...root.querySelectorAll<SVGTextElement>('.territory text, .plate-details text')].filter((t) => {
        const r = t.getBoundingClientRect();
        return r.left >= svgRect.left && r.right <= svgRect.right && r.top >= svgRect.top && r.bottom <= svgRect.bottom;
      });
      expect(visible.length, width).to.be.greaterThan(20);
      // The rendered size: the CSS font size times the SVG's scale on screen.
      const smallest = Math.min(...visible.map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM()!.a));
      expect(smallest, width).to.be.at.least(MIN_TEXT_PX);
      expect(map.plateOnScreen('italy').x).to.be.within(svgRect.left, svgRect.right);
      map.remove();
    }
  });

  it('shows a continent at its button, naming how many of its territories may be picked', async () => {
    const map = await mount(['egypt-sudan', 'belgium', 'holland'], 'en', '876px');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const buttons = [...map.shadowRoot!.querySelectorAll<HTMLButtonElement>('.regions button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Europe, 2 to choose', 'Asia', 'Africa, 1 to choose', 'Tracks']);
    const rect = map.shadowRoot!.querySelector('svg.board')!.getBoundingClientRect();
    const onScreen = (id: string) => {
      const p = map.plateOnScreen(id);
      return p.x > rect.left && p.x < rect.right && p.y > rect.top && p.y < rect.bottom;
    };
    expect(onScreen('japan')).to.equal(false);
    buttons[1].click();
    await map.updateComplete;
    expect(onScreen('japan')).to.equal(true);
    expect(onScreen('belgium')).to.equal(false);
    // New choices, none in view: the map goes to them.
    map.selectable = ['algeria-morocco'];
    await map.updateComplete;
    expect(onScreen('algeria-morocco')).to.equal(true);
  });

  it('has no serious or critical axe findings', async () => {
    const map = await mount();
    const axe = await loadAxe();
    const result = await axe.run(map, { resultTypes: ['violations'] });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
    expect(serious).to.deep.equal([]);
  });
});
