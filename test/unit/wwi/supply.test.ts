import { describe, expect, it } from 'vitest';
import { isInSupply, supplySources } from '../../../src/games/wwi/engine/supply';
import { supplyAttrition } from '../../../src/games/wwi/engine/build';
import { frontBoard, stateWith, testBoard } from './fixtures';

describe('supply paths (seed 002 7.0, 7.3, 7.4)', () => {
  const board = frontBoard();

  it('traces any distance to a source, free of enemy units and ZOC', () => {
    const state = stateWith({ 'france:1': '0505' });
    expect(isInSupply(state, board, '0505', 'france')).toBe(true);
    // A line of German armies across column 03 cuts the French army off from the west edge.
    const cut = stateWith({ 'france:1': '0505', ...Object.fromEntries(['0301', '0303', '0305', '0307', '0309'].map((h, i) => [`germany:${i + 1}`, h])) });
    expect(isInSupply(cut, board, '0505', 'france')).toBe(false);
  });

  it('lets friendly units cancel enemy ZOC on the path (7.4)', () => {
    const germans = Object.fromEntries(['0301', '0303', '0305', '0307', '0309'].map((h, i) => [`germany:${i + 1}`, h]));
    // French armies on 0404, 0304 and 0204 keep a corridor open through the German ZOC.
    const cut = stateWith({ 'france:1': '0505', ...germans });
    const held = stateWith({ 'france:1': '0505', 'france:2': '0404', 'france:3': '0304', 'france:4': '0204', ...germans });
    expect(isInSupply(cut, board, '0505', 'france')).toBe(false);
    expect(isInSupply(held, board, '0505', 'france')).toBe(true);
  });

  it('cannot pass through neutral countries or blocked hexsides (7.3)', () => {
    // Column 03 made neutral Holland: no path west.
    const neutralWall = Object.fromEntries(Array.from({ length: 9 }, (_, r) => [`03${String(r + 1).padStart(2, '0')}`, { nation: 'holland' }]));
    expect(isInSupply(stateWith({ 'france:1': '0505' }), frontBoard(neutralWall), '0505', 'france')).toBe(false);
    // Column 03 walled off by blocked hexsides on its west sides.
    const blockedWall = Object.fromEntries(Array.from({ length: 9 }, (_, r) => [`03${String(r + 1).padStart(2, '0')}`, { blockedSides: ['sw', 'nw'] as ('sw' | 'nw')[] }]));
    expect(isInSupply(stateWith({ 'france:1': '0505' }), frontBoard(blockedWall), '0505', 'france')).toBe(false);
    expect(isInSupply(stateWith({ 'france:1': '0505' }), frontBoard(), '0505', 'france')).toBe(true);
  });
});

