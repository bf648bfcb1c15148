/**
 * Automated powers for Diplomacy on any map the engine loads: level 1 is a
 * heuristic (heuristic.ts), level 2 a search over the adjudicator (search.ts).
 * Every choice comes from a generator seeded by the game's seed, the phase and
 * the power, so every browser that asks gets the same orders.
 */
import type { PowerId } from '../../../../platform/game';
import type { Position } from '../position';
import { seededRng, type Rng } from '../random-orders';
import type { Rulebook } from '../rulebook';
import type { GameMap, Order } from '../types';
import { heuristicOrders } from './heuristic';
import { DEFAULT_BUDGET, searchOrders, type SearchBudget } from './search';

export type BotLevel = 1 | 2;
export const BOT_LEVELS: readonly BotLevel[] = [1, 2];

export { heuristicOrders } from './heuristic';
export { searchOrders, DEFAULT_BUDGET, type SearchBudget } from './search';

/** FNV-1a over the text: a stable 32-bit seed from the game seed, the phase and the power. */
export function botSeed(gameSeed: number, position: Pick<Position, 'year' | 'season' | 'phase'>, power: PowerId): number {
  const text = `${gameSeed}|${position.year}|${position.season}|${position.phase}|${power}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface BotRequest {
  map: GameMap;
  position: Position;
  power: PowerId;
  level: BotLevel;
  gameSeed: number;
  rules?: Rulebook;
  budget?: SearchBudget;
}

/** The orders an automated power gives in this phase (an empty list when it has nothing to do). */
export function botOrders(request: BotRequest): Order[] {
  const rng: Rng = seededRng(botSeed(request.gameSeed, request.position, request.power));
  if (request.level === 1) return heuristicOrders(request.map, request.position, request.power, rng);
  return searchOrders(request.map, request.position, request.power, rng, request.budget ?? DEFAULT_BUDGET, request.rules);
}
