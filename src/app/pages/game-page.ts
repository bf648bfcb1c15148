import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../styles';
import { LangController, lang, listFormat, local, t } from '../i18n';
import { getLibrary, getPlay } from '../services';
import { gameById, loadGame } from '../games';
import { currentNode, forks, history, type LibraryGame, type LibraryNode } from '../../platform/library/merge';
import { SUBMIT_EVENT, type GameBundle, type GameMeta, type GameViewProps, type SubmitDetail } from '../../platform/game-ui';
import type { PowerInfo } from '../../platform/game';
import { fromBase64Url } from '../../platform/codec/base64url';
import { navigate, routeHref, shareUrl } from '../router';
import { messageForError } from '../messages';
import '../widgets/share-panel';

type GameView = HTMLElement & GameViewProps;

/** Hosts a game's own view, and around it everything game-agnostic: phase, turn, links, history, forks. */
export class GamePage extends LitElement {
  static properties = {
    uid: { type: String },
    hash: { type: String },
    game: { state: true },
    meta: { state: true },
    bundle: { state: true },
    error: { state: true },
    seatedPower: { state: true },
    ordersLink: { state: true },
    busy: { state: true },
  };
  declare uid: string;
  declare hash: string;
  declare game: LibraryGame | null | undefined;
  declare meta: GameMeta | undefined;
  declare bundle: GameBundle | undefined;
  declare error: string;
  /** Table mode: the power now holding the device. */
  declare seatedPower: string | null;
  declare ordersLink: string;
  declare busy: boolean;
  private readonly langs = new LangController(this);
  private view: GameView | null = null;
  private viewTag = '';

  static styles = [
    baseStyles,
    css`
      header.phase {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        align-items: baseline;
        gap: 0.5rem 1rem;
      }
      .phase-label {
        font-family: var(--display-font);
        font-size: 1.3rem;
        color: var(--accent-ink);
      }
      .layout {
        display: grid;
        gap: 1rem;
        grid-template-columns: minmax(0, 1fr);
      }
      @media (min-width: 1000px) {
        .layout {
          grid-template-columns: minmax(0, 1fr) 340px;
          align-items: start;
        }
      }
      .pass {
        text-align: center;
        padding: 2rem 1rem;
      }
      .pass .row {
        justify-content: center;
      }
      ol.history {
        margin: 0;
        padding-left: 1.4rem;
        line-height: 1.8;
      }
      .chips {
        display: flex;
        gap: 0.4rem;
        flex-wrap: wrap;
      }
      .chip {
        border: 1px solid var(--line-strong);
        border-radius: 999px;
        padding: 0.2em 0.7em;
        font-size: 0.9rem;
      }
      .chip.done {
        background: var(--tint);
        text-decoration: line-through;
      }
      fieldset {
        border: none;
        margin: 0;
        padding: 0;
      }
      .powers label {
        display: inline-flex;
        gap: 0.35rem;
        align-items: center;
        margin: 0.2rem 0.8rem 0.2rem 0;
      }
      .powers input {
        min-height: auto;
      }
    `,
  ];

  constructor() {
    super();
    this.uid = '';
    this.hash = '';
    this.game = undefined;
    this.error = '';
    this.seatedPower = null;
    this.ordersLink = '';
    this.busy = false;
  }

