import { describe, expect, it } from 'vitest';
import { StartStates } from '../../../src/app/pages/start-states';

/** A module that counts the states it makes. */
function countingModule() {
  const made: string[] = [];
  return { made, initialState: (variant: string, options: Record<string, string>) => (made.push(`${variant}:${JSON.stringify(options)}`), { variant, options }) };
}

describe('New game: the starting state, made once per configuration', () => {
  it('asked again for the same variant and options (in any key order, a new object), it is not made again', () => {
    const module = countingModule();
    const states = new StartStates();
    const first = states.of(module, 'standard', { dice: 'shared', seats: '4' });
    expect(states.of(module, 'standard', { seats: '4', dice: 'shared' })).toBe(first);
    expect(module.made).toHaveLength(1);
  });

  it('another variant, other options or another game make their own state', () => {
    const module = countingModule();
    const states = new StartStates();
    states.of(module, 'standard', { dice: 'shared' });
    states.of(module, 'standard', { dice: 'plain' });
    states.of(module, 'short', { dice: 'plain' });
    // Two configurations read in turn, as one render reads the seats and the mode's problem: no rebuild.
    states.of(module, 'standard', { dice: 'shared' });
    expect(module.made).toEqual(['standard:{"dice":"shared"}', 'standard:{"dice":"plain"}', 'short:{"dice":"plain"}']);
    const other = countingModule();
    states.of(other, 'standard', { dice: 'shared' });
    expect(other.made).toHaveLength(1);
  });

  it('a configuration the game refuses throws each time, and is never kept as a state', () => {
    const states = new StartStates();
    let calls = 0;
    const refusing = { initialState: () => { calls++; throw new Error('no such set-up'); } };
    expect(() => states.of(refusing, 'x', {})).toThrow('no such set-up');
    expect(() => states.of(refusing, 'x', {})).toThrow('no such set-up');
    expect(calls).toBe(2);
  });
});
