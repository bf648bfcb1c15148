import { describe, expect, it } from 'vitest';
import { BotView } from '../../../src/games/wwi/engine/bot-view';
import { WestGarrison, planMoves } from '../../../src/games/wwi/engine/bot-move';
import type { Unit } from '../../../src/games/wwi/engine/state';
import { planBuild } from '../../../src/games/wwi/engine/bot-build';
import { formatHexId } from '../../../src/games/wwi/engine/hex';
import type { HexRecord } from '../../../src/games/wwi/engine/board';
import { frontBoard, stateWith, testBoard } from './fixtures';

const centralMoves = { phase: 'central-movement' as const, attackPhase: 0, superior: 'central' as const, turn: 3 };

describe('the automated player keeps its resource centres (seed 002 11.31)', () => {
  it('counts an own centre as threatened when an enemy army could walk into it next phase (5.1)', () => {
    const board = frontBoard({ '0907': { resource: true } });
    const near = new BotView(stateWith({ 'france:1': '0507', 'germany:1': '0903' }, centralMoves), board, 'central');
    expect(near.enemyWalkCost.get('0907')).toBe(4);
    expect(near.threatenedHolding('0907')).toBe(true);
    const far = new BotView(stateWith({ 'france:1': '0101', 'germany:1': '0903' }, centralMoves), board, 'central');
    expect(far.threatenedHolding('0907')).toBe(false);
  });

  it('does not count a hex that is not a centre, nor one the enemy already controls', () => {
    const board = frontBoard({ '0907': { resource: true }, '0505': { resource: true } });
    const view = new BotView(stateWith({ 'france:1': '0507', 'germany:1': '0903' }, centralMoves), board, 'central');
    expect(view.threatenedHolding('0906')).toBe(false);
    // 0505 is French and the French army stands next to it: it is the enemy's centre, not ours.
    expect(view.threatenedHolding('0505')).toBe(false);
  });

  it('stops at our own armies: a centre behind a closed line is not threatened', () => {
    const board = frontBoard({ '0907': { resource: true } });
    // A column of German armies from north to south bars every way east (5.2: no entering an enemy's hex).
    const line: Record<string, string> = { 'france:1': '0507' };
    for (let row = 1; row <= 9; row++) line[`germany:${row}`] = formatHexId(7, row);
    const view = new BotView(stateWith(line, centralMoves), board, 'central');
    expect(view.enemyWalkCost.has('0907')).toBe(false);
    expect(view.threatenedHolding('0907')).toBe(false);
  });

  it('sends a reserve to stand on a threatened centre rather than to the line', () => {
    const placement = { 'france:1': '0505', 'germany:1': '0903' };
    const withCentre = planMoves(stateWith(placement, centralMoves), frontBoard({ '0907': { resource: true, city: 'Essen', supply: true } }), 'central');
    expect(withCentre.find((m) => m.unit === 'germany:1')?.steps.at(-1)?.to).toBe('0907');
    // The same army with no centre to keep goes to face the French army instead.
    const without = planMoves(stateWith(placement, centralMoves), frontBoard({ '0907': { resource: false, city: 'Essen', supply: true } }), 'central');
    const end = without.find((m) => m.unit === 'germany:1')?.steps.at(-1)?.to;
    expect(end).toBeDefined();
    expect(end).not.toBe('0907');
  });
});

/** France in columns 1-4, Germany 5-12, Russia 13-16; German supply cities in the middle. */
function twoFrontBoard() {
  const hexes: Record<string, Partial<HexRecord>> = {};
  for (let c = 1; c <= 16; c++) {
    for (let r = 1; r <= 7; r++) {
      hexes[formatHexId(c, r)] = { nation: c <= 4 ? 'france' : c <= 12 ? 'germany' : 'russia', ...(c === 1 ? { edge: 'west' as const } : {}), ...(c === 16 ? { edge: 'east' as const } : {}) };
    }
  }
  for (const id of ['0702', '0804', '0906', '1003']) hexes[id] = { ...hexes[id], city: `Depot ${id}`, supply: true };
  return testBoard({ columns: 16, rows: 7, hexes });
}

