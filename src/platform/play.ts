/**
 * The play service the app calls: create a game, open any link or game file,
 * submit orders in the game's mode (table, open, referee, sealed), reveal,
 * resolve, take back, copy. A thin facade: each kind of link has its module in
 * play/ (game-link, orders-link, reveal-code, invitation, game-file), every
 * state from outside passes play/verify.ts, and the library is written only
 * through play/admit.ts. Failures come back as typed errors, never a throw to
 * the page, never a partial write.
 */
import { decodeEnvelope } from './codec/envelope';
import { exportLibrary, importLibrary, type Restored } from './play/backup';
import type { PowerId } from './game';
import type { GameMeta } from './game-ui';
import type { KeyStore } from './keys';
import { MemoryKeyStore } from './keys';
import type { LibraryBackend } from './library/backend';
import { currentNode, type LibraryGame, type LibraryNode } from './library/merge';
import { MemorySeatKeyStore, type SeatKeyStore } from './seat-keys';
import { PlayContext, type GameCatalog } from './play/context';
import { toPlayError } from './play/errors';
import { gameLink, gameLinks, openGameLink, type OpenedGame } from './play/game-link';
import { exportGameFile, importGameFile, type Imported } from './play/game-file';
import { openInvitation, seatMoveLink, type InvitationOptions } from './play/invitation';
import { createGame, sandboxCopy, type NewGameSettings } from './play/new-game';
import { openOrdersLink, storedOrdersLink, submitOrders, type OpenedEntry, type Submitted } from './play/orders-link';
import { phaseStatus, resolvePhase, type PhaseStatus } from './play/resolve';
import { openRevealCode, revealCode } from './play/reveal-code';
import { takeBack, takeBackRefusal, type TakenBack } from './play/take-back';
import { requestRekey, rekeyStatus, voteRekey, type RekeyStatus } from './play/rekey';
import type { GameModule } from './game';
import type { PlayError } from './play/errors';
import type { TakeBackRefusal } from './play/errors';

export type { LibraryBackend } from './library/backend';
export type { GameCatalog } from './play/context';
export { sessionOf } from './play/context';
export { PLAY_ERROR_CODES, TAKE_BACK_REFUSALS, PlayFailure, toPlayError, type PlayError, type PlayErrorCode, type TakeBackRefusal } from './play/errors';
export type { PhaseStatus } from './play/resolve';
export type { TakenBack } from './play/take-back';
export type { Submitted } from './play/orders-link';
export type { RekeyStatus } from './play/rekey';

export type OpenResult = OpenedGame | OpenedEntry | { ok: false; error: PlayError };

export class Play {
  private readonly context: PlayContext;
  private readonly linksMade = new WeakMap<LibraryGame, Map<string, { hash: string; link: string }[]>>();

  constructor(
    readonly library: LibraryBackend,
    games: GameCatalog,
    keys: KeyStore = new MemoryKeyStore(),
    now: () => number = () => Date.now(),
    seatKeys: SeatKeyStore = new MemorySeatKeyStore(),
  ) {
    this.context = new PlayContext(library, games, keys, now, seatKeys);
  }

  /** Creates a game; in referee mode this browser becomes the referee and keeps the private key. */
  create(meta: GameMeta, variant: string, options: Record<string, string>, settings: NewGameSettings) {
    return createGame(this.context, meta, variant, options, settings);
  }

  /** Opens any pasted link (game, orders, reveal, invitation), each by its own module. Never throws. */
  async open(text: string, options: InvitationOptions = {}): Promise<OpenResult> {
    const ctx = this.context;
    try {
      const decoded = decodeEnvelope(text, { knownGames: (id) => !!ctx.games.byLinkId(id), expectKinds: ['game', 'orders', 'reveal', 'invite'] });
      if (!decoded.ok) return { ok: false, error: decoded.error };
      const meta = ctx.games.byLinkId(decoded.envelope.gameLinkId)!;
      const module = await ctx.module(meta);
      const payload = decoded.envelope.payload;
      switch (decoded.envelope.kind) {
        case 'game':
          return await openGameLink(ctx, meta, module, payload);
        case 'orders':
          return await openOrdersLink(ctx, meta, module, payload);
        case 'invite':
          return await openInvitation(ctx, meta, module, payload, options);
        default:
          return await openRevealCode(ctx, meta, module, payload);
      }
    } catch (error) {
      return { ok: false, error: toPlayError(error) };
    }
  }

  /** Submits one seat's orders; except at one table, returns the orders link to send. */
  submit(meta: GameMeta, uid: string, hash: string, seat: PowerId, action: unknown): Promise<Submitted> {
    return submitOrders(this.context, meta, uid, hash, seat, action);
  }

  /** The orders link of a box this browser holds (to send it again). */
  storedOrdersLink(meta: GameMeta, game: LibraryGame, hash: string, seat: PowerId): Promise<string | undefined> {
    return storedOrdersLink(this.context, meta, game, hash, seat);
  }

  /** Sealed mode: this browser's reveal code for a seat it submitted. */
  revealCode(meta: GameMeta, uid: string, hash: string, seat: PowerId): Promise<string> {
    return revealCode(this.context, meta, uid, hash, seat);
  }

