import { describe, expect, it } from 'vitest';
import raw from '../../../maps/romania1198/romania1198.json';
import places from '../../../maps/romania1198/places.json';
import { lexiconOf, resolvePlace } from '../../../src/games/diplomacy/engine/lexicon';
import { loadMap } from '../../../src/games/diplomacy/engine/map';
import type { DipMapData, ProvinceId } from '../../../src/games/diplomacy/engine/types';

const data = raw as unknown as DipMapData & {
  mountainEdges: [ProvinceId, ProvinceId][];
  riverCrossings: [ProvinceId, ProvinceId][];
};
const map = loadMap(data);
const WATER = new Set(data.provinces.filter((p) => p.kind === 'sea' || p.kind === 'river').map((p) => p.id));
const key = (a: string, b: string) => (a < b ? `${a}-${b}` : `${b}-${a}`);

function reachable(type: 'A' | 'F' | 'any', start: string): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift()!;
    const next =
      type === 'any' ? [...map.neighbours('A', at), ...map.neighbours('F', at)] : map.neighbours(type, at);
    for (const to of next) if (!seen.has(to)) (seen.add(to), queue.push(to));
  }
  return seen;
}

describe('Romania 1198 map data', () => {
  it('has the 74 cities of the seed table plus 14 water sectors', () => {
    const cities = data.provinces.filter((p) => p.kind === 'land' || p.kind === 'coast');
    expect(cities).toHaveLength(74);
    expect(data.provinces.filter((p) => p.kind === 'sea').map((p) => p.id)).toEqual(['mne', 'mnn', 'mns']);
    expect(data.provinces.filter((p) => p.kind === 'river')).toHaveLength(11);
    for (const p of data.provinces) expect(p.id).toMatch(/^[a-z]{2}[a-z0-9]$/);
    expect(new Set(data.provinces.map((p) => p.id)).size).toBe(data.provinces.length);
  });

  it('keeps Carei as car and gives Călărași cal, the code its neighbours print', () => {
    expect(map.province('car')!.name.en).toBe('Carei');
    expect(map.province('cal')!.name.en).toBe('Călărași');
  });

  it('stores every edge once, between known places, never a loop', () => {
    for (const edges of [data.armyEdges, data.fleetEdges]) {
      const seen = new Set<string>();
      for (const [a, b] of edges) {
        expect(map.isLoc(a) && map.isLoc(b), `${a}-${b}`).toBe(true);
        expect(a).not.toBe(b);
        expect(seen.has(key(a, b)), `${a}-${b} twice`).toBe(false);
        seen.add(key(a, b));
      }
    }
  });

  it('is symmetric for armies and fleets', () => {
    for (const type of ['A', 'F'] as const) {
      for (const from of map.locations) {
        for (const to of map.neighbours(type, from)) expect(map.adjacent(type, to, from), `${type} ${to}-${from}`).toBe(true);
      }
    }
  });

  it('lets armies only on land and fleets only along water', () => {
    for (const [a, b] of data.armyEdges) {
      expect(map.canOccupy('A', a) && map.canOccupy('A', b), `${a}-${b}`).toBe(true);
    }
    for (const [a, b] of data.fleetEdges) {
      expect(map.canOccupy('F', a) && map.canOccupy('F', b), `${a}-${b}`).toBe(true);
      // Coast to coast only along a shared water sector (the seed's three-mile strip).
      if (!WATER.has(a) && !WATER.has(b)) {
        const shared = map.neighbours('F', a).filter((w) => WATER.has(w) && map.adjacent('F', w, b));
        expect(shared.length, `${a}-${b}`).toBeGreaterThan(0);
        expect(map.adjacent('A', a, b), `${a}-${b} must border on land too`).toBe(true);
      }
    }
    // A coast province is exactly a city that touches navigable water.
    for (const p of data.provinces) {
      if (p.kind === 'land' || p.kind === 'coast') {
        const touchesWater = map.neighbours('F', p.id).some((n) => WATER.has(n));
        expect(touchesWater, p.id).toBe(p.kind === 'coast');
      }
    }
  });

  it('is connected: every city reaches every city by land, every water sector is reachable', () => {
    const cities = data.provinces.filter((p) => p.kind !== 'sea' && p.kind !== 'river').map((p) => p.id);
    expect(reachable('A', 'clu').size).toBe(cities.length);
    expect(reachable('any', 'clu').size).toBe(data.provinces.length);
  });

  it('matches the seed examples: legal and illegal moves', () => {
    expect(map.adjacent('A', 'bis', 'clu')).toBe(true); // "A bis - clu"
    expect(map.adjacent('F', 'bra', 'sib')).toBe(true); // "F bra - sib", along the Olt
    expect(map.adjacent('A', 'vil', 'pit')).toBe(true); // "A Buc APP A Vil - Pit"
    expect(map.adjacent('A', 'buc', 'pit')).toBe(true);
    expect(map.adjacent('A', 'ara', 'ora')).toBe(false); // illegal: "A ara - ora"
    expect(map.adjacent('F', 'mne', 'buc')).toBe(false); // illegal: "F MNE - Buc"
    expect(map.adjacent('A', 'car', 'cos')).toBe(false); // illegal support "A car APP F cos XXX"
    expect(map.adjacent('F', 'giu', 'buc')).toBe(true); // both on the Danube sector da3
    expect(map.adjacent('F', 'buc', 'slo')).toBe(false); // they border only inland
  });

  it('has seven regions of three or four home centres, all supply centres (four: Oradea, Cluj, Târgu Mureș, README)', () => {
    expect(data.powers).toHaveLength(7);
    for (const power of data.powers) {
      const homes = map.homeCenters(power.id);
      expect(homes, power.id).toHaveLength(['oradea', 'cluj', 'targumures'].includes(power.id) ? 4 : 3);
      for (const h of homes) expect(map.province(h)!.supplyCenter, h).toBe(true);
    }
    expect(map.supplyCenters()).toHaveLength(51);
    expect(data.victoryCenters).toBe(26);
  });

  it('counts as supply centres the cities of 2000 people or more, plus every home centre', () => {
    const population = new Map(places.places.map((p) => [p.id, p.population]));
    for (const p of data.provinces.filter((q) => q.kind === 'land' || q.kind === 'coast')) {
      expect(p.supplyCenter, p.id).toBe(population.get(p.id)! >= 2000 || p.home !== undefined);
    }
  });

  it('starts each region with one fleet on navigable water and armies on its other home centres; the re-balances put four units off them', () => {
    // The third and fourth re-balances (README): Zalău's and Târgu Mureș's second fleets on river sectors,
    // Oradea's and Cluj's fourth armies on neutral centres in front of Timișoara, with their home centres
    // Vașcău and Alba Iulia left empty, as Târgu Mureș's Sighișoara (its fourth army gone for the fleet).
    const OFF_HOME: Record<string, string[]> = { zalau: ['F so1'], oradea: ['A brd'], cluj: ['A dev'], targumures: ['F ol1'] };
    const EMPTY_HOME: Record<string, string[]> = { oradea: ['vas'], cluj: ['alb'], targumures: ['sig'] };
    for (const power of data.powers) {
      const all = data.startUnits.filter((u) => u.power === power.id);
      const offHome = all.filter((u) => !map.homeCenters(power.id).includes(u.loc)).map((u) => `${u.type} ${u.loc}`);
      expect(offHome, power.id).toEqual(OFF_HOME[power.id] ?? []);
      const units = all.filter((u) => map.homeCenters(power.id).includes(u.loc));
      const occupied = map.homeCenters(power.id).filter((h) => !(EMPTY_HOME[power.id] ?? []).includes(h));
      expect(units.map((u) => u.loc).sort(), power.id).toEqual(occupied.sort());
      const fleets = units.filter((u) => u.type === 'F');
      expect(fleets, power.id).toHaveLength(1);
      expect(map.neighbours('F', fleets[0]!.loc).some((n) => WATER.has(n)), power.id).toBe(true);
      expect(units.filter((u) => u.type === 'A').length, power.id).toBeGreaterThanOrEqual(1);
      for (const u of all) expect(map.canOccupy(u.type, u.loc), `${u.type} ${u.loc}`).toBe(true);
    }
  });

  it('marks mountain and river-crossing edges only on army edges', () => {
    const armyKeys = new Set(data.armyEdges.map(([a, b]) => key(a, b)));
    expect(data.mountainEdges).toHaveLength(25);
    for (const [a, b] of [...data.mountainEdges, ...data.riverCrossings]) expect(armyKeys.has(key(a, b)), `${a}-${b}`).toBe(true);
    // The Danube separates Dobruja from Wallachia and Moldavia.
    expect(data.riverCrossings.map(([a, b]) => key(a, b)).sort()).toEqual(
      ['brl-cer', 'brl-cos', 'brl-tul', 'cal-cer', 'cer-slo', 'gal-tul'],
    );
  });

  it('gives every city real coordinates inside Romania', () => {
    expect(places.places).toHaveLength(74);
    for (const p of places.places) {
      expect(p.lat, p.id).toBeGreaterThan(43.6);
      expect(p.lat, p.id).toBeLessThan(48.3);
      expect(p.lon, p.id).toBeGreaterThan(20.2);
      expect(p.lon, p.id).toBeLessThan(29.8);
    }
  });

  it('parses every name and alias to one place', () => {
    for (const [alias, loc] of Object.entries(data.aliases)) expect(map.isLoc(loc), alias).toBe(true);
    const lexicon = lexiconOf(map); // throws if two places share a word
    expect(resolvePlace(lexicon, 'bucarest')).toEqual({ kind: 'found', loc: 'buc' });
    expect(resolvePlace(lexicon, 'sibliu')).toEqual({ kind: 'found', loc: 'sib' }); // the seed's misspelling
    expect(resolvePlace(lexicon, 'tirgu mures')).toEqual({ kind: 'found', loc: 'tim' });
    expect(resolvePlace(lexicon, 'mne')).toEqual({ kind: 'found', loc: 'mne' });
  });
});
