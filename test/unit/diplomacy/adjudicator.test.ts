/**
 * The seed's own rules and examples (seed 000), edition by edition: convoy
 * rules XII.3-XII.5 (Esempi 11-13), retreats (XI), adjustments (XIII.2),
 * civil disorder (XIV.3-XIV.4), neutral units (XIV.2), foreign orders.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate, describeOutcome, type AdjudicateOptions, type OrderResult } from '../../../src/games/diplomacy/engine/adjudicate';
import type { SubmittedOrder } from '../../../src/games/diplomacy/engine/adjudicator/validate';
import { readOrder, readUnit } from '../../../src/games/diplomacy/engine/datc/order-text';
import { standardMap as map } from '../../../src/games/diplomacy/engine/map';
import { adjustmentsOwed, initialPosition, type Position } from '../../../src/games/diplomacy/engine/position';
import { RULEBOOK_2000, RULEBOOK_SEED, type Rulebook } from '../../../src/games/diplomacy/engine/rulebook';
import type { PhaseType, UnitData } from '../../../src/games/diplomacy/engine/types';

function unitsOf(lines: string[]): UnitData[] {
  return lines.map((line) => {
    const unit = readUnit(map, line);
    if ('error' in unit) throw new Error(unit.error);
    return unit;
  });
}

function ordersOf(lines: string[], phase: PhaseType = 'movement'): SubmittedOrder[] {
  return lines.map((line) => {
    const read = readOrder(map, line, phase);
    if ('error' in read && !('power' in read)) throw new Error(read.error);
    return read as SubmittedOrder;
  });
}

/** Units implied by the orders, like the seed's examples. */
function positionFor(lines: string[], extra: string[] = []): Position {
  const units = new Map<string, UnitData>();
  for (const unit of unitsOf(extra)) units.set(map.provinceOf(unit.loc), unit);
  for (const { power, order } of ordersOf(lines)) {
    if (order && 'unit' in order && order.unit.type) {
      const province = map.provinceOf(order.unit.loc);
      if (!units.has(province)) units.set(province, { power, type: order.unit.type, loc: order.unit.loc });
    }
  }
  return { ...initialPosition(map), units: [...units.values()] };
}

function play(lines: string[], rules: Rulebook, extra: string[] = [], options: AdjudicateOptions = {}) {
  const position = positionFor(lines, extra);
  const orders = ordersOf(lines);
  const result = adjudicate(map, position, orders, rules, options);
  const of = (text: string): OrderResult => {
    const i = lines.indexOf(text);
    const found = result.results.find((r) => r.orderIndex === i);
    if (!found) throw new Error(`no result for ${text}`);
    return found;
  };
  return { ...result, of };
}

describe('seed 000 XII.4: a convoy with several routes (Esempio 12)', () => {
  const lines = [
    'England: A lon - bel',
    'England: F eng C A lon - bel',
    'England: F nth C A lon - bel',
    'France: F bre - eng',
    'France: F iri S F bre - eng',
  ];
  it('rulebook: one dislodged fleet on any route stops the army', () => {
    const r = play(lines, RULEBOOK_SEED);
    expect(r.of('France: F bre - eng').outcome.status).toBe('succeeds');
    expect(r.of('England: A lon - bel').outcome).toEqual({
      status: 'fails',
      reason: 'convoy-disrupted',
      params: { province: 'eng' },
    });
  });
  it('2000: the route through the North Sea still carries it (DATC 6.F.9)', () => {
    const r = play(lines, RULEBOOK_2000);
    expect(r.of('England: A lon - bel').outcome).toEqual({ status: 'succeeds', reason: 'moved', params: { province: 'bel' } });
  });
  it('rulebook: without the fleet in the Channel the convoy would have happened', () => {
    const r = play(lines.filter((l) => !l.includes('F eng C')), RULEBOOK_SEED);
    expect(r.of('England: A lon - bel').outcome.status).toBe('succeeds');
  });
});

describe('seed 000 XII.3: a dislodged convoying fleet stops the army (Esempio 11)', () => {
  const lines = [
    'France: A spa - nap',
    'France: F gol C A spa - nap',
    'France: F tys C A spa - nap',
    'Italy: F ion - tys',
    'Italy: F tun S F ion - tys',
  ];
  for (const rules of [RULEBOOK_SEED, RULEBOOK_2000]) {
    it(rules.edition, () => {
      const r = play(lines, rules);
      expect(r.of('Italy: F ion - tys').outcome.status).toBe('succeeds');
      expect(r.of('France: A spa - nap').outcome.reason).toBe('convoy-disrupted');
      expect(r.next.dislodged.map((d) => d.unit.loc)).toEqual(['tys']);
    });
  }
});

