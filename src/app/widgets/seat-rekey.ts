import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { baseStyles } from '../styles';
import { LangController, listFormat, t } from '../i18n';
import { getPlay } from '../services';
import { messageForError } from '../messages';
import { shareUrl } from '../router';
import type { GameMeta } from '../../platform/game-ui';
import type { LibraryGame, LibraryNode } from '../../platform/library/merge';
import type { RekeyStatus } from '../../platform/play';
import './share-panel';

/** Sent up when the game record changed here (a request made, a vote given), so the page reloads it. */
export const REKEY_CHANGED_EVENT = 'rekey-changed';

/**
 * A seat whose device was lost (play/rekey.ts). `place="top"`: what the group must act on now — a
 * request waiting for votes (with this browser's vote to give or send), and the seat this state
 * re-keyed. `place="aside"`: asking for a seat from a new device. The platform decides who may ask
 * and vote and how many votes it takes (Play.rekeyStatus); this only draws it.
 */
export class SeatRekey extends LitElement {
  static properties = {
    meta: { attribute: false },
    game: { attribute: false },
    node: { attribute: false },
    nameOf: { attribute: false },
    place: { type: String },
    status: { state: true },
    links: { state: true },
    error: { state: true },
  };
  declare meta: GameMeta | null;
  declare game: LibraryGame | null;
  declare node: LibraryNode | null;
  declare nameOf: (id: string) => string;
  declare place: 'top' | 'aside';
  declare status: RekeyStatus | null;
  /** Links made here this visit, by seat: the request, or this browser's votes. */
  declare links: Record<string, string[]>;
  declare error: string;
  private readonly langs = new LangController(this);

  static styles = [baseStyles];

  constructor() {
    super();
    this.meta = null;
    this.game = null;
    this.node = null;
    this.nameOf = (id) => id;
    this.place = 'top';
    this.status = null;
    this.links = {};
    this.error = '';
  }

  protected willUpdate(changed: PropertyValues<this>) {
    if ((changed.has('game') || changed.has('node')) && this.meta && this.game && this.node) {
      const { meta, game, node } = this;
      void getPlay()
        .rekeyStatus(meta, game, node)
        .then((status) => {
          if (this.node === node) this.status = status;
        })
        .catch(() => (this.status = null));
    }
  }

  private async run(seat: string, action: () => Promise<{ game: LibraryGame; links: string[] }>) {
    this.error = '';
    try {
      const { game, links } = await action();
      this.links = { ...this.links, [seat]: links.map(shareUrl) };
      // The link to send is brought into view with its copy button ready, as the Send card does.
      await this.updateComplete;
      await this.renderRoot.querySelector<HTMLElement & { focusCopy(): Promise<void> }>('share-panel')?.focusCopy();
      this.dispatchEvent(new CustomEvent(REKEY_CHANGED_EVENT, { detail: { game }, bubbles: true, composed: true }));
    } catch (error) {
      this.error = messageForError(error);
    }
  }

  private ask(seat: string) {
    return this.run(seat, async () => {
      const { game, link } = await getPlay().requestRekey(this.meta!, this.game!.uid, seat);
      return { game, links: [link] };
    });
  }

  private vote(request: RekeyStatus['requests'][number]) {
    return this.run(request.seat, () => getPlay().voteRekey(this.meta!, this.game!.uid, request.index, request.fingerprint));
  }

  render() {
    void this.langs;
    const status = this.status;
    if (!status) return nothing;
    const errorLine = this.error ? html`<p class="notice error" role="alert">${this.error}</p>` : nothing;
    return this.place === 'aside' ? this.renderAsk(status, errorLine) : this.renderTop(status, errorLine);
  }

  private renderTop(status: RekeyStatus, errorLine: unknown) {
    const name = this.nameOf;
    if (!status.recorded && !status.requests.length) return nothing;
    return html`${status.recorded
        ? html`<p class="notice" role="status">${t('rekey.recorded', { power: name(status.recorded.seat), voters: listFormat(status.recorded.voters.map(name)) })}</p>`
        : nothing}
      ${status.requests.map((request) => {
        const votes = t('rekey.votes', { count: request.voters.length, needed: request.needed, voters: request.voters.length ? listFormat(request.voters.map(name)) : '—' });
        const links = this.links[request.seat] ?? (request.link ? [shareUrl(request.link)] : []);
        return html`<div class="card stack" role="region" aria-label=${t('rekey.title', { power: name(request.seat) })}>
          <strong>${t('rekey.title', { power: name(request.seat) })}</strong>
          <p>${request.asked ? t('rekey.asked', { power: name(request.seat) }) : t('rekey.askedOfYou', { power: name(request.seat) })} ${votes}</p>
          ${request.mayVote && !links.length
            ? html`<div class="row"><button class="primary" @click=${() => void this.vote(request)}>${t('rekey.agree', { power: name(request.seat) })}</button></div>`
            : nothing}
          ${links.map((url) => html`<share-panel compact .url=${url} .heading=${t(request.asked ? 'rekey.sendRequest' : 'rekey.sendVote')}></share-panel>`)}
        </div>`;
      })}
      ${errorLine}`;
  }

  private renderAsk(status: RekeyStatus, errorLine: unknown) {
    // A seat asked for on an earlier visit is followed at the top of the page, with its request link.
    const asking = new Set(status.requests.filter((request) => request.asked && !this.links[request.seat]).map((request) => request.seat));
    const askable = status.askable.filter((seat) => !asking.has(seat));
    if (!status.possible || !askable.length) return nothing;
    const name = this.nameOf;
    // Just asked: the link to send appears where the person tapped, so a phone needs no scrolling.
    return html`<details ?open=${askable.some((seat) => this.links[seat])}>
      <summary>${t('rekey.ask.title')}</summary>
      <p class="muted">${t('rekey.ask.help', { needed: status.needed })}</p>
      ${askable.map((seat) =>
        this.links[seat]
          ? html`<share-panel .url=${this.links[seat][0]} .heading=${t('rekey.sendRequest')}></share-panel>`
          : html`<button type="button" @click=${() => void this.ask(seat)}>${t('rekey.ask.button', { power: name(seat) })}</button>`,
      )}
      ${errorLine}
    </details>`;
  }
}
customElements.define('seat-rekey', SeatRekey);
