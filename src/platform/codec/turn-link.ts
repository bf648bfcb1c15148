/**
 * Payloads of the link kinds, shared by every game. The game supplies its own
 * bytes (state or orders); the platform wraps them with what the library needs
 * to merge links opened in any order: which game, which phase, built on what.
 */
import { BitReader, BitWriter, MalformedError } from './bits';
import { STATE_HASH_BYTES, fromHex, sha256, toHex } from '../hash';

export const GAME_UID_BYTES = 6;

export interface TurnPayload {
  /** Random id of one game, fixed when it is created. */
  gameUid: string;
  /** Phases played since the start; 0 for the initial state. */
  ply: number;
  /** Hash of the state this one was built from (absent at ply 0). */
  parentHash: string | null;
  /** The game's own encoding of its state. */
  state: Uint8Array;
}

export function writeTurnPayload(turn: TurnPayload): Uint8Array {
  const writer = new BitWriter().rawBytes(hexBytes(turn.gameUid, GAME_UID_BYTES)).varUint(turn.ply);
  if (turn.ply > 0) {
    if (!turn.parentHash) throw new Error('a later phase needs its parent hash');
    writer.rawBytes(hexBytes(turn.parentHash, STATE_HASH_BYTES));
  }
  return concat(writer.finish(), turn.state);
}

/** Throws TruncatedError/MalformedError; callers turn those into link errors. */
export function readTurnPayload(payload: Uint8Array): TurnPayload {
  const reader = new BitReader(payload);
  const gameUid = toHex(reader.rawBytes(GAME_UID_BYTES));
  const ply = reader.varUint();
  if (ply > 100_000) throw new MalformedError('ply');
  const parentHash = ply > 0 ? toHex(reader.rawBytes(STATE_HASH_BYTES)) : null;
  // Everything above is whole bytes, so the state starts on a byte boundary.
  const consumed = payload.length - reader.remainingBits / 8;
  return { gameUid, ply, parentHash, state: payload.slice(consumed) };
}

/** The hash that names a state in the library and in the next link. */
export async function stateHash(gameUid: string, ply: number, state: Uint8Array): Promise<string> {
  const header = new BitWriter().rawBytes(hexBytes(gameUid, GAME_UID_BYTES)).varUint(ply).finish();
  const digest = await sha256(concat(header, state));
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
