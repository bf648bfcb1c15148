import { describe, expect, it } from 'vitest';
import {
  SealError, decompressP256, padAction, unpadAction, exportPublicKey, generateRefereeKeys, openAsReferee, openWithSecret, sealForReferee, sealWithSecret, sealingContext,
} from '../../../src/platform/sealing';

const orders = new TextEncoder().encode('A Par - Bur; F Bre - Mao');
const context = sealingContext('a1b2c3d4e5f6', '00112233aabb', 1);

async function rejects(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'opened';
  } catch (error) {
    return error instanceof SealError ? error.code : 'other';
  }
}

describe('referee sealing', () => {
  it('only the referee opens the orders, and only for the phase and seat they were sealed for', async () => {
    const referee = await generateRefereeKeys();
    const publicKey = await exportPublicKey(referee.publicKey);
    expect(publicKey).toHaveLength(33);
    const sealed = await sealForReferee(orders, publicKey, context);
    expect(sealed.length).toBe(33 + orders.length + 16);
    expect(await openAsReferee(sealed, referee.privateKey, context)).toEqual(orders);

    const stranger = await generateRefereeKeys();
    expect(await rejects(openAsReferee(sealed, stranger.privateKey, context))).toBe('tampered');
    expect(await rejects(openAsReferee(sealed, referee.privateKey, sealingContext('a1b2c3d4e5f6', '00112233aabb', 2)))).toBe('tampered');
    const altered = sealed.slice();
    altered[40] ^= 1;
    expect(await rejects(openAsReferee(altered, referee.privateKey, context))).toBe('tampered');
  });

  it('expands compressed public keys itself, for browsers that cannot import them', async () => {
    for (let i = 0; i < 20; i++) {
      const pair = await generateRefereeKeys(true);
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      expect(decompressP256(await exportPublicKey(pair.publicKey))).toEqual(raw);
    }
    // About half of all x have no point on the curve: those must be refused, not expanded into garbage.
    let refused = 0;
    for (let x = 1; x <= 40; x++) {
      const candidate = new Uint8Array(33);
      candidate[0] = 2;
      candidate[32] = x;
      try {
        decompressP256(candidate);
      } catch (error) {
        expect(error).toBeInstanceOf(SealError);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(5);
    expect(refused).toBeLessThan(35);
  });

  it('keeps the referee private key unexportable', async () => {
    const referee = await generateRefereeKeys();
    await expect(crypto.subtle.exportKey('pkcs8', referee.privateKey)).rejects.toThrow();
  });
});

describe('commit and reveal', () => {
  it('opens with the revealed secret, and refuses a wrong one or altered bytes', async () => {
    const { sealed, secret } = await sealWithSecret(orders, context);
    expect(secret).toHaveLength(12);
    // Nothing of the orders is readable before the reveal.
    expect(new TextDecoder().decode(sealed)).not.toContain('Par');
    expect(await openWithSecret(sealed, secret, context)).toEqual(orders);
    const wrong = secret.slice();
    wrong[0] ^= 1;
    expect(await rejects(openWithSecret(sealed, wrong, context))).toBe('wrong-secret');
    expect(await rejects(openWithSecret(sealed, secret, sealingContext('a1b2c3d4e5f6', 'ffffffffffff', 1)))).toBe('wrong-secret');
    // The commitment covers the ciphertext: an altered box no longer matches its reveal code.
    const altered = sealed.slice();
    altered[sealed.length - 1] ^= 1;
    expect(await rejects(openWithSecret(altered, secret, context))).toBe('wrong-secret');
  });

  it('binds the ciphertext: other orders sealed under a revealed secret do not pass for the original box', async () => {
    const { sealed, secret } = await sealWithSecret(orders, context);
    // Whoever learns the secret at reveal time re-encrypts other orders under it and keeps the original commitment.
    const key = await crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: new TextEncoder().encode('dispaccio/sealing/v1'), info: context as Uint8Array<ArrayBuffer> },
      await crypto.subtle.importKey('raw', secret as Uint8Array<ArrayBuffer>, 'HKDF', false, ['deriveKey']),
      { name: 'AES-GCM', length: 128 },
      false,
      ['encrypt'],
    );
    const other = new TextEncoder().encode('A Par - Pic; F Bre - Eng');
    const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: new Uint8Array(12), additionalData: context as Uint8Array<ArrayBuffer> }, key, other));
    const swapped = new Uint8Array(sealed.length);
    swapped.set(sealed.subarray(0, 16));
    swapped.set(ciphertext, 16);
    expect(await rejects(openWithSecret(swapped, secret, context))).toBe('wrong-secret');
  });

  it('pads every action to one size, and refuses padding that padAction did not make', () => {
    const short = padAction(new Uint8Array([1]), 32);
    const long = padAction(new Uint8Array(30).fill(7), 32);
    expect([short.length, long.length]).toEqual([32, 32]);
    expect(unpadAction(short, 32)).toEqual(new Uint8Array([1]));
    expect(unpadAction(long, 32)).toEqual(new Uint8Array(30).fill(7));
    expect(() => padAction(new Uint8Array(31), 32)).toThrow(RangeError);
    const dirty = short.slice();
    dirty[31] = 1;
    expect(() => unpadAction(dirty, 32)).toThrow(SealError);
    expect(() => unpadAction(short.subarray(0, 31), 32)).toThrow(SealError);
  });

  it('gives a different box each time, so equal orders do not look equal', async () => {
    const a = await sealWithSecret(orders, context);
    const b = await sealWithSecret(orders, context);
    expect(a.sealed).not.toEqual(b.sealed);
  });
});
