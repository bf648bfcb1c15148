import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../styles';
import { LangController, lang, local, t } from '../i18n';
import { getPlay } from '../services';
import type { OpenResult } from '../../platform/play';
import { currentNode } from '../../platform/library/merge';
import { navigate, routeHref } from '../router';
import { messageForPlayError } from '../messages';
import { openDirectly } from '../../platform/open-directly';
import { setOpenNotice } from '../open-notice';

/** What a just-opened link is, what it did to the library, and the one next step. */
export class LandingPage extends LitElement {
  static properties = { link: { type: String }, result: { state: true } };
  declare link: string;
  declare result: OpenResult | null;
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
    `,
  ];

  constructor() {
    super();
    this.link = '';
    this.result = null;
  }

  protected willUpdate(): void {
    if (this.link && this.link !== this.opened) {
      this.opened = this.link;
      this.result = null;
      void getPlay()
        .open(this.link)
        .then((result) => {
          if (this.opened !== this.link) return;
          const direct = openDirectly(result);
          if (!direct) {
            this.result = result;
            return;
          }
          // Nothing to decide: straight to the game, the link's page replaced so Back does not open it again.
          setOpenNotice(direct);
          navigate({ page: 'game', uid: direct.uid }, { replace: true });
        });
    }
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
        <div class="actions">
          ${result.error.code === 'seat-key-held' ? html`<button @click=${() => this.replaceSeatKey()}>${t('landing.replaceSeatKey')}</button>` : nothing}
          <a class="button primary" href=${routeHref({ page: 'library' })}>${t('landing.library')}</a>
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
            ? t('landing.outcome.orders.replaced', { power: powerName(result), phase })
            : t(`landing.outcome.${result.kind}`, { power: powerName(result), phase });
    const target = showNewest ? { page: 'game' as const, uid: result.game.uid } : { page: 'game' as const, uid: result.game.uid, hash: result.node.hash };
    return html`<div class="card stack">
      <div class="kind">${t(`landing.kind.${result.kind}`)}</div>
      <h1>${t('landing.game', { game: title, phase })}</h1>
      <p>${message}</p>
      ${result.node.summary[lang()] ? html`<p class="muted">${result.node.summary[lang()]}</p>` : nothing}
      <div class="actions">
        <button class="primary" @click=${() => navigate(target)}>${showNewest ? t('landing.openCurrent') : t('landing.open')}</button>
      </div>
    </div>`;
  }
}

function powerName(result: Extract<OpenResult, { power: string }>): string {
  const index = result.node.waitingFor.indexOf(result.power);
  return index >= 0 ? result.node.waitingNames[lang()][index] : result.power;
}

customElements.define('landing-page', LandingPage);
