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
  /**
   * Called once, in the browser that created a game, with the way chosen (e.g. which side the computer plays)
   * and, for a way with `seatRoles`, the role chosen for each seat.
   */
  prepare?(uid: string, way: string, roles?: Record<PowerId, string>): void;
  /**
   * Game options the way chosen and, for a way with `seatRoles`, each seat's role add to the first
   * state, for a game whose set-up differs for the seats it plays itself (they must be known at the start).
   */
  startOptions?(way: string, roles?: Record<PowerId, string>): Record<string, string>;
  /** Seats the game itself plays on this device in a state (the computer's, at one table): the pass screen never asks for them. */
  automatedSeats?(uid: string, state: S): readonly PowerId[];
  /**
   * Orders the given automated seats of the current phase at one table, off the page's thread;
   * each seat's action goes to `submit` once ready. Asked again at every render: a seat starts once.
   */
  automate?(uid: string, state: S, seats: readonly PowerId[], submit: (seat: PowerId, action: A) => void): void;
}

/** One way to play a game: a link mode of the platform, named and explained as the game would. */
export interface PlayWay {
  id: string;
  mode: PlayMode;
  label: Localized;
  help: Localized;
  /** Game options this way sets (the player may still change them below). */
  options?: Record<string, string>;
  /** Of those, the ones this way decides: New game does not offer them (a choice that would contradict the way). */
  fixes?: readonly string[];
  /** Who may play each seat in this way (a person, the computer…): New game offers these per seat, the first by default. */
  seatRoles?: readonly { id: string; label: Localized }[];
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
  /**
   * Powers whose private parts (a hand of cards) this device may show even when they do not act:
   * in link play every seat this browser holds; at one table only `activePowers` (the device is passed round).
   */
  ownPowers?: PowerId[];
  /** Orders already entered on this device for this phase, by power (decoded actions). */
  draftOrders: Record<PowerId, unknown>;
  /** True when showing a past phase: nothing can be ordered. */
  readonly: boolean;
  /** The game's earlier states along the shown chain, oldest first, without `state` itself (a log, a replay); a view may ignore it. */
  history?: S[];
  /** Played at one table: nothing of link play (votes to hand absent seats to the computer) means anything here. */
  atOneTable?: boolean;
}

/**
 * Lit property options for the props the app sets on every game view (all but
 * `state`, whose change test is the game's own). Spread into `static properties`.
 */
export const GAME_VIEW_PROPERTIES = {
  lang: { type: String },
  activePowers: { attribute: false },
  ownPowers: { attribute: false },
  readonly: { type: Boolean },
  draftOrders: { attribute: false },
  history: { attribute: false },
  atOneTable: { type: Boolean },
} as const;

/** Fired (bubbling, composed) by a game view when a power's orders are final. */
export const SUBMIT_EVENT = 'game-submit';
/** Fired (bubbling, composed) by a game view when who plays which seat on this device changed: the page asks `automatedSeats` again. */
export const SEATS_EVENT = 'game-seats';
/**
 * Fired (bubbling, composed) by a game view that shows another state than the saved one (a class
 * demonstration playing on): its phase and who it waits for, in the view's language, so the page's
 * heading follows it; null when the view shows the saved state again.
 */
export const SHOWING_EVENT = 'game-showing';
export type ShowingDetail = {
  /** What the view shows, in its language (e.g. a class demonstration): the page's mode badge says it while it runs. */
  label: string;
  phaseLabel: string;
  waiting: string;
} | null;

export interface SubmitDetail<A = unknown> {
  power: PowerId;
  action: A;
}

/** The options a new game is created with: those chosen, and over them what the way and its seat roles set (GameBundle.startOptions). */
export function creationOptions(bundle: Pick<GameBundle, 'startOptions'>, way: PlayWay | undefined, options: Record<string, string>, roles?: Record<PowerId, string>): Record<string, string> {
  return way && bundle.startOptions ? { ...options, ...bundle.startOptions(way.id, way.seatRoles ? roles : undefined) } : options;
}
