/**
 * Seats: what one person plays in a set-up (seed 000 XIV.2). With seven
 * players a seat is one power; with fewer, a seat may hold two or three, and
 * neutral powers belong to no seat until the two-player coin toss.
 */
import type { Localized, PowerId } from '../../../platform/game';
import type { GameMap } from './types';
import type { DipState } from './state';
import { setupById } from './setups';

export const SEAT_SEPARATOR = '+';

export function seatIds(state: DipState): string[] {
  return setupById(state.setup).seats.map((powers) => powers.join(SEAT_SEPARATOR));
}

/** Powers a seat plays now, including a neutral that joined it (from the spring after the toss). */
export function powersOfSeat(state: DipState, seat: string): PowerId[] {
  const setup = setupById(state.setup);
  const index = setup.seats.findIndex((powers) => powers.join(SEAT_SEPARATOR) === seat);
  if (index < 0) return [];
  const joinedHere = Object.entries(state.joined)
    .filter(([, seatIndex]) => seatIndex === index)
    .map(([power]) => power);
  return [...setup.seats[index], ...joinedHere];
}

export function seatOfPower(state: DipState, power: PowerId): string | undefined {
  return seatIds(state).find((seat) => powersOfSeat(state, seat).includes(power));
}

/** Neutral powers still neutral now. */
export function neutralPowers(state: DipState): PowerId[] {
  return setupById(state.setup).neutral.filter((power) => !(power in state.joined));
}

export function seatName(map: GameMap, state: DipState, seat: string): Localized {
  const names = powersOfSeat(state, seat).map((power) => map.power(power)?.name ?? { en: power, it: power });
  // Joined with "+", not "and": seat names go into lists of seats ("Waiting for England + France and Italy").
  const join = (lang: 'en' | 'it') => names.map((n) => n[lang]).join(' + ');
  return { en: join('en'), it: join('it') };
}
