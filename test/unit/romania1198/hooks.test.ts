/**
 * The named rule hooks on the Romania 1198 map: river sectors, no army support
 * across the Danube, two-phase mountain crossings, unit strengths. Each test
 * names the statement of seed 003 it checks.
 */
import { describe, expect, it } from 'vitest';
import { RULEBOOK_SEED } from '../../../src/games/diplomacy/engine/rulebook';
import { seededRng } from '../../../src/games/diplomacy/engine/random-orders';
import { ROMANIA_ROSTER } from '../../../src/games/romania1198/engine/map';
import { after, map, orders, play, position, reason, units } from './helpers';

describe('R1198-15 navigable rivers: river sectors', () => {
  it('a fleet stands, moves and sails down the Danube; an army never enters a river sector', () => {
    const result = play(position(units('cluj F da3', 'brasov F giu', 'oradea A buc')), orders(['cluj', 'F da3 - da4'], ['brasov', 'F giu - da3'], ['oradea', 'A buc - da3']));
    expect(reason(result, 0)).toBe('moved');
    expect(reason(result, 1)).toBe('moved');
    expect(reason(result, 2)).toBe('army-to-sea');
    expect(after(result)).toEqual(['brasov F da3', 'cluj F da4', 'oradea A buc']);
  });

  it('R1198-14 convoy: a fleet on the Danube convoys an army from one river town to another', () => {
    const result = play(position(units('cluj F da3', 'cluj A giu')), orders(['cluj', 'F da3 TR A giu - cer'], ['cluj', 'A giu - cer']));
    expect(reason(result, 0)).toBe('convoyed');
    expect(after(result)).toEqual(['cluj A cer', 'cluj F da3']);
  });

  it('R1198-16 convoy chain: a chain of two Danube fleets carries an army from Giurgiu to Brăila', () => {
    const result = play(
      position(units('cluj F da3', 'cluj F da4', 'cluj A giu')),
      orders(['cluj', 'F da3 C A giu - brl'], ['cluj', 'F da4 C A giu - brl'], ['cluj', 'A giu - brl']),
    );
    expect(after(result)).toContain('cluj A brl');
  });

  it('R1198-17 no convoy from a river town: a fleet in a river town cannot convoy', () => {
    const result = play(position(units('cluj F buc', 'cluj A giu')), orders(['cluj', 'F buc TR A giu - cal'], ['cluj', 'A giu - cal']));
    expect(reason(result, 0)).toBe('convoy-from-coast');
  });

  it('R1198-07 fleets move along the river between two river towns, not between towns that meet only inland', () => {
    expect(map.adjacent('F', 'giu', 'buc')).toBe(true);
    expect(map.adjacent('F', 'buc', 'slo')).toBe(false);
    const result = play(position(units('cluj F buc')), orders(['cluj', 'F buc - slo']));
    expect(reason(result, 0)).toBe('not-adjacent');
  });
});

describe('R1198-21 no army support across a river: support across the Danube', () => {
  const start = () => position(units('cluj A cal', 'cluj A slo', 'brasov A cer'));

  it('an army cannot support across a Danube crossing: the order is illegal and the unit holds', () => {
    const result = play(start(), orders(['cluj', 'A cal APP A slo - cer'], ['cluj', 'A slo - cer']));
    expect(reason(result, 0)).toBe('support-across-river');
    expect(reason(result, 1)).toBe('bounced');
    expect(after(result)).toEqual(['brasov A cer', 'cluj A cal', 'cluj A slo']);
  });

  it('nor support a unit holding across the river', () => {
    const result = play(start(), orders(['brasov', 'A cer S A slo']));
    expect(reason(result, 0)).toBe('support-across-river');
  });

  it('an army may still move across the river (the edge is not closed, only support is)', () => {
    const result = play(position(units('cluj A cal')), orders(['cluj', 'A cal - cer']));
    expect(after(result)).toEqual(['cluj A cer']);
  });

  it('a fleet may support across the river: it reaches the far bank by water (our reading)', () => {
    const result = play(position(units('cluj F cal', 'cluj A slo', 'brasov A cer')), orders(['cluj', 'F cal S A slo - cer'], ['cluj', 'A slo - cer']));
    expect(reason(result, 0)).toBe('supported');
    expect(result.next.dislodged.map((d) => d.unit.loc)).toEqual(['cer']);
  });

  it('without the hook (standard rules) the same army support is legal', () => {
    const result = play(start(), orders(['cluj', 'A cal APP A slo - cer'], ['cluj', 'A slo - cer']), {}, RULEBOOK_SEED);
    expect(reason(result, 0)).toBe('supported');
  });
});

