import { LitElement, css, html } from 'lit';
import type { Lang } from '../../../platform/game';
import { GAME_VIEW_PROPERTIES } from '../../../platform/game-ui';
import type { DipState } from '../../diplomacy/engine/state';
import { printPlace } from '../../diplomacy/engine/notation';
import { romania } from '../engine/module';

/**
 * Until the map is drawn: the phase and each region's units as text (a unit in
 * a mountain pass says where it is going). Orders are given with the CLI.
 */
export class RomaniaView extends LitElement {
  static properties = { state: { attribute: false }, ...GAME_VIEW_PROPERTIES };
  declare state: DipState;
  declare lang: Lang;

  static styles = css`
    :host {
      display: block;
    }
  `;

  render() {
    if (!this.state) return html``;
    const lang = this.lang ?? 'en';
    const map = romania.map;
    const notation = lang === 'it' ? 'it' : 'en';
    const pass = lang === 'it' ? 'nel passo verso' : 'in the pass towards';
    return html`<section>
      <h2>${romania.phaseLabel(this.state, lang)}</h2>
      <p>${lang === 'it' ? 'La mappa disegnata è in preparazione.' : 'The drawn map is in preparation.'}</p>
      <ul>
        ${map.data.powers.map((power) => {
          const units = this.state.position.units.filter((u) => u.power === power.id);
          const text = units
            .map((u) => `${u.type} ${printPlace(u.loc, map, notation)}${u.pass ? ` (${pass} ${printPlace(u.pass, map, notation)})` : ''}`)
            .join(', ');
          return html`<li><strong>${power.name[lang]}</strong>: ${text || '—'}</li>`;
        })}
      </ul>
    </section>`;
  }
}

customElements.define('romania-view', RomaniaView);
