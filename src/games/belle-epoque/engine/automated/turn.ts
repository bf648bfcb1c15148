/** The action phase of an automated power (13.3 steps 1-5, 13.5, 13.6). */
import type { PowerId, TerritoryId } from '../data';
import { movePrestige } from '../prestige';
import type { Rng } from '../rng';
import type { BelleEpoqueState } from '../state';
import { sellArms } from './arms';
import { playCards } from './cards';
import { progressOf } from './common';
import { sendMissions } from './missions';

/** Fleets a power owns (8.1): the fleet track never passes them (13.5). */
const MAX_FLEETS = 3;

export interface AutomatonReport { cards: string[]; fleet: boolean; prestige: boolean; row: number; missions: TerritoryId[]; sold: TerritoryId[] }

/** Runs the whole phase on `s` (mutated), in 13.3's order; the caller then passes the power. */
export function automatonPhase(s: BelleEpoqueState, p: PowerId, rng: Rng): AutomatonReport {
  const row = progressOf(p, s.turn);
  const ps = s.powers[p];
  // 1) cards (13.4.1, 13.4.2).
  const cards = playCards(s, p, row, rng);
  // 2) 13.5: the fleet marker moves up one on the sheet's fleet turns.
  const fleet = row.fleet && ps.fleetTrack < MAX_FLEETS;
  if (fleet) ps.fleetTrack += 1;
  // 3) 13.6: +1 prestige; of the track's bonuses only cubes and cards (prestige.ts).
  if (row.prestige) movePrestige(s, p, 1, rng);
  // 4) 13.7 missions, 5) 13.8 arms sales.
  const m = sendMissions(s, p, rng);
  const sold = sellArms(s, p, m.arms, rng);
  return { cards, fleet, prestige: row.prestige, row: m.row, missions: m.placed, sold };
}
