import { describe, expect, it } from 'vitest';
import { activationModifiers, checkActivation, invade, tryActivation } from '../../../src/games/wwi/engine/neutrals';
import { CHARTS } from '../../../src/games/wwi/engine/charts';
import { diceRolling, frontBoard, stateWith } from './fixtures';

const rule = (r: { ok: boolean; refusal?: { rule: string } }) => (r.ok ? null : r.refusal!.rule);

describe('neutral activation (seed 002 9.2 and the Neutral Activation Table)', () => {
  const board = frontBoard();

  it('uses the printed numbers: Italy 5 for the Allies only, Bulgaria and Turkey 5 for the Central Powers only', () => {
    expect(CHARTS.activation['italy']).toEqual({ allies: 5, central: null });
    expect(CHARTS.activation['romania']).toEqual({ allies: 5, central: 6 });
    expect(CHARTS.activation['greece']).toEqual({ allies: 6, central: 6 });
    expect(CHARTS.activation['bulgaria']).toEqual({ allies: null, central: 5 });
    const allied = stateWith({}, { phase: 'allied-movement', turn: 3 });
    expect(checkActivation(allied, 'italy', 'allies').ok).toBe(true);
    expect(rule(checkActivation(allied, 'turkey', 'allies'))).toBe('9.2');
    expect(rule(checkActivation(allied, 'italy', 'central'))).toBe('9.2');
  });

  it('allows one attempt per movement phase, at the start of one\'s own', () => {
    const state = stateWith({}, { phase: 'central-movement', turn: 3, dice: diceRolling(1) });
    const { state: after } = tryActivation(state, board, 'turkey', 'central');
    expect(rule(checkActivation(after, 'bulgaria', 'central'))).toBe('9.2');
  });

  it('joins when die plus modifiers reaches the number, with RP on entry (9.3)', () => {
    const lucky = stateWith({}, { phase: 'central-movement', turn: 3, dice: diceRolling(5) });
    const { state: joined, roll } = tryActivation(lucky, board, 'turkey', 'central');
    expect(roll).toMatchObject({ die: 5, total: 5, needed: 5, joined: true });
    expect(joined.nations['turkey']).toMatchObject({ alignment: 'central', rp: CHARTS.rpOnEntry['turkey'] });
    expect(joined.vp).toEqual(lucky.vp); // no VP for an activation (9.4)
    const unlucky = stateWith({}, { phase: 'central-movement', turn: 3, dice: diceRolling(4) });
    expect(tryActivation(unlucky, board, 'turkey', 'central').state.nations['turkey'].alignment).toBe('neutral');
  });

  it('applies the printed modifiers', () => {
    const early = stateWith({}, { phase: 'allied-movement', turn: 2 });
    expect(activationModifiers(early, board, 'romania', 'allies').map((m) => m.value)).toEqual([-1]);
    expect(activationModifiers({ ...early, turn: 3 }, board, 'romania', 'allies')).toEqual([]);
    const greekAllies = stateWith({}, { phase: 'central-movement', turn: 4 });
    greekAllies.nations['greece'].alignment = 'allies';
    expect(activationModifiers(greekAllies, board, 'turkey', 'central').map((m) => m.value)).toEqual([2]);
    expect(activationModifiers(greekAllies, board, 'bulgaria', 'central').map((m) => m.value)).toEqual([2]);
    // Russian units in Germany help the Allies with Romania.
    const russianMap = frontBoard({}, 'russia', 'germany');
    const inGermany = stateWith({ 'russia:1': '0705' }, { phase: 'allied-movement', turn: 4 });
    expect(activationModifiers(inGermany, russianMap, 'romania', 'allies').map((m) => m.value)).toEqual([1]);
    // Each Russian city taken by the Central Powers helps them with Romania and Turkey.
    const cities = frontBoard({ '0303': { city: 'Lodz' }, '0305': { city: 'Lublin' } }, 'russia', 'germany');
    const taken = stateWith({}, { phase: 'central-movement', turn: 4, control: { '0303': 'central', '0305': 'central' } });
    expect(activationModifiers(taken, cities, 'turkey', 'central').map((m) => m.value)).toEqual([2]);
  });
});

describe('invasion (seed 002 9.1, 9.4, 9.6)', () => {
  const board = frontBoard();

  it('gives the invaded nation to the other side and its VP to the invader\'s opponent', () => {
    const state = stateWith({});
    const after = invade(state, board, 'holland', 'central');
    expect(after.nations['holland']).toMatchObject({ alignment: 'allies', invadedBy: 'central' });
    expect(after.vp.allies).toBe(state.vp.allies + CHARTS.invasionVp['holland']);
    const italy = invade(state, board, 'italy', 'central');
    expect(italy.nations['italy'].rp).toBe(CHARTS.rpOnEntry['italy']);
  });

  it('removes the Greek armies for good when the Allies invade Greece (9.6)', () => {
    const state = stateWith({ 'greece:1': '0303', 'greece:2': '0305' });
    const after = invade(state, board, 'greece', 'allies');
    expect(after.units.filter((u) => u.nation === 'greece').every((u) => u.status === 'removed')).toBe(true);
    const resisted = invade(state, board, 'greece', 'central');
    expect(resisted.units.filter((u) => u.nation === 'greece' && u.status === 'map')).toHaveLength(2);
  });
});
