import { describe, expect, it } from 'vitest';
import { actor, applyAction, checkAction, type Action } from '../../../src/games/belle-epoque/engine/actions';
import { allyOf, effectivePrestige } from '../../../src/games/belle-epoque/engine/board';
import { contestModifier } from '../../../src/games/belle-epoque/engine/contest';
import type { PowerId } from '../../../src/games/belle-epoque/engine/data';
import type { BelleEpoqueState } from '../../../src/games/belle-epoque/engine/state';
import { actionState, armies, fleetIn, scriptedRng, setSpaces } from './helpers';

const act = (s: BelleEpoqueState, p: PowerId, a: Action, rolls: number[] = []) => applyAction(s, p, a, scriptedRng(rolls));

describe('8.7 diplomatic contests', () => {
  it('8.7 example (French Guinea): Britain fleet + 2 armies = +5 (rule g), France fleet + 2 armies = +4; dice 4 and 2: 9 against 6, Britain replaces the French cube', () => {
    let s = actionState();
    setSpaces(s, 'french-guinea', ['fr/gb', 'fr', null, null, null, null]);
    const gbFleet = fleetIn(s, 'gb', 'africa');
    const frFleet = fleetIn(s, 'fr', 'africa');
    armies(s, 'gb', 2);
    armies(s, 'fr', 2);
    s = act(s, 'gb', { kind: 'contest', territory: 'french-guinea', space: 0, fleets: [gbFleet] });
    expect(actor(s)).toBe('fr');
    s = act(s, 'fr', { kind: 'defend', fleets: [frFleet], armies: 2, minorArmies: [] });
    expect(actor(s)).toBe('gb');
    s = act(s, 'gb', { kind: 'contestArmies', armies: 2, minorArmies: [] }, [4, 2]);
    expect(s.lastContest!.attacker).toMatchObject({ modifier: 5, die: 4, total: 9 });
    expect(s.lastContest!.defender).toMatchObject({ modifier: 4, die: 2, total: 6 });
    expect(s.board['french-guinea'][0]).toEqual({ cube: 'gb' });
    expect(s.powers.gb.money).toBe(30 - 2 - 2);
    expect(s.powers.fr.money).toBe(30 - 2 - 2);
    expect(s.fleets.find((f) => f.id === gbFleet)!.exhausted).toBe(true);
    expect(s.powers.fr.armies.used).toBe(2);
  });

  it('8.7 e: fleets +2, armies +1, at most +4', () => {
    const s = actionState();
    expect(contestModifier(s, 'fr', true, 1, 1, 0)).toBe(3);
    expect(contestModifier(s, 'fr', true, 2, 3, 0)).toBe(4);
  });

  it('8.7 f: Superior Doctrine adds +2 beyond +4, up to +6', () => {
    let s = actionState(5, ['ce', 'gb', 'fr', 'ru']);
    s = act(s, 'ce', { kind: 'national', card: 'ce-superior-doctrine' });
    expect(contestModifier(s, 'ce', false, 2, 2, 0)).toBe(6);
    expect(contestModifier(s, 'ce', false, 1, 0, 0)).toBe(4);
  });

  it('8.7 g-h: Britain +1 and cap 5 with a fleet; the Central Empires +1 attacking with an army', () => {
    const s = actionState();
    expect(contestModifier(s, 'gb', true, 1, 2, 0)).toBe(5);
    expect(contestModifier(s, 'gb', true, 0, 4, 0)).toBe(4);
    // g: only Britain's own fleet, not an allied minor nation's.
    expect(contestModifier(s, 'gb', true, 1, 1, 0, 0)).toBe(3);
    expect(contestModifier(s, 'ce', true, 0, 2, 0)).toBe(3);
    expect(contestModifier(s, 'ce', false, 0, 2, 0)).toBe(2);
  });

  it('8.7 note: armies need a fleet in the continent\'s box, except in Europe and for Russia in its four Asian territories', () => {
    let s = actionState();
    setSpaces(s, 'french-guinea', ['fr/gb', null, null, null, null, null]);
    armies(s, 'gb', 2);
    armies(s, 'fr', 2);
    fleetIn(s, 'gb', 'africa', true);
    s = act(s, 'gb', { kind: 'contest', territory: 'french-guinea', space: 0, fleets: [] });
    expect(checkAction(s, 'fr', { kind: 'defend', fleets: [], armies: 1, minorArmies: [] })?.rule).toBe('8.7');
    s = act(s, 'fr', { kind: 'defend', fleets: [], armies: 0, minorArmies: [] });
    expect(checkAction(s, 'gb', { kind: 'contestArmies', armies: 2, minorArmies: [] }, scriptedRng([3, 3]))).toBeNull();
    let r = actionState(5, ['ru', 'gb', 'fr', 'ce']);
    setSpaces(r, 'persia', ['gb/ru', null, null, null, null, null]);
    armies(r, 'ru', 2);
    r = act(r, 'ru', { kind: 'contest', territory: 'persia', space: 0, fleets: [] });
    r = act(r, 'gb', { kind: 'defend', fleets: [], armies: 0, minorArmies: [] });
    expect(checkAction(r, 'ru', { kind: 'contestArmies', armies: 2, minorArmies: [] })).toBeNull();
  });

  it('8.7 j: a tie goes to the higher prestige; equal prestige removes both cubes', () => {
    const base = actionState();
    setSpaces(base, 'serbia', ['ce/gb', null, null, null, null, null]);
    let s = act(base, 'gb', { kind: 'contest', territory: 'serbia', space: 0, fleets: [] });
    s = act(s, 'ce', { kind: 'defend', fleets: [], armies: 0, minorArmies: [] });
    const tie = act(s, 'gb', { kind: 'contestArmies', armies: 0, minorArmies: [] }, [3, 3]);
    expect(tie.lastContest!.winner).toBe('none');
    expect(tie.board.serbia[0]).toEqual({ cube: null });
    s.powers.ce.prestige = 5;
    const ce = act(s, 'gb', { kind: 'contestArmies', armies: 0, minorArmies: [] }, [3, 3]);
    expect(ce.board.serbia[0]).toEqual({ cube: 'ce' });
  });

  it('8.7.1 example: Britain (fleet, 2 armies, +1: +5) against unallied Italy (+2) in the Horn of Africa: 2+5 = 7 against 3+2 = 5', () => {
    let s = actionState();
    setSpaces(s, 'horn-of-africa', ['italy/gb', 'italy', null, null, null, null]);
    const f = fleetIn(s, 'gb', 'africa');
    armies(s, 'gb', 2);
    s = act(s, 'gb', { kind: 'contest', territory: 'horn-of-africa', space: 0, fleets: [f] });
    expect(actor(s)).toBe('gb');
    s = act(s, 'gb', { kind: 'contestArmies', armies: 2, minorArmies: [] }, [2, 3]);
    expect(s.lastContest!.attacker.total).toBe(7);
    expect(s.lastContest!.defender.total).toBe(5);
    expect(s.board['horn-of-africa'][0]).toEqual({ cube: 'gb' });
  });

  it('8.7.1: unallied Spain, Portugal, Belgium, Holland, Boers defend at +1', () => {
    let s = actionState();
    setSpaces(s, 'south-africa', ['boers/gb', 'boers', 'boers', null, null, null]);
    s = act(s, 'gb', { kind: 'contest', territory: 'south-africa', space: 0, fleets: [] });
    s = act(s, 'gb', { kind: 'contestArmies', armies: 0, minorArmies: [] }, [4, 3]);
    expect(s.lastContest!.defender.modifier).toBe(1);
    expect(s.lastContest!.winner).toBe('none');
  });

  it('8.7.2 example: France, allied with Italy, mobilises the Italian army for free', () => {
    let s = actionState();
    setSpaces(s, 'italy', ['fr', 'fr', 'fr', 'fr', null, null]);
    setSpaces(s, 'serbia', ['fr/gb', null, null, null, null, null]);
    s = act(s, 'gb', { kind: 'contest', territory: 'serbia', space: 0, fleets: [] });
    s = act(s, 'fr', { kind: 'defend', fleets: [], armies: 0, minorArmies: ['italy-army'] });
    expect(s.powers.fr.money).toBe(30);
    s = act(s, 'gb', { kind: 'contestArmies', armies: 0, minorArmies: [] }, [1, 1]);
    expect(s.lastContest!.defender.modifier).toBe(1);
  });

  it('8.7.3: Bulgaria\'s army cannot be mobilised outside Europe', () => {
    let s = actionState(5, ['ru', 'gb', 'fr', 'ce']);
    setSpaces(s, 'bulgaria', ['ru', 'ru', 'ru', 'ru', null, null]);
    setSpaces(s, 'persia', ['gb/ru', null, null, null, null, null]);
    s = act(s, 'ru', { kind: 'contest', territory: 'persia', space: 0, fleets: [] });
    s = act(s, 'gb', { kind: 'defend', fleets: [], armies: 0, minorArmies: [] });
    expect(checkAction(s, 'ru', { kind: 'contestArmies', armies: 0, minorArmies: ['bulgaria-army'] })?.rule).toBe('8.7.3');
  });

  it('8.7.4 example: Britain contests Italy, allied with France: France defends with its own units and no minor +2', () => {
    let s = actionState();
    setSpaces(s, 'italy', ['fr', 'fr', 'fr', 'fr', null, null]);
    setSpaces(s, 'horn-of-africa', ['italy/gb', null, null, null, null, null]);
    armies(s, 'fr', 2);
    fleetIn(s, 'fr', 'africa', true);
    s = act(s, 'gb', { kind: 'contest', territory: 'horn-of-africa', space: 0, fleets: [] });
    expect(actor(s)).toBe('fr');
    s = act(s, 'fr', { kind: 'defend', fleets: [], armies: 2, minorArmies: [] });
    s = act(s, 'gb', { kind: 'contestArmies', armies: 0, minorArmies: [] }, [4, 3]);
    expect(s.lastContest!.defender).toMatchObject({ power: 'fr', modifier: 2, total: 5 });
    expect(s.board['horn-of-africa'][0].cube).toBe('italy');
  });

  it('12.0 example: Britain against the Central Empires in China, both £4: +5 against +4, dice 2 and 2, Britain wins 7 to 6', () => {
    let s = actionState();
    setSpaces(s, 'china', ['ce/gb', null, null, null, null, null]);
    const g = fleetIn(s, 'gb', 'asia');
    const c = fleetIn(s, 'ce', 'asia');
    armies(s, 'gb', 2);
    armies(s, 'ce', 2);
    s = act(s, 'gb', { kind: 'contest', territory: 'china', space: 0, fleets: [g] });
    s = act(s, 'ce', { kind: 'defend', fleets: [c], armies: 2, minorArmies: [] });
    s = act(s, 'gb', { kind: 'contestArmies', armies: 2, minorArmies: [] }, [2, 2]);
    expect([s.lastContest!.attacker.total, s.lastContest!.defender.total]).toEqual([7, 6]);
    expect([s.powers.gb.money, s.powers.ce.money]).toEqual([26, 26]);
    expect(s.reserve.ce).toBe(actionState().reserve.ce + 1);
  });

  it('12.0 example: Russia against the Central Empires in Serbia, 4 armies each (£4), dice 6 and 1: 10 against 5; the Central Empires lose Serbia and its +1 prestige', () => {
    let s = actionState(5, ['ru', 'ce', 'gb', 'fr']);
    setSpaces(s, 'serbia', ['ce/ru', 'ce', 'ce', 'ce', null, null]);
    armies(s, 'ru', 4);
    armies(s, 'ce', 4);
    expect(allyOf(s, 'serbia')).toBe('ce');
    expect(effectivePrestige(s, 'ce')).toBe(5);
    s = act(s, 'ru', { kind: 'contest', territory: 'serbia', space: 0, fleets: [] });
    s = act(s, 'ce', { kind: 'defend', fleets: [], armies: 4, minorArmies: [] });
    s = act(s, 'ru', { kind: 'contestArmies', armies: 4, minorArmies: [] }, [6, 1]);
    expect([s.lastContest!.attacker.total, s.lastContest!.defender.total]).toEqual([10, 5]);
    expect([s.powers.ru.money, s.powers.ce.money]).toEqual([26, 26]);
    expect(allyOf(s, 'serbia')).toBeNull();
    expect(effectivePrestige(s, 'ce')).toBe(4);
  });

  it('8.7: Kiel Canal: the Central Empires mobilise fleets for £1', () => {
    let s = actionState(5, ['ce', 'gb', 'fr', 'ru']);
    s.powers.ce.greatWork = true;
    setSpaces(s, 'serbia', ['gb/ce', null, null, null, null, null]);
    const f = fleetIn(s, 'ce', 'europe');
    s = act(s, 'ce', { kind: 'contest', territory: 'serbia', space: 0, fleets: [f] });
    expect(s.powers.ce.money).toBe(29);
  });

  it('8.7: only the power whose cube is on top resolves the contest', () => {
    const s = actionState();
    setSpaces(s, 'serbia', ['gb/ce', null, null, null, null, null]);
    expect(checkAction(s, 'gb', { kind: 'contest', territory: 'serbia', space: 0, fleets: [] })?.rule).toBe('8.7');
  });

  it('8.6, 8.7 i: after the dice, the losing side may play an intrigue card\'s contest half to roll its own die again', () => {
    let s = actionState();
    s.powers.gb.hand.intrigue = ['intrigue-18'];
    setSpaces(s, 'serbia', ['fr/gb', null, null, null, null, null]);
    s = act(s, 'gb', { kind: 'contest', territory: 'serbia', space: 0, fleets: [] });
    s = act(s, 'fr', { kind: 'defend', fleets: [], armies: 0, minorArmies: [] });
    s = act(s, 'gb', { kind: 'contestArmies', armies: 0, minorArmies: [] }, [1, 6]);
    expect(actor(s)).toBe('gb');
    expect(s.board.serbia[0].top).toBe('gb');
    expect(checkAction(s, 'gb', { kind: 'reroll', card: 'intrigue-20' })?.rule).toBe('8.6');
    const declined = act(s, 'gb', { kind: 'reroll', card: null });
    expect(declined.board.serbia[0]).toEqual({ cube: 'fr' });
    const used = act(s, 'gb', { kind: 'reroll', card: 'intrigue-18' }, [6]);
    expect(used.lastContest!.attacker.die).toBe(6);
    expect(used.lastContest!.winner).toBe('none');
    expect(used.intrigue.played).toEqual(['intrigue-18']);
    expect(used.powers.gb.hand.intrigue).toEqual([]);
  });

  it('8.7.1, 8.7.4: a minor nation that became the attacker\'s own ally since the contest was placed defends alone at its fixed modifier', () => {
    let s = actionState();
    setSpaces(s, 'italy', ['gb', 'gb', 'gb', 'gb', null, null]);
    setSpaces(s, 'horn-of-africa', ['italy/gb', null, null, null, null, null]);
    s = act(s, 'gb', { kind: 'contest', territory: 'horn-of-africa', space: 0, fleets: [] });
    expect(actor(s)).toBe('gb');
    s = act(s, 'gb', { kind: 'contestArmies', armies: 0, minorArmies: [] }, [5, 2]);
    expect(s.lastContest!.defender).toMatchObject({ power: null, modifier: 2 });
  });
});
