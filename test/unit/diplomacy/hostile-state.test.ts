/**
 * A Diplomacy state crafted by a hostile player with the project's own codec:
 * free text in outcome records is cleaned like names (no direction overrides,
 * no terminal escapes, no endless unbroken strings), and an end year no game
 * could have is refused.
 */
import { describe, expect, it } from 'vitest';
import { diplomacy } from '../../../src/games/diplomacy/engine/module';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import { MalformedError } from '../../../src/platform/codec/bits';

function withOutcomeText(text: string): DipState {
  const state = diplomacy.initialState('standard', {});
  return {
    ...state,
    last: {
      year: 1901,
      season: 'spring',
      phase: 'movement',
      orders: [{ power: 'france', order: { kind: 'hold', unit: { type: 'A', loc: 'par' } }, outcome: { status: 'fails', reason: 'bounced', params: { note: text } } }],
      civilDisorder: [],
    },
  } as unknown as DipState;
}

function noteOf(state: DipState): string {
  return String(state.last!.orders[0].outcome.params!.note);
}

describe('hostile Diplomacy states', () => {
  it('strip a right-to-left override and other direction controls from outcome texts', () => {
    const decoded = diplomacy.decodeState(diplomacy.encodeState(withOutcomeText('Par\u202eruB\u2066x\u200f')));
    expect(noteOf(decoded)).toBe('ParruBx');
  });

  it('strip terminal escape codes, so the CLI never clears the screen or fakes a line', () => {
    const decoded = diplomacy.decodeState(diplomacy.encodeState(withOutcomeText('\u001b[2J\u001b[Hok\r\nFrance: 34 centres')));
    expect(noteOf(decoded)).not.toMatch(/[\u0000-\u001f]/);
  });

  it('cut a 197-character unbroken string to a few words', () => {
    const decoded = diplomacy.decodeState(diplomacy.encodeState(withOutcomeText('W'.repeat(197))));
    expect(noteOf(decoded).length).toBeLessThanOrEqual(32);
  });

  it('refuse an end year no game could have', () => {
    const state = diplomacy.initialState('standard', { endYear: '1910' });
    expect(diplomacy.decodeState(diplomacy.encodeState(state)).endYear).toBe(1910);
    for (const endYear of [Number.MAX_SAFE_INTEGER, 3001, 1901, 1]) {
      expect(() => diplomacy.decodeState(diplomacy.encodeState({ ...state, endYear })), String(endYear)).toThrow(MalformedError);
    }
  });
});
