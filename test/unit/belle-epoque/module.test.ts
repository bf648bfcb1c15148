import { describe, expect, it } from 'vitest';
import { belleEpoqueGame as game } from '../../../src/games/belle-epoque/engine/module';

describe('La Belle Époque game module', () => {
  it('starts at the set-up with Russia to act (3.3.1), four seats, the 2- and 3-player groupings as variants (3.2)', () => {
    const s = game.initialState('4', {}, new Uint8Array([1, 2, 3]));
    expect(game.turn(s)).toEqual({ waitingFor: ['ru'], mode: 'sequential' });
    expect(game.powers(s).map((p) => p.id)).toEqual(['gb', 'fr', 'ru', 'ce']);
    expect(game.initialState('2', {}, new Uint8Array([1])).players).toEqual([['gb', 'fr'], ['ce', 'ru']]);
    expect(game.initialState('3', { promo: 'yes' }, new Uint8Array([1])).intrigue.deck).toHaveLength(31);
  });

  it('refuses with the rule number in English and Italian, and offers only the actor legal actions', () => {
    const s = game.initialState('4', {}, new Uint8Array([1]));
    expect(game.validate(s, 'gb', { kind: 'setup', territory: 'china' })?.en).toMatch(/\(8\.0\)$/);
    expect(game.validate(s, 'ru', { kind: 'setup', territory: 'south-africa' })?.it).toMatch(/\(3\.3\)$/);
    expect(game.legalActions(s, 'gb')).toEqual([]);
    expect(game.legalActions(s, 'ru').length).toBeGreaterThan(10);
  });

  it('apply is pure and deterministic: the same state, action and bytes give the same next state; the input is untouched', () => {
    let s = game.initialState('4', {}, new Uint8Array([9]));
    const before = JSON.stringify(s);
    const step = (st: typeof s, bytes?: Uint8Array) => game.apply(st, new Map([[game.turn(st).waitingFor[0], game.legalActions(st, game.turn(st).waitingFor[0])[0]]]), bytes);
    // Through the set-up, its rearranging at the end included (3.3.2), into turn 1.
    for (let i = 0; i < 80 && s.phase === 'setup'; i++) s = step(s);
    expect(JSON.stringify(game.initialState('4', {}, new Uint8Array([9])))).toBe(before);
    let t = game.initialState('4', {}, new Uint8Array([9]));
    for (let i = 0; i < 80 && t.phase === 'setup'; i++) t = step(t);
    expect(JSON.stringify(t)).toBe(JSON.stringify(s));
    expect(s.phase).toBe('actions');
    const a = step(s, new Uint8Array([1, 2, 3]));
    const b = step(s, new Uint8Array([1, 2, 3]));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('plays a whole game by its legal actions to an end with winners, and its state survives encoding', () => {
    let s = game.initialState('3', {}, new Uint8Array([5]));
    for (let i = 0; i < 3000 && !game.ended(s); i++) {
      const p = game.turn(s).waitingFor[0];
      const acts = game.legalActions(s, p);
      const pass = acts.find((a) => a.kind === 'pass');
      s = game.apply(s, new Map([[p, i % 7 === 0 && pass ? pass : acts[i % acts.length]]]));
    }
    const end = game.ended(s)!;
    expect(end.winners.length).toBeGreaterThan(0);
    expect(game.decodeState(game.encodeState(s))).toEqual(s);
    expect(game.phaseLabel(s, 'it')).toBe('Partita terminata');
  });
});
