import { describe, expect, it } from 'vitest';
import { applyBuild, checkBuild, collectResourcePoints, mayLend, supplyAttrition } from '../../../src/games/wwi/engine/build';
import { CHARTS } from '../../../src/games/wwi/engine/charts';
import { unitById, type WwiState } from '../../../src/games/wwi/engine/state';
import { frontBoard, stateWith } from './fixtures';

const alliedBuild: Partial<WwiState> = { phase: 'build-allies', turn: 3 };
const centralBuild: Partial<WwiState> = { phase: 'build-central', turn: 6 };
const rule = (r: { ok: boolean; refusal?: { rule: string } }) => (r.ok ? null : r.refusal!.rule);
const eliminated = (state: WwiState, id: string) => {
  const next = structuredClone(state);
  Object.assign(unitById(next, id), { status: 'eliminated', hex: null });
  return next;
};

describe('resource points (seed 002 8.1, 9.3)', () => {
  it('adds each belligerent nation\'s RP for the turn, never to neutrals', () => {
    const state = stateWith({}, { turn: 4 });
    collectResourcePoints(state);
    expect(state.nations['germany'].rp).toBe(CHARTS.startingRp['germany'] + CHARTS.rpPerTurn['germany'][3]);
    expect(state.nations['italy'].rp).toBe(0);
  });

  it('stops income after a Russian collapse (10.1)', () => {
    const state = stateWith({}, { turn: 4 });
    state.nations['russia'].collapsed = true;
    state.nations['russia'].rp = 0;
    collectResourcePoints(state);
    expect(state.nations['russia'].rp).toBe(0);
  });
});

describe('new armies (seed 002 8.3-8.35)', () => {
  const board = frontBoard();

  it('costs 5 RP and appears on the west edge of France for the French (8.3, 8.33)', () => {
    const state = stateWith({ 'france:1': '0305' }, alliedBuild);
    expect(checkBuild(state, board, 'allies', { armies: [{ unit: 'france:7', hex: '0105' }] }).ok).toBe(true);
    expect(rule(checkBuild(state, board, 'allies', { armies: [{ unit: 'france:7', hex: '0305' }] }))).toBe('8.33');
    const after = applyBuild(state, board, 'allies', { armies: [{ unit: 'france:7', hex: '0105' }] });
    expect(after.nations['france'].rp).toBe(state.nations['france'].rp - CHARTS.rules.armyCost);
    expect(unitById(after, 'france:7')).toMatchObject({ status: 'map', hex: '0105' });
  });

  it('needs the RP (8.3) and a free hex outside enemy ZOC (8.34)', () => {
    const poor = stateWith({ 'france:1': '0305' }, alliedBuild);
    poor.nations['france'].rp = 4;
    expect(rule(checkBuild(poor, board, 'allies', { armies: [{ unit: 'france:7', hex: '0105' }] }))).toBe('8.3');
    const guarded = stateWith({ 'france:1': '0305', 'germany:1': '0205' }, alliedBuild);
    expect(rule(checkBuild(guarded, board, 'allies', { armies: [{ unit: 'france:7', hex: '0105' }] }))).toBe('8.34');
  });

  it('allows no new French, British or US army once France has fallen (10.3)', () => {
    const fallen = stateWith({ 'germany:1': '0305' }, { ...alliedBuild, franceFallen: true });
    expect(rule(checkBuild(fallen, board, 'allies', { armies: [{ unit: 'france:7', hex: '0105' }] }))).toBe('10.3');
    // A France empty of Allied armies that marched out on their own has not fallen (10.3: "pushed out").
    const empty = stateWith({ 'germany:1': '0305' }, alliedBuild);
    expect(rule(checkBuild(empty, board, 'allies', { armies: [{ unit: 'france:7', hex: '0105' }] }))).not.toBe('10.3');
  });

  it('rebuilds the BEF on its reduced 4-4 side, and never an army lost out of supply (8.31, 8.32)', () => {
    const state = eliminated(stateWith({ 'britain:BEF': '0305', 'france:1': '0405' }, alliedBuild), 'britain:BEF');
    const after = applyBuild(state, board, 'allies', { armies: [{ unit: 'britain:BEF', hex: '0105' }] });
    expect(unitById(after, 'britain:BEF').reduced).toBe(true);
    const removed = structuredClone(state);
    unitById(removed, 'britain:BEF').status = 'removed';
    expect(rule(checkBuild(removed, board, 'allies', { armies: [{ unit: 'britain:BEF', hex: '0105' }] }))).toBe('8.31');
  });

  it('places Central Powers armies on a home supply source (8.33)', () => {
    const state = stateWith({}, { phase: 'build-central', turn: 3 });
    expect(checkBuild(state, board, 'central', { armies: [{ unit: 'germany:9', hex: '0905' }] }).ok).toBe(true);
    expect(rule(checkBuild(state, board, 'central', { armies: [{ unit: 'germany:9', hex: '0805' }] }))).toBe('8.33');
  });

  it('brings the US armies free on turns 8 and 9 (9.8, 11.13)', () => {
    const turn8 = stateWith({ 'france:1': '0305' }, { phase: 'build-allies', turn: 8 });
    turn8.nations['usa'].rp = 0;
    expect(rule(checkBuild(turn8, board, 'allies', {}))).toBe('9.8');
    const after = applyBuild(turn8, board, 'allies', { armies: [{ unit: 'usa:1', hex: '0105' }] });
    expect(unitById(after, 'usa:1').status).toBe('map');
    expect(after.nations['usa'].rp).toBe(0);
  });
});

