import { LitElement, html, nothing } from 'lit';
import { baseStyles } from '../styles';
import { gamePageStyles } from './game-page-styles';
import { LangController, lang, listFormat, local, t } from '../i18n';
import { getLibrary, getPlay } from '../services';
import { gameById, loadGame } from '../games';
import { isUncheckedPhase } from '../../platform/phase-check';
import { currentNode, history, type LibraryGame, type LibraryNode } from '../../platform/library/merge';
import type { ShowingDetail, GameBundle, GameMeta, SubmitDetail } from '../../platform/game-ui';
import { ViewHost } from './view-host';
import type { PowerInfo } from '../../platform/game';
import type { PhaseStatus } from '../../platform/play';
import { PlayFailure, sessionOf } from '../../platform/play';
import { tableTurn, type TableTurn } from '../../platform/table-turn';
import { AutoEnd, autoEnd, resolvesInPlay, startComputer, tablePlay, type ComputerJob } from './table-play';
import { fromBase64Url } from '../../platform/codec/base64url';
import { navigate, routeHref, shareUrl } from '../router';
import { messageForError } from '../messages';
import '../widgets/share-panel';
import { gameTools, seatDevices, seatNotices } from './seat-tools';
import '../widgets/resolve-without';
import { linkToFocus } from './link-to-focus';
import { nextStepWords, pageHandOff, sendCard, type HandOffPage, type PeopleOf } from './hand-off-panel';
import '../widgets/next-step';
import type { SendCard } from '../widgets/send-card';
import { markSent, sentLinks } from '../sent-links';
import { boardPicture } from '../board-picture';
import { ordersPlace } from '../orders-place';
import { sendId, type HandOff } from '../../platform/hand-off';
import { forkNotices } from './fork-notices';
import { ReplayController } from './replay';
import { historyPanel, invitationsPanel, ordersStatusPanel, phaseHeader, powerPicker, waitingSentence } from './game-panels';
import { gameLinkPanel, invitationsOf } from './game-links';
import { exportGame, openWhatIf, removeGame } from './game-tools';
import { takeOpenNotice } from '../open-notice';
import { savedPhaseParts, showingNotice } from './showing-parts';
import type { DirectOpen } from '../../platform/open-directly';

/** Hosts a game's own view, and around it everything game-agnostic: phase, mode, links, reveals, history, forks. */
export class GamePage extends LitElement {
  static properties = {
    uid: { type: String },
    hash: { type: String },
    game: { state: true },
    meta: { state: true },
    bundle: { state: true },
    status: { state: true },
    error: { state: true },
    seatedPower: { state: true },
    handedTo: { state: true },
    myLinks: { state: true },
    revealCodes: { state: true },
    busy: { state: true },
    takeBackable: { state: true },
  };
  declare uid: string;
  declare hash: string;
  declare game: LibraryGame | null | undefined;
  declare meta: GameMeta | undefined;
  declare bundle: GameBundle | undefined;
  declare status: PhaseStatus | null;
  declare error: string;
  /** Table mode: the seat now holding the device. */
  declare seatedPower: string | null;
  /** A game of private seats at one table: who the device was last handed to (TablePlay.handedTo). */
  declare handedTo: string | null;
  /** Orders links of this browser's seats for the shown phase. */
  declare myLinks: Record<string, string>;
  /** Sealed mode: reveal codes of this browser's seats, once asked for. */
  declare revealCodes: Record<string, string>;
  declare busy: boolean;
  /** A running replay's timer, or null. */
  /** Whether this device may take back the action that made the shown state (Play.takeBack). */
  declare takeBackable: boolean;
  /** The actions just taken back, handed to the view as drafts of the phase they came from. */
  private restored: { hash: string; orders: Record<string, unknown> } | null = null;
  private readonly langs = new LangController(this);
  private readonly replay = new ReplayController(this, (hash) => navigate({ page: 'game', uid: this.uid, hash }));
  /** The game's own element (view-host.ts). */
  private readonly views = new ViewHost({
    submit: (detail) => this.submit(detail),
    seats: () => this.requestUpdate(),
    showing: (detail) => ((this.showing = detail), this.requestUpdate()),
  }, (module, node) => getPlay().stateOf(module, node));
  /** What the game view shows instead of the saved state (a demonstration), for the heading. */
  private showing: ShowingDetail = null;
  /** The send (hand-off id) just made: its copy button is focused at the next render that has it. */
  private justSent: string | null = null;
  private refreshes = 0;
  /** What the link that opened this page did, said once at the top (landing-page.ts). */
  private opened: DirectOpen | null = null;
  /** The computer's seats to order in the phase just drawn (at one table), started after the render. */
  private computerJob: ComputerJob | null = null;
  /** At a table with the computer: the phase that ends by itself (table-play.ts). */
  private readonly ending = new AutoEnd((hash) => {
    if (this.node?.hash !== hash) return true;
    if (this.busy) return false;
    this.resolve(false);
    return true;
  }, () => this.requestUpdate());
  /** The state `status` was computed for. */
  private statusHash = '';

