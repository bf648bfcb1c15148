/** Who wins a game with automated powers (13.0) and the solo game's verdict (13.10). */
import type { Localized } from '../../../../platform/game';
import { loadBelleEpoqueData, type PowerId } from '../data';
import { playerScores, winningPlayers } from '../scoring';
import type { BelleEpoqueState } from '../state';

const d = loadBelleEpoqueData();

export interface SoloVerdict { total: number; result: Localized; victory: boolean }

/** 13.10: the person's final VP plus the early-end bonus (turn 7: +10, turn 8: +5), read on the ladder. */
export function soloVerdict(vp: number, lastTurn: number): SoloVerdict {
  const total = vp + (d.rules.solo.lastTurnBonus[String(lastTurn)] ?? 0);
  const ladder = [...d.rules.solo.ladder].sort((a, b) => b.from - a.from);
  // The lowest step is "below 75": a score under zero (10.2 can end negative) is on it too.
  const step = ladder.find((x) => total >= x.from) ?? ladder[ladder.length - 1];
  return { total, result: step.result, victory: step.victory };
}

export interface FinalVerdict {
  /** The winning powers (every power of each winning player). */
  winners: PowerId[];
  /** Each player's VP, people only when automated powers play (they never count theirs, 13.0). */
  scores: { powers: PowerId[]; vp: number }[];
  /** The solo game's ladder (13.10): one person against automated powers. */
  solo?: { power: PowerId; vp: number } & SoloVerdict;
}

/** The end of a game: 10.2 among the people; automated powers are never winners (13.0); solo, the ladder (13.10). */
export function finalVerdict(s: BelleEpoqueState): FinalVerdict {
  const auto = s.automated ?? [];
  const person = (i: number) => s.players[i].some((p) => !auto.includes(p));
  const people = s.players.map((_, i) => i).filter(person);
  const all = playerScores(s);
  const scores = people.map((i) => ({ powers: s.players[i], vp: all[i] }));
  const humanPowers = people.flatMap((i) => s.players[i]).filter((p) => !auto.includes(p));
  if (auto.length && humanPowers.length === 1) {
    const power = humanPowers[0];
    // 13.10 "the last turn": the turn the game ended in (Sarajevo, 6.3); after turn 9 no bonus.
    const v = soloVerdict(s.powers[power].vp, s.endReason === 'sarajevo' ? s.turn : d.rules.maxTurns);
    return { winners: v.victory ? [power] : [], scores, solo: { power, vp: s.powers[power].vp, ...v } };
  }
  const winners = winningPlayers(s, people).flatMap((i) => s.players[i]);
  return { winners, scores };
}
