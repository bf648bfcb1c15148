/**
 * Seed 003's example orders, written as the seed prints them and in English,
 * read by the real parser and judged on the Romania map: the legal ones pass,
 * every illegal one is refused with its reason in English and Italian, and an
 * order that cannot be read one way only leaves the unit holding.
 */
import { describe, expect, it } from 'vitest';
import { adjudicate, describeOutcome, type Outcome } from '../../../src/games/diplomacy/engine/adjudicate';
import { describeParseError, parseOrder, printOrder } from '../../../src/games/diplomacy/engine/notation';
import { checkOrders } from '../../../src/games/diplomacy/engine/phase';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import type { Order, UnitData } from '../../../src/games/diplomacy/engine/types';
import { romania } from '../../../src/games/romania1198/engine/module';
import { RULES, orders, position, units } from './helpers';

const map = romania.map;
const name = (lang: 'en' | 'it') => (id: string) => map.province(id)?.name[lang] ?? id;

/** A board holding every unit the seed's examples name, each region's. */
const BOARD: UnitData[] = units(
  'oradea A ara',
  'bistrita A bis',
  'brasov F bra',
  'zalau A buc',
  'zalau A vil',
  'brasov F mne',
  'cluj A cos',
  'cluj F sul',
  'cluj A tul',
  'zalau A zal',
  'zalau A car',
  'timisoara F da3',
  'timisoara A giu',
  'targumures A cal',
  'targumures A slo',
);

function state(list: UnitData[] = BOARD): DipState {
  const start = romania.initialState('standard', {});
  return { ...start, position: position(list) };
}

