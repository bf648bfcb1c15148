/**
 * A sparring partner built from the published description of DumbBot (David
 * Norman's no-press DAIDE bot), the baseline computer players were long
 * measured against. Not a level of the site: the bench plays the strongest
 * level against six of these (`npm run bench -- --only=dumbbot`).
 *
 * Stage one gives each province a value: one of our centres is worth the size
 * of the largest power next to it, anybody else's centre the size of its
 * owner, any other province nothing. Spreading steps carry the values over the
 * map (each step: a place plus its neighbours, divided by 5), and a place's
 * worth is the weighted sum of the steps, plus our units able to enter it
 * (strength) and minus the strongest other power's (competition). Stage two
 * gives each unit, in random order, the best place it can reach, now and then
 * the second or third best when they are close; a place another of our units
 * already goes to gets support instead when someone else can contest it.
 * Retreats, builds and disbands read the same values. Weights are data
 * (dumbbot-weights.json). Convoys are left out.
 */
import type { PowerId } from '../../../../platform/game';
import { adjustmentsOwed, buildableCentres, type Position } from '../position';
import type { Rng } from '../random-orders';
import type { GameMap, Order, UnitData, UnitRef, UnitType } from '../types';
import weights from './dumbbot-weights.json';
import { botMap, spread, type BotMap } from './values';

interface StageWeights {
  attack: number;
  defence: number;
  proximity: readonly number[];
  strength: number;
  competition: number;
}

export type DumbBotStage = 'spring' | 'fall' | 'build' | 'remove';

export interface DumbBotValues {
  /** Size of the largest other power able to enter each of our centres (0 elsewhere). */
  defence: Float64Array;
  /** Size of the owner of each centre not ours (0 elsewhere). */
  attack: Float64Array;
  /** Our units able to enter (or stay in) each province. */
  strength: Int16Array;
  /** The most units one other power has able to enter each province. */
  competition: Int16Array;
  /** Worth of each location for each unit type (-Infinity where the type cannot stand). */
  loc: Record<UnitType, Float64Array>;
}

/** Power size by centres owned, so a big power is a bigger prize and a bigger threat. */
export function powerSize(centres: number): number {
  const { square, linear, constant } = weights.powerSize;
  return square * centres * centres + linear * centres + constant;
}

export function stageOf(position: Position, removing: boolean): DumbBotStage {
  if (position.phase === 'adjustment') return removing ? 'remove' : 'build';
  return position.season === 'spring' ? 'spring' : 'fall';
}

export function dumbBotValues(bm: BotMap, position: Position, power: PowerId, stage: DumbBotStage): DumbBotValues {
  const stageWeights: StageWeights = weights[stage];
  const P = bm.provinces.length;
  const powerIds = bm.map.data.powers.map((p) => p.id);
  const reach = powerIds.map(() => new Int16Array(P));
  for (const unit of position.units) {
    const counts = reach[powerIds.indexOf(unit.power)];
    if (!counts) continue;
    const from = bm.locIndex.get(unit.loc)!;
    const seen = new Set<number>([bm.locProvince[from]]);
    for (const to of bm.neighbours[unit.type][from]) seen.add(bm.locProvince[to]);
    for (const province of seen) counts[province]++;
  }
  const self = powerIds.indexOf(power);
  const centres = new Map<PowerId, number>();
  for (const owner of Object.values(position.owners)) centres.set(owner, (centres.get(owner) ?? 0) + 1);
  const sizeOf = (p: PowerId) => powerSize(centres.get(p) ?? 0);

  const defence = new Float64Array(P);
  const attack = new Float64Array(P);
  const competition = new Int16Array(P);
  for (let p = 0; p < P; p++) {
    let largest = 0;
    for (let q = 0; q < powerIds.length; q++) {
      if (q === self || reach[q][p] === 0) continue;
      competition[p] = Math.max(competition[p], reach[q][p]);
      largest = Math.max(largest, sizeOf(powerIds[q]));
    }
    if (!bm.supplyCentre[p]) continue;
    const owner = position.owners[bm.provinces[p]];
    if (owner === power) defence[p] = largest;
    // A centre nobody owns is priced as a power of no centres would be.
    else attack[p] = owner === undefined ? powerSize(0) : sizeOf(owner);
  }
  const strength = self >= 0 ? reach[self] : new Int16Array(P);
  const base = new Float64Array(P);
  for (let p = 0; p < P; p++) base[p] = stageWeights.attack * attack[p] + stageWeights.defence * defence[p];
  const loc = {
    A: locationValues(bm, 'A', base, strength, competition, stageWeights),
    F: locationValues(bm, 'F', base, strength, competition, stageWeights),
  };
  return { defence, attack, strength, competition, loc };
}

