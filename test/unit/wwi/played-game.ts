/**
 * One game of the automated players, kept as the list of states a browser
 * would hold (each as its link carries it), plus what each action really
 * wrote into the log — the ground truth for the game log built from the states.
 */
import { playBotGame } from '../../../src/games/wwi/engine/self-play';
import type { LogEntry, WwiState } from '../../../src/games/wwi/engine/state';

export interface PlayedStates {
  /** The initial state, then the state after each action as its link carries it. */
  states: WwiState[];
  /** Log entries each action wrote, by the index of the state it produced. */
  written: { stateIndex: number; entry: LogEntry }[];
}

let played: PlayedStates | null = null;

export function playedStates(): PlayedStates {
  if (played) return played;
  const states: WwiState[] = [];
  const written: PlayedStates['written'] = [];
  playBotGame({
    onStep: (before, after, _step, applied) => {
      if (!states.length) states.push(before);
      states.push(after);
      // Applying an action only appends to the log of the state it starts from.
      for (const entry of applied.log.slice(before.log.length)) written.push({ stateIndex: states.length - 1, entry });
    },
  });
  played = { states, written };
  return played;
}
