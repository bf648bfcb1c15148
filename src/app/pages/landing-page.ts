import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../styles';
import { LangController, lang, local, t } from '../i18n';
import { getPlay } from '../services';
import type { OpenResult } from '../../platform/play';
import { currentNode } from '../../platform/library/merge';
import { navigate, payloadFromPasted, routeHref } from '../router';
import { loadGame } from '../games';
import type { Localized } from '../../platform/game';
import { messageForPlayError } from '../messages';
import { openDirectly } from '../../platform/open-directly';
import { setOpenNotice } from '../open-notice';

/** What a just-opened link is, what it did to the library, and the one next step. */
export class LandingPage extends LitElement {
  static properties = { link: { type: String }, result: { state: true }, names: { state: true }, pasteError: { state: true }, pasted: { state: true } };
  declare link: string;
  declare result: OpenResult | null;
  /** The opened game's seats by id, in both languages (a seat that is not waiting is named too). */
  declare names: Record<string, Localized>;
  /** Why the game link pasted for a refused link could not be opened. */
  declare pasteError: string;
  /** A game link was pasted and opened, then this link again. */
  declare pasted: boolean;
  private readonly langs = new LangController(this);
  private opened = '';

  static styles = [
    baseStyles,
    css`
      .card {
        max-width: 640px;
        margin: 0 auto;
      }
      .kind {
        text-transform: uppercase;
        letter-spacing: 0.08em;
        font-size: 0.8rem;
        font-weight: 700;
        color: var(--accent-ink);
      }
      .actions {
        margin-top: 1.25rem;
      }
      .paste textarea {
        width: 100%;
        font-family: var(--mono-font);
        font-size: 0.85rem;
      }
      .paste h2 {
        margin-top: 0.5rem;
      }
    `,
  ];

  constructor() {
    super();
    this.link = '';
    this.result = null;
    this.names = {};
    this.pasteError = '';
    this.pasted = false;
  }

  protected willUpdate(): void {
    if (this.link && this.link !== this.opened) {
      this.opened = this.link;
      this.result = null;
      this.pasted = false;
      this.pasteError = '';
      void getPlay()
        .open(this.link)
        .then((result) => {
          if (this.opened !== this.link) return;
          const direct = openDirectly(result);
          if (!direct) {
            this.show(result);
            return;
          }
          // Nothing to decide: straight to the game, the link's page replaced so Back does not open it again.
          setOpenNotice(direct);
          navigate({ page: 'game', uid: direct.uid }, { replace: true });
        });
    }
  }

  private show(result: OpenResult) {
    this.result = result;
    if (!result.ok) return;
    // Seats are named by the game's own code: the link's list names only the seats it waits for.
    void loadGame(result.meta).then((bundle) => {
      if (this.result !== result) return;
      const powers = bundle.module.powers(getPlay().stateOf(bundle.module, result.node));
      this.names = Object.fromEntries(powers.map((power) => [power.id, power.name]));
    }).catch(() => undefined);
  }

  /** A link refused for want of its game: the game link pasted is opened, then this link again. */
  private async openPasted(event: Event) {
    event.preventDefault();
    const text = new FormData(event.target as HTMLFormElement).get('game-link');
    const first = await getPlay().open(payloadFromPasted(String(text ?? '')));
    if (!first.ok) {
      this.pasteError = messageForPlayError(first.error);
      return;
    }
    this.pasteError = '';
    const again = await getPlay().open(this.link);
    this.pasted = true;
    this.show(again);
  }

  private powerName(result: Extract<OpenResult, { power: string }>): string {
    const index = result.node.waitingFor.indexOf(result.power);
    if (this.names[result.power]) return local(this.names[result.power]);
    return index >= 0 ? result.node.waitingNames[lang()][index] : result.power;
  }

  /** What to ask for, and a box to paste it, when a link arrived before its game. */
  private missingGame() {
    return html`<form class="stack paste" @submit=${this.openPasted}>
      <h2>${t('landing.missing.title')}</h2>
      <p>${t('landing.missing.body')}</p>
      <label for="game-link"><strong>${t('landing.missing.paste')}</strong></label>
      <textarea id="game-link" name="game-link" rows="3" required></textarea>
      ${this.pasteError ? html`<p class="notice error" role="alert">${this.pasteError}</p>` : nothing}
      <div><button class="primary" type="submit">${t('landing.missing.open')}</button></div>
    </form>`;
  }

  /** The person confirmed a new invitation for a seat this browser held with another key. */
  private async replaceSeatKey(): Promise<void> {
    const result = await getPlay().open(this.link, { replaceSeatKey: true });
    if (result.ok) navigate({ page: 'game', uid: result.game.uid }, { replace: true });
    else this.result = result;
  }

  render() {
    void this.langs;
    const result = this.result;
    if (!result) return html`<div class="card" role="status">${t('landing.checking')}</div>`;
    if (!result.ok) {
      return html`<div class="card stack" role="alert">
        <h1>${t('landing.error.title')}</h1>
        <p>${messageForPlayError(result.error)}</p>
        <p class="muted">${t('landing.nothingLost')}</p>
        ${result.error.code === 'no-game' ? this.missingGame() : nothing}
        <div class="actions">
          ${result.error.code === 'seat-key-held' ? html`<button @click=${() => this.replaceSeatKey()}>${t('landing.replaceSeatKey')}</button>` : nothing}
          <a class="button ${result.error.code === 'no-game' ? '' : 'primary'}" href=${routeHref({ page: 'library' })}>${t('landing.library')}</a>
        </div>
      </div>`;
    }
    const title = local(result.meta.title);
    const phase = local(result.node.phaseLabel);
    const newest = currentNode(result.game);
    // Tell the truth about what the game shows now: whenever the opened phase is not the current one, the button leads to the current one.
    const showNewest = result.kind === 'game' && !!newest && newest.hash !== result.node.hash;
    const message =
      result.kind === 'game'
        ? t(`landing.outcome.${result.outcome}`)
        : result.known
          ? t(`landing.outcome.${result.kind}.known`)
          : result.replaced
            ? t('landing.outcome.orders.replaced', { power: this.powerName(result), phase })
            : t(`landing.outcome.${result.kind}`, { power: this.powerName(result), phase });
    // The game opens at the newest phase this browser holds when the button is pressed (orders, a reveal
    // code or an invitation may be for a phase the game has left): never a stale one.
    const target = { page: 'game' as const, uid: result.game.uid };
    const stale = result.kind !== 'game' && !!newest && newest.hash !== result.node.hash;
    return html`<div class="card stack">
      ${this.pasted ? html`<p class="notice" role="status">${t('landing.missing.done')}</p>` : nothing}
      <div class="kind">${t(`landing.kind.${result.kind}`)}</div>
      <h1>${t('landing.game', { game: title, phase })}</h1>
      <p>${message}</p>
      ${result.node.summary[lang()] ? html`<p class="muted">${result.node.summary[lang()]}</p>` : nothing}
      <div class="actions">
        <button class="primary" @click=${() => navigate(target)}>${showNewest || stale ? t('landing.openCurrent') : t('landing.open')}</button>
      </div>
    </div>`;
  }
}


customElements.define('landing-page', LandingPage);
