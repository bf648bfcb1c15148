/**
 * What a click on the board means for the side this device orders for, in the
 * phase in hand: a counter or a hex becomes the next draft, an attack's target,
 * a planned move or an army placed. Pure: the view applies the outcome (a move
 * and a placement may still be refused, with the rule).
 */
import { europeBoard } from '../engine/europe';
import type { Side, WwiState } from '../engine/state';
import { type UnitMove, movingSide } from '../engine/movement';
import { attackingSide } from '../engine/combat';
import { alignmentOf, isEnemyNation } from '../engine/sides';
import type { ActingDrafts } from './acting-panel';
import { pickArmy } from './move-draft';
import { toggleAttacker } from './attack-draft';
import { extendAdvance, extendRetreat } from './loss-draft';
import { placeNewArmy } from './build-draft';
import { isSetupPhase, pickUp } from './setup-draft';
import type { UnitReach } from './reach';

export type BoardClick =
  | { kind: 'none' }
  /** The drafts that change. */
  | { kind: 'drafts'; drafts: Partial<Omit<ActingDrafts, 'setup'>> }
  /** A placed counter of the free set-up picked up again, ready for another hex. */
  | { kind: 'pick-up'; setup: ActingDrafts['setup'] }
  /** The hex attacked (attack-draft.ts chooseTarget). */
  | { kind: 'target'; hex: string }
  /** The picked army's move to a hex it reaches. */
  | { kind: 'move'; move: UnitMove }
  /** The army being placed in the free set-up, to this hex. */
  | { kind: 'place'; hex: string };

const NONE: BoardClick = { kind: 'none' };

/** A click on a counter; `reach` gives an army's reach (reach.ts), for a counter that stands for its hex. */
export function unitClick(state: WwiState, side: Side, drafts: ActingDrafts, unitId: string, reach: (unit: string) => UnitReach): BoardClick {
  const unit = state.units.find((u) => u.id === unitId);
  if (!unit) return NONE;
  if (isSetupPhase(state)) return drafts.setup.placements.some((p) => p.unit === unit.id) ? { kind: 'pick-up', setup: pickUp(drafts.setup, unit.id) } : NONE;
  const own = alignmentOf(state, unit.nation) === side;
  if (movingSide(state) === side) return { kind: 'drafts', drafts: { moves: pickArmy(state, side, drafts.moves, unit.id) } };
  if (state.phase === 'attack' && !state.pending && attackingSide(state) === side) {
    if (own) return { kind: 'drafts', drafts: { attack: toggleAttacker(state, drafts.attack, unit.id) } };
    return unit.hex && isEnemyNation(state, unit.nation, side) ? { kind: 'target', hex: unit.hex } : NONE;
  }
  if (state.pending?.stage === 'attacker' && own && state.pending.attackers.includes(unit.id)) {
    return { kind: 'drafts', drafts: { losses: { ...drafts.losses, advancer: drafts.losses.advancer === unit.id ? null : unit.id } } };
  }
  // A counter standing on a highlighted hex (a retreat may pass a friendly army) stands for its hex.
  if (unit.hex && (state.pending || state.phase === 'build-allies' || state.phase === 'build-central')) return hexClick(state, side, drafts, unit.hex, reach);
  return NONE;
}

/** A click on a hex. */
export function hexClick(state: WwiState, side: Side, drafts: ActingDrafts, hex: string, reach: (unit: string) => UnitReach): BoardClick {
  const board = europeBoard();
  if (isSetupPhase(state)) return { kind: 'place', hex };
  if (movingSide(state) === side) {
    const reached = drafts.moves.selected ? reach(drafts.moves.selected).hexes.get(hex) : undefined;
    return reached ? { kind: 'move', move: reached.move } : NONE;
  }
  if (state.phase === 'attack' && !state.pending) return { kind: 'target', hex };
  const { losses } = drafts;
  if (state.pending?.stage === 'defender') return { kind: 'drafts', drafts: { losses: { ...losses, retreat: extendRetreat(state, board, losses.retreat, hex) } } };
  if (state.pending?.stage === 'attacker') return { kind: 'drafts', drafts: { losses: { ...losses, advance: extendAdvance(state, board, losses, hex) } } };
  return { kind: 'drafts', drafts: { build: placeNewArmy(state, board, drafts.build, hex) } };
}