describe('seed 000 XII.5: the convoyed army cannot protect its fleets (Esempio 13)', () => {
  const lines = [
    'France: A spa - nap',
    'France: F gol C A spa - nap',
    'France: F tys C A spa - nap',
    'Italy: F ion - tys',
    'Italy: F nap S F ion - tys',
  ];
  it('rulebook: the support from Naples is not cut, so the convoy is disrupted', () => {
    const r = play(lines, RULEBOOK_SEED);
    expect(r.of('Italy: F nap S F ion - tys').outcome).toEqual({ status: 'succeeds', reason: 'supported' });
    expect(r.of('France: A spa - nap').outcome.reason).toBe('convoy-disrupted');
    expect(r.of('Italy: F ion - tys').outcome.status).toBe('succeeds');
  });
  it('2000: the same board is a paradox, settled by the Szykman rule', () => {
    const r = play(lines, RULEBOOK_2000);
    expect(r.of('France: A spa - nap').outcome.reason).toBe('convoy-paradox');
    expect(r.of('Italy: F ion - tys').outcome.status).toBe('succeeds');
  });
});

describe('seed 000 IX-X examples', () => {
  it('Esempio 1: no self-dislodgement, but the attack still blocks', () => {
    const r = play(
      ['England: F den - kie', 'England: F nth - den', 'England: F hel S F nth - den', 'Russia: A ber - kie', 'Russia: F bal S F ska - den', 'Russia: F ska - den'],
      RULEBOOK_2000,
    );
    for (const line of ['England: F den - kie', 'England: F nth - den', 'Russia: A ber - kie', 'Russia: F ska - den']) {
      expect(r.of(line).outcome.status, line).toBe('fails');
    }
  });
  it('Esempio 2: a foreign support cannot dislodge a German unit for Germany', () => {
    const lines = ['France: A bur H', 'Germany: A mun - bur', 'Germany: A kie S A boh - mun', 'Austria: A boh - mun'];
    expect(play(lines, RULEBOOK_SEED).of('Austria: A boh - mun').outcome.status).toBe('fails');
    const withTyrol = play([...lines, 'Austria: A tyr S A boh - mun'], RULEBOOK_SEED);
    expect(withTyrol.of('Austria: A boh - mun').outcome.status).toBe('succeeds');
  });
  it('Esempio 5: the unit beaten from Rumania has no effect there', () => {
    const r = play(['Turkey: A bul - rum', 'Russia: A rum - bul', 'Russia: A ser S A rum - bul', 'Russia: A sev - rum'], RULEBOOK_SEED);
    expect(r.of('Russia: A sev - rum').outcome.status).toBe('succeeds');
    expect(r.of('Turkey: A bul - rum').outcome.reason).toBe('beaten-head-to-head');
  });
  it('Esempio 7 and 8: support cut from elsewhere, not from where it is directed', () => {
    const cut = play(['Germany: A pru - war', 'Germany: A sil S A pru - war', 'Russia: A war H', 'Russia: A boh - sil'], RULEBOOK_SEED);
    expect(cut.of('Germany: A sil S A pru - war').outcome).toEqual({ status: 'fails', reason: 'support-cut', params: { from: 'boh' } });
    const kept = play(['Germany: A pru - war', 'Germany: A sil S A pru - war', 'Russia: A war - sil'], RULEBOOK_SEED);
    expect(kept.of('Germany: A pru - war').outcome.status).toBe('succeeds');
  });
  it('Esempio 10: a dislodged unit still cuts support', () => {
    const r = play(
      ['Germany: A ber H', 'Germany: A mun - sil', 'Russia: A pru - ber', 'Russia: A sil S A pru - ber', 'Russia: A boh - mun', 'Russia: A tyr S A boh - mun'],
      RULEBOOK_SEED,
    );
    expect(r.of('Russia: A pru - ber').outcome.status).toBe('fails');
    expect(r.of('Germany: A mun - sil').outcome.status).toBe('fails');
    expect(r.next.dislodged.map((d) => d.unit.loc)).toEqual(['mun']);
  });
  it('XIV.5: circular movement succeeds; two units swap by convoy', () => {
    const ring = play(['Germany: A hol - bel', 'Germany: F bel - nth', 'Germany: F nth - hol'], RULEBOOK_SEED);
    expect(ring.results.every((r) => r.outcome.status === 'succeeds')).toBe(true);
    const swap = play(
      ['England: A lon - bel', 'England: F nth C A lon - bel', 'France: A bel - lon', 'France: F eng C A bel - lon'],
      RULEBOOK_SEED,
    );
    expect(swap.of('England: A lon - bel').outcome.status).toBe('succeeds');
    expect(swap.of('France: A bel - lon').outcome.status).toBe('succeeds');
  });
});

