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
  const turn = charts.turns.find((t) => t.turn === state.turn);
  const when = turn ? turn.label : { en: `Turn ${state.turn}`, it: `Turno ${state.turn}` };
  const sideName = (side: Side): Localized => (side === 'allies' ? { en: 'Allied', it: 'alleato' } : { en: 'Central Powers', it: 'delle Potenze Centrali' });
  const prefix = (en: string, it: string): Localized => ({ en: `Turn ${state.turn} (${when.en}): ${en}`, it: `Turno ${state.turn} (${when.it}): ${it}` });
  switch (state.phase) {
    case 'setup-allies':
      return prefix('Allied set-up', 'piazzamento alleato');
    case 'setup-central':
      return prefix('Central Powers set-up', 'piazzamento delle Potenze Centrali');
    case 'allied-movement':
      return prefix('Allied movement', 'movimento alleato');
    case 'central-movement':
      return prefix('Central Powers movement', 'movimento delle Potenze Centrali');
    case 'attack': {
      const round = ['first', 'second', 'third'][Math.floor((state.attackPhase - 1) / 2)] ?? '';
      const roundIt = ['primo', 'secondo', 'terzo'][Math.floor((state.attackPhase - 1) / 2)] ?? '';
      const superior = state.attackPhase % 2 === 1;
      const side = sideName(superior ? state.superior : otherSide(state.superior));
      return prefix(
        `${round} attack of the ${superior ? 'superior' : 'inferior'} player (${side.en})`,
        `${roundIt} attacco del giocatore ${superior ? 'superiore' : 'inferiore'} (${side.it})`,
      );
    }
    case 'build-allies':
      return prefix('construction: Allied builds and loans', 'costruzione: eserciti e prestiti alleati');
    case 'build-central':
      return prefix('construction: Central Powers builds and loans', 'costruzione: eserciti e prestiti delle Potenze Centrali');
    case 'over':
      return { en: 'Game over', it: 'Partita finita' };
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
