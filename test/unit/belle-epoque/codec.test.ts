import { readFileSync } from 'node:fs';
/**
 * The bit-packed link codec: every state and action of random legal games
 * comes back equal, link sizes stay under the hard limit, and hostile bytes
 * are refused with MalformedError only (never another exception).
 */
import { describe, expect, it } from 'vitest';
import { MalformedError } from '../../../src/platform/codec/bits';
import { SeededDice } from '../../../src/platform/dice';
import { belleEpoqueGame } from '../../../src/games/belle-epoque/engine/module';
import { CODEC_VERSION, decodeBelleEpoqueState, encodeBelleEpoqueState } from '../../../src/games/belle-epoque/engine/codec';
import { belleEpoqueLinkOf, randomBelleEpoqueGame } from '../../../src/games/belle-epoque/engine/bench-links';
import { cloneState } from '../../../src/games/belle-epoque/engine/state';
import { candidateActions } from '../../../src/games/belle-epoque/engine/legal';
import { checkAction } from '../../../src/games/belle-epoque/engine/actions';
import type { PowerId } from '../../../src/games/belle-epoque/engine/data';

const games = ([4, 3, 2] as const).map((players, i) => randomBelleEpoqueGame(i + 11, players, 220));

function refused(bytes: Uint8Array): void {
  let thrown: unknown;
  try {
    belleEpoqueGame.decodeState(bytes);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(MalformedError);
}

describe('La Belle Époque link codec', () => {
  it('round-trips every state and action of random legal games of 2, 3 and 4 players', () => {
    for (const steps of games) {
      expect(steps.length).toBeGreaterThan(150);
      for (const { state, action } of steps) {
        expect(belleEpoqueGame.decodeState(belleEpoqueGame.encodeState(state))).toEqual(JSON.parse(JSON.stringify(state)));
        if (action) expect(belleEpoqueGame.decodeAction(state, 'gb', belleEpoqueGame.encodeAction(state, 'gb', action))).toEqual(JSON.parse(JSON.stringify(action)));
      }
    }
  });

  it('round-trips every state and action of games played by link with shared dice (heads, declared actions, nonces, shares)', () => {
    const shared = ([4, 2] as const).map((players, i) => randomBelleEpoqueGame(i + 31, players, 250, 'shared'));
    let declared = 0;
    for (const steps of shared) {
      for (const { state, action } of steps) {
        if (state.shared?.declared) declared++;
        expect(belleEpoqueGame.decodeState(belleEpoqueGame.encodeState(state))).toEqual(JSON.parse(JSON.stringify(state)));
        if (action) expect(belleEpoqueGame.decodeAction(state, 'gb', belleEpoqueGame.encodeAction(state, 'gb', action))).toEqual(JSON.parse(JSON.stringify(action)));
      }
    }
    expect(declared).toBeGreaterThan(5);
  });

  it('still opens a version-2 link: a 3-player game in a contest, written before version 3', () => {
    const v2 = Uint8Array.from(atob(
      'EwAAAJqBEZMBgACDECgo8QyCxBMqgAChGR8hOZTGNJgACyEYALXagAtVEAC1EQALbugAsAGACyExgIch8gABMpmACyAAALIAAA8hDnoBNBHACWZkEQEpEMBQAAEwQIQEABhQWBRUECEBEFAAAVWsEE5wAAYAABgFhNLi4gQJAAoAABIAAAAAiacvzqUFSA6ABlAr/YrcGLqAE1rrZVjjkCQBO1kT7A4hBADEHAAAQQnAch0HoSEKEAAAgAAEVG4vQ9+/EBOh2wDYAAACr4eDfXBvxhX3vtW7lj8S+1976344Fg8K9lkOBwOBwI8VVZCQ6dKpXNYMJfeVGfYWGwJfAluK/YFfgQvFfsCvwOFXpXa0YAAABgYAQHAA',
    ), (c) => c.charCodeAt(0));
    expect(v2[0] >> 3).toBe(2);
    // The state the link was written from (a random game's step 393 under the engine of that time, before free set-up placement, 3.3.2).
    const expected = JSON.parse(readFileSync(new URL('./fixtures/v2-link-state.json', import.meta.url), 'utf8'));
    expect(expected.pending.kind).toBe('contest');
    expect(decodeBelleEpoqueState(v2)).toEqual(expected);
    // Version 3 writes the same state shorter.
    expect(encodeBelleEpoqueState(expected).length).toBeLessThan(v2.length - 30);
  });

  it('keeps each game link far under the 2,000-character limit', () => {
    const lengths = games.flatMap((steps) => steps.map(({ state }, ply) => belleEpoqueLinkOf(state, ply, 16).length));
    expect(Math.max(...lengths)).toBeLessThan(2000);
    // JSON, the codec before this one, needed over 3,000 characters for the set-up alone.
    expect(belleEpoqueLinkOf(games[0][0].state, 0).length).toBeLessThan(700);
  });

  it('still opens a version-1 link: the last state of a 4-player game, written before version 2', () => {
    const v1 = Uint8Array.from(atob(
      'CxgAALAAAAmpmxGgAKkRkrESgAsZKBixohGLIhEAqasxtKIaCxmAALJZAAsAEACwGYALJuposgAACxKzAJErKAO4sRkACyEAALIZgAs7u7iMpmEoAABBAhNAFAAAEAAaaEMQBQAABgAFlBGEAgAAbIBBAHHCBIIoAAIBYTigUSAgYEw0IxQMx2QCWVCwE08Vuj5jcKJgYQa7Fo5NVbfK4RGxAAoWkEwBiKeoXLJLM74fQAMQgAQQxCAAAEEsFULQXghgDgBggAAAAAQxwbmF1EnQoVbCXmgAAAMLiYN9cG+2DffBvxO9Fk8S/F976324FhcDgcDgcCI4VdleO+fD49Zh0J2OT1YHswPdgfDA49ZjUJ2OT1YHswPdifDA49Zk0K2OT1ZPsxvdkfDB4A==',
    ), (c) => c.charCodeAt(0));
    expect(v1[0] >> 3).toBe(1);
    // The state the link was written from (a random game's last step under the engine of that time, before free set-up placement, 3.3.2).
    const expected = JSON.parse(readFileSync(new URL('./fixtures/v1-link-state.json', import.meta.url), 'utf8'));
    expect(expected.scorings.length).toBeGreaterThan(0);
    expect(decodeBelleEpoqueState(v1)).toEqual(expected);
    // Version 2 writes the same state shorter.
    expect(encodeBelleEpoqueState(expected).length).toBeLessThan(v1.length - 20);
  });

  it('writes its version first and refuses another', () => {
    const bytes = encodeBelleEpoqueState(games[0][5].state);
    // Open hands need nothing of version 4: the state is written as version 3, as before.
    expect(bytes[0] >> 3).toBe(3);
    expect(encodeBelleEpoqueState({ ...games[0][5].state, hands: 'secret' })[0] >> 3).toBe(CODEC_VERSION);
    const other = bytes.slice();
    other[0] = (CODEC_VERSION + 1) << 3;
    expect(() => decodeBelleEpoqueState(other)).toThrow(/codec version/);
  });

  it('refuses empty, cut, padded and random bytes with MalformedError only', () => {
    const bytes = belleEpoqueGame.encodeState(games[1][40].state);
    refused(new Uint8Array());
    for (const cut of [1, 10, bytes.length >> 1, bytes.length - 2]) refused(bytes.slice(0, cut));
    refused(new Uint8Array([...bytes, 1, 2, 3]));
    const dice = new SeededDice(new Uint8Array([9, 9]));
    let accepted = 0;
    for (let i = 0; i < 300; i++) {
      const noisy = bytes.slice();
      noisy[dice.below(noisy.length)] ^= 1 << dice.below(8);
      try {
        belleEpoqueGame.decodeState(noisy);
        accepted += 1;
      } catch (error) {
        expect(error).toBeInstanceOf(MalformedError);
      }
      const random = Uint8Array.from({ length: 20 + dice.below(300) }, () => dice.below(256));
      random[0] = CODEC_VERSION << 3;
      refused(random);
    }
    // A flipped bit inside a number (money, a die) may still be a plausible state: the hash chain refuses it, not the codec.
    expect(accepted).toBeLessThan(300);
  });

  it('accepts only states the engine can play: every state surviving a flipped bit lists all its legal actions and validates each', () => {
    // The codec tries one candidate of each kind; any other candidate must not break on an accepted state either.
    const dice = new SeededDice(new Uint8Array([4, 2]));
    let accepted = 0;
    for (const [g, n] of [[0, 30], [0, 90], [1, 60], [2, 120]] as const) {
      const bytes = belleEpoqueGame.encodeState(games[g][n].state);
      for (let i = 0; i < 60; i++) {
        const noisy = bytes.slice();
        noisy[dice.below(noisy.length)] ^= 1 << dice.below(8);
        let state;
        try {
          state = belleEpoqueGame.decodeState(noisy);
        } catch {
          continue;
        }
        accepted += 1;
        const power = belleEpoqueGame.turn(state).waitingFor[0];
        if (!power) continue;
        for (const a of belleEpoqueGame.legalActions(state, power)) expect(belleEpoqueGame.validate(state, power, a)).toBeNull();
        for (const a of candidateActions(state)) expect(() => checkAction(state, power as PowerId, a)).not.toThrow();
      }
    }
    expect(accepted).toBeGreaterThan(10);
  });

  it('refuses implausible states: a card in two places, an unknown power, armies over the limit', () => {
    const base = games[0][60].state;
    const twice = cloneState(base) as typeof base;
    twice.powers.gb.hand.intrigue.push(twice.intrigue.deck[0]);
    expect(() => decodeBelleEpoqueState(encodeBelleEpoqueState(twice))).toThrow(/intrigue card in two places/);
    const stranger = { ...cloneState(base), dice: base.dice, order: ['gb', 'fr', 'xx', 'ce'] };
    expect(() => decodeBelleEpoqueState(encodeBelleEpoqueState(stranger as typeof base))).toThrow(/turn order/);
    const armies = { ...cloneState(base), dice: base.dice };
    armies.powers.ru.armies.arsenal = 40;
    expect(() => decodeBelleEpoqueState(encodeBelleEpoqueState(armies))).toThrow(/armies/);
    const broke = { ...cloneState(base), dice: base.dice };
    broke.powers.fr.money = -5;
    expect(() => decodeBelleEpoqueState(encodeBelleEpoqueState(broke))).toThrow(MalformedError);
  });

  it('refuses an action that is not a record with a kind', () => {
    const state = games[0][0].state;
    expect(() => belleEpoqueGame.decodeAction(state, 'gb', new Uint8Array([CODEC_VERSION << 3, 0]))).toThrow(MalformedError);
    expect(() => belleEpoqueGame.decodeAction(state, 'gb', new Uint8Array([0xff, 0xff, 0xff]))).toThrow(MalformedError);
  });
});
