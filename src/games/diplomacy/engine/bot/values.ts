/**
 * Province values for one power, in the spirit of the published DumbBot
 * design: supply centres are worth something (an enemy's by its size, a free
 * one by a fixed amount, one's own by how threatened it is), and that worth
 * spreads over the map so a unit far away is still drawn towards it. Values
 * are computed per unit type over the locations that type may stand on, so a
 * fleet reads the coasts and an army the provinces. Map-generic: nothing here
 * names a province.
 */
import type { PowerId } from '../../../../platform/game';
import type { Position } from '../position';
import type { GameMap, Loc, ProvinceId, UnitType } from '../types';

/** Integer tables of a map, built once. */
export interface BotMap {
  readonly map: GameMap;
  readonly provinces: readonly ProvinceId[];
  readonly provinceIndex: ReadonlyMap<ProvinceId, number>;
  readonly locs: readonly Loc[];
  readonly locIndex: ReadonlyMap<Loc, number>;
  readonly locProvince: Int16Array;
  readonly supplyCentre: Uint8Array;
  /** Locations each unit type may stand on, and their neighbours (location indices). */
  readonly occupiable: Record<UnitType, Uint8Array>;
  readonly neighbours: Record<UnitType, readonly Int16Array[]>;
  /** Provinces from which any unit could move into each province (for threat counts). */
  readonly attackers: readonly Int16Array[];
}

const cache = new WeakMap<GameMap, BotMap>();

export function botMap(map: GameMap): BotMap {
  const cached = cache.get(map);
  if (cached) return cached;
  const provinces = map.provinceIds;
  const provinceIndex = new Map(provinces.map((id, i) => [id, i] as const));
  const locs = map.locations;
  const locIndex = new Map(locs.map((loc, i) => [loc, i] as const));
  const locProvince = Int16Array.from(locs, (loc) => provinceIndex.get(map.provinceOf(loc))!);
  const supplyCentre = Uint8Array.from(provinces, (id) => (map.province(id)!.supplyCenter ? 1 : 0));
  const occupiable = {} as Record<UnitType, Uint8Array>;
  const neighbours = {} as Record<UnitType, Int16Array[]>;
  for (const type of ['A', 'F'] as const) {
    occupiable[type] = Uint8Array.from(locs, (loc) => (map.canOccupy(type, loc) ? 1 : 0));
    neighbours[type] = locs.map((loc) =>
      map.canOccupy(type, loc)
        ? Int16Array.from(
            map.neighbours(type, loc).filter((n) => map.canOccupy(type, n)),
            (n) => locIndex.get(n)!,
          )
        : new Int16Array(0),
    );
  }
  const attackerSets = provinces.map(() => new Set<number>());
  for (const type of ['A', 'F'] as const) {
    locs.forEach((_, from) => {
      for (const to of neighbours[type][from]) attackerSets[locProvince[to]].add(locProvince[from]);
    });
  }
  const built: BotMap = {
    map,
    provinces,
    provinceIndex,
    locs,
    locIndex,
    locProvince,
    supplyCentre,
    occupiable,
    neighbours,
    attackers: attackerSets.map((s) => Int16Array.from([...s].sort((a, b) => a - b))),
  };
  cache.set(map, built);
  return built;
}

/** Tunable weights; the defaults were picked by playing bot games (`npm run bench -- --only=bots`). */
export interface ValueWeights {
  /** Worth of a centre nobody owns. */
  neutralCentre: number;
  /** Worth of an enemy centre per centre its owner has, plus a base. */
  enemyCentreBase: number;
  enemyCentrePerOwnerCentre: number;
  /** Worth of one's own centre per enemy unit able to reach it, plus a base. */
  ownCentreBase: number;
  ownCentrePerThreat: number;
  /** How the value of each spreading step counts in the final value (DumbBot's proximity weights). */
  spread: readonly number[];
}

