import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../styles';
import { LangController, t } from '../i18n';
import type { PictureMaker } from './share-panel';
import './share-panel';

/** One link to send, as the page words it (platform/hand-off.ts decides which and to whom). */
export interface SendItem {
  id: string;
  url: string;
  /** The link's own label ("Orders link for France"). */
  heading: string;
  /** Who needs it, as a heading ("Send to the group"). */
  to: string;
  /** Someone cannot go on without it. */
  required: boolean;
  done: boolean;
  /** A picture of the board goes with it (game links). */
  picture?: PictureMaker | null;
  /** An invitation the person may open here instead, for a seat that is their own. */
  openHere?: boolean;
}

/** Fired (bubbling, composed) with `{ id }` when a link of the card was copied or shared. */
export const SEND_DONE_EVENT = 'send-done';
/** Fired (bubbling, composed) with `{ id, url }` when the person opens an invitation of the card here, as their own seat. */
export const OPEN_HERE_EVENT = 'send-open-here';

/**
 * The "Send this" card: every link this browser holds that someone else needs, under whom it is for.
 * A link still to send is never folded; one copied or shared is marked sent and stays at hand below.
 * On a phone the card stays at the top while one link is waiting to go out.
 */
export class SendCard extends LitElement {
  static properties = {
    items: { attribute: false },
    heading: { type: String },
    note: { type: String },
    urgent: { type: Boolean, reflect: true },
  };
  declare items: SendItem[];
  declare heading: string;
  declare note: string;
  /** A required link is still to send (sticky on phones when it is the only one). */
  declare urgent: boolean;
  private readonly langs = new LangController(this);

  static styles = [
    baseStyles,
    css`
      :host {
        scroll-margin-top: 0.5rem;
      }
      .card {
        border: 2px solid var(--accent);
      }
      @media (max-width: 999px) {
        :host([urgent]) {
          position: sticky;
          top: 0;
          z-index: 5;
        }
      }
      h2 {
        margin-bottom: 0.3em;
      }
      h3 {
        font-size: 1.05rem;
        margin: 0.2em 0 0.3em;
      }
      .done-mark {
        font-weight: 700;
        color: var(--accent-ink);
      }
      .note {
        font-size: 0.92rem;
      }
      summary {
        cursor: pointer;
        min-height: 44px;
        display: flex;
        align-items: center;
      }
    `,
  ];

  constructor() {
    super();
    this.items = [];
    this.heading = '';
    this.note = '';
    this.urgent = false;
  }

  protected willUpdate(): void {
    this.urgent = this.items.filter((item) => item.required && !item.done).length === 1;
  }

  /** Puts the keyboard on the copy button of a link, brought into view: the next thing to do. */
  async focusItem(id: string): Promise<void> {
    await this.updateComplete;
    const panel = this.renderRoot.querySelector<HTMLElement & { focusCopy(): Promise<void> }>(`[data-send="${CSS.escape(id)}"] share-panel`);
    await panel?.focusCopy();
  }

  private panel(item: SendItem) {
    return html`<div class="stack item" data-send=${item.id} @link-sent=${() => this.dispatchEvent(new CustomEvent(SEND_DONE_EVENT, { bubbles: true, composed: true, detail: { id: item.id } }))}>
      ${item.done ? html`<p class="done-mark" role="status">${t('send.done', { link: item.heading })}</p>` : nothing}
      <share-panel compact .url=${item.url} .heading=${item.heading} .picture=${item.picture ?? null}></share-panel>
      ${item.openHere && !item.done
        ? html`<button type="button" @click=${() => this.dispatchEvent(new CustomEvent(OPEN_HERE_EVENT, { bubbles: true, composed: true, detail: { id: item.id, url: item.url } }))}>${t('send.openHere')}</button>`
        : nothing}
    </div>`;
  }

  render() {
    void this.langs;
    if (!this.items.length) return nothing;
    const open = this.items.filter((item) => !item.done);
    const done = this.items.filter((item) => item.done);
    const groups = [...new Set(open.map((item) => item.to))];
    // One recipient: the card is named after them ("Send to the group"), one heading less on a phone.
    const single = groups.length === 1 && !this.heading;
    const title = single ? groups[0] : this.heading || t('send.title');
    return html`<section class="card stack" aria-label=${title}>
      <h2>${title}</h2>
      ${this.note ? html`<p class="muted note">${this.note}</p>` : nothing}
      ${groups.map((to) => html`<div class="stack">${single ? nothing : html`<h3>${to}</h3>`}${open.filter((item) => item.to === to).map((item) => this.panel(item))}</div>`)}
      ${done.length
        ? html`<details><summary>${t('send.sent', { count: done.length })}</summary>
            <div class="stack">${done.map((item) => html`<h3>${item.to}</h3>${this.panel(item)}`)}</div></details>`
        : nothing}
    </section>`;
  }
}
customElements.define('send-card', SendCard);
