/**
 * The envelope every link carries in the URL fragment:
 *
 *   byte 0      magic 0xD7 ("Dispaccio"), so a foreign fragment is told apart
 *   byte 1      codec version (4 bits) | link kind (2 bits) | compression (2 bits)
 *   byte 2      game link id
 *   1–3 bytes   body length (LEB128), so a link cut short says so
 *   body        payload (the game's own bit-packed bytes, maybe compressed)
 *   last 4      CRC-32 of everything before it
 *
 * Magic and checksum never change between versions, so any version can tell a
 * corrupted link from a link made by a newer app.
 */
import LZString from 'lz-string';
import { crc32 } from './crc32';
import { MAX_LINK_CHARS } from './limits';
export { MAX_LINK_CHARS };
import { fromBase64Url, toBase64Url } from './base64url';

/**
 * 2: the state hash chains parents and orders (turn-link.ts). Links of
 * version 1 could be forged into a game's history, so they are refused with
 * a sentence rather than read.
 * 3: a game link may carry the run of steps that led to its state (turn-link.ts
 * Chain); its payload is otherwise version 2's, so both are read. An app of
 * version 2 asks for an update instead of misreading a chain.
 */
export const CODEC_VERSION = 3;
const OLDEST_READABLE_VERSION = 2;
const MAGIC = 0xd7;
const HEADER_BYTES = 3;
const CHECK_BYTES = 4;
/** Refuse to expand a compressed payload beyond this: a tampered link must not eat memory. */
const MAX_PAYLOAD_BYTES = 64 * 1024;
/**
 * A link's payload is at most MAX_LINK_CHARS (this app never makes a longer
 * one); pasted text may be twice as long, for a long host and chat-app noise.
 */
const MAX_INPUT_CHARS = 2 * MAX_LINK_CHARS;

