/**
 * Every sealed or referee box of a Diplomacy game is padded to one size
 * (GameModule.boxBytes): the longest order set any seat can send must fit.
 */
import { describe, expect, it } from 'vitest';
import { diplomacy, diplomacyMap } from '../../../src/games/diplomacy/engine/module';

describe('Diplomacy box size', () => {
  it('holds the longest order set of a seat with 23 units (the most before a two-player win), each supporting a move of another power, with a draw, a concession and the vote to hand silent seats to the computer', () => {
    const state = diplomacy.initialState('standard', {});
    const locations = diplomacyMap.locations;
    const powers = diplomacyMap.data.powers.map((p) => p.id);
    const last = locations[locations.length - 1];
    // Supports of a foreign move carry the most fields; the last location and power take the most bits of each choice.
    const orders = Array.from({ length: 23 }, () => ({
      power: powers[powers.length - 1],
      order: { kind: 'support' as const, unit: { type: 'fleet' as const, loc: last }, supported: { type: 'fleet' as const, loc: last }, supportedPower: powers[powers.length - 1], to: last },
    }));
    const bytes = diplomacy.encodeAction(state, powers[0], { draw: true, concede: powers[powers.length - 1], bots: true, orders } as never);
    console.log('longest Diplomacy action', bytes.length, 'bytes');
    expect(bytes.length + 2).toBeLessThanOrEqual(diplomacy.boxBytes!);
  });
});
