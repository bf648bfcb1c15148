/**
 * The records a World War I log entry carries (seed 002 6.1-6.5, 9.2): a combat's whole calculation
 * or a neutral's activation roll. The log is a typed union, so the UI draws from the record and
 * never recomputes it or reads it out of the entry's text.
 */
import type { HexId } from './hex';
import type { NationId } from './board';
import type { Side } from './charts';

export interface DefenceItem {
  what: string;
  printed: number;
  supplied: boolean;
  value: number;
}

/** How the defender paid its losses (6.31, 6.33, 10.54). */
export interface DefenderSettlement {
  retreat: HexId[];
  rp: number;
  eliminated: boolean;
  fortDestroyed: boolean;
}

/** How the attacker paid its losses and who advanced (6.32, 6.33, 6.9). */
export interface AttackerSettlement {
  rp: Record<string, number>;
  eliminated: string | null;
  advanced: string[];
}

/** Everything a combat decided, in the order the rules apply it (shown to players, 6.1-6.5). */
export interface CombatCalculation {
  /** The attacked hex (set once the attack is made). */
  target?: HexId;
  attackers: { unit: string; attack: number }[];
  attackTotal: number;
  defence: DefenceItem[];
  defenceAfterSupply: number;
  roughBonus: number;
  winterBonus: number;
  defenceTotal: number;
  differential: number;
  die?: number;
  column?: string;
  cell?: string;
  attackerLoss?: number;
  defenderLoss?: number;
  /** Losses doubled for Russians / Romanians fighting Germans (6.36). */
  doubled: 'attacker' | 'defender' | null;
  infiltration: boolean;
  rules: string[];
  /** Filled in as the losses are paid. */
  defenderPaid?: DefenderSettlement;
  attackerPaid?: AttackerSettlement;
}

export interface ActivationRoll {
  nation: NationId;
  side: Side;
  die: number;
  modifiers: { text: string; value: number }[];
  total: number;
  needed: number;
  joined: boolean;
}

/** What a log entry may carry. */
export type LogRecord = CombatCalculation | ActivationRoll;

/** Is a log entry's record a combat calculation? */
export function isCombatCalculation(detail: unknown): detail is CombatCalculation {
  return typeof detail === 'object' && detail !== null && 'attackTotal' in detail && 'defenceTotal' in detail;
}

/** Is a log entry's record a neutral's activation roll? */
export function isActivationRoll(detail: unknown): detail is ActivationRoll {
  return typeof detail === 'object' && detail !== null && 'needed' in detail && 'modifiers' in detail;
}
