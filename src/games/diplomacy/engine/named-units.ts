/**
 * Named units in orders: an order may name its unit in brackets ("A (Mannari)
 * clu - dej", parsed by notation.ts). The place says which unit is meant; when
 * that unit has a name of the game's roster and the order gives another, the
 * order is ambiguous and is not sent: the unit holds, as any unclear order.
 */
import type { Localized } from '../../../platform/game';
import type { DipState } from './state';
import type { GameMap, NamedUnit, Order } from './types';

export function misnamedUnit(map: GameMap, state: DipState, roster: readonly NamedUnit[] | undefined, order: Order, name: string | undefined): Localized | null {
  if (name === undefined || !roster || !('unit' in order)) return null;
  const province = map.provinceOf(order.unit.loc);
  const pool = state.position.phase === 'retreat' ? state.position.dislodged.map((d) => d.unit) : state.position.units;
  const unit = pool.find((u) => map.provinceOf(u.loc) === province);
  const actual = unit?.named === undefined ? undefined : roster[unit.named]?.name;
  if (actual === undefined || actual.toLowerCase() === name.toLowerCase()) return null;
  return {
    en: `The unit there is “${actual}”, not “${name}”: the order is unclear and the unit will hold.`,
    it: `L'unità lì è «${actual}», non «${name}»: l'ordine non è chiaro e l'unità resterà ferma.`,
  };
}
