/**
 * The past scorings (end of Eras I and II, 10.1; the final one, 10.2) explained
 * VP by VP. A link carries only each scoring's totals, so the lines are worked
 * out again from the chain of states: an era's scoring from the last state of
 * its turn (the step that ended the turn changes nothing that scores before the
 * scoring, 8.11 and 9.0 steps 1-4), the final one from the last state. The lines
 * are shown only when they add up to the totals the game recorded (a last step
 * that moved cubes, or a browser missing that part of the chain, leaves totals only).
 * Pure, tested in Node.
 */
import { POWER_IDS, type PowerId } from '../engine/data';
import { scoreBreakdown, type ScoreItem } from '../engine/scoring';
import type { BelleEpoqueState } from '../engine/state';

export interface PastScoring {
  turn: number;
  final: boolean;
  vp: Record<PowerId, number>;
  /** Each power's lines, when they add up to `vp`; null when they cannot be shown. */
  items: Record<PowerId, ScoreItem[]> | null;
}

export function pastScorings(history: readonly BelleEpoqueState[], state: BelleEpoqueState): PastScoring[] {
  const chain = [...history, state];
  return state.scorings.map((scoring, k) => {
    // The state the scoring was worked out on: the final one is the last state; an era's, the last before the scoring was recorded.
    const at = scoring.final ? (state.phase === 'ended' ? state : undefined) : chain.filter((s) => s.scorings.length === k && s.turn === scoring.turn).pop();
    if (!at) return { ...scoring, items: null };
    const items = Object.fromEntries(POWER_IDS.map((p) => [p, scoreBreakdown(at, p, scoring.final)])) as Record<PowerId, ScoreItem[]>;
    const adds = POWER_IDS.every((p) => items[p].reduce((n, i) => n + i.vp, 0) === scoring.vp[p]);
    return { ...scoring, items: adds ? items : null };
  });
}
