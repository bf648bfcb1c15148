/**
 * How a game plugs into the app without the app or the platform naming it.
 * Each game folder has a small eager `meta.ts` (id, link id, title) and a lazy
 * bundle with the engine module and its Lit view, so a game's code is only
 * downloaded when one of its games is opened.
 */
import type { PlayMode } from './codec/turn-link';
import type { GameModule, Lang, Localized, PowerId } from './game';

export interface GameBundle<S = any, A = any> {
  module: GameModule<S, A>;
  /** Custom element that shows a state and lets the player order. */
  viewTag: string;
  /** The ways this game is played, in its own words; New game offers these instead of the generic modes. */
  ways?: readonly PlayWay[];
  /** Called once, in the browser that created a game, with the way chosen (e.g. which side the computer plays). */
  prepare?(uid: string, way: string): void;
}

/** One way to play a game: a link mode of the platform, named and explained as the game would. */
export interface PlayWay {
  id: string;
  mode: PlayMode;
  label: Localized;
  help: Localized;
  /** Game options this way sets (the player may still change them below). */
  options?: Record<string, string>;
}

export interface GameMeta {
  id: string;
  linkId: number;
  title: Localized;
  blurb: Localized;
  /** Whether this game can be created from the New game page yet. */
  playable: boolean;
  load(): Promise<GameBundle>;
}

/** Properties the app sets on a game's view element. */
export interface GameViewProps<S = unknown> {
  state: S;
  lang: Lang;
  /** Powers whose orders this device may enter now. */
  activePowers: PowerId[];
  /** Orders already entered on this device for this phase, by power (decoded actions). */
  draftOrders: Record<PowerId, unknown>;
  /** True when showing a past phase: nothing can be ordered. */
  readonly: boolean;
  /** The game's earlier states along the shown chain, oldest first, without `state` itself (a log, a replay); a view may ignore it. */
  history?: S[];
}

/**
 * Lit property options for the props the app sets on every game view (all but
 * `state`, whose change test is the game's own). Spread into `static properties`.
 */
export const GAME_VIEW_PROPERTIES = {
  lang: { type: String },
  activePowers: { attribute: false },
  readonly: { type: Boolean },
  draftOrders: { attribute: false },
  history: { attribute: false },
} as const;

/** Fired (bubbling, composed) by a game view when a power's orders are final. */
export const SUBMIT_EVENT = 'game-submit';
export interface SubmitDetail<A = unknown> {
  power: PowerId;
  action: A;
}
