import { describe, expect, it } from 'vitest';
import { POWER_IDS, loadBelleEpoqueData, type PowerId } from '../../../src/games/belle-epoque/engine/data';
import { initialState } from '../../../src/games/belle-epoque/engine/setup';
import { actor, applyAction, checkAction, type Action } from '../../../src/games/belle-epoque/engine/actions';
import { automatedAction, soloVerdict } from '../../../src/games/belle-epoque/engine/automated';
import { rotateAutomated } from '../../../src/games/belle-epoque/engine/automated/order';
import { targetPower, playCards } from '../../../src/games/belle-epoque/engine/automated/cards';
import { missionCubes, placeAutomatedCube, sendMissions } from '../../../src/games/belle-epoque/engine/automated/missions';
import { armsTarget, sellArms } from '../../../src/games/belle-epoque/engine/automated/arms';
import { contestBonus, resolveAutomatedContests } from '../../../src/games/belle-epoque/engine/automated/contests';
import { automatonPhase } from '../../../src/games/belle-epoque/engine/automated/turn';
import { allyOf, baseCubes, closedTo } from '../../../src/games/belle-epoque/engine/board';
import { endActionPhase, resolveEvent, resourcePhase } from '../../../src/games/belle-epoque/engine/sequence';
import { playAutomatedGame, supplyProblems } from '../../../src/games/belle-epoque/engine/invariants';
import { legalActions } from '../../../src/games/belle-epoque/engine/legal';
import type { BelleEpoqueState } from '../../../src/games/belle-epoque/engine/state';
import { armies, fleetIn, scriptedRng, seeded, setSpaces, autoState } from './helpers';
import { decodeBelleEpoqueState, encodeBelleEpoqueState } from '../../../src/games/belle-epoque/engine/codec';

/** France automated and already passed, Britain (a person) contesting France's cube in Belgium, Britain to act in turn `turn`: phase e comes once the others pass. */
function britainAttacksAutomatedFrance(turn: number): BelleEpoqueState {
  const s = autoState(['fr'], turn);
  s.order = ['fr', 'gb', 'ru', 'ce'];
  setSpaces(s, 'belgium', ['fr', null, null, null, null, null]);
  s.board.belgium[0].top = 'gb';
  s.powers.fr.passed = true;
  s.current = 1;
  return s;
}

/** Intrigue cards with a half that rolls a contest die again (8.6). */
const rerollCardIds = () => loadBelleEpoqueData().intrigueCards.filter((c) => c.halves.some((h) => h.timing === 'contest')).map((c) => c.id);

const d = loadBelleEpoqueData();
const sheet = (p: PowerId) => d.automated.find((x) => x.power === p)!;

describe('13.1 preparation', () => {
  it('13.1: the automated powers place their sheet cubes and keep only the three common national cards; the people then set up by 3.3', () => {
    const s = initialState({ players: 4, automated: ['fr', 'ce'] }, seeded(3));
    expect(s.phase).toBe('setup');
    expect(baseCubes(s.board.italy, 'fr')).toBe(sheet('fr').setup.filter((x) => x === 'italy').length);
    expect(s.setupLeft.fr).toBe(0);
    expect(s.powers.fr.hand.national).toHaveLength(3);
    expect(s.powers.fr.hand.national.every((id) => d.nationalCards.find((c) => c.id === id)!.common)).toBe(true);
    expect(s.powers.gb.hand.national).toHaveLength(4);
    expect(['gb', 'ru']).toContain(actor(s));
  });
  it('13.1: with every power automated, turn 1 starts at once', () => {
    const s = initialState({ players: 4, automated: [...POWER_IDS] }, seeded(4));
    expect(s.phase).toBe('actions');
    expect(s.turn).toBe(1);
  });
});

describe('13.2 turn order', () => {
  it('13.2 example: GB, France, Russia in turn 2 act as France, Russia, GB in turn 3', () => {
    expect(rotateAutomated(['gb', 'fr', 'ru'])).toEqual(['fr', 'ru', 'gb']);
  });
  it('13.2: the automated powers act before the people, and the next turn rotates them', () => {
    let s = autoState(['gb', 'fr', 'ru'], 2);
    s.order = ['gb', 'fr', 'ru', 'ce'];
    const rng = seeded(9);
    for (let k = 0; k < 3; k++) s = applyAction(s, actor(s)!, automatedAction(s, rng)!, rng);
    expect(actor(s)).toBe('ce');
    s = applyAction(s, 'ce', { kind: 'pass' }, rng);
    expect(s.turn).toBe(3);
    expect(s.order).toEqual(['fr', 'ru', 'gb', 'ce']);
  });
});

