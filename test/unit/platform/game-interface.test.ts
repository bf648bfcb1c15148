import { describe, expect, it } from 'vitest';
import { GameRegistry } from '../../../src/platform/game';
import { decodeEnvelope, encodeEnvelope } from '../../../src/platform/codec/envelope';
import { readTurnPayload, stateHash, writeTurnPayload } from '../../../src/platform/codec/turn-link';
import { SeededDice, combineSeeds } from '../../../src/platform/dice';
import { format, missingKeys, pickLanguage } from '../../../src/platform/i18n';
import { cleanText } from '../../../src/platform/text-limits';
import { guessGame } from '../../fixtures/guess-game';

describe('game module interface, driven through the fixture game', () => {
  it('plays simultaneous rounds to an end through links only', async () => {
    const registry = new GameRegistry();
    registry.register(guessGame);
    let state = guessGame.initialState('two', {});
    let parentHash: string | null = null;
    const uid = '0a0b0c0d0e0f';
    for (let ply = 0; !guessGame.ended(state); ply++) {
      expect(guessGame.turn(state)).toEqual({ mode: 'simultaneous', waitingFor: ['red', 'blue'] });
      const link = encodeEnvelope('game', guessGame.linkId, writeTurnPayload({ gameUid: uid, ply, parentHash, session: { mode: 'open' }, state: guessGame.encodeState(state) }));
      const opened = decodeEnvelope(link, { knownGames: (id) => !!registry.getByLinkId(id) });
      if (!opened.ok) throw new Error(opened.error.code);
      const turn = readTurnPayload(opened.envelope.payload);
      const game = registry.getByLinkId(opened.envelope.gameLinkId)!;
      const received = game.decodeState(turn.state) as typeof state;
      expect(received).toEqual(state);
      expect(turn.parentHash).toBe(parentHash);
      parentHash = await stateHash(turn);
      // Orders travel as actions encoded by the game itself.
      const red = guessGame.decodeAction(received, 'red', guessGame.encodeAction(received, 'red', 3));
      const blue = guessGame.decodeAction(received, 'blue', guessGame.encodeAction(received, 'blue', 2));
      state = guessGame.apply(received, new Map([['red', red], ['blue', blue]]));
    }
    expect(guessGame.ended(state)?.winners).toEqual(['red']);
    expect(state.round).toBe(4);
  });

  it('a missing power does not block the phase', () => {
    const state = guessGame.apply(guessGame.initialState('three', {}), new Map([['red', 1]]));
    expect(state.scores).toEqual([1, 0, 0]);
    expect(state.lastPicks).toEqual([1, null, null]);
  });

  it('refuses two games with the same ids', () => {
    const registry = new GameRegistry();
    registry.register(guessGame);
    expect(() => registry.register(guessGame)).toThrow();
  });

  it('validates actions with a reason in both languages', () => {
    const state = guessGame.initialState('two', {});
    expect(guessGame.validate(state, 'red', 2)).toBeNull();
    expect(guessGame.validate(state, 'red', 7)).toEqual({ en: 'pick 1, 2 or 3', it: 'scegli 1, 2 o 3' });
  });
});

describe('seeded dice', () => {
  it('replays the same rolls from the same seed and restores mid-stream', () => {
    const seed = combineSeeds(new Uint8Array([1, 2, 3]), new Uint8Array([9, 9]));
    const first = new SeededDice(seed);
    const rolls = Array.from({ length: 20 }, () => first.roll());
    expect(Array.from({ length: 20 }, () => new SeededDice(seed)).map((d) => d.roll())[0]).toBe(rolls[0]);
    const again = new SeededDice(seed);
    again.roll();
    const resumed = SeededDice.restore(again.snapshot());
    expect(Array.from({ length: 19 }, () => resumed.roll())).toEqual(rolls.slice(1));
  });

  it('is roughly uniform and order-independent in its seeds', () => {
    const dice = new SeededDice(new Uint8Array([7]));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[dice.roll() - 1]++;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
    expect(combineSeeds(new Uint8Array([1]), new Uint8Array([2]))).toEqual(combineSeeds(new Uint8Array([2]), new Uint8Array([1])));
  });
});

describe('i18n and text limits', () => {
  const catalogs = { en: { hello: 'Hello {name}', only: 'x' }, it: { hello: 'Ciao {name}' } };
  it('follows the browser, then the stored choice', () => {
    expect(pickLanguage(['it-IT', 'en'])).toBe('it');
    expect(pickLanguage(['de-DE'])).toBe('en');
    expect(pickLanguage(['it-IT'], 'en')).toBe('en');
  });
  it('formats and falls back to English', () => {
    expect(format(catalogs, 'it', 'hello', { name: 'Ada' })).toBe('Ciao Ada');
    expect(format(catalogs, 'it', 'only')).toBe('x');
    expect(missingKeys(catalogs)).toEqual([{ lang: 'it', key: 'only' }]);
  });
  it('shows the key itself when a visit holds only one catalog, or none', () => {
    expect(format({ it: { hello: 'Ciao {name}' } }, 'it', 'only')).toBe('only');
    expect(format({}, 'en', 'hello', { name: 'Ada' })).toBe('hello');
  });
  it('cuts and cleans names from links', () => {
    expect(cleanText('  Ada\u0000 <b>Lovelace</b>\u202e  ')).toBe('Ada <b>Lovelace</b>');
    expect(cleanText('x'.repeat(100))).toHaveLength(32);
    expect(cleanText(42)).toBe('');
  });
});
