import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../../src/games/belle-epoque/engine/actions';
import { cloneState } from '../../../../src/games/belle-epoque/engine/state';
import { logLines } from '../../../../src/games/belle-epoque/ui/log-lines';
import { actionState, scriptedRng, setSpaces } from '../helpers';

describe('the log from the chain of states', () => {
  it('names who acted and what changed: money, armies and a cube placed, in English and Italian', () => {
    const s0 = actionState(2);
    const s1 = applyAction(s0, 'gb', { kind: 'buy', armies: 2, fleets: 0 }, scriptedRng());
    const s2 = applyAction(s1, 'gb', { kind: 'mission', territory: 'belgium', space: 0 }, scriptedRng());
    const en = logLines([s0, s1], s2, 'en');
    expect(en).toHaveLength(2);
    expect(en[0].who).toBe('gb');
    expect(en[0].text).toContain('+2 armies in the arsenal');
    expect(en[0].text).toMatch(/: −£\d+, \+2 armies/);
    expect(en[1].text).toContain('Belgium 1: empty → Great Britain');
    const it = logLines([s0, s1], s2, 'it');
    expect(it[1].text).toContain('Belgio 1: vuoto → Gran Bretagna');
  });

  it('carries a contest\'s result when one was resolved in the step', () => {
    const s0 = actionState(2);
    setSpaces(s0, 'serbia', ['serbia/gb', null, null, null, null, null]);
    const s1 = applyAction(s0, 'gb', { kind: 'contest', territory: 'serbia', space: 0, fleets: [] }, scriptedRng());
    const s2 = applyAction(s1, 'gb', { kind: 'contestArmies', armies: 0, minorArmies: [] }, scriptedRng([6, 1]));
    const lines = logLines([s0, s1], s2, 'en');
    expect(lines[0].text).toContain('Contest opened in Serbia');
    expect(lines[1].contest?.winner).toBe(s2.lastContest!.winner);
    expect(lines[1].contest?.attacker.die).toBe(6);
  });

  it('a step that starts a turn tells the action first, then the new turn and its income', () => {
    const s0 = actionState(2);
    const s1 = cloneState(s0);
    s1.board.belgium[0].cube = 'gb';
    s1.turn = 3;
    s1.powers.fr.money += 11;
    const text = logLines([s0], s1, 'en')[0].text;
    expect(text.indexOf('Belgium 1')).toBeLessThan(text.indexOf('Turn 3 begins'));
    expect(text.indexOf('Turn 3 begins')).toBeLessThan(text.indexOf('France: +£11'));
  });
});
