/**
 * Secret orders without a server (DESIGN.md "Secret simultaneous orders"),
 * with WebCrypto only:
 *
 *  - referee mode: orders are encrypted to the referee's P-256 public key
 *    (ECDH with a fresh ephemeral key, HKDF-SHA-256, AES-GCM-128);
 *  - sealed mode: orders are encrypted under a key derived from a fresh 96-bit
 *    secret, with a hash commitment to that secret; the secret is published
 *    later as the reveal code.
 *
 * Every key is used for exactly one message, so a zero IV is safe and saves
 * twelve bytes per link. The associated data binds a box to one game phase and
 * one seat, so a box cannot be replayed into another phase or seat.
 */
const AES_KEY_BITS = 128;
const ZERO_IV = new Uint8Array(12);
export const SECRET_BYTES = 12;
// 128 bits: a birthday search for two secrets under one commitment stays out of reach.
export const COMMITMENT_BYTES = 16;
export const PUBLIC_KEY_BYTES = 33;
const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (data: Uint8Array): Bytes => data as Bytes;

/** A box that failed to open: wrong key, wrong secret, or altered bytes. */
export class SealError extends Error {
  constructor(readonly code: 'tampered' | 'wrong-secret' | 'bad-key') {
    super(`sealed orders: ${code}`);
    this.name = 'SealError';
  }
}

async function hkdfKey(secret: Uint8Array, info: Uint8Array, usage: KeyUsage): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', bytes(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: bytes(new TextEncoder().encode('dispaccio/sealing/v1')), info: bytes(info) },
    material,
    { name: 'AES-GCM', length: AES_KEY_BITS },
    false,
    [usage],
  );
}

async function encrypt(key: CryptoKey, plain: Uint8Array, aad: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: ZERO_IV, additionalData: bytes(aad) }, key, bytes(plain)));
}

async function decrypt(key: CryptoKey, sealed: Uint8Array, aad: Uint8Array): Promise<Uint8Array> {
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: ZERO_IV, additionalData: bytes(aad) }, key, bytes(sealed)));
  } catch {
    throw new SealError('tampered');
  }
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

// ---------- referee mode ----------

/** The referee's key pair; the private key cannot be exported and never leaves this browser's IndexedDB. */
export async function generateRefereeKeys(extractable = false): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(ECDH, extractable, ['deriveBits']) as Promise<CryptoKeyPair>;
}

/** The public key as a 33-byte compressed point, small enough for every game link. */
export async function exportPublicKey(key: CryptoKey): Promise<Uint8Array> {
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key));
  const compressed = new Uint8Array(PUBLIC_KEY_BYTES);
  compressed[0] = 2 + (raw[64] & 1);
  compressed.set(raw.subarray(1, 33), 1);
  return compressed;
}

export async function importPublicKey(compressed: Uint8Array): Promise<CryptoKey> {
  try {
    return await crypto.subtle.importKey('raw', bytes(compressed), ECDH, true, []);
  } catch {
    // Importing a compressed point is optional in WebCrypto (Safari refuses it): expand it here.
  }
  try {
    return await crypto.subtle.importKey('raw', bytes(decompressP256(compressed)), ECDH, true, []);
  } catch {
    throw new SealError('bad-key');
  }
}

// P-256 (FIPS 186-4 D.1.2.3): y² = x³ − 3x + b over the prime p.
const P256_P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const P256_B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
  }
  return result;
}

/** The uncompressed (65-byte) form of a compressed P-256 point; p ≡ 3 mod 4, so the root is one power. */
export function decompressP256(compressed: Uint8Array): Uint8Array {
  if (compressed.length !== PUBLIC_KEY_BYTES || (compressed[0] !== 2 && compressed[0] !== 3)) throw new SealError('bad-key');
  const x = BigInt(`0x${[...compressed.subarray(1)].map((b) => b.toString(16).padStart(2, '0')).join('')}`);
  if (x >= P256_P) throw new SealError('bad-key');
  const ySquared = (((x * x * x - 3n * x + P256_B) % P256_P) + P256_P) % P256_P;
  let y = modPow(ySquared, (P256_P + 1n) / 4n, P256_P);
  if ((y * y) % P256_P !== ySquared) throw new SealError('bad-key');
  if (Number(y & 1n) !== (compressed[0] & 1)) y = P256_P - y;
  const out = new Uint8Array(65);
  out[0] = 4;
  out.set(compressed.subarray(1), 1);
  const yHex = y.toString(16).padStart(64, '0');
  for (let i = 0; i < 32; i++) out[33 + i] = parseInt(yHex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

async function sharedSecret(privateKey: CryptoKey, publicKey: CryptoKey): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256));
}

