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

describe('seed 003 «Descrizione dei Gioco» and «Potenza e collocamento delle Unità»', () => {
  it('«Solo una Unità ... può essere collocata di volta in volta in un settore»: two moves into one empty sector both fail', () => {
    const result = play(position(units('cluj A alb', 'targumures A tim')), orders(['cluj', 'A alb - med'], ['targumures', 'A tim - med']));
    expect([reason(result, 0), reason(result, 1)]).toEqual(['bounced', 'bounced']);
    expect(after(result)).toEqual(['cluj A alb', 'targumures A tim']);
  });

  it('«Le Armate sono soggette a spostamenti unicamente sulla terra»', () => {
    expect(reason(play(position(units('oradea A giu')), orders(['oradea', 'A giu - da3'])), 0)).toBe('army-to-sea');
  });

  it('«Le Flotte ... i loro spostamenti avvengono soltanto in acqua»: a fleet cannot enter an inland town', () => {
    expect(reason(play(position(units('oradea F giu')), orders(['oradea', 'F giu - ros'])), 0)).toBe('fleet-to-land');
  });
});

describe('seed 003 «Esecuzione degli Ordini»', () => {
  it('«Ogni Ordine di Arresto può essere eseguito ... se subisce attacchi soltanto da una altra Unità (non appoggiata)»', () => {
    const one = play(position(units('oradea A pit', 'cluj A vil')), orders(['cluj', 'A vil - pit']));
    expect(after(one)).toEqual(['cluj A vil', 'oradea A pit']);
    const supported = play(position(units('oradea A pit', 'cluj A vil', 'cluj A buc')), orders(['cluj', 'A vil - pit'], ['cluj', 'A buc APP A vil - pit']));
    expect(supported.next.dislodged.map((d) => d.unit.loc)).toEqual(['pit']);
  });

  it('«Ogni Ordine di Attacco può essere appoggiato solo da Unità che non siano esse stesse attaccate»: an attack on the supporter cuts the support', () => {
    const result = play(
      position(units('oradea A pit', 'oradea A plo', 'cluj A vil', 'cluj A buc')),
      orders(['cluj', 'A vil - pit'], ['cluj', 'A buc APP A vil - pit'], ['oradea', 'A plo - buc']),
    );
    expect(reason(result, 1)).toBe('support-cut');
    expect(result.next.dislodged).toEqual([]);
  });

  it('«Ogni Ordine di Trasporto può essere portato a termine quando la stessa Flotta ... non sia costretta a ritirarsi»', () => {
    const result = play(
      position(units('cluj F da3', 'cluj A giu', 'brasov F da2', 'brasov F tum')),
      orders(['cluj', 'F da3 TR A giu - cer'], ['cluj', 'A giu - cer'], ['brasov', 'F da2 - da3'], ['brasov', 'F tum APP F da2 - da3']),
    );
    expect(reason(result, 1)).toBe('convoy-disrupted');
    expect(after(result)).toContain('cluj A giu');
  });
});

