import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../../src/games/belle-epoque/engine/actions';
import { initialState } from '../../../../src/games/belle-epoque/engine/setup';
import type { BelleEpoqueState } from '../../../../src/games/belle-epoque/engine/state';
import { rearrangeLines, rearrangeTap, rearrangeTargets, rearranging } from '../../../../src/games/belle-epoque/ui/rearrange-draft';
import { setupLines } from '../../../../src/games/belle-epoque/ui/setup-draft';
import { storySentence } from '../../../../src/games/belle-epoque/ui/log-lines';
import { FRANCE_SHORT_ROUNDS, playSetup, scriptedRng, seeded } from '../helpers';

const ROUNDS = FRANCE_SHORT_ROUNDS;

function ended(): BelleEpoqueState {
  return playSetup(initialState({ players: 4 }, scriptedRng()), ROUNDS);
}

describe('the end of the set-up on the map and in the panel (3.3.2)', () => {
  it('the set-up panel shows the minimums against the cubes placed, and that they hold at the end', () => {
    const s = initialState({ players: 4 }, scriptedRng());
    expect(setupLines(s, 'fr', 'en').join(' ')).toContain('Asia 0/2, Africa 0/2, Europe 0/1. They must hold once all cubes are down');
  });

  it('a first tap picks a cube that may move, a second places it; a cube that must stay is refused with its rule', () => {
    const s = ended();
    expect(rearranging(s)).toBe(true);
    expect(rearrangeTargets(s, null)).toContain('belgium');
    expect(rearrangeTargets(s, null)).not.toContain('indochina');
    expect(rearrangeTap(s, null, 'indochina').refusal?.rule).toBe('3.3.2');
    expect(rearrangeTap(s, null, 'belgium')).toEqual({ from: 'belgium', action: null, refusal: null });
    expect(rearrangeTap(s, 'belgium', 'belgium')).toEqual({ from: null, action: null, refusal: null });
    expect(rearrangeTap(s, 'belgium', 'japan').refusal?.rule).toBe('3.3');
    expect(rearrangeTap(s, 'belgium', 'china').action).toEqual({ kind: 'rearrange', from: 'belgium', to: 'china' });
  });

  it('the panel says who moves how many cubes and what each continent lacks, in both languages', () => {
    const s = ended();
    const en = rearrangeLines(s, 'fr', null, 'en').join(' ');
    expect(en).toContain('move 1 cube to meet them');
    expect(en).toContain('Asia 1/2 (1 short)');
    expect(rearrangeLines(s, 'fr', 'belgium', 'it').join(' ')).toContain('ne mancano 1');
  });

  it('the log says who must rearrange after the last cube, and each move', () => {
    let s = initialState({ players: 4 }, scriptedRng());
    let before = s;
    for (const round of ROUNDS) for (const [p, ts] of round) for (const t of ts) {
      before = s;
      s = applyAction(s, p, { kind: 'setup', territory: t }, seeded(1));
    }
    expect(storySentence(before, s, 'en')).toContain('France is short of its minimums per continent and moves cubes (3.3.2).');
    const after = applyAction(s, 'fr', { kind: 'rearrange', from: 'belgium', to: 'china' }, seeded(1));
    // Russia's cube holds China's space 1.
    expect(storySentence(s, after, 'en')).toBe('France moves a set-up cube to China (space 2) (3.3.2). The set-up is complete.');
  });
});
