/**
 * Sequence of play (seed 002 3.0): Allied movement, Central movement, superior
 * player determination, six alternating attack phases, construction.
 */
import { CHARTS, type Charts } from './charts';
import { type PhaseId, type Side, type WwiState } from './state';
import { otherSide } from './sides';
import type { Localized } from '../../../platform/game';

/** Resource points of the nations actively allied with each side (3.0 step 3). */
export function sideResourcePoints(state: WwiState, side: Side): number {
  let total = 0;
  for (const nation of Object.values(state.nations)) if (nation.alignment === side) total += nation.rp;
  return total;
}

/** The superior player has more RP; ties go to the Central Powers (3.0 step 3). */
export function superiorSide(state: WwiState): Side {
  return sideResourcePoints(state, 'allies') > sideResourcePoints(state, 'central') ? 'allies' : 'central';
}

/** Who must act now; during a combat, the side that owes the next choice. */
export function sideToAct(state: WwiState): Side | null {
  // Shared dice: a declared attack or activation waits for the other side's roll.
  if (state.declared) return otherSide(state.declared.side);
  switch (state.phase) {
    case 'setup-allies':
    case 'allied-movement':
    case 'build-allies':
      return 'allies';
    case 'setup-central':
    case 'central-movement':
    case 'build-central':
      return 'central';
    case 'attack': {
      const attacker = state.attackPhase % 2 === 1 ? state.superior : otherSide(state.superior);
      if (state.pending?.stage === 'defender') return otherSide(attacker);
      return attacker;
    }
    case 'over':
      return null;
  }
}

/** Plain-words name of the phase, for the UI and teachers (DESIGN "World War I"). */
export function phaseName(state: WwiState, charts: Charts = CHARTS): Localized {
  if (state.phase === 'over') return stepName(state);
  const turn = turnName(state.turn, charts);
  const step = stepName(state);
  return { en: `${turn.en}: ${step.en}`, it: `${turn.it}: ${step.it}` };
}

/** The turn and its season on the Turn Record Track: "Turn 3 (Summer 1915)". */
export function turnName(turn: number, charts: Charts = CHARTS): Localized {
  const record = charts.turns.find((t) => t.turn === turn);
  const when = record ? record.label : { en: `Turn ${turn}`, it: `Turno ${turn}` };
  return { en: `Turn ${turn} (${when.en})`, it: `Turno ${turn} (${when.it})` };
}

/** The phase within its turn: "Allied movement", "first attack of the superior player (Allied)". */
export function stepName(state: Pick<WwiState, 'phase' | 'attackPhase' | 'superior'>): Localized {
  const sideName = (side: Side): Localized => (side === 'allies' ? { en: 'Allied', it: 'alleato' } : { en: 'Central Powers', it: 'delle Potenze Centrali' });
  const both = (en: string, it: string): Localized => ({ en, it });
  switch (state.phase) {
    case 'setup-allies':
      return both('Allied set-up', 'piazzamento alleato');
    case 'setup-central':
      return both('Central Powers set-up', 'piazzamento delle Potenze Centrali');
    case 'allied-movement':
      return both('Allied movement', 'movimento alleato');
    case 'central-movement':
      return both('Central Powers movement', 'movimento delle Potenze Centrali');
    case 'attack': {
      const round = ['first', 'second', 'third'][Math.floor((state.attackPhase - 1) / 2)] ?? '';
      const roundIt = ['primo', 'secondo', 'terzo'][Math.floor((state.attackPhase - 1) / 2)] ?? '';
      const superior = state.attackPhase % 2 === 1;
      const side = sideName(superior ? state.superior : otherSide(state.superior));
      return both(
        `${round} attack of the ${superior ? 'superior' : 'inferior'} player (${side.en})`,
        `${roundIt} attacco del giocatore ${superior ? 'superiore' : 'inferiore'} (${side.it})`,
      );
    }
    case 'build-allies':
      return both('construction: Allied builds and loans', 'costruzione: eserciti e prestiti alleati');
    case 'build-central':
      return both('construction: Central Powers builds and loans', 'costruzione: eserciti e prestiti delle Potenze Centrali');
    case 'over':
      return both('Game over', 'Partita finita');
  }
}

/** The phase after `phase` in the fixed order of 3.0 (attack phases counted in state.attackPhase). */
export function nextPhaseOf(state: WwiState, charts: Charts = CHARTS): { phase: PhaseId; attackPhase: number } {
  const last = charts.rules.attackPhasesPerSide * 2;
  switch (state.phase) {
    case 'setup-allies':
      return { phase: 'setup-central', attackPhase: 0 };
    case 'setup-central':
      return { phase: 'allied-movement', attackPhase: 0 };
    case 'allied-movement':
      return { phase: 'central-movement', attackPhase: 0 };
    case 'central-movement':
      return { phase: 'attack', attackPhase: 1 };
    case 'attack':
      return state.attackPhase < last ? { phase: 'attack', attackPhase: state.attackPhase + 1 } : { phase: 'build-allies', attackPhase: 0 };
    case 'build-allies':
      return { phase: 'build-central', attackPhase: 0 };
    case 'build-central':
      return { phase: 'allied-movement', attackPhase: 0 };
    case 'over':
      return { phase: 'over', attackPhase: 0 };
  }
}
