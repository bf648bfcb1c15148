/**
 * World War I figures for `npm run bench`: how long the automated player takes
 * per phase, how long a link is (the set-up and the largest of a whole game
 * between two automated players), how fast a state goes through its link form,
 * how fast movement reach and supply are worked out, how often each side wins
 * the historical scenario between automated players, and whether whole games
 * keep the invariants (invariants.ts). Returns figures; the caller prints them.
 */
import { wwiGame } from './module';
import { gameLinkOf, playBotGame } from './self-play';
import { europeBoard } from './europe';
import { movementReach } from './reach';
import { supplyChecker } from './supply';
import { alignmentOf } from './sides';
import { countVictoryPoints, winners } from './victory';
import { CHARTS } from './charts';
import { playCheckedGame, seedOfGame } from './invariants';
import type { Side, WwiState } from './state';

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  target?: number;
  note?: string;
}

const LINK_LIMIT = 2000; // DESIGN "Links": Discord's limit

function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

export interface WwiBenchOptions {
  seed?: Uint8Array;
  codecRounds?: number;
  untilTurn?: number;
  /** Rounds over every army of the set-up for the reach and supply figures. */
  searchRounds?: number;
  /** Seconds of automated games for the side win rates (about 60 in `npm run bench`). */
  winRateSeconds?: number;
  /** Whole games checked for the invariants (the issue asks for 200). */
  invariantGames?: number;
}

export function benchWwi(options: WwiBenchOptions = {}): BenchFigure[] {
  // One turn first, so the timed game measures the engine rather than the JIT warming up.
  playBotGame({ seed: options.seed, untilTurn: 1 });
  const started = performance.now();
  const game = playBotGame({ seed: options.seed, untilTurn: options.untilTurn });
  const wholeGame = performance.now() - started;
  if (game.illegal) throw new Error(`automated player chose an illegal action: ${game.illegal}`);
  const movement = game.steps.filter((s) => s.action.kind === 'move').map((s) => s.thinkMs);
  const attack = game.steps.filter((s) => s.phase === 'attack').map((s) => s.thinkMs);
  const build = game.steps.filter((s) => s.action.kind === 'build').map((s) => s.thinkMs);
  const setup = wwiGame.initialState('historical', {}, new Uint8Array(16));
  const rounds = options.codecRounds ?? 200;
  const codecStart = performance.now();
  for (let i = 0; i < rounds; i++) wwiGame.decodeState(wwiGame.encodeState(game.final));
  const codecMicros = ((performance.now() - codecStart) * 1000) / rounds;
  return [
    { name: 'wwi automated movement phase (mean)', value: mean(movement), unit: 'ms' },
    { name: 'wwi automated attack-phase decision (mean)', value: mean(attack), unit: 'ms' },
    { name: 'wwi automated construction phase (mean)', value: mean(build), unit: 'ms' },
    { name: `wwi historical game to turn ${game.final.turn}, two automated players`, value: wholeGame / 1000, unit: 's', target: 2 },
    { name: 'wwi historical set-up game link', value: gameLinkOf(setup, 0).length, unit: 'chars', target: LINK_LIMIT },
    { name: 'wwi largest game link in a whole game', value: Math.max(...game.steps.map((s) => s.linkLength)), unit: 'chars', target: LINK_LIMIT },
    { name: 'wwi state encode+decode', value: codecMicros, unit: 'µs' },
    ...searchFigures(setup, options.searchRounds ?? 20),
    ...winRateFigures(options.winRateSeconds ?? 60),
    ...invariantFigures(options.invariantGames ?? 200),
  ];
}

