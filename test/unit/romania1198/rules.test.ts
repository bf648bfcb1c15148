/**
 * The rules seed 003 restates from the standard game, each statement named and
 * played on the Romania map (its own places in place of the seed's copied
 * Smyrna, Serbia or Berlin), under the rule book edition with the map's hooks.
 */
import { describe, expect, it } from 'vitest';
import type { DipAction } from '../../../src/games/diplomacy/engine/action';
import { parseOrder } from '../../../src/games/diplomacy/engine/notation';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import { romania } from '../../../src/games/romania1198/engine/module';
import { after, orders, play, position, reason, units } from './helpers';

describe('description of the game: units and spaces', () => {
  it('R1198-04 one unit per space: two moves into one empty sector both fail', () => {
    const result = play(position(units('cluj A alb', 'targumures A tim')), orders(['cluj', 'A alb - med'], ['targumures', 'A tim - med']));
    expect([reason(result, 0), reason(result, 1)]).toEqual(['bounced', 'bounced']);
    expect(after(result)).toEqual(['cluj A alb', 'targumures A tim']);
  });

  it('R1198-05 armies move on land only', () => {
    expect(reason(play(position(units('oradea A giu')), orders(['oradea', 'A giu - da3'])), 0)).toBe('army-to-sea');
  });

  it('R1198-06 fleets move on water only: a fleet cannot enter an inland town', () => {
    expect(reason(play(position(units('oradea F giu')), orders(['oradea', 'F giu - ros'])), 0)).toBe('fleet-to-land');
  });
});

describe('carrying out orders', () => {
  it('R1198-27 a holding unit resists a single unsupported attack', () => {
    const one = play(position(units('oradea A pit', 'cluj A vil')), orders(['cluj', 'A vil - pit']));
    expect(after(one)).toEqual(['cluj A vil', 'oradea A pit']);
    const supported = play(position(units('oradea A pit', 'cluj A vil', 'cluj A buc')), orders(['cluj', 'A vil - pit'], ['cluj', 'A buc APP A vil - pit']));
    expect(supported.next.dislodged.map((d) => d.unit.loc)).toEqual(['pit']);
  });

  it('R1198-28 an attacked unit gives no support: an attack on the supporter cuts the support', () => {
    const result = play(
      position(units('oradea A pit', 'oradea A plo', 'cluj A vil', 'cluj A buc')),
      orders(['cluj', 'A vil - pit'], ['cluj', 'A buc APP A vil - pit'], ['oradea', 'A plo - buc']),
    );
    expect(reason(result, 1)).toBe('support-cut');
    expect(result.next.dislodged).toEqual([]);
  });

  it('R1198-29 a convoy works unless its fleet is dislodged', () => {
    const result = play(
      position(units('cluj F da3', 'cluj A giu', 'brasov F da2', 'brasov F tum')),
      orders(['cluj', 'F da3 TR A giu - cer'], ['cluj', 'A giu - cer'], ['brasov', 'F da2 - da3'], ['brasov', 'F tum APP F da2 - da3']),
    );
    expect(reason(result, 1)).toBe('convoy-disrupted');
    expect(after(result)).toContain('cluj A giu');
  });
});

describe('rulings and special cases', () => {
  it('R1198-38 moving and attacking: a unit that cannot move blocks the one moving into its space (Slatina, Pitești, Târgu Jiu for the seed\'s Serbia)', () => {
    const result = play(position(units('oradea A pit', 'cluj A sla', 'cluj A tij')), orders(['cluj', 'A sla - pit'], ['cluj', 'A tij - sla']));
    expect(after(result)).toEqual(['cluj A sla', 'cluj A tij', 'oradea A pit']);
  });

  it('R1198-39 a power never dislodges its own unit', () => {
    const result = play(position(units('cluj A pit', 'cluj A vil', 'cluj A buc')), orders(['cluj', 'A vil - pit'], ['cluj', 'A buc APP A vil - pit']));
    expect(reason(result, 0)).toBe('own-unit-in-the-way');
  });

  it('R1198-40 a power\'s support to a foreign unit does not help dislodge the power\'s own unit', () => {
    const result = play(position(units('cluj A pit', 'oradea A vil', 'cluj A buc')), orders(['oradea', 'A vil - pit'], ['cluj', 'A buc APP A vil - pit']));
    expect(result.next.dislodged).toEqual([]);
  });

  it('R1198-41 two equal attacks on an occupied space: its unit stays', () => {
    const result = play(position(units('oradea A pit', 'cluj A vil', 'brasov A sla')), orders(['cluj', 'A vil - pit'], ['brasov', 'A sla - pit']));
    expect(after(result)).toEqual(['brasov A sla', 'cluj A vil', 'oradea A pit']);
  });

  it('R1198-42 a support helps only the order the supported unit was given', () => {
    const result = play(position(units('cluj A vil', 'cluj A buc')), orders(['cluj', 'A vil - sla'], ['cluj', 'A buc APP A vil']));
    // Bucharest does not border Râmnicu Vâlcea: that support is refused first; from Pitești it is only void.
    expect(reason(result, 1)).toBe('cannot-reach');
    const fromPit = play(position(units('cluj A vil', 'cluj A pit')), orders(['cluj', 'A vil - sla'], ['cluj', 'A pit APP A vil']));
    expect(reason(fromPit, 1)).toBe('supported-unit-moves');
  });

  it('R1198-20 support only into adjacent spaces, and no fleet support into inland spaces', () => {
    const result = play(position(units('oradea F giu', 'oradea A buc')), orders(['oradea', 'F giu APP A buc - ros'], ['oradea', 'A buc - ros']));
    expect(reason(result, 0)).toBe('cannot-reach');
  });

  it('R1198-43 a convoyed army does not cut support for attacks on its own convoying fleets', () => {
    const result = play(
      position(units('cluj F da3', 'cluj A giu', 'brasov F da4', 'brasov F cal')),
      orders(['cluj', 'F da3 TR A giu - cal'], ['cluj', 'A giu - cal'], ['brasov', 'F da4 - da3'], ['brasov', 'F cal APP F da4 - da3']),
    );
    expect(reason(result, 3)).toBe('supported');
    expect(result.next.dislodged.map((d) => d.unit.loc)).toEqual(['da3']);
    expect(after(result)).toContain('cluj A giu');
  });
});

