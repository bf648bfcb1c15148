import { describe, expect, it } from 'vitest';
import { applyAction, checkAction } from '../../../src/games/wwi/engine/actions';
import { checkBuild } from '../../../src/games/wwi/engine/build';
import { alliesPushedOutOfFrance, frenchEdgeGaps, russianCitiesGarrisoned, updateOccupationDuties } from '../../../src/games/wwi/engine/occupation';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { frontBoard, stateWith, testBoard } from './fixtures';

describe('the fall of France (seed 002 10.3)', () => {
  const board = frontBoard();
  // Column 01 is the French west edge; German armies on column 02 cover it with their ZOC.
  const garrison = { 'germany:1': '0202', 'germany:2': '0205', 'germany:3': '0208' };
  const fallen = (placement: Record<string, string>, patch: Partial<WwiState> = {}) =>
    stateWith(placement, { phase: 'central-movement', turn: 3, franceFallen: true, diceMode: 'plain', ...patch });

  it('happens when a combat result pushes the last Allied army out of France, and is recorded as a historic moment', () => {
    const before = stateWith({ 'germany:1': '0605', 'britain:BEF': '0505' }, { phase: 'attack', turn: 3 });
    // The BEF retreats into Germany after a German attack (a combat result, not its own movement).
    const state = stateWith({ 'germany:1': '0505', 'britain:BEF': '0705' }, { phase: 'attack', turn: 3 });
    updateOccupationDuties(before, state, board, false);
    expect(state.franceFallen).toBe(true);
    expect(state.log.at(-1)).toMatchObject({ historic: true });
    const holding = stateWith({ 'britain:BEF': '0305' }, { phase: 'allied-movement', turn: 3 });
    updateOccupationDuties(before, holding, board, false);
    expect(holding.franceFallen).toBe(false);
  });

  it('happens when the last Allied army in France is lost, even in the Allies\' own attack or out of supply', () => {
    const before = stateWith({ 'britain:BEF': '0505' }, { phase: 'attack', turn: 3 });
    const after = structuredClone(before);
    Object.assign(after.units.find((u) => u.id === 'britain:BEF')!, { status: 'eliminated', hex: null });
    expect(alliesPushedOutOfFrance(before, after, board, true)).toBe(true);
    expect(alliesPushedOutOfFrance(before, after, board, false)).toBe(true);
  });

  it('does not happen when the Allies march out of France on their own: French, British and US armies may still be built', () => {
    // The case: an Allied offensive moves the last armies in France into Germany by their own movement.
    const start = stateWith({ 'britain:BEF': '0505', 'germany:1': '0909' }, { phase: 'allied-movement', turn: 6, diceMode: 'plain' });
    const offensive = { kind: 'move' as const, moves: [{ unit: 'britain:BEF', steps: [{ to: '0605' }] }] };
    expect(checkAction(start, board, 'allies', offensive)).toBeNull();
    const after = applyAction(start, board, 'allies', offensive);
    expect(after.units.find((u) => u.id === 'britain:BEF')!.hex).toBe('0605');
    expect(after.franceFallen).toBe(false);
    const buildPhase = { ...after, phase: 'build-allies' as const };
    const build = checkBuild(buildPhase, board, 'allies', { armies: [{ unit: 'france:7', hex: '0103' }] });
    expect(build.ok ? null : build.refusal.rule).not.toBe('10.3');
    // An advance after combat out of France is the Allies' own movement too.
    const advanced = stateWith({ 'britain:BEF': '0605' });
    expect(alliesPushedOutOfFrance(start, advanced, board, true)).toBe(false);
  });

  it('does not happen when the last Allied army in France enters the Franco-Italian transit area by its own move (5.51)', () => {
    // France on columns 01-04, Italy beyond; Lyon (0302) and Turin (0802) are the area's entries.
    const hexes: Record<string, object> = { '0302': { transit: 'franco-italian' }, '0802': { nation: 'italy', transit: 'franco-italian' } };
    for (let c = 5; c <= 9; c++) for (let r = 1; r <= 5; r++) hexes[`0${c}0${r}`] = { nation: 'italy', ...(hexes[`0${c}0${r}`] ?? {}) };
    const transitBoard = testBoard({ columns: 9, rows: 5, hexes, transitAreas: [{ id: 'franco-italian', name: 'Franco-Italian', entries: ['0302', '0802'] }] });
    const start = stateWith({ 'france:1': '0202', 'germany:1': '0905' }, { phase: 'allied-movement', turn: 4, diceMode: 'plain' });
    start.nations['italy'].alignment = 'allies';
    const intoTransit = { kind: 'move' as const, moves: [{ unit: 'france:1', steps: [{ to: '0302' }], enterTransit: 'franco-italian' }] };
    expect(checkAction(start, transitBoard, 'allies', intoTransit)).toBeNull();
    const after = applyAction(start, transitBoard, 'allies', intoTransit);
    expect(after.units.find((u) => u.id === 'france:1')).toMatchObject({ status: 'transit' });
    expect(after.franceFallen).toBe(false);
    expect(alliesPushedOutOfFrance(start, after, transitBoard, true)).toBe(false);
  });

  it('stays fallen once set, whoever comes back into France', () => {
    const state = stateWith({ 'france:1': '0305' }, { phase: 'allied-movement', turn: 7, franceFallen: true });
    updateOccupationDuties(state, state, board, true);
    expect(state.franceFallen).toBe(true);
  });

  it('counts edge hexes held by Central units or their zone of control', () => {
    expect(frenchEdgeGaps(fallen(garrison), board)).toEqual(['0101', '0104', '0107']);
    expect(frenchEdgeGaps(fallen({ ...garrison, 'germany:4': '0104' }), board)).toEqual(['0101', '0107']);
  });

  it('refuses a Central movement that uncovers part of the edge held at the start of the phase', () => {
    const state = fallen(garrison);
    const away = { kind: 'move' as const, moves: [{ unit: 'germany:2', steps: [{ to: '0305' }] }] };
    expect(checkAction(state, board, 'central', away)?.rule).toBe('10.3');
    // Closing a gap, or moving a unit the garrison does not need, is fine.
    const closer = { kind: 'move' as const, moves: [{ unit: 'germany:4', steps: [{ to: '0204' }, { to: '0104' }] }] };
    expect(checkAction(fallen({ ...garrison, 'germany:4': '0304' }), board, 'central', closer)).toBeNull();
  });

  it('binds nobody before France falls', () => {
    const state = fallen(garrison, { franceFallen: false });
    expect(checkAction(state, board, 'central', { kind: 'move', moves: [{ unit: 'germany:2', steps: [{ to: '0305' }] }] })).toBeNull();
  });

  it('bars new French, British and US armies once France has fallen, even if Allied units come back', () => {
    const state = stateWith({ 'france:1': '0305' }, { phase: 'build-allies', turn: 3, franceFallen: true });
    const refusal = checkBuild(state, board, 'allies', { armies: [{ unit: 'france:7', hex: '0103' }] });
    expect(refusal.ok ? null : refusal.refusal.rule).toBe('10.3');
  });
});

