import { describe, expect, it } from 'vitest';
import { loadBelleEpoqueData, POWER_IDS } from '../../../src/games/belle-epoque/engine/data';
import { initialState } from '../../../src/games/belle-epoque/engine/setup';
import { actor, applyAction, checkAction } from '../../../src/games/belle-epoque/engine/actions';
import { RuleError } from '../../../src/games/belle-epoque/engine/refusal';
import { candidateActions } from '../../../src/games/belle-epoque/engine/legal';
import { scoreOf } from '../../../src/games/belle-epoque/engine/scoring';
import type { BelleEpoqueState } from '../../../src/games/belle-epoque/engine/state';
import { seeded } from './helpers';

const d = loadBelleEpoqueData();

/** Every cube of every owner is somewhere: reserve, embassy, set-up supply or map (2.0, 2.2); nothing negative. Returns the problems. */
function supplyProblems(s: BelleEpoqueState): string[] {
  const bad: string[] = [];
  const check = (ok: boolean, what: string) => { if (!ok) bad.push(what); };
  const onMap: Record<string, number> = {};
  let arms = 0;
  for (const spaces of Object.values(s.board)) for (const sp of spaces) {
    if (sp.cube === 'arms') arms += 1;
    else if (sp.cube) onMap[sp.cube] = (onMap[sp.cube] ?? 0) + 1;
    if (sp.top) onMap[sp.top] = (onMap[sp.top] ?? 0) + 1;
  }
  for (const p of POWER_IDS) {
    const ps = s.powers[p];
    check(ps.money >= 0 && ps.embassy >= 0 && s.reserve[p] >= 0, `${p} negative money or cubes`);
    check(s.reserve[p] + ps.embassy + (onMap[p] ?? 0) + s.markerCubes.filter((x) => x === p).length + (s.phase === 'setup' ? s.setupLeft[p] : 0) === 40, `${p} cubes do not add up to 40`);
    const a = ps.armies;
    check(Math.min(a.reserve, a.arsenal, a.used) >= 0, `${p} negative armies`);
    check(a.reserve + a.arsenal + a.used <= d.powers.find((x) => x.id === p)!.armies.max, `${p} armies over the limit`);
    check(ps.prestige >= 0, `${p} prestige off the track`);
  }
  for (const m of d.minors) check(s.reserve[m.id] >= 0 && s.reserve[m.id] + (onMap[m.id] ?? 0) === m.cubes, `${m.id} cubes do not add up`);
  check(arms + POWER_IDS.reduce((n, p) => n + s.powers[p].armsCubes, 0) === 20, 'arms cubes do not add up to 20');
  return bad;
}

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