describe('the Central Powers\' automated player fights Russia first (seed 002 10.1, 10.2, 11.32)', () => {
  it('measures distances to each theatre\'s front separately', () => {
    const board = twoFrontBoard();
    const view = new BotView(stateWith({ 'france:1': '0404', 'russia:1': '1404', 'germany:1': '0504' }, centralMoves), board, 'central');
    expect(view.distanceToFrontFacing(['france']).get('0504')).toBe(0);
    expect(view.distanceToFrontFacing(['russia']).get('0504')).toBe(8);
    expect(view.distanceToFront.get('0504')).toBe(0);
  });

  it('sends the German armies the west can spare towards the Russian front', () => {
    const board = twoFrontBoard();
    const placement = { 'france:1': '0403', 'france:2': '0405', 'russia:1': '1404', 'germany:1': '0502', 'germany:2': '0503', 'germany:3': '0505', 'germany:4': '0506' };
    const state = stateWith(placement, centralMoves);
    const east = new BotView(state, board, 'central').distanceToFrontFacing(['russia']);
    const moves = planMoves(state, board, 'central');
    const movedEast = moves.filter((m) => (east.get(m.steps.at(-1)!.to) ?? 99) < (east.get(placement[m.unit as keyof typeof placement]) ?? 99));
    // Two French armies keep at least one German army in the west; of four, some go east.
    expect(movedEast.length).toBeGreaterThanOrEqual(2);
    expect(movedEast.length).toBeLessThanOrEqual(3);
  });

  it('keeps 0.6 German armies within three hexes of the Western Front per Allied army standing there', () => {
    const board = twoFrontBoard();
    const placement = { 'france:1': '0402', 'france:2': '0403', 'france:3': '0405', 'france:4': '0406', 'russia:1': '1404', 'germany:1': '0503', 'germany:2': '0505', 'germany:3': '0506' };
    const garrison = new WestGarrison(new BotView(stateWith(placement, centralMoves), board, 'central'));
    expect(garrison.need).toBe(3);
    expect(garrison.members).toBe(3);
    const germany1 = { id: 'germany:1', nation: 'germany', hex: '0503' } as Unit;
    // Three armies hold and three are needed: none may leave for the east, though each may shift along the front.
    expect(garrison.mayLeaveFor(germany1, '1004')).toBe(false);
    expect(garrison.mayLeaveFor(germany1, '0604')).toBe(true);
    expect(garrison.eastbound().size).toBe(0);
  });

  it('sends east only the German armies beyond the west\'s need, and draws reserves west while it is short', () => {
    const board = twoFrontBoard();
    const crowded = { 'france:1': '0402', 'france:2': '0405', 'russia:1': '1404', 'germany:1': '0502', 'germany:2': '0503', 'germany:3': '0505', 'germany:4': '0506' };
    // Two French armies need two German ones (0.6 each, rounded up): two of the four go east.
    expect(new WestGarrison(new BotView(stateWith(crowded, centralMoves), board, 'central')).eastbound().size).toBe(2);
    const short = { 'france:1': '0402', 'france:2': '0403', 'france:3': '0405', 'france:4': '0406', 'russia:1': '1404', 'germany:1': '0503', 'germany:2': '1004' };
    const garrison = new WestGarrison(new BotView(stateWith(short, centralMoves), board, 'central'));
    expect(garrison.short).toBe(true);
    expect(garrison.draws({ id: 'germany:2', nation: 'germany', hex: '1004' } as Unit)).toBe(true);
  });

  it('keeps every German army in the west once Russia has surrendered', () => {
    const board = twoFrontBoard();
    const placement = { 'france:1': '0403', 'france:2': '0405', 'germany:1': '0502', 'germany:2': '0503', 'germany:3': '0505', 'germany:4': '0506' };
    const state = stateWith(placement, centralMoves);
    state.nations['russia'].surrendered = true;
    const moves = planMoves(state, board, 'central');
    for (const move of moves) expect(Number(move.steps.at(-1)!.to.slice(0, 2))).toBeLessThanOrEqual(6);
  });
});

