/**
 * The automated powers are map-generic: on the Romania 1198 map, under its
 * rule hooks (no army support across the Danube, two-phase mountain passes),
 * every order they give is legal and names only their own units.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../src/games/diplomacy/engine/adjudicate';
import { botOrders, type BotLevel } from '../../../src/games/diplomacy/engine/bot';
import { phaseBreaches } from '../../../src/games/diplomacy/engine/bot/invariants';
import { adjustmentsOwed, initialPosition, type Position } from '../../../src/games/diplomacy/engine/position';
import type { Order } from '../../../src/games/diplomacy/engine/types';
import type { PowerId } from '../../../src/platform/game';
import { map, RULES } from './helpers';

function hasWork(position: Position, power: PowerId): boolean {
  if (position.phase === 'movement') return position.units.some((u) => u.power === power);
  if (position.phase === 'retreat') return position.dislodged.some((d) => d.unit.power === power);
  return adjustmentsOwed(map, position, power) !== 0;
}

/** Plays seven bots of one level from Autumn 1198 for a number of phases; returns every breach found. */
function play(seed: number, level: BotLevel, phases: number): { breaches: string[]; phasesPlayed: number; moved: number } {
  let position: Position = { ...initialPosition(map), season: 'fall', year: 1198 };
  const powers = map.data.powers.map((p) => p.id);
  const breaches: string[] = [];
  let moved = 0;
  let played = 0;
  for (; played < phases; played++) {
    const orders: { power: PowerId; order: Order }[] = [];
    for (const power of powers) {
      if (!hasWork(position, power)) continue;
      for (const order of botOrders({ map, position, power, level, gameSeed: seed, rules: RULES })) orders.push({ power, order });
    }
    const result = adjudicate(map, position, orders, RULES, { strictOrders: true });
    breaches.push(...phaseBreaches(map, { position, orders, results: result.results }, new Set(powers)));
    moved += result.results.filter((r) => r.outcome.status === 'succeeds' && r.order?.kind === 'move').length;
    if (result.ended) break;
    position = result.next;
  }
  return { breaches, phasesPlayed: played, moved };
}

describe('automated powers on the Romania 1198 map (map-generic bots)', () => {
  it('level 1: every order of seven bots is legal under the Romania rules, over 30 phases of 4 games', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { breaches, moved } = play(seed, 1, 30);
      expect(breaches).toEqual([]);
      // They play, not merely hold: units change places.
      expect(moved).toBeGreaterThan(10);
    }
  });
});
