/**
 * Game-agnostic play by link: create a game, open any link, submit orders in
 * the game's mode (table, open, referee, sealed), reveal, resolve a phase.
 * Everything goes through the GameModule interface and the library; failures
 * come back as typed errors, never a throw to the page, never a partial write.
 */
import { decodeEnvelope, encodeEnvelope, type LinkError } from './codec/envelope';
import {
  GAME_UID_BYTES,
  readOrdersPayload,
  readSessionBytes,
  boxDigest,
  readTurnPayload,
  seatIndices,
  stateHash,
  unsignedTurnPayload,
  type MadeBy,
  writeOrdersPayload,
  writeSession,
  writeTurnPayload,
  type PlayMode,
  type Session,
  type TurnPayload,
  concat,
} from './codec/turn-link';
import { BitReader } from './codec/bits';
import { fromBase64Url, toBase64Url } from './codec/base64url';
import type { GameModule, Lang, Localized, PowerId } from './game';
import type { GameBundle, GameMeta } from './game-ui';
import { STATE_HASH_BYTES, fromHex, randomBytes, toHex } from './hash';
import { MergeRefused, currentNode, type LibraryGame, type LibraryNode, type MergeOutcome } from './library/merge';
import { StorageError, classifyStorageError } from './library/store';
import { MemoryKeyStore, type KeyStore } from './keys';
import {
  COMMITMENT_BYTES,
  PUBLIC_KEY_BYTES,
  SECRET_BYTES,
  SealError,
  exportPublicKey,
  openAsReferee,
  openWithSecret,
  padAction,
  unpadAction,
  sealForReferee,
  sealWithSecret,
  sealingContext,
} from './sealing';
import { makeRefereeKeys, signGameLink, verifyGameLink, type RefereeKeys } from './referee-keys';
import { cleanText } from './text-limits';
import { HiddenSeats } from './hidden-seats';
import { hiddenBaseKey } from './hidden-parts';
import { INVITATION_KEY_BYTES, exportInvitationKey, importInvitationKey, MemorySeatKeyStore, generateSeatKeys, exportSeatKey, ordersMessage, seatFingerprint, signBox, splitSigned, verifySigned, type SeatKeyStore } from './seat-keys';

/** What the library must offer; IndexedDB in the browser, a Map in tests and the CLI. */
export interface LibraryBackend {
  list(): Promise<LibraryGame[]>;
  get(uid: string): Promise<LibraryGame | undefined>;
  addNode(uid: string, gameId: string, node: LibraryNode, session?: string): Promise<{ game: LibraryGame; outcome: MergeOutcome }>;
  /** Many states of one game in one write (game files); without it they are added one by one. */
  addNodes?(uid: string, gameId: string, nodes: LibraryNode[], session?: string): Promise<{ game: LibraryGame; added: number }>;
  patch(uid: string, change: (game: LibraryGame) => LibraryGame): Promise<LibraryGame | undefined>;
}

export interface GameCatalog {
  byLinkId(linkId: number): GameMeta | undefined;
  byId(id: string): GameMeta | undefined;
  load(meta: GameMeta): Promise<GameBundle>;
}

export type PlayErrorCode =
  | LinkError['code']
  /** Orders or a reveal code for a game that is not in this library. */
  | 'no-game'
  /** Orders or a reveal code for a phase that is not the one being played. */
  | 'wrong-phase'
  /** Orders for a seat this browser does not play. */
  | 'not-your-power'
  /** A sealed box that does not open: altered or not meant for this game, phase and seat. */
  | 'tampered'
  /** A reveal code that does not match the sealed orders it claims to open. */
  | 'wrong-reveal'
  /** Referee-sealed orders, and this browser is not the referee. */
  | 'not-referee'
  /** The phase cannot be resolved yet: orders or reveals are missing. */
  | 'missing-orders'
  /** Different orders for a seat whose orders this browser already holds and may not replace. */
  | 'conflict'
  /** A next phase that is not what its parent and the orders it names produce. */
  | 'does-not-follow'
  /** Orders signed by another key than the one that holds the seat (or with no valid signature). */
  | 'wrong-key'
  /** This browser's key is not the one registered for the seat: another browser took it first. */
  | 'seat-claimed'
  /** Referee mode: a game link without the referee's valid signature (forged, altered, or made before links were signed). */
  | 'referee-signature';

/** Every code of PlayErrorCode beyond the link's own, so the app can be checked to have a sentence for each. */
export const PLAY_ERROR_CODES = [
  'no-game',
  'wrong-phase',
  'not-your-power',
  'tampered',
  'wrong-reveal',
  'not-referee',
  'missing-orders',
  'conflict',
  'does-not-follow',
  'wrong-key',
  'seat-claimed',
  'referee-signature',
] as const satisfies readonly PlayErrorCode[];
// Fails to compile when a code is added to PlayErrorCode and not to the list above.
const _everyPlayCode: Exclude<PlayErrorCode, LinkError['code'] | (typeof PLAY_ERROR_CODES)[number]> extends never ? true : never = true;
void _everyPlayCode;

/** Why the latest state of a game cannot be taken back (Play.takeBack). */
export type TakeBackRefusal =
  /** It came from a link or a file, or another player's orders made it. */
  | 'not-made-here'
  /** It is not the game's current state, or a later state follows it. */
  | 'not-latest'
  /** The state it came from is not in this library. */
  | 'no-parent'
  /** The game says no: chance decided something (a die), or the game has passed to another player. */
  | 'final';

export const TAKE_BACK_REFUSALS: readonly TakeBackRefusal[] = ['not-made-here', 'not-latest', 'no-parent', 'final'];

export type PlayError =
  | { code: PlayErrorCode; detail?: string; seats?: PowerId[] }
  | { code: 'rejected'; reason: Localized }
  | { code: 'no-take-back'; why: TakeBackRefusal }
  | { code: 'storage'; storage: StorageError['code'] };

/** A refusal the page shows as a sentence. */
export class PlayFailure extends Error {
  constructor(readonly error: PlayError) {
    super(`play: ${error.code}`);
    this.name = 'PlayFailure';
  }
}

export type OpenResult =
  | { ok: true; kind: 'game'; meta: GameMeta; game: LibraryGame; node: LibraryNode; outcome: MergeOutcome }
  | { ok: true; kind: 'orders' | 'reveal' | 'invite'; meta: GameMeta; game: LibraryGame; node: LibraryNode; power: PowerId; known: boolean; replaced: boolean }
  | { ok: false; error: PlayError };

const ARCHIVE_FORMAT = 'dispaccio-archive';
/** A ten-year Diplomacy game has about 40 states; far more means a broken or hostile file. */
const MAX_ARCHIVE_LINKS = 5000;

/** Boxes of orders: the first byte says how the rest is protected. */
const enum BoxScheme {
  Plain = 0,
  Referee = 1,
  Sealed = 2,
}

const SCHEME_OF_MODE: Record<PlayMode, BoxScheme> = {
  table: BoxScheme.Plain,
  open: BoxScheme.Plain,
  referee: BoxScheme.Referee,
  sealed: BoxScheme.Sealed,
};

