import { describe, expect, it } from 'vitest';
import { actor, applyAction, checkAction, type Action } from '../../../src/games/belle-epoque/engine/actions';
import { allyOf, baseCubes, controllerOf, hasFleetIn } from '../../../src/games/belle-epoque/engine/board';
import type { PowerId } from '../../../src/games/belle-epoque/engine/data';
import type { BelleEpoqueState } from '../../../src/games/belle-epoque/engine/state';
import { actionState, armies, fleetIn, scriptedRng, setSpaces } from './helpers';

const act = (s: BelleEpoqueState, p: PowerId, a: Action, rolls: number[] = []) => applyAction(s, p, a, scriptedRng(rolls));

describe('8.0 the action phase', () => {
  it('8.0: a round is one or two actions; after two, the next power in turn order acts', () => {
    const s = actionState();
    const a = act(s, 'gb', { kind: 'invest' });
    expect(actor(a)).toBe('gb');
    const b = act(a, 'gb', { kind: 'prestige' });
    expect(actor(b)).toBe('fr');
    const c = act(a, 'gb', { kind: 'endRound' });
    expect(actor(c)).toBe('fr');
    expect(checkAction(s, 'gb', { kind: 'endRound' })?.rule).toBe('8.0');
    expect(checkAction(s, 'fr', { kind: 'invest' })?.rule).toBe('8.0');
  });

  it('8.0.1: the same action only once in a round, but again in the next round', () => {
    const s = act(actionState(), 'gb', { kind: 'invest' });
    expect(checkAction(s, 'gb', { kind: 'invest' })?.rule).toBe('8.0.1');
    let t = act(s, 'gb', { kind: 'endRound' });
    for (const p of ['fr', 'ru', 'ce'] as const) t = act(act(t, p, { kind: 'invest' }), p, { kind: 'endRound' });
    expect(actor(t)).toBe('gb');
    expect(checkAction(t, 'gb', { kind: 'invest' })).toBeNull();
  });

  it('8.0.1: playing an intrigue card and a national card are the same action', () => {
    const s = actionState();
    s.powers.gb.hand.intrigue = ['intrigue-01'];
    const t = act(s, 'gb', { kind: 'intrigue', card: 'intrigue-01', half: 1 });
    expect(checkAction(t, 'gb', { kind: 'national', card: 'gb-social-policy', choices: { option: 0 } })?.rule).toBe('8.0.1');
  });
});

describe('8.1 military units', () => {
  it('8.1 example: France buys 2 armies and 1 fleet for £16; the fleet track moves 1', () => {
    const s = actionState();
    s.order = ['fr', 'gb', 'ru', 'ce'];
    const t = act(s, 'fr', { kind: 'buy', armies: 2, fleets: 1 });
    expect(t.powers.fr.money).toBe(14);
    expect(t.powers.fr.armies.arsenal).toBe(2);
    expect(t.fleets.filter((f) => f.owner === 'fr' && f.where === 'arsenal')).toHaveLength(1);
    expect(t.powers.fr.fleetTrack).toBe(1);
  });

  it('8.1: armies at most as printed (Britain 8, Russia 14 at £2), fleets at most 3 at £10, paid in full', () => {
    const s = actionState();
    expect(checkAction(s, 'gb', { kind: 'buy', armies: 9, fleets: 0 })?.rule).toBe('8.1');
    expect(checkAction(s, 'gb', { kind: 'buy', armies: 0, fleets: 4 })?.rule).toBe('8.1');
    s.powers.gb.money = 29;
    expect(checkAction(s, 'gb', { kind: 'buy', armies: 0, fleets: 3 })?.rule).toBe('8.1');
    s.order = ['ru', 'gb', 'fr', 'ce'];
    expect(act(s, 'ru', { kind: 'buy', armies: 14, fleets: 0 }).powers.ru.money).toBe(2);
  });
});

