import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../styles';
import { LangController, local, t } from '../i18n';
import { GAMES, gameById, loadGame } from '../games';
import { creationOptions, type GameBundle, type GameMeta, type PlayWay } from '../../platform/game-ui';
import type { PlayMode } from '../../platform/codec/turn-link';
import type { Localized, PowerInfo } from '../../platform/game';
import { MAX_NAME_CHARS, cleanText } from '../../platform/text-limits';
import { getPlay } from '../services';
import { navigate } from '../router';
import { messageForError } from '../messages';
import { StartStates } from './start-states';

const MODES = ['table', 'open', 'referee', 'sealed'] as const;

/** Choose a game, its variant and options, and how the group will play. */
export class NewGamePage extends LitElement {
  static properties = {
    gameId: { type: String },
    bundle: { state: true },
    variant: { state: true },
    options: { state: true },
    mode: { state: true },
    way: { state: true },
    invite: { state: true },
    busy: { state: true },
    error: { state: true },
    names: { state: true },
    roles: { state: true },
  };
  declare gameId: string;
  declare bundle: GameBundle | null;
  declare variant: string;
  declare options: Record<string, string>;
  declare mode: PlayMode;
  /** The game's own way to play, when it names its ways (GameBundle.ways). */
  declare way: string;
  /** Private invitation links, one per seat (seats bound to keys from the first phase). */
  declare invite: boolean;
  declare busy: boolean;
  declare error: string;
  /** Player names by seat id. */
  declare names: Record<string, string>;
  /** Who plays each seat, for a way that offers a choice (PlayWay.seatRoles), by seat id. */
  declare roles: Record<string, string>;
  private readonly langs = new LangController(this);
  /** The configured game's first state, read several times a render: made once per configuration. */
  private readonly starts = new StartStates();
  /** The game whose code (bundle) is in: until the chosen game's is, its ways wait (its load sets the first). */
  private loaded = '';

  static styles = [
    baseStyles,
    css`
      form {
        max-width: 760px;
      }
      fieldset {
        border: none;
        padding: 0;
        margin: 0 0 1.5rem;
      }
      legend {
        font-weight: 700;
        margin-bottom: 0.5rem;
        font-size: 1.05rem;
      }
      .choices {
        display: grid;
        gap: 0.6rem;
        grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
      }
      .choice {
        display: flex;
        gap: 0.6rem;
        align-items: flex-start;
        border: 1px solid var(--line-strong);
        border-radius: 12px;
        padding: 0.8rem;
        background: var(--paper);
        cursor: pointer;
      }
      .choice:has(input:checked) {
        border-color: var(--accent);
        box-shadow: 0 0 0 2px var(--accent);
      }
      .choice:has(input:disabled) {
        opacity: 0.6;
        cursor: not-allowed;
      }
      /* A way's card fills its grid cell; the chosen one's refusal sits under it. */
      .mode-choice {
        display: flex;
        flex-direction: column;
        gap: 0.4rem;
      }
      .mode-choice > .choice {
        flex: 1;
      }
      .mode-choice > .notice {
        margin: 0;
      }
      /* The refusal makes its row taller: the other cards keep their own height. */
      .choices.refused {
        align-items: start;
      }
      .choice input {
        margin-top: 0.3rem;
        min-height: auto;
      }
      .choice small {
        display: block;
        color: var(--muted);
        margin-top: 0.2rem;
        line-height: 1.4;
      }
      .names {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
        gap: 0 1rem;
      }
      /* One line per seat, its name beside its choice: the choices' words are never cut on a phone. */
      .roles {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
        gap: 0.5rem 1.5rem;
      }
      .roles label {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        align-items: center;
        gap: 0.6rem;
      }
      label.field {
        display: grid;
        /* The column may shrink below a select's longest option (no sideways scroll on a phone). */
        grid-template-columns: minmax(0, 1fr);
        gap: 0.3rem;
        margin-bottom: 0.8rem;
        max-width: 420px;
      }
    `,
  ];

  constructor() {
    super();
    this.gameId = GAMES.find((game) => game.playable)?.id ?? '';
    this.bundle = null;
    this.variant = '';
    this.options = {};
    this.mode = 'table';
    this.way = '';
    // Invitations by default in every link mode (first use is the explicit, warned choice).
    this.invite = true;
    this.busy = false;
    this.error = '';
    this.names = {};
    this.roles = {};
  }

  protected willUpdate(changed: Map<string, unknown>): void {
    if (!gameById(this.gameId)?.playable) this.gameId = GAMES.find((game) => game.playable)?.id ?? '';
    if (changed.has('gameId')) void this.loadBundle();
  }

