/** The platform's dice-seed hand-off (platform/dice-share.ts), for any game with seeded dice. */
import { describe, expect, it } from 'vitest';
import { commitmentOf, contributionFor, contributionForAsync, contributionProblem, freshDice, mixedDice } from '../../../src/platform/dice-share';
import { SeededDice } from '../../../src/platform/dice';

const secret = new Uint8Array([9, 8, 7, 6, 5]);

describe('dice-seed hand-off', () => {
  it('makes the same contribution through WebCrypto as synchronously', async () => {
    for (const n of [0, 1, 7]) expect(await contributionForAsync(secret, 'lbe', 'red', n)).toEqual(contributionFor(secret, 'lbe', 'red', n));
  });

  it('binds each contribution to the one promised before, and names the game and seat', () => {
    const first = contributionFor(secret, 'lbe', 'red', 0);
    const second = contributionFor(secret, 'lbe', 'red', 1);
    expect(commitmentOf(second.reveal)).toBe(first.commitNext);
    expect(contributionProblem(true, first.commitNext, second)).toBeNull();
    expect(contributionProblem(true, first.commitNext, contributionFor(secret, 'lbe', 'blue', 1))).toBe('not-promised');
    expect(contributionProblem(true, first.commitNext, contributionFor(secret, 'wwi', 'red', 1))).toBe('not-promised');
    expect(contributionProblem(true, null, undefined)).toBe('missing');
    expect(contributionProblem(true, null, { reveal: 'zz', commitNext: first.commitNext })).toBe('malformed');
    expect(contributionProblem(false, null, undefined)).toBeNull();
  });

  it('mixes contributions and fresh bytes into the generator, the same on every machine', () => {
    const start = new SeededDice(new Uint8Array([1, 2, 3])).snapshot();
    const mixed = mixedDice(start, contributionFor(secret, 'lbe', 'red', 0));
    expect(mixed).not.toEqual(start);
    expect(mixedDice(start, contributionFor(secret, 'lbe', 'red', 0))).toEqual(mixed);
    expect(freshDice(start, new Uint8Array([1]))).not.toEqual(freshDice(start, new Uint8Array([2])));
  });
});
