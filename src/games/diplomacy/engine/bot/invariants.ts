/**
 * What every automated power must respect in every phase, checked on played
 * games: each order is legal (the adjudicator, taking orders literally, finds
 * nothing illegal), names only the power's own units and home centres, and
 * every unit that must be ordered is ordered once.
 */
import type { PowerId } from '../../../../platform/game';
import { adjustmentsOwed } from '../position';
import type { GameMap } from '../types';
import { playGame, type PlayedGame, type PlayedPhase, type Player } from './play';

export function phaseBreaches(map: GameMap, phase: PlayedPhase, botPowers: ReadonlySet<PowerId>): string[] {
  const breaches: string[] = [];
  const { position } = phase;
  const where = `${position.season} ${position.year} ${position.phase}`;
  for (const result of phase.results) {
    if (result.orderIndex === undefined || !botPowers.has(result.power)) continue;
    if (result.outcome.status === 'illegal') breaches.push(`${where}: ${result.power} ${JSON.stringify(result.order)} illegal (${result.outcome.reason})`);
  }
  const ordered = new Map<PowerId, string[]>();
  for (const { power, order } of phase.orders) {
    if (!botPowers.has(power)) continue;
    const seen = ordered.get(power) ?? [];
    ordered.set(power, seen);
    if ('unit' in order) {
      const province = map.provinceOf(order.unit.loc);
      const owner =
        position.phase === 'retreat'
          ? position.dislodged.find((d) => map.provinceOf(d.unit.loc) === province)?.unit.power
          : position.units.find((u) => map.provinceOf(u.loc) === province)?.power;
      if (owner !== power) breaches.push(`${where}: ${power} ordered a unit of ${owner ?? 'nobody'} in ${province}`);
      seen.push(province);
    } else if (order.kind === 'build') {
      const province = map.provinceOf(order.loc);
      if (map.province(province)?.home !== power) breaches.push(`${where}: ${power} built outside its home centres, in ${province}`);
      seen.push(province);
    }
  }
  for (const power of botPowers) {
    const seen = ordered.get(power) ?? [];
    if (new Set(seen).size !== seen.length) breaches.push(`${where}: ${power} gave two orders for one place`);
    const expected =
      position.phase === 'movement'
        ? position.units.filter((u) => u.power === power).length
        : position.phase === 'retreat'
          ? position.dislodged.filter((d) => d.unit.power === power).length
          : Math.abs(adjustmentsOwed(map, position, power));
    if (seen.length !== expected) breaches.push(`${where}: ${power} gave ${seen.length} orders, ${expected} expected`);
  }
  return breaches;
}

export interface CheckedGame {
  game: PlayedGame;
  breaches: string[];
  phaseCounts: Record<string, number>;
}

export function playCheckedGame(map: GameMap, players: Record<PowerId, Player>, seed: number, lastYear: number): CheckedGame {
  const game = playGame(map, players, { seed, lastYear });
  const bots = new Set(Object.entries(players).filter(([, p]) => p.kind !== 'random').map(([power]) => power));
  const breaches: string[] = [];
  const phaseCounts: Record<string, number> = { movement: 0, retreat: 0, adjustment: 0 };
  for (const phase of game.phases) {
    phaseCounts[phase.position.phase]++;
    breaches.push(...phaseBreaches(map, phase, bots));
  }
  return { game, breaches, phaseCounts };
}
