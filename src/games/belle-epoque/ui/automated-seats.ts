/**
 * Which powers chapter 13 plays in a game and whether one acts now: all a game opened
 * by link needs of the automated powers (it has none), so the runner and its decisions
 * (automation.ts) load only when one has to act.
 */
import type { PowerId } from '../../../platform/game';
import { actor } from '../engine/actions';
import type { BelleEpoqueModuleState } from '../engine/module';

/** The powers chapter 13 plays in this game: the state says so, from its set-up on (13.1). */
export function automatedPowers(state: BelleEpoqueModuleState): PowerId[] {
  return state.phase === 'ended' ? [] : [...(state.automated ?? [])];
}

/** The automated power that acts now among these seats, or null when a person (or nobody) does. */
export function automatedToAct(state: BelleEpoqueModuleState, seats: readonly PowerId[]): PowerId | null {
  const power = actor(state);
  return power && seats.includes(power) && (state.automated ?? []).includes(power) ? power : null;
}
