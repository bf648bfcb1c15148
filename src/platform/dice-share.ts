/**
 * The dice-seed hand-off of link play (DESIGN "Dice"), for any game with
 * seeded dice (SeededDice): both players feed the generator, so neither alone
 * chooses the rolls.
 *
 * - The creator's browser seeds the game (initialState).
 * - Whenever the game passes to the other side (a hand-off), that side's next
 *   action carries a 16-byte contribution, mixed into the generator with
 *   combineSeeds before anything it does rolls a die.
 * - Each contribution also commits to the next one (first 16 bytes of its
 *   SHA-256). A player therefore fixes a contribution before seeing the
 *   opponent's next one and cannot try several: rolls can't be ground out.
 *   Only each side's very first contribution has no commitment before it.
 * - The same secret gives the same contribution again, so neither reload nor
 *   undo re-rolls anything.
 *
 * What it does not give: the side that acts knows its own next contribution,
 * so from the state it holds it can work out the rolls of its turn before
 * choosing its actions (docs/guarantees.md "What each mode guarantees").
 *
 * The game keeps the generator, the commitments and the counts in its state
 * and words its own refusals; this module holds the protocol.
 */
import { SeededDice, combineSeeds } from './dice';
import { fromHex, sha256, toHex } from './hash';
import { sha256Sync } from './sha256-sync';

export const CONTRIBUTION_BYTES = 16;

export interface DiceContribution {
  /** This turn's contribution, 16 bytes as hex. */
  reveal: string;
  /** First 16 bytes of the SHA-256 of the side's next contribution, as hex. */
  commitNext: string;
}

export type DiceSnapshot = [number, number, number, number];

const HEX_CONTRIBUTION = /^[0-9a-f]{32}$/;

/** The commitment to a contribution: first 16 bytes of its SHA-256 (synchronous: checked inside validate and apply). */
export function commitmentOf(revealHex: string): string {
  return toHex(sha256Sync(fromHex(revealHex)).slice(0, CONTRIBUTION_BYTES));
}

function revealInput(secret: Uint8Array, game: string, seat: string, n: number): Uint8Array {
  const label = new TextEncoder().encode(`${game}-dice:${seat}:${n}:`);
  const input = new Uint8Array(label.length + secret.length);
  input.set(label);
  input.set(secret, label.length);
  return input;
}

/**
 * The contribution a seat owes as its n-th, made from a secret its browser
 * keeps for the game (deterministic: undo and reload give it again).
 * `game` names the game's derivation ("wwi"), so one secret never serves two games alike.
 */
export function contributionFor(secret: Uint8Array, game: string, seat: string, n: number): DiceContribution {
  const reveal = (k: number) => toHex(sha256Sync(revealInput(secret, game, seat, k)).slice(0, CONTRIBUTION_BYTES));
  return { reveal: reveal(n), commitNext: commitmentOf(reveal(n + 1)) };
}

/** The same contribution through WebCrypto's digest, where a caller can wait for it. */
export async function contributionForAsync(secret: Uint8Array, game: string, seat: string, n: number): Promise<DiceContribution> {
  const reveal = async (k: number) => toHex((await sha256(revealInput(secret, game, seat, k))).slice(0, CONTRIBUTION_BYTES));
  const next = await reveal(n + 1);
  return { reveal: await reveal(n), commitNext: toHex((await sha256(fromHex(next))).slice(0, CONTRIBUTION_BYTES)) };
}

export type ContributionProblem =
  /** The seat owes a contribution and its action carries none. */
  | 'missing'
  /** Not 16 bytes of hex. */
  | 'malformed'
  /** Not the contribution the seat committed to at its last hand-off. */
  | 'not-promised';

/** Why a contribution is not acceptable, or null; `promised` is the seat's commitment from its last hand-off. */
export function contributionProblem(owes: boolean, promised: string | null, contribution: DiceContribution | undefined): ContributionProblem | null {
  if (!owes) return null;
  if (!contribution) return 'missing';
  if (!HEX_CONTRIBUTION.test(contribution.reveal) || !HEX_CONTRIBUTION.test(contribution.commitNext)) return 'malformed';
  if (promised && commitmentOf(contribution.reveal) !== promised) return 'not-promised';
  return null;
}

/** The generator with a checked contribution mixed in. */
export function mixedDice(dice: DiceSnapshot, contribution: DiceContribution): DiceSnapshot {
  // Little-endian by hand, so every machine mixes the same bytes.
  const current = new Uint8Array(CONTRIBUTION_BYTES);
  dice.forEach((word, i) => new DataView(current.buffer).setUint32(4 * i, word >>> 0, true));
  return new SeededDice(combineSeeds(current, fromHex(contribution.reveal))).snapshot();
}

/** The generator with fresh bytes from the platform mixed in (plain dice at one table). */
export function freshDice(dice: DiceSnapshot, fresh: Uint8Array): DiceSnapshot {
  const current = new Uint8Array(CONTRIBUTION_BYTES);
  dice.forEach((word, i) => new DataView(current.buffer).setUint32(4 * i, word >>> 0, true));
  return new SeededDice(combineSeeds(current, fresh)).snapshot();
}