describe('R1198-37 map notes: crossing the mountains takes two turns', () => {
  it('the first turn the army sets out: it stays in its space, in the pass, and does not enter', () => {
    const result = play(position(units('zalau A zal'), 'fall', 1198), orders(['zalau', 'A zal - clu']));
    expect(reason(result, 0)).toBe('set-out-across-pass');
    expect(result.results[0].order).toMatchObject({ kind: 'move', to: 'clu' });
    expect(after(result)).toEqual(['zalau A zal>clu']);
  });

  it('the second turn it arrives with no further order', () => {
    const result = play(position(units('zalau A zal >clu')), []);
    expect(after(result)).toEqual(['zalau A clu']);
  });

  it('the second turn it arrives when ordered the same move, supported like any move', () => {
    const result = play(
      position(units('zalau A zal >clu', 'zalau A dej', 'cluj A clu')),
      orders(['zalau', 'A zal - clu'], ['zalau', 'A dej APP A zal - clu']),
    );
    expect(reason(result, 0)).toBe('moved');
    expect(result.next.dislodged.map((d) => d.unit.loc)).toEqual(['clu']);
  });

  it('the second turn it may bounce: it stays where it was and the crossing is over', () => {
    const result = play(position(units('zalau A zal >clu', 'cluj A clu')), []);
    expect(after(result)).toEqual(['cluj A clu', 'zalau A zal']);
  });

  it('ordered to hold in the pass, it turns back', () => {
    const result = play(position(units('zalau A zal >clu')), orders(['zalau', 'A zal XXX']));
    expect(reason(result, 0)).toBe('held');
    expect(after(result)).toEqual(['zalau A zal']);
  });

  it('in the pass it can only go on or turn back: any other order is illegal and it holds', () => {
    const result = play(position(units('zalau A zal >clu', 'zalau A bai')), orders(['zalau', 'A zal - ora']));
    expect(reason(result, 0)).toBe('in-pass');
    expect(after(result)).toEqual(['zalau A bai', 'zalau A zal']);
  });

  it('while setting out it neither attacks nor blocks its destination', () => {
    const result = play(position(units('zalau A zal', 'bistrita A dej')), orders(['zalau', 'A zal - clu'], ['bistrita', 'A dej - clu']));
    expect(after(result)).toEqual(['bistrita A clu', 'zalau A zal>clu']);
  });

  it('in the pass it is still in its own space: it may be attacked, supported to hold, and dislodged', () => {
    const held = play(
      position(units('zalau A zal >clu', 'zalau A dej', 'oradea A ora', 'oradea A sat')),
      orders(['zalau', 'A zal XXX'], ['zalau', 'A dej S A zal'], ['oradea', 'A ora - zal'], ['oradea', 'A sat S A ora - zal']),
    );
    expect(reason(held, 1)).toBe('supported');
    expect(held.next.dislodged).toEqual([]);
    const setOut = play(
      position(units('zalau A zal', 'oradea A ora', 'oradea A sat'), 'fall', 1198),
      orders(['zalau', 'A zal - clu'], ['oradea', 'A ora - zal'], ['oradea', 'A sat S A ora - zal']),
    );
    expect(reason(setOut, 0)).toBe('dislodged');
    const dislodged = setOut.next.dislodged[0];
    expect(dislodged.unit).toEqual({ power: 'zalau', type: 'A', loc: 'zal' });
    // It retreats from its own space, never over the mountains (clu-zal).
    expect(dislodged.retreats.sort()).toEqual(['bai', 'dej']);
  });

  it('no army support across a mountain edge: it could not arrive within the turn', () => {
    const result = play(position(units('zalau A zal', 'bistrita A dej', 'cluj A clu')), orders(['zalau', 'A zal APP A dej - clu'], ['bistrita', 'A dej - clu']));
    expect(reason(result, 0)).toBe('support-across-mountains');
  });

  it('a fleet on the river passes the Danube gorge in one move (mountains slow armies only)', () => {
    const result = play(position(units('timisoara F baz')), orders(['timisoara', 'F baz - ors']));
    expect(after(result)).toEqual(['timisoara F ors']);
  });

  it('R1198-36 revolt: a unit in the pass of a region in revolt turns back', () => {
    const result = play(position(units('zalau A zal >clu')), [], { civilDisorder: ['zalau'] });
    expect(after(result)).toEqual(['zalau A zal']);
  });
});

