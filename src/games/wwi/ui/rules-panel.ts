/** The rules panel: our summary of every rule the UI cites, opened at the rule a calculation line links to. Loaded with the Rules tab (rules-tab.ts). */
import { LitElement, css, html, type PropertyValues } from 'lit';
import type { Lang } from '../../../platform/game';
import { RULE_NOTES, ruleNote } from './rules-text';

export class RulesPanel extends LitElement {
  static properties = {
    lang: { type: String },
    rule: { type: String },
  };
  declare lang: Lang;
  declare rule: string;

  static styles = css`
    :host { display: block; }
    dl { margin: 0; }
    dt { font-weight: 700; margin-top: 0.7rem; }
    dd { margin: 0.2rem 0 0; line-height: 1.5; }
    /* clear of the game's status strip, sticky above the page on a tablet */
    [data-rule] { scroll-margin-top: 9rem; }
    .current { background: var(--warn-tint, #fff4d6); border-radius: 8px; padding: 0.3rem 0.5rem; }
    .num { font-family: var(--mono-font, monospace); color: var(--accent-ink, #7a2715); margin-right: 0.4rem; }
    p.about { color: var(--muted, #5b6573); font-size: 0.9rem; }
  `;

  constructor() {
    super();
    this.lang = 'en';
    this.rule = '';
  }

  protected updated(changed: PropertyValues): void {
    if (!changed.has('rule') || !this.rule) return;
    const key = ruleNote(this.rule)?.rule;
    const entry = this.renderRoot.querySelector(`[data-rule="${key}"]`);
    if (!entry) return;
    // Beside the board the panel scrolls by itself: only it moves, so the page (and the notes above the board) stays put.
    const box = this.parentElement;
    if (box && box.scrollHeight > box.clientHeight && getComputedStyle(box).overflowY !== 'visible') {
      box.scrollTo({ top: box.scrollTop + entry.getBoundingClientRect().top - box.getBoundingClientRect().top - 8 });
    } else entry.scrollIntoView({ block: 'nearest' });
  }

  render() {
    const lang = this.lang;
    const current = ruleNote(this.rule)?.rule;
    return html`<p class="about">${lang === 'it'
        ? 'Le regole in parole nostre, con il numero del regolamento (SPI, 1975). Ogni riga di un calcolo rimanda qui.'
        : 'The rules in our own words, numbered as in the rule book (SPI, 1975). Every line of a calculation links here.'}</p>
      <dl>${RULE_NOTES.map(
        (note) => html`<div class=${note.rule === current ? 'current' : ''} data-rule=${note.rule}>
          <dt><span class="num">${note.rule}</span>${note.title[lang]}</dt><dd>${note.text[lang]}</dd></div>`,
      )}</dl>`;
  }
}
customElements.define('rules-panel', RulesPanel);
