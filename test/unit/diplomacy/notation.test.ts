import { describe, expect, it } from 'vitest';
import { loadMap, standardMap as map } from '../../../src/games/diplomacy/engine/map';
import {
  describeParseError,
  parseOrder,
  printOrder,
  printPlace,
  type ParseContext,
  type ParseError,
} from '../../../src/games/diplomacy/engine/notation';
import { diplomacy } from '../../../src/games/diplomacy/engine/module';
import { describeDipState } from '../../../src/games/diplomacy/engine/text-report';
import type { DipMapData, Loc, Order, UnitRef, UnitType } from '../../../src/games/diplomacy/engine/types';

function parsed(text: string, ctx?: ParseContext): Order {
  const result = parseOrder(text, map, ctx);
  if (!result.ok) throw new Error(`${text}: ${JSON.stringify(result.error)}`);
  return result.order;
}

function parseError(text: string, ctx?: ParseContext): ParseError {
  const result = parseOrder(text, map, ctx);
  if (result.ok) throw new Error(`${text} parsed as ${JSON.stringify(result.order)}`);
  return result.error;
}

describe('parseOrder, Italian notation of seed 001', () => {
  it('reads moves, holds, supports and convoys as the seed writes them', () => {
    // seed 001 "GLI ORDINI": A Ven - Tri, F Mba - Sve, A Kie XXX
    expect(parsed('A Ven - Tri')).toEqual({ kind: 'move', unit: { type: 'A', loc: 'ven' }, to: 'tri' });
    expect(parsed('F Mba - Sve')).toEqual({ kind: 'move', unit: { type: 'F', loc: 'bal' }, to: 'swe' });
    expect(parsed('A Kie XXX')).toEqual({ kind: 'hold', unit: { type: 'A', loc: 'kie' } });
    // seed 001 "Appoggiare (APP)" and "Trasportare (TRA)"
    expect(parsed('A Bur APP A Tir - Mon')).toEqual({
      kind: 'support',
      unit: { type: 'A', loc: 'bur' },
      supported: { type: 'A', loc: 'tyr' },
      to: 'mun',
    });
    expect(parsed('F Man TRA A Lon - Pic')).toEqual({
      kind: 'convoy',
      unit: { type: 'F', loc: 'eng' },
      army: 'lon',
      to: 'pic',
    });
    // seed 001 appendix uses "TR" too, and "XXX" after a supported holding unit.
    expect(parsed('F Mba TR A Liv - Gbo')).toMatchObject({ kind: 'convoy', army: 'lvp', to: 'bot' });
    expect(parsed('F Gbo APP F Mba XXX')).toEqual({
      kind: 'support',
      unit: { type: 'F', loc: 'bot' },
      supported: { type: 'F', loc: 'bal' },
    });
  });

  it('reads coasts written (Cn), (Cs), (Ce)', () => {
    // seed 001 "Coste": F Mne - Bui (Ce); F Spi (Cs) - Fin; F Nor - Spi (Cn)
    expect(parsed('F Mne - Bui (Ce)')).toEqual({ kind: 'move', unit: { type: 'F', loc: 'bla' }, to: 'bul/ec' });
    expect(parsed('F Spi (Cs) - Fin')).toEqual({ kind: 'move', unit: { type: 'F', loc: 'stp/sc' }, to: 'fin' });
    expect(parsed('F Nor - Spi (Cn)')).toEqual({ kind: 'move', unit: { type: 'F', loc: 'nwy' }, to: 'stp/nc' });
    expect(parsed('F Meg - Bui (Cs)')).toMatchObject({ to: 'bul/sc' });
  });

  it('reads the nationality of a supported unit in brackets', () => {
    // seed 001 sample autumn 1901: "A Ser APP A (Turca) Bui - Hmn" (Hmn: OCR for Rmn)
    expect(parsed('A Ser APP A (Turca) Bui - Rmn')).toEqual({
      kind: 'support',
      unit: { type: 'A', loc: 'ser' },
      supported: { type: 'A', loc: 'bul' },
      supportedPower: 'turkey',
      to: 'rum',
    });
  });

  it('reads the whole seed 001 sample opening of 1901', () => {
    // seed 001's worked opening, OCR slips corrected (Sud=Bud, Giz=Glz, Per=Par)
    const spring = [
      'Austria/Ungheria: A Vie - Tri', 'A Bud - Ser', 'F Tri - Alb', 'Gran Bretagna: A Liv - Yor',
      'F Lon - Mno', 'F Edi - Mnv', 'Germania: F Kie - Dnk', 'F Bri - Kie', 'A Mon - Ruh',
      'Francia: F Bre - Atc', 'A Par - Bor', 'A Mar - Spa', 'Italia: A Ven - Pie', 'A Rom - Ven',
      'F Nap - Mio', 'Russia: A Mos - Ucr', 'A Var - Glz', 'F Seb - Rmn', 'F Spi (Cs) - Gbo',
      'Turchia: A Cos - Bui', 'A Smi - Cos', 'F Ank - Mne',
    ];
    const froms = spring.map((text) => {
      const order = parsed(text);
      expect(order.kind, text).toBe('move');
      return order.kind === 'move' ? map.provinceOf(order.unit.loc) : '';
    });
    // Every unit of 1901 is ordered once: the opening starts from the 22 home units.
    const start = map.data.startUnits.map((u) => map.provinceOf(u.loc)).sort();
    expect(froms.sort()).toEqual(start);
    expect(parseOrder('Gran Bretagna: A Liv - Yor', map)).toMatchObject({ ok: true, power: 'england' });
  });

  it('reads Italian adjustments', () => {
    // seed 000 sample game: "costruisce F Smyrne", "scioglie A Gal"; seed 001: "sciogliere ... A Pic"
    expect(parsed('Costruisce F Edi')).toEqual({ kind: 'build', unitType: 'F', loc: 'edi' });
    expect(parsed('Costruisci A Mos')).toEqual({ kind: 'build', unitType: 'A', loc: 'mos' });
    expect(parsed('Costruisce F Smirne')).toEqual({ kind: 'build', unitType: 'F', loc: 'smy' });
    expect(parsed('Scioglie A Glz')).toEqual({ kind: 'disband', unit: { type: 'A', loc: 'gal' } });
    expect(parsed('Sciogli A Pic')).toEqual({ kind: 'disband', unit: { type: 'A', loc: 'pic' } });
    expect(parsed('Rinuncia')).toEqual({ kind: 'waive' });
    expect(parsed('A Mon RIT Boe')).toEqual({ kind: 'retreat', unit: { type: 'A', loc: 'mun' }, to: 'boh' });
  });

  it('reads full Italian names, several words long', () => {
    expect(parsed('F Mar Baltico - Svezia')).toMatchObject({ unit: { loc: 'bal' }, to: 'swe' });
    expect(parsed("F Mar d'Irlanda - Galles")).toMatchObject({ unit: { loc: 'iri' }, to: 'wal' });
    expect(parsed('F St. Pietroburgo (costa sud) - Golfo di Botnia')).toMatchObject({
      unit: { loc: 'stp/sc' },
      to: 'bot',
    });
    // "Mar" alone is Marseilles: the longest name wins, never a prefix.
    expect(parsed('A Mar - Spa')).toMatchObject({ unit: { loc: 'mar' }, to: 'spa' });
  });
});