export interface PhaseStatus {
  mode: PlayMode;
  /** Seats that must act in this phase. */
  waiting: PowerId[];
  /** Seats whose orders (in any form) this browser holds. */
  received: PowerId[];
  /** Seats whose orders this browser can read now. */
  readable: PowerId[];
  /** Sealed mode: seats whose secret this browser holds (its own, or revealed to it). */
  revealed: PowerId[];
  /** Whether this browser holds the referee's private key. */
  isReferee: boolean;
  /** Whether every waiting seat's orders can be read, so the phase can be resolved now. */
  complete: boolean;
  /** Waiting seats the game plays itself when they send nothing (Turn.standIn). */
  standIn?: PowerId[];
}

/** What a take-back restored: the phase open again, and the actions taken back (to offer them again as drafts). */
export interface TakenBack {
  game: LibraryGame;
  node: LibraryNode;
  actions: Record<PowerId, unknown>;
}

export interface Submitted {
  game: LibraryGame;
  /** The orders link to send to the group (absent at one table). */
  ordersLink?: string;
}

/** How many decoded states a Play keeps: a game's current phase and its neighbours, for a few games. */
const DECODED_STATES_KEPT = 32;

export class Play {
  /**
   * Decoded states by game and encoded text: opening a link decodes its state
   * once, and the phase status, validation and the page reuse it. Engines are
   * pure and never change a state, so sharing one object is safe.
   */
  private readonly decodedStates = new Map<string, unknown>();
  private readonly hiddenSeats: HiddenSeats;

  constructor(
    readonly library: LibraryBackend,
    private readonly games: GameCatalog,
    private readonly keys: KeyStore = new MemoryKeyStore(),
    private readonly now: () => number = () => Date.now(),
    private readonly seatKeys: SeatKeyStore = new MemorySeatKeyStore(),
  ) {
    this.hiddenSeats = new HiddenSeats((uid) => this.guard(() => this.library.get(uid)), keys, seatKeys);
  }

  /** Creates a game; in referee mode this browser becomes the referee and keeps the private key. */
  async create(
    meta: GameMeta,
    variant: string,
    options: Record<string, string>,
    settings: { mode: PlayMode; names?: string[]; refereeKeys?: RefereeKeys; invitations?: boolean },
  ): Promise<{ game: LibraryGame; node: LibraryNode; invitations?: Record<PowerId, string> }> {
    const { module } = await this.games.load(meta);
    const uid = toHex(randomBytes(GAME_UID_BYTES));
    const session: Session = { mode: settings.mode };
    if (settings.names?.some((name) => cleanText(name))) session.names = settings.names.map((name) => cleanText(name));
    if (settings.mode === 'referee') {
      const keys = settings.refereeKeys ?? (await makeRefereeKeys());
      await this.guard(() => this.keys.put(uid, { decrypt: keys.decrypt, sign: keys.sign }));
      session.refereeKey = await exportPublicKey(keys.publicKey);
      // Every game link of the game carries the referee's signature, from the first one.
      session.signed = true;
    }
    const state = module.initialState(variant, options, randomBytes(16));
    const sessionText = toBase64Url(writeSession(session));
    const everyone = module.powers(state).map((power) => power.id);
    // Seat invitations: each seat's key pair is made here and registered from the start; its private half
    // travels only in that seat's invitation link, and this browser keeps none of them.
    // Hidden parts with a referee are sealed to each seat's invitation key: such a game always invites.
    const hidden = !!module.hidden && settings.mode === 'referee' && (module.hidden.hides?.(state) ?? true);
    const invited = (settings.invitations || hidden) && settings.mode !== 'table' ? await Promise.all(everyone.map(() => generateSeatKeys(true))) : [];
    if (hidden) this.hiddenSeats.remember(uid, new Map(await Promise.all(invited.map(async (pair, index) => [index, await hiddenBaseKey(await exportInvitationKey(pair))] as const))));
    const seatKeys: Record<number, string> = {};
    for (const [index, pair] of invited.entries()) seatKeys[index] = await seatFingerprint(await exportSeatKey(pair.publicKey));
    const node = await this.makeNode(module, { gameUid: uid, ply: 0, parentHash: null, seatKeys, session }, state, true);
    await this.guard(() => this.library.addNode(uid, meta.id, node, sessionText));
    const game = await this.guard(() =>
      this.library.patch(uid, (g) => ({ ...g, settings: { mode: settings.mode }, myPowers: settings.mode === 'table' ? everyone : g.myPowers })),
    );
    if (!invited.length) return { game: game!, node };
    const turn = readTurnPayload(decodeGameLink(this.gameLink(meta, game!, node)));
    const invitations: Record<PowerId, string> = {};
    for (const [index, pair] of invited.entries()) {
      const payload = concat(Uint8Array.of(index), await exportInvitationKey(pair), writeTurnPayload(turn));
      invitations[everyone[index]] = encodeEnvelope('invite', meta.linkId, payload);
    }
    // Kept in the creator's library only, so its game page can show them until they are sent.
    const saved = await this.guard(() => this.library.patch(uid, (g) => ({ ...g, settings: { ...g.settings, invitations: JSON.stringify(invitations) } })));
    return { game: saved!, node, invitations };
  }

  /**
   * Opens a seat invitation: the game is added like a game link, and the seat's
   * key pair, which the game registered at its start, is kept in this browser
   * (non-extractable from now on), so this browser plays the seat.
   */
  private async openInvite(meta: GameMeta, module: GameModule, payload: Uint8Array): Promise<OpenResult> {
    if (payload.length < 1 + INVITATION_KEY_BYTES) throw new PlayFailure({ code: 'malformed' });
    const powerIndex = payload[0];
    const pair = await importInvitationKey(payload.subarray(1, 1 + INVITATION_KEY_BYTES)).catch(() => {
      throw new PlayFailure({ code: 'malformed' });
    });
    const turn = readTurnPayload(payload.subarray(1 + INVITATION_KEY_BYTES));
    const seat = module.powers(module.decodeState(turn.state))[powerIndex]?.id;
    // The invitation's key must be the one the game registered for that seat.
    if (!seat || turn.seatKeys?.[powerIndex] !== (await seatFingerprint(await exportSeatKey(pair.publicKey)))) throw new PlayFailure({ code: 'wrong-key', seats: seat ? [seat] : [] });
    const opened = await this.openTurn(meta, module, payload.subarray(1 + INVITATION_KEY_BYTES));
    if (!opened.ok || opened.kind !== 'game') return opened;
    const hidden = module.hidden ? { hidden: await hiddenBaseKey(payload.subarray(1, 1 + INVITATION_KEY_BYTES)) } : {};
    await this.guard(() => this.seatKeys.put(turn.gameUid, seat, { ...pair, ...hidden }));
    let game = await this.guard(() => this.library.patch(turn.gameUid, (g) => ({ ...g, myPowers: [...new Set([...g.myPowers, seat])] })));
    if (module.hidden) game = await this.refreshViews(module, game!);
    return { ok: true, kind: 'invite', meta, game: game!, node: game!.nodes[opened.node.hash] ?? opened.node, power: seat, known: false, replaced: false };
  }

