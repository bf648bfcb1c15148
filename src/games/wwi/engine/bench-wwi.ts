/**
 * World War I figures for `npm run bench`: how long the automated player takes
 * per phase, how long a link is (the set-up and the largest of a whole game
 * between two automated players), how fast a state goes through its link form.
 * Returns figures; the caller prints them.
 */
import { wwiGame } from './module';
import { gameLinkOf, playBotGame } from './self-play';

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  target?: number;
}

const LINK_LIMIT = 2000; // DESIGN "Links": Discord's limit

function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

export function benchWwi(options: { seed?: Uint8Array; codecRounds?: number; untilTurn?: number } = {}): BenchFigure[] {
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
    { name: `wwi historical game to turn ${game.final.turn}, two automated players`, value: wholeGame / 1000, unit: 's' },
    { name: 'wwi historical set-up game link', value: gameLinkOf(setup, 0).length, unit: 'chars', target: LINK_LIMIT },
    { name: 'wwi largest game link in a whole game', value: Math.max(...game.steps.map((s) => s.linkLength)), unit: 'chars', target: LINK_LIMIT },
    { name: 'wwi state encode+decode', value: codecMicros, unit: 'µs' },
  ];
}