describe('parseOrder, English notation of seed 000 and the DATC', () => {
  it('reads the orders of the brief', () => {
    expect(parsed('A Sil S RUSSIAN A War-Pru')).toEqual({
      kind: 'support',
      unit: { type: 'A', loc: 'sil' },
      supported: { type: 'A', loc: 'war' },
      supportedPower: 'russia',
      to: 'pru',
    });
    expect(parsed('F nth C A yor-nwy')).toEqual({ kind: 'convoy', unit: { type: 'F', loc: 'nth' }, army: 'yor', to: 'nwy' });
    expect(parsed('A bur S A par-pic')).toMatchObject({ kind: 'support', supported: { loc: 'par' }, to: 'pic' });
    expect(parsed('F stp/sc - bot')).toEqual({ kind: 'move', unit: { type: 'F', loc: 'stp/sc' }, to: 'bot' });
    expect(parsed('F stp(sc)-bot')).toEqual(parsed('F stp/sc - bot'));
    expect(parsed('F  STP/SC   -   BOT')).toEqual(parsed('F stp/sc - bot'));
    expect(parsed('A lon-bel via convoy')).toEqual({ kind: 'move', unit: { type: 'A', loc: 'lon' }, to: 'bel', viaConvoy: true });
    expect(parsed('A lon H')).toEqual({ kind: 'hold', unit: { type: 'A', loc: 'lon' } });
    expect(parsed('A lon holds')).toEqual(parsed('A lon H'));
    expect(parsed('F nth convoys A yor -> nwy')).toEqual(parsed('F nth C A yor-nwy'));
    expect(parsed('A lvp supports A yor -> yor')).toMatchObject({ kind: 'support', supported: { loc: 'yor' }, to: 'yor' });
    expect(parsed('F spa/nc')).toEqual({ kind: 'hold', unit: { type: 'F', loc: 'spa/nc' } });
  });

  it('reads the DATC spellings with their power prefix', () => {
    expect(parseOrder('ENG: F nth -> pic', map)).toEqual({
      ok: true,
      order: { kind: 'move', unit: { type: 'F', loc: 'nth' }, to: 'pic' },
      power: 'england',
    });
    expect(parseOrder('ENG: F nth convoys yor -> yor', map)).toMatchObject({
      ok: true,
      order: { kind: 'convoy', army: 'yor', to: 'yor' },
    });
    expect(parsed('FRA: F mao -> spa(nc)')).toMatchObject({ to: 'spa/nc' });
    expect(parsed('FRA: A spa -> por via Convoy')).toMatchObject({ viaConvoy: true });
    expect(parsed('GER: A kie Supports A ruh -> hol')).toMatchObject({ kind: 'support', to: 'hol' });
    expect(parsed('ITA: F lyo Hold')).toEqual({ kind: 'hold', unit: { type: 'F', loc: 'gol' } });
    expect(parsed('ENG: F nwg -> nth')).toMatchObject({ unit: { loc: 'nrg' } });
    expect(parsed('ENG: F nao -> mao')).toMatchObject({ unit: { loc: 'nao' }, to: 'mao' });
    expect(parsed('ITA: A tus -> rom')).toMatchObject({ unit: { loc: 'tus' } });
    expect(parsed('GER: A ber build')).toEqual({ kind: 'build', unitType: 'A', loc: 'ber' });
    expect(parsed('RUS: F stp(nc) build')).toEqual({ kind: 'build', unitType: 'F', loc: 'stp/nc' });
    // A build without a coast is read as written: the adjudicator makes it fail (DATC 6.B.14).
    expect(parsed('RUS: F stp build')).toEqual({ kind: 'build', unitType: 'F', loc: 'stp' });
    expect(parsed('FRA: A par disband')).toEqual({ kind: 'disband', unit: { type: 'A', loc: 'par' } });
    // jDip text format of datc_v2.4_06.txt
    expect(parseOrder('Russia: Build F stp/nc', map)).toMatchObject({ ok: true, power: 'russia' });
    expect(parsed('France: Remove gol')).toEqual({ kind: 'disband', unit: { loc: 'gol' } });
    expect(parsed('England: F nth-pic')).toMatchObject({ kind: 'move', to: 'pic' });
    expect(parsed('F mid-wes')).toMatchObject({ unit: { loc: 'mao' }, to: 'wes' });
  });

  it('reads a start position as a holding unit', () => {
    // datc_v3.0.json "starting_state": ["ENG: F lon"]
    expect(parseOrder('ENG: F lon', map)).toEqual({
      ok: true,
      order: { kind: 'hold', unit: { type: 'F', loc: 'lon' } },
      power: 'england',
    });
  });

  it('reads the seed 000 sample game spellings', () => {
    // seed 000 "ESEMPIO DI GIOCO": "F Nth Sea C A Yor-Nwy", "A Ser S Turk. A Bul-Rum", "F Tyr-Gul"
    expect(parsed('F Nth Sea C A Yor-Nwy')).toEqual(parsed('F nth C A yor-nwy'));
    expect(parsed('A Ser S Turk. A Bul-Rum')).toMatchObject({ supportedPower: 'turkey', to: 'rum' });
    // Seed 000 also writes "Tyr" for the Tyrrhenian Sea ("F Nap-Tyr", "F Tyr-Gul") as well as
    // for Tyrolia ("A Tyr S A Boh-Mun"); we read it as Tyrolia, the standard English meaning,
    // and never guess from the unit type (maps/diplomacy/README.md).
    expect(parsed('F Tyr-Gul')).toMatchObject({ unit: { loc: 'tyr' }, to: 'gol' });
    expect(parsed('F Tys-Gul')).toMatchObject({ unit: { loc: 'tys' }, to: 'gol' });
    expect(parsed('F StP.-Bot')).toMatchObject({ unit: { loc: 'stp' }, to: 'bot' });
    // seed 000 IX.3 Esempio 2: "A Kie S AUSTRIAN A Boh-Mun"
    expect(parsed('A Kie S AUSTRIAN A Boh-Mun')).toMatchObject({ supportedPower: 'austria', to: 'mun' });
    // seed 000 XII.1: "F Nth C (Inglese) A Lon-Bel": the nationality is accepted and dropped.
    expect(parsed('F Nth C (Inglese) A Lon-Bel')).toEqual({ kind: 'convoy', unit: { type: 'F', loc: 'nth' }, army: 'lon', to: 'bel' });
  });

  it('reads retreats, disbands, builds and waivers', () => {
    expect(parsed('A mun - boh', { phase: 'retreat' })).toEqual({ kind: 'retreat', unit: { type: 'A', loc: 'mun' }, to: 'boh' });
    expect(parsed('A mun - boh', { phase: 'movement' })).toMatchObject({ kind: 'move' });
    expect(parsed('A mun R boh')).toEqual({ kind: 'retreat', unit: { type: 'A', loc: 'mun' }, to: 'boh' });
    for (const text of ['A mun D', 'A mun disband', 'Disband A mun', 'Remove A mun']) {
      expect(parsed(text), text).toEqual({ kind: 'disband', unit: { type: 'A', loc: 'mun' } });
    }
    expect(parsed('Remove gal')).toEqual({ kind: 'disband', unit: { loc: 'gal' } });
    expect(parsed('Build F edi')).toEqual({ kind: 'build', unitType: 'F', loc: 'edi' });
    expect(parsed('Build F stp/nc')).toEqual({ kind: 'build', unitType: 'F', loc: 'stp/nc' });
    expect(parsed('Waive')).toEqual({ kind: 'waive' });
  });

  it('lets the unit letter be left out and reads full names', () => {
    expect(parsed('A bur S par - pic')).toMatchObject({ supported: { loc: 'par' } });
    expect(parsed('A bur S par - pic')).not.toHaveProperty('supported.type');
    expect(parsed('F Mid-Atlantic Ocean - Spain (north coast)')).toEqual({
      kind: 'move',
      unit: { type: 'F', loc: 'mao' },
      to: 'spa/nc',
    });
    expect(parsed('Army Munich - Bohemia')).toMatchObject({ unit: { type: 'A', loc: 'mun' }, to: 'boh' });
    // "eng" is both England and the Channel: with no unit letter after it, it is the Channel.
    expect(parsed('A bur S eng - pic')).toEqual({
      kind: 'support',
      unit: { type: 'A', loc: 'bur' },
      supported: { loc: 'eng' },
      to: 'pic',
    });
    expect(parsed('A bur S ENG A pic')).toMatchObject({ supportedPower: 'england', supported: { loc: 'pic' } });
  });

  it('keeps a coast written on an army move or a support: the adjudicator decides what it means', () => {
    // seed 000 VII.3.b: the coast matters to fleets only, so the adjudicator ignores it
    // on an army (or rejects it taking orders literally, DATC 6.B.12); DATC 6.B.9 is about
    // the coast written in a support.
    expect(parsed('A gas - spa/nc')).toEqual({ kind: 'move', unit: { type: 'A', loc: 'gas' }, to: 'spa/nc' });
    expect(parsed('F por S F mao - spa/nc')).toEqual({
      kind: 'support',
      unit: { type: 'F', loc: 'por' },
      supported: { type: 'F', loc: 'mao' },
      to: 'spa/nc',
    });
    expect(parsed('F Mne APP F Cos - Bui (Ce)', { notation: 'it' })).toMatchObject({ kind: 'support', to: 'bul/ec' });
  });
  it("reads seed 001's hyphen characters as the move arrow", () => {
    // seed 001 prints every move with U+2011 (non-breaking hyphen): "A Ven \u2011 Tri".
    expect(parsed('A Ven \u2011 Tri', { notation: 'it' })).toEqual({ kind: 'move', unit: { type: 'A', loc: 'ven' }, to: 'tri' });
    expect(parsed('F Mno TRA A Yor \u2010 Ola', { notation: 'it' })).toEqual({ kind: 'convoy', unit: { type: 'F', loc: 'nth' }, army: 'yor', to: 'hol' });
  });
});