  /** Opens any pasted link (game, orders, reveal). Never throws. */
  async open(text: string): Promise<OpenResult> {
    try {
      const decoded = decodeEnvelope(text, { knownGames: (id) => !!this.games.byLinkId(id), expectKinds: ['game', 'orders', 'reveal', 'invite'] });
      if (!decoded.ok) return { ok: false, error: decoded.error };
      const meta = this.games.byLinkId(decoded.envelope.gameLinkId)!;
      const { module } = await this.games.load(meta);
      switch (decoded.envelope.kind) {
        case 'game':
          return await this.openTurn(meta, module, decoded.envelope.payload);
        case 'orders':
          return await this.openOrders(meta, module, decoded.envelope.payload);
        case 'invite':
          return await this.openInvite(meta, module, decoded.envelope.payload);
        default:
          return await this.openReveal(meta, module, decoded.envelope.payload);
      }
    } catch (error) {
      return { ok: false, error: toPlayError(error) };
    }
  }

  private async openTurn(meta: GameMeta, module: GameModule, payload: Uint8Array): Promise<OpenResult> {
    const turn = readTurnPayload(payload);
    const state = module.decodeState(turn.state);
    const before = await this.guard(() => this.library.get(turn.gameUid));
    // First the signature: a referee's link is only read (its sealed parts opened) once it is the referee's.
    await this.checkRefereeSignature(before, turn);
    const node = await this.makeNode(module, turn, state);
    this.keepDecoded(`${module.id}:${node.state}`, state);
    const session = toBase64Url(writeSession(turn.session));
    const parent = before && turn.parentHash ? before.nodes[turn.parentHash] : undefined;
    let carried: { seat: PowerId; box: string } | undefined;
    if (before && parent && turn.made) {
      // A state always comes exactly one phase after its parent (merge.ts); a link claiming more is forged.
      if (before.gameId !== meta.id || turn.ply !== parent.ply + 1) throw new PlayFailure({ code: 'malformed' });
      carried = this.carriedBox(module, before, parent, turn.made);
      // A next phase that its parent and the orders at hand refute is refused; one that cannot be checked yet is kept unchecked.
      const check = await this.checkFollows(module, before, parent, node, carried);
      if (check === 'refuted') throw new PlayFailure({ code: 'does-not-follow' });
      if (check) node.check = check;
    }
    const { game, outcome } = await this.guard(() => this.library.addNode(turn.gameUid, meta.id, node, session));
    let saved = game;
    const stored = game.nodes[node.hash];
    if (outcome === 'known' && node.check === 'verified' && stored.check !== 'verified') {
      saved = (await this.guard(() => this.library.patch(game.uid, (g) => withCheck(g, node.hash, 'verified'))))!;
    }
    if (carried && !saved.orders[parent!.hash]?.[carried.seat]) {
      saved = (await this.guard(() => this.library.patch(game.uid, (g) => withEntry(g, 'orders', parent!.hash, carried!.seat, carried!.box))))!;
    }
    return { ok: true, kind: 'game', meta, game: saved, node: saved.nodes[node.hash], outcome };
  }

  /**
   * Referee mode: a game link must carry the referee's valid signature, by the
   * key of the game this library holds (or, for a game new here, the key the
   * link names: the first link is trusted, as for any game). A link that
   * changes the mode away from the referee is refused the same way.
   */
  private async checkRefereeSignature(game: LibraryGame | undefined, turn: TurnPayload): Promise<void> {
    const known = game ? sessionOf(game) : undefined;
    if (known?.mode !== 'referee' && turn.session.mode !== 'referee') return;
    const session = known ?? turn.session;
    const valid =
      session.mode === 'referee' &&
      !!session.signed &&
      !!session.refereeKey &&
      !!turn.refereeSignature &&
      (await verifyGameLink(session.refereeKey, turn.refereeSignature, unsignedTurnPayload(turn)));
    if (!valid) throw new PlayFailure({ code: 'referee-signature' });
  }

  /** The referee's signature of a state this browser made, or nothing when it holds no signing key for the game. */
  private async refereeSignature(uid: string, turn: TurnPayload): Promise<Uint8Array | undefined> {
    if (!turn.session.signed) return undefined;
    const secrets = await this.guard(() => this.keys.get(uid));
    return secrets?.sign ? signGameLink(secrets.sign, unsignedTurnPayload(turn)) : undefined;
  }

  /** The box a game link carries (one seat acting in open play), once its seat is checked against the parent phase. */
  private carriedBox(module: GameModule, game: LibraryGame, parent: LibraryNode, made: MadeBy): { seat: PowerId; box: string } | undefined {
    if (!made.carried) return undefined;
    const seats = this.seatsOf(module, this.stateOf(module, parent), made.seats);
    if (sessionOf(game).mode !== 'open' || seats?.length !== 1 || made.carried[0] !== BoxScheme.Plain) throw new PlayFailure({ code: 'malformed' });
    return { seat: seats[0].seat, box: toBase64Url(made.carried) };
  }

  /** The seats of a bit mask, each with its power index; null when one is not a seat that had to act. */
  private seatsOf(module: GameModule, state: unknown, mask: number): { seat: PowerId; powerIndex: number }[] | null {
    const powers = module.powers(state).map((p) => p.id);
    const waiting = module.turn(state).waitingFor;
    const seats = seatIndices(mask).map((powerIndex) => ({ seat: powers[powerIndex], powerIndex }));
    return seats.every(({ seat }) => seat !== undefined && waiting.includes(seat)) ? seats : null;
  }

  /**
   * Whether `node` follows from `parent` and the orders it names: recomputed
   * from the boxes this browser holds (open and sealed play). Null when it
   * cannot tell: referee play, or a box or reveal code not at hand, or boxes
   * other than the ones the link names.
   */
  private async checkFollows(
    module: GameModule,
    game: LibraryGame,
    parent: LibraryNode,
    node: LibraryNode,
    carried?: { seat: PowerId; box: string },
  ): Promise<'verified' | 'refuted' | null> {
    const mode = sessionOf(game).mode;
    if ((mode !== 'open' && mode !== 'sealed') || !node.made || node.parentHash !== parent.hash) return null;
    const state = this.stateOf(module, parent);
    const seats = this.seatsOf(module, state, node.made.seats);
    if (!seats) return 'refuted';
    const actions = new Map<PowerId, unknown>();
    const withCarried = carried ? withEntry(game, 'orders', parent.hash, carried.seat, carried.box) : game;
    for (const [i, { seat }] of seats.entries()) {
      const stored = withCarried.orders[parent.hash]?.[seat];
      // Not at hand, or this browser holds other orders for the seat than the ones the link names: it cannot tell.
      if (!stored) return null;
      if ((await boxDigest(fromBase64Url(stored)!)) !== node.made.digests[i]) return carried ? 'refuted' : null;
    }
    // Each applied box carries the seat's valid signature, by the registered key if there is one; the state registers first-used keys.
    const entries = seats.map(({ seat, powerIndex }) => ({ powerIndex, entry: fromBase64Url(withCarried.orders[parent.hash][seat])! }));
    for (const { powerIndex, entry } of entries) {
      const signed = splitSigned(entry);
      if (!signed || !(await verifySigned(signed.key, signed.signature, ordersMessage(game.uid, parent.hash, powerIndex, signed.box)))) return 'refuted';
      const registered = parent.seatKeys?.[powerIndex];
      if (registered && registered !== (await seatFingerprint(signed.key))) return 'refuted';
    }
    if (!sameSeatKeys(await this.nextSeatKeys(game, parent, entries), node.seatKeys ?? {})) return 'refuted';
    for (const { seat, powerIndex } of seats) {
      const action = await this.readableAction(module, state, withCarried, parent.hash, seat, powerIndex);
      // A sealed box whose code has not come yet cannot be judged; any other box that does not give valid orders was never applied.
      if (!action) return fromBase64Url(withCarried.orders[parent.hash][seat])![0] === BoxScheme.Sealed && !game.reveals[parent.hash]?.[seat] ? null : 'refuted';
      actions.set(seat, action.value);
    }
    const next = module.encodeState(module.apply(state, actions));
    const given = fromBase64Url(node.state)!;
    return next.length === given.length && next.every((byte, i) => byte === given[i]) ? 'verified' : 'refuted';
  }

