import { describe, expect, it } from 'vitest';
import { applyBuild, checkBuild } from '../../../src/games/wwi/engine/build';
import { checkAction } from '../../../src/games/wwi/engine/actions';
import { DEFAULT_BOT, botAction } from '../../../src/games/wwi/engine/bot';
import { fallbackBuild, planLoans } from '../../../src/games/wwi/engine/bot-build';
import { unitById, type WwiState } from '../../../src/games/wwi/engine/state';
import { frontBoard, stateWith } from './fixtures';

const rpOf = (state: WwiState) => Object.fromEntries(Object.entries(state.nations).map(([n, s]) => [n, s.rp]));

/** Allied build phase of turn 3, a French and a Serbian army on the map, the Allies' RP as given. */
function alliedBuildWith(rp: Record<string, number>): WwiState {
  const state = stateWith({ 'france:1': '0305', 'serbia:1': '0307' }, { phase: 'build-allies', turn: 3 });
  for (const [nation, amount] of Object.entries(rp)) state.nations[nation].rp = amount;
  return state;
}

describe('the automated player\'s loans (seed 002 8.5, 8.51)', () => {
  const board = frontBoard();

  it('lends only RP a nation had before the phase\'s loans, as the engine checks them', () => {
    // France is short (9 RP) and Britain lends it 10; Serbia is short too, and France with the
    // 19 it now holds would be the richest lender left. The engine pays each loan from the
    // lender's RP after building, loans received not counted (build.ts checkBuild, 8.5).
    const state = alliedBuildWith({ france: 9, britain: 25, russia: 12, serbia: 0 });
    // A lender keeping 6 RP, as the variant of the fifth history step had it (maps/wwi/README.md).
    const loans = planLoans(state, board, 'allies', rpOf(state), 6);
    expect(checkBuild(state, board, 'allies', { loans }).ok).toBe(true);
    expect(loans).toContainEqual({ from: 'britain', to: 'france', rp: 10 });
    expect(loans.some((loan) => loan.from === 'france')).toBe(false);
  });

  it('still lends a nation\'s own RP when it has enough of them', () => {
    const state = alliedBuildWith({ france: 30, britain: 12, russia: 12, serbia: 0 });
    const loans = planLoans(state, board, 'allies', rpOf(state));
    expect(loans).toEqual([{ from: 'france', to: 'serbia', rp: 10 }]);
    expect(checkBuild(state, board, 'allies', { loans }).ok).toBe(true);
  });
});

describe('the build the automated player falls back on (seed 002 9.8)', () => {
  const board = frontBoard();

  it('places the US army due in turn 8, free, so the engine accepts it', () => {
    const state = stateWith({ 'france:1': '0305' }, { phase: 'build-allies', turn: 8 });
    state.nations['usa'].rp = 0;
    const orders = fallbackBuild(state, board, 'allies');
    expect(checkBuild(state, board, 'allies', orders).ok).toBe(true);
    const after = applyBuild(state, board, 'allies', orders);
    expect(after.units.filter((u) => u.nation === 'usa' && u.status === 'map')).toHaveLength(1);
    expect(after.nations['usa'].rp).toBe(0);
  });

  it('places the two US armies due in turn 9 on two hexes of the west edge of France (8.33)', () => {
    const state = stateWith({ 'france:1': '0305', 'usa:1': '0205' }, { phase: 'build-allies', turn: 9 });
    const orders = fallbackBuild(state, board, 'allies');
    expect(checkBuild(state, board, 'allies', orders).ok).toBe(true);
    expect(orders.armies?.map((a) => a.unit).sort()).toEqual(['usa:2', 'usa:3']);
    const after = applyBuild(state, board, 'allies', orders);
    expect(orders.armies?.every((a) => unitById(after, a.unit).hex?.startsWith('01'))).toBe(true);
  });

  it('is what the automated player builds when the engine refuses its plan in turn 8', () => {
    // France has 3 RP and, told to keep no reserve at all, the plan buys French armies it cannot pay (8.3).
    const state = stateWith({ 'france:1': '0305' }, { phase: 'build-allies', turn: 8 });
    state.nations['france'].rp = 3;
    const action = botAction(state, board, { ...DEFAULT_BOT, reserve: -100 });
    expect(action?.kind).toBe('build');
    expect(checkAction(state, board, 'allies', action!)).toBeNull();
    expect(action?.kind === 'build' && action.orders.armies?.map((a) => a.unit)).toEqual(['usa:1']);
  });

  it('builds nothing for the Central Powers and in turns without US arrivals', () => {
    const central = stateWith({ 'germany:1': '0805' }, { phase: 'build-central', turn: 8 });
    expect(fallbackBuild(central, board, 'central').armies ?? []).toEqual([]);
    expect(checkBuild(central, board, 'central', fallbackBuild(central, board, 'central')).ok).toBe(true);
    const quiet = stateWith({ 'france:1': '0305' }, { phase: 'build-allies', turn: 5 });
    expect(fallbackBuild(quiet, board, 'allies').armies ?? []).toEqual([]);
    expect(checkBuild(quiet, board, 'allies', fallbackBuild(quiet, board, 'allies')).ok).toBe(true);
  });
});