  private async loadBundle() {
    const meta = gameById(this.gameId);
    if (!meta) return;
    try {
      const bundle = await loadGame(meta);
      // Another game was chosen while this one loaded: its own load sets the page (the later answer must not win);
      // and a second load of the game shown must not undo what the person chose since.
      if (meta.id !== this.gameId || this.bundle === bundle) return;
      this.loaded = meta.id;
      this.bundle = bundle;
      this.variant = bundle.module.variants[0]?.id ?? '';
      this.options = Object.fromEntries(bundle.module.options.map((option) => [option.id, option.defaultValue]));
      // A game that names its ways starts on its first; otherwise the generic modes, at one table.
      const first = bundle.ways?.[0];
      this.way = first?.id ?? '';
      this.mode = first?.mode ?? 'table';
      if (first?.options) this.options = { ...this.options, ...first.options };
    } catch (error) {
      this.error = messageForError(error);
    }
  }

  private async create(event: Event) {
    event.preventDefault();
    const meta = gameById(this.gameId);
    if (!meta || !this.bundle) return;
    this.busy = true;
    this.error = '';
    try {
      const seats = this.seats().map((seat) => seat.id);
      const names = seats.map((seat) => cleanText(this.names[seat] ?? ''));
      const way = this.bundle.ways?.find((w) => w.id === this.way);
      const roles = way?.seatRoles ? this.chosenRoles(way) : undefined;
      const options = creationOptions(this.bundle, way, this.options, roles);
      const { game } = await getPlay().create(meta, this.variant, options, { mode: this.mode, names: names.some(Boolean) ? names : undefined, invitations: this.mode !== 'table' && this.invite });
      if (way) this.bundle.prepare?.(game.uid, way.id, roles);
      navigate({ page: 'game', uid: game.uid });
    } catch (error) {
      this.error = messageForError(error);
    } finally {
      this.busy = false;
    }
  }

  /** A game's own way to play: it sets the link mode, and is handed to the game once the game is made. */
  private chooseWay(way: PlayWay) {
    this.way = way.id;
    this.mode = way.mode;
    if (way.options) this.options = { ...this.options, ...way.options };
  }

  /** The role of every seat of the configured game (the way's first role where none was chosen). */
  private chosenRoles(way: PlayWay): Record<string, string> {
    const first = way.seatRoles?.[0]?.id ?? '';
    return Object.fromEntries(this.seats().map((seat) => [seat.id, this.roles[seat.id] ?? first]));
  }

  /** The seats of the game as currently configured (set-up options change them). */
  private seats(): PowerInfo[] {
    const module = this.bundle?.module;
    if (!module) return [];
    try {
      return module.powers(this.starts.of(module, this.variant, this.options));
    } catch {
      return [];
    }
  }

  /** Seed 000: powers are assigned by lot. Shuffles the names typed so far over the seats. */
  private drawLots() {
    const seats = this.seats().map((seat) => seat.id);
    const names = seats.map((seat) => this.names[seat] ?? '').filter(Boolean);
    const random = crypto.getRandomValues(new Uint32Array(names.length));
    for (let i = names.length - 1; i > 0; i--) {
      const j = random[i] % (i + 1);
      [names[i], names[j]] = [names[j], names[i]];
    }
    this.names = Object.fromEntries(seats.map((seat, i) => [seat, names[i] ?? '']));
  }

  render() {
    void this.langs;
    const module = this.bundle?.module;
    const problem = this.modeProblem();
    // A way picked before the chosen game's code is in would be undone by its load, and its radio redrawn
    // as another game's way: none is shown until then.
    const loading = this.loaded !== this.gameId;
    return html`<form class="card" @submit=${this.create}>
      <h1>${t('new.title')}</h1>
      <fieldset>
        <legend>${t('new.game')}</legend>
        <div class="choices">${GAMES.map((meta) => this.renderGameChoice(meta))}</div>
      </fieldset>
      ${module && module.variants.length > 1
        ? html`<label class="field">${t('new.variant')}
            <select @change=${(e: Event) => (this.variant = (e.target as HTMLSelectElement).value)}>
              ${module.variants.map((variant) => html`<option value=${variant.id} ?selected=${variant.id === this.variant}>${local(variant.label)}</option>`)}
            </select>
            <small class="muted">${local(module.variants.find((v) => v.id === this.variant)?.description ?? { en: '', it: '' })}</small>
          </label>`
        : nothing}
      ${module?.options.filter((option) => !this.bundle?.ways?.find((w) => w.id === this.way)?.fixes?.includes(option.id)).map(
        (option) => html`<label class="field">${local(option.label)}
          <select @change=${(e: Event) => (this.options = { ...this.options, [option.id]: (e.target as HTMLSelectElement).value })}>
            ${option.choices.map((choice) => html`<option value=${choice.value} ?selected=${this.options[option.id] === choice.value}>${local(choice.label)}</option>`)}
          </select>
        </label>`,
      )}
      <fieldset>
        <legend>${t('new.mode')}</legend>
        <div class="choices ${problem ? 'refused' : ''}">
          ${loading ? html`<p class="muted" role="status">${t('new.loading')}</p>` : this.bundle?.ways
            ? this.bundle.ways.map((way) => this.renderModeChoice(way.id, this.way === way.id, local(way.label), local(way.help), () => this.chooseWay(way), problem))
            : MODES.map((mode) => this.renderModeChoice(mode, this.mode === mode, t(`new.mode.${mode}`), t(`new.mode.${mode}.help`), () => (this.mode = mode), problem))}
        </div>
      </fieldset>
      ${this.mode === 'table' ? this.renderRoles() : this.renderNames()}
      ${this.mode === 'table' ? nothing : this.renderSeatKeys()}
      ${this.error ? html`<p class="notice error" role="alert">${this.error}</p>` : nothing}
      <button class="primary" type="submit" ?disabled=${this.busy || !module || loading || !!problem}>${this.busy ? t('new.creating') : t('new.create')}</button>
    </form>`;
  }