describe('orders that cannot be obeyed never stop the phase', () => {
  it("an order for another power's unit is rejected and the unit holds", () => {
    const position = { ...initialPosition(map) };
    const r = adjudicate(map, position, ordersOf(['Germany: F lon - nth']), RULEBOOK_2000);
    expect(r.results[0].outcome).toEqual({ status: 'illegal', reason: 'not-your-unit', params: { province: 'lon' } });
    expect(r.next.units.find((u) => u.loc === 'lon')?.power).toBe('england');
  });
  it('an unreadable order is reported and the rest is adjudicated', () => {
    const orders: SubmittedOrder[] = [{ power: 'france', order: null, text: 'A Par to the moon', error: 'unknown-place' }, ...ordersOf(['France: A par - bur'])];
    const r = adjudicate(map, initialPosition(map), orders, RULEBOOK_2000);
    expect(r.results[0].outcome.reason).toBe('unparseable');
    expect(r.results[1].outcome.status).toBe('succeeds');
  });
  it('units may support foreign units', () => {
    const r = play(['Austria: A ser - bud', 'Austria: A vie - bud', 'Russia: A gal S A ser - bud'], RULEBOOK_SEED);
    expect(r.of('Austria: A ser - bud').outcome.status).toBe('succeeds'); // seed 000 Esempio 3
  });
  it('explains outcomes in English and Italian', () => {
    const outcome = { status: 'fails' as const, reason: 'bounced' as const, params: { province: 'gal' } };
    const name = (id: string) => map.province(id)!.name.en;
    expect(describeOutcome(outcome, 'en', name)).toBe('bounced in Galicia');
    expect(describeOutcome(outcome, 'it', (id) => map.province(id)!.name.it)).toContain('Galizia');
  });
});

describe('retreats (seed 000 XI)', () => {
  const lines = ['Austria: A bud S A tri - vie', 'Austria: A tri - vie', 'Germany: A mun - boh', 'Germany: A sil - boh', 'Italy: A vie H'];
  it('lists retreats without the attacker origin, the standoff or occupied spaces', () => {
    const r = play(lines, RULEBOOK_2000);
    expect(r.next.phase).toBe('retreat');
    expect(r.next.standoffs).toEqual(['boh']);
    const [vie] = r.next.dislodged;
    expect(vie.attackedFrom).toBe('tri');
    expect(vie.retreats.sort()).toEqual(['gal', 'tyr']);
  });
  it('a retreat to the standoff space fails; no order disbands; same space disbands both', () => {
    const after = play(lines, RULEBOOK_2000).next;
    const bad = adjudicate(map, after, ordersOf(['Italy: A vie - boh'], 'retreat'), RULEBOOK_2000);
    expect(bad.results[0].outcome).toEqual({ status: 'illegal', reason: 'retreat-to-standoff', params: { province: 'boh' } });
    expect(bad.next.units.some((u) => u.power === 'italy')).toBe(false);
    const none = adjudicate(map, after, [], RULEBOOK_2000);
    expect(none.results[0].outcome.reason).toBe('no-retreat-order');
    const good = adjudicate(map, after, ordersOf(['Italy: A vie - tyr'], 'retreat'), RULEBOOK_2000);
    expect(good.next.units).toContainEqual({ power: 'italy', type: 'A', loc: 'tyr' });
    expect(good.next).toMatchObject({ season: 'fall', phase: 'movement' });
  });
  it('two units retreating to the same space are both disbanded', () => {
    const moved = play(
      ['Austria: A bud S A tri - vie', 'Austria: A tri - vie', 'Germany: A mun S A sil - boh', 'Germany: A sil - boh', 'Italy: A vie H', 'Italy: A boh H'],
      RULEBOOK_2000,
    ).next;
    const r = adjudicate(map, moved, ordersOf(['Italy: A vie - tyr', 'Italy: A boh - tyr'], 'retreat'), RULEBOOK_2000);
    expect(r.results.map((x) => x.outcome.reason)).toEqual(['retreat-collision', 'retreat-collision']);
    expect(r.next.units.some((u) => u.loc === 'tyr')).toBe(false);
  });
  it('skips the retreat phase when nobody is dislodged', () => {
    const r = adjudicate(map, initialPosition(map), [], RULEBOOK_2000);
    expect(r.next).toMatchObject({ season: 'fall', phase: 'movement', year: 1901 });
    expect(r.skipped).toEqual([{ season: 'spring', year: 1901, phase: 'retreat' }]);
  });
});

