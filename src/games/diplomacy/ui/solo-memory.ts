/**
 * What this device remembers of a Diplomacy game with the computer at the
 * table: which seats people play, and the computer's level for the others,
 * keyed by the game id; kept in localStorage, in memory when that is unavailable.
 */
import { gameUidOfPage, readDeviceValue, writeDeviceValue } from '../../../platform/device-memory';
import type { BotLevel } from '../engine/bot';
import { SEAT_SEPARATOR } from '../engine/seats';

/** Who plays which seat: people's seats; every other seat is the computer's. */
export interface SeatPlan {
  /** Seats (or powers: a seat holding one of them is a person's) people play. */
  people: string[];
  /** The computer's level for a seat not in `levels`. */
  level: BotLevel;
  levels: Record<string, BotLevel>;
}

const isLevel = (value: unknown): value is BotLevel => value === 1 || value === 2;

/** The game's seat plan, or null when people play every seat. */
export function seatPlan(uid: string): SeatPlan | null {
  const value = readDeviceValue(`dispaccio.dip.solo.${uid}`);
  if (!value) return null;
  // Written before mixed tables: "<the person's seat>:<level>".
  const solo = /^([a-z+]+):([12])$/.exec(value);
  if (solo) return { people: [solo[1]], level: Number(solo[2]) as BotLevel, levels: {} };
  try {
    const plan: unknown = JSON.parse(value);
    if (!plan || typeof plan !== 'object') return null;
    const { people, level, levels } = plan as Partial<SeatPlan>;
    if (!Array.isArray(people) || !people.every((seat) => typeof seat === 'string') || !isLevel(level)) return null;
    const kept = Object.entries(levels ?? {}).filter(([, l]) => isLevel(l));
    return { people, level, levels: Object.fromEntries(kept) };
  } catch {
    return null;
  }
}

export function setSeatPlan(uid: string, plan: SeatPlan): void {
  writeDeviceValue(`dispaccio.dip.solo.${uid}`, JSON.stringify(plan));
}

/** Whether a person plays the seat: it is named, or holds a power that is (the person's France in a seat "england+france"). */
export function personPlays(plan: SeatPlan, seat: string): boolean {
  return plan.people.includes(seat) || seat.split(SEAT_SEPARATOR).some((power) => plan.people.includes(power));
}

/** The computer's level at a seat, or null when a person plays it. */
export function computerLevel(plan: SeatPlan, seat: string): BotLevel | null {
  return personPlays(plan, seat) ? null : (plan.levels[seat] ?? plan.level);
}

/** The plan after a seat's role changes: `null` for a person, else the computer's level. People are kept as seats. */
export function withRole(plan: SeatPlan, seats: readonly string[], seat: string, level: BotLevel | null): SeatPlan {
  const people = seats.filter((s) => (s === seat ? level === null : personPlays(plan, s)));
  const levels: Record<string, BotLevel> = {};
  for (const s of seats) {
    const current = s === seat ? level : computerLevel(plan, s);
    if (current !== null) levels[s] = current;
  }
  return { people, level: plan.level, levels };
}

/** One person, the computer at one level everywhere else: the quick form of the strip. */
export function loneSeat(plan: SeatPlan, seats: readonly string[]): string | null {
  const people = seats.filter((seat) => personPlays(plan, seat));
  const levels = new Set(seats.map((seat) => computerLevel(plan, seat)).filter((level) => level !== null));
  return people.length === 1 && levels.size <= 1 && [...levels].every((level) => level === plan.level) ? people[0] : null;
}

/** The seed of the computer's choices in a game: from its id, so a reload gives the same orders. */
export function gameSeedOf(uid: string): number {
  return parseInt(uid.slice(0, 8) || '0', 16) >>> 0;
}

export { gameUidOfPage };
