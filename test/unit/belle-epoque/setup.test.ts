import { describe, expect, it } from 'vitest';
import { initialState, setupShortfall } from '../../../src/games/belle-epoque/engine/setup';
import { actor, applyAction, checkAction } from '../../../src/games/belle-epoque/engine/actions';
import { resourcePhase } from '../../../src/games/belle-epoque/engine/sequence';
import { baseCubes } from '../../../src/games/belle-epoque/engine/board';
import { playerOf, type BelleEpoqueState } from '../../../src/games/belle-epoque/engine/state';
import { scriptedRng, seeded, setSpaces } from './helpers';

const fresh = () => initialState({ players: 4 }, scriptedRng());

describe('3.0 preparation of the game', () => {
  it('3.0: each power has its 40 cubes, armies and 3 fleets in reserve, arms cubes and its 4 national cards; prestige on the starting space', () => {
    const s = fresh();
    expect(s.powers.ru.armies.reserve).toBe(14);
    expect(s.powers.fr.armies.reserve).toBe(10);
    expect(s.powers.ce.armies.reserve).toBe(12);
    expect(s.powers.gb.armies.reserve).toBe(8);
    expect(s.fleets.filter((f) => f.owner === 'gb' && f.where === 'reserve')).toHaveLength(3);
    expect(s.powers.ce.armsCubes).toBe(6);
    for (const p of ['gb', 'fr', 'ru', 'ce'] as const) expect(s.powers[p].hand.national).toHaveLength(4);
    // 40 cubes: the set-up cubes (3.3.2) still to place, the rest in the general reserve.
    expect(s.reserve.gb + s.setupLeft.gb).toBe(40);
    expect(s.setupLeft).toEqual({ gb: 10, fr: 9, ru: 7, ce: 9 });
  });

  it('3.0 step 3: the Era I deck loses 2 cards unseen; 6.1: Eras II and III wait', () => {
    const s = fresh();
    expect(s.events.deck).toHaveLength(8);
    expect(s.events.era2).toHaveLength(11);
    expect(s.events.era3).toHaveLength(4);
    expect(s.intrigue.deck).toHaveLength(28);
    expect(initialState({ players: 4, promo: true }, scriptedRng()).intrigue.deck).toHaveLength(31);
  });

  it('3.1: minor nations\' cubes go on their flags in Africa and Asia, the rest to the general reserve', () => {
    const s = fresh();
    expect(baseCubes(s.board['algeria-morocco'], 'spain')).toBe(1);
    expect(baseCubes(s.board.congo, 'belgium')).toBe(2);
    expect(baseCubes(s.board['south-africa'], 'boers')).toBe(3);
    expect(baseCubes(s.board.micronesia, 'spain')).toBe(1);
    expect(baseCubes(s.board.melanesia, 'holland')).toBe(2);
    expect(s.reserve.spain).toBe(0);
    expect(s.reserve.boers).toBe(0);
    expect(s.reserve.italy).toBe(7);
  });

  it('3.2: 2 players play Britain+France and Central Empires+Russia; 3 players Britain, Central Empires, Russia+France', () => {
    expect(initialState({ players: 2 }, scriptedRng()).players).toEqual([['gb', 'fr'], ['ce', 'ru']]);
    expect(initialState({ players: 3 }, scriptedRng()).players).toEqual([['gb'], ['ce'], ['ru', 'fr']]);
    expect(fresh().players).toHaveLength(4);
    const three = initialState({ players: 3 }, scriptedRng());
    expect(['gb', 'ce', 'ru', 'fr'].map((p) => playerOf(three, p as 'gb'))).toEqual([0, 1, 2, 2]);
  });
});

/** The worked example of 3.3, round by round. */
const EXAMPLE_ROUNDS: [string, string[]][][] = [
  [['ru', ['serbia', 'china']], ['fr', ['belgium', 'italy']], ['ce', ['belgium', 'serbia']], ['gb', ['egypt-sudan', 'horn-of-africa']]],
  [['ru', ['serbia', 'japan']], ['fr', ['belgium', 'algeria-morocco']], ['ce', ['ottoman-empire', 'namibia']], ['gb', ['egypt-sudan', 'japan']]],
  [['ru', ['romania', 'bulgaria']], ['fr', ['italy', 'algeria-morocco']], ['ce', ['ottoman-empire', 'tanganyika']], ['gb', ['greece', 'holland']]],
  [['ru', ['japan']], ['fr', ['french-guinea', 'indochina']], ['ce', ['ottoman-empire', 'melanesia']], ['gb', ['egypt-sudan', 'persia']]],
  [['fr', ['indochina']], ['ce', ['congo']], ['gb', ['holland', 'persia']]],
];

function playRounds(s: BelleEpoqueState, rounds: [string, string[]][][]): BelleEpoqueState {
  for (const round of rounds) for (const [p, ts] of round) for (const t of ts) {
    expect(actor(s)).toBe(p);
    s = applyAction(s, p as 'gb', { kind: 'setup', territory: t }, seeded(1));
  }
  return s;
}

