import { describe, expect, it } from 'vitest';
import { linkIdOfFragment } from '../../../src/app/early-game';
import { encodeEnvelope } from '../../../src/platform/codec/envelope';

describe('the game a link in the fragment opens, read before the shell runs', () => {
  const payload = new Uint8Array([5, 4, 3, 2, 1, 0, 9, 8]);

  it('is the envelope game link id, for each kind of link', () => {
    expect(linkIdOfFragment(`#${encodeEnvelope('game', 3, payload)}`)).toBe(3);
    expect(linkIdOfFragment(`#${encodeEnvelope('orders', 2, payload)}`)).toBe(2);
    expect(linkIdOfFragment(encodeEnvelope('invite', 4, payload))).toBe(4);
  });

  it('survives the spaces and line breaks a chat app puts in a link', () => {
    const link = encodeEnvelope('game', 1, payload);
    expect(linkIdOfFragment(`#${link.slice(0, 2)} \n${link.slice(2)}`)).toBe(1);
    expect(linkIdOfFragment(`#${link.slice(0, 3)}%20${link.slice(3)}`)).toBe(1);
  });

  it('is nothing for app pages and for what is not a link', () => {
    for (const fragment of ['', '#', '#/', '#/new', '#/game/0123456789ab', '#hello', '#AAAAAA', '#1z']) expect(linkIdOfFragment(fragment)).toBeUndefined();
  });
});
