/**
 * Integer-indexed adjacency tables built once per map, so the resolver's inner
 * loops read typed arrays instead of hashing strings.
 */
import type { GameMap, Loc, ProvinceId } from '../types';

export const KIND_LAND = 0;
export const KIND_COAST = 1;
export const KIND_SEA = 2;
export const KIND_IMPASSABLE = 3;

export interface MapIndex {
  readonly map: GameMap;
  readonly provinceCount: number;
  readonly provinceIds: readonly ProvinceId[];
  readonly provinceIndex: ReadonlyMap<ProvinceId, number>;
  readonly locIds: readonly Loc[];
  readonly locIndex: ReadonlyMap<Loc, number>;
  /** Province index of each location. */
  readonly locProvince: Int16Array;
  /** Location index of each bare province id. */
  readonly provinceLoc: Int16Array;
  readonly kind: Uint8Array;
  /** armyAdj[a * P + b]: an army may move between provinces a and b. */
  readonly armyAdj: Uint8Array;
  /** fleetAdj[a * L + b]: a fleet may move from location a to location b. */
  readonly fleetAdj: Uint8Array;
  /** Coast locations of each province (empty for single-coast provinces). */
  readonly coastLocs: readonly Int16Array[];
  /** fleetReach[loc * P + p]: a fleet at loc may move to some coast of province p. */
  readonly fleetReach: Uint8Array;
  /** Sea provinces adjacent (by fleet move) to each province, as province indices. */
  readonly seaNeighbours: readonly Int16Array[];
  /** anyAdj[a * P + b]: an army or a fleet may move between provinces a and b. */
  readonly anyAdj: Uint8Array;
  /** Cache for convoy-order legality (DATC 6.G.7): key (fleet, from, to). */
  readonly convoyLegalCache: Map<number, boolean>;
}

const cache = new WeakMap<GameMap, MapIndex>();

// A river sector is water to the resolver: fleets stand, move and convoy on it.
const KIND_CODES = { land: KIND_LAND, coast: KIND_COAST, sea: KIND_SEA, river: KIND_SEA, impassable: KIND_IMPASSABLE } as const;

export function mapIndex(map: GameMap): MapIndex {
  const cached = cache.get(map);
  if (cached) return cached;
  const provinceIds = map.provinceIds;
  const P = provinceIds.length;
  const provinceIndex = new Map<ProvinceId, number>();
  provinceIds.forEach((id, i) => provinceIndex.set(id, i));
  const locIds = map.locations;
  const locIndex = new Map<Loc, number>();
  locIds.forEach((loc, i) => locIndex.set(loc, i));
  const locProvince = new Int16Array(locIds.length);
  locIds.forEach((loc, i) => (locProvince[i] = provinceIndex.get(map.provinceOf(loc))!));
  const provinceLoc = new Int16Array(P);
  provinceIds.forEach((id, i) => (provinceLoc[i] = locIndex.get(id)!));

  const kind = new Uint8Array(P);
  provinceIds.forEach((id, i) => (kind[i] = KIND_CODES[map.province(id)!.kind]));

  const armyAdj = new Uint8Array(P * P);
  const anyAdj = new Uint8Array(P * P);
  for (let a = 0; a < P; a++) {
    for (const to of map.neighbours('A', provinceIds[a])) {
      const b = provinceIndex.get(map.provinceOf(to))!;
      armyAdj[a * P + b] = 1;
      anyAdj[a * P + b] = 1;
    }
  }
  const L = locIds.length;
  const fleetReach = new Uint8Array(L * P);
  const fleetAdj = new Uint8Array(L * L);
  const coastLocs: Int16Array[] = provinceIds.map((id) =>
    Int16Array.from((map.province(id)!.coasts ?? []).map((c) => locIndex.get(`${id}/${c}`)!)),
  );
  for (let l = 0; l < L; l++) {
    for (const to of map.neighbours('F', locIds[l])) {
      fleetAdj[l * L + locIndex.get(to)!] = 1;
      const b = provinceIndex.get(map.provinceOf(to))!;
      fleetReach[l * P + b] = 1;
      const a = locProvince[l];
      anyAdj[a * P + b] = 1;
      anyAdj[b * P + a] = 1;
    }
  }
  const seaNeighbours: Int16Array[] = [];
  for (let a = 0; a < P; a++) {
    const list: number[] = [];
    for (let b = 0; b < P; b++) {
      if (kind[b] !== KIND_SEA || a === b) continue;
      // A sea touches a province when a fleet in that sea reaches it (any coast).
      if (fleetReach[provinceLoc[b] * P + a]) list.push(b);
    }
    seaNeighbours.push(Int16Array.from(list));
  }
  const index: MapIndex = {
    map,
    provinceCount: P,
    provinceIds,
    provinceIndex,
    locIds,
    locIndex,
    locProvince,
    provinceLoc,
    kind,
    armyAdj,
    fleetAdj,
    coastLocs,
    fleetReach,
    seaNeighbours,
    anyAdj,
    convoyLegalCache: new Map(),
  };
  cache.set(map, index);
  return index;
}
