/**
 * The numbered rules of seed 004 (chapters 2-12; chapter 13, the automated
 * powers, is not implemented yet) that no other test names, and a last test
 * making sure every one of them is named by some test title of this folder.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { resolveEvent, resourcePhase, startTurn } from '../../../src/games/belle-epoque/engine/sequence';
import { applyAction, checkAction } from '../../../src/games/belle-epoque/engine/actions';
import { baseCubes } from '../../../src/games/belle-epoque/engine/board';
import { actionState, armies, scriptedRng, setSpaces } from './helpers';

const RULES = [
  '2.0', '2.1.1', '2.2', '2.3', '2.5', '3.0', '3.1', '3.2', '3.3', '3.3.1', '3.3.2', '4.0', '5.0', '6.0', '6.1', '6.2', '6.3', '7.0',
  '8.0', '8.0.1', '8.1', '8.2', '8.2.1', '8.2.2', '8.2.3', '8.2.4', '8.2.5', '8.2.6', '8.3', '8.4', '8.5', '8.6', '8.6.1', '8.6.2',
  '8.7', '8.7.1', '8.7.2', '8.7.3', '8.7.4', '8.8', '8.9', '8.9.1', '8.9.2', '8.10', '8.11', '9.0', '10.1', '10.2', '10.2.1',
  '11.0', '11.1', '12.0',
];

describe('rules no other test names', () => {
  it('2.1.1: the bank never runs out: income is paid whatever money is in play', () => {
    const s = actionState();
    s.powers.gb.money = 5000;
    resourcePhase(s);
    expect(s.powers.gb.money).toBe(5013);
  });

  it('2.2: the pieces in the box are the limit: no Spanish cube is placed once both are on the map, no arms cube once the sheet is empty', () => {
    const s = actionState(5);
    setSpaces(s, 'micronesia', ['spain', null, null, null, null, null]);
    s.reserve.spain = 0;
    resolveEvent(s, 'spanish-american-war', scriptedRng());
    expect(s.reserve.spain).toBe(1);
    const t = actionState(5);
    armies(t, 'gb', 1);
    t.powers.gb.armsCubes = 0;
    expect(checkAction(t, 'gb', { kind: 'sellArms', territory: 'horn-of-africa', fleets: [], replace: [] })?.rule).toBe('8.9');
    expect(baseCubes(t.board.micronesia, 'spain')).toBe(1);
  });

  it('4.0: a turn runs resources, events, intrigue cards (turns 2-4-6-8), then actions: the economic crisis takes its £3 after the income, the cards come after the events', () => {
    const s = actionState(2);
    for (const p of ['gb', 'fr', 'ru', 'ce'] as const) s.powers[p].money = 0;
    s.events.deck = ['economic-crisis', 'royal-scandal'];
    startTurn(s, scriptedRng());
    expect(s.powers.gb.money).toBe(10);
    expect(s.powers.gb.hand.intrigue).toHaveLength(1);
    expect(s.phase).toBe('actions');
    expect(applyAction(s, 'gb', { kind: 'pass' }, scriptedRng()).powers.gb.passed).toBe(true);
  });
});

/** First string argument of every it/describe call of a test file. */
function titles(source: string): string[] {
  const call = /\b(?:it|describe)\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  return [...source.matchAll(call)].map((m) => m[2]);
}

describe('coverage', () => {
  it('every numbered rule of chapters 2-12 is named by a test title', () => {
    const dir = new URL('./', import.meta.url);
    const all = readdirSync(dir).filter((f) => f.endsWith('.test.ts')).flatMap((f) => titles(readFileSync(new URL(f, dir), 'utf8')));
    const named = (r: string) => all.some((t) => new RegExp(`(?<![\\d.])${r.replace(/\./g, '\\.')}(?![\\d]|\\.\\d)`).test(t));
    expect(RULES.filter((r) => !named(r))).toEqual([]);
  });
});