  /** Checks again the continuations of a phase whose orders or reveal codes just arrived; marks each verified or refuted. */
  private async recheckContinuations(module: GameModule, game: LibraryGame, phaseHash: string): Promise<LibraryGame> {
    const parent = game.nodes[phaseHash];
    const marks = new Map<string, 'verified' | 'refuted'>();
    for (const child of Object.values(game.nodes)) {
      if (child.parentHash !== phaseHash || child.check || child.madeHere || !parent) continue;
      const check = await this.checkFollows(module, game, parent, child);
      if (check) marks.set(child.hash, check);
    }
    if (!marks.size) return game;
    return (await this.guard(() => this.library.patch(game.uid, (g) => [...marks].reduce((out, [hash, check]) => withCheck(out, hash, check), g))))!;
  }

  private async openOrders(meta: GameMeta, module: GameModule, payload: Uint8Array): Promise<OpenResult> {
    const orders = readOrdersPayload(payload);
    const owner = await this.gameWithPhase(meta, orders.phaseHash);
    const { game, node, state, power, resolved, unchecked } = await this.phaseOf(meta, module, owner.uid, orders.phaseHash, orders.powerIndex);
    const entry = orders.body;
    // For a phase already resolved, only the very box a continuation names is taken, as evidence to check it.
    if (resolved) {
      const digest = await boxDigest(entry);
      const named = unchecked.some((child) => seatIndices(child.made!.seats).some((index, i) => index === orders.powerIndex && child.made!.digests[i] === digest));
      if (!named) throw new PlayFailure({ code: 'wrong-phase' });
    }
    const mode = sessionOf(game).mode;
    const previous = game.orders[node.hash]?.[power];
    const box = mode === 'table' ? entry : await this.checkSignature(game, node, power, orders.powerIndex, entry, previous);
    // A box must be of the game's kind: a plain box in a sealed game would be read without any reveal.
    if (box[0] !== SCHEME_OF_MODE[mode]) throw new PlayFailure({ code: 'tampered' });
    // Every sealed or referee box of a game has one size: any other length was not made by this app.
    const expected = mode === 'sealed' ? 1 + COMMITMENT_BYTES + boxBytesOf(module, state) + AES_TAG_BYTES : mode === 'referee' ? 1 + PUBLIC_KEY_BYTES + boxBytesOf(module, state) + AES_TAG_BYTES : box.length;
    if (box.length !== expected) throw new PlayFailure({ code: 'tampered' });
    const encoded = toBase64Url(entry);
    if (previous === encoded) return { ok: true, kind: 'orders', meta, game, node, power, known: true, replaced: false };
    if (previous !== undefined) {
      // This browser's own orders are never replaced by a link; in sealed mode nobody's are,
      // or a player could change their orders after seeing others' reveal codes.
      // Nor once the phase is resolved: the boxes kept for it are what its continuation is checked against.
      if (mode === 'sealed' || resolved || game.myPowers.includes(power)) throw new PlayFailure({ code: 'conflict' });
    }
    // Check what can be checked now; a sealed box is checked when it is revealed.
    const plain = await this.openBox(module, game, node.hash, power, orders.powerIndex, entry, true);
    if (plain) this.validateAction(module, state, power, plain);
    const saved = await this.guard(() => this.library.patch(game.uid, (g) => withEntry(g, 'orders', node.hash, power, encoded)));
    const checked = await this.recheckContinuations(module, saved!, node.hash);
    return { ok: true, kind: 'orders', meta, game: checked, node, power, known: false, replaced: previous !== undefined };
  }

  /**
   * The box inside signed orders, once the signature is checked and the key
   * is the seat's: the one the game registered, or on first use the one whose
   * orders this browser holds already (its own, or the first received).
   */
  private async checkSignature(game: LibraryGame, node: LibraryNode, power: PowerId, powerIndex: number, entry: Uint8Array, previous: string | undefined): Promise<Uint8Array> {
    const refuse = () => new PlayFailure({ code: 'wrong-key', seats: [power] });
    const signed = splitSigned(entry);
    if (!signed || !(await verifySigned(signed.key, signed.signature, ordersMessage(game.uid, node.hash, powerIndex, signed.box)))) throw refuse();
    const fingerprint = await seatFingerprint(signed.key);
    const registered = node.seatKeys?.[powerIndex];
    if (registered) {
      if (registered !== fingerprint) throw refuse();
      return signed.box;
    }
    const previousKey = previous ? splitSigned(fromBase64Url(previous)!)?.key : undefined;
    if (previousKey && (await seatFingerprint(previousKey)) !== fingerprint) throw refuse();
    const mine = game.myPowers.includes(power) ? await this.guard(() => this.seatKeys.get(game.uid, power)) : undefined;
    if (mine && (await seatFingerprint(await exportSeatKey(mine.publicKey))) !== fingerprint) throw refuse();
    return signed.box;
  }

  /** The box of a stored entry: signed entries (every mode but one table) end with the seat's key and signature. */
  private unsignedBox(game: LibraryGame, entry: Uint8Array): Uint8Array | null {
    return sessionOf(game).mode === 'table' ? entry : (splitSigned(entry)?.box ?? null);
  }

  private async openReveal(meta: GameMeta, module: GameModule, payload: Uint8Array): Promise<OpenResult> {
    const reader = new BitReader(payload);
    const phaseHash = toHex(reader.rawBytes(STATE_HASH_BYTES));
    const powerIndex = reader.bits(8);
    const secret = reader.rawBytes(SECRET_BYTES);
    const owner = await this.gameWithPhase(meta, phaseHash);
    const { game, node, power } = await this.phaseOf(meta, module, owner.uid, phaseHash, powerIndex);
    const box = game.orders[node.hash]?.[power];
    if (!box) throw new PlayFailure({ code: 'missing-orders', seats: [power] });
    // Check the secret against the sealed orders we hold, and what it opens against the rules.
    let plain: Uint8Array;
    try {
      const sealed = this.unsignedBox(game, fromBase64Url(box)!);
      if (!sealed) throw new SealError('tampered');
      plain = unpadAction(await openWithSecret(sealed.subarray(1), secret, sealingContext(game.uid, node.hash, powerIndex)), boxBytesOf(module, this.stateOf(module, node)));
    } catch (error) {
      throw new PlayFailure({ code: error instanceof SealError && error.code === 'tampered' ? 'tampered' : 'wrong-reveal' });
    }
    this.validateAction(module, this.stateOf(module, node), power, plain);
    const encoded = toBase64Url(secret);
    const known = game.reveals[node.hash]?.[power] === encoded;
    const saved = known ? game : await this.guard(() => this.library.patch(game.uid, (g) => withEntry(g, 'reveals', node.hash, power, encoded)));
    const checked = known ? saved! : await this.recheckContinuations(module, saved!, node.hash);
    return { ok: true, kind: 'reveal', meta, game: checked, node, power, known, replaced: false };
  }

