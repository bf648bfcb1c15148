import { expect } from '@esm-bundle/chai';
import '../../src/games/diplomacy/ui/map-sheet';
import type { DipMapSheet } from '../../src/games/diplomacy/ui/map-sheet';
import romania from '../../maps/romania1198/romania1198.json';
import romaniaGeometry from '../../maps/romania1198/romania1198-geometry.json';
import standard from '../../maps/diplomacy/standard.json';
import standardGeometry from '../../maps/diplomacy/standard-geometry.json';
import type { DipMapData } from '../../src/games/diplomacy/engine/types';
import { unpackGeometry, type PackedMapGeometry } from '../../src/games/diplomacy/ui/map-arcs';

async function mount(data: unknown, geometry: unknown): Promise<ShadowRoot> {
  const element = document.createElement('dip-map-sheet') as DipMapSheet;
  element.data = data as DipMapData;
  element.geometry = unpackGeometry(geometry as PackedMapGeometry);
  document.body.append(element);
  await element.updateComplete;
  return element.shadowRoot!;
}

describe('<dip-map-sheet> and the map features', () => {
  afterEach(() => document.querySelectorAll('dip-map-sheet').forEach((e) => e.remove()));

  it('draws Romania 1198 with its rivers over the land, its mountain borders and its Danube crossings', async () => {
    const root = await mount(romania, romaniaGeometry);
    const spaces = [...root.querySelectorAll('path.space')];
    expect(spaces.length).to.equal(88);
    // River bands come after every town, so a click on a river reaches the river.
    const firstRiver = spaces.findIndex((s) => s.classList.contains('river'));
    expect(spaces.slice(firstRiver).every((s) => s.classList.contains('river'))).to.equal(true);
    expect(spaces.length - firstRiver).to.equal(11);
    expect(root.querySelectorAll('.course').length).to.equal(11);
    expect(root.querySelectorAll('.mountain').length).to.equal(25);
    expect(root.querySelector('.mountain[data-edge="sib|vil"] .mountain-peaks')!.getAttribute('d')).to.match(/^M/);
    expect(root.querySelectorAll('.crossing').length).to.equal(6);
    expect(root.querySelector('.stream')).to.not.equal(null);
    // The river is drawn in its own colour, distinct from the sea's.
    const river = getComputedStyle(root.querySelector('path.space.river')!).fill;
    const sea = getComputedStyle(root.querySelector('path.space.sea')!).fill;
    expect(river).to.not.equal(sea);
    expect(root.querySelectorAll('g.unit').length).to.equal(25);
  });

  it('draws no rivers, mountains or crossings on the standard map, which has none', async () => {
    const root = await mount(standard, standardGeometry);
    expect(root.querySelectorAll('path.space').length).to.equal(76);
    expect(root.querySelectorAll('.course, .mountain, .crossing, .stream, path.space.river').length).to.equal(0);
  });
});