describe('parse errors', () => {
  it('names the cause with a machine code', () => {
    expect(parseError('')).toEqual({ code: 'empty' });
    expect(parseError('A xyz - lon')).toEqual({ code: 'unknown-place', token: 'xyz' });
    expect(parseError('F bul/nc - con')).toEqual({ code: 'unknown-coast', token: 'nc', province: 'bul' });
    expect(parseError('F lon - bre/sc')).toEqual({ code: 'unknown-coast', token: 'sc', province: 'bre' });
    expect(parseError('Narnia: A lon H')).toEqual({ code: 'unknown-power', token: 'narnia' });
    expect(parseError('A lon -')).toEqual({ code: 'missing-place', after: '-' });
    expect(parseError('Build edi')).toEqual({ code: 'missing-unit-type' });
    expect(parseError('A lon jumps bel')).toEqual({ code: 'unknown-order', token: 'jumps' });
    expect(parseError('F nth C F lon - bel')).toEqual({ code: 'convoy-needs-army' });
    // seed 000 sample game prints "A Ven-Pie-Mar": two moves in one order.
    expect(parseError('A Ven-Pie-Mar')).toEqual({ code: 'trailing-text', token: '- mar' });
  });

  it('explains every error in English and Italian', () => {
    const errors: ParseError[] = [
      { code: 'empty' },
      { code: 'unknown-place', token: 'xyz' },
      { code: 'ambiguous-place', token: 'abc', candidates: ['lon', 'par'] },
      { code: 'unknown-coast', token: 'nc', province: 'bul' },
      { code: 'unknown-power', token: 'narnia' },
      { code: 'missing-place', after: '-' },
      { code: 'missing-unit-type' },
      { code: 'unknown-order', token: 'jumps' },
      { code: 'convoy-needs-army' },
      { code: 'trailing-text', token: '- mar' },
    ];
    for (const error of errors) {
      const en = describeParseError(error, 'en');
      const it = describeParseError(error, 'it');
      expect(en.length, error.code).toBeGreaterThan(5);
      expect(it.length, error.code).toBeGreaterThan(5);
      expect(en, error.code).not.toBe(it);
      if ('token' in error) {
        expect(en).toContain(error.token);
        expect(it).toContain(error.token);
      }
    }
  });
});

