/**
 * The referee's one P-256 key (referee mode): players encrypt their orders to
 * it (ECDH, sealing.ts), and the referee signs every game link with it
 * (ECDSA), so every browser can tell the referee's next phase from a forged
 * one. One key for both keeps game links short: the link names a single
 * public key. WebCrypto binds a CryptoKey to one algorithm, so the private
 * scalar is imported twice, once per use, and neither copy can be exported.
 */
import { PUBLIC_KEY_BYTES, decompressP256 } from './sealing';
// IEEE P1363 form (r ‖ s), what WebCrypto's ECDSA gives.
import { REFEREE_SIGNATURE_BYTES } from './codec/turn-link';

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (data: Uint8Array): Bytes => data as Bytes;

/** What the referee's browser keeps: the key that opens orders and the key that signs game links. */
export interface RefereeSecrets {
  decrypt: CryptoKey;
  /** Absent in records made before game links were signed: such a referee's links are refused. */
  sign?: CryptoKey;
}

export interface RefereeKeys extends RefereeSecrets {
  publicKey: CryptoKey;
  sign: CryptoKey;
}

/** A new referee key; `extractable` only for a key file (the CLI), never in a browser. */
export async function makeRefereeKeys(extractable = false): Promise<RefereeKeys> {
  const pair = (await crypto.subtle.generateKey(ECDH, true, ['deriveBits'])) as CryptoKeyPair;
  return refereeKeysFromJwk(await crypto.subtle.exportKey('jwk', pair.privateKey), extractable);
}

/** The referee's keys from the private JWK of its key file (P-256, as `dispaccio keys` writes it). */
export async function refereeKeysFromJwk(jwk: JsonWebKey, extractable = false): Promise<RefereeKeys> {
  const { kty, crv, x, y, d } = jwk;
  const bare = { kty, crv, x, y, d };
  const decrypt = await crypto.subtle.importKey('jwk', bare, ECDH, extractable, ['deriveBits']);
  const sign = await crypto.subtle.importKey('jwk', bare, ECDSA, extractable, ['sign']);
  const publicKey = await crypto.subtle.importKey('jwk', { kty, crv, x, y }, ECDH, true, []);
  return { decrypt, sign, publicKey };
}

/** What the referee signs: one game link's payload without its signature, in this domain only. */
function signedMessage(payload: Uint8Array): Uint8Array {
  const domain = new TextEncoder().encode('dispaccio/referee-link/v1');
  const out = new Uint8Array(domain.length + payload.length);
  out.set(domain);
  out.set(payload, domain.length);
  return out;
}

export async function signGameLink(sign: CryptoKey, payload: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign(SIGN, sign, bytes(signedMessage(payload))));
}

/** Whether `signature` is the referee's (compressed public key) over `payload`; anything malformed is simply false. */
export async function verifyGameLink(refereeKey: Uint8Array, signature: Uint8Array, payload: Uint8Array): Promise<boolean> {
  if (refereeKey.length !== PUBLIC_KEY_BYTES || signature.length !== REFEREE_SIGNATURE_BYTES) return false;
  try {
    const key = await crypto.subtle.importKey('raw', bytes(decompressP256(refereeKey)), ECDSA, false, ['verify']);
    return await crypto.subtle.verify(SIGN, key, bytes(signature), bytes(signedMessage(payload)));
  } catch {
    return false;
  }
}