  static styles = [baseStyles, gamePageStyles];

  constructor() {
    super();
    this.uid = '';
    this.hash = '';
    this.game = undefined;
    this.status = null;
    this.error = '';
    this.seatedPower = null;
    this.handedTo = null;
    this.myLinks = {};
    this.revealCodes = {};
    this.busy = false;
    this.takeBackable = false;
  }

  protected updated(): void {
    this.ending.schedule();
    if (this.computerJob && this.bundle && this.meta) {
      startComputer(this.bundle, this.meta, this.computerJob, (uid, game, hash) => {
        if (uid !== this.uid) return;
        // A sequential game's next phase is shown at once, as after a person's action.
        if (hash) navigate({ page: 'game', uid, hash });
        else void this.refresh(game);
      }, (uid, error) => {
        if (uid === this.uid) this.error = messageForError(error, (id) => this.seatName(id));
      });
    }
    if (!this.justSent) return;
    const card = this.renderRoot.querySelector<SendCard>('send-card');
    if (!card?.items.some((item) => item.id === this.justSent)) return;
    const id = linkToFocus(card.items, this.justSent);
    this.justSent = null;
    // The link to send is the next thing to do: at the top of the page, its copy button focused.
    window.scrollTo({ top: 0 });
    if (id) void card.focusItem(id);
  }

