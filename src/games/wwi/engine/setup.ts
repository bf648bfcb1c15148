/**
 * Starting states of the two scenarios (seed 002 11.1, 11.2).
 */
import type { Board, NationId } from './board';
import { SeededDice } from '../../../platform/dice';
import { CHARTS, type Charts, allArmies } from './charts';
import type { Alignment, NationState, Unit, WwiState } from './state';

export type Scenario = 'historical' | 'free';

/** Side of each counter nation when the war begins; neutrals are "neutral" (9.0, 11.16). */
export function startingAlignment(charts: Charts, nation: NationId): Alignment {
  return charts.counters[nation]?.side ?? 'neutral';
}

export function unitId(nation: NationId, army: string): string {
  return `${nation}:${army}`;
}

function makeUnit(nation: NationId, army: string): Unit {
  return {
    id: unitId(nation, army),
    nation,
    army,
    status: 'pool',
    hex: null,
    transit: null,
    transitSince: null,
    reduced: false,
    stosstruppen: false,
    armouredCorps: false,
  };
}

/** A state with every counter in the pool and nothing on the map (tests and free set-up start here). */
export function emptyState(charts: Charts = CHARTS, seed: Uint8Array = new Uint8Array([1])): WwiState {
  const nations: Record<NationId, NationState> = {};
  for (const nation of Object.keys(charts.counters)) {
    nations[nation] = {
      alignment: startingAlignment(charts, nation),
      rp: startingAlignment(charts, nation) === 'neutral' ? 0 : (charts.startingRp[nation] ?? 0),
      surrendered: false,
      collapsed: false,
      invadedBy: null,
    };
  }
  const units = Object.keys(charts.counters).flatMap((nation) => allArmies(charts, nation).map((army) => makeUnit(nation, army)));
  return {
    scenario: 'free',
    turn: 1,
    phase: 'allied-movement',
    attackPhase: 0,
    superior: 'central',
    phaseSerial: 0,
    nations,
    units,
    forts: [],
    control: {},
    vp: { allies: 0, central: 0 },
    dice: new SeededDice(seed).snapshot(),
    log: [],
    engaged: [],
    attackedHexes: [],
    seaMoveUsed: false,
    seaSupply: [],
    activationTried: false,
    frenchAttacksOwed: 0,
    pending: null,
    declared: null,
    diceMode: 'shared',
    rollCount: 0,
    diceOwedBy: null,
    diceCommitments: { allies: null, central: null },
    diceContributions: { allies: 0, central: 0 },
    franceFallen: false,
    russianGarrisonReleased: false,
    undo: null,
  };
}

/** Forts as printed on the map, owned by the nation of their hex (10.5). */
export function printedForts(board: Board): WwiState['forts'] {
  const forts: WwiState['forts'] = [];
  for (const hex of board.allHexes()) {
    if (hex.fort > 0 && hex.nation) forts.push({ hex: hex.id, nation: hex.nation, strength: hex.fort, destroyed: false });
  }
  return forts;
}
