import { describe, expect, it } from 'vitest';
import { playerScores, scoreAll, scoreOf, winningPlayers } from '../../../src/games/belle-epoque/engine/scoring';
import { movePrestige } from '../../../src/games/belle-epoque/engine/prestige';
import { endActionPhase } from '../../../src/games/belle-epoque/engine/sequence';
import { resolveEvent } from '../../../src/games/belle-epoque/engine/sequence';
import { initialState } from '../../../src/games/belle-epoque/engine/setup';
import { actionState, scriptedRng, setSpaces } from './helpers';

/** The picture of 10.1's example: Europe at the end of turn 3. */
function europeTurn3() {
  const s = actionState(3);
  setSpaces(s, 'holland', ['gb', 'gb', 'gb', 'gb', null, null]);
  setSpaces(s, 'serbia', ['ce', 'ce', 'ce', 'ce', null, null]);
  setSpaces(s, 'belgium', ['ce', 'ce', 'ce', 'ce', null, null]);
  setSpaces(s, 'portugal', ['ru', 'ru', 'ru', 'ru', null, null]);
  setSpaces(s, 'romania', ['ru', 'ru', 'ru', 'ru', null, null]);
  setSpaces(s, 'bulgaria', ['ru', 'ru', 'ru', 'ru', null, null]);
  setSpaces(s, 'italy', ['fr', 'fr', 'fr', 'fr', null, null]);
  setSpaces(s, 'spain', ['fr', 'gb', null, null, null, null]);
  return s;
}

describe('10.1 scoring at the end of Eras I and II', () => {
  it('10.1 example: Britain 6, Central Empires 12, Russia 12, France 8 in Europe (allied minors\' VP plus objectives)', () => {
    const s = europeTurn3();
    expect(['gb', 'ce', 'ru', 'fr'].map((p) => scoreOf(s, p as 'gb', false).total)).toEqual([6, 12, 12, 8]);
  });

  it('10.1 example: Britain with 5 cubes in China scores 2 + 5 + 3 for its objectives, each counted on its own, and China\'s VP', () => {
    const s = actionState(3);
    setSpaces(s, 'china', ['gb', 'gb', 'gb', 'gb', 'gb', null]);
    expect(scoreOf(s, 'gb', false)).toMatchObject({ objectives: 10, territories: 5 });
  });

  it('10.1: objectives that subtract VP count only at the end', () => {
    const s = actionState(3);
    setSpaces(s, 'serbia', ['ru', 'ru', 'ru', 'ru', null, null]);
    expect(scoreOf(s, 'ce', false).objectives).toBe(0);
    expect(scoreOf(s, 'ce', true).objectives).toBe(-3);
  });

  it('10.1: scoring happens after preparation of turns 3 and 6 and adds to the VP track', () => {
    const s = europeTurn3();
    s.events.deck = ['royal-scandal', 'economic-crisis'];
    s.events.era2 = [];
    endActionPhase(s, scriptedRng());
    expect(s.scorings.map((x) => x.turn)).toEqual([3]);
    expect(s.powers.ce.vp).toBe(12);
    expect(s.turn).toBe(4);
    const t = actionState(4);
    t.events.deck = ['royal-scandal', 'economic-crisis'];
    endActionPhase(t, scriptedRng());
    expect(t.scorings).toEqual([]);
  });

  it('8.3: a built great work scores its VP at every scoring', () => {
    const s = actionState(3);
    s.powers.fr.greatWork = true;
    expect(scoreOf(s, 'fr', false).greatWork).toBe(3);
  });
});