describe('8.2 diplomatic missions', () => {
  it('8.2: one cube from the embassies to the lowest free space; an absolute majority makes the minor nation an ally', () => {
    let s = actionState();
    setSpaces(s, 'holland', ['gb', 'gb', 'gb', null, null, null]);
    expect(allyOf(s, 'holland')).toBeNull();
    expect(checkAction(s, 'gb', { kind: 'mission', territory: 'holland', space: 4 })?.rule).toBe('8.2.1');
    s = act(s, 'gb', { kind: 'mission', territory: 'holland', space: 3 });
    expect(allyOf(s, 'holland')).toBe('gb');
    expect(s.powers.gb.embassy).toBe(2);
    s.powers.fr.embassy = 0;
    s = act(s, 'gb', { kind: 'endRound' });
    expect(checkAction(s, 'fr', { kind: 'mission', territory: 'holland', space: 4 })?.rule).toBe('8.2');
  });

  it('8.2.1: Africa and Asia need a fleet of yours in the continent\'s box, even exhausted (example: France in Algeria-Morocco)', () => {
    const s = actionState();
    s.order = ['fr', 'gb', 'ru', 'ce'];
    expect(checkAction(s, 'fr', { kind: 'mission', territory: 'algeria-morocco', space: 1 })?.rule).toBe('8.2.1');
    fleetIn(s, 'fr', 'africa', true);
    expect(checkAction(s, 'fr', { kind: 'mission', territory: 'algeria-morocco', space: 1 })).toBeNull();
    expect(checkAction(s, 'fr', { kind: 'mission', territory: 'china', space: 0 })?.rule).toBe('8.2.1');
  });

  it('8.2.2 example: Russia sends cubes to Persia, Afghanistan-Baluchistan, China, Manchuria-Korea without a fleet, not to Micronesia', () => {
    const s = actionState(5, ['ru', 'gb', 'fr', 'ce']);
    for (const t of ['persia', 'afghanistan-baluchistan', 'china', 'manchuria-korea']) expect(checkAction(s, 'ru', { kind: 'mission', territory: t, space: 0 })).toBeNull();
    expect(checkAction(s, 'ru', { kind: 'mission', territory: 'micronesia', space: 1 })?.rule).toBe('8.2.2');
  });

  it('8.2.5 example (Japan): Russia may contest the British or the French cube, not the contest already formed; cubes on top do not count for the majority', () => {
    const s = actionState(5, ['ru', 'gb', 'fr', 'ce']);
    setSpaces(s, 'japan', ['fr/gb', 'fr', 'gb', 'ru', null, null]);
    fleetIn(s, 'ru', 'asia');
    expect(checkAction(s, 'ru', { kind: 'mission', territory: 'japan', space: 0 })?.rule).toBe('8.2.5');
    expect(checkAction(s, 'ru', { kind: 'mission', territory: 'japan', space: 1 })).toBeNull();
    expect(checkAction(s, 'ru', { kind: 'mission', territory: 'japan', space: 2 })).toBeNull();
    expect(checkAction(s, 'ru', { kind: 'mission', territory: 'japan', space: 3 })?.rule).toBe('8.2');
    // Japan is nobody's ally, so its fleet is nobody's (8.2.5 example).
    expect(allyOf(s, 'japan')).toBeNull();
    expect(hasFleetIn(s, 'gb', 'asia')).toBe(false);
  });

  it('8.2.3 example: the Italian fleet, exhausted in Africa, passes to Britain with Italy\'s alliance and still lets it send cubes to Africa, but cannot join a contest; the Italian army passes active', () => {
    const s = actionState();
    setSpaces(s, 'italy', ['fr', 'fr', 'fr', 'fr', 'gb', 'gb']);
    const fleet = s.fleets.find((f) => f.id === 'italy-fleet')!;
    fleet.where = 'africa';
    fleet.exhausted = true;
    expect(hasFleetIn(s, 'fr', 'africa')).toBe(true);
    setSpaces(s, 'italy', ['gb', 'gb', 'gb', 'gb', 'fr', 'fr']);
    expect(allyOf(s, 'italy')).toBe('gb');
    expect(hasFleetIn(s, 'gb', 'africa')).toBe(true);
    expect(checkAction(s, 'gb', { kind: 'mission', territory: 'egypt-sudan', space: 0 })).toBeNull();
    setSpaces(s, 'egypt-sudan', ['fr/gb', null, null, null, null, null]);
    expect(checkAction(s, 'gb', { kind: 'contest', territory: 'egypt-sudan', space: 0, fleets: ['italy-fleet'] })?.rule).toBe('8.7');
    expect(s.minorArmies.find((m) => m.id === 'italy-army')!.used).toBe(false);
  });

  it('8.2.4 examples: Algeria-Morocco 4 of 6 controlled; Egypt-Sudan 3 of 6 not; Congo 3 with an arms cube controlled; Namibia 3 French + 1 Portuguese with Portugal allied; South Africa with a contest on a British cube', () => {
    const s = actionState();
    setSpaces(s, 'algeria-morocco', ['fr', 'fr', 'fr', 'fr', null, null]);
    setSpaces(s, 'egypt-sudan', ['gb', 'gb', 'gb', null, null, null]);
    setSpaces(s, 'congo', ['ce', 'ce', 'ce', 'arms', null, null]);
    setSpaces(s, 'namibia', ['portugal', 'fr', 'fr', 'fr', null, null]);
    setSpaces(s, 'portugal', ['fr', 'fr', 'fr', 'fr', null, null]);
    setSpaces(s, 'south-africa', ['gb/ce', 'gb', 'gb', 'gb', 'fr', 'fr']);
    setSpaces(s, 'tanganyika', ['gb', 'gb', 'fr', 'ce', null, null]);
    expect(controllerOf(s, 'algeria-morocco')).toBe('fr');
    expect(controllerOf(s, 'egypt-sudan')).toBeNull();
    expect(controllerOf(s, 'congo')).toBe('ce');
    expect(controllerOf(s, 'namibia')).toBe('fr');
    expect(controllerOf(s, 'south-africa')).toBe('gb');
    expect(controllerOf(s, 'tanganyika')).toBeNull();
  });

  it('8.2.6: cubes left in the embassies at a pass stay for later turns', () => {
    const s = act(actionState(), 'gb', { kind: 'pass' });
    expect(s.powers.gb.embassy).toBe(3);
  });
});

