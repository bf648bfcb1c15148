import { describe, expect, it } from 'vitest';
import { enemyZoc, isZocNegated } from '../../../src/games/wwi/engine/zoc';
import { neighbourIds } from '../../../src/games/wwi/engine/hex';
import { stateWith, testBoard } from './fixtures';

describe('zones of control (seed 002 4.0-4.7)', () => {
  it('covers the six hexes around every enemy unit (4.0, 4.1)', () => {
    const board = testBoard({ columns: 9, rows: 9 });
    const state = stateWith({ 'germany:1': '0505' });
    const zoc = enemyZoc(state, board, 'allies');
    expect([...zoc].sort()).toEqual(neighbourIds('0505').map((n) => n.id).sort());
    // A side's own units give it no enemy ZOC.
    expect(enemyZoc(state, board, 'central').size).toBe(0);
  });

  it('does not reach across sea, lake, blocked hexsides or crossing arrows (4.4)', () => {
    const board = testBoard({
      columns: 9,
      rows: 9,
      hexes: {
        '0505': { seaSides: { n: 'north-sea' }, lakeSides: ['ne'], blockedSides: ['se'], crossing: ['s'] },
        '0506': { seaSides: { n: 'north-sea' } },
      },
    });
    const zoc = enemyZoc(stateWith({ 'germany:1': '0505' }), board, 'allies');
    expect(zoc.has('0504')).toBe(false); // sea
    expect(zoc.has('0604')).toBe(false); // lake
    expect(zoc.has('0605')).toBe(false); // blocked
    expect(zoc.has('0506')).toBe(false); // crossing arrow
    expect(zoc.has('0405')).toBe(true);
  });

  it('does not reach across the border of a neutral nation (4.4)', () => {
    const board = testBoard({ columns: 9, rows: 9, hexes: { '0604': { nation: 'holland' } } });
    const zoc = enemyZoc(stateWith({ 'germany:1': '0505' }), board, 'allies');
    expect(zoc.has('0604')).toBe(false);
    expect(zoc.has('0405')).toBe(true);
  });

  it('is exerted by forts of strength 2 or 3 but not 1 (4.5)', () => {
    const board = testBoard({ columns: 9, rows: 9, nation: 'germany' });
    const strong = stateWith({}, { forts: [{ hex: '0505', nation: 'germany', strength: 2, destroyed: false }] });
    const weak = stateWith({}, { forts: [{ hex: '0505', nation: 'germany', strength: 1, destroyed: false }] });
    const destroyed = stateWith({}, { forts: [{ hex: '0505', nation: 'germany', strength: 3, destroyed: true }] });
    expect(enemyZoc(strong, board, 'allies').has('0506')).toBe(true);
    expect(enemyZoc(weak, board, 'allies').size).toBe(0);
    expect(enemyZoc(destroyed, board, 'allies').size).toBe(0);
  });

  it('is negated for retreat and supply by friendly units and forts (4.7, 7.4)', () => {
    const state = stateWith({ 'france:1': '0506' }, { forts: [{ hex: '0507', nation: 'france', strength: 1, destroyed: false }] });
    expect(isZocNegated(state, '0506', 'allies')).toBe(true);
    expect(isZocNegated(state, '0507', 'allies')).toBe(true);
    expect(isZocNegated(state, '0508', 'allies')).toBe(false);
  });
});