describe('seed 003 «Arbitraggi e casi particolari»', () => {
  it('«Spostamento e Attacco»: a unit that cannot move blocks the one moving into its space (Slatina, Pitești, Târgu Jiu for the seed\'s Serbia)', () => {
    const result = play(position(units('oradea A pit', 'cluj A sla', 'cluj A tij')), orders(['cluj', 'A sla - pit'], ['cluj', 'A tij - sla']));
    expect(after(result)).toEqual(['cluj A sla', 'cluj A tij', 'oradea A pit']);
  });

  it('«È vietato costringere alla ritirata proprie Unità»', () => {
    const result = play(position(units('cluj A pit', 'cluj A vil', 'cluj A buc')), orders(['cluj', 'A vil - pit'], ['cluj', 'A buc APP A vil - pit']));
    expect(reason(result, 0)).toBe('own-unit-in-the-way');
  });

  it('«un appoggio fornito da una propria Unità ad un\'Unità straniera non è valido per costringere alla ritirata una propria Unità»', () => {
    const result = play(position(units('cluj A pit', 'oradea A vil', 'cluj A buc')), orders(['oradea', 'A vil - pit'], ['cluj', 'A buc APP A vil - pit']));
    expect(result.next.dislodged).toEqual([]);
  });

  it('«Se due attacchi di forze equivalenti sono diretti verso un settore occupato ... questa rimane al suo posto»', () => {
    const result = play(position(units('oradea A pit', 'cluj A vil', 'brasov A sla')), orders(['cluj', 'A vil - pit'], ['brasov', 'A sla - pit']));
    expect(after(result)).toEqual(['brasov A sla', 'cluj A vil', 'oradea A pit']);
  });

  it('«Appoggio»: «Un\'Unità può essere appoggiata solo nell\'esecuzione dell\'ordine che ha ricevuto»', () => {
    const result = play(position(units('cluj A vil', 'cluj A buc')), orders(['cluj', 'A vil - sla'], ['cluj', 'A buc APP A vil']));
    // Bucharest does not border Râmnicu Vâlcea: that support is refused first; from Pitești it is only void.
    expect(reason(result, 1)).toBe('cannot-reach');
    const fromPit = play(position(units('cluj A vil', 'cluj A pit')), orders(['cluj', 'A vil - sla'], ['cluj', 'A pit APP A vil']));
    expect(reason(fromPit, 1)).toBe('supported-unit-moves');
  });

  it('«L\'appoggio può avere effetto soltanto se si esercita su settori adiacenti»: and «una Flotta non può appoggiare azioni che riguardano settori interamente terrestri»', () => {
    const result = play(position(units('oradea F giu', 'oradea A buc')), orders(['oradea', 'F giu APP A buc - ros'], ['oradea', 'A buc - ros']));
    expect(reason(result, 0)).toBe('cannot-reach');
  });

  it('«Un\'Armata trasportata non neutralizza con il suo attacco eventuali ordini d\'attacco contro le Flotte che la trasportano»', () => {
    const result = play(
      position(units('cluj F da3', 'cluj A giu', 'brasov F da4', 'brasov F cal')),
      orders(['cluj', 'F da3 TR A giu - cal'], ['cluj', 'A giu - cal'], ['brasov', 'F da4 - da3'], ['brasov', 'F cal APP F da4 - da3']),
    );
    expect(reason(result, 3)).toBe('supported');
    expect(result.next.dislodged.map((d) => d.unit.loc)).toEqual(['da3']);
    expect(after(result)).toContain('cluj A giu');
  });
});

describe('seed 003 «Ritirata (RIT)» and «Scioglimento»', () => {
  it('«Non si consente la ritirata nel settore dal quale è stato sferrato l\'attacco, od in uno che sia rimasto libero a seguito di una situazione di stallo»', () => {
    const result = play(
      position(units('oradea A pit', 'cluj A vil', 'cluj A buc', 'brasov A tir', 'timisoara A plo')),
      orders(['cluj', 'A vil - pit'], ['cluj', 'A buc APP A vil - pit'], ['brasov', 'A tir - plo'], ['timisoara', 'A plo - tir']),
    );
    const dislodged = result.next.dislodged[0];
    expect(dislodged.attackedFrom).toBe('vil');
    // Not Vâlcea (the attack), not Bucharest (occupied): Roșiori and Slatina; Târgoviște is held.
    expect(dislodged.retreats.sort()).toEqual(['ros', 'sla']);
  });

  it('«Le Unità, che non possono ritirarsi, devono essere sciolte»: Sulina\'s only neighbour is Tulcea', () => {
    const result = play(position(units('oradea A sul', 'cluj A tul', 'cluj F mnn')), orders(['cluj', 'A tul - sul'], ['cluj', 'F mnn APP A tul - sul']));
    expect(result.results.find((r) => r.unit?.loc === 'sul')!.disbanded).toBe('no-retreat-possible');
    expect(result.next.phase).toBe('movement');
  });

  it('«Un\'Unità che deve ritirarsi deve ricevere un ordine di ritirata, altrimenti viene disciolta», and two retreats to one sector both fail', () => {
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

describe('seed 003 «Costruzione di nuove Unità» and «Rivolta»', () => {
  const winter = (): DipState => {
    const start = romania.initialState('standard', {});
    return {
      ...start,
      position: { ...start.position, year: 1199, season: 'winter', phase: 'adjustment', owners: { ...start.position.owners, bai: 'zalau' }, units: start.position.units.filter((u) => u.loc !== 'zal') },
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

  it('«Rivolta»: a region in revolt does not build (kept from the standard rules: seed 003 does not repeat it)', () => {
    const silent = romania.apply(winter(), new Map());
    expect(silent.position.units.filter((u) => u.power === 'zalau')).toHaveLength(2);
    expect(silent.last?.civilDisorder).toContain('zalau');
  });
});
