import { describe, expect, it } from 'vitest';
import { BitReader, BitWriter, TruncatedError, bitsFor } from '../../../src/platform/codec/bits';
import { fromBase64Url, toBase64Url } from '../../../src/platform/codec/base64url';
import { crc32 } from '../../../src/platform/codec/crc32';
import { CODEC_VERSION, decodeEnvelope, encodeEnvelope, stripToPayload } from '../../../src/platform/codec/envelope';
import { boxDigest, readTurnPayload, stateHash, writeTurnPayload } from '../../../src/platform/codec/turn-link';

describe('bit writer and reader', () => {
  it('round-trips mixed widths, varints, choices and text', () => {
    const writer = new BitWriter().bits(5, 3).bool(true).varUint(300).choice(74, 75).text('Città ☂').bits(2 ** 32 - 1, 32);
    const reader = new BitReader(writer.finish());
    expect([reader.bits(3), reader.bool(), reader.varUint(), reader.choice(75), reader.text(), reader.bits(32)]).toEqual([
      5, true, 300, 74, 'Città ☂', 2 ** 32 - 1,
    ]);
  });

  it('packs tightly: 75 provinces need 7 bits', () => {
    expect(bitsFor(75)).toBe(7);
    expect(bitsFor(1)).toBe(0);
    expect(new BitWriter().choice(3, 75).choice(10, 75).finish().length).toBe(2);
  });

  it('rejects values that do not fit', () => {
    expect(() => new BitWriter().bits(8, 3)).toThrow(RangeError);
    expect(() => new BitWriter().varUint(-1)).toThrow(RangeError);
  });

  it('throws TruncatedError past the end', () => {
    const reader = new BitReader(new Uint8Array([0xff]));
    reader.bits(8);
    expect(() => reader.bool()).toThrow(TruncatedError);
  });
});

describe('base64url', () => {
  it('matches the RFC 4648 test vectors without padding', () => {
    const vectors: [string, string][] = [['', ''], ['f', 'Zg'], ['fo', 'Zm8'], ['foo', 'Zm9v'], ['foob', 'Zm9vYg'], ['fooba', 'Zm9vYmE'], ['foobar', 'Zm9vYmFy']];
    for (const [plain, encoded] of vectors) {
      const bytes = new TextEncoder().encode(plain);
      expect(toBase64Url(bytes)).toBe(encoded);
      expect(fromBase64Url(encoded)).toEqual(bytes);
    }
  });

  it('uses - and _ and rejects foreign characters', () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(fromBase64Url('ab+c')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
  });
});

