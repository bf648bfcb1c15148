/**
 * World War I's side of the dice-seed hand-off (DESIGN "Dice"): the protocol
 * lives in the platform (platform/dice-share.ts); here are the state fields it
 * works on and the refusals in the rules' words.
 *
 * The UI keeps one random secret per game and side (like the referee key) and
 * calls `diceContributionFor` to make the contribution its action carries.
 */
import {
  CONTRIBUTION_BYTES,
  commitmentOf,
  contributionFor,
  contributionProblem,
  mixedDice,
  type DiceContribution,
} from '../../../platform/dice-share';
import type { Side, WwiState } from './state';
import { type Refusal, refuse } from './reasons';

export { CONTRIBUTION_BYTES, commitmentOf, type DiceContribution };

/**
 * The contribution `side` owes now, made from a secret its browser keeps for this game. Joining
 * (a shared game's first step, by the side acting second) reveals nothing that is used: its
 * `commitNext` promises the side's first real share, which rolls the first die declared against it.
 */
export function diceContributionFor(state: WwiState, side: Side, secret: Uint8Array): DiceContribution {
  return contributionFor(secret, 'wwi', side, joining(state) ? -1 : state.diceContributions[side]);
}

/** Whether the game waits for the side acting second to join the shared dice. */
function joining(state: WwiState): boolean {
  return state.declared?.kind === 'join';
}

/** Must `side`'s next action carry a contribution? */
export function owesDiceContribution(state: WwiState, side: Side): boolean {
  return state.diceMode === 'shared' && state.diceOwedBy === side;
}

/** Why this contribution is not acceptable from `side` now, or null. */
export function checkContribution(state: WwiState, side: Side, contribution: DiceContribution | undefined): Refusal | null {
  switch (contributionProblem(owesDiceContribution(state, side), state.diceCommitments[side], contribution)) {
    case 'missing':
      return refuse('6.1', 'Your first action after receiving the game carries your share of the dice seed', 'La prima azione dopo aver ricevuto la partita porta la vostra parte del seme dei dadi');
    case 'malformed':
      return refuse('6.1', 'A dice contribution is 16 bytes in hex', 'Un contributo ai dadi è di 16 byte in esadecimale');
    case 'not-promised':
      return refuse('6.1', 'This dice contribution is not the one promised at the last hand-off', 'Questo contributo ai dadi non è quello promesso al passaggio precedente');
    default:
      return null;
  }
}

/**
 * Take a checked contribution into `state` (a copy the caller owns): mixed into the generator, or,
 * when the side joins, only its promise kept (the generator is untouched, so the dice of a game are
 * those the first real shares make).
 */
export function takeContribution(state: WwiState, side: Side, contribution: DiceContribution): void {
  if (joining(state)) {
    state.diceCommitments[side] = contribution.commitNext;
    state.diceOwedBy = null;
    return;
  }
  mixContribution(state, side, contribution);
}

/** Mix a checked contribution into the generator of `state` (a copy the caller owns). */
export function mixContribution(state: WwiState, side: Side, contribution: DiceContribution): void {
  state.dice = mixedDice(state.dice, contribution);
  state.diceCommitments[side] = contribution.commitNext;
  state.diceContributions[side]++;
  state.diceOwedBy = null;
}

/** The same state with no contribution owed: for judging an order on its merits before the UI attaches the share. */
export function ignoringDiceShare(state: WwiState): WwiState {
  return state.diceOwedBy ? { ...state, diceOwedBy: null } : state;
}
