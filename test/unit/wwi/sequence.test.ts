import { describe, expect, it } from 'vitest';
import { applyAction, checkAction } from '../../../src/games/wwi/engine/actions';
import { nextPhaseOf, phaseName, sideResourcePoints, sideToAct, superiorSide } from '../../../src/games/wwi/engine/sequence';
import { historicalState } from '../../../src/games/wwi/engine/scenario';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { CHARTS } from '../../../src/games/wwi/engine/charts';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { frontBoard, stateWith } from './fixtures';

describe('superior player (seed 002 3.0 step 3)', () => {
  it('is the side with more resource points among nations at war; ties go to the Central Powers', () => {
    const state = stateWith({});
    const allies = sideResourcePoints(state, 'allies');
    const central = sideResourcePoints(state, 'central');
    expect(superiorSide(state)).toBe(allies > central ? 'allies' : 'central');
    const tied = structuredClone(state);
    tied.nations['germany'].rp += allies - central;
    expect(sideResourcePoints(tied, 'allies')).toBe(sideResourcePoints(tied, 'central'));
    expect(superiorSide(tied)).toBe('central');
  });

  it('does not count neutral nations', () => {
    const state = stateWith({});
    state.nations['italy'].rp = 100;
    expect(sideResourcePoints(state, 'allies')).toBe(sideResourcePoints(stateWith({}), 'allies'));
  });
});

describe('sequence of play (seed 002 3.0)', () => {
  it('runs Allied movement, Central movement, six attack phases alternating from the superior player, then construction', () => {
    let state = stateWith({}, { phase: 'allied-movement', turn: 2 });
    const seen: string[] = [];
    for (let i = 0; i < 11; i++) {
      seen.push(state.phase === 'attack' ? `attack${state.attackPhase}` : state.phase);
      state = { ...state, ...nextPhaseOf(state) };
    }
    expect(seen).toEqual([
      'allied-movement', 'central-movement', 'attack1', 'attack2', 'attack3', 'attack4', 'attack5', 'attack6', 'build-allies', 'build-central', 'allied-movement',
    ]);
  });

  it('gives odd attack phases to the superior player and even ones to the inferior', () => {
    const base = stateWith({}, { phase: 'attack', superior: 'allies', turn: 2 });
    expect([1, 2, 3, 4, 5, 6].map((n) => sideToAct({ ...base, attackPhase: n }))).toEqual(['allies', 'central', 'allies', 'central', 'allies', 'central']);
  });

  it('plays a whole turn through actions: movement, attacks, construction with new RP, supply attrition', () => {
    const board = frontBoard();
    // Plain dice: this turn rolls none, and one device plays both sides (no dice hand-off).
    let state: WwiState = stateWith({ 'france:1': '0305', 'germany:1': '0805' }, { phase: 'allied-movement', turn: 2, diceMode: 'plain' });
    state = applyAction(state, board, 'allies', { kind: 'move', moves: [{ unit: 'france:1', steps: [{ to: '0405' }] }] });
    expect(state.phase).toBe('central-movement');
    state = applyAction(state, board, 'central', { kind: 'move', moves: [] });
    expect(state.phase).toBe('attack');
    expect(state.superior).toBe(superiorSide(state));
    for (let n = 1; n <= 6; n++) state = applyAction(state, board, sideToAct(state)!, { kind: 'end-attacks' });
    expect(state.phase).toBe('build-allies');
    // Step 1: each nation at war receives its RP for the turn.
    const before = stateWith({}).nations;
    expect(state.nations['france'].rp).toBe(before['france'].rp + CHARTS.rpPerTurn['france'][1]);
    expect(state.nations['italy'].rp).toBe(0);
    state = applyAction(state, board, 'allies', { kind: 'build', orders: {} });
    state = applyAction(state, board, 'central', { kind: 'build', orders: {} });
    expect(state).toMatchObject({ turn: 3, phase: 'allied-movement' });
  });

  it('refuses actions from the side that is not to act', () => {
    const board = frontBoard();
    const state = stateWith({ 'france:1': '0305' }, { phase: 'allied-movement', turn: 2 });
    expect(checkAction(state, board, 'central', { kind: 'move', moves: [] })?.rule).toBe('3.0');
  });

  it('names phases in plain words in English and Italian', () => {
    const state = stateWith({}, { phase: 'attack', attackPhase: 3, superior: 'central', turn: 2 });
    const name = phaseName(state);
    expect(name.en).toContain('second attack of the superior player');
    expect(name.it).toContain('secondo attacco del giocatore superiore');
    expect(name.en).toContain('Winter 1914-15');
  });
});

describe('the historical scenario (seed 002 11.1)', () => {
  const board = europeBoard();
  const state = historicalState(board, new Uint8Array([1, 2, 3]));

  it('begins with the superior player\'s first attack phase of turn 1, nobody moving (11.11)', () => {
    expect(state).toMatchObject({ turn: 1, phase: 'attack', attackPhase: 1 });
    expect(state.superior).toBe(superiorSide(state));
  });

  it('has Belgium invaded by Germany (5 VP to the Allies, 1 RP) and the Russian 2nd Army gone (11.14, 11.15, 9.3, 9.7)', () => {
    expect(state.nations['belgium']).toMatchObject({ alignment: 'allies', invadedBy: 'central', rp: 1 });
    expect(state.vp.allies).toBe(5);
    expect(state.units.find((u) => u.id === 'russia:2')?.status).toBe('removed');
    expect(state.nations['montenegro'].alignment).toBe('allies');
    expect(state.units.some((u) => u.nation === 'montenegro')).toBe(false);
  });

  it('owes two French attacks in turn 1 and refuses to end the Allies\' last attack phase without them (11.12)', () => {
    expect(state.frenchAttacksOwed).toBe(2);
    const lastAllied = state.superior === 'allies' ? 5 : 6;
    const atLast = { ...state, attackPhase: lastAllied };
    expect(checkAction(atLast, board, 'allies', { kind: 'end-attacks' })?.rule).toBe('11.12');
    expect(checkAction({ ...atLast, frenchAttacksOwed: 0 }, board, 'allies', { kind: 'end-attacks' })).toBeNull();
  });

  it('sets up every army on the chart, no two in a hex', () => {
    const onMap = state.units.filter((u) => u.status === 'map');
    expect(onMap.length).toBe(CHARTS.setupHistorical.length);
    expect(new Set(onMap.map((u) => u.hex)).size).toBe(onMap.length);
    expect(state.forts.length).toBeGreaterThan(10);
  });
});
