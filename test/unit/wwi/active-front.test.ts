/**
 * Projector mode (issue "the first ten minutes", point 10): the board opens on
 * the action. The hexes come from the engine; these tests pin which ones.
 */
import { describe, expect, it } from 'vitest';
import { activeFront } from '../../../src/games/wwi/engine/active-front';
import { hexDistance } from '../../../src/games/wwi/engine/hex';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { widthShowingAtLeast, focusView } from '../../../src/platform/viewport';
import { frontBoard, stateWith } from './fixtures';

describe('the active front a projector opens on', () => {
  it('is the combat being fought: the attacked hex and its attackers, declared or waiting for losses', () => {
    const board = frontBoard();
    const base = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505', 'france:2': '0302' }, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 3 });
    const declared = { ...base, declared: { kind: 'attack' as const, side: 'central' as const, order: { attackers: ['germany:1', 'germany:2'], target: '0505' } } };
    expect(activeFront(declared, board)).toEqual(['0505', '0604', '0605']);
    const pending = {
      ...base,
      pending: { stage: 'defender' as const, attackers: ['germany:2'], defenderHex: '0505', defenders: ['france:1'], attackerLoss: 1, defenderLoss: 1, retreatCap: 1, minimumRetreat: 0, infiltration: false, retreatPath: [], defenderUnsupplied: false, fortCanBeTaken: false, thirdRound: false },
    };
    expect(activeFront(pending, board)).toEqual(['0505', '0605']);
  });

  it('is otherwise the busiest stretch of front of the side to act: its armies next to an enemy, within a few hexes of each other', () => {
    const state = wwiGame.initialState('historical', {}, new Uint8Array(16));
    const board = europeBoard();
    const hexes = activeFront(state, board);
    expect(hexes.length).toBeGreaterThan(2);
    // In August 1914 the Allies act first, and their busiest front is in the west (columns 01-08), not in Russia.
    for (const hex of hexes) expect(Number(hex.slice(0, 2))).toBeLessThan(9);
    for (const a of hexes) for (const b of hexes) expect(hexDistance(a, b)).toBeLessThanOrEqual(8);
  });

  it('is shown with counters of at least 40 pixels on a 1920-pixel projector', () => {
    // A 26-unit counter at 40 px on a 1,400-px wide board: the view may be at most 910 units wide.
    expect(widthShowingAtLeast(26, 40, 1400)).toBeCloseTo(910);
    const view = focusView([{ x: 0, y: 0 }, { x: 3000, y: 0 }], 1.5, { extent: { x: -5000, y: -5000, width: 20000, height: 20000 }, minWidth: 10 }, { maxWidth: 910 });
    expect(view!.width).toBeCloseTo(910);
    expect(view!.x + view!.width / 2).toBeCloseTo(1500);
  });
});
