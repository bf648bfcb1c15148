/**
 * Whole games of random legal orders (movement, retreats, builds): material for
 * benchmarks and link-size measurements, never game logic.
 */
import type { PowerId } from '../../../platform/game';
import { randomOrders, seededRng, type Rng } from './random-orders';
import { adjustmentsOwed, buildableCentres } from './position';
import { powersOfSeat } from './seats';
import type { DipState } from './state';
import type { GameMap, Order } from './types';
import { diplomacy, type DipAction, type DipGameModule } from './module';

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

/** Orders for every seat that must act in this phase. */
export function randomActions(map: GameMap, state: DipState, rng: Rng, game: DipGameModule = diplomacy): Map<string, DipAction> {
  const position = state.position;
  const bySeat = new Map<string, DipAction>();
  const seats = game.turn(state).waitingFor;
  const allMovement = position.phase === 'movement' ? randomOrders(map, position, rng) : [];
  for (const seat of seats) {
    const powers = powersOfSeat(state, seat);
    let orders: { power: PowerId; order: Order }[] = [];
    if (position.phase === 'movement') orders = allMovement.filter((o) => powers.includes(o.power));
    else if (position.phase === 'retreat') {
      orders = position.dislodged
        .filter((d) => powers.includes(d.unit.power))
        .map((d) => {
          const unit = { type: d.unit.type, loc: d.unit.loc };
          const order: Order = d.retreats.length && rng() < 0.8 ? { kind: 'retreat', unit, to: pick(rng, d.retreats) } : { kind: 'disband', unit };
          return { power: d.unit.power, order };
        });
    } else {
      for (const power of powers) {
        const owed = adjustmentsOwed(map, position, power);
        if (owed > 0) {
          for (const centre of buildableCentres(map, position, power).slice(0, owed)) {
            const province = map.province(centre)!;
            const fleetLocs = map.locations.filter((l) => map.provinceOf(l) === centre && map.canOccupy('F', l));
            const fleet = province.kind === 'coast' && fleetLocs.length > 0 && rng() < 0.4;
            orders.push({ power, order: { kind: 'build', unitType: fleet ? 'F' : 'A', loc: fleet ? pick(rng, fleetLocs) : centre } });
          }
        } else if (owed < 0) {
          const units = position.units.filter((u) => u.power === power).slice(0, -owed);
          for (const u of units) orders.push({ power, order: { kind: 'disband', unit: { type: u.type, loc: u.loc } } });
        }
      }
    }
    bySeat.set(seat, { orders, draw: false });
  }
  return bySeat;
}

/** Plays random games for `years` game years; returns every state visited, in order. Another map's game passes its module. */
export function playRandomGame(map: GameMap, years: number, seed: number, setup = '7', game: DipGameModule = diplomacy): DipState[] {
  const rng = seededRng(seed);
  let state = game.initialState('standard', { setup, edition: '2000' }, new Uint8Array([seed & 255, (seed >> 8) & 255]));
  const states = [state];
  const lastYear = state.position.year + years;
  while (state.position.year < lastYear && !game.ended(state)) {
    state = game.apply(state, randomActions(map, state, rng, game));
    states.push(state);
  }
  return states;
}

export { seededRng };
