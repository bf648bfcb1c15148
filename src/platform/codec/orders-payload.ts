/**
 * The payload of an orders link (kind 'orders'): the phase it is for and the seat, then the
 * seat's box of orders as the game mode made it (orders-link.ts opens it).
 */
import { BitReader, BitWriter } from './bits';
import { STATE_HASH_BYTES, fromHex, toHex } from '../hash';
import { concat } from './turn-link';

/**
 * An orders link: the phase hash names the game and the phase (each browser
 * finds the game in its library by it, as for reveal codes), so the game id
 * is not repeated and the link stays short.
 */
export interface OrdersPayload {
  /** Hash of the phase the orders are for: orders never apply to another phase. */
  phaseHash: string;
  /** Index of the power in the game's power list. */
  powerIndex: number;
  /** The game's encoding of the orders, or a sealed box of them, with the seat's key and signature. */
  body: Uint8Array;
}

export function writeOrdersPayload(orders: OrdersPayload): Uint8Array {
  const header = new BitWriter().rawBytes(phaseBytes(orders.phaseHash)).bits(orders.powerIndex, 8).finish();
  return concat(header, orders.body);
}

export function readOrdersPayload(payload: Uint8Array): OrdersPayload {
  const reader = new BitReader(payload);
  const phaseHash = toHex(reader.rawBytes(STATE_HASH_BYTES));
  const powerIndex = reader.bits(8);
  return { phaseHash, powerIndex, body: payload.slice(STATE_HASH_BYTES + 1) };
}

function phaseBytes(hex: string): Uint8Array {
  if (hex.length !== STATE_HASH_BYTES * 2) throw new RangeError(`expected ${STATE_HASH_BYTES} hex bytes: ${hex}`);
  return fromHex(hex);
}
