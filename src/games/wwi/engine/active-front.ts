/**
 * Where the action is, for a screen that can show only part of the map (the
 * projector in class): the combat being fought, or else the busiest stretch of
 * front of the side to act. Pure: the board decides the zoom, this the hexes.
 */
import type { Board } from './board';
import { type HexId, hexDistance } from './hex';
import { type WwiState, unitById, unitsOnMap } from './state';
import { alignmentOf, otherSide } from './sides';
import { sideToAct } from './sequence';

/** How far (hexes) from its centre a stretch of front reaches. */
const FRONT_REACH = 4;

/** The hexes to show: the combat's, or the densest stretch of front of the side to act (its armies next to an enemy army). */
export function activeFront(state: WwiState, board: Board): HexId[] {
  const combat = state.declared?.kind === 'attack'
    ? { target: state.declared.order.target, attackers: state.declared.order.attackers }
    : state.pending
      ? { target: state.pending.defenderHex, attackers: state.pending.attackers }
      : null;
  if (combat) return [combat.target, ...combat.attackers.map((id) => unitById(state, id).hex).filter((hex): hex is HexId => !!hex)];
  const side = sideToAct(state) ?? state.superior;
  const onMap = unitsOnMap(state).filter((unit) => unit.hex && board.has(unit.hex) && board.hex(unit.hex).map === 'main');
  const own = onMap.filter((unit) => alignmentOf(state, unit.nation) === side);
  const enemyHexes = new Set(onMap.filter((unit) => alignmentOf(state, unit.nation) === otherSide(side)).map((unit) => unit.hex!));
  const front = own.map((unit) => unit.hex!).filter((hex) => board.neighbours(hex).some((n) => enemyHexes.has(n.id)));
  const candidates = front.length ? front : own.map((unit) => unit.hex!);
  if (!candidates.length) return [];
  // The centre with the most front hexes within reach; ties to the first in unit order, so the choice is stable.
  let best = candidates[0];
  let bestCount = -1;
  for (const centre of candidates) {
    const count = candidates.filter((hex) => hexDistance(centre, hex) <= FRONT_REACH).length;
    if (count > bestCount) [best, bestCount] = [centre, count];
  }
  return candidates.filter((hex) => hexDistance(best, hex) <= FRONT_REACH);
}
