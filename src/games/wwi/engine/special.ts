/**
 * Special rules that change the war's shape (seed 002 10.1, 10.2, 10.3, 10.9).
 * Each function takes a state already copied by the caller and updates it.
 */
import type { Board } from './board';
import { CHARTS, type Charts, turnRecord } from './charts';
import { type WwiState, unitsOnMap } from './state';
import { alignmentOf, controllerOf } from './sides';
import { logHistoric } from './dice';

/** Russian objective cities occupied or controlled by the Central Powers (10.1). */
export function russianObjectivesTaken(state: WwiState, board: Board): number {
  let taken = 0;
  for (const hex of board.allHexes()) {
    if (hex.nation !== 'russia' || !hex.objective) continue;
    const occupant = unitsOnMap(state).find((u) => u.hex === hex.id);
    const occupied = occupant && alignmentOf(state, occupant.nation) === 'central';
    if (occupied || controllerOf(state, board, hex.id) === 'central') taken++;
  }
  return taken;
}

/** Three objectives: Russia collapses (10.1); four: Russia surrenders (10.2, 10.21, 11.32). */
export function checkRussia(state: WwiState, board: Board, charts: Charts = CHARTS): void {
  const russia = state.nations['russia'];
  if (!russia || russia.surrendered) return;
  const taken = russianObjectivesTaken(state, board);
  if (taken >= charts.rules.russianCollapseCities && !russia.collapsed) {
    russia.collapsed = true;
    russia.rp = 0;
    logHistoric(state, 'The Russian army collapses: Russia loses all its resource points (10.1)');
  }
  if (taken >= charts.rules.russianSurrenderCities) {
    russia.surrendered = true;
    russia.rp = 0;
    for (const unit of state.units) {
      if (unit.nation === 'russia' && unit.status !== 'removed') Object.assign(unit, { status: 'removed', hex: null, transit: null });
    }
    for (const fort of state.forts) if (board.has(fort.hex) && board.hex(fort.hex).nation === 'russia') fort.destroyed = true;
    const vp = turnRecord(charts, state.turn).russianSurrenderVp;
    state.vp.central += vp;
    logHistoric(state, `Russia surrenders: the Central Powers score ${vp} VP (10.2, 11.32)`);
  }
}

/** Italy surrenders when the Central Powers occupy every Italian city at the end of a turn (10.9). */
export function checkItaly(state: WwiState, board: Board): void {
  const italy = state.nations['italy'];
  if (!italy || italy.surrendered || italy.alignment !== 'allies') return;
  const cities = [...board.allHexes()].filter((h) => h.nation === 'italy' && h.city);
  if (!cities.length) return;
  const occupied = cities.every((h) => {
    const unit = unitsOnMap(state).find((u) => u.hex === h.id);
    return unit && alignmentOf(state, unit.nation) === 'central';
  });
  if (!occupied) return;
  italy.surrendered = true;
  italy.rp = 0;
  for (const unit of state.units) {
    if (unit.nation === 'italy' && unit.status !== 'removed') Object.assign(unit, { status: 'removed', hex: null, transit: null });
    else if (alignmentOf(state, unit.nation) === 'allies') {
      const inItaly = unit.status === 'map' && board.hex(unit.hex!).nation === 'italy';
      const inTransit = unit.status === 'transit' && unit.transit === 'franco-italian';
      if (inItaly || inTransit) Object.assign(unit, { status: 'eliminated', hex: null, transit: null });
    }
  }
  logHistoric(state, 'Italy surrenders (10.9)');
}

/**
 * France has fallen once every Allied unit has been pushed out of it (10.3): no new French, British or US units.
 * The flag set when that happened is what counts; a France momentarily empty because the Allies marched out has not fallen.
 */
export function franceHasFallen(state: WwiState): boolean {
  return state.franceFallen;
}
