/** The result of a neutral activation roll (seed 002 9.2), read from the log as both players receive it. */
import { describe, expect, it } from 'vitest';
import { CHARTS } from '../../../src/games/wwi/engine/charts';
import { isActivationRoll } from '../../../src/games/wwi/engine/log-codec';
import { alignmentOf } from '../../../src/games/wwi/engine/sides';
import { activationReport, latestActivation } from '../../../src/games/wwi/ui/activation-report';
import { vpConsequence } from '../../../src/games/wwi/ui/activation-panel';
import { playedStates } from './played-game';

/** Each activation roll of the played game, with the index of the state it produced. */
function rolls() {
  const { states, written } = playedStates();
  return written.filter((w) => isActivationRoll(w.entry.detail)).map((w) => ({ ...w, states }));
}

describe('activation report', () => {
  it('adds the die and every modifier of the table, and compares with the number needed', () => {
    const all = rolls();
    expect(all.length).toBeGreaterThan(0);
    for (const { entry, stateIndex, states } of all) {
      const report = activationReport(entry)!;
      expect(report.die).toBe(entry.die);
      expect(report.total).toBe(report.die + report.modifiers.reduce((sum, m) => sum + m.value, 0));
      expect(report.needed).toBe(CHARTS.activation[report.nation][report.side]);
      expect(report.joined).toBe(report.total >= report.needed);
      // The outcome is what the state after the roll says.
      expect(alignmentOf(states[stateIndex], report.nation)).toBe(report.joined ? report.side : 'neutral');
      for (const m of report.modifiers) {
        expect(m.rule).toBe('9.2');
        const line = CHARTS.activationModifiers.find((known) => known.text.en.endsWith(m.text.en))!;
        expect(line.text.it.endsWith(m.text.it)).toBe(true);
        // The value is the printed one, times the count for "per city" lines.
        expect(Math.abs(m.value % line.value)).toBe(0);
      }
    }
  });

  it('reads the roll from the link of the roller and of the opponent, then lets it go', () => {
    const { states } = playedStates();
    const { entry, stateIndex } = rolls()[0];
    const rolled = latestActivation(states[stateIndex])!;
    expect(rolled).toEqual(activationReport(entry));
    // The roller moves on; the opponent's link (the next phase) still carries the whole roll.
    const opponent = states.findIndex((s, i) => i > stateIndex && s.phaseSerial === entry.serial! + 1);
    expect(latestActivation(states[opponent])?.key).toBe(rolled.key);
    // Two phases later it is no longer news.
    const later = states.find((s, i) => i > stateIndex && s.phaseSerial >= entry.serial! + 2)!;
    expect(latestActivation(later)?.key ?? null).not.toBe(rolled.key);
  });

  it('states the victory points: none by activation, the invasion value while neutral (9.4, 11.33)', () => {
    const all = rolls().map((r) => activationReport(r.entry)!);
    for (const report of all) {
      expect(report.invasionVp).toBe(CHARTS.invasionVp[report.nation] ?? 0);
      const words = vpConsequence(report, 'en');
      if (report.joined) expect(words).toContain('No victory points');
      else expect(words).toContain(`${report.invasionVp} VP`);
    }
    const neutral = all.find((r) => !r.joined)!;
    expect(vpConsequence({ ...neutral, invasionVp: 0 }, 'it')).toContain('non dà punti vittoria');
    expect(vpConsequence({ ...neutral, joined: true }, 'it')).toContain('Nessun punto vittoria');
  });

  it('is null for an entry that is not an activation roll', () => {
    expect(activationReport({ turn: 1, phase: 'attack', serial: 0, die: 3, text: 'attack on 0312' })).toBeNull();
  });
});
