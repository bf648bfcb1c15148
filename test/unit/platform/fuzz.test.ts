/**
 * 100,000 hostile links: random text, random bytes behind a valid header,
 * truncations and single-bit flips of real links. The decoder must always
 * return a result (never throw) and do it quickly (a hang fails the test's
 * time limit).
 */
import { describe, expect, it } from 'vitest';
import { toBase64Url, fromBase64Url } from '../../../src/platform/codec/base64url';
import { decodeEnvelope, encodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload, writeTurnPayload } from '../../../src/platform/codec/turn-link';
import { SeededDice } from '../../../src/platform/dice';
import { guessGame } from '../../fixtures/guess-game';

const CASES = 100_000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_#/.~é ';

describe('decoder fuzz', () => {
  it(`survives ${CASES} random, truncated and bit-flipped links`, () => {
    const dice = new SeededDice(new TextEncoder().encode('fuzz'));
    const validLinks = [0, 1, 2, 5].map((round) => {
      const state = { ...guessGame.initialState('three', {}), round: round + 1, scores: [round % 4, 1, 2] };
      const payload = writeTurnPayload({ gameUid: '00112233aabb', ply: round, parentHash: round ? 'ffeeddccbbaa' : null, session: { mode: 'open' }, state: guessGame.encodeState(state) });
      return encodeEnvelope('game', guessGame.linkId, payload);
    });
    validLinks.push(encodeEnvelope('invite', 9, new Uint8Array(500).fill(42)));
    const outcomes = new Map<string, number>();
    for (let i = 0; i < CASES; i++) {
      const input = hostileInput(i, dice, validLinks);
      const result = decodeEnvelope(input, { knownGames: (id) => id === guessGame.linkId || id === 9 });
      const key = result.ok ? 'ok' : result.error.code;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      if (result.ok && result.envelope.kind === 'game') {
        // What a valid envelope carries may still be nonsense to the game: the
        // game decoder may throw, and the page catches it; it must not hang.
        try {
          guessGame.decodeState(readTurnPayload(result.envelope.payload).state);
        } catch {
          outcomes.set('payload-rejected', (outcomes.get('payload-rejected') ?? 0) + 1);
        }
      }
    }
    // Every kind of damage must have been exercised and named.
    for (const code of ['not-a-link', 'truncated', 'corrupted', 'ok']) expect(outcomes.get(code) ?? 0).toBeGreaterThan(0);
    expect([...outcomes.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(CASES);
  });
});

function hostileInput(i: number, dice: SeededDice, validLinks: string[]): string {
  const link = validLinks[dice.below(validLinks.length)];
  switch (i % 5) {
    case 0: {
      let text = '';
      const length = dice.below(120);
      for (let c = 0; c < length; c++) text += ALPHABET[dice.below(ALPHABET.length)];
      return text;
    }
    case 1: {
      // A plausible header (magic, version 1) over random bytes.
      const bytes = new Uint8Array(4 + dice.below(80));
      for (let b = 0; b < bytes.length; b++) bytes[b] = dice.below(256);
      bytes[0] = 0xd7;
      bytes[1] = 0x10 | (bytes[1] & 0x0f);
      return toBase64Url(bytes);
    }
    case 2:
      return link.slice(0, dice.below(link.length));
    case 3: {
      const bytes = fromBase64Url(link)!;
      const bit = dice.below(bytes.length * 8);
      bytes[bit >> 3] ^= 0x80 >> (bit & 7);
      return toBase64Url(bytes);
    }
    default:
      return `https://dispaccio.example/#${link}`;
  }
}