describe('13.3 the automated action phase', () => {
  it('13.3: an automated power acts only by its procedure, a person never by it', () => {
    const s = autoState(['gb']);
    expect(checkAction(s, 'gb', { kind: 'mission', territory: 'belgium', space: 0 })?.rule).toBe('13.3');
    expect(checkAction(s, 'gb', { kind: 'automaton' })).toBeNull();
    const t = autoState(['fr'], 5);
    t.order = ['gb', 'fr', 'ru', 'ce'];
    expect(checkAction(t, 'gb', { kind: 'automaton' })?.rule).toBe('13.3');
  });
  it('13.3 a: the resources phase gives an automated power no money and no cubes', () => {
    const s = autoState(['ru']);
    resourcePhase(s);
    expect(s.powers.ru.money).toBe(0);
    expect(s.powers.ru.embassy).toBe(0);
    expect(s.powers.gb.money).toBeGreaterThan(30);
  });
  it('13.3: it sends cubes to Africa and Asia without a fleet', () => {
    const s = autoState(['gb']);
    for (const id of d.territories.map((t) => t.id)) setSpaces(s, id, [null, null, null, null, null, null]);
    sendMissions(s, 'gb', scriptedRng([2]));
    // Row 2: China (Asia), then South Africa (Africa).
    expect(s.board.china[0].cube).toBe('gb');
    expect(s.board['south-africa'][0].cube).toBe('gb');
  });
  it('13.3, 13.9: a person cannot resolve a contest on an automated power\'s cube', () => {
    const s = autoState(['fr']);
    s.order = ['gb', 'fr', 'ru', 'ce'];
    setSpaces(s, 'belgium', ['fr', null, null, null, null, null]);
    s.board.belgium[0] = { cube: 'fr', top: 'gb' };
    expect(checkAction(s, 'gb', { kind: 'contest', territory: 'belgium', space: 0, fleets: [] })?.rule).toBe('13.9');
  });
});