describe('neutral units and civil disorder (seed 000 XIV.2, XIV.3)', () => {
  it('a dislodged neutral unit is disbanded at once', () => {
    const r = play(['Austria: A tri - ven', 'Austria: A tyr S A tri - ven'], RULEBOOK_SEED, ['Italy: A ven'], { neutralPowers: ['italy'] });
    const italian = r.results.find((x) => x.power === 'italy')!;
    expect(italian.order).toBeNull();
    expect(italian.disbanded).toBe('disbanded-neutral');
    expect(r.next.phase).toBe('movement');
    expect(r.next.units.some((u) => u.power === 'italy')).toBe(false);
  });
  it('a power in civil disorder cannot build', () => {
    const position: Position = { ...initialPosition(map), season: 'winter', phase: 'adjustment', units: [] };
    const r = adjudicate(map, position, ordersOf(['France: A par B'], 'adjustment'), RULEBOOK_2000, { civilDisorder: ['france'] });
    expect(r.results[0].outcome.reason).toBe('civil-disorder-no-builds');
  });
});

describe('adjustments (seed 000 XIII.2)', () => {
  const winter = (units: string[], owners: Record<string, string>): Position => ({
    ...initialPosition(map),
    season: 'winter',
    phase: 'adjustment',
    units: unitsOf(units),
    owners,
  });
  it('builds only in vacant owned home centres; St Petersburg fleets name the coast', () => {
    const position = winter(['Russia: A mos'], { mos: 'russia', stp: 'russia', war: 'russia', sev: 'russia', ber: 'russia' });
    const r = adjudicate(map, position, ordersOf(['Russia: F stp B', 'Russia: A mos B', 'Russia: A ber B', 'Russia: F stp/nc B', 'Russia: F war B'], 'adjustment'), RULEBOOK_2000);
    expect(r.results.map((x) => x.outcome.reason)).toEqual(['coast-required', 'centre-occupied', 'not-home-centre', 'built', 'fleet-inland']);
    expect(r.next.units).toContainEqual({ power: 'russia', type: 'F', loc: 'stp/nc' });
  });
  it('too few disbands: the farthest unit goes, fleets before armies, then alphabetical (XIV.4)', () => {
    // Russia owns only Moscow; Livonia and Ukraine are 1 move away, Sweden 3.
    const position = winter(['Russia: A lvn', 'Russia: A ukr', 'Russia: F swe'], { mos: 'russia' });
    const r = adjudicate(map, position, [], RULEBOOK_SEED);
    expect(r.results.filter((x) => x.outcome.reason === 'civil-disorder-disband').map((x) => x.unit!.loc)).toEqual(['swe', 'lvn']);
  });
  it('rulebook counts to any home centre, 2000 to owned centres (DATC 6.J.11)', () => {
    const position = winter(['Italy: A war', 'Italy: A tus'], { war: 'italy', ven: 'austria', rom: 'france', nap: 'austria' });
    const disbanded = (rules: Rulebook) =>
      adjudicate(map, position, [], rules).results.find((x) => x.outcome.reason === 'civil-disorder-disband')!.unit!.loc;
    expect(disbanded(RULEBOOK_SEED)).toBe('war');
    expect(disbanded(RULEBOOK_2000)).toBe('tus');
  });
  it('equal distance, both fleets: the rulebook sorts by the Italian names', () => {
    // Bothnia and North Sea are both 3 from Munich; "Golfo di Botnia" < "Mare del Nord", "Gulf of Bothnia" < "North Sea".
    const position = winter(['Russia: F bot', 'Russia: F nth'], { mun: 'russia' });
    for (const rules of [RULEBOOK_SEED, RULEBOOK_2000]) {
      const r = adjudicate(map, position, [], { ...rules, civilDisorderDistanceTo: 'owned-centres' });
      expect(r.results.find((x) => x.outcome.reason === 'civil-disorder-disband')!.unit!.loc).toBe('bot');
    }
  });
});