describe('retreat and disbanding', () => {
  it('R1198-31 no retreat to the attacker\'s space or to a space left empty by a standoff', () => {
    const result = play(
      position(units('oradea A pit', 'cluj A vil', 'cluj A buc', 'brasov A tir', 'timisoara A plo')),
      orders(['cluj', 'A vil - pit'], ['cluj', 'A buc APP A vil - pit'], ['brasov', 'A tir - plo'], ['timisoara', 'A plo - tir']),
    );
    const dislodged = result.next.dislodged[0];
    expect(dislodged.attackedFrom).toBe('vil');
    // Not Vâlcea (the attack), not Bucharest (occupied): Roșiori and Slatina; Târgoviște is held.
    expect(dislodged.retreats.sort()).toEqual(['ros', 'sla']);
  });

  it('R1198-32 a unit with nowhere to retreat is disbanded: Sulina\'s only neighbour is Tulcea', () => {
    const result = play(position(units('oradea A sul', 'cluj A tul', 'cluj F mnn')), orders(['cluj', 'A tul - sul'], ['cluj', 'F mnn APP A tul - sul']));
    expect(result.results.find((r) => r.unit?.loc === 'sul')!.disbanded).toBe('no-retreat-possible');
    expect(result.next.phase).toBe('movement');
  });

  it('R1198-33 a dislodged unit given no retreat order is disbanded, and two retreats to one sector both fail', () => {
    const pos = {
      ...position(units('oradea A giu'), 'spring', 1199, 'retreat'),
      dislodged: [
        { unit: { power: 'zalau', type: 'A' as const, loc: 'buc' }, attackedFrom: 'giu', retreats: ['slo', 'plo'] },
        { unit: { power: 'cluj', type: 'A' as const, loc: 'buz' }, attackedFrom: 'foc', retreats: ['slo'] },
        { unit: { power: 'brasov', type: 'A' as const, loc: 'tir' }, attackedFrom: 'pit', retreats: ['plo'] },
      ],
    };
    const result = play(pos, orders(['zalau', 'A buc RIT slo'], ['cluj', 'A buz RIT slo']));
    expect(result.results.map((r) => r.outcome.reason).sort()).toEqual(['no-retreat-order', 'retreat-collision', 'retreat-collision']);
    expect(after(result)).toEqual(['oradea A giu']);
  });
});

describe('R1198-34 building units, and revolt', () => {
  const winter = (): DipState => {
    const start = romania.initialState('standard', {});
    // Without its army of Zalău and its fleet on the Someș, Zalău has three centres and two units: one build.
    return {
      ...start,
      position: { ...start.position, year: 1199, season: 'winter', phase: 'adjustment', owners: { ...start.position.owners, bai: 'zalau' }, units: start.position.units.filter((u) => u.loc !== 'zal' && u.loc !== 'so1') },
    };
  };
  const action = (text: string): DipAction => {
    const parsed = parseOrder(text, romania.map, { phase: 'adjustment' });
    if (!parsed.ok) throw new Error(text);
    return { draw: false, orders: [{ power: 'zalau', order: parsed.order }] };
  };

  it('a region builds in a vacant home centre it owns; a fleet only where the centre touches navigable water', () => {
    const built = romania.apply(winter(), new Map([['zalau', action('Build F zal')]]));
    expect(built.position.units).toContainEqual({ power: 'zalau', type: 'F', loc: 'zal' });
    expect(romania.turn(winter()).waitingFor).toEqual(['zalau']);
  });

  it('R1198-36 revolt: a region in revolt does not build (kept from the standard rules: the seed does not repeat it)', () => {
    const silent = romania.apply(winter(), new Map());
    expect(silent.position.units.filter((u) => u.power === 'zalau')).toHaveLength(2);
    expect(silent.last?.civilDisorder).toContain('zalau');
  });
});
