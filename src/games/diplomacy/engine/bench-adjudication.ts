/**
 * Movement adjudications per second on one core: full boards of 34 units with
 * random legal orders (supports and convoys included), and the DATC positions.
 * Returns figures; `npm run bench` decides what to do with them.
 */
import { readFileSync } from 'node:fs';
import { adjudicate } from './adjudicate';
import type { SubmittedOrder } from './adjudicator/validate';
import { readCases } from './datc/run';
import type { Position } from './position';
import { RULEBOOK_2000, type Rulebook } from './rulebook';
import { randomFullBoard, randomOrders, seededRng } from './random-orders';
import type { GameMap } from './types';

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  target?: number;
  /** Which way of the target is better; given with every target. */
  better?: 'higher' | 'lower';
}

interface Sample {
  position: Position;
  orders: SubmittedOrder[];
}

function throughput(map: GameMap, samples: readonly Sample[], rules: Rulebook, minMillis: number): number {
  // Warm up the JIT and the map index before timing.
  for (let i = 0; i < Math.min(200, samples.length * 4); i++) {
    const s = samples[i % samples.length];
    adjudicate(map, s.position, s.orders, rules);
  }
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMillis) {
    for (const s of samples) adjudicate(map, s.position, s.orders, rules);
    runs += samples.length;
    elapsed = performance.now() - start;
  }
  return (runs * 1000) / elapsed;
}

export function fullBoardSamples(map: GameMap, count: number, seed = 1901): Sample[] {
  const rng = seededRng(seed);
  const samples: Sample[] = [];
  for (let i = 0; i < count; i++) {
    const position = randomFullBoard(map, rng, 34);
    samples.push({ position, orders: randomOrders(map, position, rng) });
  }
  return samples;
}

/** Movement phases of the DATC files (their first step). */
export function datcSamples(map: GameMap, files: readonly string[]): Sample[] {
  const samples: Sample[] = [];
  for (const file of files) {
    const { cases } = readCases(map, readFileSync(file, 'utf8'), '2000');
    for (const c of cases) {
      const step = c.steps[0];
      if (!c.skip && step && step.position.phase === 'movement') samples.push({ position: step.position, orders: step.orders });
    }
  }
  return samples;
}

export function benchAdjudication(
  map: GameMap,
  options: { datcFiles?: readonly string[]; millis?: number; game?: string; rules?: Rulebook } = {},
): BenchFigure[] {
  const millis = options.millis ?? 2000;
  // Another map's game passes its name and its rules with their hooks.
  const game = options.game ?? 'diplomacy';
  const figures: BenchFigure[] = [
    {
      name: `${game} full-board movement adjudications (34 units, random legal orders)`,
      value: Math.round(throughput(map, fullBoardSamples(map, 200), options.rules ?? RULEBOOK_2000, millis)),
      unit: 'adjudications/s',
      target: 20000,
      better: 'higher',
    },
  ];
  if (options.datcFiles && options.datcFiles.length > 0) {
    figures.push({
      name: 'diplomacy DATC movement cases',
      value: Math.round(throughput(map, datcSamples(map, options.datcFiles), RULEBOOK_2000, millis)),
      unit: 'adjudications/s',
    });
  }
  return figures;
}