  /** Which powers this browser plays in a game (remembered in the library). */
  setMyPowers(uid: string, powers: PowerId[]): Promise<LibraryGame> {
    return this.context.patch(uid, (g) => ({ ...g, myPowers: [...new Set(powers)] }));
  }

  /** A game as stored, for a page about to show it: read with the referee's keys, so its first status waits for no other read. */
  game(uid: string): Promise<LibraryGame | undefined> {
    return this.context.readWithReferee(uid);
  }

  /** What a phase is waiting for, as seen from this browser. */
  status(meta: GameMeta, game: LibraryGame, hash: string): Promise<PhaseStatus> {
    return phaseStatus(this.context, meta, game, hash);
  }

  /** Resolves a phase with the orders this browser can read (`proceedWithout`: the others in civil disorder). */
  resolve(meta: GameMeta, uid: string, hash: string, options: { proceedWithout?: boolean } = {}) {
    return resolvePhase(this.context, meta, uid, hash, options);
  }

  takeBackRefusal(meta: GameMeta, game: LibraryGame, hash: string): Promise<TakeBackRefusal | null> {
    return takeBackRefusal(this.context, meta, game, hash);
  }

  /** Takes back this browser's latest action (play/take-back.ts). */
  takeBack(meta: GameMeta, uid: string, hash: string): Promise<TakenBack> {
    return takeBack(this.context, meta, uid, hash);
  }

  /** A private "what if" copy of a phase, at one table. */
  sandbox(meta: GameMeta, game: LibraryGame, node: LibraryNode): Promise<{ game: LibraryGame; node: LibraryNode }> {
    return sandboxCopy(this.context, meta, game, node);
  }

  /** The whole known history of a game as a file. */
  exportArchive(meta: GameMeta, game: LibraryGame): string {
    return exportGameFile(meta, game);
  }

  /** Opens every link of a game file, through the same checks as links. Never throws. */
  async importArchive(text: string): Promise<Imported> {
    try {
      return await importGameFile(this.context, text);
    } catch (error) {
      return { ok: false, error: toPlayError(error) };
    }
  }

  /** Every game of this library in one backup file (game links, the orders and codes held, the seats played here). */
  exportLibrary(): Promise<string> {
    return exportLibrary(this.context);
  }

  /** Restores a backup through the same checks as links. Never throws. */
  async importLibrary(text: string): Promise<Restored> {
    try {
      return await importLibrary(this.context, text);
    } catch (error) {
      return { ok: false, error: toPlayError(error) };
    }
  }

  /**
   * The private link that moves one of this browser's seats to another device (the seat's invitation key and
   * the game as it stands), or null when the seat's key cannot leave this browser (taken on first use).
   */
  async seatMoveLink(meta: GameMeta, uid: string, seat: PowerId): Promise<string | null> {
    const ctx = this.context;
    const game = await ctx.mustGet(uid);
    const node = currentNode(game);
    const module = await ctx.module(meta);
    const powerIndex = module.powers(ctx.stateOf(module, node)).findIndex((p) => p.id === seat);
    return node && powerIndex >= 0 ? seatMoveLink(ctx, meta, game, node, seat, powerIndex) : null;
  }

  /** From a new device: asks the group for a new key for a seat whose device was lost; the link to send (play/rekey.ts). */
  requestRekey(meta: GameMeta, uid: string, seat: PowerId): Promise<{ game: LibraryGame; link: string }> {
    return requestRekey(this.context, meta, uid, seat);
  }

  /** This browser's votes for a re-key request (one per seat it plays); the links to send to the group. */
  voteRekey(meta: GameMeta, uid: string, seatIndex: number, fingerprint: string): Promise<{ game: LibraryGame; links: string[] }> {
    return voteRekey(this.context, meta, uid, seatIndex, fingerprint);
  }

  /** What the page shows about re-keying lost seats in a state. */
  async rekeyStatus(meta: GameMeta, game: LibraryGame, node: LibraryNode): Promise<RekeyStatus> {
    const module = await this.context.module(meta);
    return rekeyStatus(module, game, node, this.context.stateOf(module, node));
  }

  /** The game link of a stored state. */
  gameLink(meta: GameMeta, game: LibraryGame, node: LibraryNode): string {
    return gameLink(meta, game, node);
  }

  /** The game links the next person needs, in order, the state's own last (more than one when this browser's run is cut to fit). */
  gameLinks(meta: GameMeta, game: LibraryGame, node: LibraryNode): { hash: string; link: string }[] {
    // A page draws these on every render; a game record is never changed in place (each change is a new
    // record), so the links of one record and state are made once (encoding and compressing cost a phone frames).
    let byNode = this.linksMade.get(game);
    if (!byNode) this.linksMade.set(game, (byNode = new Map()));
    let links = byNode.get(node.hash);
    if (!links) byNode.set(node.hash, (links = gameLinks(meta, game, node)));
    return links;
  }

  /** A node's state as this browser may read it (with its own hidden parts, if any). */
  stateOf<S>(module: GameModule<S>, node: LibraryNode | undefined): S {
    return this.context.stateOf(module, node);
  }

  current(game: LibraryGame): LibraryNode | undefined {
    return currentNode(game);
  }
}
