/**
 * Builds the fast `GameMap` queries over a `DipMapData` once, so the
 * adjudicator's hot loop only does Map/Set look-ups.
 */
import data from '../../../../maps/diplomacy/standard.json';
import type {
  DipMapData,
  GameMap,
  Loc,
  PowerData,
  ProvinceData,
  ProvinceId,
  UnitType,
} from './types';

/** Separator between a province and its coast in a location id: "stp/nc". */
const COAST_SEPARATOR = '/';

function splitLoc(loc: Loc): { province: ProvinceId; coast: string | undefined } {
  const cut = loc.indexOf(COAST_SEPARATOR);
  if (cut < 0) return { province: loc, coast: undefined };
  return { province: loc.slice(0, cut), coast: loc.slice(cut + 1) };
}

const NO_LOCS: readonly Loc[] = [];

/** Adjacency lists keyed by location, with a Set beside each list for O(1) tests. */
class Graph {
  private readonly lists = new Map<Loc, Loc[]>();
  private readonly sets = new Map<Loc, Set<Loc>>();

  addEdge(a: Loc, b: Loc): void {
    this.addArc(a, b);
    this.addArc(b, a);
  }

  private addArc(from: Loc, to: Loc): void {
    let set = this.sets.get(from);
    if (!set) {
      set = new Set();
      this.sets.set(from, set);
      this.lists.set(from, []);
    }
    if (set.has(to)) return;
    set.add(to);
    this.lists.get(from)!.push(to);
  }

  has(from: Loc, to: Loc): boolean {
    return this.sets.get(from)?.has(to) ?? false;
  }

  neighbours(from: Loc): readonly Loc[] {
    return this.lists.get(from) ?? NO_LOCS;
  }
}

export function loadMap(mapData: DipMapData): GameMap {
  const provinces = new Map<ProvinceId, ProvinceData>();
  for (const province of mapData.provinces) {
    if (provinces.has(province.id)) throw new Error(`duplicate province ${province.id}`);
    provinces.set(province.id, province);
  }
  const powers = new Map<string, PowerData>(mapData.powers.map((p) => [p.id, p]));

  // Split-coast provinces are a location of their own (armies stand there)
  // plus one location per coast (fleets must name one: seed 000 VI.3.b).
  const locations: Loc[] = [];
  const locationSet = new Set<Loc>();
  for (const province of mapData.provinces) {
    locations.push(province.id);
    for (const coast of province.coasts ?? []) locations.push(province.id + COAST_SEPARATOR + coast);
  }
  for (const loc of locations) locationSet.add(loc);

  const armyGraph = new Graph();
  for (const [a, b] of mapData.armyEdges) armyGraph.addEdge(a, b);
  const fleetGraph = new Graph();
  for (const [a, b] of mapData.fleetEdges) fleetGraph.addEdge(a, b);

  // fleetTargets(from, province): precomputed per (from, province) pair.
  const fleetTargetIndex = new Map<Loc, Map<ProvinceId, Loc[]>>();
  for (const from of locations) {
    const byProvince = new Map<ProvinceId, Loc[]>();
    for (const to of fleetGraph.neighbours(from)) {
      const province = splitLoc(to).province;
      const list = byProvince.get(province);
      if (list) list.push(to);
      else byProvince.set(province, [to]);
    }
    fleetTargetIndex.set(from, byProvince);
  }

  const homeCentersByPower = new Map<string, ProvinceId[]>();
  for (const province of mapData.provinces) {
    if (!province.home) continue;
    const list = homeCentersByPower.get(province.home) ?? [];
    list.push(province.id);
    homeCentersByPower.set(province.home, list);
  }
  const supplyCenters = mapData.provinces.filter((p) => p.supplyCenter).map((p) => p.id);

  const provinceOf = (loc: Loc): ProvinceId => splitLoc(loc).province;

  function canOccupy(type: UnitType, loc: Loc): boolean {
    if (!locationSet.has(loc)) return false;
    const { province: id, coast } = splitLoc(loc);
    const province = provinces.get(id)!;
    if (type === 'A') return coast === undefined && (province.kind === 'land' || province.kind === 'coast');
    if (province.kind === 'sea' || province.kind === 'river') return true;
    if (province.kind !== 'coast') return false;
    // A fleet in a two-coast province always stands on one named coast.
    return province.coasts ? coast !== undefined : coast === undefined;
  }

  const map: GameMap = {
    data: mapData,
    provinceIds: Object.freeze(mapData.provinces.map((p) => p.id)),
    locations: Object.freeze(locations),
    province: (id) => provinces.get(id),
    power: (id) => powers.get(id),
    provinceOf,
    coastOf: (loc) => splitLoc(loc).coast,
    isLoc: (loc) => locationSet.has(loc),
    canOccupy,
    // Armies move province to province, so a coast written on an army is ignored.
    adjacent: (type, from, to) =>
      type === 'A' ? armyGraph.has(provinceOf(from), provinceOf(to)) : fleetGraph.has(from, to),
    // Lists are copied (at most a dozen entries) so a caller may sort or
    // filter them in place without corrupting the map; adjacent() is the
    // allocation-free test for the hot loop.
    neighbours: (type, from) =>
      [...(type === 'A' ? armyGraph.neighbours(provinceOf(from)) : fleetGraph.neighbours(from))],
    fleetTargets: (from, toProvince) => [...(fleetTargetIndex.get(from)?.get(toProvince) ?? NO_LOCS)],
    homeCenters: (power) => [...(homeCentersByPower.get(power) ?? NO_LOCS)],
    supplyCenters: () => [...supplyCenters],
  };
  return map;
}

/**
 * The standard 1901 map (maps/diplomacy/standard.json). JSON arrays type as
 * string[][], not pairs, hence the cast; test/unit/diplomacy/map.test.ts
 * checks the data's shape instead.
 */
export const standardMap: GameMap = loadMap(data as unknown as DipMapData);