describe('forts, loans, Stosstruppen, armoured corps (seed 002 8.4, 8.5, 10.41, 10.7)', () => {
  const board = frontBoard();

  it('rebuilds a destroyed fort for 1 RP per point while in supply (8.4)', () => {
    const state = stateWith({}, { ...alliedBuild, forts: [{ hex: '0305', nation: 'france', strength: 3, destroyed: true }] });
    const after = applyBuild(state, board, 'allies', { forts: ['0305'] });
    expect(after.forts[0].destroyed).toBe(false);
    expect(after.nations['france'].rp).toBe(state.nations['france'].rp - 3);
  });

  it('follows the table of who may lend to whom (8.51) and needs open Straits for Russia (8.52)', () => {
    const state = stateWith({}, alliedBuild);
    expect(mayLend(state, 'britain', 'france')).toBe(true);
    expect(mayLend(state, 'france', 'britain')).toBe(false);
    expect(mayLend(state, 'russia', 'serbia')).toBe(true);
    expect(mayLend(state, 'russia', 'france')).toBe(false);
    expect(mayLend(state, 'germany', 'austria-hungary')).toBe(true);
    expect(mayLend(state, 'austria-hungary', 'germany')).toBe(false);
    const after = applyBuild(state, board, 'allies', { loans: [{ from: 'britain', to: 'serbia', rp: 3 }] });
    expect(after.nations['serbia'].rp).toBe(state.nations['serbia'].rp + 3);
    const straits = frontBoard({ '0507': { nation: 'turkey', seaSides: { s: 'straits' } } });
    const guarded = stateWith({ 'turkey:1': '0507' }, alliedBuild);
    expect(rule(checkBuild(guarded, straits, 'allies', { loans: [{ from: 'britain', to: 'russia', rp: 2 }] }))).toBe('8.52');
  });

  it('turns up to four German armies outside enemy ZOC into Stosstruppen from turn 6 for 5 RP (10.41)', () => {
    const state = stateWith({ 'germany:1': '0805', 'germany:2': '0605', 'france:1': '0505' }, centralBuild);
    expect(checkBuild(state, board, 'central', { stosstruppen: ['germany:1'] }).ok).toBe(true);
    expect(rule(checkBuild(state, board, 'central', { stosstruppen: ['germany:2'] }))).toBe('10.41');
    expect(rule(checkBuild({ ...state, turn: 5 }, board, 'central', { stosstruppen: ['germany:1'] }))).toBe('10.41');
    const after = applyBuild(state, board, 'central', { stosstruppen: ['germany:1'] });
    expect(unitById(after, 'germany:1').stosstruppen).toBe(true);
  });

  it('adds the French armoured corps to a French army from turn 9 (10.7)', () => {
    const state = stateWith({ 'france:1': '0305' }, { phase: 'build-allies', turn: 9 });
    expect(rule(checkBuild({ ...state, turn: 8 }, board, 'allies', { armouredCorps: 'france:1', armies: [{ unit: 'usa:1', hex: '0105' }] }))).toBe('10.7');
    const after = applyBuild(state, board, 'allies', { armouredCorps: 'france:1', armies: [{ unit: 'usa:1', hex: '0105' }, { unit: 'usa:2', hex: '0106' }] });
    expect(unitById(after, 'france:1').armouredCorps).toBe(true);
  });
});

describe('supply attrition (seed 002 3.0 step 10.5, 7.22, 7.6)', () => {
  it('removes unsupplied units for good and destroys unsupplied forts', () => {
    const board = frontBoard();
    const germans = Object.fromEntries(['0301', '0303', '0305', '0307', '0309'].map((h, i) => [`germany:${i + 1}`, h]));
    const state = stateWith({ 'france:1': '0505', ...germans }, { forts: [{ hex: '0506', nation: 'france', strength: 2, destroyed: false }] });
    supplyAttrition(state, board);
    expect(unitById(state, 'france:1').status).toBe('removed');
    expect(state.forts[0].destroyed).toBe(true);
    expect(unitById(state, 'germany:1').status).toBe('map');
  });
});
