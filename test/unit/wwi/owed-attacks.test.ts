import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { checkAction } from '../../../src/games/wwi/engine/actions';
import { frenchAttackPossible, frenchAttacksOwed } from '../../../src/games/wwi/engine/owed-attacks';
import { emptyAttackDraft, endAttacksStep } from '../../../src/games/wwi/ui/attack-draft';
import type { WwiState } from '../../../src/games/wwi/engine/state';

const historical = (): WwiState => wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([3, 1, 4]));
/** The historical game's turn 1 in the given attack phase, the Allies superior (so the odd phases are theirs). */
const inPhase = (attackPhase: number, owed = 2): WwiState => ({ ...historical(), superior: 'allies', phase: 'attack', attackPhase, frenchAttacksOwed: owed });

const board = europeBoard();
const frenchIds = (state: WwiState) => state.units.filter((u) => u.nation === 'france').map((u) => u.id);

describe('French attacks owed in turn 1 of the historical game (11.12)', () => {
  it('are owed by the Allies alone, in turn 1 alone, while any is left', () => {
    expect(frenchAttacksOwed(inPhase(1), board, 'allies')).toEqual({ owed: 2, lastChance: false, possible: true });
    expect(frenchAttacksOwed(inPhase(2), board, 'central')).toBeNull();
    expect(frenchAttacksOwed({ ...inPhase(1), turn: 2 }, board, 'allies')).toBeNull();
    expect(frenchAttacksOwed(inPhase(1, 0), board, 'allies')).toBeNull();
  });

  it("make the Allies' last attack phase of the turn their last chance, whichever side is superior", () => {
    expect(frenchAttacksOwed(inPhase(5, 1), board, 'allies')).toEqual({ owed: 1, lastChance: true, possible: true });
    expect(frenchAttacksOwed({ ...inPhase(5, 1), superior: 'central' }, board, 'allies')?.lastChance).toBe(false);
    expect(frenchAttacksOwed({ ...inPhase(6, 1), superior: 'central' }, board, 'allies')?.lastChance).toBe(true);
  });

  it('refuse the end of the last chance, and let an earlier phase end (the player is warned instead)', () => {
    expect(checkAction(inPhase(5, 1), board, 'allies', { kind: 'end-attacks' })?.en).toMatch(/still owe an attack with French units/);
    expect(checkAction(inPhase(1, 1), board, 'allies', { kind: 'end-attacks' })).toBeNull();
  });

  it('make "End this attack phase" ask first while a later phase is left, and not end the last chance', () => {
    const draft = emptyAttackDraft();
    expect(endAttacksStep(inPhase(1, 1), board, 'allies', draft).step).toBe('confirm');
    expect(endAttacksStep(inPhase(1, 1), board, 'allies', { ...draft, confirmingEnd: true }).step).toBe('end');
    expect(endAttacksStep(inPhase(5, 1), board, 'allies', { ...draft, confirmingEnd: true }).step).toBe('refused');
    expect(endAttacksStep(inPhase(1, 0), board, 'allies', draft).step).toBe('end');
    expect(endAttacksStep(inPhase(2, 2), board, 'central', draft).step).toBe('end');
  });

  // 11.12 owes attacks with French units; an attack is made only as 6.0–6.7 allow. When none can be made the Allies are not held in the phase.
  it('let the last chance end when no French army can attack: all have fought this phase (6.6)', () => {
    const state = inPhase(5, 2);
    const fought: WwiState = { ...state, engaged: frenchIds(state) };
    expect(frenchAttackPossible(fought, board)).toBe(false);
    expect(frenchAttacksOwed(fought, board, 'allies')).toEqual({ owed: 2, lastChance: true, possible: false });
    expect(checkAction(fought, board, 'allies', { kind: 'end-attacks' })).toBeNull();
    expect(endAttacksStep(fought, board, 'allies', emptyAttackDraft()).step).toBe('end');
  });

  it('let the last chance end when no enemy stands next to a French army (6.0)', () => {
    const state = inPhase(5, 1);
    const central = new Set(['germany', 'austria-hungary']);
    const noEnemy: WwiState = {
      ...state,
      units: state.units.map((u) => (central.has(u.nation) ? { ...u, status: 'eliminated' as const, hex: null } : u)),
      forts: state.forts.map((f) => (central.has(f.nation) ? { ...f, destroyed: true } : f)),
    };
    expect(frenchAttackPossible(noEnemy, board)).toBe(false);
    expect(checkAction(noEnemy, board, 'allies', { kind: 'end-attacks' })).toBeNull();
  });

  it('hold the last chance while one French army can still attack, even only with the British beside it (6.1)', () => {
    const state = inPhase(5, 1);
    const oneLeft: WwiState = { ...state, engaged: frenchIds(state).filter((id) => id !== 'france:6') };
    expect(frenchAttackPossible(oneLeft, board)).toBe(true);
    expect(checkAction(oneLeft, board, 'allies', { kind: 'end-attacks' })?.rule).toBe('11.12');
    expect(endAttacksStep(oneLeft, board, 'allies', emptyAttackDraft()).step).toBe('refused');
    // The French 6th Army alone (4) is weaker than any German army next to it (5): without the BEF no attack can be made.
    const alone: WwiState = { ...oneLeft, engaged: [...oneLeft.engaged, 'britain:BEF'] };
    expect(frenchAttackPossible(alone, board)).toBe(false);
    expect(checkAction(alone, board, 'allies', { kind: 'end-attacks' })).toBeNull();
  });
});