  protected willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('uid') || changed.has('hash')) {
      // Drafts handed back by a take-back belong to the phase it reopened, and to no other.
      if (this.restored && (changed.has('uid') || this.hash !== this.restored.hash)) this.restored = null;
      this.seatedPower = null;
      this.revealCodes = {};
      this.opened = changed.has('uid') ? takeOpenNotice(this.uid) : null;
      if (changed.has('uid')) {
        // Another game, maybe of another kind: nothing of the previous one may be drawn with the new game's code.
        this.game = undefined;
        this.handedTo = null;
        this.status = null;
        this.error = '';
      }
      void this.load();
    }
  }

  private async load() {
    try {
      const game = await getPlay().game(this.uid);
      if (!game) {
        this.game = null;
        return;
      }
      const meta = gameById(game.gameId);
      if (!meta) {
        this.error = t('landing.error.unknown-game');
        return;
      }
      const bundle = await loadGame(meta);
      // A newer load (another game or phase opened meanwhile) wins.
      if (game.uid !== this.uid) return;
      this.meta = meta;
      this.bundle = bundle;
      await this.refresh(game);
    } catch (error) {
      this.error = messageForError(error);
    }
  }

  /** Recomputes what the phase waits for and this browser's orders links; a later call wins over an earlier one. */
  private async refresh(game: LibraryGame | undefined) {
    if (!game || !this.meta) return;
    const ticket = ++this.refreshes;
    const node = this.nodeOf(game);
    if (!node) return;
    const play = getPlay();
    const status = await play.status(this.meta, game, node.hash);
    const takeBackable = (await play.takeBackRefusal(this.meta, game, node.hash)) === null;
    const links: Record<string, string> = {};
    const codes: Record<string, string> = {};
    if (sessionOf(game).mode !== 'table') {
      const shown = sentLinks(game.uid);
      for (const seat of game.myPowers) {
        const link = await play.storedOrdersLink(this.meta, game, node.hash, seat);
        if (link) links[seat] = shareUrl(link);
        // A reveal code once shown stays at hand until sent, also after the page is opened again.
        if (link && shown.has(`shown:${sendId('reveal', node.hash, seat)}`)) codes[seat] = shareUrl(await play.revealCode(this.meta, game.uid, node.hash, seat));
      }
    }
    if (ticket !== this.refreshes) return;
    if (Object.keys(codes).length) this.revealCodes = { ...codes, ...this.revealCodes };
    this.game = game;
    this.status = status;
    this.statusHash = node.hash;
    this.myLinks = links;
    this.takeBackable = takeBackable;
    // A sequential game's one action is its whole phase: the referee applies it as soon as it is here.
    if (status.isReferee && status.complete && status.waiting.length && !this.busy && node.hash === currentNode(game)?.hash && this.bundle?.module.turn(play.stateOf(this.bundle.module, node)).mode === 'sequential') this.resolve(false);
  }

  private nodeOf(game: LibraryGame): LibraryNode | undefined {
    return (this.hash && game.nodes[this.hash]) || currentNode(game);
  }

  private get node(): LibraryNode | undefined {
    return this.game ? this.nodeOf(this.game) : undefined;
  }

  private async act(action: () => Promise<LibraryGame | undefined>) {
    this.busy = true;
    this.error = '';
    try {
      const game = await action();
      await this.refresh(game ?? (await getLibrary().get(this.uid)));
    } catch (error) {
      this.error = messageForError(error, (seat) => this.seatName(seat));
    } finally {
      this.busy = false;
    }
  }

  /** A seat's name in the page's language, for sentences about it. */
  private seatName(seat: string): string {
    const node = this.node;
    if (!node || !this.bundle) return seat;
    const power = this.bundle.module.powers(getPlay().stateOf(this.bundle.module, node)).find((p) => p.id === seat);
    return power ? local(power.name) : seat;
  }

  private submit(detail: SubmitDetail) {
    const node = this.node;
    if (!this.game || !this.meta || !node) return;
    void this.act(async () => {
      const play = getPlay();
      const submitted = await play.submit(this.meta!, this.game!.uid, node.hash, detail.power, detail.action);
      this.seatedPower = null;
      // The orders link is what the player must do something with next: bring it to them.
      this.justSent = sendId('orders', node.hash, detail.power);
      // A sequential game has one seat acting at a time: its action is the whole phase, so resolve at once
      // (at one table, or in open play where the next game link is what the opponent needs).
      const mode = sessionOf(submitted.game).mode;
      const state = play.stateOf(this.bundle!.module, node);
      if (this.bundle!.module.turn(state).mode === 'sequential' && (mode === 'table' || mode === 'open')) {
        const result = await play.resolve(this.meta!, this.game!.uid, node.hash);
        this.justSent = sendId('game', result.node.hash);
        navigate({ page: 'game', uid: result.game.uid, hash: result.node.hash });
        return result.game;
      }
      return submitted.game;
    });
  }

  private resolve(proceedWithout: boolean) {
    const node = this.node;
    if (!this.game || !this.meta || !node) return;
    void this.act(async () => {
      const result = await getPlay().resolve(this.meta!, this.game!.uid, node.hash, { proceedWithout });
      this.justSent = sendId('game', result.node.hash);
      // The next step is at the top of the page: the new phase's orders, or the link to send.
      window.scrollTo({ top: 0 });
      navigate({ page: 'game', uid: result.game.uid, hash: result.node.hash });
      return result.game;
    });
  }

  /** Takes back this device's latest action (nothing left to chance since, nobody else has the game): its phase opens again. */
  private takeBack() {
    const node = this.node;
    if (!this.game || !this.meta || !node) return;
    void this.act(async () => {
      const back = await getPlay().takeBack(this.meta!, this.game!.uid, node.hash);
      this.restored = { hash: back.node.hash, orders: back.actions };
      this.seatedPower = null;
      navigate({ page: 'game', uid: back.game.uid, hash: back.node.hash });
      return back.game;
    });
  }

  private showReveal(seats: string[]) {
    const node = this.node;
    if (!this.game || !this.meta || !node) return;
    void this.act(async () => {
      for (const seat of seats) {
        const code = await getPlay().revealCode(this.meta!, this.game!.uid, node.hash, seat);
        this.revealCodes = { ...this.revealCodes, [seat]: shareUrl(code) };
        markSent(this.uid, `shown:${sendId('reveal', node.hash, seat)}`);
      }
      this.justSent = sendId('reveal', node.hash, seats[0]);
      return this.game!;
    });
  }

  /** The status line's button: the one thing to do now. */
  private nextStep(hand: HandOff) {
    // Seats named by a resolve step are the game's own to play: they are resolved without (platform/hand-off.ts).
    if (hand.action === 'resolve') this.resolve(hand.seats.length > 0);
    else if (hand.action === 'reveal') this.showReveal(hand.seats);
    else if (hand.action === 'order') {
      // The order box at the top of the screen, with a little of what is above it (its heading).
      ordersPlace(this.views.element)?.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -96);
    }
  }

  private sendDone(event: Event) {
    markSent(this.uid, (event as CustomEvent<{ id: string }>).detail.id);
    this.requestUpdate();
  }

  /** The creator's own seat: its invitation opened in this browser, as the invited player would. */
  private rekeyChanged(event: Event) {
    void this.refresh((event as CustomEvent<{ game: LibraryGame }>).detail.game);
  }

  private openHere(event: Event) {
    const { id, url } = (event as CustomEvent<{ id: string; url: string }>).detail;
    void this.act(async () => {
      const opened = await getPlay().open(url);
      if (!opened.ok) throw new PlayFailure(opened.error);
      markSent(this.uid, id);
      return opened.game;
    });
  }

  private savePowers(event: Event) {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const chosen = [...form.querySelectorAll<HTMLInputElement>('input[name=power]:checked')].map((input) => input.value);
    void this.act(() => getPlay().setMyPowers(this.uid, chosen));
  }

  /** Opens a private copy of the shown phase to try moves in; the real game is never touched. */
  private whatIf() {
    const node = this.node;
    if (!this.game || !this.meta || !node) return;
    void this.act(() => openWhatIf(this.meta!, this.game!, node));
  }

  render() {
    void this.langs;
    if (this.game === null) {
      return html`<div class="card"><p>${t('game.notFound')}</p><a class="button primary" href=${routeHref({ page: 'library' })}>${t('landing.library')}</a></div>`;
    }
    const node = this.node;
    const status = this.status;
    // The game and the code that reads it must be of one kind (a game of another kind may be loading).
    if (!this.game || !this.bundle || !this.meta || this.meta.id !== this.game.gameId || !node || !status) {
      return this.error ? html`<p class="notice error" role="alert">${this.error}</p>` : html`<p class="muted" role="status">${t('game.loading')}</p>`;
    }
    const module = this.bundle.module;
    // Decoded once per node: the view gets the same object on every render, and keeps the player's selection.
    const state = this.views.decoded(this.bundle!, this.game!).stateOf(node) ?? module.decodeState(fromBase64Url(node.view ?? node.state)!);
    const powers = module.powers(state);
    const newest = currentNode(this.game)!;
    const resolved = Object.values(this.game.nodes).some((other) => other.parentHash === node.hash);
    // Only the game's current state takes orders: an older phase, a branch that lost, or a state after a gap is shown, not played.
    const isCurrent = !resolved && node.hash === newest.hash;
    const ended = module.ended(state);
    const nameOf = (id: string) => local(powers.find((p) => p.id === id)?.name ?? { en: id, it: id });
    const session = sessionOf(this.game);
    const names = session.names ?? [];
    const automated = status.mode === 'table' && isCurrent && !ended ? (this.bundle.automatedSeats?.(this.uid, state) ?? []) : null;
    const turn = automated && tableTurn(powers.map((p) => p.id), status.waiting, status.received, automated);
    this.computerJob = turn?.deciding.length ? { uid: this.game.uid, hash: node.hash, state, seats: turn.deciding } : null;
    // Only with the status of this very phase (after a resolve the page draws the new phase before its status is in).
    const wait = this.statusHash === node.hash ? autoEnd(turn, status, automated) : null;
    this.ending.set(wait === null ? null : { hash: node.hash, wait });
    const hands = status.mode === 'table' ? null : this.handOffPage(node, status, powers.map((p) => p.id), names, module.turn(state).mode === 'sequential', isCurrent, !!ended, nameOf);
    const hand = hands && pageHandOff(hands);
    const words = hands && hand && isCurrent && !ended ? nextStepWords(hands, hand) : null;
    const sending = new Set(hand?.sends.map((send) => send.kind));
    const parts = savedPhaseParts(this.showing);
    const heading = this.showing?.phaseLabel ?? module.phaseLabel(state, lang());
    const seatTools = { meta: this.meta, game: this.game, node, nameOf, linked: status.mode !== 'table', changed: (event: Event) => this.rekeyChanged(event) };

    return html`<div class="stack" @send-done=${this.sendDone} @send-open-here=${this.openHere}>
      ${this.opened ? html`<p class="notice opened" role="status">${t(`game.opened.${this.opened.outcome}`, { phase: local(this.opened.phaseLabel) })}</p>` : nothing}
      ${phaseHeader({
        title: local(this.meta.title),
        phaseLabel: heading,
        mode: module.turn(state).mode === 'sequential' && session.mode === 'open' ? 'link' : session.mode, badge: this.showing?.label,
        unchecked: isCurrent && isUncheckedPhase(node, session.mode),
        isReferee: !!status.isReferee,
        plays: status.mode === 'table' || !this.game.myPowers.length ? undefined : listFormat(this.game.myPowers.map(nameOf)),
        waiting: this.showing?.waiting ?? (ended
          ? ended.winners.length ? t('game.ended', { winners: listFormat(ended.winners.map(nameOf)), reason: local(ended.reason) }) : t('game.endedNoWinner', { reason: local(ended.reason) })
          : isCurrent ? waitingSentence(status, nameOf) : t('game.resolved')),
        next: !parts.actions ? undefined : words
          ? html`<next-step class="waiting" action=${hand!.action} .sentence=${words.sentence} .button=${words.button} ?busy=${this.busy}
              @next-step=${() => this.nextStep(hand!)}></next-step>`
          : undefined,
        takeBack: this.takeBackable && isCurrent && parts.actions ? { busy: this.busy, run: () => this.takeBack() } : null,
      })}
      ${this.error ? html`<p class="notice error" role="alert">${this.error}</p>` : nothing}
      ${hands && hand ? sendCard(hands, hand) : nothing}
      ${forkNotices(this.game)}
      ${seatNotices(seatTools)}
      ${node.hash === newest.hash || isCurrent ? nothing : html`<p class="notice warn">${t('game.viewingOld')} <a href=${routeHref({ page: 'game', uid: this.game.uid })}>${t('game.viewingOld.back')}</a></p>`}
      <div class="layout">
        <div class="stack">${this.renderPlayArea(state, powers, status, isCurrent && !ended, names, turn)}</div>
        <aside class="stack">
          ${showingNotice(this.showing, local(node.phaseLabel))}
          ${status.waiting.length && !ended && isCurrent && parts.orders
            ? ordersStatusPanel(status, nameOf, { resolvedElsewhere: resolvesInPlay(turn, status) || this.ending.pending || status.mode !== 'table', busy: this.busy, receivedAt: node.receivedAt, resolve: (without) => this.resolve(without) })
            : nothing}
          ${sending.has('game') || !parts.gameLink ? nothing : gameLinkPanel(hands?.gameLink ?? shareUrl(getPlay().gameLink(this.meta, this.game, node)), local(node.phaseLabel), status.mode === 'table' ? 'watch' : this.myTurn(status, isCurrent && !ended) ? 'folded' : 'open')}
          ${sending.has('invite') ? nothing : invitationsPanel(this.game.settings['invitations'], nameOf)}
          ${parts.history ? this.renderHistory(node, isCurrent ? heading : '') : nothing}
          ${seatDevices(seatTools)}
          ${gameTools({ whatIf: () => this.whatIf(), download: () => exportGame(this.meta!, this.game!), remove: () => void removeGame(this.uid).catch((error: unknown) => (this.error = messageForError(error))) })}
        </aside>
      </div>
    </div>`;
  }

  /** What the hand-off reads of the page (hand-off-panel.ts). */
  private handOffPage(node: LibraryNode, status: PhaseStatus, seats: string[], names: string[], sequential: boolean, current: boolean, ended: boolean, nameOf: (id: string) => string): HandOffPage {
    const game = this.game!;
    const links = getPlay().gameLinks(this.meta!, game, node);
    return {
      game, node, status, seats, names, sequential, current, ended, nameOf,
      mode: status.mode,
      myLinks: this.myLinks,
      revealCodes: this.revealCodes,
      invitations: invitationsOf(game.settings['invitations']),
      gameLink: shareUrl(links.at(-1)!.link),
      earlierLinks: links.slice(0, -1).map(({ hash, link }) => ({ hash, url: shareUrl(link), phase: local(game.nodes[hash].phaseLabel) })),
      picture: () => boardPicture(this.views.element),
      people: (this.bundle as PeopleOf).people?.(getPlay().stateOf(this.bundle!.module, node)),
    };
  }

  /** This browser's seats still have orders to send in the shown phase: the game link is for latecomers only. */
  private myTurn(status: PhaseStatus, playing: boolean): boolean {
    return playing && !status.complete && status.waiting.some((seat) => this.game!.myPowers.includes(seat));
  }

  /** Exactly what the phase is waiting for, from this browser's point of view. */
  private renderPlayArea(state: unknown, powers: PowerInfo[], status: PhaseStatus, canOrder: boolean, names: string[], turn: TableTurn | null) {
    const game = this.game!;
    const mine = status.waiting.filter((seat) => game.myPowers.includes(seat));
    const pending = (seat: string) => !status.received.includes(seat);
    const nameOf = (id: string) => local(powers.find((p) => p.id === id)!.name);
    if (canOrder && turn) {
      const sequential = this.bundle!.module.turn(state).mode === 'sequential';
      const privateSeats = !!this.bundle!.module.privateSeats;
      return tablePlay({ status, turn, sequential, privateSeats, seatedPower: this.seatedPower, handedTo: this.handedTo, busy: this.busy, nameOf, resolve: () => this.resolve(false), endsItself: this.ending.pending,
        view: (seats, readonly) => this.hostView(state, seats, readonly), seat: (seat) => (this.seatedPower = seat), hand: (seat) => (this.handedTo = seat) });
    }
    if (canOrder && game.myPowers.length === 0) {
      // The referee may be a non-player (a teacher): the choice of powers is offered, not required.
      const picker = powerPicker(powers, names, this.savePowers);
      return status.isReferee
        ? html`<details class="card"><summary>${t('game.pickPowers.referee')}</summary>${picker}</details>${this.hostView(state, [], true)}`
        : html`${picker}${this.hostView(state, [], true)}`;
    }
    // The links to send are in the send card at the top; here is the board.
    return this.hostView(state, canOrder ? mine.filter(pending) : [], !canOrder);
  }

  private renderHistory(node: LibraryNode, heading: string) {
    const chain = history(this.game!, currentNode(this.game!)!.hash);
    const module = this.bundle!.module;
    const states = module.historyLabel ? this.views.decoded(this.bundle!, this.game!).states(chain) : [];
    const label = (step: LibraryNode, i: number) => (module.historyLabel ? module.historyLabel(states[i], lang()) : local(step.phaseLabel));
    return historyPanel(this.game!.uid, chain, node.hash, label, heading, {
      replaying: this.replay.replaying,
      seconds: this.replay.seconds,
      start: () => this.replay.start(chain.map((step) => step.hash)),
      stop: () => this.replay.stop(),
      setSeconds: (seconds) => this.replay.setSeconds(seconds),
    });
  }

  private hostView(state: unknown, activePowers: string[], readonly: boolean) {
    const drafts = this.restored && this.restored.hash === this.node?.hash ? this.restored.orders : null;
    return this.views.host({ bundle: this.bundle!, game: this.game!, node: this.node, state, activePowers, readonly, drafts });
  }
}
customElements.define('game-page', GamePage);
