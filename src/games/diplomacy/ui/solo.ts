/**
 * The computer's seats in a Diplomacy game at one table: which seats it plays
 * on this device, and their orders, worked out in a Web Worker so the page
 * stays responsive while a level-2 search runs.
 */
import type { PowerId } from '../../../platform/game';
import type { DipAction } from '../engine/module';
import type { BotLevel } from '../engine/bot';
import type { Position } from '../engine/position';
import type { DipState } from '../engine/state';
import type { Order } from '../engine/types';
import { powersOfSeat, seatIds } from '../engine/seats';
import { computerLevel, gameSeedOf, seatPlan, type SeatPlan } from './solo-memory';

/** Seats the computer plays in a game under a plan, in the engine's order. */
export function computerSeats(seats: readonly string[], plan: SeatPlan | null): string[] {
  return plan ? seats.filter((seat) => computerLevel(plan, seat) !== null) : [];
}

export interface BotJob {
  position: Position;
  powers: PowerId[];
  level: BotLevel;
  gameSeed: number;
}

/** A seat's action from its powers' orders: the computer never votes for a draw. */
export function botAction(orders: { power: PowerId; orders: Order[] }[]): DipAction {
  return { orders: orders.flatMap(({ power, orders: list }) => list.map((order) => ({ power, order }))), draw: false };
}

/** The worker's job for each seat: its powers now, its level, the game's seed. */
export function botJobs(uid: string, state: DipState, seats: readonly string[], plan: SeatPlan): { seat: string; job: BotJob }[] {
  return seats.flatMap((seat) => {
    const level = computerLevel(plan, seat);
    return level === null ? [] : [{ seat, job: { position: state.position, powers: powersOfSeat(state, seat), level, gameSeed: gameSeedOf(uid) } }];
  });
}

/** The standard map's bot worker; another map's game hands over its own (the worker names its map). */
const standardWorker = () => new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });

/** Seats started, by phase and seat: each is ordered once per phase on this device. */
const started = new Set<string>();

/**
 * Orders the seats not yet started this phase, one after another in one
 * worker: each seat's action goes to `submit` as soon as the worker has it.
 * A failed worker forgets its seats, so the next call tries them again.
 */
export function runComputer(phaseKey: string, jobs: { seat: string; job: BotJob }[], submit: (seat: string, action: DipAction) => void, makeWorker: () => Worker = standardWorker): void {
  const fresh = jobs.filter(({ seat }) => !started.has(`${phaseKey}|${seat}`));
  if (!fresh.length) return;
  for (const { seat } of fresh) started.add(`${phaseKey}|${seat}`);
  const worker = makeWorker();
  let index = 0;
  const next = () => {
    if (index >= fresh.length) worker.terminate();
    else worker.postMessage(fresh[index].job);
  };
  worker.onmessage = (event: MessageEvent<{ power: PowerId; orders: Order[] }[]>) => {
    submit(fresh[index++].seat, botAction(event.data));
    next();
  };
  worker.onerror = () => {
    for (const { seat } of fresh.slice(index)) started.delete(`${phaseKey}|${seat}`);
    worker.terminate();
  };
  next();
}

/** GameBundle.automatedSeats: the seats this device's computer plays in the game. */
export function automatedDipSeats(uid: string, state: DipState): string[] {
  return computerSeats(seatIds(state), seatPlan(uid));
}

/** GameBundle.automate: orders the computer's seats the phase still waits for. */
export function automateDip(uid: string, state: DipState, seats: readonly string[], submit: (seat: string, action: DipAction) => void, makeWorker?: () => Worker): void {
  const plan = seatPlan(uid);
  if (!plan) return;
  const { year, season, phase } = state.position;
  runComputer(`${uid}|${year}|${season}|${phase}`, botJobs(uid, state, seats, plan), submit, makeWorker);
}