describe('13.4 cards', () => {
  it('13.4.1: on an intrigue turn it plays a card drawn at random from its hand, the automaton half', () => {
    const s = autoState(['gb'], 3);
    s.powers.gb.hand.intrigue = ['intrigue-09'];
    s.powers.ru.money = 50;
    const played = playCards(s, 'gb', { intrigue: true, national: false }, scriptedRng());
    expect(played).toEqual(['intrigue-09']);
    expect(s.powers.gb.hand.intrigue).toEqual([]);
    expect(s.powers.ru.money).toBeLessThan(50);
  });
  it('13.4.1: with no intrigue card in hand the step is done without one', () => {
    const s = autoState(['gb'], 3);
    expect(playCards(s, 'gb', { intrigue: true, national: false }, scriptedRng())).toEqual([]);
  });
  it('13.4.2, 13.4.7 Social Policy: a national card is played without its cost, the +2 prestige option', () => {
    const s = autoState(['fr'], 3);
    s.powers.fr.hand.national = ['fr-social-policy'];
    const before = s.powers.fr.prestige;
    playCards(s, 'fr', { intrigue: false, national: true }, scriptedRng());
    expect(s.powers.fr.prestige).toBe(before + 2);
    expect(s.powers.fr.money).toBe(0);
  });
  it('13.4.3: the target is the opponent with most of what the card takes; a tie goes by even/odd', () => {
    const s = autoState(['gb']);
    s.powers.fr.money = 40;
    const money = [{ kind: 'money', who: 'target', amount: -3 }] as never;
    expect(targetPower(s, 'gb', money, undefined, scriptedRng())).toBe('fr');
    s.powers.ru.money = 40;
    expect(targetPower(s, 'gb', money, undefined, scriptedRng([2]))).toBe('fr');
    expect(targetPower(s, 'gb', money, undefined, scriptedRng([3]))).toBe('ru');
  });
  it('13.4.6 Financial Scandal: only the people\'s powers are targets', () => {
    const s = autoState(['gb', 'fr']);
    s.powers.ru.money = 5;
    s.powers.ce.money = 9;
    const money = [{ kind: 'money', who: 'target', amount: -3 }] as never;
    expect(targetPower(s, 'gb', money, 'richestHuman', scriptedRng())).toBe('ce');
  });
  it('13.4.4 example: France\'s Nationalist Unrest takes 2 Central Empires cubes in Belgium, 1 British in Italy, the Russian in Melanesia', () => {
    const s = autoState(['fr'], 3);
    setSpaces(s, 'belgium', ['belgium', 'belgium', 'ce', 'ce', 'fr', null]);
    setSpaces(s, 'italy', ['italy', 'italy', 'italy', 'gb', 'ce', 'fr']);
    setSpaces(s, 'melanesia', ['spain', 'spain', 'gb', 'ce', 'ru', null]);
    s.powers.fr.hand.national = ['fr-nationalist-unrest'];
    // The die of Melanesia's tie would give Britain (even); Russia is taken because Britain already lost a cube.
    playCards(s, 'fr', { intrigue: false, national: true }, scriptedRng([2, 2, 2]));
    expect(baseCubes(s.board.belgium, 'ce')).toBe(0);
    expect(baseCubes(s.board.italy, 'gb')).toBe(0);
    expect(baseCubes(s.board.italy, 'ce')).toBe(1);
    expect(baseCubes(s.board.melanesia, 'ru')).toBe(0);
    expect(baseCubes(s.board.melanesia, 'gb')).toBe(1);
    expect(baseCubes(s.board.melanesia, 'spain')).toBe(2);
    expect([...s.marked].sort()).toEqual(['ce', 'gb', 'ru']);
  });
  it('13.4.7 Diplomatic Rift: an automated player\'s card closes its territory in the next turn, not in this one', () => {
    const s = autoState(['fr'], 3);
    s.powers.fr.hand.national = ['fr-diplomatic-rift'];
    playCards(s, 'fr', { intrigue: false, national: true }, scriptedRng());
    expect(s.blocked).toHaveLength(1);
    const id = s.blocked[0].territory;
    expect(closedTo(s, id, 'gb')).toBe(false);
    const rng = seeded(11);
    endActionPhase(s, rng);
    expect(s.turn).toBe(4);
    expect(closedTo(s, id, 'gb')).toBe(true);
    expect(closedTo(s, id, 'fr')).toBe(false);
    expect(placeAutomatedCube(s, 'ru', id, rng)).toBe(false);
    // An event's cubes are not sent by a power: the Rift does not stop them at the start of turn 4.
    setSpaces(s, 'serbia', [null, null, null, null, null, null]);
    s.blocked.push({ territory: 'serbia', by: 'fr', turn: 4 });
    const ev = d.events.find((e) => e.effects.some((x) => x.kind === 'placeCubes' && x.owner === 'ce' && 'id' in x.where && x.where.id === 'serbia'))!;
    resolveEvent(s, ev.id, rng);
    expect(baseCubes(s.board.serbia, 'ce')).toBe(2);
    endActionPhase(s, rng);
    expect(s.blocked).toEqual([]);
  });
  it('13.4.5: a neutral cube of the automated power\'s card replaces a cube of the opponent with most cubes there (13.4.4), even with free spaces; else a free space', () => {
    const s = autoState(['gb'], 3);
    s.powers.gb.hand.intrigue = ['intrigue-01'];
    setSpaces(s, 'japan', ['japan', 'fr', 'fr', 'ru', 'gb', null]);
    setSpaces(s, 'china', [null, null, null, null, null, null]);
    setSpaces(s, 'micronesia', ['ce', null, null, null, null, null]);
    s.marked = ['ce'];
    playCards(s, 'gb', { intrigue: true, national: false }, scriptedRng([2]));
    // Japan: France has most cubes, its highest face goes; the free space stays free.
    expect(s.board.japan.map((x) => x.cube)).toEqual(['japan', 'fr', 'usa', 'ru', 'gb', null]);
    expect(baseCubes(s.board.china, 'usa')).toBe(1);
    // Micronesia (even die): the Central Empires were already hit this turn (8.6.1), so a free space.
    expect(s.board.micronesia.map((x) => x.cube)).toEqual(['ce', 'usa', null, null, null, null]);
    expect(s.marked).toContain('fr');
  });
  it('13.4.6 Big Stick Policy: an even die puts the last cube in Micronesia, odd in Melanesia', () => {
    for (const [die, where] of [[2, 'micronesia'], [1, 'melanesia']] as const) {
      const s = autoState(['gb'], 3);
      s.powers.gb.hand.intrigue = ['intrigue-01'];
      setSpaces(s, 'micronesia', [null, null, null, null, null, null]);
      setSpaces(s, 'melanesia', [null, null, null, null, null, null]);
      playCards(s, 'gb', { intrigue: true, national: false }, scriptedRng([die]));
      expect(baseCubes(s.board[where], 'usa')).toBe(1);
    }
  });
});

