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
    // A sentence a player would say, the changes beside it, filed under the turn's actions.
    expect(en[0].text).toMatch(/^Great Britain buys 2 armies for £\d+ \(8\.1\)\.$/);
    expect(en[0].details).toContain('+2 armies in the arsenal');
    expect(en[0].group).toBe('Turn 2: actions');
    expect(en[1].text).toBe('Great Britain sends a diplomatic mission to Belgium (space 1) (8.2).');
    expect(en[1].details).toContain('Belgium 1: empty → Great Britain');
    const it = logLines([s0, s1], s2, 'it');
    expect(it[1].text).toBe('Gran Bretagna invia una Missione diplomatica in Belgio (spazio 1) (8.2).');
    expect(it[1].details).toContain('Belgio 1: vuoto → Gran Bretagna');
  });

  it('carries a contest\'s result when one was resolved in the step', () => {
    const s0 = actionState(2);
    setSpaces(s0, 'serbia', ['serbia/gb', null, null, null, null, null]);
    const s1 = applyAction(s0, 'gb', { kind: 'contest', territory: 'serbia', space: 0, fleets: [] }, scriptedRng());
    const s2 = applyAction(s1, 'gb', { kind: 'contestArmies', armies: 0, minorArmies: [] }, scriptedRng([6, 1]));
    const lines = logLines([s0, s1], s2, 'en');
    expect(lines[0].text).toMatch(/^Great Britain challenges .+ in Serbia \(space 1\): a contest \(8\.7\)\.$/);
    expect(lines[1].text).toMatch(/^The contest is decided: .+ wins\.$/);
    expect(lines[1].contest?.winner).toBe(s2.lastContest!.winner);
    expect(lines[1].contest?.attacker.die).toBe(6);
  });

  it('a step that starts a turn tells the action first, then the new turn and its income', () => {
    const s0 = actionState(2);
    const s1 = cloneState(s0);
    s1.board.belgium[0].cube = 'gb';
    s1.turn = 3;
    s1.powers.fr.money += 11;
    const [step, turn] = logLines([s0], s1, 'en');
    const text = step!.details;
    expect(text.indexOf('Belgium 1')).toBeLessThan(text.indexOf('Turn 3 begins'));
    expect(text.indexOf('Turn 3 begins')).toBeLessThan(text.indexOf('France: +£11'));
    // The new turn under its own heading, not under the power that acted last.
    expect(turn).toMatchObject({ who: null, turn: 3, group: 'Turn 3 begins: events and income' });
  });

  it('the set-up as sentences: who placed where, and why the round passes', async () => {
    const { initialState } = await import('../../../../src/games/belle-epoque/engine/setup');
    const { actor } = await import('../../../../src/games/belle-epoque/engine/actions');
    const { legalActions } = await import('../../../../src/games/belle-epoque/engine/legal');
    const chain = [initialState({ players: 4 }, scriptedRng())];
    for (let i = 0; i < 2; i++) {
      const s = chain[chain.length - 1]!;
      chain.push(applyAction(s, actor(s)!, legalActions(s)[0]!, scriptedRng()));
    }
    const lines = logLines(chain.slice(0, -1), chain[chain.length - 1]!, 'en');
    expect(lines.map((l) => l.group)).toEqual(['Initial set-up (3.3)', 'Initial set-up (3.3)']);
    expect(lines[0]!.text).toMatch(/^Russia places a cube in .+ \(space \d\)\.$/);
    expect(lines[1]!.text).toMatch(/^Russia places a cube in .+\. Russia's round is over \(2 cubes a round, 3\.3\): France places next\.$/);
  });
});
