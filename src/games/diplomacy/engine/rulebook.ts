/**
 * A rule edition is one object of named policies. The adjudicator never asks
 * "which edition is this?"; it asks the policy it needs. A game option picks
 * the edition; the DATC runner picks it per test file.
 */

export type RuleEdition = 'rulebook' | '2000';

/** An undirected pair of provinces (an army edge of the map). */
export type ProvincePair = readonly [string, string];

/**
 * Named rule hooks a map's game may switch on; the standard game uses none.
 * Each is generic: it names edges or a formula, never a place.
 */
export interface RuleHooks {
  /** Edges across which an army may not support (a river between the two spaces). Fleets may. */
  noArmySupportAcross?: readonly ProvincePair[];
  /**
   * Army edges that take two movement phases (mountain passes): the first
   * phase's move sets the army out, it spends the phase "in the pass" in its
   * own space, and the next movement phase it completes the move or turns back.
   * No support across them, no retreat over them.
   */
  twoPhaseEdges?: readonly ProvincePair[];
  /** Units may carry a strength other than 1 (named units): supports add the supporter's strength. */
  unitStrengths?: boolean;
  /**
   * A factor on a moving unit's own strength in the battles of its move (attack,
   * head-to-head, standoff), never on its supporters nor on units that stay, by
   * the mover's power and the power whose unit stands in the target, else the
   * target's owner; pairs not listed: 1.
   */
  attackFactors?: readonly AttackFactor[];
}

export interface AttackFactor {
  attacker: string;
  victim: string;
  factor: number;
}

export interface Rulebook {
  edition: RuleEdition;
  /**
   * When a convoy has several possible routes:
   * - 'any-fleet-dislodged-fails': it fails if ANY convoying fleet on any possible
   *   route is dislodged (seed 000 XII.4, Esempio 12);
   * - 'one-route-suffices': it succeeds while at least one route of undislodged
   *   fleets remains (2000 rules, DATC 6.F.9).
   */
  multiRouteConvoy: 'any-fleet-dislodged-fails' | 'one-route-suffices';
  /**
   * Seed 000 XII.5: a convoyed army does not cut a support given against one
   * of its own convoying fleets (Esempio 13). The DATC-preferred rules have no
   * such exception and rely on the paradox rule instead (DATC 6.F.17).
   */
  convoyedArmyCannotCutSupportAgainstItsFleets: boolean;
  /**
   * How an army ordered to an ADJACENT province is affected by convoy orders:
   * - 'route-if-available' (1971 reading): if fleets are ordered to convoy it and a
   *   route holds, it goes by sea (it may even be "kidnapped", DATC 6.G.2);
   *   otherwise it walks;
   * - 'intent' (2000/2023, DATC 6.G): only by sea when the order says "via convoy"
   *   or a fleet of the army's own power is (legally) ordered to convoy it.
   */
  adjacentConvoy: 'route-if-available' | 'intent';
  /**
   * An army ordered "via convoy" to an adjacent province when no fleet at all
   * was ordered to convoy it: 'fails' (DATC v3.0 6.G.8) or 'moves-over-land'
   * (DATC v2.4 6.G.8, which the jDip test file encodes).
   */
  viaConvoyWithoutFleets: 'fails' | 'moves-over-land';
  /**
   * Cycles the decision resolver cannot settle with convoys involved.
   * 'szykman': the convoyed armies of the paradox do not move (DATC 4.A.2).
   * Circular movement without convoys always succeeds (seed 000 XIV.5).
   */
  convoyParadox: 'szykman';
  /**
   * An army going by sea to an ADJACENT province only because its own fleet
   * convoys it (no "via convoy"), caught in a paradox: 'moves-over-land'
   * (DATC v3.0 6.G.11) or 'holds' like any convoyed army (DATC v2.4 6.G.11).
   */
  intentConvoyInParadox: 'moves-over-land' | 'holds';
  /** Civil-disorder disbands (seed 000 XIV.4): distance is counted to ... */
  civilDisorderDistanceTo: 'home-centres' | 'owned-centres';
  /** Last tie-break of civil-disorder disbands: alphabetical by the province names of this language. */
  civilDisorderAlphabet: 'en' | 'it';
  /** The map's rule hooks; absent in the standard game. */
  hooks?: RuleHooks;
}

/**
 * The seeds' own rule book (Italian classic edition).
 * Distance (seed XIV.4): the shortest route from the nearest home centre, owned
 * or not, counting moves of either unit type. Ties: fleets first, then the alphabetical order of
 * the space names as printed in this (Italian) edition.
 */
export const RULEBOOK_SEED: Rulebook = Object.freeze({
  edition: 'rulebook',
  multiRouteConvoy: 'any-fleet-dislodged-fails',
  convoyedArmyCannotCutSupportAgainstItsFleets: true,
  adjacentConvoy: 'route-if-available',
  viaConvoyWithoutFleets: 'moves-over-land',
  // The seed has no paradox rule of its own; XII.5 removes the simple paradox
  // and Szykman settles whatever second-order paradox remains.
  convoyParadox: 'szykman',
  // Unused by this edition: its adjacent convoys already fall back to land.
  intentConvoyInParadox: 'moves-over-land',
  civilDisorderDistanceTo: 'home-centres',
  civilDisorderAlphabet: 'it',
});

/** The DATC v3.0 preferred choices ("2000" edition in the game options). */
export const RULEBOOK_2000: Rulebook = Object.freeze({
  edition: '2000',
  multiRouteConvoy: 'one-route-suffices',
  convoyedArmyCannotCutSupportAgainstItsFleets: false,
  adjacentConvoy: 'intent',
  viaConvoyWithoutFleets: 'fails',
  convoyParadox: 'szykman',
  intentConvoyInParadox: 'moves-over-land',
  // DATC v3.0 6.J.11 (2023 rules): distance to the nearest OWNED supply centre.
  civilDisorderDistanceTo: 'owned-centres',
  civilDisorderAlphabet: 'en',
});

export function rulebookFor(edition: RuleEdition): Rulebook {
  return edition === 'rulebook' ? RULEBOOK_SEED : RULEBOOK_2000;
}

/**
 * Where DATC v2.4 preferred a different outcome from v3.0, these overrides turn
 * the 2000 edition into "2000 as DATC v2.4 read it". Only the DATC runner uses
 * them, to check the v2.4 test file; games always follow v3.0.
 */
export const DATC_V24_OVERRIDES: Partial<Rulebook> = Object.freeze({
  viaConvoyWithoutFleets: 'moves-over-land',
  intentConvoyInParadox: 'holds',
});
