import { describe, expect, it } from 'vitest';
import { POWER_IDS } from '../../../src/games/belle-epoque/engine/data';
import { initialState } from '../../../src/games/belle-epoque/engine/setup';
import { actor, applyAction, checkAction } from '../../../src/games/belle-epoque/engine/actions';
import { RuleError } from '../../../src/games/belle-epoque/engine/refusal';
import { candidateActions } from '../../../src/games/belle-epoque/engine/legal';
import { scoreOf } from '../../../src/games/belle-epoque/engine/scoring';
import type { BelleEpoqueState } from '../../../src/games/belle-epoque/engine/state';
import { seeded } from './helpers';
import { supplyProblems } from '../../../src/games/belle-epoque/engine/invariants';

function randomGame(seed: number, players: 2 | 3 | 4): BelleEpoqueState {
  const rng = seeded(seed);
  let s = initialState({ players, promo: seed % 2 === 0 }, rng);
  for (let step = 0; step < 3000 && s.phase !== 'ended'; step++) {
    const p = actor(s)!;
    const cands = candidateActions(s);
    // Favour playing over passing so games use every action; a refused try leaves the state as it was.
    let next: BelleEpoqueState | null = null;
    for (let tries = 0; tries < 40 && !next; tries++) {
      const a = cands[rng.below(cands.length)];
      if (a.kind === 'pass' && rng.below(6) > 0) continue;
      try {
        next = applyAction(s, p, a, rng);
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
      }
    }
    s = next ?? applyAction(s, p, cands.find((a) => checkAction(s, p, a) === null)!, rng);
    const bad = supplyProblems(s);
    if (bad.length) throw new Error(`game ${seed} step ${step}: ${bad.join('; ')}`);
  }
  return s;
}

describe('random legal games to the end (invariants)', () => {
  it('50 games: money and cubes never negative or over supply; every game ends; VP are counted at the end of Eras I and II and of the game (2.5), the VP track equals the scorings, and the final scoring recomputes from the final state', () => {
    for (let g = 0; g < 50; g++) {
      const s = randomGame(g, ([2, 3, 4] as const)[g % 3]);
      expect(s.phase).toBe('ended');
      for (const p of POWER_IDS) {
        expect(s.powers[p].vp).toBe(s.scorings.reduce((n, x) => n + x.vp[p], 0));
        expect(scoreOf(s, p, true).total).toBe(s.scorings[s.scorings.length - 1].vp[p]);
      }
      expect(s.scorings.filter((x) => !x.final).map((x) => x.turn)).toEqual(s.endReason === 'sarajevo' && s.turn <= 6 ? [3, 6].filter((t) => t < s.turn) : [3, 6]);
    }
  }, 120_000);
});
