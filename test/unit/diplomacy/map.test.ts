import { describe, expect, it } from 'vitest';
import raw from '../../../maps/diplomacy/standard.json';
import { loadMap, standardMap as map } from '../../../src/games/diplomacy/engine/map';
import type { DipMapData } from '../../../src/games/diplomacy/engine/types';

const data = map.data;
const POWERS = ['england', 'france', 'germany', 'italy', 'austria', 'russia', 'turkey'];

describe('standard map data', () => {
  it('has 75 playable spaces plus impassable Switzerland', () => {
    // seed 000 VI.1 / VII.1: provinces and sea zones are "spazi"; Switzerland
    // cannot be entered (seed 001 appendix: "settore non transitabile").
    const playable = data.provinces.filter((p) => p.kind !== 'impassable');
    expect(playable).toHaveLength(75);
    const impassable = data.provinces.filter((p) => p.kind === 'impassable').map((p) => p.id);
    expect(impassable).toEqual(['swi']);
    const byKind = (k: string) => data.provinces.filter((p) => p.kind === k).length;
    expect({ land: byKind('land'), coast: byKind('coast'), sea: byKind('sea') }).toEqual({
      land: 14,
      coast: 42,
      sea: 19,
    });
  });

  it('has unique lower-case three-letter ids', () => {
    const ids = data.provinces.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]{3}$/);
  });

  it('names every province in English and Italian with abbreviations', () => {
    for (const p of data.provinces) {
      expect(p.name.en.length, p.id).toBeGreaterThan(2);
      expect(p.name.it.length, p.id).toBeGreaterThan(2);
      expect(p.abbr.en.toLowerCase(), p.id).toBe(p.id);
      expect(p.abbr.it, p.id).toMatch(/^[A-Z][a-z]{2}$|^StP$/);
    }
    // Each notation's abbreviations must identify one province.
    for (const lang of ['en', 'it'] as const) {
      const abbrs = data.provinces.map((p) => p.abbr[lang].toLowerCase());
      expect(new Set(abbrs).size, lang).toBe(abbrs.length);
    }
  });

  it('uses the Italian abbreviations of the seed 001 table', () => {
    // seed 001, "Tabella delle abbreviazioni"
    const it = (id: string) => map.province(id)!.abbr.it;
    expect(it('nth')).toBe('Mno');
    expect(it('nrg')).toBe('Mnv');
    expect(it('mao')).toBe('Atc');
    expect(it('hel')).toBe('Bhe');
    expect(it('bel')).toBe('Big');
    expect(it('boh')).toBe('Boe');
    expect(it('bul')).toBe('Bui');
    expect(it('den')).toBe('Dnk');
    expect(it('bot')).toBe('Gbo');
    expect(it('gol')).toBe('Gie');
    expect(it('wal')).toBe('Gli');
    expect(it('gal')).toBe('Glz');
    expect(it('stp')).toBe('Spi');
    expect(it('swe')).toBe('Sve');
    expect(it('rum')).toBe('Rmn');
    expect(it('ber')).toBe('Bri');
    expect(it('mun')).toBe('Mon');
    expect(it('nwy')).toBe('Nor');
    expect(it('lvp')).toBe('Liv');
    expect(it('war')).toBe('Var');
  });

  it('has 34 supply centres and 22 home centres, 3 per power and 4 for Russia', () => {
    // seed 000 V and VI.3; seed 001 "Descrizione del gioco"
    expect(map.supplyCenters()).toHaveLength(34);
    const homes = data.provinces.filter((p) => p.home);
    expect(homes).toHaveLength(22);
    for (const p of homes) expect(p.supplyCenter, p.id).toBe(true);
    for (const power of POWERS) {
      expect(map.homeCenters(power), power).toHaveLength(power === 'russia' ? 4 : 3);
    }
    // 12 neutral centres at the start (seed 001: "dodici centri ... neutrali").
    expect(34 - homes.length).toBe(12);
  });

  it('starts 22 units of 1901 on their own home centres', () => {
    // seed 000 VI.3 table of starting positions
    expect(data.startYear).toBe(1901);
    expect(data.victoryCenters).toBe(18);
    expect(data.startUnits).toHaveLength(22);
    const occupied = new Set<string>();
    for (const unit of data.startUnits) {
      const province = map.province(map.provinceOf(unit.loc))!;
      expect(province.home, unit.loc).toBe(unit.power);
      expect(map.canOccupy(unit.type, unit.loc), unit.loc).toBe(true);
      occupied.add(province.id);
    }
    expect(occupied.size).toBe(22);
    // Russia's St Petersburg fleet is on the south coast (seed 000 VI.3).
    expect(data.startUnits).toContainEqual({ type: 'F', power: 'russia', loc: 'stp/sc' });
  });

  it('defines the seven powers with names, adjectives, colours and letters', () => {
    expect(data.powers.map((p) => p.id).sort()).toEqual([...POWERS].sort());
    const letters = new Set(data.powers.map((p) => p.letter));
    expect(letters.size).toBe(7);
    const colours = new Set(data.powers.map((p) => p.color.toLowerCase()));
    expect(colours.size).toBe(7);
    for (const p of data.powers) {
      expect(p.name.it.length).toBeGreaterThan(0);
      expect(p.adjective.en.length).toBeGreaterThan(0);
      expect(p.adjective.it.length).toBeGreaterThan(0);
    }
  });

  it('has the three split-coast provinces', () => {
    // seed 000 VII.3.b; seed 001 "Coste"
    const split = data.provinces.filter((p) => p.coasts).map((p) => [p.id, p.coasts]);
    expect(split).toEqual([
      ['bul', ['ec', 'sc']],
      ['spa', ['nc', 'sc']],
      ['stp', ['nc', 'sc']],
    ]);
  });

  it('keeps every edge between known locations and never touches Switzerland', () => {
    for (const [a, b] of [...data.armyEdges, ...data.fleetEdges]) {
      expect(map.isLoc(a), a).toBe(true);
      expect(map.isLoc(b), b).toBe(true);
      expect(a).not.toBe(b);
      expect(map.provinceOf(a)).not.toBe('swi');
      expect(map.provinceOf(b)).not.toBe('swi');
    }
  });

  it('lets armies only touch land and coast, fleets only coast and sea', () => {
    for (const [a, b] of data.armyEdges) {
      expect(map.canOccupy('A', a), a).toBe(true);
      expect(map.canOccupy('A', b), b).toBe(true);
    }
    for (const [a, b] of data.fleetEdges) {
      expect(map.canOccupy('F', a), a).toBe(true);
      expect(map.canOccupy('F', b), b).toBe(true);
    }
  });

  it('has symmetric adjacency', () => {
    for (const type of ['A', 'F'] as const) {
      // Armies move by province, fleets by location (coast-specific).
      const places = type === 'A' ? map.provinceIds : map.locations;
      for (const from of places) {
        for (const to of map.neighbours(type, from)) {
          expect(map.adjacent(type, to, from), `${type} ${to}-${from}`).toBe(true);
          expect(map.neighbours(type, to)).toContain(from);
        }
      }
    }
  });

  it('connects every playable space', () => {
    for (const p of data.provinces) {
      if (p.kind === 'impassable') continue;
      const byArmy = p.kind !== 'sea' ? map.neighbours('A', p.id).length : 0;
      const locs = p.coasts ? p.coasts.map((c) => `${p.id}/${c}`) : [p.id];
      const byFleet = p.kind !== 'land' ? locs.map((l) => map.neighbours('F', l).length) : [1];
      expect(byArmy + Math.min(...byFleet), p.id).toBeGreaterThan(0);
      for (const n of byFleet) expect(n, p.id).toBeGreaterThan(0);
    }
  });

  it('lets every coastal province be reached along its coast by a fleet', () => {
    // A coastal province borders the sea (seed 000 VII.1), so some sea zone touches it.
    for (const p of data.provinces.filter((q) => q.kind === 'coast')) {
      const locs = p.coasts ? p.coasts.map((c) => `${p.id}/${c}`) : [p.id];
      for (const loc of locs) {
        const seas = map.neighbours('F', loc).filter((n) => map.province(n)?.kind === 'sea');
        expect(seas.length, loc).toBeGreaterThan(0);
      }
    }
  });
});

