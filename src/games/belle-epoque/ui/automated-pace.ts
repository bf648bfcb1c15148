/**
 * `<be-automated-pace>`: the controls a person has while the automated powers play at
 * one device: shorter pauses between their steps (kept on this device), or no pauses
 * until a person's turn. The view shows it while an automated power acts.
 */
import { LitElement, css, html } from 'lit';
import type { Lang, Localized } from '../../../platform/game';
import { readPace, setQuickPace, skipToMyTurn } from './ways';

const WORDS = {
  quick: { en: 'Faster', it: 'Più veloce' },
  skip: { en: 'Skip to my turn', it: 'Salta al mio turno' },
  label: { en: 'Pace of the automated powers', it: 'Ritmo delle Potenze Automatizzate' },
} satisfies Record<string, Localized>;

export class BeAutomatedPace extends LitElement {
  static properties = { lang: { type: String }, quick: { state: true } };
  declare lang: Lang;
  declare quick: boolean;

  static styles = css`
    :host { display: flex; gap: 0.5rem; flex-wrap: wrap; }
    button { font: inherit; padding: 0.3rem 0.7rem; border-radius: 8px; border: 1px solid currentColor; background: none; color: inherit; cursor: pointer; }
    button[aria-pressed='true'] { font-weight: 700; }
  `;

  constructor() {
    super();
    this.lang = 'en';
    this.quick = readPace() === 'quick';
  }

  render() {
    const w = (key: keyof typeof WORDS) => WORDS[key][this.lang];
    return html`<div role="group" aria-label=${w('label')}>
      <button type="button" aria-pressed=${String(this.quick)} @click=${this.toggleQuick}>${w('quick')}</button>
      <button type="button" @click=${() => skipToMyTurn()}>${w('skip')}</button>
    </div>`;
  }

  private toggleQuick() {
    this.quick = !this.quick;
    setQuickPace(this.quick);
  }
}

if (!customElements.get('be-automated-pace')) customElements.define('be-automated-pace', BeAutomatedPace);
