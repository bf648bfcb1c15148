import { describe, expect, it } from 'vitest';
import { belleEpoqueGame as game } from '../../../src/games/belle-epoque/engine/module';
import { decide } from '../../../src/games/belle-epoque/ui/automation';
import { beStartOptions } from '../../../src/games/belle-epoque/ui/ways';

describe('La Belle Époque link codec: a final score below zero', () => {
  it('a solo game whose final scoring leaves the person below zero (10.2) still goes through the link codec', () => {
    // The Central Empires passing at every turn against three automated powers end the game with negative points (seed found by play).
    let s = game.initialState('4', beStartOptions('solo-ce'), new Uint8Array([0, 2]));
    for (let step = 0; step < 2000 && s.phase !== 'ended'; step++) {
      const power = game.turn(s).waitingFor[0];
      const legal = power === 'ce' ? game.legalActions(s, power) : [];
      const action = power === 'ce' ? (legal.find((a) => a.kind === 'pass') ?? legal[0]) : decide({ id: step, state: s, seed: new Uint8Array([step & 255]) }).action!;
      s = game.decodeState(game.encodeState(game.apply(s, new Map([[power, action]]), new Uint8Array([step & 255, 3]))));
    }
    expect(s.phase).toBe('ended');
    expect(s.powers.ce.vp).toBeLessThan(0);
  });

  it('refuses points no scoring can reach, either way', () => {
    const s = game.initialState('4', {}, new Uint8Array([1]));
    expect(() => game.decodeState(game.encodeState({ ...s, powers: { ...s.powers, fr: { ...s.powers.fr, vp: -4 } } }))).not.toThrow();
    expect(() => game.decodeState(game.encodeState({ ...s, powers: { ...s.powers, fr: { ...s.powers.fr, vp: -1000 } } }))).toThrow(/implausible/);
  });
});