  /** The game of this library holding a phase (orders links and reveal codes name the phase only). */
  private async gameWithPhase(meta: GameMeta, phaseHash: string): Promise<LibraryGame> {
    const owner = (await this.guard(() => this.library.list())).find((g) => g.gameId === meta.id && g.nodes[phaseHash]);
    if (!owner) throw new PlayFailure({ code: 'no-game' });
    return owner;
  }

  /** The game, phase and seat named by an orders link or reveal code, or the reason it cannot apply. */
  private async phaseOf(meta: GameMeta, module: GameModule, uid: string, phaseHash: string, powerIndex: number) {
    const game = await this.guard(() => this.library.get(uid));
    if (!game || game.gameId !== meta.id) throw new PlayFailure({ code: 'no-game' });
    const node = game.nodes[phaseHash];
    // Orders apply only to a phase still being played: one no later phase was built on; or, as evidence,
    // to a phase whose continuation this browser has not yet checked (the orders may prove or refute it).
    const continuations = Object.values(game.nodes).filter((other) => other.parentHash === phaseHash);
    const resolved = continuations.length > 0;
    const unchecked = continuations.filter((other) => !other.check && !other.madeHere && other.made);
    if (!node || (resolved && (!unchecked.length || continuations.some((other) => other.madeHere)))) throw new PlayFailure({ code: 'wrong-phase' });
    const state = this.stateOf(module, node);
    const power = module.powers(state)[powerIndex]?.id;
    if (!power || !module.turn(state).waitingFor.includes(power)) throw new PlayFailure({ code: 'wrong-phase' });
    return { game, node, state, power, resolved, unchecked, powerIndex };
  }

  /**
   * Submits one seat's orders for a phase from this browser: kept in the
   * library, and, except at one table, turned into the orders link to send.
   */
  async submit(meta: GameMeta, uid: string, hash: string, seat: PowerId, action: unknown): Promise<Submitted> {
    const { module } = await this.games.load(meta);
    const game = await this.mustGet(uid);
    const node = game.nodes[hash];
    const state = this.stateOf(module, node);
    const session = sessionOf(game);
    if (session.mode !== 'table' && !game.myPowers.includes(seat)) throw new PlayFailure({ code: 'not-your-power' });
    const resolved = Object.values(game.nodes).some((other) => other.parentHash === hash);
    if (resolved || node.check === 'refuted' || !module.turn(state).waitingFor.includes(seat)) throw new PlayFailure({ code: 'wrong-phase' });
    const problem = module.validate(state, seat, action);
    if (problem) throw new PlayFailure({ code: 'rejected', reason: problem });
    const powerIndex = module.powers(state).findIndex((p) => p.id === seat);
    // A seat already registered to another browser's key is told so plainly, before anything is sent.
    const registered = node.seatKeys?.[powerIndex];
    if (session.mode !== 'table' && registered && registered !== (await seatFingerprint(await exportSeatKey((await this.seatPair(uid, seat)).publicKey)))) {
      throw new PlayFailure({ code: 'seat-claimed', seats: [seat] });
    }
    const plain = module.encodeAction(state, seat, action);
    const context = sealingContext(uid, hash, powerIndex);
    let box: Uint8Array;
    let secret: Uint8Array | undefined;
    // Sealed and referee boxes all have one size, so their length says nothing of the orders.
    let padded = plain;
    if (session.mode === 'referee' || session.mode === 'sealed') {
      try {
        padded = padAction(plain, boxBytesOf(module, state));
      } catch {
        throw new PlayFailure({ code: 'rejected', reason: { en: 'These orders are too long to seal', it: 'Questi ordini sono troppo lunghi per essere sigillati' } });
      }
    }
    if (session.mode === 'referee') box = withScheme(BoxScheme.Referee, await sealForReferee(padded, session.refereeKey!, context));
    else if (session.mode === 'sealed') {
      const sealed = await sealWithSecret(padded, context);
      box = withScheme(BoxScheme.Sealed, sealed.sealed);
      secret = sealed.secret;
    } else box = withScheme(BoxScheme.Plain, plain);
    // Orders that travel are signed with the seat's key, so nobody else can send orders for the seat.
    const entry = session.mode === 'table' ? box : await signBox(await this.seatPair(uid, seat), ordersMessage(uid, hash, powerIndex, box), box);
    const saved = await this.guard(() =>
      this.library.patch(uid, (g) => {
        const next = withEntry(g, 'orders', hash, seat, toBase64Url(entry));
        return secret ? withEntry(next, 'reveals', hash, seat, toBase64Url(secret)) : next;
      }),
    );
    if (session.mode === 'table') return { game: saved! };
    const ordersLink = encodeEnvelope('orders', meta.linkId, writeOrdersPayload({ phaseHash: hash, powerIndex, body: entry }));
    return { game: saved!, ordersLink };
  }

  /** The orders link of a box this browser holds (to send it again). */
  async storedOrdersLink(meta: GameMeta, game: LibraryGame, hash: string, seat: PowerId): Promise<string | undefined> {
    const box = game.orders[hash]?.[seat];
    if (!box) return undefined;
    const { module } = await this.games.load(meta);
    const powerIndex = module.powers(this.stateOf(module, game.nodes[hash])).findIndex((p) => p.id === seat);
    return encodeEnvelope('orders', meta.linkId, writeOrdersPayload({ phaseHash: hash, powerIndex, body: fromBase64Url(box)! }));
  }

  /** Sealed mode: this browser's reveal code for a seat it submitted, to send once every seat's orders are in. */
  async revealCode(meta: GameMeta, uid: string, hash: string, seat: PowerId): Promise<string> {
    const { module } = await this.games.load(meta);
    const game = await this.mustGet(uid);
    const secret = game.reveals[hash]?.[seat];
    if (!secret || !game.myPowers.includes(seat)) throw new PlayFailure({ code: 'not-your-power' });
    const powerIndex = module.powers(this.stateOf(module, game.nodes[hash])).findIndex((p) => p.id === seat);
    const payload = new Uint8Array(STATE_HASH_BYTES + 1 + SECRET_BYTES);
    payload.set(fromHex(hash));
    payload[STATE_HASH_BYTES] = powerIndex;
    payload.set(fromBase64Url(secret)!, STATE_HASH_BYTES + 1);
    return encodeEnvelope('reveal', meta.linkId, payload);
  }

  /** Which powers this browser plays in a game (remembered in the library). */
  async setMyPowers(uid: string, powers: PowerId[]): Promise<LibraryGame> {
    return (await this.guard(() => this.library.patch(uid, (g) => ({ ...g, myPowers: [...new Set(powers)] }))))!;
  }

  /** What a phase is waiting for, as seen from this browser. */
  async status(meta: GameMeta, game: LibraryGame, hash: string): Promise<PhaseStatus> {
    const { module } = await this.games.load(meta);
    const state = this.stateOf(module, game.nodes[hash]);
    const turn = module.turn(state);
    const waiting = turn.waitingFor;
    const powers = module.powers(state).map((p) => p.id);
    const received = waiting.filter((seat) => game.orders[hash]?.[seat]);
    const readable: PowerId[] = [];
    for (const seat of received) {
      if (await this.readableAction(module, state, game, hash, seat, powers.indexOf(seat))) readable.push(seat);
    }
    const revealed = waiting.filter((seat) => game.reveals[hash]?.[seat]);
    const isReferee = !!(await this.guard(() => this.keys.get(game.uid)));
    const standIn = turn.standIn?.filter((seat) => waiting.includes(seat));
    return { mode: sessionOf(game).mode, waiting, received, readable, revealed, isReferee, complete: readable.length === waiting.length, ...(standIn?.length ? { standIn } : {}) };
  }

