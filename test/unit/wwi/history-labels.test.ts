import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { playedStates } from './played-game';

describe('history entries of a World War I game', () => {
  it('never name two successive states alike, though many share a phase', () => {
    const { states } = playedStates();
    const labels = states.map((state) => wwiGame.historyLabel!(state, 'en'));
    const phases = states.map((state) => wwiGame.phaseLabel(state, 'en'));
    expect(phases.some((phase, i) => i > 0 && phase === phases[i - 1])).toBe(true);
    const repeats = labels.filter((label, i) => i > 0 && label === labels[i - 1]);
    expect(repeats).toEqual([]);
    expect(labels.some((label) => /attacks? made/.test(label))).toBe(true);
  });
});
