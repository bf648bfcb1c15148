/**
 * The French attacks the Allies owe in turn 1 of the historical game (seed 002
 * 11.12): how many are left, and whether the attack phase in hand is the
 * Allies' last chance to make them. The end of that last phase is refused
 * (actions.ts) while an attack with French units can still be made; an earlier
 * phase may end with attacks still owed, and the player is warned first.
 *
 * 11.12 names the attacks owed, not a way round the combat rules: an attack is
 * made only on an adjacent enemy (6.0) across an open hexside (6.4), by armies
 * in supply (6.7) that have not fought this phase (6.6), with an attack at
 * least the defence (6.1). When no French army can make one, nothing more can
 * be asked of the Allies and the phase may end.
 */
import type { Board } from './board';
import type { Side, WwiState } from './state';
import { type Charts, CHARTS } from './charts';
import { checkAttack } from './combat';
import { alignmentOf } from './sides';
import { supplyChecker } from './supply';

export interface FrenchAttacksOwed {
  /** Attacks with French units still to make this turn. */
  owed: number;
  /** This attack phase is the Allies' last of the turn: it may not end while any is owed and can be made. */
  lastChance: boolean;
  /** Whether an attack with French units can be made now (frenchAttackPossible). */
  possible: boolean;
}

/** The French attacks `side` still owes now, or null when it owes none (any side but the Allies, any turn but the first). */
export function frenchAttacksOwed(state: WwiState, board: Board, side: Side, charts: Charts = CHARTS): FrenchAttacksOwed | null {
  if (side !== 'allies' || state.turn !== 1 || state.frenchAttacksOwed <= 0) return null;
  // Attack phases alternate, the superior player's first (3.0): the Allies' last is the last or the one before it.
  const lastPhase = charts.rules.attackPhasesPerSide * 2;
  const alliedLast = state.superior === 'allies' ? lastPhase - 1 : lastPhase;
  const lastChance = state.phase === 'attack' && state.attackPhase === alliedLast;
  return { owed: state.frenchAttacksOwed, lastChance, possible: frenchAttackPossible(state, board, charts) };
}

/** Whether the Allies can now make an attack with French units: some enemy next to a French army that all the Allied armies able to join (6.0–6.7) would attack legally. */
export function frenchAttackPossible(state: WwiState, board: Board, charts: Charts = CHARTS): boolean {
  const supplied = supplyChecker(state, board, charts);
  const ready = state.units.filter((u) => u.status === 'map' && u.hex && alignmentOf(state, u.nation) === 'allies' && !state.engaged.includes(u.id));
  const openTo = (hex: string) => board.neighbours(hex).filter((n) => board.side(hex, n.direction) === 'open').map((n) => n.id);
  const targets = new Set(ready.filter((u) => u.nation === 'france').flatMap((u) => openTo(u.hex!)));
  for (const target of targets) {
    // Every ready army next to the target joins: the strongest attack there is; checkAttack judges the rest (enemy, supply, once a phase, odds).
    const attackers = ready.filter((u) => openTo(u.hex!).includes(target) && supplied(u.hex!, u.nation));
    if (!attackers.some((u) => u.nation === 'france')) continue;
    if (checkAttack(state, board, { attackers: attackers.map((u) => u.id), target }, charts, supplied).ok) return true;
  }
  return false;
}
