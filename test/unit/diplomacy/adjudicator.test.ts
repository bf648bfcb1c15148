/**
 * The seed's own rules (seed 000), edition by edition: retreats (XI),
 * adjustments (XIII.2), civil disorder (XIV.3-XIV.4), neutral units (XIV.2),
 * foreign orders. The seeds' worked examples (Esempi 1-13, XIV.5, the sample
 * games) are in seed-examples.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate, describeOutcome, type AdjudicateOptions, type OrderResult } from '../../../src/games/diplomacy/engine/adjudicate';
import type { SubmittedOrder } from '../../../src/games/diplomacy/engine/adjudicator/validate';
import { readOrder, readUnit } from '../../../src/games/diplomacy/engine/datc/order-text';
import { standardMap as map } from '../../../src/games/diplomacy/engine/map';
import { initialPosition, type Position } from '../../../src/games/diplomacy/engine/position';
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
  it('explains outcomes in English and Italian', () => {
    const outcome = { status: 'fails' as const, reason: 'bounced' as const, params: { province: 'gal' } };
    const name = (id: string) => map.province(id)!.name.en;
    expect(describeOutcome(outcome, 'en', name)).toBe('bounced in Galicia');
    // A bounce is not always a standoff (the move may have lost to a supported one): the Italian says "repelled", not "stallo".
    expect(describeOutcome(outcome, 'it', (id) => map.province(id)!.name.it)).toBe('respinta in Galizia');
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
