/**
 * World War I figures for `npm run bench`: how long the automated player takes
 * per phase, how long a link is (the set-up and the largest of a whole game
 * between two automated players), how fast a state goes through its link form,
 * how fast movement reach and supply are worked out, and whether whole games
 * keep the invariants (invariants.ts). Returns figures; the caller prints them.
 * The balance between the automated players is balance.ts's.
 */
import { wwiGame } from './module';
import { gameLinkOf, playBotGame } from './self-play';
import { europeBoard } from './europe';
import { movementReach } from './reach';
import { supplyChecker } from './supply';
import { alignmentOf } from './sides';
import { playCheckedGame, seedOfGame } from './invariants';
import type { WwiState } from './state';

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  target?: number;
  /** Which way of the target is better (bench-figures.ts); figures without it are judged by name there. */
  better?: 'higher' | 'lower';
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
