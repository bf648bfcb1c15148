import { describe, expect, it } from 'vitest';
import { initialState, setupShortfall } from '../../../src/games/belle-epoque/engine/setup';
import { actor, applyAction, checkAction } from '../../../src/games/belle-epoque/engine/actions';
import { legalActions } from '../../../src/games/belle-epoque/engine/legal';
import { roomIn, shortIn } from '../../../src/games/belle-epoque/engine/rearrange';
import { baseCubes } from '../../../src/games/belle-epoque/engine/board';
import { loadBelleEpoqueData, type Continent, type PowerId } from '../../../src/games/belle-epoque/engine/data';
import { decodeBelleEpoqueAction, decodeBelleEpoqueState, encodeBelleEpoqueAction, encodeBelleEpoqueState } from '../../../src/games/belle-epoque/engine/codec';
import { formatAction, parseAction } from '../../../src/games/belle-epoque/engine/text-report';
import type { BelleEpoqueState } from '../../../src/games/belle-epoque/engine/state';
import { BitReader } from '../../../src/platform/codec/bits';
import { FRANCE_SHORT_ROUNDS, playSetup, scriptedRng, seeded } from './helpers';

const d = loadBelleEpoqueData();
const fresh = () => initialState({ players: 4 }, scriptedRng());

const ROUNDS = FRANCE_SHORT_ROUNDS;
const play = playSetup;

/** Puts `n` cubes of `p` in continent `c` as set-up cubes, each in the first territory with room. */
function put(s: BelleEpoqueState, p: PowerId, c: Continent, n: number): void {
  for (; n > 0; n--) {
    const t = d.territories.find((x) => x.continent === c && (s.board[x.id].filter((sp) => sp.cube !== null).length + 1) * 2 <= x.spaces);
    if (!t) throw new Error('no room');
    s.board[t.id][s.board[t.id].findIndex((sp) => sp.cube === null)].cube = p;
    s.setupLeft[p] -= 1;
  }
}