/** 'invite': a private invitation to one seat (Play.create with invitations); the fourth kind, unused before version 2. */
export const LINK_KINDS = ['game', 'orders', 'reveal', 'invite'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

const enum Compression {
  None = 0,
  LzString = 1,
}

export interface Envelope {
  kind: LinkKind;
  gameLinkId: number;
  version: number;
  payload: Uint8Array;
}

/** Every reason a link can fail to decode; the app has a sentence for each (catalog test). */
export const LINK_ERROR_CODES = [
  'empty',
  'not-a-link',
  'truncated',
  'corrupted',
  'unknown-game',
  'newer-version',
  // Made by an older version whose links this one no longer trusts.
  'older-version',
  // Longer than any link this app makes (MAX_LINK_CHARS).
  'too-long',
  'wrong-kind',
  'malformed',
] as const;
export type LinkErrorCode = (typeof LINK_ERROR_CODES)[number];

export interface LinkError {
  code: LinkErrorCode;
  /** Extra facts for the message: the kind found, the version found. */
  detail?: string;
}

export type DecodeResult = { ok: true; envelope: Envelope } | { ok: false; error: LinkError };

export function encodeEnvelope(kind: LinkKind, gameLinkId: number, payload: Uint8Array): string {
  if (gameLinkId < 0 || gameLinkId > 255) throw new RangeError(`game link id ${gameLinkId}`);
  const compressed = lzCompress(payload);
  // Compress only when it makes the link shorter.
  const useLz = compressed.length < payload.length;
  const body = useLz ? compressed : payload;
  const length = leb128(body.length);
  const start = HEADER_BYTES + length.length;
  const bytes = new Uint8Array(start + body.length + CHECK_BYTES);
  bytes[0] = MAGIC;
  bytes[1] = (CODEC_VERSION << 4) | (LINK_KINDS.indexOf(kind) << 2) | (useLz ? Compression.LzString : Compression.None);
  bytes[2] = gameLinkId;
  bytes.set(length, HEADER_BYTES);
  bytes.set(body, start);
  const check = crc32(bytes.subarray(0, bytes.length - CHECK_BYTES));
  new DataView(bytes.buffer).setUint32(bytes.length - CHECK_BYTES, check);
  return toBase64Url(bytes);
}

export interface DecodeOptions {
  /** Link ids of the games this build knows. */
  knownGames?: (linkId: number) => boolean;
  /** Kinds acceptable where the link is being opened. */
  expectKinds?: readonly LinkKind[];
}

/** Never throws: every failure is a typed error the page can explain. */
export function decodeEnvelope(text: string, options: DecodeOptions = {}): DecodeResult {
  try {
    return decodeUnsafe(text, options);
  } catch {
    return fail('malformed');
  }
}

function decodeUnsafe(text: string, options: DecodeOptions): DecodeResult {
  if (text.length > MAX_INPUT_CHARS) return fail('not-a-link');
  const trimmed = stripToPayload(text);
  if (trimmed === '') return fail('empty');
  if (trimmed.length > MAX_LINK_CHARS) return fail('too-long', String(trimmed.length));
  // A length of 4k+1 characters cannot come from whole bytes: the tail was cut.
  const bytes = fromBase64Url(trimmed.length % 4 === 1 ? trimmed.slice(0, -1) : trimmed);
  if (!bytes) return fail('not-a-link');
  if (bytes.length === 0 || bytes[0] !== MAGIC) return fail('not-a-link');
  if (bytes.length < HEADER_BYTES + 1 + CHECK_BYTES) return fail('truncated');
  const declared = readLeb128(bytes, HEADER_BYTES);
  if (!declared) return fail('corrupted');
  const start = HEADER_BYTES + declared.size;
  const wholeLength = start + declared.value + CHECK_BYTES;
  if (bytes.length < wholeLength) return fail('truncated');
  if (bytes.length > wholeLength) return fail('corrupted');
  const expected = new DataView(bytes.buffer, bytes.byteOffset).getUint32(bytes.length - CHECK_BYTES);
  if (crc32(bytes.subarray(0, bytes.length - CHECK_BYTES)) !== expected) return fail('corrupted');
  const version = bytes[1] >> 4;
  if (version > CODEC_VERSION) return fail('newer-version', String(version));
  if (version < 1) return fail('corrupted');
  if (version < OLDEST_READABLE_VERSION) return fail('older-version', String(version));
  const kind = LINK_KINDS[(bytes[1] >> 2) & 3];
  const compression = bytes[1] & 3;
  const gameLinkId = bytes[2];
  if (options.knownGames && !options.knownGames(gameLinkId)) return fail('unknown-game', String(gameLinkId));
  if (options.expectKinds && !options.expectKinds.includes(kind)) return fail('wrong-kind', kind);
  const body = bytes.subarray(start, bytes.length - CHECK_BYTES);
  let payload: Uint8Array;
  if (compression === Compression.None) payload = body.slice();
  else if (compression === Compression.LzString) {
    const expanded = lzDecompress(body);
    if (!expanded) return fail('corrupted');
    payload = expanded;
  } else return fail('newer-version', `compression ${compression}`);
  return { ok: true, envelope: { kind, gameLinkId, version, payload } };
}

/** Accepts a bare payload, "#payload" or a whole URL, as pasted from a chat. */
export function stripToPayload(text: string): string {
  let value = text.trim();
  const hash = value.indexOf('#');
  if (hash >= 0) value = value.slice(hash + 1);
  if (value.startsWith('/')) return '';
  // Some chat apps append punctuation to a link they auto-detect.
  return value.replace(/[.,;:!?)\]>'"\s]+$/u, '');
}

function fail(code: LinkErrorCode, detail?: string): DecodeResult {
  return { ok: false, error: detail === undefined ? { code } : { code, detail } };
}

// lz-string works on UTF-16 strings: map each byte to one code unit.
function lzCompress(payload: Uint8Array): Uint8Array {
  let latin1 = '';
  for (const byte of payload) latin1 += String.fromCharCode(byte);
  return LZString.compressToUint8Array(latin1);
}

function lzDecompress(body: Uint8Array): Uint8Array | null {
  const text = LZString.decompressFromUint8Array(body);
  if (typeof text !== 'string' || text.length > MAX_PAYLOAD_BYTES) return null;
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 255) return null;
    out[i] = code;
  }
  return out;
}

function leb128(value: number): Uint8Array {
  const out: number[] = [];
  let rest = value;
  do {
    const low = rest & 0x7f;
    rest >>>= 7;
    out.push(rest ? low | 0x80 : low);
  } while (rest);
  return Uint8Array.from(out);
}

function readLeb128(bytes: Uint8Array, at: number): { value: number; size: number } | null {
  let value = 0;
  for (let size = 1; size <= 3 && at + size <= bytes.length; size++) {
    const byte = bytes[at + size - 1];
    value += (byte & 0x7f) * 2 ** (7 * (size - 1));
    if (!(byte & 0x80)) return { value, size };
  }
  return null;
}
