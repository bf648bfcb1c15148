/**
 * Plays one phase of a Diplomacy game state: gathers every seat's orders,
 * treats seats without orders as in civil disorder (seed 000 XIV.3), neutral
 * powers as holding (XIV.2), adjudicates, records what happened, and runs the
 * two-player coin toss for Italy (XIV.2).
 */
import type { PowerId } from '../../../platform/game';
import { SeededDice, combineSeeds } from '../../../platform/dice';
import { BitWriter } from '../../../platform/codec/bits';
import { writeOrders } from './codec';
import { adjudicate, type SubmittedOrder } from './adjudicate';
import { illegal, type Outcome } from './adjudicator/outcome';
import { RULEBOOK_2000, RULEBOOK_SEED, type RuleHooks, type Rulebook } from './rulebook';
import { setupById } from './setups';
import { adjustmentsOwed } from './position';
import { neutralPowers, powersOfSeat, seatIds } from './seats';
import type { DipState, OrderRecord, PhaseRecord } from './state';
import type { GameMap, Order } from './types';
import type { DipAction } from './action';
import { levelOneOrders } from './bot/seeded';

/** What a map's game adds to the edition's rules: its hooks and its calendar (none for the standard game). */
export interface PhaseRules {
  hooks?: RuleHooks;
  /** See AdjudicateOptions.firstCountYear. */
  firstCountYear?: number;
}

const ruleCache = new WeakMap<RuleHooks, Map<Rulebook, Rulebook>>();

export function rulesOf(state: DipState, hooks?: RuleHooks): Rulebook {
  const base = state.edition === '2000' ? RULEBOOK_2000 : RULEBOOK_SEED;
  if (!hooks) return base;
  let byBase = ruleCache.get(hooks);
  if (!byBase) ruleCache.set(hooks, (byBase = new Map()));
  let rules = byBase.get(base);
  if (!rules) byBase.set(base, (rules = Object.freeze({ ...base, hooks })));
  return rules;
}

export function playPhase(map: GameMap, state: DipState, actions: ReadonlyMap<string, DipAction>, game: PhaseRules = {}): DipState {
  const setup = setupById(state.setup);
  const neutral = neutralPowers(state);
  const submitted: SubmittedOrder[] = [];
  const blocked: OrderRecord[] = [];
  const silent: PowerId[] = [];
  const drawVotes: PowerId[] = [];
  const concessions: { by: PowerId; to: PowerId }[] = [];
  const handed = handedSeats(map, state, actions);
  const botPlayed: PowerId[] = [];
  for (const seat of seatIds(state)) {
    const powers = powersOfSeat(state, seat).filter((power) => !neutral.includes(power));
    const action = actions.get(seat);
    if (!action && handed.includes(seat)) {
      // Recomputed here by every browser from the game's seed and the position, never read from a link.
      for (const power of powers) {
        const orders = levelOneOrders({ map, position: state.position, power, gameSeed: state.coinSeed, rules: rulesOf(state, game.hooks) });
        if (orders.length) botPlayed.push(power);
        for (const order of orders) {
          const entered = enteredNeutralTerritory(map, state, order);
          if (entered) blocked.push({ power, order, outcome: entered });
          else submitted.push({ power, order });
        }
      }
      continue;
    }
    if (!action) {
      silent.push(...powers.filter((power) => hasPieces(map, state, power)));
      continue;
    }
    if (action.draw && powers.length) drawVotes.push(powers[0]);
    if (action.concede !== undefined && powers.length && !powers.includes(action.concede)) concessions.push({ by: powers[0], to: action.concede });
    for (const entry of action.orders) {
      if (!powers.includes(entry.power)) continue; // validate() refuses these before they get here
      const entered = enteredNeutralTerritory(map, state, entry.order);
      if (entered) blocked.push({ ...entry, outcome: entered });
      else submitted.push({ power: entry.power, order: entry.order });
    }
  }
  const position = state.position;
  const result = adjudicate(map, position, submitted, rulesOf(state, game.hooks), {
    civilDisorder: silent,
    neutralPowers: neutral,
    ...(game.firstCountYear !== undefined ? { firstCountYear: game.firstCountYear } : {}),
  });
  const orders: OrderRecord[] = [
    ...blocked,
    ...result.results
      .filter((r) => r.order !== null || r.outcome.status !== 'succeeds' || r.disbanded)
      .map((r) => ({
        power: r.power,
        order: r.order ?? defaultOrderFor(r.unit, position.phase),
        outcome: r.disbanded ? { ...r.outcome, reason: r.disbanded, status: 'fails' as const } : r.outcome,
      }))
      .filter((r): r is OrderRecord => r.order !== null),
  ];
  const joined = { ...state.joined };
  // Seed 000 XIV.2, two players: after the fall of 1914, before the builds, a coin decides whom Italy joins.
  if (setup.coinToss && !(setup.coinToss.power in joined) && result.next.year * 4 + phaseRank(result.next) > setup.coinToss.afterYear * 4 + 1) {
    joined[setup.coinToss.power] = tossCoin(map, state, actions, setup.seats.length);
  }
  const { bots: _bots, ...rest } = state;
  void _bots;
  // A handed seat stays with the computer while it sends no orders and still has pieces or centres.
  const bots = inMapOrder(map, handed.filter((seat) => stillIn(result.next, powersOfSeat(state, seat))).map((seat) => powersOfSeat(state, seat)[0]));
  const last: PhaseRecord = { year: position.year, season: position.season, phase: position.phase, orders, civilDisorder: silent };
  if (botPlayed.length) last.botPlayed = inMapOrder(map, botPlayed);
  return { ...rest, position: result.next, joined, drawVotes, concessions, last, ...(bots.length ? { bots } : {}) };
}