describe('3.3.2 the minimums are met at the end of the set-up, by rearranging', () => {
  it('3.3.2: placement is free: France may put its last cube in Europe although Asia still lacks one', () => {
    const s = play(fresh(), ROUNDS.slice(0, 4));
    expect(actor(s)).toBe('fr');
    expect(setupShortfall(s, 'fr')).toBe(1);
    expect(checkAction(s, 'fr', { kind: 'setup', territory: 'romania' })).toBeNull();
  });

  it('3.3.2: with every cube down, only the power short of its minimums acts, once per cube it lacks; then turn 1 begins', () => {
    const s = play(fresh(), ROUNDS);
    expect(s.setupLeft).toEqual({ gb: 0, fr: 0, ru: 0, ce: 0 });
    expect(s.phase).toBe('setup');
    expect(s.pending).toEqual({ kind: 'rearrange', power: 'fr' });
    expect(actor(s)).toBe('fr');
    for (const p of ['ru', 'ce', 'gb'] as const) expect(setupShortfall(s, p)).toBe(0);
    expect(shortIn(s, 'fr', 'asia')).toBe(1);
    const after = applyAction(s, 'fr', { kind: 'rearrange', from: 'belgium', to: 'china' }, seeded(1));
    expect(baseCubes(after.board.belgium, 'fr')).toBe(baseCubes(s.board.belgium, 'fr') - 1);
    expect(baseCubes(after.board.china, 'fr')).toBe(1);
    expect(after.pending).toBeNull();
    expect(after.phase).toBe('actions');
    expect(after.turn).toBe(1);
  });

  it('3.3.2: a move takes the power\'s own cube from a continent above its minimum into one still short', () => {
    const s = play(fresh(), ROUNDS);
    // Into Europe, where France is not short: not a change the minimums need.
    expect(checkAction(s, 'fr', { kind: 'rearrange', from: 'algeria-morocco', to: 'greece' })?.rule).toBe('3.3.2');
    // Serbia holds no French cube.
    expect(checkAction(s, 'fr', { kind: 'rearrange', from: 'serbia', to: 'china' })?.rule).toBe('3.3.2');
    // Indochina is France's only Asian cube: moving it within Asia does not help.
    expect(checkAction(s, 'fr', { kind: 'rearrange', from: 'indochina', to: 'china' })?.rule).toBe('3.3.2');
    // Africa: three French cubes for a minimum of two, so one may go.
    expect(checkAction(s, 'fr', { kind: 'rearrange', from: 'french-guinea', to: 'china' })).toBeNull();
    // Still at most half of a territory (3.3): Japan holds three cubes of six.
    expect(checkAction(s, 'fr', { kind: 'rearrange', from: 'belgium', to: 'japan' })?.rule).toBe('3.3');
    // Nothing else is an action now, and no other power acts.
    expect(checkAction(s, 'fr', { kind: 'setup', territory: 'china' })?.rule).toBe('3.3.2');
    expect(checkAction(s, 'gb', { kind: 'rearrange', from: 'holland', to: 'china' })?.rule).toBe('8.0');
  });

  it('3.3.2: the legal moves are every French cube of Europe or Africa to every Asian territory with room', () => {
    const s = play(fresh(), ROUNDS);
    const moves = legalActions(s);
    expect(moves.every((a) => a.kind === 'rearrange')).toBe(true);
    const froms = new Set(moves.map((a) => (a as { from: string }).from));
    const tos = new Set(moves.map((a) => (a as { to: string }).to));
    expect([...froms].sort()).toEqual(['algeria-morocco', 'belgium', 'french-guinea', 'italy', 'romania']);
    // Japan (Russia 2, Britain 1) and Melanesia (Holland 2, Central Empires 1) are half full.
    expect([...tos].sort()).toEqual(['afghanistan-baluchistan', 'china', 'indochina', 'manchuria-korea', 'micronesia', 'persia']);
    expect(moves).toHaveLength(froms.size * tos.size);
  });

  it('3.3.2: several powers short rearrange in 3.3.1\'s order, each as many moves as cubes it lacks', () => {
    const s = fresh();
    put(s, 'ru', 'europe', 2);
    put(s, 'ru', 'asia', 5);
    put(s, 'fr', 'europe', 5);
    put(s, 'fr', 'africa', 2);
    put(s, 'fr', 'asia', 2);
    put(s, 'ce', 'europe', 4);
    put(s, 'ce', 'africa', 2);
    put(s, 'ce', 'asia', 3);
    put(s, 'gb', 'europe', 4);
    put(s, 'gb', 'africa', 2);
    put(s, 'gb', 'asia', 3);
    s.current = s.order.indexOf('gb');
    expect(s.setupLeft).toEqual({ gb: 1, fr: 0, ru: 0, ce: 0 });
    let t = applyAction(s, 'gb', { kind: 'setup', territory: 'ottoman-empire' }, seeded(1));
    expect([setupShortfall(t, 'ru'), setupShortfall(t, 'gb')]).toEqual([2, 1]);
    const acted: PowerId[] = [];
    while (t.pending?.kind === 'rearrange') {
      const p = actor(t)!;
      acted.push(p);
      t = applyAction(t, p, legalActions(t)[0], seeded(1));
    }
    expect(acted).toEqual(['ru', 'ru', 'gb']);
    expect(t.phase).toBe('actions');
    for (const p of ['ru', 'fr', 'ce', 'gb'] as const) expect(setupShortfall(t, p)).toBe(0);
  });

  it('3.3.2: a cube is refused only where it would take the last places that the powers short in that continent need', () => {
    const s = fresh();
    // Britain still lacks its 3 African cubes; the others fill Africa to 3 places left.
    put(s, 'ce', 'africa', 6);
    put(s, 'fr', 'africa', 6);
    expect(roomIn(s, 'africa')).toBe(3);
    expect(shortIn(s, 'gb', 'africa')).toBe(3);
    s.current = s.order.indexOf('ce');
    const free = d.territories.find((t) => t.continent === 'africa' && s.board[t.id].filter((sp) => sp.cube !== null).length * 2 < t.spaces)!.id;
    expect(checkAction(s, 'ce', { kind: 'setup', territory: free })?.rule).toBe('3.3.2');
    expect(checkAction(s, 'ce', { kind: 'setup', territory: 'italy' })).toBeNull();
    s.current = s.order.indexOf('gb');
    expect(checkAction(s, 'gb', { kind: 'setup', territory: free })).toBeNull();
  });

  it('links: the rearranging step and its move round-trip through the codec, state format unchanged (version 3)', () => {
    const s = { ...play(fresh(), ROUNDS), dice: [1, 2, 3, 4] };
    const bytes = encodeBelleEpoqueState(s);
    expect(new BitReader(bytes).varUint(4)).toBe(3);
    expect(decodeBelleEpoqueState(bytes)).toEqual(s);
    const move = { kind: 'rearrange', from: 'belgium', to: 'china' } as const;
    expect(decodeBelleEpoqueAction(encodeBelleEpoqueAction(move))).toEqual(move);
    expect(formatAction(move, 'it')).toBe('sposta belgio cina');
    expect(parseAction(s, formatAction(move, 'it'))).toEqual(move);
  });
});
