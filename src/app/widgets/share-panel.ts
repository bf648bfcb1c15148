import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../styles';
import { LangController, t } from '../i18n';
import { MAX_LINK_CHARS } from '../../platform/codec/limits';

/** Share a link: Web Share where the device has it, copy to clipboard, and a QR code. */
export class SharePanel extends LitElement {
  static properties = {
    url: { type: String },
    heading: { type: String },
    copyState: { state: true },
    showQr: { state: true },
  };
  declare url: string;
  declare heading: string;
  declare copyState: 'idle' | 'copied' | 'failed';
  declare showQr: boolean;
  private readonly langs = new LangController(this);

  static styles = [
    baseStyles,
    css`
      .link {
        width: 100%;
        font-family: var(--mono-font);
        font-size: 0.85rem;
        word-break: break-all;
        resize: none;
        min-height: 4.5em;
      }
      .qr {
        margin-top: 0.75rem;
      }
      .meta {
        font-size: 0.85rem;
      }
    `,
  ];

  constructor() {
    super();
    this.url = '';
    this.heading = '';
    this.copyState = 'idle';
    this.showQr = false;
  }

  private async copy() {
    try {
      await navigator.clipboard.writeText(this.url);
      this.copyState = 'copied';
    } catch {
      this.copyState = 'failed';
      this.renderRoot.querySelector('textarea')?.select();
    }
    setTimeout(() => (this.copyState = 'idle'), 2500);
  }

  private async share() {
    try {
      await navigator.share({ title: t('app.name'), url: this.url });
    } catch {
      /* the player closed the share sheet */
    }
  }

  /** The QR code's drawing is loaded on first use: most players never open it, so opening a link does not parse it. */
  private toggleQr = async () => {
    if (!this.showQr) await import('./qr-code');
    this.showQr = !this.showQr;
  };

  /** Brings the panel into view and puts the keyboard on its copy button: the next thing to do. */
  async focusCopy(): Promise<void> {
    await this.updateComplete;
    this.scrollIntoView({ block: 'center' });
    this.renderRoot.querySelector<HTMLButtonElement>('button.primary')?.focus({ preventScroll: true });
  }

  render() {
    void this.langs;
    const canShare = typeof navigator.share === 'function';
    const id = 'share-link';
    return html`<section class="stack" aria-label=${this.heading}>
      ${this.heading ? html`<label for=${id}><strong>${this.heading}</strong></label>` : nothing}
      <textarea id=${id} class="link" readonly rows="3" .value=${this.url} @focus=${(e: Event) => (e.target as HTMLTextAreaElement).select()}></textarea>
      <div class="row">
        <button class="primary" @click=${this.copy}>${this.copyState === 'copied' ? t('share.copied') : t('share.copy')}</button>
        ${canShare ? html`<button @click=${this.share}>${t('share.share')}</button>` : nothing}
        <button aria-expanded=${this.showQr ? 'true' : 'false'} @click=${this.toggleQr}>${t('share.qr')}</button>
        <span class="muted meta">${t('share.length', { count: this.url.length })}</span>
      </div>
      <div role="status" aria-live="polite">${this.copyState === 'failed' ? html`<p class="notice error">${t('share.copyFailed')}</p>` : nothing}</div>
      ${this.url.length > MAX_LINK_CHARS ? html`<p class="notice warn">${t('share.tooLong', { count: this.url.length })}</p>` : nothing}
      ${this.showQr ? html`<div class="qr"><qr-code .value=${this.url} .label=${t('share.qr.alt')} .tooLong=${t('share.qr.tooLong')}></qr-code></div>` : nothing}
    </section>`;
  }
}
customElements.define('share-panel', SharePanel);