describe('the automated player lends to an ally running short (seed 002 8.5)', () => {
  it('lends ten RP to an ally below ten, and only from a nation the rules let lend (8.51: Germany for the Central Powers)', () => {
    const board = frontBoard();
    const state = stateWith({ 'germany:1': '0903', 'austria-hungary:1': '0902', 'france:1': '0505' }, { phase: 'build-central', attackPhase: 0, superior: 'central', turn: 3 });
    state.nations['austria-hungary'].rp = 4;
    state.nations['germany'].rp = 40;
    expect(planBuild(state, board, 'central', { reserve: 100 }).loans).toEqual([{ from: 'germany', to: 'austria-hungary', rp: 10 }]);
    // A lender keeps enough for its own losses.
    state.nations['germany'].rp = 20;
    expect(planBuild(state, board, 'central', { reserve: 100 }).loans).toEqual([]);
    // Austria-Hungary may not lend to Germany, however rich.
    state.nations['germany'].rp = 4;
    state.nations['austria-hungary'].rp = 40;
    expect(planBuild(state, board, 'central', { reserve: 100 }).loans).toEqual([]);
  });
});

describe('the Central Powers\' automated player builds in the east while Russia fights (seed 002 8.3)', () => {
  const build = { phase: 'build-central' as const, attackPhase: 0, superior: 'central' as const, turn: 2 };

  // The depots of twoFrontBoard run from 0702 (nearest France) to 1003 (nearest Russia); 12 RP with 6 kept pay for one army.
  it('places a new German army at the depot nearest the Russian front', () => {
    const board = twoFrontBoard();
    const state = stateWith({ 'france:1': '0404', 'russia:1': '1404', 'germany:1': '0504', 'germany:2': '1204' }, build);
    state.nations['germany'].rp = 12;
    const placed = planBuild(state, board, 'central', { reserve: 6 }).armies!;
    expect(placed.map((a) => a.hex)).toEqual(['1003']);
  });

  it('places it nearest the front it still has once Russia has surrendered', () => {
    const board = twoFrontBoard();
    const state = stateWith({ 'france:1': '0404', 'germany:1': '0504' }, build);
    state.nations['germany'].rp = 12;
    state.nations['russia'].surrendered = true;
    const placed = planBuild(state, board, 'central', { reserve: 6 }).armies!;
    expect(placed.map((a) => a.hex)).toEqual(['0702']);
  });
});

describe('the automated player steps up to the enemy (seed 002 7.0, 7.4)', () => {
  it('counts a hex in the enemy ZOC as supplied for an army standing on it, since the army negates that ZOC', () => {
    const board = frontBoard();
    const state = stateWith({ 'france:1': '0505', 'germany:1': '0903' }, centralMoves);
    const view = new BotView(state, board, 'central');
    // 0605 is next to the French army: in its ZOC (4.0), yet an army there traces supply through 0705 (7.4).
    expect(view.suppliedArea('germany').has('0605')).toBe(true);
    // The French army's own hex is never a place to stand.
    expect(view.suppliedArea('germany').has('0505')).toBe(false);
  });

  it('moves a reserve next to an enemy army it can attack', () => {
    const board = frontBoard();
    const state = stateWith({ 'france:1': '0505', 'germany:1': '0803' }, centralMoves);
    const move = planMoves(state, board, 'central').find((m) => m.unit === 'germany:1');
    const end = move?.steps.at(-1)?.to;
    expect(end).toBeDefined();
    expect(board.neighbours(end!).some((n) => n.id === '0505')).toBe(true);
  });
});
