/**
 * Dice of the game (DESIGN "Dice"): the seeded generator lives in the state, so
 * a reload or undo replays the same rolls and every roll is written to the log.
 */
import { SeededDice } from '../../../platform/dice';
import type { LogEntry, WwiState } from './state';

/** Roll one die, advancing the generator in `state` (which the caller has already copied) and logging it. */
export function rollDie(state: WwiState, text: string, detail?: unknown): number {
  const dice = SeededDice.restore(state.dice);
  const die = dice.roll(6);
  state.dice = dice.snapshot();
  const entry: LogEntry = { turn: state.turn, phase: state.phase, die, text };
  if (detail !== undefined) entry.detail = detail;
  state.log.push(entry);
  return die;
}

export function logEvent(state: WwiState, text: string, detail?: unknown): void {
  const entry: LogEntry = { turn: state.turn, phase: state.phase, text };
  if (detail !== undefined) entry.detail = detail;
  state.log.push(entry);
}