describe('8.3-8.5 great work, investment, prestige', () => {
  it('8.3 example: France builds the Eiffel Tower for £16, advances 2 on the prestige track and takes the bonuses it reaches (an intrigue card and £3)', () => {
    const s = actionState(5, ['fr', 'gb', 'ru', 'ce']);
    // The two spaces after 7 hold the example's two bonuses (maps/belle-epoque/prestige.json).
    s.powers.fr.prestige = 7;
    s.powers.fr.bonusMark = 7;
    s.powers.fr.money = 20;
    const t = act(s, 'fr', { kind: 'greatWork' });
    expect(t.powers.fr.greatWork).toBe(true);
    expect(t.powers.fr.prestige).toBe(9);
    expect(t.powers.fr.money).toBe(20 - 16 + 3);
    expect(t.powers.fr.hand.intrigue).toHaveLength(1);
  });

  it('8.3: the great work is built once a game, and its bonus works from then on (Dreadnought: fleet track +1)', () => {
    const s = actionState();
    const t = act(s, 'gb', { kind: 'greatWork' });
    expect(t.powers.gb.fleetTrack).toBe(1);
    t.roundActions = [];
    expect(checkAction(t, 'gb', { kind: 'greatWork' })?.rule).toBe('8.3');
  });

  it('8.4 example: one cube from the embassies back to the general reserve for £2', () => {
    const s = actionState();
    const t = act(s, 'gb', { kind: 'invest' });
    expect(t.powers.gb.embassy).toBe(2);
    expect(t.reserve.gb).toBe(s.reserve.gb + 1);
    expect(t.powers.gb.money).toBe(32);
  });

  it('8.5 example: Britain pays £5, moves one space and reaches the cube bonus; only once a turn', () => {
    const s = actionState();
    s.powers.gb.prestige = 5;
    s.powers.gb.bonusMark = 5;
    const t = act(s, 'gb', { kind: 'prestige' });
    expect(t.powers.gb.prestige).toBe(6);
    expect(t.powers.gb.money).toBe(25);
    expect(t.powers.gb.embassy).toBe(4);
    t.roundActions = [];
    expect(checkAction(t, 'gb', { kind: 'prestige' })?.rule).toBe('8.5');
  });
});