function read(text: string): Order {
  const parsed = parseOrder(text, map);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.code}`);
  return parsed.order;
}

/** The engine's verdict on one order, as the order-entry checks it. */
function verdict(text: string, list?: UnitData[]): Outcome | null {
  const order = read(text);
  const unit = (list ?? BOARD).find((u) => 'unit' in order && map.provinceOf(u.loc) === map.provinceOf(order.unit.loc))!;
  return checkOrders(map, state(list), [{ power: unit.power, order }], romania.phaseRules)[0];
}

describe('R1198-10 order notation: the seed\'s legal examples, in its notation and in English', () => {
  const legal: [string, string][] = [
    ['A Ara XXX', 'A Ara H'],
    ['A bis - clu', 'A Bis - Clu'],
    ['F bra – sib', 'F Bra - Sib'],
    ['A Buc APP A Vil - Pit', 'A Buc S A Vil - Pit'],
    ['A tul APP F sul XXX', 'A Tul S F Sul'],
    ['F da3 TR A giu - cer', 'F DA3 C A Giu - Cer'],
    ['A Car APP A Zal - Ora', 'A Car S A Zal - Ora'],
    ['A (stella rossa) buc - slo', 'A Buc - Slo'],
  ];
  for (const [seed, english] of legal) {
    it(`«${seed}» and «${english}» are the same legal order`, () => {
      expect(read(seed)).toEqual(read(english));
      expect(verdict(seed)).toBeNull();
    });
  }

  it('R1198-11 hold, R1198-12 move, R1198-18 support, R1198-14 convoy: the orders print back in the seed\'s notation', () => {
    expect(printOrder(read('A Ara H'), map, 'it')).toBe('A Ara XXX');
    expect(printOrder(read('A Buc S A Vil - Pit'), map, 'it')).toBe('A Buc APP A Vil - Pit');
    expect(printOrder(read('A bis - clu'), map, 'en')).toBe('A Bis - Clu');
    expect(read(printOrder(read('F da3 TR A giu - cer'), map, 'it'))).toEqual(read('F da3 TR A giu - cer'));
  });

  it('R1198-44 named units: a unit\'s name in brackets is read and kept beside the order', () => {
    const parsed = parseOrder('A (stella rossa) buc - slo', map);
    expect(parsed).toMatchObject({ ok: true, unitName: 'stella rossa', order: { kind: 'move', unit: { loc: 'buc' }, to: 'slo' } });
    expect(parseOrder('A (Mannari) Cluj XXX', map)).toMatchObject({ ok: true, unitName: 'mannari', order: { kind: 'hold', unit: { loc: 'clu' } } });
  });

  it('R1198-30 retreat: a dislodged unit retreats with RIT (English R)', () => {
    const seed = parseOrder('A Buc RIT Slo', map);
    const en = parseOrder('A Buc R Slo', map);
    expect(seed).toEqual(en);
    const pos = { ...position(units('oradea A giu'), 'spring', 1199, 'retreat'), dislodged: [{ unit: { power: 'zalau', type: 'A' as const, loc: 'buc' }, attackedFrom: 'giu', retreats: ['slo', 'plo'] }] };
    const result = adjudicate(map, pos, [{ power: 'zalau', order: seed.ok ? seed.order : null }], RULES);
    expect(result.results[0].outcome.reason).toBe('retreated');
    expect(result.next.units.map((u) => u.loc).sort()).toEqual(['giu', 'slo']);
  });
});

describe('R1198-13 illegal examples: every illegal example refused with its reason, in English and Italian', () => {
  const refused: [string, string, string, string][] = [
    ['A ara - ora', 'not-adjacent', 'Oradea is not adjacent', 'Oradea non è adiacente'],
    ['F MNE - Buc', 'not-adjacent', 'Bucharest is not adjacent', 'Bucarest non è adiacente'],
    ['A car APP F cos XXX', 'cannot-reach', 'the supporting unit could not move to Constanța itself', "l'unità d'appoggio non potrebbe spostarsi essa stessa in Costanza"],
    // The seed shows this one as legal, but its own table has no Constanța-Sulina border (Tulcea lies between).
    ['A cos APP F sul XXX', 'cannot-reach', 'the supporting unit could not move to Sulina itself', "l'unità d'appoggio non potrebbe spostarsi essa stessa in Sulina"],
    ['A Zal - Car', 'not-adjacent', 'Carei is not adjacent', 'Carei non è adiacente'],
    // Bucharest and Constanța do not border: an army could only go by water, and no fleets carry it.
    [
      'A (stella rossa) buc - cos',
      'no-convoy-route',
      'no convoy route: no chain of fleets ordered to convoy this army',
      "nessuna rotta di trasporto: mancano flotte con l'ordine di trasportare l'armata",
    ],
    // R1198-21: an army gives no support across a river.
    ['A cal APP A slo - cer', 'support-across-river', 'an army cannot support across the river into Cernavodă', "un'armata non può appoggiare attraverso il fiume verso Cernavodă"],
  ];
  for (const [text, reason, en, italian] of refused) {
    it(`«${text}»: ${en}`, () => {
      const outcome = verdict(text)!;
      expect(outcome).toMatchObject({ status: 'illegal', reason });
      expect(describeOutcome(outcome, 'en', name('en'))).toBe(en);
      expect(describeOutcome(outcome, 'it', name('it'))).toBe(italian);
    });
  }

  it('«F Buc TR A Buc – Giu»: a fleet in a river town cannot convoy (R1198-17: only fleets on open sea or a navigable river)', () => {
    const outcome = verdict('F Buc TR A Buc – Giu', units('zalau F buc', 'zalau A giu'))!;
    expect(outcome.reason).toBe('convoy-from-coast');
    expect(describeOutcome(outcome, 'en')).toBe('only fleets at sea can convoy, not fleets in coastal provinces');
    expect(describeOutcome(outcome, 'it')).toBe('solo le flotte in mare possono trasportare, non quelle in una provincia costiera');
  });

  it('«A Spa – Ita», «F MM1 TR A Spa - Ita»: places of another map are refused by name', () => {
    for (const text of ['A Spa – Ita', 'F MM1 TR A Spa - Ita', 'F MM2 TR A Spa – Ita']) {
      const parsed = parseOrder(text, map);
      expect(parsed.ok).toBe(false);
      if (parsed.ok) continue;
      expect(parsed.error.code).toBe('unknown-place');
      expect(describeParseError(parsed.error, 'en')).toMatch(/is not a place on this map/);
      expect(describeParseError(parsed.error, 'it')).toMatch(/non è un settore di questa mappa/);
    }
  });

  it('an order for a unit of the other type is refused: «A Ara XXX» when Arad holds a fleet', () => {
    expect(verdict('A Ara XXX', units('oradea F ara'))).toMatchObject({ reason: 'wrong-unit-type' });
  });
});

describe('R1198-22 reading orders', () => {
  it('R1198-23 ambiguous order: an order that cannot be read one way holds', () => {
    const submitted = orders(['zalau', 'A buc - giu - ale'], ['zalau', 'A vil APP A buc - pit - giu']);
    expect(submitted.map((s) => s.order)).toEqual([null, null]);
    const result = adjudicate(map, position(units('zalau A buc', 'zalau A vil')), submitted, RULES);
    expect(result.results.filter((r) => r.orderIndex !== undefined).map((r) => r.outcome.reason)).toEqual(['unparseable', 'unparseable']);
    expect(result.next.units.map((u) => u.loc).sort()).toEqual(['buc', 'vil']);
  });

  it('R1198-24 no order: a unit given no order holds', () => {
    const result = adjudicate(map, position(units('zalau A buc')), [], RULES);
    expect(result.results[0].outcome.reason).toBe('no-order');
    expect(result.next.units).toEqual([{ power: 'zalau', type: 'A', loc: 'buc' }]);
  });

  it('R1198-25 one order per unit: a second order for the same unit is refused', () => {
    const result = adjudicate(map, position(units('zalau A buc')), orders(['zalau', 'A buc - giu'], ['zalau', 'A buc - ale']), RULES);
    expect(result.results.find((r) => r.orderIndex === 1)!.outcome.reason).toBe('duplicate-order');
    expect(result.next.units[0].loc).toBe('giu');
  });

  it('R1198-26 an illegal order becomes a hold: the unit stays where it is', () => {
    const result = adjudicate(map, position(units('oradea A ara')), orders(['oradea', 'A ara - ora']), RULES);
    expect(result.next.units).toEqual([{ power: 'oradea', type: 'A', loc: 'ara' }]);
  });
});