/** Movement reach of one army, rail included (5.0-5.34), and the supply of every army on the board (7.0). */
function searchFigures(setup: WwiState, rounds: number): BenchFigure[] {
  const board = europeBoard();
  const state: WwiState = { ...setup, phase: 'allied-movement', attackPhase: 0, turn: 2 };
  const armies = state.units.filter((u) => u.status === 'map' && alignmentOf(state, u.nation) !== 'neutral');
  let reachable = 0;
  const reachStart = performance.now();
  for (let round = 0; round < rounds; round++) for (const unit of armies) reachable += movementReach(state, board, unit).size;
  const reachMs = (performance.now() - reachStart) / (rounds * armies.length);
  const supplyStart = performance.now();
  let supplied = 0;
  for (let round = 0; round < rounds; round++) {
    // A fresh checker each round: nothing is carried over from the round before.
    const check = supplyChecker(state, board);
    for (const unit of armies) if (check(unit.hex!, unit.nation)) supplied++;
  }
  const supplyMs = (performance.now() - supplyStart) / rounds;
  return [
    {
      name: `wwi reachable hexes with costs for one army, rail included (mean over the ${armies.length} armies of the historical set-up)`,
      value: reachMs,
      unit: 'ms',
      target: 2,
      note: `${Math.round(reachable / (rounds * armies.length))} hexes reachable on average`,
    },
    { name: `wwi supply status of all ${armies.length} armies on the board`, value: supplyMs, unit: 'ms', target: 5, note: `${supplied / rounds} in supply` },
  ];
}

/** Side win rates of the historical scenario between automated players, as many games as fit in `seconds`. */
function winRateFigures(seconds: number): BenchFigure[] {
  const board = europeBoard();
  const wins: Record<Side | 'draw', number> = { allies: 0, central: 0, draw: 0 };
  let games = 0;
  let margin = 0;
  let marginWithoutBlockade = 0;
  let alliedRpLeft = 0;
  let russianSurrenders = 0;
  const started = performance.now();
  do {
    const game = playBotGame({ seed: seedOfGame(10_000 + games) });
    const count = countVictoryPoints(game.final, board);
    wins[winners(count)[0] ?? 'draw']++;
    margin += count.allies - count.central;
    marginWithoutBlockade += count.allies - CHARTS.victory.alliedBlockadeVp - count.central;
    for (const nation of Object.values(game.final.nations)) if (nation.alignment === 'allies') alliedRpLeft += nation.rp;
    if (game.final.nations['russia']?.surrendered) russianSurrenders++;
    games++;
  } while (performance.now() - started < seconds * 1000);
  const percent = (n: number) => (100 * n) / games;
  const secondsPerGame = (performance.now() - started) / 1000 / games;
  return [
    { name: `wwi historical game, two automated players, mean over ${games} games`, value: secondsPerGame, unit: 's', target: 2 },
    { name: `wwi historical scenario: Allied wins over ${games} automated games`, value: percent(wins.allies), unit: '%', target: 60 },
    { name: `wwi historical scenario: Central Powers wins over ${games} automated games`, value: percent(wins.central), unit: '%', target: 60 },
    { name: `wwi historical scenario: draws over ${games} automated games`, value: percent(wins.draw), unit: '%' },
    { name: `wwi historical scenario: mean VP margin, Allies minus Central Powers (${games} games)`, value: margin / games, unit: 'VP' },
    { name: `wwi historical scenario: mean VP margin without the 75 VP blockade, 11.34 (${games} games)`, value: marginWithoutBlockade / games, unit: 'VP' },
    { name: `wwi historical scenario: mean Allied RP unspent at the end (${games} games)`, value: alliedRpLeft / games, unit: 'RP' },
    { name: `wwi historical scenario: Russian surrenders (${games} games)`, value: percent(russianSurrenders), unit: '%' },
  ];
}

/** Whole games, invariants checked after every action (invariants.ts); a breach stops the benchmark. */
function invariantFigures(gameCount: number): BenchFigure[] {
  const board = europeBoard();
  let actions = 0;
  const started = performance.now();
  for (let game = 0; game < gameCount; game++) {
    const checked = playCheckedGame(board, seedOfGame(game));
    if (checked.breaches.length) throw new Error(`wwi invariants broken in game ${game}: ${checked.breaches.slice(0, 5).join('; ')}`);
    actions += checked.game.steps.length;
  }
  return [
    { name: `wwi invariant games without a breach (no stacking, supply after construction, RP never negative, legal actions)`, value: gameCount, unit: 'games', target: 200, note: `${actions} actions checked` },
    { name: `wwi invariant games, mean time per game`, value: gameCount ? (performance.now() - started) / gameCount / 1000 : 0, unit: 's' },
  ];
}