describe('R1198-08 unit strength: units of strength other than 1 (named units)', () => {
  const strong = (power: string, loc: string, strength: number) => ({ power, type: 'A' as const, loc, strength });
  const rules = { ...RULEBOOK_SEED, hooks: { unitStrengths: true } };

  it('a stronger attacker dislodges a weaker holder', () => {
    const result = play(position([strong('cluj', 'tur', 3), strong('targumures', 'med', 2)]), orders(['cluj', 'A tur - med']), {}, rules);
    expect(result.next.dislodged.map((d) => d.unit.loc)).toEqual(['med']);
  });

  it('R1198-19 a support adds the supporter\'s strength, and equal sums stand off', () => {
    const pos = position([strong('cluj', 'tur', 2), strong('cluj', 'alb', 1), strong('targumures', 'med', 3)]);
    const tie = play(pos, orders(['cluj', 'A tur - med'], ['cluj', 'A alb S A tur - med']), {}, rules);
    expect(tie.next.dislodged).toEqual([]);
    const heavier = play(position([strong('cluj', 'tur', 2), strong('cluj', 'alb', 1.5), strong('targumures', 'med', 3)]), orders(['cluj', 'A tur - med'], ['cluj', 'A alb S A tur - med']), {}, rules);
    expect(heavier.next.dislodged.map((d) => d.unit.loc)).toEqual(['med']);
  });

  it('without the hook every unit counts 1, whatever strength it carries', () => {
    const result = play(position([strong('cluj', 'tur', 3), strong('targumures', 'med', 2)]), orders(['cluj', 'A tur - med']), {}, RULEBOOK_SEED);
    expect(result.next.dislodged).toEqual([]);
  });
});

