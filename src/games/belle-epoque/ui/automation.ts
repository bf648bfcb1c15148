/**
 * The automated powers of chapter 13 at one device: which power to ask about, the
 * question sent to the Web Worker and its answer, and the pace of their steps. One
 * power acts at a time (8.0, 13.2), so each step is asked, answered and submitted
 * alone, and the page shows the board after every one before the next comes.
 * Pure: the worker, the clock and the timer are handed in, so Node tests drive it.
 * Loaded with the first automated step (ways.ts): a game by link never needs it.
 */
import type { PowerId } from '../../../platform/game';
import { toBase64Url } from '../../../platform/codec/base64url';
import { actor, type Action } from '../engine/actions';
import { automatedAction } from '../engine/automated';
import { belleEpoqueGame, type BelleEpoqueModuleState } from '../engine/module';
import { rngFromBytes } from '../engine/rng';
import { automatedToAct } from './automated-seats';

/** What the worker is asked: the state, and fresh bytes for the few choices chapter 13 leaves to a die. */
export interface AutomatedJob {
  id: number;
  state: BelleEpoqueModuleState;
  seed: Uint8Array;
}

export interface AutomatedAnswer {
  id: number;
  power: PowerId | null;
  action: Action | null;
}

/** The decision itself, the same in the worker and (when no worker can start) on the page. */
export function decide(job: AutomatedJob): AutomatedAnswer {
  return { id: job.id, power: actor(job.state), action: automatedAction(job.state, rngFromBytes(job.seed)) };
}

/** How long an automated step stays on screen before the next: long enough to follow, shorter when asked. */
export const PACE_MS = { step: 700, quick: 200 } as const;
export type Pace = keyof typeof PACE_MS;

/** Milliseconds still to wait before submitting a step shown at `shownAt`; nothing when skipping to a person's turn. */
export function waitBefore(shownAt: number, now: number, pace: Pace, skipping: boolean): number {
  return skipping ? 0 : Math.max(0, PACE_MS[pace] - (now - shownAt));
}

/** The part of a Worker the runner uses (a real Worker, or a fake in tests). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<AutomatedAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(job: AutomatedJob): void;
  terminate(): void;
}

export interface RunnerDeps {
  /** A worker for the decisions, or null where none can start (the decision is then made on the page: it is cheap). */
  makeWorker(): WorkerLike | null;
  now(): number;
  later(run: () => void, ms: number): void;
  /** Fresh bytes for the dice of a decision. */
  seed(): Uint8Array;
  pace(): Pace;
  skipping(uid: string): boolean;
}

/** Steps remembered as started; older ones are forgotten (a game has a few hundred). */
const REMEMBERED = 64;

/**
 * Asks the worker for each automated step once and submits the answer after the pause.
 * Called again at every render of the same state: a step starts once.
 */
export class AutomatedRunner {
  private readonly started: string[] = [];
  private worker: WorkerLike | null = null;
  private readonly asked = new Map<number, { job: AutomatedJob; done: (answer: AutomatedAnswer) => void }>();
  private nextId = 1;
  /** Submissions waiting for their pause, so "skip" can send them at once. */
  private readonly waiting = new Set<() => void>();

  constructor(private readonly deps: RunnerDeps) {}

  run(uid: string, state: BelleEpoqueModuleState, seats: readonly PowerId[], submit: (seat: PowerId, action: Action) => void): void {
    const power = automatedToAct(state, seats);
    if (!power) return;
    const key = `${uid}|${toBase64Url(belleEpoqueGame.encodeState(state))}`;
    if (this.started.includes(key)) return;
    this.started.push(key);
    if (this.started.length > REMEMBERED) this.started.shift();
    const shownAt = this.deps.now();
    this.ask({ id: this.nextId++, state, seed: this.deps.seed() }, (answer) => {
      if (!answer.action || answer.power !== power) return;
      const send = () => {
        if (!this.waiting.delete(send)) return;
        submit(power, answer.action!);
      };
      this.waiting.add(send);
      this.deps.later(send, waitBefore(shownAt, this.deps.now(), this.deps.pace(), this.deps.skipping(uid)));
    });
  }

  /** Sends every step waiting for its pause now (the person asked to skip ahead). */
  hurry(): void {
    for (const send of [...this.waiting]) send();
  }

  private ask(job: AutomatedJob, done: (answer: AutomatedAnswer) => void): void {
    const worker = this.ensureWorker();
    if (!worker) return done(decide(job));
    this.asked.set(job.id, { job, done });
    worker.postMessage(job);
  }

  private ensureWorker(): WorkerLike | null {
    if (this.worker) return this.worker;
    let worker: WorkerLike | null = null;
    try {
      worker = this.deps.makeWorker();
    } catch {
      return null;
    }
    if (!worker) return null;
    worker.onmessage = (event) => {
      const entry = this.asked.get(event.data.id);
      if (!entry) return;
      this.asked.delete(event.data.id);
      entry.done(event.data);
    };
    // A worker that fails is dropped; what it was asked is decided on the page, so play never stalls.
    worker.onerror = () => {
      worker!.terminate();
      if (this.worker === worker) this.worker = null;
      const pending = [...this.asked.values()];
      this.asked.clear();
      for (const { job, done } of pending) done(decide(job));
    };
    this.worker = worker;
    return worker;
  }
}
