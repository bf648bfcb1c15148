import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../styles';
import { LangController, lang, listFormat, local, relativeTime, t } from '../i18n';
import { getLibrary, getPlay } from '../services';
import { GAMES, gameById } from '../games';
import { currentNode, forks, type LibraryGame } from '../../platform/library/merge';
import { navigate, payloadFromPasted, routeHref } from '../router';
import { messageForError, messageForPlayError } from '../messages';
import { keepStorage, type Persistence } from '../../platform/storage-persistence';

/** My games: every game this browser has seen, newest first, with whose move it is. */
export class LibraryPage extends LitElement {
  static properties = { games: { state: true }, error: { state: true }, pasted: { state: true }, notice: { state: true }, persistence: { state: true } };
  declare games: LibraryGame[] | null;
  declare persistence: Persistence;
  declare error: string;
  declare pasted: string;
  declare notice: string;
  private readonly langs = new LangController(this);

  static styles = [
    baseStyles,
    css`
      .intro {
        display: grid;
        gap: 1rem;
        grid-template-columns: 1fr;
      }
      @media (min-width: 760px) {
        .intro {
          grid-template-columns: 3fr 2fr;
        }
      }
      .offered h2 {
        font-size: 1.05rem;
        margin: 1.2rem 0 0.3rem;
      }
      .offered ul {
        margin: 0;
        padding-left: 1.2rem;
        display: grid;
        gap: 0.3rem;
      }
      .paste form {
        display: flex;
        gap: 0.5rem;
      }
      .paste input {
        flex: 1;
        min-width: 0;
      }
      .file {
        display: block;
        margin-top: 0.6rem;
        font-size: 0.9rem;
        color: var(--muted);
      }
      .file input {
        display: block;
        margin-top: 0.3rem;
        min-height: auto;
        border: none;
        padding: 0;
        background: none;
      }
      ul.games {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.75rem;
      }
      .game {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 0.25rem 1rem;
        align-items: center;
        text-decoration: none;
        color: inherit;
        background: var(--paper);
        border: 1px solid var(--line);
        border-left: 6px solid var(--accent);
        border-radius: 12px;
        padding: 0.9rem 1rem;
        box-shadow: var(--shadow);
      }
      .game:hover {
        border-color: var(--accent);
      }
      .title {
        font-weight: 700;
        font-size: 1.05rem;
      }
      .phase {
        font-family: var(--display-font);
      }
      .when {
        grid-row: span 2;
        text-align: right;
        font-size: 0.85rem;
      }
      .waiting {
        font-size: 0.9rem;
      }
      .you {
        background: var(--accent);
        color: var(--on-accent);
        border-radius: 999px;
        padding: 0.05em 0.6em;
        font-size: 0.8rem;
        font-weight: 700;
        margin-left: 0.3em;
      }
      .tag {
        border: 1px solid var(--warn);
        border-radius: 999px;
        padding: 0 0.5em;
        font-size: 0.8rem;
        margin-left: 0.3em;
      }
      .empty {
        text-align: center;
        padding: 2rem 1rem;
      }
      .empty .art {
        font-size: 3rem;
        line-height: 1;
        margin-bottom: 0.5rem;
      }
    `,
  ];

  constructor() {
    super();
    this.games = null;
    this.error = '';
    this.pasted = '';
    this.notice = '';
    this.persistence = 'unknown';
  }

  connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  private async load() {
    try {
      this.games = await getLibrary().list();
    } catch (error) {
      this.games = [];
      this.error = messageForError(error);
    }
    // Once a seat is played here, its key would be lost with the storage: ask the browser to keep it.
    this.persistence = await keepStorage(navigator.storage, this.games.some((game) => game.myPowers.length > 0));
  }

