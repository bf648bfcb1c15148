import { describe, expect, it } from 'vitest';
import { actionMenu, MENU_KINDS } from '../../../src/games/belle-epoque/engine/menu';
import { checkAction } from '../../../src/games/belle-epoque/engine/actions';
import { scoreBreakdown, scoreOf } from '../../../src/games/belle-epoque/engine/scoring';
import { POWER_IDS } from '../../../src/games/belle-epoque/engine/data';
import { actionState, setSpaces } from './helpers';

describe('the action menu of chapter 8', () => {
  it('lists every kind; legal ones hold only actions checkAction accepts, the others a refusal with its rule', () => {
    const s = actionState(2);
    const menu = actionMenu(s);
    expect(menu.map((m) => m.kind)).toEqual([...MENU_KINDS]);
    for (const m of menu) {
      for (const a of m.legal) expect(checkAction(s, 'gb', a)).toBeNull();
      expect(m.legal.length > 0).toBe(m.refusal === null);
    }
    const sell = menu.find((m) => m.kind === 'sellArms')!;
    expect(sell.refusal?.rule).toBe('8.9');
    const contest = menu.find((m) => m.kind === 'contest')!;
    expect(contest.refusal?.rule).toBe('8.7');
    expect(menu.find((m) => m.kind === 'mission')!.legal.length).toBeGreaterThan(0);
  });

  it('8.0.1: after a mission, missions are refused for the rest of the round', () => {
    const s = actionState(2);
    s.roundActions = ['mission'];
    const mission = actionMenu(s).find((m) => m.kind === 'mission')!;
    expect(mission.legal).toEqual([]);
    expect(mission.refusal?.rule).toBe('8.0.1');
    expect(actionMenu(s).find((m) => m.kind === 'endRound')!.legal).toEqual([{ kind: 'endRound' }]);
  });

  it('is empty while a decision is pending', () => {
    const s = actionState(2);
    s.pending = { kind: 'keepIntrigue', power: 'gb', cards: ['a', 'b'] };
    expect(actionMenu(s)).toEqual([]);
  });
});

describe('scoring breakdown (10.1, 10.2)', () => {
  it('its items sum to scoreOf for every power, mid-game and final', () => {
    const s = actionState(3);
    setSpaces(s, 'serbia', ['ce', 'ce', 'ce']);
    s.powers.fr.greatWork = true;
    for (const final of [false, true]) for (const p of POWER_IDS) {
      const items = scoreBreakdown(s, p, final);
      expect(items.reduce((n, i) => n + i.vp, 0), `${p} ${final}`).toBe(scoreOf(s, p, final).total);
    }
    expect(scoreBreakdown(s, 'ce', false)).toContainEqual({ kind: 'territory', ref: 'serbia', vp: expect.any(Number) });
    expect(scoreBreakdown(s, 'fr', false).some((i) => i.kind === 'greatWork')).toBe(true);
    expect(scoreBreakdown(s, 'fr', true).some((i) => i.kind === 'prestige')).toBe(true);
  });
});
