import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from './styles';
import { LangController, lang, setLang, t } from './i18n';
import { parseRoute, routeHref, type Route } from './router';
import { STORAGE_EVENT, initStorage, storageProblem } from './services';
import { LANGS } from '../platform/i18n';
import type { Lang } from '../platform/game';
// Drawn in the page, not fetched as an <img>: each SVG picture a page loads is a separate document for the browser to build and decode.
import brandIcon from '../../public/icons/icon.svg?raw';
import { messageForError } from './messages';
import { loadPage } from './pages/page-loaders';
import './pages/game-page';
import './pages/landing-page';

/** The shell: header, routes, and the status line (offline, update, storage problems). */
export class DispaccioApp extends LitElement {
  static properties = {
    route: { state: true },
    ready: { state: true },
    online: { state: true },
    updateReady: { state: true },
    crash: { state: true },
  };
  declare route: Route;
  declare ready: boolean;
  declare online: boolean;
  declare updateReady: boolean;
  declare crash: string;
  private readonly langs = new LangController(this);
  /** Set by main.ts once the service worker reports a waiting update. */
  applyUpdate: (() => void) | null = null;

  static styles = [
    baseStyles,
    css`
      :host {
        min-height: 100vh;
        display: flex;
        flex-direction: column;
      }
      .skip {
        position: absolute;
        left: -999px;
      }
      .skip:focus {
        left: 1rem;
        top: 1rem;
        z-index: 10;
        background: var(--paper);
        padding: 0.5rem 1rem;
      }
      header {
        background: var(--masthead);
        color: var(--on-masthead);
        border-bottom: 4px solid var(--accent);
      }
      .bar {
        max-width: 1480px;
        margin: 0 auto;
        padding: 0.6rem clamp(0.75rem, 3vw, 1.5rem);
        display: flex;
        align-items: center;
        gap: 0.75rem 1.25rem;
        flex-wrap: wrap;
      }
      .brand {
        display: flex;
        align-items: center;
        gap: 0.55rem;
        color: inherit;
        text-decoration: none;
        font-family: var(--display-font);
        font-size: 1.45rem;
        font-weight: 700;
        letter-spacing: 0.02em;
        margin-right: auto;
      }
      .brand-icon {
        display: flex;
        width: 34px;
        height: 34px;
      }
      .brand-icon svg {
        width: 100%;
        height: 100%;
      }
      nav {
        display: flex;
        gap: 0.25rem;
        flex-wrap: wrap;
      }
      nav a {
        color: inherit;
        text-decoration: none;
        padding: 0.5em 0.8em;
        border-radius: 8px;
        font-weight: 600;
        min-height: 44px;
        display: inline-flex;
        align-items: center;
      }
      nav a[aria-current='page'] {
        background: rgba(255, 255, 255, 0.16);
      }
      @media (max-width: 560px) {
        .langs {
          order: 1;
        }
        nav {
          order: 2;
          width: 100%;
        }
      }
      .langs {
        display: flex;
        border: 1px solid rgba(255, 255, 255, 0.45);
        border-radius: 8px;
        overflow: hidden;
      }
      .langs button {
        border: none;
        border-radius: 0;
        background: transparent;
        color: inherit;
        min-height: 36px;
        padding: 0.3em 0.7em;
        font-size: 0.9rem;
      }
      .langs button[aria-pressed='true'] {
        background: var(--paper);
        color: var(--ink);
      }
      main {
        flex: 1;
        width: 100%;
        max-width: 1480px;
        margin: 0 auto;
        padding: clamp(1rem, 3vw, 2rem) clamp(0.75rem, 3vw, 1.5rem) 3rem;
      }
      .status {
        max-width: 1480px;
        margin: 0.75rem auto 0;
        padding: 0 clamp(0.75rem, 3vw, 1.5rem);
      }
      footer {
        text-align: center;
        font-size: 0.85rem;
        padding: 1rem;
      }
    `,
  ];

