/** The 2–7 player set-ups of seed 000 XIV.2, read from data. */
import type { Localized, PowerId } from '../../../platform/game';
import data from '../../../../maps/diplomacy/setups.json';

export interface Setup {
  id: string;
  label: Localized;
  /** What each person plays: one or more powers. */
  seats: PowerId[][];
  /** Powers nobody plays: they hold, never support each other, disband when dislodged. */
  neutral: PowerId[];
  /** Two players: Italy's territory may not be entered while it is neutral. */
  neutralInviolable?: boolean;
  /** Two players: after the fall of `afterYear` a coin decides whom Italy joins. */
  coinToss?: { power: PowerId; afterYear: number; joinsInSpring: number };
  /** Provinces of each neutral power that may not be entered while it is neutral. */
  territory?: Record<PowerId, string[]>;
  /** Two players: a seat wins with this many units instead of 18 centres for one power. */
  victoryUnits?: number;
  startYear: number;
}

/** The standard map's set-ups, in link order. */
export const SETUPS: readonly Setup[] = data.setups as Setup[];

/**
 * Every set-up of every map this build plays, by id: a state names its set-up,
 * and seats are read from it. Each game module registers its own (ids unique).
 */
const registry = new Map<string, Setup>(SETUPS.map((setup) => [setup.id, setup]));

export function registerSetups(setups: readonly Setup[]): void {
  for (const setup of setups) {
    const known = registry.get(setup.id);
    if (known && known !== setup) throw new Error(`set-up ${setup.id} registered twice`);
    registry.set(setup.id, setup);
  }
}

export function setupById(id: string): Setup {
  const setup = registry.get(id);
  if (!setup) throw new RangeError(`unknown set-up ${id}`);
  return setup;
}