describe('8.6 cards', () => {
  it('8.6: a national card is paid and goes to the box; an intrigue card\'s half is applied and the card discarded at preparation', () => {
    const s = actionState();
    const t = act(s, 'gb', { kind: 'national', card: 'gb-social-policy', choices: { option: 1 } });
    expect(t.powers.gb.money).toBe(24);
    expect(t.powers.gb.embassy).toBe(5);
    expect(t.powers.gb.hand.national).not.toContain('gb-social-policy');
    s.powers.gb.hand.intrigue = ['intrigue-01'];
    const u = act(s, 'gb', { kind: 'intrigue', card: 'intrigue-01', half: 1 });
    expect(u.powers.gb.money).toBe(34);
    expect(u.intrigue.played).toEqual(['intrigue-01']);
  });

  it('12.0 example: Social Policy, two prestige steps: £2 and a cube for the embassies', () => {
    const s = actionState();
    const t = act(s, 'gb', { kind: 'national', card: 'gb-social-policy', choices: { option: 0 } });
    expect(t.powers.gb.prestige).toBe(6);
    expect(t.powers.gb.money).toBe(30 - 6 + 2);
    expect(t.powers.gb.embassy).toBe(4);
  });

  it('8.6.1: a power that suffered a card this turn cannot be targeted by another', () => {
    const s = actionState();
    s.powers.gb.hand.intrigue = ['intrigue-11', 'intrigue-12'];
    const t = act(s, 'gb', { kind: 'intrigue', card: 'intrigue-11', half: 0, choices: { target: 'fr' } });
    expect(t.powers.fr.prestige).toBe(3);
    expect(t.marked).toEqual(['fr']);
    expect(t.reserve.fr).toBe(s.reserve.fr - 1);
    t.roundActions = [];
    expect(checkAction(t, 'gb', { kind: 'intrigue', card: 'intrigue-12', half: 0, choices: { target: 'fr' } })?.rule).toBe('8.6.1');
    expect(checkAction(t, 'gb', { kind: 'intrigue', card: 'intrigue-12', half: 0, choices: { target: 'ru' } })).toBeNull();
  });

  it('8.6.2 example (Big Stick Policy): a US cube in Japan\'s first free space, one replacing a French cube in China though spaces are free, one in Micronesia; no contest arises', () => {
    const s = actionState();
    s.powers.gb.hand.intrigue = ['intrigue-01'];
    setSpaces(s, 'japan', ['fr', 'ru', null, null, null, null]);
    setSpaces(s, 'china', ['fr', 'gb', null, null, null, null]);
    const t = act(s, 'gb', { kind: 'intrigue', card: 'intrigue-01', half: 0, choices: { territories: ['micronesia'], spaces: [{ territory: 'china', space: 0 }] } });
    expect(t.board.japan[2].cube).toBe('usa');
    expect(t.board.china.map((x) => x.cube)).toEqual(['usa', 'gb', null, null, null, null]);
    expect(baseCubes(t.board.micronesia, 'usa')).toBe(1);
    expect(t.reserve.usa).toBe(4);
    expect(Object.values(t.board).flat().some((x) => x.top)).toBe(false);
  });

  it('8.6: a target that must choose decides the option itself (Pressure: prestige or a cube)', () => {
    const s = actionState();
    s.powers.gb.hand.intrigue = ['intrigue-13'];
    const t = act(s, 'gb', { kind: 'intrigue', card: 'intrigue-13', half: 0, choices: { target: 'ce' } });
    expect(actor(t)).toBe('ce');
    const u = act(t, 'ce', { kind: 'choose', option: 1 });
    expect(u.powers.ce.embassy).toBe(2);
    expect(u.marked).toContain('ce');
    expect(actor(u)).toBe('gb');
  });

  it('8.3: the Trans-Siberian card needs the railway built', () => {
    const s = actionState(5, ['ru', 'gb', 'fr', 'ce']);
    expect(checkAction(s, 'ru', { kind: 'national', card: 'ru-trans-siberian' })?.rule).toBe('8.3');
    s.powers.ru.greatWork = true;
    expect(checkAction(s, 'ru', { kind: 'national', card: 'ru-trans-siberian' })).toBeNull();
  });
});