describe('collisions between the notations', () => {
  it('finds no abbreviation of the standard map meaning different places in the two notations', () => {
    // seed 001 table against the English abbreviations: e.g. Italian "Nor" is Norway,
    // and so is the "nor" some English judges write; Italian "Mar" is Marseilles too.
    const english = new Map(map.data.provinces.map((p) => [p.abbr.en.toLowerCase(), p.id]));
    for (const p of map.data.provinces) {
      const other = english.get(p.abbr.it.toLowerCase());
      if (other !== undefined) expect(other, p.abbr.it).toBe(p.id);
      const alias = map.data.aliases[p.abbr.it.toLowerCase()];
      if (alias !== undefined) expect(alias, p.abbr.it).toBe(p.id);
    }
    expect(parsed('F Nor - Ska', { notation: 'en' })).toEqual(parsed('F Nor - Ska', { notation: 'it' }));
  });

  it('asks for the notation when a word means two places, instead of guessing', () => {
    // A two-province map where "Lup" is the English abbreviation of one and the Italian of the other.
    const base = map.data;
    const tiny: DipMapData = {
      ...base,
      id: 'tiny',
      provinces: [
        { id: 'lup', kind: 'land', name: { en: 'Lupland', it: 'Terra' }, abbr: { en: 'Lup', it: 'Ter' }, supplyCenter: false },
        { id: 'wol', kind: 'land', name: { en: 'Wolfland', it: 'Lupaia' }, abbr: { en: 'Wol', it: 'Lup' }, supplyCenter: false },
      ],
      armyEdges: [['lup', 'wol']],
      fleetEdges: [],
      startUnits: [],
      aliases: {},
    };
    const tinyMap = loadMap(tiny);
    expect(parseOrder('A Wol - Lup', tinyMap)).toEqual({
      ok: false,
      error: { code: 'ambiguous-place', token: 'lup', candidates: ['lup', 'wol'] },
    });
    expect(parseOrder('A Wol - Lup', tinyMap, { notation: 'en' })).toMatchObject({ ok: true, order: { to: 'lup' } });
    expect(parseOrder('A Ter - Lup', tinyMap, { notation: 'it' })).toMatchObject({ ok: true, order: { unit: { loc: 'lup' }, to: 'wol' } });
    // Words that are not in conflict need no notation.
    expect(parseOrder('A Ter - Wol', tinyMap)).toMatchObject({ ok: true, order: { unit: { loc: 'lup' }, to: 'wol' } });
  });
});

