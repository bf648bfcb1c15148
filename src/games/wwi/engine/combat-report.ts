/**
 * What the opponent must see on opening a link (DESIGN "World War I"): the
 * combats of the phase just played, each with its whole calculation, and the
 * historic moments. The link keeps these and the current turn's dice rolls;
 * the rest of the log stays in the browser that made it.
 */
import type { LogEntry, PhaseId, WwiState } from './state';
import { type CombatCalculation, isCombatCalculation } from './combat';

export interface CombatReport {
  turn: number;
  phase: PhaseId;
  serial: number;
  die: number;
  calculation: CombatCalculation;
}

/** Entries of the current and the previous phase are "recent": a link carries them whole. */
export function isRecent(state: WwiState, entry: LogEntry): boolean {
  return entry.serial !== undefined && entry.serial >= state.phaseSerial - 1;
}

export function recentCombats(state: WwiState): CombatReport[] {
  const out: CombatReport[] = [];
  for (const entry of state.log) {
    if (!isRecent(state, entry) || entry.die === undefined || !isCombatCalculation(entry.detail)) continue;
    out.push({ turn: entry.turn, phase: entry.phase, serial: entry.serial!, die: entry.die, calculation: entry.detail });
  }
  return out;
}

/** The log as a link carries it: this turn's rolls, with full detail for recent ones, and recent historic notes. */
export function linkLog(state: WwiState): LogEntry[] {
  const out: LogEntry[] = [];
  for (const entry of state.log) {
    const recent = isRecent(state, entry);
    const roll = entry.die !== undefined && entry.turn === state.turn;
    if (!roll && !(entry.historic && recent)) continue;
    const kept: LogEntry = { turn: entry.turn, phase: entry.phase, text: entry.text };
    if (entry.serial !== undefined) kept.serial = entry.serial;
    if (entry.die !== undefined) kept.die = entry.die;
    if (entry.historic) kept.historic = true;
    if (roll && recent && entry.detail !== undefined) kept.detail = structuredClone(entry.detail);
    out.push(kept);
  }
  return out;
}