describe('8.8 fleets', () => {
  it('8.8 example: a fleet from the arsenal goes active to any box; an active fleet moves between boxes and is exhausted; an exhausted one cannot move', () => {
    const s = actionState();
    const f = s.fleets.find((x) => x.id === 'gb-fleet1')!;
    f.where = 'arsenal';
    const africa = fleetIn(s, 'gb', 'africa');
    const asia = fleetIn(s, 'gb', 'asia', true);
    const t = act(s, 'gb', { kind: 'deploy', moves: [{ fleet: 'gb-fleet1', to: 'asia' }, { fleet: africa, to: 'europe' }] });
    expect(t.fleets.find((x) => x.id === 'gb-fleet1')).toMatchObject({ where: 'asia', exhausted: false });
    expect(t.fleets.find((x) => x.id === africa)).toMatchObject({ where: 'europe', exhausted: true });
    expect(checkAction(s, 'gb', { kind: 'deploy', moves: [{ fleet: asia, to: 'europe' }] })?.rule).toBe('8.8');
  });

  it('8.7.3: the Greek fleet stays in Europe, the Japanese in Asia', () => {
    const s = actionState();
    setSpaces(s, 'greece', ['gb', 'gb', 'gb', 'gb', null, null]);
    expect(checkAction(s, 'gb', { kind: 'deploy', moves: [{ fleet: 'greece-fleet', to: 'africa' }] })?.rule).toBe('8.7.3');
    expect(checkAction(s, 'gb', { kind: 'deploy', moves: [{ fleet: 'greece-fleet', to: 'europe' }] })).toBeNull();
  });
});

describe('8.9 arms sales', () => {
  it('8.9: only from turn 4', () => {
    const s = actionState(3);
    armies(s, 'gb', 1);
    expect(checkAction(s, 'gb', { kind: 'sellArms', territory: 'horn-of-africa', fleets: [], replace: [] })?.rule).toBe('8.9');
  });

  it('8.9.1 example: Britain gives 1 army for 1 arms cube in the Horn of Africa, bottom right first; nobody can sell there again', () => {
    const s = actionState();
    armies(s, 'gb', 2);
    setSpaces(s, 'horn-of-africa', ['gb', 'gb', 'gb', null, null, null]);
    const t = act(s, 'gb', { kind: 'sellArms', territory: 'horn-of-africa', fleets: [], replace: [] });
    expect(t.board['horn-of-africa'][5].cube).toBe('arms');
    expect(t.powers.gb.armies.arsenal).toBe(1);
    expect(t.powers.gb.armsCubes).toBe(3);
    expect(controllerOf(t, 'horn-of-africa')).toBe('gb');
    t.roundActions = [];
    expect(checkAction(t, 'gb', { kind: 'sellArms', territory: 'horn-of-africa', fleets: [], replace: [] })?.rule).toBe('8.9.1');
  });

  it('8.9.1: the rate is paid in full (Italy asks armies and a fleet for 2 cubes)', () => {
    const s = actionState();
    armies(s, 'gb', 2);
    expect(checkAction(s, 'gb', { kind: 'sellArms', territory: 'italy', fleets: [], replace: [] })?.rule).toBe('8.9.1');
  });

  it('12.0 example: Britain sells arms to a full Egypt-Sudan, replaces a French cube and takes control with its 3 cubes', () => {
    const s = actionState();
    armies(s, 'gb', 1);
    setSpaces(s, 'egypt-sudan', ['gb', 'gb', 'gb', 'fr', 'fr', 'ce']);
    const t = act(s, 'gb', { kind: 'sellArms', territory: 'egypt-sudan', fleets: [], replace: [3] });
    expect(t.board['egypt-sudan'].map((x) => x.cube)).toEqual(['gb', 'gb', 'gb', 'arms', 'fr', 'ce']);
    expect(t.reserve.fr).toBe(s.reserve.fr + 1);
    expect(controllerOf(t, 'egypt-sudan')).toBe('gb');
    expect(checkAction(s, 'gb', { kind: 'sellArms', territory: 'egypt-sudan', fleets: [], replace: [0] })).toBeNull();
  });

  it('8.9.1: an arms cube never goes on an unresolved contest', () => {
    const s = actionState();
    armies(s, 'gb', 1);
    setSpaces(s, 'egypt-sudan', ['gb', 'gb', 'gb', 'fr/gb', 'fr', 'ce']);
    expect(checkAction(s, 'gb', { kind: 'sellArms', territory: 'egypt-sudan', fleets: [], replace: [3] })?.rule).toBe('8.9.1');
  });

  it('8.9.2 example: after Diplomatic Rift by the Central Empires in the Horn, Britain may still sell arms there, loses 1 prestige, and takes control', () => {
    const s = actionState(5, ['ce', 'gb', 'fr', 'ru']);
    setSpaces(s, 'horn-of-africa', ['gb', 'gb', 'gb', 'ce', null, null]);
    fleetIn(s, 'gb', 'africa');
    let t = act(s, 'ce', { kind: 'national', card: 'ce-diplomatic-rift', choices: { territories: ['horn-of-africa'] } });
    t = act(t, 'ce', { kind: 'pass' });
    expect(checkAction(t, 'gb', { kind: 'mission', territory: 'horn-of-africa', space: 4 })?.rule).toBe('8.9.2');
    armies(t, 'gb', 1);
    const u = act(t, 'gb', { kind: 'sellArms', territory: 'horn-of-africa', fleets: [], replace: [] });
    expect(u.powers.gb.prestige).toBe(3);
    expect(controllerOf(u, 'horn-of-africa')).toBe('gb');
  });
});

