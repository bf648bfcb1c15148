/**
 * The Allied automated player's war after Russia leaves it (issue 32): Russia's collapse or
 * surrender (10.1, 11.32) did not end the war in the west. The Allies held their line with men
 * and material until the US armies came (9.8, turns 8-9), then spent them in the offensives of
 * summer and autumn 1918 (the Hundred Days, the Macedonian front, Vittorio Veneto).
 */
import type { Charts } from './charts';
import type { Side, WwiState } from './state';

/** The turn of the Allied offensives of 1918 (summer 1918, when the second wave of US armies lands, turns.json). */
export const HUNDRED_DAYS_FROM_TURN = 9;

/** The Allied player's posture this turn: 'hold' until its offensive, 'offensive' from it; null while Russia fights on. */
export type AlliedPosture = 'hold' | 'offensive' | null;

export function alliedPosture(state: WwiState, side: Side, charts: Charts): AlliedPosture {
  const russia = state.nations['russia'];
  if (side !== 'allies' || !russia || !(russia.surrendered || russia.collapsed)) return null;
  return state.turn >= Math.min(HUNDRED_DAYS_FROM_TURN, charts.victory.lastTurn) ? 'offensive' : 'hold';
}
