/**
 * The past scorings in the scoring panel, VP by VP: an era's lines worked out
 * again from the chain of states, shown only when they add up to the totals
 * the game recorded (past-scorings.ts).
 */
import { describe, expect, it } from 'vitest';
import { finishTurn } from '../../../../src/games/belle-epoque/engine/sequence';
import { cloneState } from '../../../../src/games/belle-epoque/engine/state';
import { pastScorings } from '../../../../src/games/belle-epoque/ui/past-scorings';
import { actionState, scriptedRng, setSpaces } from '../helpers';

/** The end of turn 3 (10.1): Britain holding Belgium, then the scoring and turn 4's start in one step. */
function eraOne() {
  const before = actionState(3);
  setSpaces(before, 'belgium', ['gb', 'gb', 'gb', 'gb', 'gb', null]);
  const after = cloneState(before);
  finishTurn(after, scriptedRng());
  return { before, after };
}

describe('past scorings explained', () => {
  it('explains an era scoring VP by VP from the last state of its turn, the lines adding up to the recorded totals', () => {
    const { before, after } = eraOne();
    expect(after.turn).toBe(4);
    expect(after.scorings).toHaveLength(1);
    const [past] = pastScorings([before], after);
    expect(past.turn).toBe(3);
    expect(past.items).not.toBeNull();
    expect(past.items!.gb.find((i) => i.kind === 'territory' && i.ref === 'belgium')?.vp).toBeGreaterThan(0);
    for (const p of ['gb', 'fr', 'ru', 'ce'] as const) expect(past.items![p].reduce((n, i) => n + i.vp, 0)).toBe(after.scorings[0].vp[p]);
  });

  it('shows totals only when the lines would not add up, or that part of the chain is missing', () => {
    const { before, after } = eraOne();
    const moved = cloneState(before);
    setSpaces(moved, 'belgium', [null, null, null, null, null, null]);
    expect(pastScorings([moved], after)[0].items).toBeNull();
    expect(pastScorings([], after)[0].items).toBeNull();
    expect(pastScorings([], after)[0].vp).toEqual(after.scorings[0].vp);
  });
});
