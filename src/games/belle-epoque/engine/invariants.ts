/**
 * Invariant games of four automated powers (chapter 13), shared by the unit test,
 * the 200-game script and the bench: every action checked legal before it is
 * applied, the supplies checked after it, the track checked against a recount at the end.
 */
import { loadBelleEpoqueData, POWER_IDS, type PowerId } from './data';
import { actor, applyAction, checkAction } from './actions';
import { automatedAction } from './automated';
import { PRESTIGE_MAX } from './prestige';
import { rngFromBytes, type Rng } from './rng';
import { scoreOf } from './scoring';
import { initialState } from './setup';
import type { BelleEpoqueState } from './state';

const d = loadBelleEpoqueData();

/** Every cube of every owner is somewhere (2.0): reserve, embassy, card markers, set-up supply or map; nothing negative. */
export function supplyProblems(s: BelleEpoqueState): string[] {
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
    const box = d.powers.find((x) => x.id === p)!.cubesInBox;
    check(ps.money >= 0 && ps.embassy >= 0 && s.reserve[p] >= 0, `${p} negative money or cubes`);
    check(!(s.automated ?? []).includes(p) || ps.money === 0, `${p} automated with money (13.3)`);
    check(s.reserve[p] + ps.embassy + (onMap[p] ?? 0) + s.markerCubes.filter((x) => x === p).length + (s.phase === 'setup' ? s.setupLeft[p] : 0) === box, `${p} cubes do not add up to ${box}`);
    // HMS Dreadnought may take a person's fleet track past its 3 fleets (8.3); an automated one stops at 3 (13.5).
    check(ps.armsCubes >= 0 && ps.fleetTrack >= 0 && (!(s.automated ?? []).includes(p) || ps.fleetTrack <= 3), `${p} arms cubes or fleet track off`);
    check(ps.prestige >= 0 && ps.prestige <= PRESTIGE_MAX, `${p} prestige off the track`);
  }
  for (const m of d.minors) check(s.reserve[m.id] >= 0 && s.reserve[m.id] + (onMap[m.id] ?? 0) === m.cubes, `${m.id} cubes do not add up`);
  check(arms + POWER_IDS.reduce((n, p) => n + s.powers[p].armsCubes, 0) === d.powers.reduce((n, p) => n + p.armsCubes, 0), 'arms cubes do not add up');
  return bad;
}

/** The dice of invariant game `n`. */
export function gameRng(n: number): Rng {
  return rngFromBytes(new Uint8Array([n & 255, (n >> 8) & 255, 13, 4]));
}

export interface CheckedGame { final: BelleEpoqueState; actions: number; breaches: string[] }

/** One game of four automated powers to the end, every action and state checked. */
export function playAutomatedGame(n: number, automated: PowerId[] = [...POWER_IDS]): CheckedGame {
  const rng = gameRng(n);
  let s = initialState({ players: 4, automated }, rng);
  const breaches: string[] = [];
  let actions = 0;
  for (; s.phase !== 'ended' && actions < 2000 && breaches.length === 0; actions++) {
    const p = actor(s)!;
    const a = automatedAction(s, rng);
    if (!a) { breaches.push(`no automated action for ${p}`); break; }
    const refusal = checkAction(s, p, a);
    if (refusal) { breaches.push(`illegal ${a.kind} by ${p}: ${refusal.rule}`); break; }
    s = applyAction(s, p, a, rng);
    breaches.push(...supplyProblems(s).map((x) => `turn ${s.turn}: ${x}`));
  }
  if (s.phase !== 'ended') breaches.push(`stopped in turn ${s.turn}`);
  else for (const p of POWER_IDS) {
    if (s.powers[p].vp !== s.scorings.reduce((k, x) => k + x.vp[p], 0)) breaches.push(`${p} VP track differs from the scorings`);
    if (scoreOf(s, p, true).total !== s.scorings[s.scorings.length - 1].vp[p]) breaches.push(`${p} final scoring does not recompute`);
  }
  return { final: s, actions, breaches };
}
