/** The automated players keep to what the commanders of the war could do (issue 32: a war that teaches the right history). */
import { describe, expect, it } from 'vitest';
import { BotView } from '../../../src/games/wwi/engine/bot-view';
import { planMoves, wayWithinReason } from '../../../src/games/wwi/engine/bot-move';
import { unitById } from '../../../src/games/wwi/engine/state';
import { botAction } from '../../../src/games/wwi/engine/bot';
import { planDefence } from '../../../src/games/wwi/engine/bot-combat';
import { orientLanding } from '../../../src/games/wwi/engine/bot-sea';
import { findRetreat } from '../../../src/games/wwi/engine/losses';
import { frontBoard, stateWith } from './fixtures';

const alliedMoves = { phase: 'allied-movement' as const, attackPhase: 0, superior: 'allies' as const, turn: 3 };
const centralMoves = { phase: 'central-movement' as const, attackPhase: 0, superior: 'central' as const, turn: 3 };

describe('the Allied automated player makes no deep raids into Germany or Austria-Hungary', () => {
  it('lets an Allied army enter only the German hexes next to the ground the Allies hold', () => {
    const view = new BotView(stateWith({ 'france:1': '0405', 'germany:1': '0903' }, alliedMoves), frontBoard(), 'allies');
    // France ends at column 05: Germany's column 06 is next to it, column 07 is not.
    expect(view.alliedFoothold.has('0605')).toBe(true);
    expect(view.alliedFoothold.has('0705')).toBe(false);
  });

  it('widens the foothold from an Allied army standing in Germany, one hex at a time', () => {
    const view = new BotView(stateWith({ 'france:1': '0605', 'germany:1': '0903' }, alliedMoves), frontBoard(), 'allies');
    expect(view.alliedFoothold.has('0605')).toBe(true);
    expect(view.alliedFoothold.has('0705')).toBe(true);
    expect(view.alliedFoothold.has('0805')).toBe(false);
  });

  it('refuses a way through Germany beyond the foothold, and any for the armies of the Western Front and Italy', () => {
    const state = stateWith({ 'russia:1': '0405', 'france:1': '0404', 'germany:1': '0903', 'italy:1': '0406' }, alliedMoves);
    state.nations['italy'] = { ...state.nations['italy'], alignment: 'allies' };
    const view = new BotView(state, frontBoard(), 'allies');
    const russian = unitById(state, 'russia:1');
    expect(wayWithinReason(view, russian, [{ to: '0505' }, { to: '0605' }])).toBe(true);
    expect(wayWithinReason(view, russian, [{ to: '0505' }, { to: '0605', rail: true }, { to: '0705', rail: true }])).toBe(false);
    expect(wayWithinReason(view, unitById(state, 'france:1'), [{ to: '0504' }])).toBe(true);
    expect(wayWithinReason(view, unitById(state, 'france:1'), [{ to: '0504' }, { to: '0604' }])).toBe(false);
    expect(wayWithinReason(view, unitById(state, 'italy:1'), [{ to: '0506' }, { to: '0606' }])).toBe(false);
    // The Central Powers' player is not held back by it.
    expect(wayWithinReason(new BotView(state, frontBoard(), 'central'), unitById(state, 'germany:1'), [{ to: '0303' }])).toBe(true);
  });

  it('keeps the Serbian armies out of Austria-Hungary, where a Russian one may take the border hex', () => {
    const state = stateWith({ 'serbia:1': '0405', 'russia:1': '0404', 'austria-hungary:1': '0903' }, alliedMoves);
    const view = new BotView(state, frontBoard({}, 'serbia', 'austria-hungary'), 'allies');
    expect(wayWithinReason(view, unitById(state, 'russia:1'), [{ to: '0504' }])).toBe(true);
    expect(wayWithinReason(view, unitById(state, 'serbia:1'), [{ to: '0505' }])).toBe(true);
    expect(wayWithinReason(view, unitById(state, 'serbia:1'), [{ to: '0505' }, { to: '0605' }])).toBe(false);
  });

  it('keeps the Greek armies in Greece, where Salonika is', () => {
    const state = stateWith({ 'greece:1': '0405', 'bulgaria:1': '0805' }, alliedMoves);
    state.nations['greece'] = { ...state.nations['greece'], alignment: 'allies' };
    state.nations['bulgaria'] = { ...state.nations['bulgaria'], alignment: 'central' };
    const view = new BotView(state, frontBoard({}, 'greece', 'bulgaria'), 'allies');
    const greek = unitById(state, 'greece:1');
    expect(wayWithinReason(view, greek, [{ to: '0505' }])).toBe(true);
    expect(wayWithinReason(view, greek, [{ to: '0505' }, { to: '0605' }])).toBe(false);
  });

  it('plans no move ending deeper in Germany than the foothold, though the ground beyond is empty', () => {
    const moves = planMoves(stateWith({ 'russia:1': '0405', 'germany:1': '0901' }, alliedMoves), frontBoard({ '0807': { resource: true } }), 'allies');
    for (const move of moves) for (const step of move.steps) expect(Number(step.to.slice(0, 2))).toBeLessThanOrEqual(6);
  });
});

