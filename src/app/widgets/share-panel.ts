import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../styles';
import { LangController, t } from '../i18n';
import { MAX_LINK_CHARS } from '../../platform/codec/limits';

/** Fired (bubbling, composed) when the link was copied or shared: someone may now have it. */
export const LINK_SENT_EVENT = 'link-sent';

/** Makes a picture to go with the link (the board as it now stands), or null when there is none. */
export type PictureMaker = () => Promise<Blob | null>;

/** Share a link: Web Share where the device has it, copy to clipboard, and a QR code. */
export class SharePanel extends LitElement {
  static properties = {
    url: { type: String },
    heading: { type: String },
    compact: { type: Boolean, reflect: true },
    picture: { attribute: false },
    copyState: { state: true },
    showQr: { state: true },
  };
  declare url: string;
  declare heading: string;
  /** One line of link text: the panel sits at the top of a phone's page. */
  declare compact: boolean;
  /** The board as a picture: shared with the link where the device shares files, else offered to save. */
  declare picture: PictureMaker | null;
  declare copyState: 'idle' | 'copied' | 'failed';
  declare showQr: boolean;
  private readonly langs = new LangController(this);

  static styles = [
    baseStyles,
    css`
      :host([compact]) .link {
        min-height: 44px;
        white-space: nowrap;
        overflow: hidden;
      }
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
    this.compact = false;
    this.picture = null;
  }

  private sent() {
    this.dispatchEvent(new CustomEvent(LINK_SENT_EVENT, { bubbles: true, composed: true, detail: { url: this.url } }));
  }

  private async copy() {
    try {
      await navigator.clipboard.writeText(this.url);
      this.copyState = 'copied';
      this.sent();
    } catch {
      this.copyState = 'failed';
      this.renderRoot.querySelector('textarea')?.select();
    }
    setTimeout(() => (this.copyState = 'idle'), 2500);
  }

  private async share() {
    try {
      const file = await this.pictureFile();
      const data: ShareData = { title: t('app.name'), text: this.heading, url: this.url };
      if (file && navigator.canShare?.({ ...data, files: [file] })) data.files = [file];
      await navigator.share(data);
      this.sent();
    } catch {
      /* the player closed the share sheet */
    }
  }

  private async pictureFile(): Promise<File | null> {
    const blob = this.picture ? await this.picture().catch(() => null) : null;
    return blob ? new File([blob], 'dispaccio.png', { type: 'image/png' }) : null;
  }

  /** Where the device cannot share files: the picture is saved, to send beside the link by hand. */
  private async savePicture() {
    const file = await this.pictureFile();
    if (!file) return;
    const anchor = document.createElement('a');
    anchor.href = URL.createObjectURL(file);
    anchor.download = file.name;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(anchor.href), 10_000);
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
    // A fragment link shows nothing in a chat's preview: the board's picture goes with it (shared, or saved to send).
    const sharesFiles = canShare && typeof navigator.canShare === 'function' && navigator.canShare({ files: [new File([], 'x.png', { type: 'image/png' })] });
    const id = 'share-link';
    return html`<section class="stack" aria-label=${this.heading}>
      ${this.heading ? html`<label for=${id}><strong>${this.heading}</strong></label>` : nothing}
      <textarea id=${id} class="link" readonly rows=${this.compact ? 1 : 3} .value=${this.url} @focus=${(e: Event) => (e.target as HTMLTextAreaElement).select()}
        @copy=${() => this.sent()}></textarea>
      <div class="row">
        ${canShare ? html`<button class=${this.compact ? 'primary' : ''} @click=${this.share}>${t('share.share')}</button>` : nothing}
        <button class=${this.compact && canShare ? 'copy' : 'primary copy'} @click=${this.copy}>${this.copyState === 'copied' ? t('share.copied') : t('share.copy')}</button>
        <button aria-expanded=${this.showQr ? 'true' : 'false'} @click=${this.toggleQr}>${t('share.qr')}</button>
        ${this.picture && !sharesFiles ? html`<button @click=${this.savePicture}>${t('share.picture')}</button>` : nothing}
        ${this.compact ? nothing : html`<span class="muted meta">${t('share.length', { count: this.url.length })}</span>`}
      </div>
      <div role="status" aria-live="polite">${this.copyState === 'failed' ? html`<p class="notice error">${t('share.copyFailed')}</p>` : nothing}</div>
      ${this.url.length > MAX_LINK_CHARS ? html`<p class="notice warn">${t('share.tooLong', { count: this.url.length })}</p>` : nothing}
      ${this.showQr ? html`<div class="qr"><qr-code .value=${this.url} .label=${t('share.qr.alt')} .tooLong=${t('share.qr.tooLong')}></qr-code></div>` : nothing}
    </section>`;
  }
}
customElements.define('share-panel', SharePanel);