describe('supply sources by nationality (seed 002 7.11-7.17)', () => {
  const board = frontBoard();

  it('needs two German cities joined to each other for Germans (7.11)', () => {
    expect(supplySources(stateWith({}), board, 'germany').needed).toBe(2);
    expect(isInSupply(stateWith({ 'germany:1': '0605' }), board, '0605', 'germany')).toBe(true);
    // French armies sitting on Berlin and Essen leave no German city to trace to.
    const lost = stateWith({ 'germany:1': '0605', 'france:1': '0905', 'france:2': '0907' });
    expect(isInSupply(lost, board, '0605', 'germany')).toBe(false);
    // One city alone is not enough.
    const oneLeft = stateWith({ 'germany:1': '0605', 'france:1': '0905' });
    expect(isInSupply(oneLeft, board, '0605', 'germany')).toBe(false);
  });

  it('does not let Germans use Austro-Hungarian cities, nor Austro-Hungarians German ones (7.11, 7.12)', () => {
    const noAustria = frontBoard({ '0902': { nation: 'germany', city: undefined, supply: undefined } });
    expect(isInSupply(stateWith({ 'austria-hungary:1': '0605' }), noAustria, '0605', 'austria-hungary')).toBe(false);
    expect(isInSupply(stateWith({ 'austria-hungary:1': '0605' }), board, '0605', 'austria-hungary')).toBe(true);
  });

  it('lets other Central Powers trace to German or Austro-Hungarian sources (7.13)', () => {
    const state = stateWith({ 'bulgaria:1': '0605' });
    state.nations['bulgaria'].alignment = 'central';
    expect(isInSupply(state, board, '0605', 'bulgaria')).toBe(true);
  });

  it('sends British, French and Americans to the west edge only, Russians to the east edge only (7.14, 7.15)', () => {
    const russianMap = frontBoard({}, 'russia', 'russia');
    expect(isInSupply(stateWith({ 'russia:1': '0505' }), russianMap, '0505', 'russia')).toBe(true);
    const noEast = testBoard({ columns: 6, rows: 6, nation: 'russia', hexes: { '0101': { edge: 'west' } } });
    expect(isInSupply(stateWith({ 'russia:1': '0303' }), noEast, '0303', 'russia')).toBe(false);
    expect(isInSupply(stateWith({ 'britain:BEF': '0303' }), noEast, '0303', 'britain')).toBe(true);
  });

  it('cuts Russians off from the east edge once Russia surrenders (10.21)', () => {
    const russianMap = frontBoard({}, 'russia', 'russia');
    const state = stateWith({ 'russia:1': '0505' });
    state.nations['russia'].surrendered = true;
    expect(isInSupply(state, russianMap, '0505', 'russia')).toBe(false);
  });

  it('lets other Allies use home cities or either edge (7.16)', () => {
    const serbia = testBoard({ columns: 6, rows: 6, nation: 'serbia', hexes: { '0303': { city: 'Nis' } } });
    expect(isInSupply(stateWith({ 'serbia:1': '0505' }), serbia, '0505', 'serbia')).toBe(true);
    const noCity = testBoard({ columns: 6, rows: 6, nation: 'serbia' });
    expect(isInSupply(stateWith({ 'serbia:1': '0505' }), noCity, '0505', 'serbia')).toBe(false);
  });

  it('makes a sea landing hex an Allied source until the Central Powers enter it (7.17)', () => {
    const island = testBoard({ columns: 6, rows: 6, nation: 'greece' });
    const state = stateWith({ 'britain:BEF': '0303' }, { seaSupply: ['0303'] });
    state.nations['greece'].alignment = 'allies';
    expect(isInSupply(state, island, '0303', 'britain')).toBe(true);
    expect(isInSupply({ ...state, seaSupply: [] }, island, '0303', 'britain')).toBe(false);
  });
});

describe('the end-of-turn supply check (seed 002 7.22, 7.4)', () => {
  // A corridor along row 1 from the French west edge (0101) to 0501; below it sea, but for two German
  // cities (0302, 0303: Germany needs two, 7.11) whose army's ZOC reaches 0301 only (the other hexsides
  // to row 1 are blocked).
  const hexes: Record<string, object> = {
    '0101': { edge: 'west' },
    '0302': { nation: 'germany', city: 'Depot', supply: true, blockedSides: ['nw', 'ne'] },
    '0303': { nation: 'germany', city: 'Arsenal', supply: true },
  };
  for (const c of [1, 2, 4, 5]) for (const r of [2, 3]) hexes[`0${c}0${r}`] = { terrain: 'sea' };
  const board = testBoard({ columns: 5, rows: 3, hexes });
  const endOfTurn = { phase: 'build-central' as const, attackPhase: 0, superior: 'allies' as const, turn: 3 };

  it('removes an army whose supply line ran through the ZOC only another removed army negated', () => {
    // The Russian army has no east edge to trace to here (7.15); while it stands on 0301 it negates the
    // German ZOC there (7.4) and the French army at 0501 traces through it to the edge.
    const state = stateWith({ 'russia:1': '0301', 'france:1': '0501', 'germany:1': '0302' }, endOfTurn);
    expect(isInSupply(state, board, '0501', 'france')).toBe(true);
    expect(isInSupply(state, board, '0301', 'russia')).toBe(false);
    supplyAttrition(state, board);
    expect(state.units.find((u) => u.id === 'russia:1')!.status).toBe('removed');
    expect(state.units.find((u) => u.id === 'france:1')!.status).toBe('removed');
    expect(state.units.find((u) => u.id === 'germany:1')!.status).toBe('map');
  });

  it('keeps an army whose line stays open', () => {
    const state = stateWith({ 'france:2': '0301', 'france:1': '0501', 'germany:1': '0302' }, endOfTurn);
    supplyAttrition(state, board);
    expect(state.units.filter((u) => u.status === 'map').map((u) => u.id).sort()).toEqual(['france:1', 'france:2', 'germany:1']);
  });
});