  /**
   * Resolves a phase with the orders this browser can read. Seats without
   * readable orders are in civil disorder, which needs `proceedWithout` (the
   * group agreed). Deterministic: every browser with the same orders produces
   * the same next state and hash.
   */
  async resolve(meta: GameMeta, uid: string, hash: string, options: { proceedWithout?: boolean } = {}) {
    const { module } = await this.games.load(meta);
    const game = await this.mustGet(uid);
    const parent = game.nodes[hash];
    const state = this.stateOf(module, parent);
    const powers = module.powers(state).map((p) => p.id);
    const waiting = module.turn(state).waitingFor;
    const actions = new Map<PowerId, unknown>();
    const missing: PowerId[] = [];
    if (sessionOf(game).mode === 'referee' && !(await this.guard(() => this.keys.get(game.uid)))) throw new PlayFailure({ code: 'not-referee' });
    for (const seat of waiting) {
      const action = await this.readableAction(module, state, game, hash, seat, powers.indexOf(seat));
      if (action === null) missing.push(seat);
      else actions.set(seat, action.value);
    }
    if (missing.length && !options.proceedWithout) throw new PlayFailure({ code: 'missing-orders', seats: missing });
    const session = sessionOf(game);
    // Plain dice at one table take fresh randomness as input; everywhere else the next state follows from the orders alone.
    // So do a referee's dice when the game hides parts: nobody else can recompute the state anyway.
    const fresh = session.mode === 'table' || (session.mode === 'referee' && !!module.hidden);
    const next = module.apply(state, actions, fresh ? randomBytes(16) : undefined);
    const applied = [...actions.keys()].map((seat) => powers.indexOf(seat)).sort((a, b) => a - b);
    const digests = await Promise.all(applied.map((powerIndex) => boxDigest(fromBase64Url(game.orders[hash][powers[powerIndex]])!)));
    const made: MadeBy = { seats: applied.reduce((mask, powerIndex) => mask + 2 ** powerIndex, 0), digests };
    const seatKeys = await this.nextSeatKeys(game, parent, applied.map((powerIndex) => ({ powerIndex, entry: fromBase64Url(game.orders[hash][powers[powerIndex]])! })));
    const node: LibraryNode = { ...(await this.makeNode(module, { gameUid: uid, ply: parent.ply + 1, parentHash: parent.hash, made, seatKeys, session }, next, true)), madeHere: true };
    const result = await this.guard(() => this.library.addNode(uid, meta.id, node));
    return { ...result, node: result.game.nodes[node.hash] };
  }

  /** Why this browser may not take back the action that made state `hash`, or null when it may (see takeBack). */
  async takeBackRefusal(meta: GameMeta, game: LibraryGame, hash: string): Promise<TakeBackRefusal | null> {
    const { module } = await this.games.load(meta);
    const verdict = this.takeBackVerdict(module, game, hash);
    return 'refusal' in verdict ? verdict.refusal : null;
  }

  /**
   * Takes back this browser's latest action: state `hash` goes, and so do the
   * orders that made it, so the phase before is open again. Only the game's
   * newest state, made here from this browser's own orders, with its parent
   * at hand, and only when the game allows it (GameModule.mayTakeBack). The
   * rules are checked again inside the write, so a state that has meanwhile
   * been continued (another tab, a link) is never removed.
   */
  async takeBack(meta: GameMeta, uid: string, hash: string): Promise<TakenBack> {
    const { module } = await this.games.load(meta);
    const game = await this.mustGet(uid);
    const verdict = this.takeBackVerdict(module, game, hash);
    if ('refusal' in verdict) throw new PlayFailure({ code: 'no-take-back', why: verdict.refusal });
    const { parent, seats } = verdict;
    const state = this.stateOf(module, parent);
    const powers = module.powers(state).map((p) => p.id);
    const actions: Record<PowerId, unknown> = {};
    for (const seat of seats) {
      const action = await this.readableAction(module, state, game, parent.hash, seat, powers.indexOf(seat));
      if (action) actions[seat] = action.value;
    }
    let late: TakeBackRefusal | undefined;
    const saved = await this.guard(() =>
      this.library.patch(uid, (fresh) => {
        const again = this.takeBackVerdict(module, fresh, hash);
        if (!('refusal' in again)) return withoutState(fresh, hash, parent.hash, again.seats, this.now());
        late = again.refusal;
        return fresh;
      }),
    );
    if (late) throw new PlayFailure({ code: 'no-take-back', why: late });
    return { game: saved!, node: saved!.nodes[parent.hash], actions };
  }

  /** The rules of takeBack, on one record of the game: synchronous, so they can run inside the write. */
  private takeBackVerdict(module: GameModule, game: LibraryGame, hash: string): { refusal: TakeBackRefusal } | { parent: LibraryNode; seats: PowerId[] } {
    const node = game.nodes[hash];
    if (!node?.madeHere) return { refusal: 'not-made-here' };
    const continued = Object.values(game.nodes).some((other) => other.parentHash === hash);
    if (continued || currentNode(game)?.hash !== hash) return { refusal: 'not-latest' };
    const parent = node.parentHash ? game.nodes[node.parentHash] : undefined;
    if (!parent) return { refusal: 'no-parent' };
    const before = this.stateOf(module, parent);
    const after = this.stateOf(module, node);
    // Only this browser's own orders can be taken back: every seat that acted is played here and sent its orders from here.
    const seats = module.turn(before).waitingFor;
    const plays = (seat: PowerId) => sessionOf(game).mode === 'table' || game.myPowers.includes(seat);
    if (!seats.length || !seats.every((seat) => plays(seat) && game.orders[parent.hash]?.[seat])) return { refusal: 'not-made-here' };
    if (!module.mayTakeBack || !seats.every((seat) => module.mayTakeBack!(before, after, seat))) return { refusal: 'final' };
    // Whatever the game allows, a state that hands the game to a seat played elsewhere may already be in other hands.
    if (!module.turn(after).waitingFor.every(plays)) return { refusal: 'final' };
    return { parent, seats };
  }

  /**
   * A private "what if" copy of one phase: a new game at one table, starting
   * from that state, that never touches the real one and is never linked to it.
   */
  async sandbox(meta: GameMeta, game: LibraryGame, node: LibraryNode): Promise<{ game: LibraryGame; node: LibraryNode }> {
    const { module } = await this.games.load(meta);
    const state = this.stateOf(module, node);
    const uid = toHex(randomBytes(GAME_UID_BYTES));
    const session: Session = { mode: 'table' };
    const copy = await this.makeNode(module, { gameUid: uid, ply: 0, parentHash: null, session }, state);
    await this.guard(() => this.library.addNode(uid, meta.id, copy, toBase64Url(writeSession(session))));
    const everyone = module.powers(state).map((power) => power.id);
    const saved = await this.guard(() =>
      this.library.patch(uid, (g) => ({ ...g, myPowers: everyone, settings: { mode: 'table', sandboxOf: game.uid } })),
    );
    return { game: saved!, node: copy };
  }

