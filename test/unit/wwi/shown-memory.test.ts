/** What a device remembers having shown of a game: each note and activation result once per game. */
import { describe, expect, it } from 'vitest';
import { rememberShown, shownOnDevice } from '../../../src/games/wwi/ui/device-memory';

describe('shown on this device', () => {
  it('remembers marks per game', () => {
    expect(shownOnDevice('a1a1a1a1a1a1').size).toBe(0);
    rememberShown('note:italy', 'a1a1a1a1a1a1');
    rememberShown('roll:8:italy:allies', 'a1a1a1a1a1a1');
    rememberShown('note:italy', 'a1a1a1a1a1a1');
    expect([...shownOnDevice('a1a1a1a1a1a1')]).toEqual(['note:italy', 'roll:8:italy:allies']);
    expect(shownOnDevice('b2b2b2b2b2b2').has('note:italy')).toBe(false);
  });
});
