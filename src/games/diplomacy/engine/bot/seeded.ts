/**
 * What every automated power shares, and level 1 whole: the seed of its choices (the game's seed, the
 * phase and the power), and its orders kept legal on a map with rule hooks. The engine's phase
 * resolution plays seats handed to the computer at level 1 in every browser, so this module is part of
 * a game's first download; the level-2 search (search.ts) comes only with the solo game's worker.
 */
import type { PowerId } from '../../../../platform/game';
import { adjudicate } from '../adjudicate';
import type { Position } from '../position';
import { seededRng } from '../random-orders';
import type { Rulebook } from '../rulebook';
import type { GameMap, Order } from '../types';
import { heuristicOrders } from './heuristic';

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

/** An automated power's position and game: what its seeded choices depend on. */
export interface SeededRequest {
  map: GameMap;
  position: Position;
  power: PowerId;
  gameSeed: number;
  rules?: Rulebook;
}

/** Level 1's orders (heuristic.ts), seeded, within the map's hooks. */
export function levelOneOrders(request: SeededRequest): Order[] {
  return withinHooks(request, heuristicOrders(request.map, request.position, request.power, seededRng(botSeed(request.gameSeed, request.position, request.power))));
}

/**
 * The bots plan with the standard rules; a map's rule hooks (no army support
 * across a river or a mountain edge, an army in a pass) may refuse some of
 * their orders. Those become a hold, or for an army in a pass the second half
 * of its crossing, so every order a bot gives is legal on its map.
 */
export function withinHooks(request: SeededRequest, orders: Order[]): Order[] {
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
