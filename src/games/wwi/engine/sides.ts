/**
 * Who is whose: a nation's side now (neutrals change sides by activation or
 * invasion, 9.1-9.2), which units and forts are enemies, who owns a hex.
 */
import type { Board, NationId } from './board';
import type { HexId } from './hex';
import { type Alignment, type Side, type Unit, type WwiState, fortAt, unitAt } from './state';

export function otherSide(side: Side): Side {
  return side === 'allies' ? 'central' : 'allies';
}

export function alignmentOf(state: WwiState, nation: NationId | null): Alignment {
  if (!nation) return 'neutral';
  return state.nations[nation]?.alignment ?? 'neutral';
}

export function sideOfUnit(state: WwiState, unit: Unit): Alignment {
  return alignmentOf(state, unit.nation);
}

export function isNeutralNation(state: WwiState, nation: NationId | null): boolean {
  return !!nation && alignmentOf(state, nation) === 'neutral';
}

/** Enemy of `side`: a unit or fort of the opposing side (neutrals are no one's enemy until they join). */
export function isEnemyNation(state: WwiState, nation: NationId, side: Side): boolean {
  return alignmentOf(state, nation) === otherSide(side);
}

export function enemyUnitAt(state: WwiState, hex: HexId, side: Side): Unit | undefined {
  const unit = unitAt(state, hex);
  return unit && isEnemyNation(state, unit.nation, side) ? unit : undefined;
}

export function friendlyUnitAt(state: WwiState, hex: HexId, side: Side): Unit | undefined {
  const unit = unitAt(state, hex);
  return unit && alignmentOf(state, unit.nation) === side ? unit : undefined;
}

export function hasEnemyFort(state: WwiState, hex: HexId, side: Side): boolean {
  const fort = fortAt(state, hex);
  return !!fort && isEnemyNation(state, fort.nation, side);
}

export function hasFriendlyFort(state: WwiState, hex: HexId, side: Side): boolean {
  const fort = fortAt(state, hex);
  return !!fort && alignmentOf(state, fort.nation) === side;
}

/** Enemy presence that blocks entry and supply: an enemy unit or an enemy fort (10.53). */
export function enemyOccupies(state: WwiState, hex: HexId, side: Side): boolean {
  return !!enemyUnitAt(state, hex, side) || hasEnemyFort(state, hex, side);
}

/** A neutral's unit blocks everyone (its armies do not move, 9.1). */
export function neutralOccupies(state: WwiState, hex: HexId): boolean {
  const unit = unitAt(state, hex);
  if (unit && alignmentOf(state, unit.nation) === 'neutral') return true;
  const fort = fortAt(state, hex);
  return !!fort && alignmentOf(state, fort.nation) === 'neutral';
}

/** Side in control of a hex: the last to pass through, else the side of the hex's nation (11.31). */
export function controllerOf(state: WwiState, board: Board, hex: HexId): Alignment {
  return state.control[hex] ?? alignmentOf(state, board.hex(hex).nation);
}