  private async saveBackup() {
    try {
      const text = await getPlay().exportLibrary();
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `dispaccio-backup-${new Date().toISOString().slice(0, 10)}.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      this.error = messageForError(error);
    }
  }

  private async restoreBackup(event: Event) {
    const text = await chosenText(event);
    if (text === null) return;
    const result = await getPlay().importLibrary(text);
    if (!result.ok) {
      this.error = messageForPlayError(result.error);
      return;
    }
    this.error = result.refused ? t('library.backup.refused', { refused: result.refused }) : '';
    this.notice = t('library.backup.done', { games: result.games, added: result.added });
    await this.load();
  }

  private async importFile(event: Event) {
    const text = await chosenText(event);
    if (text === null) return;
    const result = await getPlay().importArchive(text);
    if (!result.ok) {
      this.error = messageForPlayError(result.error);
      return;
    }
    this.error = '';
    this.notice = t('library.import.done', { added: result.added, total: result.total });
    await this.load();
  }

  private openPasted(event: Event) {
    event.preventDefault();
    const link = payloadFromPasted(this.pasted);
    if (!link) return;
    navigate({ page: 'landing', link });
  }

  render() {
    void this.langs;
    return html`
      <div class="stack">
        <div class="intro">
          <div>
            <h1>${t('library.title')}</h1>
            <p class="muted">${t('library.storage')}</p>
          </div>
          <div class="paste card">
            <form @submit=${this.openPasted}>
              <label class="visually-hidden" for="paste">${t('library.paste.label')}</label>
              <input id="paste" type="text" inputmode="url" spellcheck="false" autocomplete="off" placeholder=${t('library.paste.label')} .value=${this.pasted}
                @input=${(e: Event) => (this.pasted = (e.target as HTMLInputElement).value)} />
              <button type="submit">${t('library.paste.button')}</button>
            </form>
            <label class="file">${t('library.import')}
              <input type="file" accept=".json,application/json" @change=${this.importFile} /></label>
            <label class="file">${t('library.backup.restore')}
              <input type="file" accept=".json,application/json" @change=${this.restoreBackup} /></label>
            ${this.games?.length ? html`<p><button @click=${() => this.saveBackup()}>${t('library.backup.save')}</button></p>
              <p class="muted file">${t('library.backup.keys')}</p>` : nothing}
            ${this.notice ? html`<p role="status">${this.notice}</p>` : nothing}
          </div>
        </div>
        ${this.error ? html`<p class="notice error" role="alert">${this.error}</p>` : nothing}
        ${this.persistence === 'may-be-cleared' && this.games?.length ? html`<p class="notice" role="note">${t('library.persist.warning')}</p>` : nothing}
        ${this.games === null ? html`<p class="muted">…</p>` : this.games.length === 0 ? this.renderEmpty() : this.renderGames(this.games)}
        ${this.renderOffered()}
      </div>
    `;
  }

  /** The games this site offers, each a way into New game with that game chosen. */
  private renderOffered() {
    const offered = GAMES.filter((game) => game.playable);
    return html`<section class="offered" aria-labelledby="offered-title">
      <h2 id="offered-title">${t('library.offered')}</h2>
      <ul>
        ${offered.map((game) => html`<li><a href=${routeHref({ page: 'new', gameId: game.id })}><strong>${local(game.title)}</strong></a> — <span class="muted">${local(game.blurb)}</span></li>`)}
      </ul>
    </section>`;
  }

  private renderEmpty() {
    return html`<div class="card empty">
      <div class="art" aria-hidden="true">✉︎</div>
      <h2>${t('library.empty.title')}</h2>
      <p class="muted">${t('library.empty.body')}</p>
      <a class="button primary" href=${routeHref({ page: 'new' })}>${t('library.new')}</a>
    </div>`;
  }

  private renderGames(games: LibraryGame[]) {
    return html`<p class="muted">${t(games.length === 1 ? 'library.count.one' : 'library.count.other', { count: games.length })}</p>
      <ul class="games">
        ${games.map((game) => {
          const node = currentNode(game);
          const meta = gameById(game.gameId);
          const title = meta ? local(meta.title) : game.gameId;
          const phase = node ? local(node.phaseLabel) : '';
          const waiting = node?.waitingFor ?? [];
          const mine = waiting.some((power) => game.myPowers.includes(power));
          const forked = forks(game).length > 0;
          return html`<li>
            <a class="game" href=${routeHref({ page: 'game', uid: game.uid })} aria-label=${t('library.open', { game: title, phase })}>
              <span class="title">${title} <span class="muted phase">· ${phase}</span>
                ${forked ? html`<span class="tag">${t('library.fork')}</span>` : nothing}
                ${game.settings.sandboxOf ? html`<span class="tag">${t('library.sandbox')}</span>` : nothing}</span>
              <span class="when muted">${relativeTime(game.updatedAt)}</span>
              <span class="waiting">${waiting.length ? html`${t('library.col.waiting')}: ${listFormat(node!.waitingNames[lang()])}` : t('library.ended')}
                ${mine ? html`<span class="you">${t('library.you')}</span>` : nothing}</span>
            </a>
          </li>`;
        })}
      </ul>`;
  }
}

/** The text of the file just chosen in a file input, which is cleared so the same file can be chosen again. */
async function chosenText(event: Event): Promise<string | null> {
  const input = event.target as HTMLInputElement;
  const file = input.files?.[0];
  const text = file ? await file.text() : null;
  input.value = '';
  return text;
}

customElements.define('library-page', LibraryPage);