describe('13.5-13.6 fleet and prestige', () => {
  it('13.5: on a fleet turn the fleet track moves up one', () => {
    const s = autoState(['gb'], 1);
    automatonPhase(s, 'gb', seeded(1));
    expect(s.powers.gb.fleetTrack).toBe(1);
  });
  it('13.6: on a prestige turn +1 prestige, and a track bonus gives no money', () => {
    const s = autoState(['fr'], 2);
    const before = s.powers.fr.prestige;
    automatonPhase(s, 'fr', seeded(1));
    expect(s.powers.fr.prestige).toBe(before + 1);
    expect(s.powers.fr.money).toBe(0);
  });
});

describe('13.7 missions', () => {
  const empty = (s: BelleEpoqueState) => { for (const t of d.territories) setSpaces(s, t.id, [null, null, null, null, null, null]); };
  it('13.7 example case a: roll 3, Belgium not allied: the cube takes its one free space and wins the alliance', () => {
    const s = autoState(['fr']);
    empty(s);
    setSpaces(s, 'belgium', ['belgium', 'fr', 'fr', 'fr', 'ce', null]);
    expect(allyOf(s, 'belgium')).toBeNull();
    sendMissions(s, 'fr', scriptedRng([3]));
    expect(s.board.belgium[5].cube).toBe('fr');
    expect(allyOf(s, 'belgium')).toBe('fr');
  });
  it('13.7 example case b: Belgium full, the cube goes on a cube of the Central Empires, the most numerous: a contest', () => {
    const s = autoState(['fr']);
    empty(s);
    setSpaces(s, 'belgium', ['belgium', 'belgium', 'ce', 'ce', 'gb', 'fr']);
    sendMissions(s, 'fr', scriptedRng([3]));
    expect(s.board.belgium.filter((sp) => sp.top === 'fr').map((sp) => sp.cube)).toEqual(['ce']);
  });
  it('13.7 example case c: Belgium already allied, the cube goes to Greece in brackets', () => {
    const s = autoState(['fr']);
    empty(s);
    setSpaces(s, 'belgium', ['fr', 'fr', 'fr', 'fr', null, null]);
    sendMissions(s, 'fr', scriptedRng([3]));
    expect(baseCubes(s.board.greece, 'fr')).toBe(1);
    expect(baseCubes(s.board.belgium, 'fr')).toBe(4);
  });
  it('13.7 a-c: both territories of the cell held, the column rolls again', () => {
    const s = autoState(['fr']);
    empty(s);
    setSpaces(s, 'belgium', ['fr', 'fr', 'fr', 'fr', null, null]);
    setSpaces(s, 'greece', ['fr', 'fr', 'fr', 'fr', null, null]);
    // Row 3, first column held twice; re-roll 1: Italy.
    sendMissions(s, 'fr', scriptedRng([3, 1]));
    expect(baseCubes(s.board.italy, 'fr')).toBe(1);
  });
  it('13.7: rolls 1 and 5 put an arms cube on the sheet for 13.8, other rows none', () => {
    expect(sendMissions(autoState(['fr']), 'fr', scriptedRng([1])).arms).toBe(1);
    expect(sendMissions(autoState(['fr']), 'fr', scriptedRng([5])).arms).toBe(1);
    expect(sendMissions(autoState(['fr']), 'fr', scriptedRng([4])).arms).toBe(0);
  });
  it('13.7.1: cubes from cards or bonuses go to the third column, each after the first with its own row die', () => {
    const s = autoState(['gb'], 2);
    empty(s);
    s.powers.gb.embassy = 2;
    s.reserve.gb -= 2;
    // Row 2; columns 1-2; third column: row 2 range die 1 (Greece), then row die 4 and range die 5 (Horn of Africa), then row 6 range 3 (Indochina).
    sendMissions(s, 'gb', scriptedRng([2, 1, 4, 5, 6, 3]));
    expect(baseCubes(s.board.greece, 'gb')).toBe(1);
    expect(baseCubes(s.board['horn-of-africa'], 'gb')).toBe(1);
    expect(baseCubes(s.board.indochina, 'gb')).toBe(1);
    expect(s.powers.gb.embassy).toBe(0);
  });
  it('13.7.2: France sends a 4th cube from turn 4', () => {
    expect(missionCubes(autoState(['fr'], 3), 'fr')).toBe(3);
    expect(missionCubes(autoState(['fr'], 4), 'fr')).toBe(4);
    expect(missionCubes(autoState(['gb'], 4), 'gb')).toBe(3);
  });
});

