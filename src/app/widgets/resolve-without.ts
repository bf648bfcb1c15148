import { LitElement, html, nothing } from 'lit';
import { baseStyles } from '../styles';
import { LangController, lang, listFormat, t } from '../i18n';
import { resolveWithoutOffer } from '../../platform/resolve-without';
import type { PhaseStatus } from '../../platform/play';

/** Fired when the group confirmed resolving the phase without the missing players. */
export const RESOLVE_WITHOUT_EVENT = 'resolve-without';

/**
 * Resolving without missing players (their units hold): offered after a wait, with the time it
 * opens, and only once confirmed with what it does (platform/resolve-without.ts decides).
 */
export class ResolveWithout extends LitElement {
  static properties = {
    status: { attribute: false },
    receivedAt: { type: Number },
    nameOf: { attribute: false },
    busy: { type: Boolean },
    confirming: { state: true },
  };
  declare status: PhaseStatus | null;
  declare receivedAt: number;
  declare nameOf: (id: string) => string;
  declare busy: boolean;
  declare confirming: boolean;
  private readonly langs = new LangController(this);
  private wakeTimer: number | null = null;

  static styles = [baseStyles];

  constructor() {
    super();
    this.status = null;
    this.receivedAt = 0;
    this.nameOf = (id) => id;
    this.busy = false;
    this.confirming = false;
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.wakeTimer !== null) window.clearTimeout(this.wakeTimer);
    this.wakeTimer = null;
  }

  /** Draws again when the offer opens. */
  private wakeAt(when: number) {
    if (this.wakeTimer !== null) return;
    this.wakeTimer = window.setTimeout(() => {
      this.wakeTimer = null;
      this.requestUpdate();
    }, Math.max(1000, when - Date.now() + 500));
  }

  private confirm() {
    this.confirming = false;
    this.dispatchEvent(new CustomEvent(RESOLVE_WITHOUT_EVENT, { bubbles: true, composed: true }));
  }

  render() {
    void this.langs;
    const offer = this.status ? resolveWithoutOffer(this.status, this.receivedAt, Date.now()) : null;
    if (!offer) return nothing;
    const holding = listFormat(offer.holding.map(this.nameOf));
    if (!offer.available) {
      this.wakeAt(offer.availableAt);
      const time = new Date(offer.availableAt).toLocaleTimeString(lang(), { hour: '2-digit', minute: '2-digit' });
      return html`<p class="muted">${t('game.without.later', { powers: holding, time })}</p>`;
    }
    if (!this.confirming) {
      return html`<button ?disabled=${this.busy} @click=${() => (this.confirming = true)}>${t('game.orders.adjudicate.missing', { powers: holding })}</button>`;
    }
    return html`<div class="notice warn stack" role="alertdialog" aria-labelledby="without-title">
      <p id="without-title"><strong>${t('game.without.confirm', { powers: holding })}</strong></p>
      ${offer.used.length ? html`<p>${t('game.without.used', { powers: listFormat(offer.used.map(this.nameOf)) })}</p>` : nothing}
      ${offer.unread.length ? html`<p>${t('game.without.unread', { powers: listFormat(offer.unread.map(this.nameOf)) })}</p>` : nothing}
      <p class="muted">${t('game.without.fork')}</p>
      <div class="row">
        <button class="danger" ?disabled=${this.busy} @click=${this.confirm}>${t('game.without.yes', { powers: holding })}</button>
        <button @click=${() => (this.confirming = false)}>${t('game.without.cancel')}</button>
      </div>
    </div>`;
  }
}
customElements.define('resolve-without', ResolveWithout);
