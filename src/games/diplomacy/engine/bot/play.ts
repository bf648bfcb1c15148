/**
 * Whole games between automated players on any map, played straight on
 * positions with the adjudicator: material for the invariant run, the tests
 * and `npm run bench`, never game logic of a real table.
 */
import type { PowerId } from '../../../../platform/game';
import { adjudicate, type OrderResult } from '../adjudicate';
import { adjustmentsOwed, buildableCentres, centreCount, initialPosition, type Position } from '../position';
import { randomOrders, seededRng, type Rng } from '../random-orders';
import { RULEBOOK_2000 } from '../rulebook';
import type { GameMap, Order } from '../types';
import { dumbBotOrders } from './dumbbot';
import { botSeed, botOrders, type BotLevel, type SearchBudget } from './index';

/** Who plays a power: a level of bot, random legal orders (the bench's weakest opponent) or the DumbBot sparring partner. */
export type Player = { kind: 'bot'; level: BotLevel; budget?: SearchBudget } | { kind: 'random' } | { kind: 'dumbbot' };

export interface PlayedPhase {
  position: Position;
  orders: { power: PowerId; order: Order }[];
  results: OrderResult[];
}

export interface PlayedGame {
  phases: PlayedPhase[];
  final: Position;
  /** Centres of each power after the fall of each year played. */
  centresByYear: Map<number, Record<PowerId, number>>;
  winner: PowerId | null;
}

export interface GameOptions {
  seed: number;
  /** Play until the adjustments of this year are done (or a power wins). */
  lastYear: number;
  /** Called after each power's orders (tests check them; the bench times them). */
  onOrders?: (position: Position, power: PowerId, orders: Order[], millis: number) => void;
}

export function playGame(map: GameMap, players: Record<PowerId, Player>, options: GameOptions): PlayedGame {
  let position = initialPosition(map);
  const phases: PlayedPhase[] = [];
  const centresByYear = new Map<number, Record<PowerId, number>>();
  let winner: PowerId | null = null;
  const rng = seededRng(options.seed);
  while (position.year <= options.lastYear && winner === null) {
    const orders: { power: PowerId; order: Order }[] = [];
    for (const power of map.data.powers.map((p) => p.id)) {
      if (!hasWork(map, position, power)) continue;
      const player = players[power] ?? { kind: 'bot', level: 1 };
      const started = performance.now();
      const given =
        player.kind === 'random'
          ? randomPlayerOrders(map, position, power, rng)
          : player.kind === 'dumbbot'
            ? dumbBotOrders(map, position, power, seededRng(botSeed(options.seed, position, power)))
            : botOrders({ map, position, power, level: player.level, gameSeed: options.seed, budget: player.budget });
      options.onOrders?.(position, power, given, performance.now() - started);
      for (const order of given) orders.push({ power, order });
    }
    const result = adjudicate(map, position, orders, RULEBOOK_2000, { strictOrders: true });
    phases.push({ position, orders, results: result.results });
    if (position.season === 'fall' && position.phase === 'movement' || (position.phase === 'retreat' && position.season === 'fall')) {
      if (result.next.season === 'winter' || result.next.year > position.year) {
        centresByYear.set(position.year, Object.fromEntries(map.data.powers.map((p) => [p.id, centreCount(result.next, p.id)])));
      }
    }
    if (result.ended?.reason === 'victory') winner = result.ended.winners[0];
    position = result.next;
  }
  return { phases, final: position, centresByYear, winner };
}

function hasWork(map: GameMap, position: Position, power: PowerId): boolean {
  if (position.phase === 'movement') return position.units.some((u) => u.power === power);
  if (position.phase === 'retreat') return position.dislodged.some((d) => d.unit.power === power);
  return adjustmentsOwed(map, position, power) !== 0;
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

/** Random legal orders for one power in any phase. */
export function randomPlayerOrders(map: GameMap, position: Position, power: PowerId, rng: Rng): Order[] {
  if (position.phase === 'movement') return randomOrders(map, position, rng).filter((o) => o.power === power).map((o) => o.order);
  if (position.phase === 'retreat') {
    const taken = new Set<string>();
    return position.dislodged
      .filter((d) => d.unit.power === power)
      .map((d): Order => {
        const unit = { type: d.unit.type, loc: d.unit.loc };
        const free = d.retreats.filter((loc) => !taken.has(map.provinceOf(loc)));
        if (free.length === 0) return { kind: 'disband', unit };
        const to = pick(rng, free);
        taken.add(map.provinceOf(to));
        return { kind: 'retreat', unit, to };
      });
  }
  const owed = adjustmentsOwed(map, position, power);
  if (owed > 0) {
    return buildableCentres(map, position, power)
      .slice(0, owed)
      .map((centre): Order => {
        const fleets = map.locations.filter((l) => map.provinceOf(l) === centre && map.canOccupy('F', l));
        const fleet = fleets.length > 0 && (!map.canOccupy('A', centre) || rng() < 0.4);
        return { kind: 'build', unitType: fleet ? 'F' : 'A', loc: fleet ? pick(rng, fleets) : centre };
      });
  }
  return position.units
    .filter((u) => u.power === power)
    .slice(0, -owed)
    .map((u): Order => ({ kind: 'disband', unit: { type: u.type, loc: u.loc } }));
}

export { botSeed };