describe('13.8 arms sales', () => {
  it('13.8 example: Italy and China (5 VP) would not change hands, Belgium has arms: Melanesia, first of the 3-VP territories where the sale wins control', () => {
    const s = autoState(['fr'], 5);
    setSpaces(s, 'italy', ['ce', 'ce', 'ce', 'ce', 'ce', 'ce']);
    setSpaces(s, 'china', ['gb', 'gb', 'gb', 'gb', 'gb', 'gb']);
    setSpaces(s, 'belgium', ['belgium', 'belgium', 'arms', null, null, null]);
    for (const id of ['melanesia', 'french-guinea', 'namibia']) setSpaces(s, id, ['fr', 'fr', 'fr', 'gb', 'gb', null]);
    expect(armsTarget(s, 'fr')).toBe('melanesia');
    const cubes = s.powers.fr.armsCubes;
    expect(sellArms(s, 'fr', 1, scriptedRng())).toEqual(['melanesia']);
    expect(s.board.melanesia[5].cube).toBe('arms');
    expect(s.powers.fr.armsCubes).toBe(cubes - 1);
  });
  it('13.8: no territory where the sale changes hands: the arms cube goes back', () => {
    const s = autoState(['fr'], 5);
    for (const t of d.territories) setSpaces(s, t.id, [null, null, null, null, null, null]);
    expect(sellArms(s, 'fr', 1, scriptedRng())).toEqual([]);
  });
  it('13.8: not before turn 4 (8.9)', () => {
    const s = autoState(['fr'], 3);
    for (const id of ['melanesia']) setSpaces(s, id, ['fr', 'fr', 'fr', 'gb', 'gb', null]);
    expect(sellArms(s, 'fr', 1, scriptedRng())).toEqual([]);
  });
});

