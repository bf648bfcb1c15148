/**
 * <dip-map-sheet>: any Diplomacy map drawn from its data and geometry alone,
 * at its starting position (home centres in their power's colour, starting
 * units), with the board's own styles and the features of map-features.ts.
 * For looking at a new map before a game module uses it.
 */
import { LitElement, css, html, nothing, svg } from 'lit';
import type { DipMapData } from '../engine/types';
import type { MapGeometry } from './map-data';
import { drawCourses, drawCrossings, drawMountains, drawStreams, featureStyles } from './map-features';
import { mapStyles } from './map-styles';
import { LAND, inkOn, mix, unitShape } from './map-drawing';

export class DipMapSheet extends LitElement {
  static properties = { data: { attribute: false }, geometry: { attribute: false } };
  declare data: DipMapData | undefined;
  declare geometry: MapGeometry | undefined;

  static styles = [
    mapStyles,
    featureStyles,
    css`
      .sheet {
        display: block;
        width: 100%;
        height: auto;
        background: var(--sea);
        border-radius: 12px;
      }
    `,
  ];

  render() {
    const { data, geometry } = this;
    if (!data || !geometry) return nothing;
    const power = (id: string | undefined) => data.powers.find((p) => p.id === id);
    const spaces = [...data.provinces.filter((p) => p.kind !== 'river'), ...data.provinces.filter((p) => p.kind === 'river')].map((province) => {
      const home = power(province.home);
      const kind = province.kind === 'river' ? 'river' : province.kind === 'sea' ? 'sea' : 'land';
      const fill = kind === 'river' ? 'var(--river)' : kind === 'sea' ? 'var(--sea)' : home ? mix(home.color, LAND, 0.3) : LAND;
      return svg`<path class="space ${kind}" d=${geometry.provinces[province.id].d} fill=${fill} fill-rule="evenodd" role="img" aria-label=${province.name.en}></path>`;
    });
    const centres = data.provinces
      .filter((p) => p.supplyCenter)
      .map((province) => {
        const [x, y] = geometry.provinces[province.id].centre!;
        const home = power(province.home);
        return svg`<g class="centre-mark"><circle class="centre" cx=${x} cy=${y} r="4.6" fill=${home ? home.color : '#fffdf6'}></circle>
          ${home ? svg`<text class="centre-letter" x=${x} y=${y + 0.3} fill=${inkOn(home.color)}>${home.letter}</text>` : svg`<circle cx=${x} cy=${y} r="1.4" fill="#2b2418"></circle>`}</g>`;
      });
    const labels = data.provinces.map((province) => {
      const [x, y] = geometry.provinces[province.id].label;
      return svg`<text class="label ${province.kind === 'sea' || province.kind === 'river' ? 'sea' : ''}" x=${x} y=${y}>${province.abbr.en}</text>`;
    });
    const units = data.startUnits.map((unit) => {
      const owner = power(unit.power)!;
      const [x, y] = geometry.coasts[unit.loc] ?? geometry.provinces[unit.loc.split('/')[0]].unit;
      return svg`<g class="unit" transform="translate(${x} ${y})">${unitShape(unit.type, owner.color)}<text class="letter" y=${unit.type === 'F' ? 1.8 : 0.4} fill=${inkOn(owner.color)}>${owner.letter}</text></g>`;
    });
    return html`<svg class="sheet" viewBox="0 0 ${geometry.width} ${geometry.height}" role="img" aria-label=${data.name.en}>
      <rect width=${geometry.width} height=${geometry.height} fill="var(--sea)"></rect>
      <path class="neutral" d=${geometry.neutral}></path>
      ${spaces}
      <path class="lakes" d=${geometry.lakes}></path>
      ${drawStreams(geometry)}${drawCourses(geometry)}${drawMountains(geometry)}${drawCrossings(geometry)}
      ${centres}${labels}${units}
    </svg>`;
  }
}

customElements.define('dip-map-sheet', DipMapSheet);
