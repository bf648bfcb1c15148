/**
 * Properties every position of a legal game keeps, checked after each action
 * of a game between automated players (test and benchmark material, never
 * game logic): one army per hex, no army out of supply once the turn's
 * construction is over, no nation with negative resource points, every action
 * accepted by the rules.
 */
import type { Board } from './board';
import { CHARTS, type Charts } from './charts';
import type { PhaseId, WwiState } from './state';
import { alignmentOf } from './sides';
import { supplyChecker } from './supply';
import { type PlayedGame, playBotGame } from './self-play';

/** What is wrong with `after`, the state an action taken in `phaseBefore` led to; empty when all holds. */
export function invariantBreaches(phaseBefore: PhaseId, after: WwiState, board: Board, charts: Charts = CHARTS): string[] {
  const breaches: string[] = [];
  const where = `turn ${after.turn} ${after.phase}`;
  // seed 002 5.2: never more than one unit in a hex ("nessuna unità può cumularsi").
  const standing = new Map<string, string>();
  for (const unit of after.units) {
    if (unit.status !== 'map') continue;
    if (!unit.hex) breaches.push(`${where}: ${unit.id} is on the map without a hex`);
    else if (standing.has(unit.hex)) breaches.push(`${where}: ${unit.id} and ${standing.get(unit.hex)} stack in ${unit.hex}`);
    else standing.set(unit.hex, unit.id);
  }
  // seed 002 8.0: resource points are spent, never owed.
  for (const [nation, held] of Object.entries(after.nations)) {
    if (held.rp < 0) breaches.push(`${where}: ${nation} has ${held.rp} RP`);
  }
  // seed 002 3.0 step 10, 7.22: after the last construction phase of a turn, units out of supply are gone.
  if (phaseBefore === 'build-central') {
    const supplied = supplyChecker(after, board, charts);
    for (const unit of after.units) {
      if (unit.status !== 'map' || !unit.hex || alignmentOf(after, unit.nation) === 'neutral') continue;
      if (!supplied(unit.hex, unit.nation)) breaches.push(`${where}: ${unit.id} in ${unit.hex} is out of supply after construction`);
    }
  }
  return breaches;
}

export interface CheckedGame {
  game: PlayedGame;
  /** Breaches of the invariants, and a refusal if an automated player ever chose an illegal action. */
  breaches: string[];
}

/** One whole game between automated players with the invariants checked after every action. */
export function playCheckedGame(board: Board, seed: Uint8Array, variant: 'historical' | 'free' = 'historical'): CheckedGame {
  const breaches: string[] = [];
  const game = playBotGame({
    seed,
    variant,
    onStep: (before, after) => breaches.push(...invariantBreaches(before.phase, after, board)),
  });
  if (game.illegal) breaches.push(`illegal action in turn ${game.final.turn} ${game.final.phase}: ${game.illegal}`);
  else if (game.final.phase !== 'over') breaches.push(`the game stopped in turn ${game.final.turn} ${game.final.phase}`);
  return { game, breaches };
}

/** A dice seed made from a game number (reproducible games for tests and the benchmark). */
export function seedOfGame(gameNumber: number): Uint8Array {
  const seed = new Uint8Array(16);
  let x = (gameNumber + 1) * 0x9e3779b1;
  for (let i = 0; i < seed.length; i++) {
    x = Math.imul(x ^ (x >>> 15), 0x85ebca6b) >>> 0;
    seed[i] = x & 0xff;
  }
  return seed;
}
