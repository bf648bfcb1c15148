/**
 * What a seat's order box needs to know of the position (pure, no DOM): the
 * units it must order this phase, which of its powers owns an order's unit,
 * and the lines that give every unit still without an order its default.
 */
import type { PowerId } from '../../../platform/game';
import { printOrder, type Notation } from '../engine/notation';
import type { Position } from '../engine/position';
import type { GameMap, Order, ProvinceId, UnitData } from '../engine/types';

/** The units a seat's powers order in this phase: on the board in movement, dislodged in retreats. */
export function unitsToOrder(position: Position, powers: readonly PowerId[]): UnitData[] {
  if (position.phase === 'movement') return position.units.filter((u) => powers.includes(u.power));
  if (position.phase === 'retreat') return position.dislodged.filter((d) => powers.includes(d.unit.power)).map((d) => d.unit);
  return [];
}

/** Which of the seat's powers owns the unit an order names, if any. */
export function orderOwner(map: GameMap, position: Position, order: Order, powers: readonly PowerId[]): PowerId | undefined {
  if (!('unit' in order)) return undefined;
  const province = map.provinceOf(order.unit.loc);
  const pool: UnitData[] = position.phase === 'retreat' ? position.dislodged.map((d) => d.unit) : position.units;
  const unit = pool.find((u) => map.provinceOf(u.loc) === province);
  return unit && powers.includes(unit.power) ? unit.power : undefined;
}

/** Order lines for the units not yet ordered: a hold in movement, a disband in retreats. */
export function defaultOrderLines(map: GameMap, position: Position, units: readonly UnitData[], ordered: readonly ProvinceId[], notation: Notation): string[] {
  return units
    .filter((u) => !ordered.includes(map.provinceOf(u.loc)))
    .map((unit) => {
      const ref = { type: unit.type, loc: unit.loc };
      return printOrder(position.phase === 'retreat' ? { kind: 'disband', unit: ref } : { kind: 'hold', unit: ref }, map, notation);
    });
}
