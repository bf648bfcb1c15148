/**
 * Bench figures of La Belle Époque's automated powers (chapter 13): a whole game of
 * four, one decision, and over many games each power's share of wins and mean score.
 * Timing is measured here, never asserted in tests.
 */
import { POWER_IDS } from './data';
import { actor, applyAction } from './actions';
import { automatedAction } from './automated';
import { gameRng, playAutomatedGame } from './invariants';
import { initialState } from './setup';

export interface BenchFigure { name: string; value: number; unit: string; target?: number; note?: string }

export function benchBelleEpoque(games = 100): BenchFigure[] {
  const out: BenchFigure[] = [];
  const wins: Record<string, number> = Object.fromEntries(POWER_IDS.map((p) => [p, 0]));
  const totals: Record<string, number> = Object.fromEntries(POWER_IDS.map((p) => [p, 0]));
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    const started = performance.now();
    const rng = gameRng(10_000 + g);
    let s = initialState({ players: 4, automated: [...POWER_IDS] }, rng);
    while (s.phase !== 'ended') s = applyAction(s, actor(s)!, automatedAction(s, rng)!, rng);
    times.push(performance.now() - started);
    const best = Math.max(...POWER_IDS.map((p) => s.powers[p].vp));
    const top = POWER_IDS.filter((p) => s.powers[p].vp === best);
    // A shared first place splits the win.
    for (const p of top) wins[p] += 1 / top.length;
    for (const p of POWER_IDS) totals[p] += s.powers[p].vp;
  }
  times.sort((a, b) => a - b);
  out.push({ name: 'Belle Époque: whole game of four automated powers (mean)', value: times.reduce((a, b) => a + b, 0) / games, unit: 'ms', target: 1000 });
  out.push({ name: 'Belle Époque: whole game of four automated powers (max)', value: times[times.length - 1], unit: 'ms', target: 1000 });
  // One decision: an automated power's whole action phase (13.3), the longest step it takes.
  const game = playAutomatedGame(1);
  const rng = gameRng(1);
  let s = initialState({ players: 4, automated: [...POWER_IDS] }, rng);
  const steps: number[] = [];
  while (s.phase !== 'ended') {
    const t = performance.now();
    const a = automatedAction(s, rng)!;
    const next = applyAction(s, actor(s)!, a, rng);
    steps.push(performance.now() - t);
    s = next;
  }
  steps.sort((a, b) => a - b);
  out.push({ name: 'Belle Époque: one automated decision, applied (max)', value: steps[steps.length - 1], unit: 'ms', target: 20, note: `${steps.length} decisions; invariant game ${game.breaches.length ? 'broke' : 'held'}` });
  for (const p of POWER_IDS) {
    out.push({ name: `Belle Époque: ${p} share of wins over ${games} automated games`, value: (100 * wins[p]) / games, unit: '%', target: 40 });
    out.push({ name: `Belle Époque: ${p} mean final VP over ${games} automated games`, value: totals[p] / games, unit: 'VP' });
  }
  return out;
}
