/**
 * What every step of the play service shares: the library, the game catalog,
 * this browser's keys, the clock, and a small cache of decoded states.
 * Nothing here decides; the link modules beside it do.
 */
import { fromBase64Url } from '../codec/base64url';
import { readSessionBytes, type PlayMode, type Session } from '../codec/turn-link';
import type { GameModule, PowerId } from '../game';
import type { GameBundle, GameMeta } from '../game-ui';
import { HiddenSeats } from '../hidden-seats';
import type { KeyStore } from '../keys';
import type { LibraryBackend } from '../library/backend';
import type { LibraryGame, LibraryNode } from '../library/merge';
import { classifyStorageError } from '../library/store';
import { generateSeatKeys, type SeatKeyStore } from '../seat-keys';
import { PlayFailure } from './errors';

export interface GameCatalog {
  byLinkId(linkId: number): GameMeta | undefined;
  byId(id: string): GameMeta | undefined;
  load(meta: GameMeta): Promise<GameBundle>;
}

/** How many decoded states are kept: a game's current phase and its neighbours, for a few games. */
const DECODED_STATES_KEPT = 32;

export class PlayContext {
  /**
   * Decoded states by game and encoded text: opening a link decodes its state
   * once, and the phase status, validation and the page reuse it. Engines are
   * pure and never change a state, so sharing one object is safe.
   */
  private readonly decodedStates = new Map<string, unknown>();
  /** readWithReferee's answers, by the record they were read with. */
  private readonly refereeWhenRead = new WeakMap<LibraryGame, boolean>();
  readonly hiddenSeats: HiddenSeats;

  constructor(
    readonly library: LibraryBackend,
    readonly games: GameCatalog,
    readonly keys: KeyStore,
    readonly now: () => number,
    readonly seatKeys: SeatKeyStore,
  ) {
    this.hiddenSeats = new HiddenSeats((uid) => this.guard(() => this.library.get(uid)), keys, seatKeys);
  }

  async module(meta: GameMeta): Promise<GameModule> {
    return (await this.games.load(meta)).module;
  }

  /** A storage call whose failure becomes a StorageError the page can name. */
  async guard<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      throw classifyStorageError(error);
    }
  }

  async mustGet(uid: string): Promise<LibraryGame> {
    const game = await this.guard(() => this.library.get(uid));
    if (!game) throw new PlayFailure({ code: 'no-game' });
    return game;
  }

  /** A game record after `change`, written atomically. */
  async patch(uid: string, change: (game: LibraryGame) => LibraryGame): Promise<LibraryGame> {
    return (await this.guard(() => this.library.patch(uid, change)))!;
  }

  /** Whether this browser holds the referee's private keys of a game. */
  async isReferee(uid: string): Promise<boolean> {
    return !!(await this.guard(() => this.keys.get(uid)));
  }

  /**
   * A game record read together with whether this browser is its referee (two stores, one wait):
   * the answer serves that record's next `refereeOf` once, so a page's first status reads no key again.
   */
  async readWithReferee(uid: string): Promise<LibraryGame | undefined> {
    const [game, referee] = await Promise.all([this.guard(() => this.library.get(uid)), this.isReferee(uid)]);
    if (game) this.refereeWhenRead.set(game, referee);
    return game;
  }

  /** Whether this browser is a game's referee: as read with this very record, once, else read now. */
  async refereeOf(game: LibraryGame): Promise<boolean> {
    const known = this.refereeWhenRead.get(game);
    this.refereeWhenRead.delete(game);
    return known ?? this.isReferee(game.uid);
  }

  /** A node's state as this browser may read it (with its own hidden parts, if any). */
  stateOf<S>(module: GameModule<S>, node: LibraryNode | undefined): S {
    if (!node) throw new PlayFailure({ code: 'wrong-phase' });
    const text = node.view ?? node.state;
    const key = `${module.id}:${text}`;
    if (this.decodedStates.has(key)) return this.decodedStates.get(key) as S;
    return this.keepDecoded(key, module.decodeState(fromBase64Url(text)!));
  }

  keepDecoded<S>(key: string, state: S): S {
    if (this.decodedStates.size >= DECODED_STATES_KEPT) this.decodedStates.delete(this.decodedStates.keys().next().value!);
    this.decodedStates.set(key, state);
    return state;
  }

  /** This browser's key pair for a seat, made (non-extractable) the first time the seat acts here. */
  async seatPair(uid: string, seat: PowerId): Promise<CryptoKeyPair> {
    const kept = await this.guard(() => this.seatKeys.get(uid, seat));
    if (kept) return kept;
    const pair = await generateSeatKeys();
    await this.guard(() => this.seatKeys.put(uid, seat, pair));
    return pair;
  }
}

/** The session a game was created with, from its stored link bytes. */
export function sessionOf(game: LibraryGame): Session {
  return game.session ? readSessionBytes(fromBase64Url(game.session)!) : { mode: (game.settings.mode as PlayMode) ?? 'open' };
}

/** A game record with one more received box or reveal secret. */
export function withEntry(game: LibraryGame, field: 'orders' | 'reveals', hash: string, seat: PowerId, value: string): LibraryGame {
  return { ...game, [field]: { ...game[field], [hash]: { ...(game[field][hash] ?? {}), [seat]: value } } };
}

/** A game record with a state marked as checked against its parent. */
export function withCheck(game: LibraryGame, hash: string, check: 'verified' | 'refuted'): LibraryGame {
  const node = game.nodes[hash];
  return node ? { ...game, nodes: { ...game.nodes, [hash]: { ...node, check } } } : game;
}
