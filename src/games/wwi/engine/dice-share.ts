/**
 * The dice-seed hand-off of link play (DESIGN "Dice"): both players feed the
 * seeded generator, so neither alone chooses the rolls.
 *
 * - The creator's browser seeds the game (initialState).
 * - Whenever the game passes to the other side (a hand-off), that side's next
 *   action carries a 16-byte contribution, mixed into the generator with
 *   combineSeeds before anything it does rolls a die.
 * - Each contribution also commits to the next one (first 16 bytes of its
 *   SHA-256). A player therefore fixes a contribution before seeing the
 *   opponent's next one and cannot try several: rolls can't be ground out.
 *   Only each side's very first contribution has no commitment before it.
 * - Undo never goes back past a roll, and the same secret gives the same
 *   contribution again, so neither reload nor undo re-rolls anything.
 *
 * The UI keeps one random secret per game and side (like the referee key) and
 * calls `diceContributionFor` to make the contribution its action carries.
 */
import { SeededDice, combineSeeds } from '../../../platform/dice';
import { fromHex, toHex } from '../../../platform/hash';
import type { Side, WwiState } from './state';
import { sha256Sync } from './sha256';
import { type Refusal, refuse } from './reasons';

export const CONTRIBUTION_BYTES = 16;

export interface DiceContribution {
  /** This turn's contribution, 16 bytes as hex. */
  reveal: string;
  /** First 16 bytes of the SHA-256 of the side's next contribution, as hex. */
  commitNext: string;
}

const HEX_CONTRIBUTION = /^[0-9a-f]{32}$/;

/** The commitment to a contribution: first 16 bytes of its SHA-256. */
export function commitmentOf(revealHex: string): string {
  return toHex(sha256Sync(fromHex(revealHex)).slice(0, CONTRIBUTION_BYTES));
}

/** The n-th contribution a side derives from its secret (deterministic: undo and reload give it again). */
function derivedReveal(secret: Uint8Array, side: Side, n: number): string {
  const label = new TextEncoder().encode(`wwi-dice:${side}:${n}:`);
  const input = new Uint8Array(label.length + secret.length);
  input.set(label);
  input.set(secret, label.length);
  return toHex(sha256Sync(input).slice(0, CONTRIBUTION_BYTES));
}

/** The contribution `side` owes now, made from a secret its browser keeps for this game. */
export function diceContributionFor(state: WwiState, side: Side, secret: Uint8Array): DiceContribution {
  const n = state.diceContributions[side];
  return { reveal: derivedReveal(secret, side, n), commitNext: commitmentOf(derivedReveal(secret, side, n + 1)) };
}

/** Must `side`'s next action carry a contribution? */
export function owesDiceContribution(state: WwiState, side: Side): boolean {
  return state.diceMode === 'shared' && state.diceOwedBy === side;
}

/** Why this contribution is not acceptable from `side` now, or null. */
export function checkContribution(state: WwiState, side: Side, contribution: DiceContribution | undefined): Refusal | null {
  if (!owesDiceContribution(state, side)) return null;
  if (!contribution) {
    return refuse('6.1', 'Your first action after receiving the game carries your share of the dice seed', 'La prima azione dopo aver ricevuto la partita porta la vostra parte del seme dei dadi');
  }
  if (!HEX_CONTRIBUTION.test(contribution.reveal) || !HEX_CONTRIBUTION.test(contribution.commitNext)) {
    return refuse('6.1', 'A dice contribution is 16 bytes in hex', 'Un contributo ai dadi è di 16 byte in esadecimale');
  }
  const promised = state.diceCommitments[side];
  if (promised && commitmentOf(contribution.reveal) !== promised) {
    return refuse('6.1', 'This dice contribution is not the one promised at the last hand-off', 'Questo contributo ai dadi non è quello promesso al passaggio precedente');
  }
  return null;
}

/** Mix a checked contribution into the generator of `state` (a copy the caller owns). */
export function mixContribution(state: WwiState, side: Side, contribution: DiceContribution): void {
  // Little-endian by hand, so every machine mixes the same bytes.
  const current = new Uint8Array(CONTRIBUTION_BYTES);
  state.dice.forEach((word, i) => new DataView(current.buffer).setUint32(4 * i, word >>> 0, true));
  state.dice = new SeededDice(combineSeeds(current, fromHex(contribution.reveal))).snapshot();
  state.diceCommitments[side] = contribution.commitNext;
  state.diceContributions[side]++;
  state.diceOwedBy = null;
}

/** The same state with no contribution owed: for judging an order on its merits before the UI attaches the share. */
export function ignoringDiceShare(state: WwiState): WwiState {
  return state.diceOwedBy ? { ...state, diceOwedBy: null } : state;
}