describe('10.2 final scoring', () => {
  it('10.2.1 example: each power gains a prestige per controlled colony before the final VP, without the track\'s bonuses; minor nations do not count', () => {
    const s = actionState(9);
    setSpaces(s, 'algeria-morocco', ['fr', 'fr', 'fr', 'fr', null, null]);
    setSpaces(s, 'french-guinea', ['fr', 'fr', 'fr', 'fr', null, null]);
    setSpaces(s, 'indochina', ['fr', 'fr', 'fr', 'fr', null, null]);
    setSpaces(s, 'japan', ['fr', 'fr', 'fr', 'fr', null, null]);
    const money = s.powers.fr.money;
    scoreAll(s, true, scriptedRng());
    expect(s.powers.fr.prestige).toBe(7);
    expect(s.powers.fr.money).toBe(money);
    expect(s.powers.fr.hand.intrigue).toEqual([]);
  });

  it('10.2: the final scoring adds the prestige track\'s VP, positive or negative, and Balkan Wars to the power it went to', () => {
    const s = actionState(9);
    s.powers.gb.prestige = 0;
    s.powers.fr.prestige = 12;
    setSpaces(s, 'serbia', ['ru', 'ru', 'ru', 'ru', null, null]);
    setSpaces(s, 'bulgaria', ['ru', 'ru', 'ru', 'ru', null, null]);
    resolveEvent(s, 'balkan-wars', scriptedRng());
    expect(s.balkanWars).toBe('ru');
    expect(scoreOf(s, 'gb', true).prestige).toBe(-5);
    expect(scoreOf(s, 'fr', true).prestige).toBe(5);
    expect(scoreOf(s, 'ru', true).balkanWars).toBe(4);
    expect(scoreOf(s, 'ru', false).balkanWars).toBe(0);
  });

  it('10.2: after turn 9 the game ends with the final scoring', () => {
    const s = actionState(9);
    endActionPhase(s, scriptedRng());
    expect(s.phase).toBe('ended');
    expect(s.endReason).toBe('turns');
    expect(s.scorings.at(-1)!.final).toBe(true);
  });

  it('10.2: ties are broken by prestige, then money, else shared', () => {
    const s = actionState(9);
    for (const p of ['gb', 'fr', 'ru', 'ce'] as const) s.powers[p].vp = 20;
    s.powers.ru.prestige = 6;
    expect(winningPlayers(s)).toEqual([s.players.findIndex((g) => g[0] === 'ru')]);
    s.powers.ru.prestige = 4;
    s.powers.fr.money = 40;
    expect(winningPlayers(s)).toEqual([s.players.findIndex((g) => g[0] === 'fr')]);
    s.powers.fr.money = 30;
    expect(winningPlayers(s)).toHaveLength(4);
  });

  it('10.2: with 2 or 3 players, a player with two powers scores their average, rounded down', () => {
    const s = initialState({ players: 2 }, scriptedRng());
    Object.assign(s.powers.gb, { vp: 31 });
    Object.assign(s.powers.fr, { vp: 20 });
    Object.assign(s.powers.ce, { vp: 26 });
    Object.assign(s.powers.ru, { vp: 24 });
    expect(playerScores(s)).toEqual([25, 25]);
    const t = initialState({ players: 3 }, scriptedRng());
    Object.assign(t.powers.ru, { vp: 5 });
    Object.assign(t.powers.fr, { vp: 8 });
    Object.assign(t.powers.gb, { vp: 9 });
    expect(playerScores(t)).toEqual([9, 0, 6]);
  });
});

describe('11.0-11.1 the prestige track', () => {
  it('11.1: +1 cube, +£2/3/4 and +1 intrigue card, each taken once when first reached', () => {
    const s = actionState();
    s.powers.gb.money = 0;
    // From space 4 to 9 the track's bonuses are £2 (5), a cube (6), a card (8) and £3 (9).
    movePrestige(s, 'gb', 5, scriptedRng());
    expect(s.powers.gb.prestige).toBe(9);
    expect(s.powers.gb.money).toBe(2 + 3);
    expect(s.powers.gb.embassy).toBe(4);
    expect(s.powers.gb.hand.intrigue).toHaveLength(1);
  });

  it('11.0: falling back never moves the bonus marker, and bonuses are not earned again', () => {
    const s = actionState();
    s.powers.gb.money = 0;
    movePrestige(s, 'gb', 2, scriptedRng());
    movePrestige(s, 'gb', -2, scriptedRng());
    expect(s.powers.gb.bonusMark).toBe(6);
    movePrestige(s, 'gb', 2, scriptedRng());
    expect(s.powers.gb.money).toBe(2);
    expect(s.powers.gb.embassy).toBe(4);
  });
});
