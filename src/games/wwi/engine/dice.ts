/**
 * Dice of the game (DESIGN "Dice"): every roll comes from the seeded generator
 * in the state, so the engine is pure. Shared dice: both players feed the
 * generator (dice-share.ts) and every browser replays the same rolls from the
 * same link. Plain dice (one device, hot-seat): the platform passes fresh
 * random bytes into apply, mixed in by withFreshDice. Either way the roll is
 * written into the state and the log, and no undo goes back past it (undo.ts).
 */
import { SeededDice } from '../../../platform/dice';
import { freshDice } from '../../../platform/dice-share';
import type { LogEntry, WwiState } from './state';
import type { LogRecord } from './log-records';

/** The state with fresh bytes mixed into its generator (plain dice); a copy, the input is untouched. */
export function withFreshDice(state: WwiState, fresh: Uint8Array): WwiState {
  return { ...state, dice: freshDice(state.dice, fresh) };
}

/** Roll one die, advancing the generator in `state` (which the caller has already copied) and logging it. */
export function rollDie(state: WwiState, text: string, detail?: LogRecord): number {
  const dice = SeededDice.restore(state.dice);
  const die = dice.roll(6);
  state.dice = dice.snapshot();
  state.rollCount++;
  const entry: LogEntry = { turn: state.turn, phase: state.phase, serial: state.phaseSerial, die, text };
  if (detail !== undefined) entry.detail = detail;
  state.log.push(entry);
  return die;
}

export function logEvent(state: WwiState, text: string, detail?: LogRecord): void {
  const entry: LogEntry = { turn: state.turn, phase: state.phase, serial: state.phaseSerial, text };
  if (detail !== undefined) entry.detail = detail;
  state.log.push(entry);
}

/** A historic moment: logged like any event, flagged for the UI's historical notes, kept in links. */
export function logHistoric(state: WwiState, text: string): void {
  logEvent(state, text);
  state.log[state.log.length - 1].historic = true;
}
