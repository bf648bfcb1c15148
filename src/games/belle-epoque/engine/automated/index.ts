/**
 * Automated powers (chapter 13): the action an automated power takes whenever it
 * must act. The engine runs the procedure itself (action 'automaton'), so the
 * decision is only which answer a pending step owes.
 */
import { loadBelleEpoqueData } from '../data';
import { actor, type Action } from '../actions';
import type { Rng } from '../rng';
import type { BelleEpoqueState } from '../state';
import { automatonOption, isAutomated } from './common';

const d = loadBelleEpoqueData();

/** The automated power's action now, or null when the power to act is a person's (or the game is over). */
export function automatedAction(s: BelleEpoqueState, rng: Rng): Action | null {
  const p = actor(s);
  if (!p || !isAutomated(s, p)) return null;
  const pend = s.pending;
  // No longer dealt to it (13.7 note); a link saved before may still hold the choice: one at random.
  if (pend?.kind === 'keepIntrigue') return { kind: 'keep', card: pend.cards[rng.below(2)] };
  if (pend?.kind === 'targetChoice') {
    // 13.4.6 Political Scandal: even, prestige (option 1); odd, a cube from the embassies (option 2).
    const half = d.intrigueCards.find((c) => c.id === pend.card)?.halves[pend.half];
    const choice = half?.effects.find((e) => e.kind === 'choice');
    return { kind: 'choose', option: choice?.kind === 'choice' ? automatonOption(choice, rng) : 0 };
  }
  // Contests with an automated power wait for phase e (13.3); a pending one never names it.
  if (pend?.kind === 'contest') return pend.contest.step === 'reroll' ? { kind: 'reroll', card: null } : pend.contest.step === 'defender' ? { kind: 'defend', fleets: [], armies: 0, minorArmies: [] } : { kind: 'contestArmies', armies: 0, minorArmies: [] };
  return { kind: 'automaton' };
}

export { isAutomated } from './common';
export { soloVerdict } from './victory';
