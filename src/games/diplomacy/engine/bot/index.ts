/**
 * Automated powers for Diplomacy on any map the engine loads: level 1 is a
 * heuristic (heuristic.ts), level 2 a search over the adjudicator (search.ts).
 * Every choice comes from a generator seeded by the game's seed, the phase and
 * the power, so every browser that asks gets the same orders.
 */
import type { PowerId } from '../../../../platform/game';
import { adjudicate } from '../adjudicate';
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
  const orders =
    request.level === 1
      ? heuristicOrders(request.map, request.position, request.power, rng)
      : searchOrders(request.map, request.position, request.power, rng, request.budget ?? DEFAULT_BUDGET, request.rules);
  return withinHooks(request, orders);
}

/**
 * The bots plan with the standard rules; a map's rule hooks (no army support
 * across a river or a mountain edge, an army in a pass) may refuse some of
 * their orders. Those become a hold, or for an army in a pass the second half
 * of its crossing, so every order a bot gives is legal on its map.
 */
function withinHooks(request: BotRequest, orders: Order[]): Order[] {
  const { map, position, power, rules } = request;
  if (!rules?.hooks || position.phase !== 'movement' || !orders.length) return orders;
  const { results } = adjudicate(map, position, orders.map((order) => ({ power, order })), rules, { strictOrders: true });
  const refused = new Set(results.filter((r) => r.orderIndex !== undefined && r.outcome.status === 'illegal').map((r) => r.orderIndex!));
  if (!refused.size) return orders;
  return orders.map((order, index) => {
    if (!refused.has(index) || !('unit' in order)) return order;
    const unit = position.units.find((u) => map.provinceOf(u.loc) === map.provinceOf(order.unit.loc));
    return unit?.pass ? { kind: 'move', unit: order.unit, to: unit.pass } : { kind: 'hold', unit: order.unit };
  });
}
