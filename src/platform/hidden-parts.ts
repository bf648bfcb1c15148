/**
 * Hidden parts of a state in referee play (GameModule.hidden): what only one
 * seat may read, a hand of cards, travels in every game link sealed to that
 * seat, so the group chat holding the link learns only what the board shows.
 *
 * Keys: each seat of such a game is invited (play.ts), and its invitation
 * carries the seat's private scalar. The seat's base key is HKDF of that
 * scalar: the invited browser derives it when it opens the invitation, the
 * referee from the invitations it made, and nobody else holds it.
 *
 * Each state draws a fresh random salt; every seat's part is encrypted with
 * AES-CTR under a key derived from its base key, the salt, the game and the
 * seat, so no key ever encrypts twice. There is no tag: the referee's
 * signature covers the whole link, sealed parts included, and the game's
 * `join` refuses bytes that do not fit the shown state.
 */
import { BitReader, BitWriter, MalformedError } from './codec/bits';
import { fromHex } from './hash';

export const HIDDEN_SALT_BYTES = 8;
const SCALAR_BYTES = 32;
const DOMAIN = new TextEncoder().encode('dispaccio/hidden-parts/v1');
/** A seat's part is a few bytes (cards in hand); more is a crafted link. */
const MAX_PART_BYTES = 256;

type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (data: Uint8Array): Bytes => data as Bytes;

/** A seat's base key from the bytes of its invitation key (the private scalar comes first); never extractable. */
export async function hiddenBaseKey(invitationKey: Uint8Array): Promise<CryptoKey> {
  if (invitationKey.length < SCALAR_BYTES) throw new RangeError('invitation key');
  return crypto.subtle.importKey('raw', bytes(invitationKey.slice(0, SCALAR_BYTES)), 'HKDF', false, ['deriveKey']);
}

async function partKey(base: CryptoKey, salt: Uint8Array, gameUid: string, powerIndex: number): Promise<CryptoKey> {
  const info = new Uint8Array(DOMAIN.length + 7);
  info.set(DOMAIN);
  info.set(fromHex(gameUid).subarray(0, 6), DOMAIN.length);
  info[DOMAIN.length + 6] = powerIndex;
  return crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: bytes(salt), info: bytes(info) }, base, { name: 'AES-CTR', length: 128 }, false, ['encrypt', 'decrypt']);
}

async function ctr(key: CryptoKey, data: Uint8Array): Promise<Uint8Array> {
  // A fresh key per part: the counter may start at zero.
  return new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CTR', counter: new Uint8Array(16), length: 64 }, key, bytes(data)));
}

/**
 * The sealed parts of one state, by power index: the salt, then each seat's
 * length and ciphertext (length 0: nothing hidden for that seat). A seat with
 * a secret but no base key is an error: its cards would be lost.
 */
export async function sealParts(
  gameUid: string,
  secrets: readonly (Uint8Array | undefined)[],
  bases: ReadonlyMap<number, CryptoKey>,
  salt: Uint8Array = crypto.getRandomValues(new Uint8Array(HIDDEN_SALT_BYTES)),
): Promise<Uint8Array> {
  const writer = new BitWriter().rawBytes(salt).varUint(secrets.length);
  for (const [index, secret] of secrets.entries()) {
    if (!secret?.length) {
      writer.varUint(0);
      continue;
    }
    const base = bases.get(index);
    if (!base) throw new Error(`no key to seal seat ${index}'s hidden part`);
    if (secret.length > MAX_PART_BYTES) throw new Error('hidden part too long');
    writer.varUint(secret.length).rawBytes(await ctr(await partKey(base, salt, gameUid, index), secret));
  }
  return writer.finish();
}

/** The salt and each seat's ciphertext; MalformedError on bytes this code did not write. */
export function readSealedParts(sealed: Uint8Array): { salt: Uint8Array; parts: Uint8Array[] } {
  const reader = new BitReader(sealed);
  const salt = reader.rawBytes(HIDDEN_SALT_BYTES);
  const count = reader.varUint();
  if (count > 16) throw new MalformedError('hidden parts');
  const parts = Array.from({ length: count }, () => {
    const length = reader.varUint();
    if (length > MAX_PART_BYTES) throw new MalformedError('hidden part');
    return reader.rawBytes(length);
  });
  if (reader.remainingBits >= 8) throw new MalformedError('hidden parts: trailing bytes');
  return { salt, parts };
}

/** The hidden parts this browser's base keys open, by power index (seats with nothing hidden are left out). */
export async function openParts(gameUid: string, sealed: Uint8Array, bases: ReadonlyMap<number, CryptoKey>): Promise<Map<number, Uint8Array>> {
  const { salt, parts } = readSealedParts(sealed);
  const out = new Map<number, Uint8Array>();
  for (const [index, base] of bases) {
    const part = parts[index];
    if (part?.length) out.set(index, await ctr(await partKey(base, salt, gameUid, index), part));
  }
  return out;
}
