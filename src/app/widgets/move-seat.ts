import { LitElement, html, nothing } from 'lit';
import { baseStyles } from '../styles';
import { LangController, t } from '../i18n';
import { getPlay } from '../services';
import { messageForError } from '../messages';
import { shareUrl } from '../router';
import type { GameMeta } from '../../platform/game-ui';
import './share-panel';

/**
 * "Continue on another device": the private link that moves one of this browser's seats (its
 * invitation key and the game as it stands), shown only once asked for, with what it is worth.
 * The platform decides whether the seat can move (Play.seatMoveLink).
 */
export class MoveSeat extends LitElement {
  static properties = {
    meta: { attribute: false },
    uid: { type: String },
    seats: { attribute: false },
    nameOf: { attribute: false },
    links: { state: true },
    error: { state: true },
  };
  declare meta: GameMeta | null;
  declare uid: string;
  /** This browser's seats in the game. */
  declare seats: string[];
  declare nameOf: (id: string) => string;
  /** Per seat asked for: its move link, or null when its key cannot leave this browser. */
  declare links: Record<string, string | null>;
  declare error: string;
  private readonly langs = new LangController(this);

  static styles = [baseStyles];

  constructor() {
    super();
    this.meta = null;
    this.uid = '';
    this.seats = [];
    this.nameOf = (id) => id;
    this.links = {};
    this.error = '';
  }

  private async ask(seat: string) {
    if (!this.meta) return;
    try {
      const link = await getPlay().seatMoveLink(this.meta, this.uid, seat);
      this.links = { ...this.links, [seat]: link ? shareUrl(link) : null };
    } catch (error) {
      this.error = messageForError(error);
    }
  }

  render() {
    void this.langs;
    if (!this.seats.length) return nothing;
    return html`<details>
      <summary>${t('game.move.title')}</summary>
      <p class="muted">${t('game.move.help')}</p>
      ${this.seats.map((seat) =>
        seat in this.links
          ? this.links[seat]
            ? html`<p class="notice warn">${t('game.move.private', { power: this.nameOf(seat) })}</p>
                <share-panel .url=${this.links[seat]!} .heading=${t('game.move.link', { power: this.nameOf(seat) })}></share-panel>`
            : html`<p class="notice">${t('game.move.firstUse', { power: this.nameOf(seat) })}</p>`
          : html`<button type="button" @click=${() => void this.ask(seat)}>${t('game.move.button', { power: this.nameOf(seat) })}</button>`,
      )}
      ${this.error ? html`<p class="notice error" role="alert">${this.error}</p>` : nothing}
    </details>`;
  }
}
customElements.define('move-seat', MoveSeat);