export const DEFAULT_WEIGHTS: ValueWeights = {
  neutralCentre: 12,
  enemyCentreBase: 6,
  enemyCentrePerOwnerCentre: 1,
  ownCentreBase: 1,
  ownCentrePerThreat: 3,
  spread: [16, 8, 4, 2, 1, 0.5, 0.25, 0.125],
};

export interface PowerValues {
  power: PowerId;
  /** Raw worth of each province for this power. */
  base: Float64Array;
  /** Spread worth of each location for each unit type (0 where the type cannot stand). */
  loc: Record<UnitType, Float64Array>;
  /** Largest number of one other power's units able to move into each province. */
  threat: Int16Array;
  /** Number of this power's units able to move into (or hold) each province. */
  strength: Int16Array;
  /** 1 where a unit of another power stands. */
  foreign: Uint8Array;
}

export function powerValues(bm: BotMap, position: Position, power: PowerId, weights: ValueWeights = DEFAULT_WEIGHTS): PowerValues {
  const P = bm.provinces.length;
  const foreign = new Uint8Array(P);
  for (const unit of position.units) if (unit.power !== power) foreign[bm.locProvince[bm.locIndex.get(unit.loc)!]] = 1;
  // Per province and power: how many of that power's units could enter it next move.
  const powerIds = bm.map.data.powers.map((p) => p.id);
  const reach = powerIds.map(() => new Int16Array(P));
  position.units.forEach((unit) => {
    const counts = reach[powerIds.indexOf(unit.power)];
    if (!counts) return;
    const from = bm.locIndex.get(unit.loc)!;
    counts[bm.locProvince[from]]++;
    const seen = new Set<number>();
    for (const to of bm.neighbours[unit.type][from]) {
      const province = bm.locProvince[to];
      if (!seen.has(province)) {
        seen.add(province);
        counts[province]++;
      }
    }
  });
  const self = powerIds.indexOf(power);
  const threat = new Int16Array(P);
  for (let p = 0; p < P; p++) {
    let worst = 0;
    for (let q = 0; q < reach.length; q++) if (q !== self && reach[q][p] > worst) worst = reach[q][p];
    threat[p] = worst;
  }
  const strength = self >= 0 ? reach[self] : new Int16Array(P);
  const centres = new Map<PowerId, number>();
  for (const owner of Object.values(position.owners)) centres.set(owner, (centres.get(owner) ?? 0) + 1);

  const base = new Float64Array(P);
  for (let p = 0; p < P; p++) {
    if (!bm.supplyCentre[p]) continue;
    const owner = position.owners[bm.provinces[p]];
    if (owner === power) base[p] = weights.ownCentreBase + weights.ownCentrePerThreat * threat[p];
    else if (owner === undefined) base[p] = weights.neutralCentre;
    else base[p] = weights.enemyCentreBase + weights.enemyCentrePerOwnerCentre * (centres.get(owner) ?? 0);
  }
  const loc = { A: spread(bm, 'A', base, weights.spread), F: spread(bm, 'F', base, weights.spread) };
  return { power, base, loc, threat, strength, foreign };
}

/** DumbBot's proximity maps: each step mixes a location's value with its neighbours', and the steps are summed with weights. */
export function spread(bm: BotMap, type: UnitType, base: Float64Array, stepWeights: readonly number[]): Float64Array {
  const L = bm.locs.length;
  const ok = bm.occupiable[type];
  const nbrs = bm.neighbours[type];
  let current = new Float64Array(L);
  for (let l = 0; l < L; l++) if (ok[l]) current[l] = base[bm.locProvince[l]];
  const total = new Float64Array(L);
  for (const weight of stepWeights) {
    for (let l = 0; l < L; l++) total[l] += weight * current[l];
    const next = new Float64Array(L);
    for (let l = 0; l < L; l++) {
      if (!ok[l]) continue;
      let sum = current[l];
      for (const n of nbrs[l]) sum += current[n];
      next[l] = sum / 5;
    }
    current = next;
  }
  return total;
}
