/**
 * The French attacks the Allies owe in turn 1 of the historical game (seed 002
 * 11.12): how many are left, and whether the attack phase in hand is the
 * Allies' last chance to make them. The end of that last phase is refused
 * (actions.ts); an earlier phase may end with attacks still owed, and the
 * player is warned first.
 */
import type { Side, WwiState } from './state';
import { type Charts, CHARTS } from './charts';

export interface FrenchAttacksOwed {
  /** Attacks with French units still to make this turn. */
  owed: number;
  /** This attack phase is the Allies' last of the turn: it may not end while any is owed. */
  lastChance: boolean;
}

/** The French attacks `side` still owes now, or null when it owes none (any side but the Allies, any turn but the first). */
export function frenchAttacksOwed(state: WwiState, side: Side, charts: Charts = CHARTS): FrenchAttacksOwed | null {
  if (side !== 'allies' || state.turn !== 1 || state.frenchAttacksOwed <= 0) return null;
  // Attack phases alternate, the superior player's first (3.0): the Allies' last is the last or the one before it.
  const lastPhase = charts.rules.attackPhasesPerSide * 2;
  const alliedLast = state.superior === 'allies' ? lastPhase - 1 : lastPhase;
  return { owed: state.frenchAttacksOwed, lastChance: state.phase === 'attack' && state.attackPhase === alliedLast };
}
