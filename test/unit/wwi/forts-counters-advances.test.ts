/** Stosstruppen conversions, forts and zones of control, the counter mix and loans, advances (seed 002). */
import { describe, expect, it } from 'vitest';
import { applyBuild, checkBuild } from '../../../src/games/wwi/engine/build';
import { checkMove } from '../../../src/games/wwi/engine/movement';
import { checkAttackerChoice, checkRetreat } from '../../../src/games/wwi/engine/losses';
import { isInSupply } from '../../../src/games/wwi/engine/supply';
import { CHARTS } from '../../../src/games/wwi/engine/charts';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { frontBoard, stateWith } from './fixtures';

const rule = (r: { ok: boolean; refusal?: { rule: string } }) => (r.ok ? null : r.refusal!.rule);

describe('Stosstruppen, several in one construction phase, 5 RP each, at most four in play (seed 002 10.41)', () => {
  const board = frontBoard();
  const five = { 'germany:1': '0805', 'germany:2': '0807', 'germany:3': '0809', 'germany:4': '0803', 'germany:5': '0801' };

  it('converts several German armies at once, paying 5 RP for each', () => {
    const state = stateWith(five, { phase: 'build-central', turn: 6 });
    state.nations['germany'].rp = 40;
    expect(checkBuild(state, board, 'central', { stosstruppen: ['germany:1', 'germany:2', 'germany:3'] }).ok).toBe(true);
    const after = applyBuild(state, board, 'central', { stosstruppen: ['germany:1', 'germany:2', 'germany:3'] });
    expect(after.nations['germany'].rp).toBe(40 - 3 * CHARTS.rules.stosstruppenCost);
    expect(CHARTS.rules.stosstruppenCost).toBe(5);
    expect(after.units.filter((u) => u.stosstruppen).map((u) => u.id).sort()).toEqual(['germany:1', 'germany:2', 'germany:3']);
  });

  it('never has more than four in play, in one phase or over several', () => {
    const state = stateWith(five, { phase: 'build-central', turn: 6 });
    state.nations['germany'].rp = 40;
    expect(rule(checkBuild(state, board, 'central', { stosstruppen: Object.keys(five) }))).toBe('10.41');
    const three = applyBuild(state, board, 'central', { stosstruppen: ['germany:1', 'germany:2', 'germany:3'] });
    expect(rule(checkBuild(three, board, 'central', { stosstruppen: ['germany:4', 'germany:5'] }))).toBe('10.41');
    expect(checkBuild(three, board, 'central', { stosstruppen: ['germany:4'] }).ok).toBe(true);
  });

  it('is paid army by army: not enough RP for the second, the order is refused', () => {
    const state = stateWith(five, { phase: 'build-central', turn: 6 });
    state.nations['germany'].rp = 9;
    expect(checkBuild(state, board, 'central', { stosstruppen: ['germany:1'] }).ok).toBe(true);
    expect(checkBuild(state, board, 'central', { stosstruppen: ['germany:1', 'germany:2'] }).ok).toBe(false);
    expect(rule(checkBuild({ ...state, nations: { ...state.nations, germany: { ...state.nations['germany'], rp: 40 } } }, board, 'central', { stosstruppen: ['germany:1', 'germany:1'] }))).toBe('10.41');
  });
});

describe('forts and zones of control (seed 002 10.53)', () => {
  const board = frontBoard();
  const fort = { hex: '0505', nation: 'france', strength: 1, destroyed: false };
  const base: Partial<WwiState> = { phase: 'allied-movement', turn: 2, forts: [fort] };

  it('do not cancel enemy ZOC for movement: a unit entering a fort hex next to the enemy stops there', () => {
    const state = stateWith({ 'france:1': '0404', 'germany:1': '0604' }, base);
    expect(checkMove(state, board, { unit: 'france:1', steps: [{ to: '0505' }] }).ok).toBe(true);
    expect(rule(checkMove(state, board, { unit: 'france:1', steps: [{ to: '0505' }, { to: '0506' }] }))).toBe('4.0');
  });

  it('cancel enemy ZOC for retreats and supply (4.7, 7.4)', () => {
    const state = stateWith({ 'france:1': '0405', 'germany:1': '0604' }, { ...base, phase: 'attack' });
    // 0505 lies in the German ZOC, but the French fort there opens it to French retreats and supply.
    expect(checkRetreat(state, board, '0405', ['0505'], 'allies').ok).toBe(true);
    const bare = stateWith({ 'france:1': '0405', 'germany:1': '0604' }, { phase: 'attack', turn: 2 });
    expect(rule(checkRetreat(bare, board, '0405', ['0505'], 'allies'))).toBe('4.7');
  });
});

describe('counter mix and loans (seed 002 8.35, 8.5)', () => {
  const board = frontBoard();

  it('builds no army a nation does not have: every counter on the map means no new one (8.35)', () => {
    const serbs = stateWith({ 'serbia:1': '0301', 'serbia:2': '0303', 'serbia:3': '0305' }, { phase: 'build-allies', turn: 3 });
    expect(CHARTS.counters['serbia'].armies.flatMap((g) => g.ids)).toHaveLength(3);
    expect(serbs.units.filter((u) => u.nation === 'serbia' && u.status === 'pool')).toHaveLength(0);
    expect(rule(checkBuild(serbs, board, 'allies', { armies: [{ unit: 'serbia:1', hex: '0107' }] }))).toBe('8.35');
  });

  it('lends only after building: RP received cannot pay for an army the same phase (8.5)', () => {
    const state = stateWith({ 'france:1': '0305' }, { phase: 'build-allies', turn: 3 });
    state.nations['france'].rp = 2;
    state.nations['britain'].rp = 20;
    const orders = { armies: [{ unit: 'france:7', hex: '0103' }], loans: [{ from: 'britain', to: 'france', rp: 5 }] };
    expect(rule(checkBuild(state, board, 'allies', orders))).toBe('8.3');
    const after = applyBuild(state, board, 'allies', { loans: orders.loans });
    expect(after.nations['france'].rp).toBe(7);
  });
});

describe('advances (seed 002 6.92, 6.96)', () => {
  it('may end out of supply (foolish, but allowed) and are never compulsory', () => {
    // 0505 is a peninsula reached only from 0604; a French army at 0704 puts 0604 in its ZOC.
    const board = frontBoard({ '0504': { terrain: 'sea' }, '0506': { terrain: 'sea' }, '0605': { terrain: 'sea' }, '0404': { terrain: 'sea' }, '0406': { terrain: 'sea' } });
    const placement = { 'germany:1': '0604', 'france:1': '0305', 'france:9': '0704' };
    const state = stateWith(placement, {
      phase: 'attack', attackPhase: 1, superior: 'central', turn: 3, engaged: ['germany:1', 'france:1'], attackedHexes: ['0505'],
      pending: {
        stage: 'attacker', attackers: ['germany:1'], defenderHex: '0505', defenders: ['france:1'], attackerLoss: 0, defenderLoss: 2, retreatCap: 2,
        minimumRetreat: 0, infiltration: false, retreatPath: ['0405', '0305'], defenderUnsupplied: false, fortCanBeTaken: false, thirdRound: false,
      },
    });
    expect(isInSupply(stateWith({ ...placement, 'germany:1': '0505' }), board, '0505', 'germany')).toBe(false);
    expect(checkAttackerChoice(state, board, { advance: [{ unit: 'germany:1', path: ['0505'] }] }).ok).toBe(true);
    expect(checkAttackerChoice(state, board, {}).ok).toBe(true);
  });
});
