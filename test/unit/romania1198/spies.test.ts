import { describe, expect, it } from 'vitest';
import {
  detectionThreshold,
  parseSpy,
  population,
  privateSpyReports,
  spyDie,
  spyDieMaterial,
  spyReport,
} from '../../../src/games/romania1198/engine/spies';
import { position, units } from './helpers';

describe('Spie (S): orders in the seed notation and in English', () => {
  it('reads the seed example and its English form', () => {
    expect(parseSpy('S clu ara (esercito - minerali - qualità equipaggiamento)', 'cluj')).toEqual({
      ok: true,
      order: { kind: 'spy', from: 'cluj', target: 'ara', infos: ['army', 'resources', 'equipment'] },
    });
    expect(parseSpy('s Clu Ara (army - equipment)', 'cluj')).toMatchObject({ ok: true, order: { infos: ['army', 'equipment'] } });
  });

  it.each([
    ['S clu ara', 'cluj'],
    ['S clu xyz (esercito)', 'cluj'],
    ['S clu ara (tesoro)', 'cluj'],
    ['S clu ara (esercito - esercito)', 'cluj'],
    ['S clu ara (esercito)', 'oradea'],
    ['S clu ara (esercito - minerali - qualità equipaggiamento)', 'cluj', 2],
  ])('refuses %s for %s with a reason in both languages', (text, power, ability?: number) => {
    const r = parseSpy(text, power, ability);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason.it).not.toBe(r.reason.en);
  });
});

describe('Spie (S): the detection formula and the seed worked example', () => {
  it('follows the formula: 75 − spies × ability × 3 + population / 250 + things asked', () => {
    // The seed prints 97 for the Cluj spy of ability 3: right with 7000 inhabitants, but 7000 is
    // Cluj's (the spy's home), not Arad's, the spied city the formula names.
    expect(detectionThreshold(1, 3, 7000, 3)).toBe(97);
    // For ability 10 the seed prints 70; its own numbers give 76.
    expect(detectionThreshold(1, 10, 7000, 3)).toBe(76);
    // The formula with the spied city, Arad (5000 inhabitants): 89 and 68.
    expect(population('ara')).toBe(5000);
    expect(detectionThreshold(1, 3, population('ara') ?? 0, 3)).toBe(89);
    expect(detectionThreshold(1, 10, 5000, 3)).toBe(68);
  });

  it('caught when the die is below the threshold: at Arad asking one thing, 86 is caught, 87 is not', () => {
    const pos = position(units('oradea A ara', 'oradea F sal'));
    const spy = { kind: 'spy' as const, from: 'cluj', target: 'ara', infos: ['army' as const] };
    // One thing asked: 75 − 9 + 20 + 1 = 87.
    expect(spyReport(pos, spy, 86)).toMatchObject({ threshold: 87, caught: true });
    expect(spyReport(pos, spy, 86).army).toBeUndefined();
    expect(spyReport(pos, spy, 87)).toMatchObject({ caught: false, region: 'oradea', army: [{ type: 'A', loc: 'ara' }, { type: 'F', loc: 'sal' }] });
  });

  it('a report carries only what was asked, and each seat sees only its own', () => {
    const pos = position(units('oradea A ara'));
    const mine = spyReport(pos, { kind: 'spy', from: 'cluj', target: 'ara', infos: ['resources', 'equipment'] }, 100);
    expect(mine.army).toBeUndefined();
    expect(mine.resources).toEqual(['ara', 'ora', 'sal', 'vas']);
    expect(mine.equipment).toEqual([{ loc: 'ara', strength: 1 }]);
    const theirs = spyReport(pos, { kind: 'spy', from: 'zalau', target: 'ora', infos: ['army'] }, 100);
    expect(privateSpyReports([mine, theirs], 'cluj')).toEqual([mine]);
    expect(privateSpyReports([mine, theirs], 'oradea')).toEqual([]);
  });
});

describe('Spie (S): the percentile die', () => {
  const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

  it('is 1–100, the same from the same material, and moves with any part of it', () => {
    const material = [enc('state-hash'), enc('S clu ara (esercito)'), enc('A bis - tim')];
    const a = spyDie(material, 0);
    expect(spyDie([...material], 0)).toBe(a);
    expect(a).toBeGreaterThanOrEqual(1);
    expect(a).toBeLessThanOrEqual(100);
    const others = Array.from({ length: 20 }, (_, i) => spyDie([enc('state-hash'), enc(`order ${i}`)], 0));
    expect(new Set(others).size).toBeGreaterThan(5);
    // Length prefixes: moving a byte between parts changes the material.
    expect(spyDie([enc('ab'), enc('c')], 0) === spyDie([enc('a'), enc('bc')], 0) && spyDie([enc('ab'), enc('c')], 1) === spyDie([enc('a'), enc('bc')], 1)).toBe(false);
  });

  it('falls evenly over many phases', () => {
    const counts = new Array(10).fill(0) as number[];
    for (let i = 0; i < 5000; i++) counts[Math.floor((spyDie([enc(`phase ${i}`)], 0) - 1) / 10)]++;
    for (const c of counts) expect(c).toBeGreaterThan(400);
  });
});

describe('Spie (S): what the die is made of', () => {
  it('sealed: all reveal codes, in any arrival order; a different code moves it', () => {
    const a = spyDieMaterial({ sealed: true, revealCodes: { cluj: 'k1', oradea: 'k2' } });
    const b = spyDieMaterial({ sealed: true, revealCodes: { oradea: 'k2', cluj: 'k1' } });
    expect(b).toEqual(a);
    const c = spyDieMaterial({ sealed: true, revealCodes: { cluj: 'k1', oradea: 'k3' } });
    expect(Array.from({ length: 8 }, (_, i) => spyDie(c, i))).not.toEqual(Array.from({ length: 8 }, (_, i) => spyDie(a, i)));
  });

  it('open: the state hash and every order, so anyone holding the links computes it', () => {
    const open = spyDieMaterial({ sealed: false, stateHash: 'abc123', orders: { cluj: 'S clu ara (esercito)', oradea: 'A ara H' } });
    expect(spyDie(open, 0)).toBe(spyDie(spyDieMaterial({ sealed: false, stateHash: 'abc123', orders: { oradea: 'A ara H', cluj: 'S clu ara (esercito)' } }), 0));
    const other = spyDieMaterial({ sealed: false, stateHash: 'abc124', orders: { cluj: 'S clu ara (esercito)', oradea: 'A ara H' } });
    expect(Array.from({ length: 8 }, (_, i) => spyDie(other, i))).not.toEqual(Array.from({ length: 8 }, (_, i) => spyDie(open, i)));
  });
});
