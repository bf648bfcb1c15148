/** The Central automated player's behaviours added for the balance of the historical game (seed 002 11.31, 6.x). */
import { describe, expect, it } from 'vitest';
import { BotView } from '../../../src/games/wwi/engine/bot-view';
import { planMoves } from '../../../src/games/wwi/engine/bot-move';
import { isInterior, rateAttacks } from '../../../src/games/wwi/engine/bot-combat';
import { frontBoard, stateWith } from './fixtures';

const centralMoves = { phase: 'central-movement' as const, attackPhase: 0, superior: 'central' as const, turn: 3 };

describe('the Central automated player takes back its own centres (seed 002 11.31: control goes to the last to pass)', () => {
  it('sees a centre of its country that an enemy passed through, and no other', () => {
    const board = frontBoard({ '0907': { resource: true }, '0807': { resource: true } });
    const state = stateWith({ 'france:1': '0505', 'germany:1': '0703' }, centralMoves);
    state.control['0907'] = 'allies';
    expect([...new BotView(state, board, 'central').lostHomeCentres()]).toEqual(['0907']);
    // A centre the enemy still stands on is fought for, not walked through.
    const held = stateWith({ 'france:1': '0907', 'germany:1': '0703' }, centralMoves);
    held.control['0907'] = 'allies';
    expect(new BotView(held, board, 'central').lostHomeCentres().size).toBe(0);
  });

  it('sends a reserve through the lost centre, which it would not visit otherwise', () => {
    const board = frontBoard({ '0907': { resource: true } });
    const placement = { 'france:1': '0201', 'germany:1': '0906' };
    const lost = stateWith(placement, centralMoves);
    lost.control['0907'] = 'allies';
    const path = planMoves(lost, board, 'central').find((m) => m.unit === 'germany:1')?.steps.map((s) => s.to) ?? [];
    expect(path).toContain('0907');
    const kept = planMoves(stateWith(placement, centralMoves), board, 'central').find((m) => m.unit === 'germany:1')?.steps.map((s) => s.to) ?? [];
    expect(kept).not.toContain('0907');
  });
});

describe('the Central automated player counter-attacks raiders in its interior', () => {
  it('calls a hex interior only when no neighbour lies in another side\'s country', () => {
    const board = frontBoard();
    const state = stateWith({}, centralMoves);
    expect(isInterior(state, board, '0805', 'central')).toBe(true);
    expect(isInterior(state, board, '0605', 'central')).toBe(false); // next to France
    expect(isInterior(state, board, '0405', 'central')).toBe(false); // in France
  });

  it('rates an attack on a raider deep in Germany above the same attack at the border', () => {
    // Germany draws supply from two of its cities joined to each other (7.11): Berlin 0905 and Essen 0907 stay joined.
    const placement = { 'france:1': '0803', 'germany:1': '0804', 'germany:2': '0704' };
    const attack = { phase: 'attack' as const, attackPhase: 1, superior: 'central' as const, turn: 3 };
    const deep = rateAttacks(stateWith(placement, attack), frontBoard(), 'central').find((a) => a.order.target === '0803')!;
    // The same armies, with a neighbour of the raider's hex in a neutral country: the raider now stands at a border.
    const border = rateAttacks(stateWith(placement, attack), frontBoard({ '0903': { nation: 'holland' } }), 'central').find((a) => a.order.target === '0803')!;
    expect(deep.differential).toBe(border.differential);
    expect(deep.value).toBeGreaterThan(border.value);
  });
});
