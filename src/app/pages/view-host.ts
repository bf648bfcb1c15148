/**
 * The game's own element on the game page, kept across renders so its internal state (drafts,
 * zoom) survives — but only for one holder: at one table, when the device passes to another seat
 * (or to the pass screen), a fresh element is made, so nothing a seat drafted shows to the next.
 * It also keeps the game's states decoded once per node, for the view's history.
 */
import { lang } from '../i18n';
import { history, type LibraryGame, type LibraryNode } from '../../platform/library/merge';
import { ChainStates } from '../../platform/library/chain-states';
import { SEATS_EVENT, SHOWING_EVENT, SUBMIT_EVENT, type GameBundle, type GameViewProps, type ShowingDetail, type SubmitDetail } from '../../platform/game-ui';
import { sessionOf } from '../../platform/play';

export type GameView = HTMLElement & GameViewProps;

/** No drafts: one object, so the view does not see a change at every render. */
const NO_DRAFTS: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

export interface ViewEvents {
  submit(detail: SubmitDetail): void;
  seats(): void;
  showing(detail: ShowingDetail): void;
}

export interface Hosting {
  bundle: GameBundle;
  game: LibraryGame;
  /** The node shown (its earlier states become the view's history). */
  node: LibraryNode | undefined;
  state: unknown;
  activePowers: string[];
  readonly: boolean;
  /** Drafts handed to the view (a take-back's actions), the same object each time; null for none. */
  drafts: Record<string, unknown> | null;
}

/** A node's state decoded by the game's code; the page passes the play service's, whose cache the landing page has filled. */
export type DecodeNode = (module: GameBundle['module'], node: LibraryNode) => unknown;

export class ViewHost {
  private view: GameView | null = null;
  private tag = '';
  /** Who held the device when the view was made (table mode): seats and whether read-only. */
  private holder = '';
  /** Decoded states for the view's `history`, kept for the game shown. */
  private chainStates: { uid: string; module: GameBundle['module']; decoded: ChainStates<unknown> } | null = null;

  constructor(
    private readonly events: ViewEvents,
    private readonly decodeNode?: DecodeNode,
  ) {}

  /** The element as last drawn, if any. */
  get element(): GameView | null {
    return this.view;
  }

  host({ bundle, game, node, state, activePowers, readonly, drafts }: Hosting): GameView {
    const holder = `${activePowers.join(',')}|${readonly || activePowers.length === 0}`;
    const module = bundle.module;
    const atOneTable = sessionOf(game).mode === 'table';
    const secretBetweenSeats = atOneTable && (module.turn(state).mode !== 'sequential' || !!module.privateSeats);
    if (!this.view || this.tag !== bundle.viewTag || (secretBetweenSeats && this.holder !== holder)) {
      this.view = document.createElement(bundle.viewTag) as GameView;
      this.tag = bundle.viewTag;
      this.view.addEventListener(SUBMIT_EVENT, (event) => this.events.submit((event as CustomEvent<SubmitDetail>).detail));
      this.view.addEventListener(SEATS_EVENT, () => this.events.seats());
      this.view.addEventListener(SHOWING_EVENT, (event) => this.events.showing((event as CustomEvent<ShowingDetail>).detail));
    }
    this.holder = holder;
    this.view.state = state;
    this.view.lang = lang();
    this.view.activePowers = activePowers;
    this.view.ownPowers = atOneTable ? activePowers : game.myPowers;
    this.view.readonly = readonly || activePowers.length === 0;
    this.view.draftOrders = drafts ?? NO_DRAFTS;
    // The states before the shown one along its chain, oldest first.
    this.view.history = node ? this.decoded(bundle, game).states(history(game, node.hash).slice(0, -1)) : [];
    this.view.atOneTable = atOneTable;
    return this.view;
  }

  /** The states of a game's nodes, decoded once per node hash by the shown game's code (a state the play service holds is not decoded again). */
  decoded(bundle: GameBundle, game: LibraryGame): ChainStates<unknown> {
    const module = bundle.module;
    if (this.chainStates?.module !== module || this.chainStates.uid !== game.uid) {
      this.chainStates = { uid: game.uid, module, decoded: new ChainStates((bytes, node) => (this.decodeNode ? this.decodeNode(module, node) : module.decodeState(bytes))) };
    }
    return this.chainStates.decoded;
  }
}
