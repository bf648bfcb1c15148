/**
 * <be-map>: the territories of La Belle Époque as a plain list of buttons, each
 * with its cube spaces, until the drawn map takes its place with the same interface.
 */
import { LitElement, css, html } from 'lit';
import { loadBelleEpoqueData } from '../engine/data';
import type { BelleEpoqueState } from '../engine/state';

const d = loadBelleEpoqueData();

export class BeMap extends LitElement {
  static properties = {
    state: { attribute: false },
    lang: { type: String },
    selectable: { attribute: false },
    selected: { attribute: false },
    contest: { attribute: false },
  };

  declare state: BelleEpoqueState;
  declare lang: 'en' | 'it';
  declare selectable: readonly string[];
  declare selected: string | null;
  declare contest: { territory: string; space: number } | null;

  static styles = css`
    :host { display: block; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: 0.25rem; }
    button { width: 100%; text-align: left; font: inherit; padding: 0.3rem 0.4rem; border: 1px solid #9a9a9a; border-radius: 4px; background: #fff; color: #1a1a1a; }
    button[aria-pressed='true'] { outline: 3px solid #1d4f91; }
    button:not(:disabled) { border-color: #1d4f91; background: #eef4fc; cursor: pointer; }
    button:disabled { color: #4a4a4a; }
    .cubes { font-size: 0.8rem; }
  `;

  constructor() {
    super();
    this.lang = 'en';
    this.selectable = [];
    this.selected = null;
    this.contest = null;
  }

  private pick(territory: string): void {
    this.dispatchEvent(new CustomEvent('be-territory', { detail: { territory }, bubbles: true, composed: true }));
  }

  render() {
    if (!this.state) return null;
    return html`<ul aria-label=${this.lang === 'it' ? 'Territori' : 'Territories'}>
      ${d.territories.map((t) => {
        const spaces = this.state.board[t.id] ?? [];
        const cubes = spaces.map((sp) => (sp.cube ?? '·') + (sp.top ? `/${sp.top}` : '')).join(' ');
        return html`<li><button ?disabled=${!this.selectable.includes(t.id)} aria-pressed=${this.selected === t.id ? 'true' : 'false'}
          @click=${() => this.pick(t.id)}>${t.name[this.lang]} <span class="cubes">${cubes}</span></button></li>`;
      })}
    </ul>`;
  }
}

if (!customElements.get('be-map')) customElements.define('be-map', BeMap);