describe('the automated players hold the places their side held in the war', () => {
  it('values Lille more to the Central Powers and Salonika more to the Allies than their centres alone', () => {
    const board = frontBoard({ '0305': { city: 'Lille', resource: true }, '0303': { city: 'Salonika', resource: true }, '0307': { city: 'Amiens', resource: true } });
    const state = stateWith({ 'france:1': '0101', 'germany:1': '0909' }, centralMoves);
    const central = new BotView(state, board, 'central');
    const allies = new BotView(state, board, 'allies');
    expect(central.objectiveValue('0305')).toBeGreaterThan(central.objectiveValue('0307'));
    expect(allies.objectiveValue('0303')).toBeGreaterThan(allies.objectiveValue('0307'));
    expect(allies.objectiveValue('0305')).toBe(allies.objectiveValue('0307'));
  });

  it('keeps a German army standing on Lille there rather than sending it to the line', () => {
    const placement = { 'france:1': '0102', 'germany:1': '0305' };
    const lille = planMoves(stateWith(placement, centralMoves), frontBoard({ '0305': { city: 'Lille', resource: true } }), 'central');
    expect(lille.find((m) => m.unit === 'germany:1')).toBeUndefined();
    const other = planMoves(stateWith(placement, centralMoves), frontBoard({ '0305': { city: 'Amiens', resource: true } }), 'central');
    expect(other.find((m) => m.unit === 'germany:1')).toBeDefined();
  });
});

describe('the automated players court the neutrals that joined their side in the war (seed 002 9.2)', () => {
  it('has the Central Powers never roll for Greece, which the Allies still may', () => {
    const board = frontBoard();
    const joined = (state: ReturnType<typeof stateWith>) => {
      for (const nation of ['italy', 'romania', 'bulgaria', 'turkey']) state.nations[nation] = { ...state.nations[nation], alignment: nation === 'italy' || nation === 'romania' ? 'allies' : 'central' };
      return state;
    };
    const central = botAction(joined(stateWith({ 'france:1': '0405', 'germany:1': '0605' }, centralMoves)), board);
    expect(central?.kind).toBe('move');
    const allied = botAction(joined(stateWith({ 'france:1': '0405', 'germany:1': '0605' }, alliedMoves)), board);
    expect(allied).toEqual({ kind: 'activate', nation: 'greece' });
  });
});

describe('the eastern Allies end their offensives into Germany and Austria-Hungary when the war did', () => {
  it('lets a Russian army take the border hex in the summer of 1917, not from the winter of 1917-18 (turn 8) on', () => {
    const board = frontBoard({}, 'russia', 'germany');
    const summer1917 = stateWith({ 'russia:1': '0405', 'germany:1': '0903' }, { ...alliedMoves, turn: 7 });
    expect(wayWithinReason(new BotView(summer1917, board, 'allies'), unitById(summer1917, 'russia:1'), [{ to: '0505' }, { to: '0605' }])).toBe(true);
    const winter = stateWith({ 'russia:1': '0405', 'germany:1': '0903' }, { ...alliedMoves, turn: 8 });
    expect(wayWithinReason(new BotView(winter, board, 'allies'), unitById(winter, 'russia:1'), [{ to: '0505' }, { to: '0605' }])).toBe(false);
    expect(wayWithinReason(new BotView(winter, board, 'allies'), unitById(winter, 'russia:1'), [{ to: '0505' }])).toBe(true);
  });

  it('brings a Russian army standing in Germany back over the border from turn 8, and leaves it there before', () => {
    // Germany in the west half, Russia in the east half with its supply edge (7.15).
    const board = frontBoard({}, 'germany', 'russia');
    const endOf = (turn: number, from: string) => {
      const moves = planMoves(stateWith({ 'russia:1': from, 'germany:1': '0202' }, { ...alliedMoves, turn }), board, 'allies');
      const steps = moves.find((m) => m.unit === 'russia:1')?.steps;
      return steps ? steps[steps.length - 1].to : from;
    };
    expect(board.hex(endOf(7, '0505')).nation).toBe('germany');
    expect(board.hex(endOf(8, '0505')).nation).toBe('russia');
    // Two hexes in (a long retreat can leave it there): it crosses German ground on its way out.
    expect(board.hex(endOf(8, '0405')).nation).toBe('russia');
  });

  it('brings it nearer the border when the way out is longer than one move (5.1: rough ground costs 2)', () => {
    const rough: Record<string, { terrain: 'rough' }> = {};
    for (let column = 2; column <= 5; column++) for (let row = 1; row <= 9; row++) rough[`0${column}0${row}`] = { terrain: 'rough' };
    const board = frontBoard(rough, 'germany', 'russia');
    const moves = planMoves(stateWith({ 'russia:1': '0105', 'germany:1': '0109' }, { ...alliedMoves, turn: 8 }), board, 'allies');
    const steps = moves.find((m) => m.unit === 'russia:1')?.steps ?? [];
    expect(steps.length).toBeGreaterThan(0);
    expect(Number(steps[steps.length - 1].to.slice(0, 2))).toBeGreaterThan(1);
  });
});