describe('8.10-8.11 and 9.0', () => {
  it('8.10: a power that passes takes the first free place of next turn\'s order and acts no more; 9.0 step 3 makes it the order', () => {
    let s = actionState();
    s = act(s, 'gb', { kind: 'invest' });
    s = act(s, 'gb', { kind: 'endRound' });
    s = act(s, 'fr', { kind: 'pass' });
    s = act(s, 'ru', { kind: 'pass' });
    s = act(s, 'ce', { kind: 'pass' });
    expect(actor(s)).toBe('gb');
    expect(s.nextOrder).toEqual(['fr', 'ru', 'ce']);
    s.events.deck = ['royal-scandal', 'economic-crisis'];
    s = act(s, 'gb', { kind: 'pass' });
    expect(s.turn).toBe(6);
    expect(s.order).toEqual(['fr', 'ru', 'ce', 'gb']);
  });

  it('8.11, 9.0: after the last pass unresolved contests go, armies return active, fleets turn active, played intrigue cards are discarded and marks come off', () => {
    let s = actionState(4, ['gb', 'fr', 'ru', 'ce']);
    setSpaces(s, 'serbia', ['ce/ru', null, null, null, null, null]);
    s.powers.gb.armies.used = 2;
    s.powers.gb.armies.reserve -= 2;
    const f = fleetIn(s, 'gb', 'asia', true);
    s.intrigue.played = ['intrigue-05'];
    s.marked = ['fr'];
    s.markerCubes = ['fr'];
    const frReserve = s.reserve.fr;
    s.powers.gb.prestigeDone = true;
    s.events.deck = ['royal-scandal', 'economic-crisis'];
    const ruReserve = s.reserve.ru;
    for (const p of ['gb', 'fr', 'ru', 'ce'] as const) s = act(s, p, { kind: 'pass' });
    expect(s.board.serbia[0]).toEqual({ cube: 'ce' });
    expect(s.reserve.ru).toBe(ruReserve + 1 - 3);
    expect(s.powers.gb.armies.arsenal).toBe(2);
    expect(s.fleets.find((x) => x.id === f)!.exhausted).toBe(false);
    expect(s.intrigue.discard).toContain('intrigue-05');
    expect(s.marked).toEqual([]);
    expect(s.reserve.fr).toBe(frReserve + 1 - 3);
    expect(s.powers.gb.prestigeDone).toBe(false);
  });

  it('8.7: a power that passed still defends', () => {
    let s = actionState(5, ['ru', 'ce', 'gb', 'fr']);
    s = act(s, 'ru', { kind: 'invest' });
    s = act(s, 'ru', { kind: 'endRound' });
    s = act(s, 'ce', { kind: 'pass' });
    setSpaces(s, 'serbia', ['ce/gb', null, null, null, null, null]);
    s = act(s, 'gb', { kind: 'contest', territory: 'serbia', space: 0, fleets: [] });
    expect(actor(s)).toBe('ce');
  });
});