/**
 * Seats handed to the computer after this phase: seats that send no orders and either were handed
 * to it before, or have something to do now and are handed by a majority of the seats still in the
 * game (a vote in their orders, like a draw). The majority counts every seat still in, not only those
 * whose orders were applied, so one player resolving alone with its own vote hands nobody over.
 * A seat that sends orders is never played by the computer, and takes itself back.
 */
export function handedSeats(map: GameMap, state: DipState, actions: ReadonlyMap<string, DipAction>): string[] {
  const seats = seatIds(state);
  const applied = seats.filter((seat) => actions.has(seat));
  const votes = applied.filter((seat) => actions.get(seat)!.bots).length;
  const seatsIn = seatsStillIn(state).length;
  const handedNow = votes * 2 > seatsIn;
  const handedBefore = new Set(state.bots ?? []);
  return seats.filter((seat) => !actions.has(seat) && (handedBefore.has(powersOfSeat(state, seat)[0]) || (handedNow && seatHasWork(map, state, seat))));
}

/** Whether a seat must act in this phase: units to order, retreats to make, builds or disbands. */
export function seatHasWork(map: GameMap, state: DipState, seat: string): boolean {
  const powers = powersOfSeat(state, seat).filter((power) => !neutralPowers(state).includes(power));
  const position = state.position;
  switch (position.phase) {
    case 'movement':
      return position.units.some((unit) => powers.includes(unit.power));
    case 'retreat':
      return position.dislodged.some((d) => powers.includes(d.unit.power) && d.retreats.length > 0);
    case 'adjustment':
      return powers.some((power) => adjustmentsOwed(map, position, power) !== 0);
  }
}

const inMapOrder = (map: GameMap, powers: PowerId[]) => map.data.powers.map((p) => p.id).filter((id) => powers.includes(id));

/** Seats whose powers still have a unit or a centre: those that vote on handing seats over or re-keying one. */
export function seatsStillIn(state: DipState): string[] {
  return seatIds(state).filter((seat) => stillIn(state.position, powersOfSeat(state, seat)));
}

function stillIn(position: DipState['position'], powers: readonly PowerId[]): boolean {
  return position.units.some((u) => powers.includes(u.power)) || Object.values(position.owners).some((owner) => powers.includes(owner));
}

/**
 * The coin mixes the creator's seed with every seat's orders of the phase that
 * triggers the toss, so no single player decides it, and every browser that
 * resolves the phase gets the same face (DESIGN.md "Dice").
 */
function tossCoin(map: GameMap, state: DipState, actions: ReadonlyMap<string, DipAction>, faces: number): number {
  const parts: Uint8Array[] = [new Uint8Array([state.coinSeed >> 8, state.coinSeed & 0xff])];
  for (const seat of seatIds(state)) {
    const action = actions.get(seat);
    if (!action) continue;
    const writer = new BitWriter();
    writeOrders(map, writer, action.orders);
    parts.push(writer.finish());
  }
  return new SeededDice(combineSeeds(...parts)).below(faces);
}

/** Spring movement 0, fall 1, winter 2: orders phases within a year. */
function phaseRank(position: { season: string }): number {
  return position.season === 'spring' ? 0 : position.season === 'fall' ? 1 : 2;
}

function hasPieces(map: GameMap, state: DipState, power: PowerId): boolean {
  const position = state.position;
  if (position.phase === 'movement') return position.units.some((u) => u.power === power);
  if (position.phase === 'retreat') return position.dislodged.some((d) => d.unit.power === power);
  void map;
  return true;
}

/** A unit that got no order is shown with the order it executed by default. */
function defaultOrderFor(unit: { type: 'A' | 'F'; loc: string } | undefined, phase: string): Order | null {
  if (!unit) return null;
  const ref = { type: unit.type, loc: unit.loc };
  return phase === 'movement' ? { kind: 'hold', unit: ref } : phase === 'retreat' ? { kind: 'disband', unit: ref } : null;
}

/**
 * Seed 000 XIV.2, two players: neutral Italy's territory may not be invaded.
 * A move, retreat or convoy into it is illegal and the unit holds.
 */
function enteredNeutralTerritory(map: GameMap, state: DipState, order: Order): Outcome | null {
  const setup = setupById(state.setup);
  if (!setup.neutralInviolable) return null;
  const closed = new Set(neutralPowers(state).flatMap((power) => setup.territory?.[power] ?? []));
  const target = order.kind === 'move' || order.kind === 'retreat' ? map.provinceOf(order.to) : order.kind === 'convoy' ? order.to : null;
  return target && closed.has(target) ? illegal('neutral-territory', { province: target }) : null;
}

/**
 * Problems the engine would report for a seat's orders before they are sent:
 * for each entry, the illegal outcome, or null when the order is acceptable.
 */
export function checkOrders(
  map: GameMap,
  state: DipState,
  entries: readonly { power: PowerId; order: Order }[],
  game: PhaseRules = {},
): (Outcome | null)[] {
  if (entries.length === 0) return [];
  const result = adjudicate(map, state.position, entries.map((e) => ({ power: e.power, order: e.order })), rulesOf(state, game.hooks), {
    neutralPowers: neutralPowers(state),
  });
  return entries.map((entry, index) => {
    const blocked = enteredNeutralTerritory(map, state, entry.order);
    if (blocked) return blocked;
    const outcome = result.results[index]?.order === entry.order ? result.results[index].outcome : null;
    return outcome && outcome.status === 'illegal' ? outcome : null;
  });
}
