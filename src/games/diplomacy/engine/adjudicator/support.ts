/**
 * Whether a support is given or cut (seed 000 X): cut by an attack from any
 * space except the one the support is directed to, or by dislodgement from
 * anywhere; never by the supporter's own power (IX.6 note).
 */
import { BY_LAND, type Board } from './board';
import { canMove, goesBySea } from './strength';
import { DECISION_DISLODGED, decisionId, type Resolver } from './resolver';

/** The unit whose attack cuts the support, or -1 if no attack cuts it. */
export function cuttingAttacker(board: Board, supporter: number, r: Resolver): number {
  const attackers = board.attackers[board.unitProvince[supporter]];
  const directedAt = board.target[supporter];
  const power = board.unitPower[supporter];
  for (let i = 0; i < attackers.length; i++) {
    const attacker = attackers[i];
    if (board.unitPower[attacker] === power) continue;
    if (board.unitProvince[attacker] === directedAt) continue;
    if (
      board.rules.convoyedArmyCannotCutSupportAgainstItsFleets &&
      board.travel[attacker] !== BY_LAND &&
      supportsAttackOnConvoyingFleet(board, supporter, attacker) &&
      goesBySea(board, attacker, r)
    ) {
      // seed 000 XII.5 (Esempio 13): the convoyed army cannot protect its own fleets.
      continue;
    }
    if (canMove(board, attacker, r)) return attacker;
  }
  return -1;
}

function supportsAttackOnConvoyingFleet(board: Board, supporter: number, army: number): boolean {
  const directedAt = board.target[supporter];
  // Only a support of an attack counts, not a support of the fleet holding.
  if (directedAt === board.unitProvince[board.other[supporter]]) return false;
  const fleets = board.convoyFleets[army];
  for (let i = 0; i < fleets.length; i++) if (board.unitProvince[fleets[i]] === directedAt) return true;
  return false;
}

/** The SUPPORT decision: is the support given? */
export function supportGiven(board: Board, supporter: number, r: Resolver): boolean {
  if (cuttingAttacker(board, supporter, r) >= 0) return false;
  return !r.resolve(decisionId(supporter, DECISION_DISLODGED));
}
