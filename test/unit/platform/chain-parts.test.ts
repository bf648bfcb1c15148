import { describe, expect, it } from 'vitest';
import { earlierParts } from '../../../src/platform/chain-parts';

/** A run s0 (held by the receiver) … sN, where each state's link reaches back at most `fits` steps. */
function run(length: number, fits: number) {
  const states = Array.from({ length: length + 1 }, (_, i) => `s${i}`);
  const reach = (hash: string) => states[Math.max(0, states.indexOf(hash) - fits)];
  return { states, reach };
}

describe('a run cut to fit a link: the earlier game links to send first', () => {
  it('a run that fits one link needs no earlier link', () => {
    const { states, reach } = run(5, 8);
    expect(earlierParts(states, reach)).toEqual([]);
  });

  it('a run twice too long needs the links of the states where each cut chain starts, oldest first', () => {
    const { states, reach } = run(10, 4);
    // s10's link reaches s6, s6's reaches s2, s2's reaches s0: send s2, s6, then s10.
    expect(earlierParts(states, reach)).toEqual(['s2', 's6']);
  });

  it('a state whose link carries no chain (only its own step) needs every state before it', () => {
    const { states, reach } = run(3, 1);
    expect(earlierParts(states, reach)).toEqual(['s1', 's2']);
  });

  it('links that reach outside the run, or not back at all, ask for nothing (never a loop)', () => {
    expect(earlierParts(['s0', 's1', 's2'], () => 'elsewhere')).toEqual([]);
    expect(earlierParts(['s0', 's1', 's2'], (hash) => hash)).toEqual([]);
    expect(earlierParts(['s0', 's1'], () => null)).toEqual([]);
    expect(earlierParts(['s0'], () => 's0')).toEqual([]);
  });
});