  /**
   * The whole known history of a game as a file: every state's game link,
   * oldest first. For backups and for games whose links grow too long.
   */
  exportArchive(meta: GameMeta, game: LibraryGame): string {
    const nodes = Object.values(game.nodes).sort((a, b) => a.ply - b.ply || a.receivedAt - b.receivedAt);
    return JSON.stringify({ format: ARCHIVE_FORMAT, version: 1, game: meta.id, links: nodes.map((node) => this.gameLink(meta, game, node)) }, null, 1);
  }

  /** Opens every link of an archive file; returns how many states were new. Never throws. */
  async importArchive(text: string): Promise<{ ok: true; uid: string; added: number; total: number } | { ok: false; error: PlayError }> {
    let links: unknown;
    try {
      const file = JSON.parse(text);
      if (file?.format !== ARCHIVE_FORMAT) return { ok: false, error: { code: 'not-a-link' } };
      if (file.version > 1) return { ok: false, error: { code: 'newer-version' } };
      links = file.links;
    } catch {
      return { ok: false, error: { code: 'not-a-link' } };
    }
    if (!Array.isArray(links) || links.length === 0 || links.length > MAX_ARCHIVE_LINKS) return { ok: false, error: { code: 'malformed' } };
    // Check every link and make every state before writing any, so a bad file leaves the library as it was.
    const nodes: LibraryNode[] = [];
    let first: { uid: string; meta: GameMeta; session: string } | undefined;
    let existing: LibraryGame | null | undefined;
    for (const link of links) {
      const decoded = decodeEnvelope(String(link), { knownGames: (id) => !!this.games.byLinkId(id), expectKinds: ['game'] });
      if (!decoded.ok) return { ok: false, error: decoded.error };
      try {
        const meta = this.games.byLinkId(decoded.envelope.gameLinkId)!;
        const { module } = await this.games.load(meta);
        const turn = readTurnPayload(decoded.envelope.payload);
        const session = toBase64Url(writeSession(turn.session));
        first ??= { uid: turn.gameUid, meta, session };
        // One game, one session: a file mixing games or altered sessions is not a game's history.
        if (turn.gameUid !== first.uid || meta !== first.meta || session !== first.session) return { ok: false, error: { code: 'malformed' } };
        // A referee's game: every state signed by the key of the game this library holds, or else the file's own.
        if (existing === undefined) existing = (await this.guard(() => this.library.get(turn.gameUid))) ?? null;
        await this.checkRefereeSignature(existing ?? undefined, turn);
        nodes.push(await this.makeNode(module, turn, module.decodeState(turn.state)));
      } catch (error) {
        return { ok: false, error: error instanceof PlayFailure ? error.error : { code: 'malformed' } };
      }
    }
    const { uid, meta, session } = first!;
    try {
      let added = 0;
      if (this.library.addNodes) added = (await this.guard(() => this.library.addNodes!(uid, meta.id, nodes, session))).added;
      else for (const node of nodes) if ((await this.guard(() => this.library.addNode(uid, meta.id, node, session))).outcome !== 'known') added++;
      return { ok: true, uid, added, total: links.length };
    } catch (error) {
      return { ok: false, error: toPlayError(error) };
    }
  }

  /** The game link of a stored state. */
  gameLink(meta: GameMeta, game: LibraryGame, node: LibraryNode): string {
    const state = fromBase64Url(node.state)!;
    const session = sessionOf(game);
    const turn: TurnPayload = { gameUid: game.uid, ply: node.ply, parentHash: node.parentHash, session, state };
    if (node.seatKeys) turn.seatKeys = node.seatKeys;
    if (node.refereeSignature && session.signed) turn.refereeSignature = fromBase64Url(node.refereeSignature)!;
    if (node.made && node.parentHash) {
      turn.made = { ...node.made };
      // One seat acted in open play: carry its box, so the link proves itself to whoever receives it.
      const seats = Object.entries(game.orders[node.parentHash] ?? {});
      const single = node.made.seats > 0 && (node.made.seats & (node.made.seats - 1)) === 0;
      if (session.mode === 'open' && single && seats.length === 1) turn.made.carried = fromBase64Url(seats[0][1])!;
    }
    return encodeEnvelope('game', meta.linkId, writeTurnPayload(turn));
  }

  /** A node's state as this browser may read it (with its own hidden parts, if any). */
  stateOf<S>(module: GameModule<S>, node: LibraryNode | undefined): S {
    if (!node) throw new PlayFailure({ code: 'wrong-phase' });
    const text = node.view ?? node.state;
    const key = `${module.id}:${text}`;
    if (this.decodedStates.has(key)) return this.decodedStates.get(key) as S;
    return this.keepDecoded(key, module.decodeState(fromBase64Url(text)!));
  }

  /** Puts this browser's hidden parts into every state of a game (a key just arrived). */
  private async refreshViews(module: GameModule, game: LibraryGame): Promise<LibraryGame> {
    this.hiddenSeats.forget(game.uid);
    const views = new Map<string, string>();
    for (const node of Object.values(game.nodes)) {
      // From the link's own state: a view made with fewer keys is made again with all of them.
      const forms = await this.hiddenSeats.forms(module, game.uid, module.decodeState(fromBase64Url(node.state)!), false).catch(() => ({ view: undefined }));
      if (forms.view !== undefined) views.set(node.hash, toBase64Url(module.encodeState(forms.view)));
    }
    if (!views.size) return game;
    return (await this.guard(() =>
      this.library.patch(game.uid, (g) => ({ ...g, nodes: Object.fromEntries(Object.entries(g.nodes).map(([hash, n]) => [hash, views.has(hash) ? { ...n, view: views.get(hash)! } : n])) })),
    ))!;
  }

  private keepDecoded<S>(key: string, state: S): S {
    if (this.decodedStates.size >= DECODED_STATES_KEPT) this.decodedStates.delete(this.decodedStates.keys().next().value!);
    this.decodedStates.set(key, state);
    return state;
  }

  current(game: LibraryGame): LibraryNode | undefined {
    return currentNode(game);
  }

  /**
   * The plain action bytes of a box, or null when this browser cannot read it
   * (referee box without the key, sealed box without the secret). A box that
   * should open and does not is an error: tampered, or a wrong reveal.
   */
  private async openBox(module: GameModule, game: LibraryGame, hash: string, seat: PowerId, powerIndex: number, entry: Uint8Array, strict: boolean): Promise<Uint8Array | null> {
    const context = sealingContext(game.uid, hash, powerIndex);
    const box = this.unsignedBox(game, entry);
    if (!box) {
      if (strict) throw new PlayFailure({ code: 'tampered' });
      return null;
    }
    const body = box.subarray(1);
    const size = boxBytesOf(module, this.stateOf(module, game.nodes[hash]));
    try {
      switch (box[0]) {
        case BoxScheme.Plain:
          return body;
        case BoxScheme.Referee: {
          const key = (await this.guard(() => this.keys.get(game.uid)))?.decrypt;
          return key ? unpadAction(await openAsReferee(body, key, context), size) : null;
        }
        case BoxScheme.Sealed: {
          const secret = game.reveals[hash]?.[seat];
          if (!secret) return null;
          return unpadAction(await openWithSecret(body, fromBase64Url(secret)!, context), size);
        }
        default:
          throw new PlayFailure({ code: 'newer-version' });
      }
    } catch (error) {
      if (!strict) return null;
      if (error instanceof SealError) throw new PlayFailure({ code: error.code === 'wrong-secret' ? 'wrong-reveal' : 'tampered' });
      throw error;
    }
  }