  constructor() {
    super();
    this.route = parseRoute(location.hash);
    this.ready = false;
    this.online = navigator.onLine;
    this.updateReady = false;
    this.crash = '';
  }

  private readonly onHash = () => {
    this.route = parseRoute(location.hash);
    window.scrollTo(0, 0);
  };
  private readonly onOnline = () => (this.online = navigator.onLine);
  private readonly onCrash = (event: ErrorEvent | PromiseRejectionEvent) => {
    const reason = 'reason' in event ? event.reason : event.error;
    this.crash = t('error.unexpected', { message: reason instanceof Error ? reason.message : String(reason ?? '') });
  };

  connectedCallback(): void {
    super.connectedCallback();
    addEventListener('hashchange', this.onHash);
    addEventListener('online', this.onOnline);
    addEventListener('offline', this.onOnline);
    addEventListener('error', this.onCrash);
    addEventListener('unhandledrejection', this.onCrash);
    addEventListener(STORAGE_EVENT, this.onStorage);
    document.documentElement.lang = lang();
    void initStorage().then(() => (this.ready = true));
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('hashchange', this.onHash);
    removeEventListener('online', this.onOnline);
    removeEventListener('offline', this.onOnline);
    removeEventListener('error', this.onCrash);
    removeEventListener('unhandledrejection', this.onCrash);
    removeEventListener(STORAGE_EVENT, this.onStorage);
  }

  /** Storage stopped working: draw the status line again with the sentence that says so. */
  private readonly onStorage = () => this.requestUpdate();

  render() {
    void this.langs;
    const page = this.route.page;
    return html`
      <a class="skip" href="#main" @click=${(e: Event) => { e.preventDefault(); this.renderRoot.querySelector('main')?.focus(); }}>${t('nav.skip')}</a>
      <header>
        <div class="bar">
          <a class="brand" href=${routeHref({ page: 'library' })}><span class="brand-icon" aria-hidden="true" .innerHTML=${brandIcon}></span>${t('app.name')}</a>
          <nav aria-label=${t('app.name')}>
            <a href=${routeHref({ page: 'library' })} aria-current=${page === 'library' ? 'page' : 'false'}>${t('nav.library')}</a>
            <a href=${routeHref({ page: 'new' })} aria-current=${page === 'new' ? 'page' : 'false'}>${t('nav.new')}</a>
          </nav>
          <div class="langs" role="group" aria-label=${t('nav.language')}>
            ${LANGS.map((code) => html`<button lang=${code} aria-pressed=${lang() === code ? 'true' : 'false'} @click=${() => void setLang(code as Lang)}>${code.toUpperCase()}</button>`)}
          </div>
        </div>
      </header>
      <div class="status" role="status" aria-live="polite">
        ${this.online ? nothing : html`<p class="notice">${t('status.offline')}</p>`}
        ${storageProblem ? html`<p class="notice warn">${t(`storage.${storageProblem}`)}</p>` : nothing}
        ${this.updateReady ? html`<p class="notice">${t('status.updateReady')} <button @click=${() => this.applyUpdate?.()}>${t('status.reload')}</button></p>` : nothing}
        ${this.crash ? html`<p class="notice error">${this.crash}</p>` : nothing}
      </div>
      <main id="main" tabindex="-1">${this.ready ? this.renderPage() : nothing}</main>
      <footer class="muted">${t('app.tagline')}</footer>
    `;
  }

  private renderPage() {
    const route = this.route;
    // The element upgrades when its code is in; a download that fails says so in the status line.
    loadPage(route.page).catch((error: unknown) => (this.crash = messageForError(error)));
    switch (route.page) {
      case 'library':
        return html`<library-page></library-page>`;
      case 'new':
        return html`<new-game-page .gameId=${route.gameId ?? ''}></new-game-page>`;
      case 'game':
        return html`<game-page .uid=${route.uid} .hash=${route.hash ?? ''}></game-page>`;
      case 'landing':
        return html`<landing-page .link=${route.link}></landing-page>`;
    }
  }
}
customElements.define('dispaccio-app', DispaccioApp);
