/**
 * The result of a neutral activation roll (seed 002 9.2), read from its log
 * entry so that the player who receives the link sees it as the roller did:
 * nation, die, each modifier of the Neutral Activation Table, the number
 * needed, the outcome, and what it means for victory points (9.4, 11.33). Pure.
 */
import type { Localized } from '../../../platform/game';
import { CHARTS, type Charts } from '../engine/charts';
import { isActivationRoll } from '../engine/log-codec';
import { isRecent } from '../engine/combat-report';
import type { LogEntry, Side, WwiState } from '../engine/state';

export interface ActivationReport {
  /** Names this roll within its game, for remembering it has been shown. */
  key: string;
  nation: string;
  side: Side;
  die: number;
  /** Each modifier: when it applies, its value now, and the rule that prints it. */
  modifiers: { text: Localized; value: number; rule: string }[];
  total: number;
  needed: number;
  joined: boolean;
  /** Victory points the other side scores if either side later invades the nation instead (9.4); 0 for none. */
  invasionVp: number;
}

/**
 * When a modifier of the Neutral Activation Table applies, in both languages, without its printed value
 * (shown apart: "per city" lines count several times). The engine and links name a line by its English text (9.2).
 */
export function modifierCondition(text: string, charts: Charts = CHARTS): Localized {
  const line = charts.activationModifiers.find((known) => known.text.en === text)?.text ?? { en: text, it: text };
  const bare = (words: string) => words.replace(/^[+-]\d+\s+/, '');
  return { en: bare(line.en), it: bare(line.it) };
}

/** The report of one log entry, or null if it is not an activation roll with its record. */
export function activationReport(entry: LogEntry, charts: Charts = CHARTS): ActivationReport | null {
  const roll = entry.detail;
  if (!isActivationRoll(roll)) return null;
  const modifiers = roll.modifiers.map((m) => ({ text: modifierCondition(m.text, charts), value: m.value, rule: '9.2' }));
  return {
    key: `roll:${entry.serial ?? entry.turn}:${roll.nation}:${roll.side}`,
    nation: roll.nation,
    side: roll.side,
    die: roll.die,
    modifiers,
    total: roll.total,
    needed: roll.needed,
    joined: roll.joined,
    invasionVp: charts.invasionVp[roll.nation] ?? 0,
  };
}

/** The activation rolled in the current or the previous phase, the ones a link carries whole; null if none. */
export function latestActivation(state: WwiState, charts: Charts = CHARTS): ActivationReport | null {
  for (let i = state.log.length - 1; i >= 0; i--) {
    const entry = state.log[i];
    if (!isRecent(state, entry)) continue;
    const report = activationReport(entry, charts);
    if (report) return report;
  }
  return null;
}