describe('13.9 contests', () => {
  it('13.9.1 example: turn 4, the Central Empires\' arsenal bonus +9 over 3 contests is +3; half rounds up; at most +4', () => {
    const s = autoState(['ce', 'gb'], 4);
    expect(contestBonus(s, 'ce', 3)).toBe(3);
    expect(contestBonus(s, 'ce', 2)).toBe(4);
    s.turn = 2;
    expect(contestBonus(s, 'ce', 2)).toBe(3);
    s.turn = 9;
    expect(contestBonus(s, 'gb', 1)).toBe(4);
  });
  it('13.9.2: between two automated powers the higher die plus bonus wins; the loser\'s cube goes back', () => {
    const s = autoState(['fr', 'ce'], 4);
    setSpaces(s, 'belgium', ['ce', null, null, null, null, null]);
    s.board.belgium[0].top = 'fr';
    const reserve = s.reserve.ce;
    // Bonuses: France 7, CE 9 over one contest each: +4 both (cap). Dice 6 (France) and 2.
    resolveAutomatedContests(s, scriptedRng([6, 2]));
    expect(s.board.belgium[0]).toEqual({ cube: 'fr' });
    expect(s.reserve.ce).toBe(reserve + 1);
  });
  it('13.9.2: a tie goes to the higher prestige; at equal prestige both cubes go', () => {
    const s = autoState(['fr', 'ce'], 4);
    setSpaces(s, 'belgium', ['ce', null, null, null, null, null]);
    s.board.belgium[0].top = 'fr';
    s.powers.ce.prestige = s.powers.fr.prestige + 1;
    resolveAutomatedContests(s, scriptedRng([3, 3]));
    expect(s.board.belgium[0]).toEqual({ cube: 'ce' });
    const t = autoState(['fr', 'ce'], 4);
    setSpaces(t, 'belgium', ['ce', null, null, null, null, null]);
    t.board.belgium[0].top = 'fr';
    resolveAutomatedContests(t, scriptedRng([3, 3]));
    expect(t.board.belgium[0]).toEqual({ cube: null });
  });
  it('13.9.3: a person\'s cube against an automated power\'s is resolved after the action phase, in phase e', () => {
    let s = britainAttacksAutomatedFrance(4);
    const rng = scriptedRng([1, 6]);
    for (const p of ['gb', 'ru', 'ce'] as const) s = applyAction(s, p, { kind: 'pass' }, rng);
    expect(s.pending).toMatchObject({ kind: 'automatedContest', power: 'gb', territory: 'belgium', space: 0 });
    expect(actor(s)).toBe('gb');
    s = applyAction(s, 'gb', { kind: 'defend', fleets: [], armies: 0, minorArmies: [] }, rng);
    expect(s.board.belgium[0].top).toBeUndefined();
    expect(s.board.belgium[0].cube).toBe('fr');
    expect(s.turn).toBe(5);
  });
  it('13.9.3: the person picks and pays for fleets and armies as in 8.7, and they count against the automated power\'s bonus', () => {
    let s = britainAttacksAutomatedFrance(9);
    armies(s, 'gb', 2);
    const fleet = fleetIn(s, 'gb', 'europe');
    const rng = scriptedRng([1, 1]);
    for (const p of ['gb', 'ru', 'ce'] as const) s = applyAction(s, p, { kind: 'pass' }, rng);
    const chosen: Action = { kind: 'defend', fleets: [fleet], armies: 2, minorArmies: [] };
    expect(legalActions(s)).toContainEqual(chosen);
    expect(checkAction(s, 'gb', { kind: 'pass' })?.rule).toBe('13.9.3');
    const money = s.powers.gb.money;
    s = applyAction(s, 'gb', chosen, rng);
    // £2 the fleet, £1 each army (8.7 a, d); +2 +1 +1 and Britain's +1 for a fleet, cap +5 (8.7 e, g); France at most +4 (13.9.1).
    expect(s.powers.gb.money).toBe(money - 4);
    expect(s.phase).toBe('ended');
    expect(s.lastContest).toMatchObject({ territory: 'belgium', winner: 'attacker', attacker: { power: 'gb', fleets: 1, armies: 2, modifier: 5 } });
    expect(s.board.belgium[0].cube).toBe('gb');
  });
  it('13.9.3 with 8.6: a person who lost a phase-e contest\'s dice may roll again with an intrigue card, then the automated side may answer once', () => {
    let s = britainAttacksAutomatedFrance(4);
    const reroll = rerollCardIds()[0];
    s.powers.gb.hand.intrigue = [reroll];
    s.intrigue.deck = s.intrigue.deck.filter((c) => c !== reroll);
    // Britain rolls 1 against France's 6, then 6 with the card against France's 6 plus its bonus.
    const rng = scriptedRng([1, 6, 6]);
    for (const p of ['gb', 'ru', 'ce'] as const) s = applyAction(s, p, { kind: 'pass' }, rng);
    s = applyAction(s, 'gb', { kind: 'defend', fleets: [], armies: 0, minorArmies: [] }, rng);
    expect(s.pending).toMatchObject({ kind: 'automatedReroll', power: 'gb', territory: 'belgium', space: 0 });
    expect(s.board.belgium[0].top).toBe('gb');
    expect(legalActions(s)).toEqual([{ kind: 'reroll', card: null }, { kind: 'reroll', card: reroll }]);
    expect(checkAction(s, 'gb', { kind: 'pass' })?.rule).toBe('8.7');
    // The pending step travels in a link.
    const withDice = { ...s, dice: [1, 2, 3, 4] };
    expect(decodeBelleEpoqueState(encodeBelleEpoqueState(withDice))).toEqual(withDice);
    const before = s;
    s = applyAction(s, 'gb', { kind: 'reroll', card: reroll }, rng);
    expect(s.pending).toBeNull();
    expect(s.powers.gb.hand.intrigue).toEqual([]);
    // Played, then discarded with the turn's cards when the turn ended (7.0).
    expect([...s.intrigue.played, ...s.intrigue.discard]).toContain(reroll);
    expect(s.lastContest?.attacker.die).toBe(6);
    expect(s.turn).toBe(5);
    // Letting the result stand settles it for the automated power.
    const stood = applyAction(before, 'gb', { kind: 'reroll', card: null }, scriptedRng());
    expect(stood.board.belgium[0]).toEqual({ cube: 'fr' });
    expect(stood.powers.gb.hand.intrigue).toEqual([reroll]);
  });
  it('13.4.7 Empire of the Seas: played in phase e when Britain is the only person, not otherwise; +1 with a fleet (8.7 e, g)', () => {
    let s = autoState(['fr', 'ru', 'ce'], 4);
    setSpaces(s, 'belgium', ['fr', null, null, null, null, null]);
    s.board.belgium[0].top = 'gb';
    for (const p of ['fr', 'ru', 'ce'] as const) s.powers[p].passed = true;
    s.current = 3;
    s.powers.gb.hand.national = ['gb-empire-of-the-seas'];
    const fleet = fleetIn(s, 'gb', 'europe');
    const rng = scriptedRng([1, 1]);
    s = applyAction(s, 'gb', { kind: 'pass' }, rng);
    const card: Action = { kind: 'national', card: 'gb-empire-of-the-seas' };
    expect(legalActions(s)).toContainEqual(card);
    const money = s.powers.gb.money;
    s = applyAction(s, 'gb', card, rng);
    expect(s.powers.gb.money).toBe(money - 4);
    expect(s.pending?.kind).toBe('automatedContest');
    s = applyAction(s, 'gb', { kind: 'defend', fleets: [fleet], armies: 0, minorArmies: [] }, rng);
    expect(s.lastContest?.attacker.modifier).toBe(4);
    // With another person in the game the card is not offered in phase e.
    let t = britainAttacksAutomatedFrance(4);
    t.powers.gb.hand.national = ['gb-empire-of-the-seas'];
    for (const p of ['gb', 'ru', 'ce'] as const) t = applyAction(t, p, { kind: 'pass' }, rng);
    expect(checkAction(t, 'gb', card)?.rule).toBe('13.9.3');
  });
});

