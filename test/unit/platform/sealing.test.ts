import { describe, expect, it } from 'vitest';
import {
  SealError, decompressP256, exportPublicKey, generateRefereeKeys, openAsReferee, openWithSecret, sealForReferee, sealWithSecret, sealingContext,
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
    const altered = sealed.slice();
    altered[sealed.length - 1] ^= 1;
    expect(await rejects(openWithSecret(altered, secret, context))).toBe('tampered');
  });

  it('gives a different box each time, so equal orders do not look equal', async () => {
    const a = await sealWithSecret(orders, context);
    const b = await sealWithSecret(orders, context);
    expect(a.sealed).not.toEqual(b.sealed);
  });
});