describe('3.3 initial set-up (worked example)', () => {
  it('3.3.1: set-up order Russia, France, Central Empires, Britain, two cubes each per round', () => {
    const s = fresh();
    expect(actor(s)).toBe('ru');
    const s1 = applyAction(s, 'ru', { kind: 'setup', territory: 'serbia' }, seeded(1));
    expect(actor(s1)).toBe('ru');
    const s2 = applyAction(s1, 'ru', { kind: 'setup', territory: 'china' }, seeded(1));
    expect(actor(s2)).toBe('fr');
  });

  it('3.3: no fleet needed in Africa and Asia; one cube per territory per round', () => {
    const s = applyAction(fresh(), 'ru', { kind: 'setup', territory: 'china' }, seeded(1));
    expect(checkAction(s, 'ru', { kind: 'setup', territory: 'china' })?.rule).toBe('3.3');
  });

  it('3.3: at most half of a territory\'s spaces, minor cubes included; Belgium and Serbia close after round 2, Tanganyika after round 3, South Africa never opens', () => {
    const s = playRounds(fresh(), EXAMPLE_ROUNDS.slice(0, 2));
    expect(checkAction(s, 'ru', { kind: 'setup', territory: 'serbia' })?.rule).toBe('3.3');
    expect(checkAction(s, 'ru', { kind: 'setup', territory: 'belgium' })?.rule).toBe('3.3');
    expect(checkAction(s, 'ru', { kind: 'setup', territory: 'south-africa' })?.rule).toBe('3.3');
    const s3 = playRounds(s, EXAMPLE_ROUNDS.slice(2, 3));
    expect(baseCubes(s3.board.tanganyika, 'portugal') + baseCubes(s3.board.tanganyika, 'ce')).toBe(3);
    expect(checkAction(s3, 'ru', { kind: 'setup', territory: 'tanganyika' })?.rule).toBe('3.3');
  });

  it('3.3: no contest can be made: cubes go only to free spaces', () => {
    const s = playRounds(fresh(), EXAMPLE_ROUNDS);
    for (const spaces of Object.values(s.board)) for (const sp of spaces) expect(sp.top).toBeUndefined();
  });

  it('3.3.2: Russia has met its 4 in Europe after round 3; France, one Asian cube short, may still place its last cube anywhere (the minimums hold at the end: rearrange.test.ts)', () => {
    const s = playRounds(fresh(), EXAMPLE_ROUNDS.slice(0, 3));
    expect(setupShortfall(s, 'ru')).toBe(0);
    const s4 = playRounds(s, EXAMPLE_ROUNDS.slice(3, 4));
    expect(actor(s4)).toBe('fr');
    expect(setupShortfall(s4, 'fr')).toBe(1);
    expect(checkAction(s4, 'fr', { kind: 'setup', territory: 'romania' })).toBeNull();
    expect(checkAction(s4, 'fr', { kind: 'setup', territory: 'congo' })).toBeNull();
    expect(checkAction(s4, 'fr', { kind: 'setup', territory: 'indochina' })).toBeNull();
  });

  it('3.3: a power out of cubes skips the round (Russia in round 5); all cubes placed, turn 1 begins', () => {
    const s = playRounds(fresh(), EXAMPLE_ROUNDS);
    expect(s.setupLeft).toEqual({ gb: 0, fr: 0, ru: 0, ce: 0 });
    expect(s.phase).toBe('actions');
    expect(s.turn).toBe(1);
    expect(baseCubes(s.board['egypt-sudan'], 'gb')).toBe(3);
    expect(baseCubes(s.board['ottoman-empire'], 'ce')).toBe(3);
    expect(baseCubes(s.board.japan, 'ru')).toBe(2);
  });
});

describe('5.0 resources', () => {
  it('5.0: Britain £13, Central Empires £12, France £11, Russia £10 and 3 cubes each from the reserve', () => {
    const s = fresh();
    resourcePhase(s);
    expect([s.powers.gb.money, s.powers.ce.money, s.powers.fr.money, s.powers.ru.money]).toEqual([13, 12, 11, 10]);
    for (const p of ['gb', 'fr', 'ru', 'ce'] as const) expect(s.powers[p].embassy).toBe(3);
  });

  it('12.0 example: Britain allied with Holland collects £15; France with the Eiffel Tower takes 4 cubes', () => {
    const s = fresh();
    setSpaces(s, 'holland', ['gb', 'gb', 'gb', 'gb', null, null]);
    s.powers.fr.greatWork = true;
    s.powers.gb.money = 17;
    resourcePhase(s);
    expect(s.powers.gb.money).toBe(32);
    expect(s.powers.fr.embassy).toBe(4);
    expect(s.powers.ru.embassy).toBe(3);
  });

  it('5.0: cubes come from the general reserve and stop when it is empty', () => {
    const s = fresh();
    s.reserve.ru = 2;
    resourcePhase(s);
    expect(s.powers.ru.embassy).toBe(2);
    expect(s.reserve.ru).toBe(0);
  });
});