describe('printOrder', () => {
  it('prints the English style', () => {
    expect(printOrder(parsed('A bur S A par-pic'), map, 'en')).toBe('A Bur S A Par - Pic');
    expect(printOrder(parsed('F nth C A yor-nwy'), map, 'en')).toBe('F Nth C A Yor - Nwy');
    expect(printOrder(parsed('A Kie XXX'), map, 'en')).toBe('A Kie H');
    expect(printOrder(parsed('A Sil S RUSSIAN A War-Pru'), map, 'en')).toBe('A Sil S Russian A War - Pru');
    expect(printOrder(parsed('F stp(sc)-bot'), map, 'en')).toBe('F StP/sc - Bot');
  });

  it('prints the Italian style of seed 001', () => {
    expect(printOrder(parsed('A bur S A tyr-mun'), map, 'it')).toBe('A Bor APP A Tir - Mon');
    expect(printOrder(parsed('F eng C A lon-pic'), map, 'it')).toBe('F Man TRA A Lon - Pic');
    expect(printOrder(parsed('A kie H'), map, 'it')).toBe('A Kie XXX');
    expect(printOrder(parsed('F bla - bul/ec'), map, 'it')).toBe('F Mne - Bui (Ce)');
    expect(printOrder(parsed('Build F edi'), map, 'it')).toBe('Costruisce F Edi');
    expect(printOrder(parsed('A ser S TURKISH A bul - rum'), map, 'it')).toBe('A Ser APP A (Turca) Bui - Rmn');
  });
});