/** Encrypts to the referee: ephemeral public key (33 bytes) then ciphertext and tag. */
export async function sealForReferee(plain: Uint8Array, refereeKey: Uint8Array, aad: Uint8Array): Promise<Uint8Array> {
  const referee = await importPublicKey(refereeKey);
  const ephemeral = await generateRefereeKeys(true);
  const ephemeralPublic = await exportPublicKey(ephemeral.publicKey);
  const key = await hkdfKey(await sharedSecret(ephemeral.privateKey, referee), join(aad, ephemeralPublic), 'encrypt');
  return join(ephemeralPublic, await encrypt(key, plain, aad));
}

export async function openAsReferee(sealed: Uint8Array, privateKey: CryptoKey, aad: Uint8Array): Promise<Uint8Array> {
  if (sealed.length < PUBLIC_KEY_BYTES + 16) throw new SealError('tampered');
  const ephemeralPublic = sealed.subarray(0, PUBLIC_KEY_BYTES);
  let ephemeral: CryptoKey;
  try {
    ephemeral = await importPublicKey(ephemeralPublic);
  } catch {
    throw new SealError('tampered');
  }
  const key = await hkdfKey(await sharedSecret(privateKey, ephemeral), join(aad, ephemeralPublic), 'decrypt');
  return decrypt(key, sealed.subarray(PUBLIC_KEY_BYTES), aad);
}

// ---------- sealed mode (commit and reveal) ----------

/** The commitment binds the secret and the ciphertext: a revealed secret opens only the very box it was sealed with. */
async function commitment(secret: Uint8Array, aad: Uint8Array, ciphertext: Uint8Array): Promise<Uint8Array> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes(join(new TextEncoder().encode('dispaccio/commit/v2'), secret, aad, ciphertext))));
  return digest.subarray(0, COMMITMENT_BYTES);
}

/** Seals orders under a fresh secret: commitment (16 bytes) then ciphertext and tag. Keep the secret to reveal later. */
export async function sealWithSecret(plain: Uint8Array, aad: Uint8Array): Promise<{ sealed: Uint8Array; secret: Uint8Array }> {
  const secret = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
  const key = await hkdfKey(secret, aad, 'encrypt');
  const ciphertext = await encrypt(key, plain, aad);
  return { sealed: join(await commitment(secret, aad, ciphertext), ciphertext), secret };
}

/** Checks the revealed secret against the commitment over this ciphertext, then opens the box. */
export async function openWithSecret(sealed: Uint8Array, secret: Uint8Array, aad: Uint8Array): Promise<Uint8Array> {
  if (secret.length !== SECRET_BYTES || sealed.length < COMMITMENT_BYTES + 16) throw new SealError('wrong-secret');
  const ciphertext = sealed.subarray(COMMITMENT_BYTES);
  const expected = await commitment(secret, aad, ciphertext);
  const given = sealed.subarray(0, COMMITMENT_BYTES);
  if (!expected.every((byte, i) => byte === given[i])) throw new SealError('wrong-secret');
  return decrypt(await hkdfKey(secret, aad, 'decrypt'), ciphertext, aad);
}

// ---------- one size for every box ----------

/** Bytes of the length prefix in a padded action. */
const PAD_PREFIX = 2;

/**
 * An action padded to exactly `size` bytes (a two-byte length, the action,
 * zeros), so that every sealed or referee box of a game has one length and
 * its size says nothing about the orders inside. Throws RangeError when the
 * action does not fit: the game declared too small a size.
 */
export function padAction(plain: Uint8Array, size: number): Uint8Array {
  if (plain.length + PAD_PREFIX > size) throw new RangeError(`action of ${plain.length} bytes exceeds the box size ${size}`);
  const out = new Uint8Array(size);
  out[0] = plain.length >> 8;
  out[1] = plain.length & 0xff;
  out.set(plain, PAD_PREFIX);
  return out;
}

/** The action inside a padded box; a wrong size, length or non-zero padding means it was not made by padAction. */
export function unpadAction(padded: Uint8Array, size: number): Uint8Array {
  const length = padded.length >= PAD_PREFIX ? (padded[0] << 8) | padded[1] : -1;
  if (padded.length !== size || length < 0 || length + PAD_PREFIX > size) throw new SealError('tampered');
  if (padded.subarray(PAD_PREFIX + length).some((byte) => byte !== 0)) throw new SealError('tampered');
  return padded.slice(PAD_PREFIX, PAD_PREFIX + length);
}

/** Associated data for one seat's orders in one phase. */
export function sealingContext(gameUid: string, phaseHash: string, powerIndex: number): Uint8Array {
  return new TextEncoder().encode(`${gameUid}/${phaseHash}/${powerIndex}`);
}
