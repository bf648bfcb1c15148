/**
 * Automated powers for Diplomacy on any map the engine loads: level 1 is a
 * heuristic (heuristic.ts), level 2 a search over the adjudicator (search.ts).
 * Every choice comes from a generator seeded by the game's seed, the phase and
 * the power, so every browser that asks gets the same orders.
 */
import { seededRng, type Rng } from '../random-orders';
import type { Order } from '../types';
import { botSeed, levelOneOrders, withinHooks, type SeededRequest } from './seeded';
import { DEFAULT_BUDGET, searchOrders, type SearchBudget } from './search';

export type BotLevel = 1 | 2;
export const BOT_LEVELS: readonly BotLevel[] = [1, 2];

export { heuristicOrders } from './heuristic';
export { searchOrders, DEFAULT_BUDGET, type SearchBudget } from './search';

export { botSeed, levelOneOrders } from './seeded';

export interface BotRequest extends SeededRequest {
  level: BotLevel;
  budget?: SearchBudget;
}

/** The orders an automated power gives in this phase (an empty list when it has nothing to do). */
export function botOrders(request: BotRequest): Order[] {
  if (request.level === 1) return levelOneOrders(request);
  const rng: Rng = seededRng(botSeed(request.gameSeed, request.position, request.power));
  return withinHooks(request, searchOrders(request.map, request.position, request.power, rng, request.budget ?? DEFAULT_BUDGET, request.rules));
}
