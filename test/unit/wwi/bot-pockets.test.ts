import { describe, expect, it } from 'vitest';
import { BotView } from '../../../src/games/wwi/engine/bot-view';
import { planMoves } from '../../../src/games/wwi/engine/bot-move';
import { applyMove } from '../../../src/games/wwi/engine/movement';
import { supplyChecker } from '../../../src/games/wwi/engine/supply';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { frontBoard, stateWith } from './fixtures';

const centralMoves = { phase: 'central-movement' as const, attackPhase: 0, superior: 'central' as const, turn: 3 };
/**
 * The German 1st Army on 0505 with French armies north and south of it: every hex around it is in
 * their ZOC, so no supply path leaves it (7.3) and it may not step from one ZOC hex to another (4.3).
 */
const POCKET = { 'germany:1': '0505', 'france:1': '0502', 'france:2': '0504', 'france:3': '0506', 'france:4': '0509', 'germany:2': '0905' };

describe('the Central player opens a pocket before the enemy attacks it (seed 002 7.3, 7.4, 6.7, 7.22)', () => {
  it('finds the hexes where one army would join the cut-off army to the supplied ground again', () => {
    const board = frontBoard();
    const state = stateWith(POCKET, centralMoves);
    expect(supplyChecker(state, board)('0505', 'germany')).toBe(false);
    const relief = new BotView(state, board, 'central').reliefHexes;
    expect([...relief.keys()].sort()).toEqual(['0604', '0605']);
    for (const hex of relief.keys()) {
      // An army there negates the French ZOC on its own hex (7.4): the path runs through it.
      const opened = stateWith({ ...POCKET, 'germany:3': hex }, centralMoves);
      expect(supplyChecker(opened, board)('0505', 'germany')).toBe(true);
    }
    // With the southern French army gone nothing is cut off, and there is nothing to open.
    const { 'france:3': _gone, ...open } = POCKET;
    expect(new BotView(stateWith(open, centralMoves), board, 'central').reliefHexes.size).toBe(0);
  });

  it('sends the reserve to open it, so the cut-off army is in supply again when the attacks come', () => {
    const board = frontBoard();
    const state = stateWith(POCKET, centralMoves);
    const moves = planMoves(state, board, 'central');
    const reserve = moves.find((m) => m.unit === 'germany:2');
    expect(['0604', '0605']).toContain(reserve?.steps.at(-1)?.to);
    const after = moves.reduce((s, move) => applyMove(s, board, move), state);
    expect(supplyChecker(after, board)('0505', 'germany')).toBe(true);
  });
});

describe('the automated player weighs a fort under an enemy army (seed 002 10.51)', () => {
  it('counts the fort\'s strength in the defence the army\'s attackers must beat', () => {
    const board = europeBoard();
    // Brest-Litovsk (2610) is a Russian fort of strength 2.
    const placement = { 'russia:1': '2610', 'germany:1': '2410' };
    const inFort = new BotView(stateWith(placement, { ...centralMoves, forts: [{ hex: '2610', nation: 'russia', strength: 2, destroyed: false }] }), board, 'central');
    const noFort = new BotView(stateWith(placement, centralMoves), board, 'central');
    expect(inFort.armyDefenceAt('2610')).toBe(noFort.armyDefenceAt('2610') + 2);
    expect(inFort.armyDefenceAt('2410')).toBe(0);
  });
});