describe('R1198-19 equal sums stand off exactly (strengths in hundredths, the 80 % factor)', () => {
  const strong = (power: string, loc: string, strength: number) => ({ power, type: 'A' as const, loc, strength });
  const rules = { ...RULEBOOK_SEED, hooks: { unitStrengths: true } };
  /** Cluj's `a` in Turda supported by `b` in Alba attacks Târgu Mureș's `c` in Mediaș supported by `d` in Sibiu. */
  const attack = (a: number, b: number, c: number, d: number, hooks: object = rules.hooks) =>
    play(
      position([strong('cluj', 'tur', a), strong('cluj', 'alb', b), strong('targumures', 'med', c), strong('targumures', 'sib', d)]),
      orders(['cluj', 'A tur - med'], ['cluj', 'A alb S A tur - med'], ['targumures', 'A sib S A med']),
      {},
      { ...RULEBOOK_SEED, hooks },
    );

  it('2.16 + 3.2 against 2.76 + 2.6 is 5.36 against 5.36: a standoff', () => {
    expect(attack(2.16, 3.2, 2.76, 2.6).next.dislodged).toEqual([]);
    expect(attack(2.17, 3.2, 2.76, 2.6).next.dislodged.map((x) => x.unit.loc)).toEqual(['med']);
  });

  it('every sum of two roster strengths against an equal sum stands off, and one hundredth more dislodges', () => {
    const values = [0.1, 0.2, 0.3, 0.7, 1.1, 1.2, 2.16, 2.6, 2.76, 3.2, 3.94, 0.35, 1.55];
    let ties = 0;
    for (const a of values) for (const b of values) for (const c of values) {
      const d = Math.round((a + b - c) * 100) / 100;
      if (d <= 0) continue;
      ties++;
      expect(attack(a, b, c, d).next.dislodged, `${a} + ${b} v ${c} + ${d}`).toEqual([]);
      const more = Math.round((a + 0.01) * 100) / 100;
      expect(attack(more, b, c, d).next.dislodged.map((x) => x.unit.loc), `${more} + ${b} v ${c} + ${d}`).toEqual(['med']);
    }
    expect(ties).toBeGreaterThan(500);
  });

  it('R1198 ambassadors: 0.8 × 1 + 2.6 against 3.4 stands off', () => {
    const hooks = { unitStrengths: true, attackFactors: [{ attacker: 'cluj', victim: 'targumures', factor: 0.8 }] };
    const result = play(
      position([strong('cluj', 'tur', 1), strong('cluj', 'alb', 2.6), strong('targumures', 'med', 3.4)]),
      orders(['cluj', 'A tur - med'], ['cluj', 'A alb S A tur - med']),
      {},
      { ...RULEBOOK_SEED, hooks },
    );
    expect(result.next.dislodged).toEqual([]);
  });
});

describe('R1198-19 over the roster: every exact tie stands off', () => {
  it('roster army strengths, 0-2 supports a side (Turda into Mediaș, supports from Alba Iulia and Sibiu against Sighișoara and Târgu Mureș): equal sums never dislodge', () => {
    const armies = ROMANIA_ROSTER.filter((u) => u.type === 'A').map((u) => u.strength);
    const hundredths = (xs: number[]) => xs.reduce((n, x) => n + Math.round(x * 100), 0);
    const rng = seededRng(1198);
    const pickFrom = () => armies[Math.floor(rng() * armies.length)];
    let ties = 0;
    for (let k = 0; k < 20_000 && ties < 300; k++) {
      const attack = [pickFrom(), ...Array.from({ length: Math.floor(rng() * 3) }, pickFrom)];
      const hold = [pickFrom(), ...Array.from({ length: Math.floor(rng() * 3) }, pickFrom)];
      if (hundredths(attack) !== hundredths(hold)) continue;
      ties++;
      const units = [{ power: 'cluj', type: 'A' as const, loc: 'tur', strength: attack[0] }, { power: 'targumures', type: 'A' as const, loc: 'med', strength: hold[0] }];
      const written: [string, string][] = [['cluj', 'A tur - med']];
      attack.slice(1).forEach((x, i) => {
        const loc = ['alb', 'sib'][i];
        units.push({ power: 'cluj', type: 'A', loc, strength: x });
        written.push(['cluj', `A ${loc} S A tur - med`]);
      });
      hold.slice(1).forEach((x, i) => {
        const loc = ['sig', 'tim'][i];
        units.push({ power: 'targumures', type: 'A', loc, strength: x });
        written.push(['targumures', `A ${loc} S A med`]);
      });
      const result = play(position(units), orders(...written), {}, { ...RULEBOOK_SEED, hooks: { unitStrengths: true } });
      expect(result.next.dislodged, `${attack.join(' + ')} v ${hold.join(' + ')}`).toEqual([]);
    }
    expect(ties).toBeGreaterThan(50);
  });
});