describe('13.10 victory', () => {
  it('13.10: +10 VP if the game ended in turn 7, +5 in turn 8, then the ladder', () => {
    expect(soloVerdict(80, 7)).toMatchObject({ total: 90, result: { en: 'Minor victory' } });
    expect(soloVerdict(80, 8).total).toBe(85);
    expect(soloVerdict(74, 9).result.en).toBe('Crushing defeat');
    expect(soloVerdict(75, 9).result.en).toBe('Marginal defeat');
    expect(soloVerdict(100, 9).result.en).toBe('Decisive victory');
    expect(soloVerdict(110, 9).result.en).toBe('Crushing victory');
  });
});

describe('automated invariant games', () => {
  it('20 games of four automated powers to the end: every action legal, supplies kept, the VP track equal to the scorings and to a recount', () => {
    for (let g = 0; g < 20; g++) expect(playAutomatedGame(g).breaches).toEqual([]);
  }, 60_000);
});

describe('mixed games', () => {
  it('13.4: a person\'s intrigue card against an automated power cannot use the automaton half', () => {
    const s = autoState(['fr']);
    s.order = ['gb', 'fr', 'ru', 'ce'];
    s.powers.gb.hand.intrigue = ['intrigue-09'];
    expect(checkAction(s, 'gb', { kind: 'intrigue', card: 'intrigue-09', half: 0, choices: { target: 'fr' } })?.rule).toBe('13.4');
    expect(checkAction(s, 'gb', { kind: 'intrigue', card: 'intrigue-09', half: 0, choices: { target: 'ru' } })).toBeNull();
  });
  it('two automated powers and two people playing random legal actions: every game ends, the automated powers always have a legal action, supplies kept', () => {
    for (let g = 0; g < 4; g++) {
      const rng = seeded(500 + g);
      let s = initialState({ players: 4, automated: g % 2 ? ['gb', 'ce'] : ['fr', 'ru'] }, rng);
      for (let step = 0; step < 3000 && s.phase !== 'ended'; step++) {
        const p = actor(s)!;
        const auto = automatedAction(s, rng);
        let a = auto;
        if (!a) {
          const legal = legalActions(s);
          const busy = legal.filter((x) => x.kind !== 'pass');
          a = busy.length && rng.below(4) > 0 ? busy[rng.below(busy.length)] : legal[0];
        }
        expect(checkAction(s, p, a)).toBeNull();
        s = applyAction(s, p, a, rng);
        expect(supplyProblems(s)).toEqual([]);
      }
      expect(s.phase).toBe('ended');
    }
  }, 60_000);
});
