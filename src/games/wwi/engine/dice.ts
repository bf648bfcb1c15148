/**
 * Dice of the game (DESIGN "Dice"). Shared dice: the seeded generator lives in
 * the state, fed by both players (dice-share.ts), so every browser replays the
 * same rolls from the same link. Plain dice (one device, hot-seat): each roll
 * comes fresh from the platform's random source. Either way the roll is written
 * into the state and the log, and no undo goes back past it (undo.ts).
 */
import { SeededDice } from '../../../platform/dice';
import type { LogEntry, WwiState } from './state';

/** A fair 1-6 from the platform's cryptographic random source (plain dice). */
function plainRoll(): number {
  const word = new Uint32Array(1);
  const limit = 2 ** 32 - (2 ** 32 % 6);
  for (;;) {
    globalThis.crypto.getRandomValues(word);
    if (word[0] < limit) return (word[0] % 6) + 1;
  }
}

/** Roll one die, advancing the generator in `state` (which the caller has already copied) and logging it. */
export function rollDie(state: WwiState, text: string, detail?: unknown): number {
  let die: number;
  if (state.diceMode === 'plain') die = plainRoll();
  else {
    const dice = SeededDice.restore(state.dice);
    die = dice.roll(6);
    state.dice = dice.snapshot();
  }
  state.rollCount++;
  const entry: LogEntry = { turn: state.turn, phase: state.phase, serial: state.phaseSerial, die, text };
  if (detail !== undefined) entry.detail = detail;
  state.log.push(entry);
  return die;
}

export function logEvent(state: WwiState, text: string, detail?: unknown): void {
  const entry: LogEntry = { turn: state.turn, phase: state.phase, serial: state.phaseSerial, text };
  if (detail !== undefined) entry.detail = detail;
  state.log.push(entry);
}

/** A historic moment: logged like any event, flagged for the UI's historical notes, kept in links. */
export function logHistoric(state: WwiState, text: string): void {
  logEvent(state, text);
  state.log[state.log.length - 1].historic = true;
}