describe('map geography from the rule books', () => {
  it('lets fleets pass through Kiel and Constantinople', () => {
    // seed 001 "Kiel e Costantinopoli": F Mba - Kie then F Kie - Bhe; F Mne - Cos then F Cos - Meg
    expect(map.adjacent('F', 'bal', 'kie')).toBe(true);
    expect(map.adjacent('F', 'kie', 'hel')).toBe(true);
    expect(map.adjacent('F', 'bla', 'con')).toBe(true);
    expect(map.adjacent('F', 'con', 'aeg')).toBe(true);
  });

  it('joins Denmark and Sweden for armies and fleets, but not Baltic and Skagerrak', () => {
    // seed 000 VII.3.c; seed 001 "Danimarca"
    expect(map.adjacent('A', 'den', 'swe')).toBe(true);
    expect(map.adjacent('F', 'den', 'swe')).toBe(true);
    expect(map.adjacent('F', 'bal', 'ska')).toBe(false);
    // seed 001: Denmark does not border Berlin directly.
    expect(map.adjacent('A', 'den', 'ber')).toBe(false);
  });

  it('has no land border between Spain and North Africa', () => {
    // seed 001 "Gibilterra"
    expect(map.adjacent('A', 'spa', 'naf')).toBe(false);
    expect(map.adjacent('F', 'mao', 'wes')).toBe(true);
    expect(map.adjacent('A', 'lon', 'pic')).toBe(false);
  });

  it('makes fleets follow the coast line', () => {
    // seed 000 VII.1: Rome-Tuscany and Rome-Naples by fleet, not Rome-Venice.
    expect(map.adjacent('F', 'rom', 'tus')).toBe(true);
    expect(map.adjacent('F', 'rom', 'nap')).toBe(true);
    expect(map.adjacent('F', 'rom', 'ven')).toBe(false);
    expect(map.adjacent('A', 'rom', 'ven')).toBe(true);
    // seed 001 appendix: Smyrna-Syria by fleet, Smyrna-Ankara not.
    expect(map.adjacent('F', 'smy', 'syr')).toBe(true);
    expect(map.adjacent('F', 'smy', 'ank')).toBe(false);
  });

  it('separates the coasts of split provinces', () => {
    // seed 001 "Coste": Aegean touches only Bul (Cs); F Bui (Ce) - Bui (Cs) is not allowed.
    expect(map.fleetTargets('aeg', 'bul')).toEqual(['bul/sc']);
    expect(map.fleetTargets('bla', 'bul')).toEqual(['bul/ec']);
    expect(map.fleetTargets('con', 'bul').sort()).toEqual(['bul/ec', 'bul/sc']);
    expect(map.adjacent('F', 'bul/ec', 'bul/sc')).toBe(false);
    expect(map.adjacent('F', 'bul/ec', 'aeg')).toBe(false);
    // seed 000 VII.3.b: Marseilles reaches Spain along the south coast only.
    expect(map.fleetTargets('mar', 'spa')).toEqual(['spa/sc']);
    expect(map.adjacent('F', 'spa/nc', 'mar')).toBe(false);
    expect(map.fleetTargets('mao', 'spa').sort()).toEqual(['spa/nc', 'spa/sc']);
    // seed 001: F Spi (Cs) - Fin, F Nor - Spi (Cn)
    expect(map.adjacent('F', 'stp/sc', 'fin')).toBe(true);
    expect(map.adjacent('F', 'nwy', 'stp/nc')).toBe(true);
    expect(map.adjacent('F', 'nwy', 'stp/sc')).toBe(false);
    // A fleet cannot stand on a split province without a coast.
    expect(map.canOccupy('F', 'stp')).toBe(false);
    expect(map.canOccupy('A', 'stp')).toBe(true);
    expect(map.canOccupy('A', 'stp/nc')).toBe(false);
  });

  it('treats armies by province and answers the seed 001 illegal examples', () => {
    // seed 001 "Spostarsi": A Tri - Boe and F Mba - Sle are not allowed.
    expect(map.adjacent('A', 'tri', 'boh')).toBe(false);
    expect(map.adjacent('F', 'bal', 'sil')).toBe(false);
    // seed 001: A Dnk - Sve, A Sve - Nor, A Nor - Spi are allowed.
    expect(map.adjacent('A', 'den', 'swe')).toBe(true);
    expect(map.adjacent('A', 'swe', 'nwy')).toBe(true);
    expect(map.adjacent('A', 'nwy', 'stp')).toBe(true);
    // Armies ignore coasts.
    expect(map.adjacent('A', 'stp/nc', 'mos')).toBe(true);
    expect(map.adjacent('A', 'bud', 'bla')).toBe(false);
  });

  it('walks the seed 000 sample game of 1901 along real edges', () => {
    // seed 000 "ESEMPIO DI GIOCO", spring and fall 1901 moves
    const moves: [('A' | 'F'), string, string][] = [
      ['A', 'lvp', 'yor'], ['F', 'lon', 'nth'], ['F', 'edi', 'nrg'], ['A', 'ber', 'kie'],
      ['A', 'mun', 'ruh'], ['F', 'kie', 'den'], ['A', 'mos', 'ukr'], ['A', 'war', 'gal'],
      ['F', 'stp/sc', 'bot'], ['F', 'sev', 'bla'], ['A', 'con', 'bul'], ['A', 'smy', 'con'],
      ['F', 'ank', 'bla'], ['A', 'vie', 'tri'], ['A', 'bud', 'gal'], ['F', 'tri', 'alb'],
      ['A', 'ven', 'pie'], ['A', 'rom', 'ven'], ['F', 'nap', 'ion'], ['A', 'par', 'bur'],
      ['A', 'mar', 'spa'], ['F', 'bre', 'pic'], ['F', 'nrg', 'bar'], ['A', 'kie', 'hol'],
      ['A', 'ruh', 'bel'], ['F', 'sev', 'rum'], ['F', 'bot', 'swe'], ['A', 'bul', 'ser'],
      ['F', 'alb', 'gre'], ['A', 'pie', 'mar'], ['F', 'ion', 'tun'], ['A', 'bur', 'mar'],
      ['A', 'spa', 'por'], ['F', 'pic', 'bel'],
    ];
    for (const [type, from, to] of moves) expect(map.adjacent(type, from, to), `${from}-${to}`).toBe(true);
  });
});

describe('loadMap', () => {
  it('builds the same answers from the raw JSON', () => {
    const again = loadMap(raw as unknown as DipMapData);
    expect(again.locations).toEqual(map.locations);
    expect(again.neighbours('F', 'mao')).toEqual(map.neighbours('F', 'mao'));
  });

  it('lists split-coast locations after their province', () => {
    expect(map.locations).toContain('stp/nc');
    expect(map.locations.indexOf('stp/nc')).toBe(map.locations.indexOf('stp') + 1);
    expect(map.coastOf('stp/nc')).toBe('nc');
    expect(map.coastOf('lon')).toBeUndefined();
    expect(map.provinceOf('spa/sc')).toBe('spa');
    expect(map.isLoc('spa/ec')).toBe(false);
  });

  it('rejects duplicate provinces', () => {
    const broken = { ...map.data, provinces: [...map.data.provinces, map.data.provinces[0]!] };
    expect(() => loadMap(broken)).toThrow(/duplicate/);
  });

  it('returns lists a caller may change without corrupting the map', () => {
    const list = map.neighbours('A', 'mun');
    list.push('lon');
    expect(map.neighbours('A', 'mun')).not.toContain('lon');
  });
});