describe('the garrison of Russia after its surrender (seed 002 10.22)', () => {
  const cities = { '0202': { city: 'Warsaw' }, '0204': { city: 'Vilna' }, '0206': { city: 'Kiev' }, '0208': { city: 'Riga' }, '0403': { city: 'Minsk' }, '0405': { city: 'Odessa' } };
  const board = frontBoard(cities, 'russia', 'germany');
  const surrendered = (placement: Record<string, string>, patch: Partial<WwiState> = {}) => {
    const state = stateWith(placement, { phase: 'central-movement', turn: 6, diceMode: 'plain', ...patch });
    state.nations['russia'].surrendered = true;
    return state;
  };
  const three = { 'germany:1': '0202', 'germany:2': '0204', 'germany:3': '0206' };

  it('keeps Central units abroad from withdrawing inside their borders until five Russian cities are garrisoned', () => {
    const state = surrendered({ ...three, 'germany:4': '0505' });
    expect(russianCitiesGarrisoned(state, board)).toEqual(['0202', '0204', '0206']);
    const home = { kind: 'move' as const, moves: [{ unit: 'germany:4', steps: [{ to: '0605' }] }] };
    expect(checkAction(state, board, 'central', home)?.rule).toBe('10.22');
    // Moving on to a fourth city is allowed; units already at home move freely.
    expect(checkAction(state, board, 'central', { kind: 'move', moves: [{ unit: 'germany:4', steps: [{ to: '0405' }] }] })).toBeNull();
    expect(checkAction(surrendered({ ...three, 'germany:5': '0805' }), board, 'central', { kind: 'move', moves: [{ unit: 'germany:5', steps: [{ to: '0905' }] }] })).toBeNull();
  });

  it('keeps the garrisons in place', () => {
    const state = surrendered(three);
    expect(checkAction(state, board, 'central', { kind: 'move', moves: [{ unit: 'germany:1', steps: [{ to: '0302' }] }] })?.rule).toBe('10.22');
  });

  it('lets units go home once five cities are held, and frees everyone when Allied units enter Russia', () => {
    const five = surrendered({ ...three, 'germany:4': '0208', 'germany:5': '0403', 'germany:6': '0505' });
    expect(checkAction(five, board, 'central', { kind: 'move', moves: [{ unit: 'germany:6', steps: [{ to: '0605' }] }] })).toBeNull();
    const back = surrendered({ ...three, 'britain:BEF': '0105' }, { phase: 'allied-movement' });
    const after = applyAction(back, board, 'allies', { kind: 'move', moves: [] });
    expect(after.russianGarrisonReleased).toBe(true);
    expect(checkAction(after, board, 'central', { kind: 'move', moves: [{ unit: 'germany:1', steps: [{ to: '0302' }] }] })).toBeNull();
  });
});