describe('crc32', () => {
  it('gives the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('link envelope', () => {
  const payload = new Uint8Array(Array.from({ length: 40 }, (_, i) => (i * 37) & 0xff));

  it('round-trips kind, game and payload', () => {
    const link = encodeEnvelope('orders', 7, payload);
    const decoded = decodeEnvelope(link);
    expect(decoded).toEqual({ ok: true, envelope: { kind: 'orders', gameLinkId: 7, version: CODEC_VERSION, payload } });
  });

  it('compresses only when it makes the link shorter', () => {
    const repetitive = new Uint8Array(600).fill(3);
    const random = crypto.getRandomValues(new Uint8Array(60));
    expect(encodeEnvelope('game', 1, repetitive).length).toBeLessThan(100);
    // Incompressible bytes: header (3) + length (1) + body + check (4) in base64.
    expect(encodeEnvelope('game', 1, random).length).toBe(Math.ceil(((60 + 8) * 8) / 6));
    const decoded = decodeEnvelope(encodeEnvelope('game', 1, repetitive));
    expect(decoded.ok && decoded.envelope.payload).toEqual(repetitive);
  });

  it('accepts a whole URL, a bare fragment, and chat punctuation', () => {
    const link = encodeEnvelope('game', 1, payload);
    for (const pasted of [`https://example.org/#${link}`, `#${link}`, `  ${link}).`]) {
      expect(stripToPayload(pasted)).toBe(link);
      expect(decodeEnvelope(pasted).ok).toBe(true);
    }
  });

  it('names each failure', () => {
    const link = encodeEnvelope('game', 1, payload);
    const codeOf = (text: string, options = {}) => {
      const result = decodeEnvelope(text, options);
      return result.ok ? 'ok' : result.error.code;
    };
    expect(codeOf('')).toBe('empty');
    expect(codeOf('#/library')).toBe('empty');
    expect(codeOf('hello world')).toBe('not-a-link');
    expect(codeOf('QUJD')).toBe('not-a-link');
    expect(codeOf(link.slice(0, link.length - 7))).toBe('truncated');
    expect(codeOf(link.slice(0, 9))).toBe('truncated');
    const flipped = link.slice(0, 20) + (link[20] === 'A' ? 'B' : 'A') + link.slice(21);
    expect(codeOf(flipped)).toBe('corrupted');
    expect(codeOf(link, { knownGames: (id: number) => id === 2 })).toBe('unknown-game');
    expect(codeOf(link, { expectKinds: ['orders'] })).toBe('wrong-kind');
  });

  it('asks for an update when the link comes from a newer app', () => {
    const bytes = fromBase64Url(encodeEnvelope('game', 1, payload))!;
    bytes[1] = (bytes[1] & 0x0f) | ((CODEC_VERSION + 1) << 4);
    const view = new DataView(bytes.buffer);
    view.setUint32(bytes.length - 4, crc32(bytes.subarray(0, bytes.length - 4)));
    const result = decodeEnvelope(toBase64Url(bytes));
    expect(result.ok ? null : result.error.code).toBe('newer-version');
  });
});

describe('turn payload', () => {
  it('round-trips and chains hashes', async () => {
    const state = new Uint8Array([1, 2, 3, 250]);
    const first = { gameUid: 'a1b2c3d4e5f6', ply: 0, parentHash: null, session: { mode: 'open' as const }, state };
    expect(readTurnPayload(writeTurnPayload(first))).toEqual(first);
    const parent = await stateHash(first);
    expect(parent).toMatch(/^[0-9a-f]{12}$/);
    const made = { seats: 3, digests: [await boxDigest(new Uint8Array([0, 1])), await boxDigest(new Uint8Array([0, 2]))] };
    const second = { gameUid: 'a1b2c3d4e5f6', ply: 1, parentHash: parent, made, session: { mode: 'sealed' as const, names: ['Ada', 'Bruno'] }, state: new Uint8Array([9]) };
    expect(readTurnPayload(writeTurnPayload(second))).toEqual(second);
    const carried = { ...second, made: { seats: 1, digests: [made.digests[0]], carried: new Uint8Array([0, 7, 7]) } };
    expect(readTurnPayload(writeTurnPayload(carried))).toEqual(carried);
    // The session is part of what the hash names: a changed referee key is a different state.
    expect(await stateHash({ ...first, session: { mode: 'table' } })).not.toBe(parent);
  });

  it('chains: the hash covers the parent hash and the orders that made the state', async () => {
    const base = { gameUid: 'a1b2c3d4e5f6', ply: 1, parentHash: '00112233aabb', session: { mode: 'open' as const }, state: new Uint8Array([9]) };
    const made = { seats: 1, digests: [await boxDigest(new Uint8Array([0, 1]))] };
    const real = await stateHash({ ...base, made });
    expect(await stateHash({ ...base, parentHash: 'ffeeddccbbaa', made })).not.toBe(real);
    expect(await stateHash({ ...base, made: { ...made, digests: [await boxDigest(new Uint8Array([0, 2]))] } })).not.toBe(real);
    expect(await stateHash({ ...base, made: { ...made, seats: 2 } })).not.toBe(real);
    // A carried box is covered by the digest, not hashed twice: the same state with or without it.
    expect(await stateHash({ ...base, made: { ...made, carried: new Uint8Array([0, 1]) } })).toBe(real);
  });

  it('refuses a link longer than the 2,000 characters this app ever makes', () => {
    const long = encodeEnvelope('game', 1, crypto.getRandomValues(new Uint8Array(1600)));
    expect(long.length).toBeGreaterThan(2000);
    expect(decodeEnvelope(long)).toEqual({ ok: false, error: { code: 'too-long', detail: String(long.length) } });
    const fits = encodeEnvelope('game', 1, crypto.getRandomValues(new Uint8Array(1400)));
    expect(fits.length).toBeLessThanOrEqual(2000);
    expect(decodeEnvelope(`https://example.org/dispaccio/#${fits}`).ok).toBe(true);
  });

  it('refuses links of version 1 with a sentence of their own, never misreading them', () => {
    const bytes = fromBase64Url(encodeEnvelope('game', 1, new Uint8Array([1, 2, 3])))!;
    bytes[1] = (bytes[1] & 0x0f) | (1 << 4);
    new DataView(bytes.buffer).setUint32(bytes.length - 4, crc32(bytes.subarray(0, bytes.length - 4)));
    const result = decodeEnvelope(toBase64Url(bytes));
    expect(result).toEqual({ ok: false, error: { code: 'older-version', detail: '1' } });
  });
});