  protected willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('uid')) void this.load();
    if (changed.has('hash')) {
      this.seatedPower = null;
      this.ordersLink = '';
    }
  }

  private async load() {
    try {
      const game = await getLibrary().get(this.uid);
      this.game = game ?? null;
      if (!game) return;
      this.meta = gameById(game.gameId);
      if (this.meta) this.bundle = await loadGame(this.meta);
    } catch (error) {
      this.error = messageForError(error);
    }
  }

  private get node(): LibraryNode | undefined {
    if (!this.game) return undefined;
    return (this.hash && this.game.nodes[this.hash]) || currentNode(this.game);
  }

  private get mode(): string {
    return this.game?.settings.mode ?? 'open';
  }

  private async submit(detail: SubmitDetail) {
    const node = this.node;
    if (!this.game || !this.meta || !node) return;
    this.busy = true;
    try {
      this.game = await getPlay().recordOrders(this.meta, this.game.uid, node.hash, detail.power, detail.action);
      if (this.mode === 'table') this.seatedPower = null;
      else this.ordersLink = shareUrl(await getPlay().ordersLink(this.meta, this.game.uid, node.hash, detail.power, detail.action));
    } catch (error) {
      this.error = messageForError(error);
    } finally {
      this.busy = false;
    }
  }

  private async resolve() {
    const node = this.node;
    if (!this.game || !this.meta || !node) return;
    this.busy = true;
    try {
      const result = await getPlay().resolve(this.meta, this.game.uid, node.hash);
      this.game = result.game;
      this.ordersLink = '';
      navigate({ page: 'game', uid: this.game.uid, hash: result.node.hash });
    } catch (error) {
      this.error = messageForError(error);
    } finally {
      this.busy = false;
    }
  }

  private async savePowers(event: Event) {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const chosen = [...form.querySelectorAll<HTMLInputElement>('input[name=power]:checked')].map((input) => input.value);
    try {
      this.game = await getPlay().setMyPowers(this.uid, chosen);
    } catch (error) {
      this.error = messageForError(error);
    }
  }

  private async removeGame() {
    if (!confirm(t('game.delete.confirm'))) return;
    try {
      await getLibrary().remove(this.uid);
      navigate({ page: 'library' });
    } catch (error) {
      this.error = messageForError(error);
    }
  }

  render() {
    void this.langs;
    if (this.error) return html`<p class="notice error" role="alert">${this.error}</p>`;
    if (this.game === null) {
      return html`<div class="card"><p>${t('game.notFound')}</p><a class="button primary" href=${routeHref({ page: 'library' })}>${t('landing.library')}</a></div>`;
    }
    const node = this.node;
    if (!this.game || !this.bundle || !this.meta || !node) return html`<p class="muted" role="status">${t('game.loading')}</p>`;
    const module = this.bundle.module;
    const state = module.decodeState(fromBase64Url(node.state)!);
    const powers = module.powers(state);
    const newest = currentNode(this.game)!;
    const isCurrent = node.hash === newest.hash || node.ply === newest.ply;
    const ordered = Object.keys(this.game.orders[node.hash] ?? {});
    const waiting = module.turn(state).waitingFor;
    const missing = waiting.filter((power) => !ordered.includes(power));
    const ended = module.ended(state);
    const nameOf = (id: string) => local(powers.find((p) => p.id === id)?.name ?? { en: id, it: id });

    return html`<div class="stack">
      <header class="phase">
        <div>
          <h1>${local(this.meta.title)}</h1>
          <div class="phase-label" aria-live="polite">${module.phaseLabel(state, lang())}</div>
        </div>
        <div class="muted">${ended
          ? t('game.ended', { winners: listFormat(ended.winners.map(nameOf)), reason: local(ended.reason) })
          : waiting.length
            ? t('game.waiting', { powers: listFormat(missing.length ? missing.map(nameOf) : waiting.map(nameOf)) })
            : t('game.waiting.none')}</div>
      </header>
      ${this.renderForks()}
      ${isCurrent ? nothing : html`<p class="notice warn">${t('game.viewingOld')} <a href=${routeHref({ page: 'game', uid: this.game.uid })}>${t('game.viewingOld.back')}</a></p>`}
      <div class="layout">
        <div class="stack">${this.renderPlayArea(state, powers, waiting, ordered, missing, isCurrent && !ended)}</div>
        <aside class="stack">
          ${waiting.length && !ended ? this.renderOrdersStatus(waiting, ordered, missing, nameOf, isCurrent) : nothing}
          <div class="card">
            <share-panel .url=${shareUrl(getPlay().gameLink(this.meta, this.game, node))}
              .heading=${t('game.share.current', { phase: local(node.phaseLabel) })}></share-panel>
          </div>
          ${this.renderHistory(node)}
          <button @click=${this.removeGame}>${t('game.delete')}</button>
        </aside>
      </div>
    </div>`;
  }

  private renderPlayArea(state: unknown, powers: PowerInfo[], waiting: string[], ordered: string[], missing: string[], canOrder: boolean) {
    const game = this.game!;
    let active: string[] = [];
    if (canOrder && this.mode === 'table') {
      if (this.seatedPower) active = [this.seatedPower];
      else if (missing.length) {
        return html`<div class="card pass stack">
            <h2>${missing.length === waiting.length && ordered.length === 0 ? '' : t('game.orders.in', { powers: listFormat(ordered.map((id) => local(powers.find((p) => p.id === id)!.name))) })}</h2>
            <p>${t('game.table.pass', { power: local(powers.find((p) => p.id === missing[0])!.name) })}</p>
            <div class="row">
              ${missing.map((id) => html`<button class="primary" @click=${() => (this.seatedPower = id)}>${t('game.table.ready', { power: local(powers.find((p) => p.id === id)!.name) })}</button>`)}
            </div>
          </div>
          ${this.hostView(state, [], true)}`;
      }
    } else if (canOrder) {
      if (game.myPowers.length === 0) return html`${this.renderPowerPicker(powers)}${this.hostView(state, [], true)}`;
      active = waiting.filter((power) => game.myPowers.includes(power));
    }
    return html`${this.ordersLink
      ? html`<div class="card"><p role="status">${t('game.orders.sent')}</p><share-panel .url=${this.ordersLink}></share-panel></div>`
      : nothing}
      ${this.hostView(state, active, !canOrder)}`;
  }

  private renderPowerPicker(powers: PowerInfo[]) {
    return html`<form class="card powers" @submit=${this.savePowers}>
      <fieldset>
        <legend><strong>${t('game.pickPowers')}</strong></legend>
        ${powers.map((power) => html`<label><input type="checkbox" name="power" value=${power.id} />${local(power.name)}</label>`)}
      </fieldset>
      <button class="primary" type="submit">${t('game.pickPowers.save')}</button>
    </form>`;
  }

  private renderOrdersStatus(waiting: string[], ordered: string[], missing: string[], nameOf: (id: string) => string, isCurrent: boolean) {
    return html`<div class="card stack">
      <div class="chips" aria-label=${t('game.orders.in', { powers: listFormat(ordered.map(nameOf)) })}>
        ${waiting.map((id) => html`<span class="chip ${ordered.includes(id) ? 'done' : ''}">${nameOf(id)}</span>`)}
      </div>
      ${isCurrent
        ? missing.length === 0
          ? html`<p>${t('game.table.allIn')}</p><button class="primary" ?disabled=${this.busy} @click=${this.resolve}>${t('game.orders.adjudicate')}</button>`
          : this.mode !== 'table' && ordered.length > 0
            ? html`<button ?disabled=${this.busy} @click=${this.resolve}>${t('game.orders.adjudicate.missing', { powers: listFormat(missing.map(nameOf)) })}</button>`
            : nothing
        : nothing}
    </div>`;
  }

  private renderForks() {
    const list = forks(this.game!);
    if (!list.length) return nothing;
    return html`${list.map(
      (fork) => html`<div class="notice warn" role="note">
        <strong>${t('game.fork.title')}</strong>
        <p>${t('game.fork.body', { phase: local(this.game!.nodes[fork.parentHash]?.phaseLabel ?? { en: '?', it: '?' }) })}</p>
        <div class="row">${fork.branches.map((branch, i) => html`<a class="button" href=${routeHref({ page: 'game', uid: this.game!.uid, hash: branch.hash })}>${t('game.fork.show')} ${i + 1}</a>`)}</div>
      </div>`,
    )}`;
  }

  private renderHistory(node: LibraryNode) {
    const chain = history(this.game!, currentNode(this.game!)!.hash);
    return html`<nav class="card" aria-label=${t('game.history')}>
      <h2>${t('game.history')}</h2>
      <ol class="history">
        ${chain.map(
          (step) => html`<li>${step.hash === node.hash
            ? html`<strong aria-current="page">${local(step.phaseLabel)}</strong>`
            : html`<a href=${routeHref({ page: 'game', uid: this.game!.uid, hash: step.hash })}>${local(step.phaseLabel)}</a>`}</li>`,
        )}
      </ol>
    </nav>`;
  }

  /** The game's own element, kept across renders so its internal state (drafts, zoom) survives. */
  private hostView(state: unknown, activePowers: string[], readonly: boolean) {
    const tag = this.bundle!.viewTag;
    if (!this.view || this.viewTag !== tag) {
      this.view = document.createElement(tag) as GameView;
      this.viewTag = tag;
      this.view.addEventListener(SUBMIT_EVENT, (event) => void this.submit((event as CustomEvent<SubmitDetail>).detail));
    }
    this.view.state = state;
    this.view.lang = lang();
    this.view.activePowers = activePowers;
    this.view.readonly = readonly;
    this.view.draftOrders = {};
    return this.view;
  }
}
customElements.define('game-page', GamePage);