describe('the sample game of seed 000 (1901)', () => {
  it('spring and fall 1901 end as the seed says, with its builds', () => {
    const spring = adjudicate(
      map,
      initialPosition(map),
      ordersOf([
        'England: A lvp - yor', 'England: F lon - nth', 'England: F edi - nrg',
        'Germany: A ber - kie', 'Germany: A mun - ruh', 'Germany: F kie - den',
        'Russia: A mos - ukr', 'Russia: A war - gal', 'Russia: F stp/sc - bot', 'Russia: F sev - bla',
        'Turkey: A con - bul', 'Turkey: A smy - con', 'Turkey: F ank - bla',
        'Austria: A vie - tri', 'Austria: A bud - gal', 'Austria: F tri - alb',
        'Italy: A ven - pie', 'Italy: A rom - ven', 'Italy: F nap - ion',
        'France: A par - bur', 'France: A mar - spa', 'France: F bre - pic',
      ]),
      RULEBOOK_SEED,
    );
    const failedSpring = spring.results.filter((r) => r.outcome.status !== 'succeeds').map((r) => r.text);
    expect(failedSpring.sort()).toEqual(['A bud - gal', 'A war - gal', 'F ank - bla', 'F sev - bla'].sort());
    const fallLines = [
      'England: A yor - nwy', 'England: F nth C A yor - nwy', 'England: F nrg - bar',
      'Germany: A kie - hol', 'Germany: A ruh - bel', 'Germany: F den H',
      'Russia: A ukr S F sev - rum', 'Russia: A war - gal', 'Russia: F bot - swe', 'Russia: F sev - rum',
      'Turkey: A bul - ser', 'Turkey: A con - bul', 'Turkey: F ank - bla',
      'Austria: A tri H', 'Austria: A bud - ser', 'Austria: F alb - gre',
      'Italy: A ven H', 'Italy: A pie - mar', 'Italy: F ion - tun',
      'France: A bur - mar', 'France: A spa - por', 'France: F pic - bel',
    ];
    const fall = adjudicate(map, spring.next, ordersOf(fallLines), RULEBOOK_SEED);
    const failedFall = fall.results.filter((r) => r.outcome.status !== 'succeeds').map((r) => r.text);
    expect(failedFall.sort()).toEqual(['A ruh - bel', 'F pic - bel', 'A pie - mar', 'A bur - mar', 'A bul - ser', 'A bud - ser', 'A con - bul'].sort());
    expect(fall.next.phase).toBe('adjustment');
    const owed = Object.fromEntries(map.data.powers.map((p) => [p.id, adjustmentsOwed(map, fall.next, p.id)]));
    // "la Francia costruisce una sola unità, poiché controlla il Portogallo soltanto"
    expect(owed).toEqual({ england: 1, germany: 2, russia: 2, turkey: 1, austria: 1, italy: 1, france: 1 });
    const builds = adjudicate(
      map,
      fall.next,
      ordersOf(['England: F edi B', 'Germany: F kie B', 'Germany: A mun B', 'Russia: A stp B', 'Russia: A sev B', 'Turkey: A smy B', 'Austria: A vie B', 'Italy: F nap B', 'France: F mar B'], 'adjustment'),
      RULEBOOK_SEED,
    );
    expect(builds.results.every((r) => r.outcome.reason === 'built')).toBe(true);
    expect(builds.next).toMatchObject({ year: 1902, season: 'spring', phase: 'movement' });
    expect(builds.next.units).toHaveLength(31);
  });
});

describe('random legal orders (benchmark material)', () => {
  it('are all legal, and every full board adjudicates', async () => {
    const { randomFullBoard, randomOrders, seededRng } = await import('../../../src/games/diplomacy/engine/random-orders');
    const rng = seededRng(7);
    const kinds = new Set<string>();
    for (let i = 0; i < 150; i++) {
      const position = randomFullBoard(map, rng, 34);
      expect(position.units).toHaveLength(34);
      const orders = randomOrders(map, position, rng);
      expect(orders).toHaveLength(34);
      const result = adjudicate(map, position, orders, i % 2 ? RULEBOOK_SEED : RULEBOOK_2000);
      for (const r of result.results) {
        kinds.add(r.order?.kind ?? 'none');
        expect(r.outcome.status, JSON.stringify(r)).not.toBe('illegal');
      }
    }
    expect([...kinds].sort()).toEqual(['convoy', 'hold', 'move', 'support']);
  });
});
