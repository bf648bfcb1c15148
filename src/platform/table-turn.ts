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
