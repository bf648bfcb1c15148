/**
 * Seats bound to keys (DESIGN.md "Trust model for link play"): taking a seat
 * makes an ECDSA P-256 key pair in this browser, its private half
 * non-extractable in IndexedDB. Every orders link is signed with it; a game
 * link records each seat's key as a short fingerprint once its first signed
 * orders were applied, and from then on only that key's orders count.
 */
import { get, set, type UseStore } from 'idb-keyval';
import { browserStores } from './stores';
import { classifyStorageError } from './library/store';
import { decompressP256, PUBLIC_KEY_BYTES } from './sealing';
import { sha256, toHex } from './hash';
import { fromBase64Url, toBase64Url } from './codec/base64url';

export const SEAT_KEY_BYTES = PUBLIC_KEY_BYTES;
/** IEEE P1363 form (r ‖ s), what WebCrypto's ECDSA gives. */
export const SIGNATURE_BYTES = 64;
/** 48 bits: finding another key with the same fingerprint takes about 2^48 key generations. */
export const FINGERPRINT_BYTES = 6;
/** What a signed box carries after the box itself. */
export const SIGNED_TAIL_BYTES = SEAT_KEY_BYTES + SIGNATURE_BYTES;

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (data: Uint8Array): Bytes => data as Bytes;

/**
 * A seat's key pair and, for a game with hidden parts, the base key of its sealed parts (hidden-parts.ts).
 * A seat that came by invitation keeps the invitation's key bytes, so that the person can move the seat to
 * another device with one private link (the same bytes its invitation carried); a key made here never leaves.
 */
export type SeatKeyPair = CryptoKeyPair & { hidden?: CryptoKey; invitation?: Uint8Array };

export interface SeatKeyStore {
  get(gameUid: string, seat: string): Promise<SeatKeyPair | undefined>;
  put(gameUid: string, seat: string, pair: SeatKeyPair): Promise<void>;
}

/** In the browser: one key pair per game and seat; a CryptoKey is stored as is and its private half stays unexportable. */
export class IdbSeatKeyStore implements SeatKeyStore {
  constructor(private readonly store: UseStore = browserStores().seatKeys) {}

  async get(gameUid: string, seat: string): Promise<SeatKeyPair | undefined> {
    try {
      return (await get(`${gameUid}/${seat}`, this.store)) as SeatKeyPair | undefined;
    } catch (error) {
      throw classifyStorageError(error);
    }
  }

  async put(gameUid: string, seat: string, pair: SeatKeyPair): Promise<void> {
    try {
      await set(`${gameUid}/${seat}`, pair, this.store);
    } catch (error) {
      throw classifyStorageError(error);
    }
  }
}

export class MemorySeatKeyStore implements SeatKeyStore {
  private readonly pairs = new Map<string, SeatKeyPair>();
  async get(gameUid: string, seat: string) {
    return this.pairs.get(`${gameUid}/${seat}`);
  }
  async put(gameUid: string, seat: string, pair: SeatKeyPair) {
    this.pairs.set(`${gameUid}/${seat}`, pair);
  }
}

/** A seat's key pair; the private key is non-extractable unless a file must hold it (the CLI). */
export async function generateSeatKeys(extractable = false): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(ECDSA, extractable, ['sign', 'verify']) as Promise<CryptoKeyPair>;
}

/** The public key as a 33-byte compressed point. */
export async function exportSeatKey(publicKey: CryptoKey): Promise<Uint8Array> {
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', publicKey));
  const compressed = new Uint8Array(SEAT_KEY_BYTES);
  compressed[0] = 2 + (raw[64] & 1);
  compressed.set(raw.subarray(1, 33), 1);
  return compressed;
}

/** The short name of a seat key that game links carry. */
export async function seatFingerprint(compressedKey: Uint8Array): Promise<string> {
  const digest = await sha256(join(new TextEncoder().encode('dispaccio/seat-key/v1'), compressedKey));
  return toHex(digest.subarray(0, FINGERPRINT_BYTES));
}

/** What a seat signs: its box, bound to one game, phase and seat. */
export function ordersMessage(gameUid: string, phaseHash: string, powerIndex: number, box: Uint8Array): Uint8Array {
  return join(new TextEncoder().encode(`dispaccio/orders/v2/${gameUid}/${phaseHash}/${powerIndex}/`), box);
}

/** The box followed by the seat's public key and its signature over ordersMessage. */
export async function signBox(pair: CryptoKeyPair, message: Uint8Array, box: Uint8Array): Promise<Uint8Array> {
  const signature = new Uint8Array(await crypto.subtle.sign(SIGN, pair.privateKey, bytes(message)));
  return join(box, await exportSeatKey(pair.publicKey), signature);
}

export interface SignedBox {
  box: Uint8Array;
  key: Uint8Array;
  signature: Uint8Array;
}

/** The parts of a signed box, or null when it is too short to hold a key and a signature. */
export function splitSigned(signed: Uint8Array): SignedBox | null {
  if (signed.length <= SIGNED_TAIL_BYTES) return null;
  const at = signed.length - SIGNED_TAIL_BYTES;
  return { box: signed.subarray(0, at), key: signed.subarray(at, at + SEAT_KEY_BYTES), signature: signed.subarray(at + SEAT_KEY_BYTES) };
}

/** Whether `signature` is the key's over `message`; a key that is not a point of P-256 is simply false. */
export async function verifySigned(key: Uint8Array, signature: Uint8Array, message: Uint8Array): Promise<boolean> {
  try {
    // Expanded here: not every browser imports compressed points.
    const publicKey = await crypto.subtle.importKey('raw', bytes(decompressP256(key)), ECDSA, false, ['verify']);
    return await crypto.subtle.verify(SIGN, publicKey, bytes(signature), bytes(message));
  } catch {
    return false;
  }
}

/** Bytes of a seat key pair in an invitation: the private scalar and the public point's x and y (P-256). */
export const INVITATION_KEY_BYTES = 96;

/** The key pair of an invitation (made extractable by the creator, once) as its link carries it. */
export async function exportInvitationKey(pair: CryptoKeyPair): Promise<Uint8Array> {
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return join(...[jwk.d, jwk.x, jwk.y].map((part) => (fromBase64Url(part ?? '') ?? new Uint8Array())));
}

/** The invited player's seat key pair from an invitation; the private half becomes non-extractable here. */
export async function importInvitationKey(bytes: Uint8Array): Promise<CryptoKeyPair> {
  if (bytes.length !== INVITATION_KEY_BYTES) throw new RangeError('invitation key');
  const [d, x, y] = [0, 32, 64].map((at) => toBase64Url(bytes.subarray(at, at + 32)));
  const base = { kty: 'EC', crv: 'P-256', x, y };
  const privateKey = await crypto.subtle.importKey('jwk', { ...base, d }, ECDSA, false, ['sign']);
  const publicKey = await crypto.subtle.importKey('jwk', base, ECDSA, true, ['verify']);
  return { privateKey, publicKey };
}

function join(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
