import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../styles';

/** Fired (bubbling, composed) when the person presses the next step's button. */
export const NEXT_STEP_EVENT = 'next-step';

/**
 * The status line: in one sentence what this browser's person must do now (order, reveal,
 * resolve, send, wait for whom), with the one button for it. The page decides (platform/hand-off.ts).
 */
export class NextStep extends LitElement {
  static properties = {
    sentence: { type: String },
    button: { type: String },
    busy: { type: Boolean },
    action: { type: String, reflect: true },
  };
  declare sentence: string;
  /** The button's label, or '' for none (waiting, or the send card right below is the step). */
  declare button: string;
  declare busy: boolean;
  /** The hand-off's action, for styling and tests. */
  declare action: string;

  static styles = [
    baseStyles,
    css`
      :host {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 0.8rem;
      }
      p {
        font-weight: 600;
        margin: 0;
      }
    `,
  ];

  constructor() {
    super();
    this.sentence = '';
    this.button = '';
    this.busy = false;
    this.action = '';
  }

  render() {
    return html`<p role="status">${this.sentence}</p>
      ${this.button
        ? html`<button class="primary" ?disabled=${this.busy} @click=${() => this.dispatchEvent(new CustomEvent(NEXT_STEP_EVENT, { bubbles: true, composed: true }))}>${this.button}</button>`
        : nothing}`;
  }
}
customElements.define('next-step', NextStep);