describe('a beaten Allied army falls back on its own side of the border where the rules leave the choice (6.31)', () => {
  it('retreats a Serbian army within Serbia rather than into Austria-Hungary', () => {
    const board = frontBoard({}, 'serbia', 'austria-hungary');
    const pending = {
      stage: 'defender' as const, attackers: ['austria-hungary:1'], defenderHex: '0505', defenders: ['serbia:1'], attackerLoss: 1, defenderLoss: 2, retreatCap: 2,
      minimumRetreat: 0, infiltration: false, retreatPath: [], defenderUnsupplied: false, fortCanBeTaken: false, thirdRound: false,
    };
    const state = stateWith({ 'austria-hungary:1': '0504', 'serbia:1': '0505' }, { phase: 'attack' as const, attackPhase: 1, superior: 'central' as const, turn: 3, pending });
    state.nations['serbia'].rp = 0;
    // The first legal path the rules find runs east into Hungary.
    expect(findRetreat(state, board, '0505', 2, 'allies')!.some((hex) => board.hex(hex).nation === 'austria-hungary')).toBe(true);
    const choice = planDefence(state, board, 'allies')[0];
    expect(choice.kind === 'defend' && choice.choice.retreat?.length).toBe(2);
    for (const hex of choice.kind === 'defend' ? choice.choice.retreat! : []) expect(board.hex(hex).nation).toBe('serbia');
  });
});

describe('the Allies send an army by sea to Salonika, the Army of the Orient (seed 002 5.4)', () => {
  const board = frontBoard({
    '0102': { seaSides: { n: 'north-sea' } },
    '0808': { nation: 'greece', city: 'Salonika', resource: true, seaSides: { s: 'aegean' } },
    '0708': { nation: 'greece', seaSides: { s: 'aegean' } },
  });
  const placement = { 'france:1': '0102', 'france:2': '0405', 'germany:1': '0605' };
  const withGreece = (alignment: 'allies' | 'neutral') => {
    const state = stateWith(placement, alliedMoves);
    state.nations['greece'] = { ...state.nations['greece'], alignment };
    return state;
  };

  it('lands a French army out of the line at Salonika once Greece is on the Allied side', () => {
    const state = withGreece('allies');
    const view = new BotView(state, board, 'allies');
    expect(orientLanding(view, view.mine)).toEqual({ unit: 'france:1', steps: [{ to: '0808' }], bySea: true });
    expect(planMoves(state, board, 'allies').find((m) => m.bySea)).toEqual({ unit: 'france:1', steps: [{ to: '0808' }], bySea: true });
  });

  it('lands none while Greece is neutral (9.1: the landing would invade it) or when an army of the Orient stands there', () => {
    const neutral = new BotView(withGreece('neutral'), board, 'allies');
    expect(orientLanding(neutral, neutral.mine)).toBeNull();
    const there = withGreece('allies');
    Object.assign(unitById(there, 'france:2'), { hex: '0708' });
    const view = new BotView(there, board, 'allies');
    expect(orientLanding(view, view.mine)).toBeNull();
  });
});
