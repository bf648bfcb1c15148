/**
 * Payloads of the link kinds, shared by every game. The game supplies its own
 * bytes (state or orders); the platform wraps them with what the library needs
 * to merge links opened in any order: which game, which phase, built on what.
 */
import { BitReader, BitWriter, MalformedError } from './bits';
import { STATE_HASH_BYTES, fromHex, sha256, toHex } from '../hash';
import { MAX_NAME_CHARS, cleanText } from '../text-limits';

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
}

export interface TurnPayload {
  /** Random id of one game, fixed when it is created. */
  gameUid: string;
  /** Phases played since the start; 0 for the initial state. */
  ply: number;
  /** Hash of the state this one was built from (absent at ply 0). */
  parentHash: string | null;
  session: Session;
  /** The game's own encoding of its state. */
  state: Uint8Array;
}

/** Session bytes: one byte of mode and flags, then the referee key and the names if present. */
export function writeSession(session: Session): Uint8Array {
  const names = session.names?.slice(0, MAX_SEAT_NAMES) ?? [];
  const writer = new BitWriter().bits(PLAY_MODES.indexOf(session.mode), 2).bool(names.length > 0).bits(0, 5);
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
  return readSession(new BitReader(bytes));
}

function readSession(reader: BitReader): Session {
  const mode = PLAY_MODES[reader.bits(2)];
  const hasNames = reader.bool();
  if (reader.bits(5) !== 0) throw new MalformedError('session flags');
  const session: Session = { mode };
  if (mode === 'referee') session.refereeKey = reader.rawBytes(REFEREE_KEY_BYTES);
  if (hasNames) {
    const count = reader.varUint();
    if (count > MAX_SEAT_NAMES) throw new MalformedError('names');
    session.names = Array.from({ length: count }, () => cleanText(reader.text(4 * MAX_NAME_CHARS)));
  }
  return session;
}

function writeHeader(turn: Omit<TurnPayload, 'state'>): Uint8Array {
  const writer = new BitWriter().rawBytes(hexBytes(turn.gameUid, GAME_UID_BYTES)).varUint(turn.ply);
  if (turn.ply > 0) {
    if (!turn.parentHash) throw new Error('a later phase needs its parent hash');
    writer.rawBytes(hexBytes(turn.parentHash, STATE_HASH_BYTES));
  }
  return concat(writer.finish(), writeSession(turn.session));
}

export function writeTurnPayload(turn: TurnPayload): Uint8Array {
  return concat(writeHeader(turn), turn.state);
}

/** Throws TruncatedError/MalformedError; callers turn those into link errors. */
export function readTurnPayload(payload: Uint8Array): TurnPayload {
  const reader = new BitReader(payload);
  const gameUid = toHex(reader.rawBytes(GAME_UID_BYTES));
  const ply = reader.varUint();
  if (ply > 100_000) throw new MalformedError('ply');
  const parentHash = ply > 0 ? toHex(reader.rawBytes(STATE_HASH_BYTES)) : null;
  const session = readSession(reader);
  // Everything above is whole bytes, so the state starts on a byte boundary.
  const consumed = payload.length - reader.remainingBits / 8;
  return { gameUid, ply, parentHash, session, state: payload.slice(consumed) };
}

/**
 * The hash that names a state in the library and in the next link. It covers
 * the session too: a link whose referee key or names were changed is a
 * different state, shown as a fork, never silently merged.
 */
export async function stateHash(gameUid: string, ply: number, session: Session, state: Uint8Array): Promise<string> {
  const header = new BitWriter().rawBytes(hexBytes(gameUid, GAME_UID_BYTES)).varUint(ply).finish();
  const digest = await sha256(concat(header, writeSession(session), state));
  return toHex(digest.subarray(0, STATE_HASH_BYTES));
}

export interface OrdersPayload {
  gameUid: string;
  /** Hash of the phase the orders are for: orders never apply to another phase. */
  phaseHash: string;
  /** Index of the power in the game's power list. */
  powerIndex: number;
  /** The game's encoding of the orders, or a sealed box of them. */
  body: Uint8Array;
}

export function writeOrdersPayload(orders: OrdersPayload): Uint8Array {
  const header = new BitWriter()
    .rawBytes(hexBytes(orders.gameUid, GAME_UID_BYTES))
    .rawBytes(hexBytes(orders.phaseHash, STATE_HASH_BYTES))
    .bits(orders.powerIndex, 8)
    .finish();
  return concat(header, orders.body);
}

export function readOrdersPayload(payload: Uint8Array): OrdersPayload {
  const reader = new BitReader(payload);
  const gameUid = toHex(reader.rawBytes(GAME_UID_BYTES));
  const phaseHash = toHex(reader.rawBytes(STATE_HASH_BYTES));
  const powerIndex = reader.bits(8);
  return { gameUid, phaseHash, powerIndex, body: payload.slice(GAME_UID_BYTES + STATE_HASH_BYTES + 1) };
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
