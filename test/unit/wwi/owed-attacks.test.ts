import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { checkAction } from '../../../src/games/wwi/engine/actions';
import { frenchAttacksOwed } from '../../../src/games/wwi/engine/owed-attacks';
import { emptyAttackDraft, endAttacksStep } from '../../../src/games/wwi/ui/attack-draft';
import type { WwiState } from '../../../src/games/wwi/engine/state';

const historical = (): WwiState => wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([3, 1, 4]));
/** The historical game's turn 1 in the given attack phase, the Allies superior (so the odd phases are theirs). */
const inPhase = (attackPhase: number, owed = 2): WwiState => ({ ...historical(), superior: 'allies', phase: 'attack', attackPhase, frenchAttacksOwed: owed });

describe('French attacks owed in turn 1 of the historical game (11.12)', () => {
  it('are owed by the Allies alone, in turn 1 alone, while any is left', () => {
    expect(frenchAttacksOwed(inPhase(1), 'allies')).toEqual({ owed: 2, lastChance: false });
    expect(frenchAttacksOwed(inPhase(2), 'central')).toBeNull();
    expect(frenchAttacksOwed({ ...inPhase(1), turn: 2 }, 'allies')).toBeNull();
    expect(frenchAttacksOwed(inPhase(1, 0), 'allies')).toBeNull();
  });

  it("make the Allies' last attack phase of the turn their last chance, whichever side is superior", () => {
    expect(frenchAttacksOwed(inPhase(5, 1), 'allies')).toEqual({ owed: 1, lastChance: true });
    expect(frenchAttacksOwed({ ...inPhase(5, 1), superior: 'central' }, 'allies')?.lastChance).toBe(false);
    expect(frenchAttacksOwed({ ...inPhase(6, 1), superior: 'central' }, 'allies')?.lastChance).toBe(true);
  });

  it('refuse the end of the last chance, and let an earlier phase end (the player is warned instead)', () => {
    const board = europeBoard();
    expect(checkAction(inPhase(5, 1), board, 'allies', { kind: 'end-attacks' })?.en).toMatch(/still owe an attack with French units/);
    expect(checkAction(inPhase(1, 1), board, 'allies', { kind: 'end-attacks' })).toBeNull();
  });

  it('make "End this attack phase" ask first while a later phase is left, and not end the last chance', () => {
    const draft = emptyAttackDraft();
    expect(endAttacksStep(inPhase(1, 1), 'allies', draft).step).toBe('confirm');
    expect(endAttacksStep(inPhase(1, 1), 'allies', { ...draft, confirmingEnd: true }).step).toBe('end');
    expect(endAttacksStep(inPhase(5, 1), 'allies', { ...draft, confirmingEnd: true }).step).toBe('refused');
    expect(endAttacksStep(inPhase(1, 0), 'allies', draft).step).toBe('end');
    expect(endAttacksStep(inPhase(2, 2), 'central', draft).step).toBe('end');
  });
});
