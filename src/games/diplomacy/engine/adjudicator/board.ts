/**
 * The movement phase as the resolver sees it: units and their (validated)
 * orders in typed arrays indexed by unit number, plus the lists each decision
 * walks (who attacks a province, who supports a unit, who convoys an army).
 */
import type { Rulebook } from '../rulebook';
import type { MapIndex } from './map-index';
import type { Outcome } from './outcome';

/** Effective command of a unit after validation (an illegal order becomes HOLD). */
export const CMD_HOLD = 0;
export const CMD_MOVE = 1;
export const CMD_SUPPORT = 2;
export const CMD_CONVOY = 3;

/** How a move travels (armies only can be convoyed). */
export const BY_LAND = 0;
/** Only by sea: not adjacent, or the convoy is intended (DATC 6.G). */
export const BY_CONVOY = 1;
/** By sea when a route holds, else over land (1971 reading, DATC 6.G.2/6.G.4). */
export const BY_EITHER = 2;

export interface Board {
  readonly idx: MapIndex;
  readonly rules: Rulebook;
  readonly unitCount: number;
  readonly unitProvince: number[];
  readonly unitLoc: number[];
  /** 1 for a fleet, 0 for an army. */
  readonly unitIsFleet: number[];
  /** Index into `powers`. */
  readonly unitPower: number[];
  /** Strength of each unit in hundredths (STRENGTH_UNIT): 1 is 100, or its own under the named-units hook. */
  readonly unitStrength: number[];
  /** Factor on each moving unit's own strength in its move's battles, in hundredths (RuleHooks.attackFactors); 100 without it. */
  readonly attackFactor: number[];
  readonly powers: readonly string[];
  /** Unit index standing in each province, or -1. */
  readonly provinceUnit: number[];
  readonly command: number[];
  /** MOVE: destination province; SUPPORT: province the support is given to; CONVOY: destination. */
  readonly target: number[];
  /** MOVE: destination location (coast-exact). */
  readonly targetLoc: number[];
  /** SUPPORT: supported unit; CONVOY: convoyed army; else -1. */
  readonly other: number[];
  /** MOVE: BY_LAND / BY_CONVOY / BY_EITHER. */
  readonly travel: number[];
  /** Units moving into each province. */
  readonly attackers: number[][];
  /** Valid supports of each unit's move. */
  readonly moveSupports: number[][];
  /** Valid supports of each unit holding. */
  readonly holdSupports: number[][];
  /** Fleets legally ordered to convoy each army's move, matching it. */
  readonly convoyFleets: number[][];
  /** Outcome fixed before resolution (illegal or void orders), per unit. */
  readonly fixedOutcome: (Outcome | null)[];
  /** Index of the submitted order that commands each unit, or -1. */
  readonly orderOfUnit: number[];
  /** Set by the paradox rule: the army's convoy counts as failed (DATC 4.A.2, Szykman). */
  readonly paradoxBroken: number[];
  /** Adjacent army moves that go by sea only because an own fleet convoys them (DATC 6.G.1). */
  readonly intentOnly: number[];
}

/**
 * Small per-adjudication arrays are plain arrays: for ~34 units they allocate
 * faster than typed arrays, and allocation dominates at this size.
 */
export function filledArray(n: number, value: number): number[] {
  return new Array<number>(n).fill(value);
}

const NONE: readonly number[] = Object.freeze([]);

/** n lists sharing one frozen empty list until something is added (saves allocations per adjudication). */
export function emptyLists(n: number): number[][] {
  return new Array<number[]>(n).fill(NONE as number[]);
}

export function addTo(lists: number[][], i: number, value: number): void {
  if (lists[i] === NONE) lists[i] = [value];
  else lists[i].push(value);
}

/**
 * Strengths are whole hundredths and factors whole percent, so every sum and product is an
 * integer and equal sums compare equal (in floating point 2.76 + 2.6 is below 2.16 + 3.2):
 * a strength of the adjudicator is in STRENGTH_UNIT × FACTOR_UNIT parts of a unit.
 */
export const STRENGTH_UNIT = 100;
export const FACTOR_UNIT = 100;

/** A unit's strength (two decimals, named units) in whole hundredths; never below one hundredth. */
export function strengthInUnits(strength: number): number {
  return Math.max(1, Math.round(strength * STRENGTH_UNIT));
}

/** An attack factor (0.8) in whole percent. */
export function factorInUnits(factor: number): number {
  return Math.round(factor * FACTOR_UNIT);
}
