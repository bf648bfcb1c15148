/**
 * Strength and speed of the automated powers, for `npm run bench`: games on
 * fixed seeds between bots and random players, time to orders per level, and
 * adjudications per second on positions of real (bot) games. Returns figures;
 * the bench prints them. Game counts are parameters so a shared machine can
 * run a smaller bench.
 */
import type { PowerId } from '../../../../platform/game';
import { adjudicate } from '../adjudicate';
import type { SubmittedOrder } from '../adjudicator/validate';
import { centreCount, type Position } from '../position';
import { RULEBOOK_2000 } from '../rulebook';
import type { GameMap } from '../types';
import { botOrders, DEFAULT_BUDGET } from './index';
import { playGame, type PlayedGame, type Player } from './play';

export interface BotBenchFigure {
  name: string;
  value: number;
  unit: string;
  target?: number;
  /** Which way of the target is better; given with every target. */
  better?: 'higher' | 'lower';
  note?: string;
}

export interface BotBenchCounts {
  /** Level 1 against six random players (issue target: 100). */
  versusRandom: number;
  /** One level 2 against six level 1 (issue target: at least 50). */
  searchVersusHeuristic: number;
  /** Seven level-1 bots to 1920. */
  allHeuristic: number;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Centres after the fall of `year`, or at the end of a game won earlier. */
function centresAt(map: GameMap, game: PlayedGame, year: number): Record<PowerId, number> {
  return game.centresByYear.get(year) ?? Object.fromEntries(map.data.powers.map((p) => [p.id, centreCount(game.final, p.id)]));
}

function lineUp(map: GameMap, hero: PowerId, heroPlayer: Player, others: Player): Record<PowerId, Player> {
  return Object.fromEntries(map.data.powers.map((p) => [p.id, p.id === hero ? heroPlayer : others]));
}

export function benchBots(map: GameMap, counts: BotBenchCounts, log: (figure: BotBenchFigure) => void): void {
  const powers = map.data.powers.map((p) => p.id);
  const firstYear = map.data.startYear;
  const tenth = firstYear + 9;

  // Level 1 against six random players: wins, or has the most centres at the tenth year.
  let leads = 0;
  for (let game = 0; game < counts.versusRandom; game++) {
    const hero = powers[game % powers.length];
    const played = playGame(map, lineUp(map, hero, { kind: 'bot', level: 1 }, { kind: 'random' }), { seed: 10_000 + game, lastYear: tenth });
    const centres = centresAt(map, played, tenth);
    const best = Math.max(...powers.filter((p) => p !== hero).map((p) => centres[p]));
    if (played.winner === hero || centres[hero] > best) leads++;
  }
  log({
    name: `level-1 bot against six random players: wins or leads alone at ${tenth}`,
    value: leads,
    unit: `of ${counts.versusRandom} games`,
    target: Math.ceil(counts.versusRandom * 0.95),
    better: 'higher',
  });

  // One level 2 against six level 1: the searcher's centres against the heuristic mean.
  const searchTimes: number[] = [];
  const heroCentres: number[] = [];
  const otherCentres: number[] = [];
  for (let game = 0; game < counts.searchVersusHeuristic; game++) {
    const hero = powers[game % powers.length];
    const played = playGame(map, lineUp(map, hero, { kind: 'bot', level: 2 }, { kind: 'bot', level: 1 }), {
      seed: 20_000 + game,
      lastYear: tenth,
      onOrders: (position, power, _orders, millis) => {
        if (power === hero && position.phase === 'movement') searchTimes.push(millis);
      },
    });
    const centres = centresAt(map, played, tenth);
    heroCentres.push(centres[hero]);
    for (const p of powers) if (p !== hero) otherCentres.push(centres[p]);
  }
  if (counts.searchVersusHeuristic > 0) {
    const ratio = mean(heroCentres) / Math.max(1e-9, mean(otherCentres));
    log({ name: `level-2 bot against six level-1: mean centres at ${tenth}`, value: mean(heroCentres), unit: 'centres', note: `${counts.searchVersusHeuristic} games, the searcher's power rotating` });
    log({ name: `level-1 bots in those games: mean centres at ${tenth}`, value: mean(otherCentres), unit: 'centres' });
    log({ name: 'level-2 mean over level-1 mean', value: ratio, unit: '×', target: 1.5, better: 'higher' });
    log({ name: 'level-2 time to orders, default budget (mean)', value: mean(searchTimes), unit: 'ms', target: 2000, better: 'lower', note: `${DEFAULT_BUDGET.samples} samples, ${DEFAULT_BUDGET.candidates} candidates, ${DEFAULT_BUDGET.improvementRounds} improvement round(s)` });
    log({ name: 'level-2 time to orders, default budget (p95)', value: percentile(searchTimes, 95), unit: 'ms', target: 2000, better: 'lower' });
  }

  // Seven level-1 bots to twenty years: the leader at the tenth year, solos and frozen boards at the end.
  const lastYear = firstYear + 19;
  const leaders: number[] = [];
  let solos = 0;
  let frozen = 0;
  const levelOneTimes: number[] = [];
  const realPositions: { position: Position; orders: SubmittedOrder[] }[] = [];
  for (let game = 0; game < counts.allHeuristic; game++) {
    const played = playGame(map, lineUp(map, powers[0], { kind: 'bot', level: 1 }, { kind: 'bot', level: 1 }), {
      seed: 30_000 + game,
      lastYear,
      onOrders: (position, _power, _orders, millis) => {
        if (position.phase === 'movement') levelOneTimes.push(millis);
      },
    });
    leaders.push(Math.max(...Object.values(centresAt(map, played, tenth))));
    if (played.winner) solos++;
    else {
      // Stalemate-looking: no centre changed hands over the last three years.
      const last = [lastYear - 3, lastYear - 2, lastYear - 1, lastYear].map((y) => JSON.stringify(played.centresByYear.get(y)));
      if (last.every((c) => c === last[0])) frozen++;
    }
    for (const phase of played.phases) {
      if (phase.position.phase === 'movement') realPositions.push({ position: phase.position, orders: phase.orders.map((o) => ({ power: o.power, order: o.order })) });
    }
  }
  if (counts.allHeuristic > 0) {
    const histogram = new Map<number, number>();
    for (const c of leaders) histogram.set(c, (histogram.get(c) ?? 0) + 1);
    const shape = [...histogram.entries()].sort((a, b) => a[0] - b[0]).map(([c, n]) => `${c}:${n}`).join(' ');
    log({ name: `seven level-1 bots: leader's centres at ${tenth} (median)`, value: percentile(leaders, 50), unit: 'centres', note: `centres:games ${shape}` });
    log({ name: `seven level-1 bots: solo victories by ${lastYear}`, value: solos, unit: `of ${counts.allHeuristic} games` });
    log({ name: `seven level-1 bots: no centre changing hands over ${lastYear - 3}–${lastYear}`, value: frozen, unit: `of ${counts.allHeuristic} games` });
    log({ name: `seven level-1 bots: a solo or a stalemate-looking board by ${lastYear}`, value: Math.round((100 * (solos + frozen)) / counts.allHeuristic), unit: '% of games' });
    log({ name: 'level-1 time to orders (mean)', value: mean(levelOneTimes), unit: 'ms', target: 50, better: 'lower' });
    log({ name: 'level-1 time to orders (p95)', value: percentile(levelOneTimes, 95), unit: 'ms', target: 50, better: 'lower' });
    log({
      name: 'diplomacy adjudications on real-game positions (bot games)',
      value: adjudicationsPerSecond(map, realPositions, 2000),
      unit: 'adjudications/s',
      note: `${realPositions.length} movement phases; the python diplomacy package cannot be installed here (no PyPI), so no side-by-side ratio`,
    });
  }

  // Level 2 on a crowded middle-game position, once, for a single timing with the default budget.
  const middle = realPositions.find((p) => p.position.year === firstYear + 5);
  if (middle) {
    const power = middle.position.units[0].power;
    const started = performance.now();
    botOrders({ map, position: middle.position, power, level: 2, gameSeed: 1 });
    log({ name: 'level-2 time to orders on a middle-game position', value: performance.now() - started, unit: 'ms', target: 2000, better: 'lower' });
  }
}

function adjudicationsPerSecond(map: GameMap, samples: readonly { position: Position; orders: SubmittedOrder[] }[], millis: number): number {
  if (samples.length === 0) return 0;
  for (let i = 0; i < Math.min(500, samples.length); i++) adjudicate(map, samples[i].position, samples[i].orders, RULEBOOK_2000);
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < millis) {
    for (const s of samples) adjudicate(map, s.position, s.orders, RULEBOOK_2000);
    runs += samples.length;
  }
  return Math.round((runs * 1000) / (performance.now() - start));
}