  /**
   * A seat's orders as an action this browser can read and the rules accept,
   * or null: not received, not readable here, or broken. One bad box never
   * blocks the phase; that seat is simply missing (civil disorder if the group agrees).
   */
  private async readableAction(module: GameModule, state: unknown, game: LibraryGame, hash: string, seat: PowerId, powerIndex: number): Promise<{ value: unknown } | null> {
    const stored = game.orders[hash]?.[seat];
    if (!stored) return null;
    try {
      const plain = await this.openBox(module, game, hash, seat, powerIndex, fromBase64Url(stored)!, false);
      if (!plain) return null;
      const action = module.decodeAction(state, seat, plain);
      return module.validate(state, seat, action) ? null : { value: action };
    } catch {
      return null;
    }
  }

  private validateAction(module: GameModule, state: unknown, power: PowerId, plain: Uint8Array): void {
    const problem = module.validate(state, power, module.decodeAction(state, power, plain));
    if (problem) throw new PlayFailure({ code: 'rejected', reason: problem });
  }

  /** A library node for a state; `sign`: made here, so signed by this browser when it is the game's referee. */
  private async makeNode(module: GameModule, turn: Omit<TurnPayload, 'state'>, whole: unknown, sign = false): Promise<LibraryNode> {
    // With hidden parts and a referee, the link carries the shown state; this browser keeps its view.
    const forms = turn.session.mode === 'referee' ? await this.hiddenSeats.forms(module, turn.gameUid, whole, sign && !!(await this.guard(() => this.keys.get(turn.gameUid)))) : { link: whole };
    const state = forms.link;
    const bytes = module.encodeState(state);
    const signature = sign ? await this.refereeSignature(turn.gameUid, { ...turn, state: bytes }) : turn.refereeSignature;
    const waitingFor = module.turn(state).waitingFor;
    const powers = module.powers(state);
    const names = (lang: Lang) => waitingFor.map((id) => powers.find((p) => p.id === id)?.name[lang] ?? id);
    const made = turn.made ? { made: { seats: turn.made.seats, digests: turn.made.digests } } : {};
    const seatKeys = turn.seatKeys && Object.keys(turn.seatKeys).length ? { seatKeys: turn.seatKeys } : {};
    return {
      hash: await stateHash({ ...turn, state: bytes }),
      parentHash: turn.parentHash,
      ply: turn.ply,
      ...made,
      ...seatKeys,
      ...(signature ? { refereeSignature: toBase64Url(signature) } : {}),
      state: toBase64Url(bytes),
      ...(forms.view !== undefined ? { view: toBase64Url(module.encodeState(forms.view)) } : {}),
      phaseLabel: { en: module.phaseLabel(state, 'en'), it: module.phaseLabel(state, 'it') },
      summary: { en: module.summary(state, 'en'), it: module.summary(state, 'it') },
      waitingFor,
      waitingNames: { en: names('en'), it: names('it') },
      receivedAt: this.now(),
    };
  }

  /** This browser's key pair for a seat, made (non-extractable) the first time the seat acts here. */
  private async seatPair(uid: string, seat: PowerId): Promise<CryptoKeyPair> {
    const kept = await this.guard(() => this.seatKeys.get(uid, seat));
    if (kept) return kept;
    const pair = await generateSeatKeys();
    await this.guard(() => this.seatKeys.put(uid, seat, pair));
    return pair;
  }

  /**
   * The seat keys a state built on `parent` registers: the parent's, plus,
   * for each seat whose first signed orders were applied, that key (first use).
   */
  private async nextSeatKeys(game: LibraryGame, parent: LibraryNode, entries: { powerIndex: number; entry: Uint8Array }[]): Promise<Record<number, string>> {
    const keys: Record<number, string> = { ...(parent.seatKeys ?? {}) };
    if (sessionOf(game).mode === 'table') return keys;
    for (const { powerIndex, entry } of entries) {
      const signed = splitSigned(entry);
      if (signed && !keys[powerIndex]) keys[powerIndex] = await seatFingerprint(signed.key);
    }
    return keys;
  }

  private async mustGet(uid: string): Promise<LibraryGame> {
    const game = await this.guard(() => this.library.get(uid));
    if (!game) throw new PlayFailure({ code: 'no-game' });
    return game;
  }

  private async guard<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      throw classifyStorageError(error);
    }
  }
}

/** The session a game was created with, from its stored link bytes. */
export function sessionOf(game: LibraryGame): Session {
  return game.session ? readSessionBytes(fromBase64Url(game.session)!) : { mode: (game.settings.mode as PlayMode) ?? 'open' };
}

/** AES-GCM's tag, after the ciphertext of every sealed or referee box. */
const AES_TAG_BYTES = 16;
const DEFAULT_BOX_BYTES = 64;

function boxBytesOf(module: GameModule, state: unknown): number {
  return module.boxBytesFor?.(state) ?? module.boxBytes ?? DEFAULT_BOX_BYTES;
}

function withScheme(scheme: BoxScheme, body: Uint8Array): Uint8Array {
  const box = new Uint8Array(body.length + 1);
  box[0] = scheme;
  box.set(body, 1);
  return box;
}

/** The payload of a game link this module just wrote. */
function decodeGameLink(link: string): Uint8Array {
  const decoded = decodeEnvelope(link);
  if (!decoded.ok) throw new PlayFailure({ code: 'malformed' });
  return decoded.envelope.payload;
}

function sameSeatKeys(a: Record<number, string>, b: Record<number, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((index) => a[Number(index)] === b[Number(index)]);
}

function withCheck(game: LibraryGame, hash: string, check: 'verified' | 'refuted'): LibraryGame {
  const node = game.nodes[hash];
  return node ? { ...game, nodes: { ...game.nodes, [hash]: { ...node, check } } } : game;
}

function withEntry(game: LibraryGame, field: 'orders' | 'reveals', hash: string, seat: PowerId, value: string): LibraryGame {
  return { ...game, [field]: { ...game[field], [hash]: { ...(game[field][hash] ?? {}), [seat]: value } } };
}

/** A game without state `hash` and without the orders that made it, so the phase before it is open again. */
function withoutState(game: LibraryGame, hash: string, parentHash: string, seats: PowerId[], now: number): LibraryGame {
  const { [hash]: _node, ...nodes } = game.nodes;
  const reopen = (boxes: LibraryGame['orders']) => {
    const { [hash]: _later, ...kept } = boxes;
    const phase = { ...(kept[parentHash] ?? {}) };
    for (const seat of seats) delete phase[seat];
    return { ...kept, [parentHash]: phase };
  };
  return { ...game, nodes, orders: reopen(game.orders), reveals: reopen(game.reveals), updatedAt: Math.max(game.updatedAt, now) };
}

function toPlayError(error: unknown): PlayError {
  if (error instanceof PlayFailure) return error.error;
  if (error instanceof MergeRefused) return { code: 'malformed' };
  if (error instanceof StorageError) return { code: 'storage', storage: error.code };
  return { code: 'malformed' };
}

export { toPlayError };
