/**
 * The computer's regions and their treaties. The level-1 bots are map-generic and know no treaties; on top of
 * their orders, a region the computer plays does not attack, without warning, a region it holds an alliance or
 * a non-belligerence pact with: that move is not played this phase (the unit holds) and the region declares war
 * on that region, so that it may attack from the next phase with the declaration in force (seed 003: declaring
 * gives the other side time to prepare). One ambassador a region and phase (specials.ts): the first such region
 * in the map's order; moves against the others hold until their turn. Other attacks are played as the bots give
 * them, penalised as anyone's.
 */
import type { PowerId } from '../../../platform/game';
import type { DipAction } from '../../diplomacy/engine/action';
import type { DipState } from '../../diplomacy/engine/state';
import { romaniaData, romaniaMap } from './map';
import { romaniaSpecial } from './specials';
import type { AmbassadorOrder } from './treaties';

const REGIONS = romaniaData.powers.map((p) => p.id);

/** The region standing in, else owning, a space: whom a move there attacks (as the adjudicator reads it). */
function victimOf(state: DipState, loc: string): PowerId | undefined {
  const province = romaniaMap.provinceOf(loc);
  return state.position.units.find((u) => romaniaMap.provinceOf(u.loc) === province)?.power ?? state.position.owners[province];
}

/** A computer seat's action with its treaties kept: moves on a region it is allied or pledged to become holds and a declaration of war. */
export function botDiplomacy(state: DipState, action: DipAction): DipAction {
  const special = romaniaSpecial(state);
  if (!special?.ambassadors || state.position.phase !== 'movement') return action;
  const pledged = (from: PowerId, to: PowerId): boolean =>
    special.treaties.some((t) => t.from === from && t.to === to && t.since <= special.phase && (t.treaty === 'alliance' || t.treaty === 'nonBelligerence'));
  const toDeclare = new Map<PowerId, Set<PowerId>>();
  const orders = action.orders.map((entry) => {
    const { power, order } = entry;
    if (order.kind !== 'move') return entry;
    const victim = victimOf(state, order.to);
    if (victim === undefined || victim === power || !pledged(power, victim)) return entry;
    let set = toDeclare.get(power);
    if (!set) toDeclare.set(power, (set = new Set()));
    set.add(victim);
    return { power, order: { kind: 'hold' as const, unit: order.unit } };
  });
  if (!toDeclare.size) return action;
  const declarations: AmbassadorOrder[] = REGIONS.filter((power) => toDeclare.has(power)).map((from) => ({
    kind: 'ambassador',
    from,
    to: REGIONS.find((region) => toDeclare.get(from)!.has(region))!,
    treaty: 'war',
  }));
  return { ...action, orders, special: [...(action.special ?? []), ...declarations] };
}