function locationValues(bm: BotMap, type: UnitType, base: Float64Array, strength: Int16Array, competition: Int16Array, w: StageWeights): Float64Array {
  const L = bm.locs.length;
  const ok = bm.occupiable[type];
  const total = spread(bm, type, base, w.proximity);
  for (let l = 0; l < L; l++) {
    const p = bm.locProvince[l];
    total[l] = ok[l] ? total[l] + w.strength * strength[p] - w.competition * competition[p] : -Infinity;
  }
  return total;
}

/**
 * Index into a list sorted best first: the best, and while a coin with the
 * published 30% chance (lowered the further the next one is behind) falls
 * right, the next one.
 */
function pickIndex(scores: readonly number[], rng: Rng): number {
  const { chancePercent, differenceModifier } = weights.alternative;
  let i = 0;
  while (i + 1 < scores.length && Number.isFinite(scores[i + 1])) {
    const best = scores[0];
    const gap = best > 0 ? ((best - scores[i + 1]) * differenceModifier) / best : 0;
    if (rng() * 100 >= chancePercent - gap) break;
    i++;
  }
  return i;
}

const refOf = (unit: UnitData): UnitRef => ({ type: unit.type, loc: unit.loc });

/** DumbBot's orders for one power in any phase; `values` of a movement phase may be given when already computed (the search samples many replies). */
export function dumbBotOrders(map: GameMap, position: Position, power: PowerId, rng: Rng, values?: DumbBotValues): Order[] {
  const bm = botMap(map);
  if (position.phase === 'movement') return movementOrders(bm, position, power, values ?? dumbBotValues(bm, position, power, stageOf(position, false)), rng);
  if (position.phase === 'retreat') return retreatOrders(bm, position, power, dumbBotValues(bm, position, power, stageOf(position, false)), rng);
  const owed = adjustmentsOwed(map, position, power);
  if (owed === 0) return [];
  const adjustment = dumbBotValues(bm, position, power, stageOf(position, owed < 0));
  return owed > 0 ? buildOrders(bm, position, power, adjustment, owed, rng) : removeOrders(bm, position, power, adjustment, -owed);
}

interface Choice {
  unit: UnitData;
  from: number;
  order: Order | null;
  /** Province it moves into, or -1. */
  target: number;
}

function movementOrders(bm: BotMap, position: Position, power: PowerId, values: DumbBotValues, rng: Rng): Order[] {
  const own = position.units.filter((u) => u.power === power);
  const choices: Choice[] = own.map((unit) => ({ unit, from: bm.locIndex.get(unit.loc)!, order: null, target: -1 }));
  const order = choices.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const movingInto = new Map<number, Choice>();
  const standingIn = new Map<number, Choice>();
  for (const c of choices) standingIn.set(bm.locProvince[c.from], c);
  for (const i of order) {
    const c = choices[i];
    const type = c.unit.type;
    const options = [c.from, ...bm.neighbours[type][c.from]].sort((a, b) => values.loc[type][b] - values.loc[type][a] || a - b);
    let index = pickIndex(options.map((l) => values.loc[type][l]), rng);
    while (!c.order && index < options.length) {
      const dest = options[index];
      const province = bm.locProvince[dest];
      const mover = movingInto.get(province);
      const occupant = standingIn.get(province);
      if (dest === c.from) {
        c.order = { kind: 'hold', unit: refOf(c.unit) };
      } else if (mover) {
        // Someone of ours already goes there: back it when it can be contested, else look further.
        if (values.competition[province] > 0) c.order = { kind: 'support', unit: refOf(c.unit), supported: refOf(mover.unit), to: bm.provinces[province] };
      } else if (occupant && occupant.order && occupant.target < 0) {
        // One of ours stays there: nothing to gain by bumping into it.
      } else {
        c.order = { kind: 'move', unit: refOf(c.unit), to: bm.locs[dest] };
        c.target = province;
        movingInto.set(province, c);
      }
      index++;
    }
    if (!c.order) c.order = { kind: 'hold', unit: refOf(c.unit) };
  }
  settleOwnCollisions(bm, choices, standingIn);
  supportFromIdle(bm, choices, values);
  return choices.map((c) => c.order!);
}

