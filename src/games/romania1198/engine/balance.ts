/**
 * Region balance of the seven-player set-up: whole games of seven automated regions
 * of one level, from Autumn 1198 to the count after Autumn 1210 (or a region's 26
 * centres), and each region's mean centres at the end. Material for `npm run bench`
 * and the README's table, never game logic.
 */
import type { PowerId } from '../../../platform/game';
import { adjudicate } from '../../diplomacy/engine/adjudicate';
import { botOrders, type BotLevel, type SearchBudget } from '../../diplomacy/engine/bot';
import { adjustmentsOwed, initialPosition, type Position } from '../../diplomacy/engine/position';
import { RULEBOOK_SEED, type Rulebook } from '../../diplomacy/engine/rulebook';
import type { GameMap, Order, ProvinceId } from '../../diplomacy/engine/types';
import { ROMANIA_HOOKS, romaniaMap } from './map';
import { FIRST_COUNT_YEAR, FIRST_YEAR, LAST_YEAR } from './module';

const RULES: Rulebook = { ...RULEBOOK_SEED, hooks: ROMANIA_HOOKS };

/** The bound of the issue: no region's mean below half, nor above 1.75 times, the mean of all seven. */
export const BALANCE_LOW = 0.5;
export const BALANCE_HIGH = 1.75;

function hasWork(map: GameMap, position: Position, power: PowerId): boolean {
  if (position.phase === 'movement') return position.units.some((u) => u.power === power);
  if (position.phase === 'retreat') return position.dislodged.some((d) => d.unit.power === power);
  return adjustmentsOwed(map, position, power) !== 0;
}

/** One game of seven bots of `level`; each centre's owner at its end (a centre missing is unowned). */
export function playRegionGameOwners(seed: number, level: BotLevel, budget?: SearchBudget, map: GameMap = romaniaMap): Record<ProvinceId, PowerId> {
  const powers = map.data.powers.map((p) => p.id);
  // R1198-02: the first move is Autumn 1198; centres count from 1199 (the module's calendar).
  let position: Position = { ...initialPosition(map), season: 'fall', year: FIRST_YEAR };
  for (;;) {
    const orders: { power: PowerId; order: Order }[] = [];
    for (const power of powers) {
      if (!hasWork(map, position, power)) continue;
      for (const order of botOrders({ map, position, power, level, gameSeed: seed, rules: RULES, budget })) orders.push({ power, order });
    }
    const result = adjudicate(map, position, orders, RULES, { strictOrders: true, firstCountYear: FIRST_COUNT_YEAR });
    position = result.next;
    // R1198-35: the game ends with the count after Autumn 1210; 26 centres win at any count.
    if (result.ended || position.year > LAST_YEAR || (position.year === LAST_YEAR && position.season === 'winter')) break;
  }
  return position.owners;
}

export interface RegionBalance {
  games: number;
  level: BotLevel;
  /** Each region's mean centres at the end. */
  mean: Record<PowerId, number>;
  /** The mean of the seven means. */
  overall: number;
  /** Regions outside [BALANCE_LOW, BALANCE_HIGH] × overall. */
  outside: PowerId[];
  /** Where each region's centres lie at the end: for each centre, the share of games the region ends holding it. */
  held: Record<PowerId, Record<ProvinceId, number>>;
}

/** `games` games of seven level-`level` bots on fixed seeds from `firstSeed`. */
export function regionBalance(games: number, level: BotLevel, firstSeed = 40_000, budget?: SearchBudget, map: GameMap = romaniaMap): RegionBalance {
  const powers = map.data.powers.map((p) => p.id);
  const sum = Object.fromEntries(powers.map((p) => [p, 0])) as Record<PowerId, number>;
  const held = Object.fromEntries(powers.map((p) => [p, {}])) as Record<PowerId, Record<ProvinceId, number>>;
  for (let g = 0; g < games; g++) {
    for (const [centre, owner] of Object.entries(playRegionGameOwners(firstSeed + g, level, budget, map))) {
      sum[owner] += 1;
      held[owner][centre] = (held[owner][centre] ?? 0) + 1 / games;
    }
  }
  const mean = Object.fromEntries(powers.map((p) => [p, sum[p] / Math.max(1, games)])) as Record<PowerId, number>;
  const overall = powers.reduce((n, p) => n + mean[p], 0) / powers.length;
  const outside = powers.filter((p) => mean[p] < BALANCE_LOW * overall || mean[p] > BALANCE_HIGH * overall);
  return { games, level, mean, overall, outside, held };
}
