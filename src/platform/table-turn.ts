/**
 * A phase at one table when the game plays some seats itself (the computer):
 * the device passes between people only, and the computer's orders are never
 * shown before the phase resolves.
 */
import type { PowerId } from './game';

export interface TableTurn {
  /** People's seats whose orders are still missing, in the engine's order: the only ones the pass screen names. */
  people: PowerId[];
  /** The computer's seats waited for this phase. */
  computer: PowerId[];
  /** The computer's seats whose orders are not in yet. */
  deciding: PowerId[];
  /** One person at most plays at this device: nobody to hide orders from, so no pass screen. */
  alone: boolean;
}

/**
 * @param seats every seat of the game
 * @param waiting the seats the phase waits for
 * @param received the seats whose orders are in
 * @param automated the seats the computer plays on this device
 */
export function tableTurn(seats: readonly PowerId[], waiting: readonly PowerId[], received: readonly PowerId[], automated: readonly PowerId[]): TableTurn {
  const isComputer = (seat: PowerId) => automated.includes(seat);
  const missing = waiting.filter((seat) => !received.includes(seat));
  const computer = waiting.filter(isComputer);
  return {
    people: missing.filter((seat) => !isComputer(seat)),
    computer,
    deciding: missing.filter(isComputer),
    alone: automated.length > 0 && seats.filter((seat) => !isComputer(seat)).length <= 1,
  };
}

/** The two steps of play a computer's action at one table takes (Play's submit and resolve). */
export interface ComputerPlay<G> {
  submit(uid: string, hash: string, seat: PowerId, action: unknown): Promise<{ game: G }>;
  resolve(uid: string, hash: string): Promise<{ game: G; node: { hash: string } }>;
}

/**
 * A computer seat's action at one table: submitted and, when one seat acts at a time, resolved at
 * once, as a person's action is (it is the whole phase); the new phase's hash comes back to show it.
 */
export async function playComputerAction<G>(play: ComputerPlay<G>, uid: string, hash: string, seat: PowerId, action: unknown, sequential: boolean): Promise<{ game: G; hash?: string }> {
  const submitted = await play.submit(uid, hash, seat, action);
  if (!sequential) return { game: submitted.game };
  const resolved = await play.resolve(uid, hash);
  return { game: resolved.game, hash: resolved.node.hash };
}

/**
 * One seat acts at a time at one table: whom the view opens for. When seats hold what others must
 * not see (GameModule.privateSeats) and more than one person shares the device, it is first handed to
 * the person to act (`handTo`); the person it was handed to keeps it for their following turns.
 */
export function sequentialHolder(turn: TableTurn, privateSeats: boolean, handedTo: PowerId | null): { seats: PowerId[] } | { handTo: PowerId } {
  if (!privateSeats || turn.alone || !turn.people.length) return { seats: turn.people };
  const actor = turn.people[0];
  return handedTo === actor ? { seats: [actor] } : { handTo: actor };
}
