/**
 * The computer's seats in a Diplomacy game against the computer: which seats
 * it orders in a phase, and their orders, worked out in a Web Worker so the
 * page stays responsive while a level-2 search runs.
 */
import type { PowerId } from '../../../platform/game';
import type { DipAction } from '../engine/module';
import type { BotLevel } from '../engine/bot';
import type { Position } from '../engine/position';
import type { Order } from '../engine/types';

/** Seats the computer orders this phase: every seat still waited for but the person's, in the engine's order. */
export function automatedSeats(waitingFor: readonly string[], personSeat: string): string[] {
  return waitingFor.filter((seat) => seat !== personSeat);
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

type Listener = () => void;
const listeners = new Set<Listener>();
const started = new Set<string>();
/** Seats still deciding, by game phase key. */
let deciding: string[] = [];

export function thinkingSeats(): readonly string[] {
  return deciding;
}

export function onThinkingChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setDeciding(next: string[]) {
  deciding = next;
  for (const listener of listeners) listener();
}

/**
 * Orders every automated seat once per phase on this device: each seat's
 * action is handed to `submit` as soon as the worker has it.
 */
export function runComputer(phaseKey: string, jobs: { seat: string; job: BotJob }[], done: () => void, submit: (seat: string, action: DipAction) => void): void {
  if (started.has(phaseKey) || !jobs.length) return;
  started.add(phaseKey);
  const worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  setDeciding(jobs.map((j) => j.seat));
  let index = 0;
  const next = () => {
    if (index >= jobs.length) {
      worker.terminate();
      done();
      return;
    }
    worker.postMessage(jobs[index].job);
  };
  worker.onmessage = (event: MessageEvent<{ power: PowerId; orders: Order[] }[]>) => {
    const { seat } = jobs[index++];
    submit(seat, botAction(event.data));
    setDeciding(deciding.filter((s) => s !== seat));
    next();
  };
  worker.onerror = () => {
    started.delete(phaseKey);
    worker.terminate();
    setDeciding([]);
  };
  next();
}