/** A move into a place whose own unit stays, or an own swap, only bounces: the mover holds instead. */
function settleOwnCollisions(bm: BotMap, choices: Choice[], standingIn: Map<number, Choice>): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of choices) {
      if (c.target < 0) continue;
      const occupant = standingIn.get(c.target);
      if (!occupant || occupant === c) continue;
      const swaps = occupant.target === bm.locProvince[c.from];
      if (occupant.target >= 0 && !swaps) continue;
      c.order = { kind: 'hold', unit: refOf(c.unit) };
      c.target = -1;
      changed = true;
    }
  }
  // A support of a move that no longer happens becomes a hold.
  for (const c of choices) {
    const o = c.order!;
    if (o.kind !== 'support' || o.to === undefined) continue;
    const helped = choices.find((h) => h.unit.loc === o.supported.loc);
    if (!helped || helped.target < 0 || bm.provinces[helped.target] !== o.to) c.order = { kind: 'hold', unit: refOf(c.unit) };
  }
}

/** A unit left holding backs a neighbour's contested move, or a neighbour holding under threat. */
function supportFromIdle(bm: BotMap, choices: Choice[], values: DumbBotValues): void {
  for (const c of choices) {
    if (c.order!.kind !== 'hold') continue;
    const reachable = new Set(bm.neighbours[c.unit.type][c.from].map((l) => bm.locProvince[l]));
    reachable.delete(bm.locProvince[c.from]);
    let best: { order: Order; worth: number } | null = null;
    for (const other of choices) {
      if (other === c || other.order!.kind === 'support') continue;
      const moving = other.target >= 0;
      const province = moving ? other.target : bm.locProvince[other.from];
      if (!reachable.has(province) || values.competition[province] === 0) continue;
      const worth = values.attack[province] + values.defence[province] + values.competition[province];
      if (best && worth <= best.worth) continue;
      const order: Order = moving
        ? { kind: 'support', unit: refOf(c.unit), supported: refOf(other.unit), to: bm.provinces[province] }
        : { kind: 'support', unit: refOf(c.unit), supported: refOf(other.unit) };
      best = { order, worth };
    }
    if (best) c.order = best.order;
  }
}

function retreatOrders(bm: BotMap, position: Position, power: PowerId, values: DumbBotValues, rng: Rng): Order[] {
  const taken = new Set<number>();
  return position.dislodged
    .filter((d) => d.unit.power === power)
    .map((d): Order => {
      const unit = refOf(d.unit);
      const options = d.retreats
        .map((loc) => bm.locIndex.get(loc)!)
        .filter((l) => !taken.has(bm.locProvince[l]))
        .sort((a, b) => values.loc[d.unit.type][b] - values.loc[d.unit.type][a] || a - b);
      if (options.length === 0) return { kind: 'disband', unit };
      const to = options[pickIndex(options.map((l) => values.loc[d.unit.type][l]), rng)];
      taken.add(bm.locProvince[to]);
      return { kind: 'retreat', unit, to: bm.locs[to] };
    });
}

function buildOrders(bm: BotMap, position: Position, power: PowerId, values: DumbBotValues, owed: number, rng: Rng): Order[] {
  let options: { type: UnitType; loc: number; province: number; score: number }[] = [];
  for (const centre of buildableCentres(bm.map, position, power)) {
    const province = bm.provinceIndex.get(centre)!;
    for (let l = 0; l < bm.locs.length; l++) {
      if (bm.locProvince[l] !== province) continue;
      for (const type of ['A', 'F'] as const) if (bm.occupiable[type][l]) options.push({ type, loc: l, province, score: values.loc[type][l] });
    }
  }
  const orders: Order[] = [];
  while (orders.length < owed && options.length) {
    options.sort((a, b) => b.score - a.score || a.loc - b.loc || a.type.localeCompare(b.type));
    const chosen = options[pickIndex(options.map((o) => o.score), rng)];
    orders.push({ kind: 'build', unitType: chosen.type, loc: bm.locs[chosen.loc] });
    options = options.filter((o) => o.province !== chosen.province);
  }
  return orders;
}

function removeOrders(bm: BotMap, position: Position, power: PowerId, values: DumbBotValues, owed: number): Order[] {
  return position.units
    .filter((u) => u.power === power)
    .map((unit) => ({ unit, score: values.loc[unit.type][bm.locIndex.get(unit.loc)!] }))
    .sort((a, b) => a.score - b.score || a.unit.loc.localeCompare(b.unit.loc))
    .slice(0, owed)
    .map((d): Order => ({ kind: 'disband', unit: refOf(d.unit) }));
}
