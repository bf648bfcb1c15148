/**
 * Payloads of the link kinds, shared by every game. The game supplies its own
 * bytes (state or orders); the platform wraps them with what the library needs
 * to merge links opened in any order: which game, which phase, built on what.
 */
import { BitReader, BitWriter, MalformedError, TruncatedError } from './bits';
import { STATE_HASH_BYTES, fromHex, sha256, toHex } from '../hash';
import { sha256Sync } from '../sha256-sync';
import { MAX_NAME_CHARS, cleanText } from '../text-limits';
import { readRekeyEvidence, writeRekeyEvidence, type RekeyEvidence } from '../seat-rekey';

export const GAME_UID_BYTES = 6;
export const REFEREE_KEY_BYTES = 33;
export const MAX_SEAT_NAMES = 16;

/** How orders travel in a game (DESIGN.md "Secret simultaneous orders"). */
export const PLAY_MODES = ['table', 'open', 'referee', 'sealed'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

/** What every player's browser must know about a game besides its state; fixed at creation. */
export interface Session {
  mode: PlayMode;
  /** Referee mode: the referee's public key (compressed P-256 point). */
  refereeKey?: Uint8Array;
  /** Who plays each seat, in the game's power order; free text from a link, so length-limited. */
  names?: string[];
  /**
   * Referee mode: every game link ends with the referee's signature
   * (referee-keys.ts). Games made before links were signed lack it, and
   * their links are refused rather than trusted.
   */
  signed?: true;
}

/**
 * What made a state from its parent: which seats' orders were applied and,
 * seat by seat, a digest of each box (the hash chain covers them); and, when
 * a single seat acted in open play, that seat's box itself, so whoever
 * receives the link can recompute the state without any other link.
 */
export interface MadeBy {
  /** Bit i set: the orders of the game's power i were applied. */
  seats: number;
  /** ORDERS_DIGEST_BYTES of SHA-256 of each applied box (boxDigest), in power order. */
  digests: string[];
  /** The one applied box, when a single seat acted in open play. */
  carried?: Uint8Array;
}

export const ORDERS_DIGEST_BYTES = 6;
export const FINGERPRINT_BYTES = 6;

/** Registered seat keys: power index → fingerprint (hex). */
export type SeatKeys = Record<number, string>;
/** A carried box is one seat's orders: a few dozen bytes; more is a crafted link. */
const MAX_CARRIED_BYTES = 512;

/**
 * The steps a browser took in a row before sending a link (one person acting
 * several times before the next person: set-up rounds, sequential turns), so
 * whoever holds the state before the first step can recompute every state
 * between it and the link's own. Open play only: each step is the plain,
 * signed boxes of the seats that acted, in power order.
 */
export interface Chain {
  /** Hash of the state the first step was taken from. */
  rootHash: string;
  /** Oldest first; the last step's state is the parent of the link's own. */
  steps: { seats: number; boxes: Uint8Array[] }[];
}

/** A chain longer than this was not made by this app (a link holds a few steps within its budget). */
export const MAX_CHAIN_STEPS = 16;

export interface TurnPayload {
  /** Random id of one game, fixed when it is created. */
  gameUid: string;
  /** Phases played since the start; 0 for the initial state. */
  ply: number;
  /** Hash of the state this one was built from (absent at ply 0). */
  parentHash: string | null;
  /** The orders that made this state from its parent (absent at ply 0; none applied when omitted). */
  made?: MadeBy;
  /** Fingerprints (hex) of the keys registered for seats, by power index (seat-keys.ts); none when omitted. */
  seatKeys?: SeatKeys;
  session: Session;
  /** The game's own encoding of its state. */
  state: Uint8Array;
  /** Referee mode (session.signed): the referee's signature over the rest of the payload; last in the link. */
  refereeSignature?: Uint8Array;
  /** The steps taken in a row before this state (never hashed nor signed: each step is checked by recomputing it). */
  chain?: Chain;
  /**
   * The votes that let this state change a seat's registered key (a lost device, seat-rekey.ts). Never hashed
   * nor signed: the state's seat keys are, and every browser holding the parent checks the votes against it.
   */
  rekey?: RekeyEvidence;
}

export const REFEREE_SIGNATURE_BYTES = 64;

/** Of the session byte's four spare bits, what follows the session in a game link (never in a stored session). */
const FOLLOWS_CHAIN = 1;
const FOLLOWS_REKEY = 2;

/** Session bytes: one byte of mode and flags, then the referee key and the names if present. */
export function writeSession(session: Session, follows: { chain?: boolean; rekey?: boolean } = {}): Uint8Array {
  const names = session.names?.slice(0, MAX_SEAT_NAMES) ?? [];
  if (session.signed && session.mode !== 'referee') throw new Error('only referee links are signed');
  const flags = (follows.chain ? FOLLOWS_CHAIN : 0) + (follows.rekey ? FOLLOWS_REKEY : 0);
  const writer = new BitWriter().bits(PLAY_MODES.indexOf(session.mode), 2).bool(names.length > 0).bool(!!session.signed).bits(flags, 4);
  if (session.mode === 'referee') {
    if (session.refereeKey?.length !== REFEREE_KEY_BYTES) throw new Error('referee mode needs the referee key');
    writer.rawBytes(session.refereeKey);
  }
  if (names.length) {
    writer.varUint(names.length);
    for (const name of names) writer.text(cleanText(name));
  }
  return writer.finish();
}

/** A session from the bytes `writeSession` made (as kept in the library). */
export function readSessionBytes(bytes: Uint8Array): Session {
  return readSession(new BitReader(bytes)).session;
}

function readSession(reader: BitReader, inGameLink = false): { session: Session; chained: boolean; rekeyed: boolean } {
  const mode = PLAY_MODES[reader.bits(2)];
  const hasNames = reader.bool();
  const signed = reader.bool();
  const spare = reader.bits(4);
  const known = inGameLink ? FOLLOWS_CHAIN | FOLLOWS_REKEY : 0;
  if ((spare & ~known) !== 0 || (signed && mode !== 'referee')) throw new MalformedError('session flags');
  const chained = (spare & FOLLOWS_CHAIN) !== 0;
  const rekeyed = (spare & FOLLOWS_REKEY) !== 0;
  const session: Session = { mode };
  if (signed) session.signed = true;
  if (mode === 'referee') session.refereeKey = reader.rawBytes(REFEREE_KEY_BYTES);
  if (hasNames) {
    const count = reader.varUint();
    if (count > MAX_SEAT_NAMES) throw new MalformedError('names');
    session.names = Array.from({ length: count }, () => cleanText(reader.text(4 * MAX_NAME_CHARS)));
  }
  return { session, chained, rekeyed };
}

function writeChain(chain: Chain): Uint8Array {
  if (!chain.steps.length || chain.steps.length > MAX_CHAIN_STEPS) throw new Error('a chain holds 1 to MAX_CHAIN_STEPS steps');
  const writer = new BitWriter().varUint(chain.steps.length).rawBytes(hexBytes(chain.rootHash, STATE_HASH_BYTES));
  for (const step of chain.steps) {
    if (step.boxes.length !== seatCount(step.seats) || !step.boxes.length) throw new Error('one box per seat that acted');
    writer.varUint(step.seats);
    for (const box of step.boxes) writer.varUint(box.length).rawBytes(box);
  }
  return writer.finish();
}

function readChain(reader: BitReader): Chain {
  const count = reader.varUint();
  if (count < 1 || count > MAX_CHAIN_STEPS) throw new MalformedError('chain');
  const rootHash = toHex(reader.rawBytes(STATE_HASH_BYTES));
  const steps: Chain['steps'] = [];
  for (let i = 0; i < count; i++) {
    const seats = reader.varUint();
    if (seats < 1 || seats >= 2 ** 16) throw new MalformedError('chain seats');
    const boxes = seatIndices(seats).map(() => {
      const length = reader.varUint();
      if (length < 1 || length > MAX_CARRIED_BYTES) throw new MalformedError('chain box');
      return reader.rawBytes(length);
    });
    steps.push({ seats, boxes });
  }
  return { rootHash, steps };
}

function writeHeader(turn: Omit<TurnPayload, 'state'>): Uint8Array {
  const writer = new BitWriter().rawBytes(hexBytes(turn.gameUid, GAME_UID_BYTES)).varUint(turn.ply);
  if (turn.ply > 0) {
    if (!turn.parentHash) throw new Error('a later phase needs its parent hash');
    writer.rawBytes(hexBytes(turn.parentHash, STATE_HASH_BYTES));
    const made = turn.made ?? { seats: 0, digests: [] };
    if (made.digests.length !== seatCount(made.seats)) throw new Error('one digest per applied box');
    writer.varUint(made.seats);
    for (const digest of made.digests) writer.rawBytes(hexBytes(digest, ORDERS_DIGEST_BYTES));
    writer.varUint(made.carried?.length ?? 0);
    if (made.carried) writer.rawBytes(made.carried);
  }
  const seats = Object.keys(turn.seatKeys ?? {}).map(Number).sort((a, b) => a - b);
  writer.varUint(seats.reduce((mask, index) => mask + 2 ** index, 0));
  for (const index of seats) writer.rawBytes(hexBytes(turn.seatKeys![index], FINGERPRINT_BYTES));
  const rekey = new BitWriter();
  if (turn.rekey) writeRekeyEvidence(rekey, turn.rekey);
  return concat(writer.finish(), writeSession(turn.session, { chain: !!turn.chain, rekey: !!turn.rekey }), turn.chain ? writeChain(turn.chain) : new Uint8Array(), rekey.finish());
}

/** The payload of a game link; the referee's signature, when given, comes last. */
export function writeTurnPayload(turn: TurnPayload): Uint8Array {
  if (turn.refereeSignature && (!turn.session.signed || turn.refereeSignature.length !== REFEREE_SIGNATURE_BYTES)) throw new Error('a signature needs a signed session');
  return concat(writeHeader(turn), turn.state, turn.refereeSignature ?? new Uint8Array());
}

/** What the referee signs: the payload of a game link without its signature (and without a carried box, never sent in referee mode). */
export function unsignedTurnPayload(turn: TurnPayload): Uint8Array {
  const { refereeSignature: _, chain: __, rekey: ___, ...bare } = turn;
  return writeTurnPayload(bare.made ? { ...bare, made: { seats: bare.made.seats, digests: bare.made.digests } } : bare);
}

/** Throws TruncatedError/MalformedError; callers turn those into link errors. */
export function readTurnPayload(payload: Uint8Array): TurnPayload {
  const reader = new BitReader(payload);
  const gameUid = toHex(reader.rawBytes(GAME_UID_BYTES));
  const ply = reader.varUint();
  if (ply > 100_000) throw new MalformedError('ply');
  const parentHash = ply > 0 ? toHex(reader.rawBytes(STATE_HASH_BYTES)) : null;
  let made: MadeBy | undefined;
  if (ply > 0) {
    const seats = reader.varUint();
    if (seats >= 2 ** 16) throw new MalformedError('seats');
    made = { seats, digests: Array.from({ length: seatCount(seats) }, () => toHex(reader.rawBytes(ORDERS_DIGEST_BYTES))) };
    const carried = reader.varUint();
    if (carried > MAX_CARRIED_BYTES) throw new MalformedError('carried orders');
    if (carried) made.carried = reader.rawBytes(carried);
  }
  const keyMask = reader.varUint();
  if (keyMask >= 2 ** 16) throw new MalformedError('seat keys');
  let seatKeys: SeatKeys | undefined;
  for (const index of seatIndices(keyMask)) (seatKeys ??= {})[index] = toHex(reader.rawBytes(FINGERPRINT_BYTES));
  const { session, chained, rekeyed } = readSession(reader, true);
  const chain = chained ? readChain(reader) : undefined;
  const rekey = rekeyed ? readRekeyEvidence(reader) : undefined;
  // Everything above is whole bytes, so the state starts on a byte boundary.
  const consumed = payload.length - reader.remainingBits / 8;
  // A signed game's link ends with the referee's signature; the state lies between.
  const end = session.signed ? payload.length - REFEREE_SIGNATURE_BYTES : payload.length;
  if (end < consumed) throw new TruncatedError();
  const turn: TurnPayload = { gameUid, ply, parentHash, session, state: payload.slice(consumed, end) };
  if (session.signed) turn.refereeSignature = payload.slice(end);
  if (made) turn.made = made;
  if (seatKeys) turn.seatKeys = seatKeys;
  if (chain) turn.chain = chain;
  if (rekey) turn.rekey = rekey;
  return turn;
}

/**
 * The hash that names a state in the library and in the next link: a real
 * chain. It covers the parent's hash and the digest of the orders that made
 * the state, so a copy of a link with another parent or other orders is
 * another state, never mistaken for the real one; and the session, so a link
 * whose referee key or names were changed is a different state, shown as a
 * fork, never silently merged. A carried box is covered by the digest.
 */
export async function stateHash(turn: TurnPayload): Promise<string> {
  const digest = await sha256(concat(new TextEncoder().encode('dispaccio/state/v2'), unsignedTurnPayload(turn)));
  return toHex(digest.subarray(0, STATE_HASH_BYTES));
}

const ORDERS_DIGEST_DOMAIN = new TextEncoder().encode('dispaccio/orders/v2');

/** The digest of one box of orders as the hash chain names it (MadeBy.digests). */
export async function boxDigest(box: Uint8Array): Promise<string> {
  const digest = await sha256(concat(ORDERS_DIGEST_DOMAIN, box));
  return toHex(digest.subarray(0, ORDERS_DIGEST_BYTES));
}

/** boxDigest without waiting (for code that must stay synchronous, such as writing a link). */
export function boxDigestSync(box: Uint8Array): string {
  return toHex(sha256Sync(concat(ORDERS_DIGEST_DOMAIN, box)).subarray(0, ORDERS_DIGEST_BYTES));
}

/** The power indices of a seat mask, lowest first. */
export function seatIndices(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; 2 ** i <= mask; i++) if (Math.floor(mask / 2 ** i) & 1) out.push(i);
  return out;
}

function seatCount(mask: number): number {
  return seatIndices(mask).length;
}

function hexBytes(hex: string, size: number): Uint8Array {
  if (hex.length !== size * 2) throw new RangeError(`expected ${size} hex bytes: ${hex}`);
  return fromHex(hex);
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