  /** One way to play; the chosen one says beside it why the game as configured refuses it (Create then waits). */
  private renderModeChoice(value: string, checked: boolean, label: string, help: string, choose: () => void, problem: Localized | null) {
    const refused = checked && problem;
    return html`<div class="mode-choice">
      <label class="choice">
        <input type="radio" name="mode" value=${value} .checked=${checked} @change=${choose} aria-describedby=${refused ? 'mode-problem' : nothing} />
        <span><strong>${label}</strong><small>${help}</small></span>
      </label>
      ${refused ? html`<p class="notice error" id="mode-problem" role="alert"><strong>${t('new.modeProblem')}:</strong> ${local(problem)}</p>` : nothing}
    </div>`;
  }

  /** Seat invitations or first use: invitations unless the creator picks first use, told what it risks. */
  private renderSeatKeys() {
    const choice = (invite: boolean, label: string, help: string) => html`<label class="choice">
      <input type="radio" name="seat-keys" .checked=${this.invite === invite} @change=${() => (this.invite = invite)} />
      <span><strong>${t(label)}</strong><small>${t(help)}</small></span>
    </label>`;
    return html`<fieldset>
      <legend>${t('new.seats')}</legend>
      <div class="choices">${choice(true, 'new.invitations', 'new.invitations.help')} ${choice(false, 'new.firstUse', 'new.firstUse.help')}</div>
    </fieldset>`;
  }

  /** Why the game as configured cannot be played in the chosen mode (the game decides: GameModule.modeProblem). */
  private modeProblem(): Localized | null {
    const module = this.bundle?.module;
    if (!module?.modeProblem) return null;
    try {
      const way = this.bundle?.ways?.find((w) => w.id === this.way);
      const options = creationOptions(this.bundle!, way, this.options, way?.seatRoles ? this.chosenRoles(way) : undefined);
      return module.modeProblem(this.starts.of(module, this.variant, options), this.mode);
    } catch {
      return null;
    }
  }

  /** Who plays each seat at one device, when the way offers a choice (a person, the computer at some level). */
  private renderRoles() {
    const way = this.bundle?.ways?.find((w) => w.id === this.way);
    const seats = this.seats();
    if (!way?.seatRoles || !seats.length) return nothing;
    const roles = this.chosenRoles(way);
    return html`<fieldset>
      <legend>${t('new.roles')}</legend>
      <p class="muted">${t('new.roles.help')}</p>
      <div class="roles">
        ${seats.map(
          (seat) => html`<label>${local(seat.name)}
            <select @change=${(e: Event) => (this.roles = { ...this.roles, [seat.id]: (e.target as HTMLSelectElement).value })}>
              ${way.seatRoles!.map((role) => html`<option value=${role.id} ?selected=${roles[seat.id] === role.id}>${local(role.label)}</option>`)}
            </select></label>`,
        )}
      </div>
    </fieldset>`;
  }

  private renderNames() {
    const seats = this.seats();
    if (!seats.length) return nothing;
    return html`<fieldset>
      <legend>${t('new.names')}</legend>
      <p class="muted">${t('new.names.help')}</p>
      <div class="names">
        ${seats.map(
          (seat) => html`<label class="field">${local(seat.name)}
            <input maxlength=${MAX_NAME_CHARS} autocomplete="off" placeholder=${t('new.names.placeholder')} .value=${this.names[seat.id] ?? ''}
              @input=${(e: Event) => (this.names = { ...this.names, [seat.id]: (e.target as HTMLInputElement).value })} /></label>`,
        )}
      </div>
      <button type="button" @click=${this.drawLots}>${t('new.names.lot')}</button>
    </fieldset>`;
  }

  private renderGameChoice(meta: GameMeta) {
    return html`<label class="choice">
      <input type="radio" name="game" value=${meta.id} .checked=${this.gameId === meta.id} ?disabled=${!meta.playable}
        @change=${() => (this.gameId = meta.id)} />
      <span><strong>${local(meta.title)}</strong>
        <small>${local(meta.blurb)}${meta.playable ? '' : ` — ${t('new.unavailable')}`}</small></span>
    </label>`;
  }
}
customElements.define('new-game-page', NewGamePage);
