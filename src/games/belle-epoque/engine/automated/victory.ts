/** The solo game's verdict (13.10). */
import type { Localized } from '../../../../platform/game';
import { loadBelleEpoqueData } from '../data';

const d = loadBelleEpoqueData();

/** 13.10: the person's final VP plus the early-end bonus (turn 7: +10, turn 8: +5), read on the ladder. */
export function soloVerdict(vp: number, lastTurn: number): { total: number; result: Localized } {
  const total = vp + (d.rules.solo.lastTurnBonus[String(lastTurn)] ?? 0);
  const step = [...d.rules.solo.ladder].sort((a, b) => b.from - a.from).find((x) => total >= x.from)!;
  return { total, result: step.result };
}