/** Small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function orderGenerator(seed: number) {
  const rnd = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const locsFor = (type: UnitType) => map.locations.filter((l) => map.canOccupy(type, l));
  const armyLocs = locsFor('A');
  const fleetLocs = locsFor('F');
  const anyLocs = map.locations.filter((l) => map.canOccupy('A', l) || map.canOccupy('F', l));
  const provinces = map.provinceIds.filter((id) => map.province(id)!.kind !== 'impassable');
  const powers = map.data.powers.map((p) => p.id);

  const unit = (): UnitRef => {
    const roll = rnd();
    if (roll < 0.45) return { type: 'A', loc: pick(armyLocs) };
    if (roll < 0.9) return { type: 'F', loc: pick(fleetLocs) };
    return { loc: pick(anyLocs) }; // unit letter left out
  };
  const target = (of: UnitRef): Loc =>
    of.type === 'A' ? pick(armyLocs) : of.type === 'F' ? pick(fleetLocs) : pick(anyLocs);

  return (): Order => {
    const kind = pick(['hold', 'move', 'support', 'convoy', 'retreat', 'disband', 'build', 'waive'] as const);
    switch (kind) {
      case 'hold':
        return { kind, unit: unit() };
      case 'move': {
        const u = unit();
        return u.type === 'A' && rnd() < 0.3 ? { kind, unit: u, to: target(u), viaConvoy: true } : { kind, unit: u, to: target(u) };
      }
      case 'support': {
        const order: Extract<Order, { kind: 'support' }> = { kind, unit: unit(), supported: unit() };
        if (rnd() < 0.3) order.supportedPower = pick(powers);
        if (rnd() < 0.6) order.to = pick(provinces);
        return order;
      }
      case 'convoy':
        return { kind, unit: { type: 'F', loc: pick(fleetLocs) }, army: map.provinceOf(pick(armyLocs)), to: map.provinceOf(pick(armyLocs)) };
      case 'retreat': {
        const u = unit();
        return { kind, unit: u, to: target(u) };
      }
      case 'disband':
        return { kind, unit: unit() };
      case 'build': {
        const unitType = pick(['A', 'F'] as const);
        return { kind, unitType, loc: pick(unitType === 'A' ? armyLocs : fleetLocs) };
      }
      case 'waive':
        return { kind };
    }
  };
}

describe('round trip print -> parse', () => {
  it('gives back every generated order in both notations', () => {
    const next = orderGenerator(1901);
    const kinds = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const order = next();
      kinds.add(order.kind);
      for (const notation of ['en', 'it'] as const) {
        const text = printOrder(order, map, notation);
        const withNotation = parseOrder(text, map, { notation });
        expect(withNotation, `${notation}: ${text}`).toEqual({ ok: true, order });
        // No word of the standard map is ambiguous, so the notation need not be given.
        expect(parseOrder(text, map), `${notation}: ${text}`).toEqual({ ok: true, order });
        // Printing is case-insensitive to read back.
        expect(parseOrder(text.toUpperCase(), map), text.toUpperCase()).toEqual({ ok: true, order });
      }
    }
    expect(kinds.size).toBe(8);
  });

  it('reads printed retreats back in a retreat phase too', () => {
    const next = orderGenerator(1902);
    for (let i = 0; i < 500; i++) {
      const order = next();
      if (order.kind !== 'retreat') continue;
      for (const notation of ['en', 'it'] as const) {
        const text = printOrder(order, map, notation);
        expect(parseOrder(text, map, { phase: 'retreat' })).toEqual({ ok: true, order });
        // The move arrow means a retreat in that phase as well.
        const arrow = printOrder({ kind: 'move', unit: order.unit, to: order.to }, map, notation);
        expect(parseOrder(arrow, map, { phase: 'retreat' }), arrow).toEqual({ ok: true, order });
      }
    }
  });
});

describe('coasts in the Italian notation everywhere a unit is listed', () => {
  it('the state report lists the fleet in St Petersburg as "F Spi (Cs)" in Italian and "F StP/sc" in English', () => {
    const state = diplomacy.initialState('standard', { setup: '7' });
    const it = describeDipState(state, 'it', 'it');
    expect(it).toContain('F Spi (Cs)');
    expect(it).not.toMatch(/\/sc\b/);
    expect(describeDipState(state, 'en', 'en')).toContain('F StP/sc');
  });

  it('printPlace prints each coast with the seed 001 abbreviations', () => {
    expect(printPlace('stp/sc', map, 'it')).toBe('Spi (Cs)');
    expect(printPlace('stp/nc', map, 'it')).toBe('Spi (Cn)');
    expect(printPlace('bul/ec', map, 'it')).toBe('Bui (Ce)');
    expect(printPlace('stp/sc', map, 'en')).toBe('StP/sc');
    for (const loc of ['stp/sc', 'spa/nc', 'bul/ec']) {
      const parsedBack = parseOrder(`F ${printPlace(loc, map, 'it')} XXX`, map);
      expect(parsedBack.ok && parsedBack.order).toEqual({ kind: 'hold', unit: { type: 'F', loc } });
    }
  });
});
