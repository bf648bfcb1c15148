/**
 * The sparring bench, for `npm run bench -- --only=dumbbot`: one bot of a
 * level (the strongest by default) against six DumbBots (dumbbot.ts), its
 * power rotating over all seven, games on fixed seeds to the tenth year. It
 * reports the ratio of its centres to the DumbBots' mean with a bootstrap 95%
 * interval over games, the ratio per power, and the time it takes to decide.
 */
import type { PowerId } from '../../../../platform/game';
import { centreCount } from '../position';
import { seededRng } from '../random-orders';
import type { GameMap } from '../types';
import type { BotBenchFigure } from './bench-bots';
import { BOT_LEVELS, DEFAULT_BUDGET, type BotLevel, type SearchBudget } from './index';

/** The bench's decision budget: a phone is about 4× slower than a desktop's Node, and its aim is 2 s there. */
export const BENCH_BUDGET: SearchBudget = { ...DEFAULT_BUDGET, millis: 200 };
import { playGame, type Player } from './play';

export interface DumbBotBenchOptions {
  games: number;
  level?: BotLevel;
  budget?: SearchBudget;
  /**
   * The clock of the search budget and of the decision times, in milliseconds: the bench gives its
   * process's CPU time, so a machine shared with other work measures the bot's thinking, not its waiting.
   */
  clock?: () => number;
  /** Told after each game (the bench prints progress on stderr). */
  onGame?: (game: number, hero: PowerId, heroCentres: number, dumbMean: number) => void;
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** Ratio of the hero's mean centres to the DumbBots' mean, and its 95% bootstrap interval (games resampled). */
export function ratioWithInterval(hero: readonly number[], dumb: readonly number[], resamples = 2000, seed = 1): { ratio: number; low: number; high: number } {
  const ratio = mean(hero) / Math.max(1e-9, mean(dumb));
  const rng = seededRng(seed);
  const ratios: number[] = [];
  for (let r = 0; r < resamples; r++) {
    let h = 0;
    let d = 0;
    for (let i = 0; i < hero.length; i++) {
      const pick = Math.floor(rng() * hero.length);
      h += hero[pick];
      d += dumb[pick];
    }
    ratios.push(h / Math.max(1e-9, d));
  }
  return { ratio, low: percentile(ratios, 2.5), high: percentile(ratios, 97.5) };
}

export function benchDumbBot(map: GameMap, options: DumbBotBenchOptions, log: (figure: BotBenchFigure) => void): void {
  const powers = map.data.powers.map((p) => p.id);
  const tenth = map.data.startYear + 9;
  const level = options.level ?? BOT_LEVELS[BOT_LEVELS.length - 1];
  const clock = options.clock ?? (() => performance.now());
  const heroPlayer: Player = { kind: 'bot', level, budget: { ...(options.budget ?? BENCH_BUDGET), clock } };
  const heroCentres: number[] = [];
  const dumbMeans: number[] = [];
  const heroPower: PowerId[] = [];
  const times: number[] = [];
  const wallTimes: number[] = [];
  let before = 0;
  for (let game = 0; game < options.games; game++) {
    const hero = powers[game % powers.length];
    const players = Object.fromEntries(powers.map((p): [PowerId, Player] => [p, p === hero ? heroPlayer : { kind: 'dumbbot' }]));
    before = clock();
    const played = playGame(map, players, {
      seed: 40_000 + game,
      lastYear: tenth,
      // The wall clock times each call; the budget's clock is read between calls (so a power's time may include the last adjudication: an upper bound).
      onOrders: (_position, power, _orders, millis) => {
        const now = clock();
        if (power === hero) {
          times.push(now - before);
          wallTimes.push(millis);
        }
        before = clock();
      },
    });
    const centres = played.centresByYear.get(tenth) ?? Object.fromEntries(powers.map((p) => [p, centreCount(played.final, p)]));
    heroCentres.push(centres[hero]);
    dumbMeans.push(mean(powers.filter((p) => p !== hero).map((p) => centres[p])));
    heroPower.push(hero);
    options.onGame?.(game, hero, centres[hero], dumbMeans[game]);
  }
  const who = `level-${level} bot against six DumbBots`;
  const { ratio, low, high } = ratioWithInterval(heroCentres, dumbMeans);
  log({
    name: `${who}: its centres at ${tenth} over the DumbBots' mean`,
    value: Math.round(ratio * 100) / 100,
    unit: '×',
    target: 2,
    better: 'higher',
    note: `95% interval ${low.toFixed(2)}–${high.toFixed(2)} (bootstrap over ${options.games} games, its power rotating); ${mean(heroCentres).toFixed(2)} centres against ${mean(dumbMeans).toFixed(2)}`,
  });
  for (const power of powers) {
    const games = heroPower.map((p, i) => (p === power ? i : -1)).filter((i) => i >= 0);
    if (!games.length) continue;
    const own = games.map((i) => heroCentres[i]);
    const others = games.map((i) => dumbMeans[i]);
    log({
      name: `${who} as ${power}: centres at ${tenth} over the DumbBots' mean`,
      value: Math.round((mean(own) / Math.max(1e-9, mean(others))) * 100) / 100,
      unit: '×',
      target: 1.3,
      better: 'higher',
      note: `${games.length} games; ${mean(own).toFixed(2)} centres against ${mean(others).toFixed(2)}`,
    });
  }
  log({
    name: `${who}: time to decide (p95)`,
    value: Math.round(percentile(times, 95)),
    unit: 'ms',
    target: 300,
    better: 'lower',
    note: `mean ${mean(times).toFixed(0)} ms over ${times.length} decisions${options.clock ? ' of CPU time' : ''}; wall clock p95 ${Math.round(percentile(wallTimes, 95))} ms; aim: 2 s on a phone, about 4× slower than this machine`,
  });
}
