/**
 * When a group may resolve a phase without some seats (their units hold), and what that does.
 * Offered only after the group has waited a while, and only with at least one seat's orders
 * readable, unless every seat still waiting is one the game plays itself; a seat whose sealed
 * orders arrived but were never revealed holds too, its orders unused.
 */
import type { PowerId } from './game';
import type { PhaseStatus } from './play';

/** How long after a phase reaches this browser the group could reasonably be waiting for a player. */
export const PATIENCE_MS = 10 * 60 * 1000;

export interface ResolveWithoutOffer {
  /** Whether the option is offered now. */
  available: boolean;
  /** When it will be (ms since the epoch). */
  availableAt: number;
  /** Seats whose units will hold. */
  holding: PowerId[];
  /** Of those, seats whose sealed orders this browser holds but cannot read: they will not be used. */
  unread: PowerId[];
  /** Seats whose orders will be used. */
  used: PowerId[];
}

export function resolveWithoutOffer(status: PhaseStatus, phaseReceivedAt: number, now: number): ResolveWithoutOffer | null {
  if (status.complete || status.mode === 'table') return null;
  const used = status.waiting.filter((seat) => status.readable.includes(seat));
  const holding = status.waiting.filter((seat) => !status.readable.includes(seat));
  const computerPlays = (seat: PowerId) => playedByComputer(status, seat);
  // Nobody's orders resolve a phase only when the game itself plays every seat still waiting (verify.ts allows that one case).
  if (used.length === 0 && !holding.every(computerPlays)) return null;
  // Seats the game plays itself when silent need no waiting for; anyone else gets the group's patience.
  const patient = holding.some((seat) => !computerPlays(seat));
  const availableAt = patient ? phaseReceivedAt + PATIENCE_MS : phaseReceivedAt;
  return { available: now >= availableAt, availableAt, holding, unread: holding.filter((seat) => status.received.includes(seat)), used };
}

/**
 * Whether the game plays a waiting seat itself this phase (Turn.standIn): handed to the computer and no orders
 * for it arrived. A handed seat whose orders arrived is its player's again (a seat that sends orders takes itself back).
 */
export function playedByComputer(status: { standIn?: readonly PowerId[]; received: readonly PowerId[] }, seat: PowerId): boolean {
  return !!status.standIn?.includes(seat) && !status.received.includes(seat);
}
