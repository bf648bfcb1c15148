/**
 * Occupation duties of the Central Powers (seed 002 10.3, 10.22): the garrison
 * of the French map edge after the fall of France, and the five Russian cities
 * after the Russian surrender. Both bind the Central Powers' movement phase.
 */
import type { Board } from './board';
import type { HexId } from './hex';
import { CHARTS, type Charts } from './charts';
import { type WwiState, unitsOnMap } from './state';
import { alignmentOf } from './sides';
import { enemyZoc } from './zoc';
import { type Checked, fail, ok, refuse } from './reasons';
import { placeName, unitCalled } from './names';
import { logHistoric } from './dice';

/** No Allied unit stands in France (10.3). */
export function noAlliedUnitInFrance(state: WwiState, board: Board): boolean {
  return !unitsOnMap(state).some((u) => alignmentOf(state, u.nation) === 'allies' && board.hex(u.hex!).nation === 'france');
}

/** West-edge hexes of France neither occupied by a Central Powers unit nor in their zone of control (10.3). */
export function frenchEdgeGaps(state: WwiState, board: Board, charts: Charts = CHARTS): HexId[] {
  const centralZoc = enemyZoc(state, board, 'allies', charts);
  const held = new Set(unitsOnMap(state).filter((u) => alignmentOf(state, u.nation) === 'central').map((u) => u.hex!));
  const gaps: HexId[] = [];
  for (const hex of board.allHexes()) {
    if (hex.edge !== 'west' || hex.nation !== 'france') continue;
    if (!held.has(hex.id) && !centralZoc.has(hex.id)) gaps.push(hex.id);
  }
  return gaps.sort();
}

/** Russian cities occupied (not merely controlled) by Central Powers units (10.22). */
export function russianCitiesGarrisoned(state: WwiState, board: Board): HexId[] {
  return unitsOnMap(state)
    .filter((u) => alignmentOf(state, u.nation) === 'central' && board.hex(u.hex!).nation === 'russia' && !!board.hex(u.hex!).city)
    .map((u) => u.hex!)
    .sort();
}

/** The five-city garrison binds while Russia has surrendered and no Allied unit has come back into Russia (10.22). */
export function russianGarrisonBinds(state: WwiState): boolean {
  return !!state.nations['russia']?.surrendered && !state.russianGarrisonReleased;
}

/**
 * Were the last Allied units pushed out of France by the action that turned `before` into `after`?
 * seed 002 10.3: France falls when the Allied armies are pushed out ("spinte fuori") — by combat
 * results or supply losses. Armies that leave by their own movement or advance do not make it fall;
 * a unit of France's last garrison taken off the map (a loss, an elimination out of supply) always does;
 * one that entered the Franco-Italian transit area (5.51) moved out on its own.
 */
export function alliesPushedOutOfFrance(before: WwiState, after: WwiState, board: Board, ownMovement: boolean): boolean {
  if (noAlliedUnitInFrance(before, board) || !noAlliedUnitInFrance(after, board)) return false;
  const garrison = unitsOnMap(before).filter((u) => alignmentOf(before, u.nation) === 'allies' && board.hex(u.hex!).nation === 'france');
  // A unit in a transit area went there by its own move (5.51): not pushed out, not taken off the map.
  const removed = garrison.some((u) => {
    const status = after.units.find((v) => v.id === u.id)?.status;
    return status !== 'map' && status !== 'transit';
  });
  return removed || !ownMovement;
}

/**
 * Record the events that start or end a duty; `state` is a copy the caller owns, made from `before`
 * by an action that was (`ownMovement`) or was not the Allies' own movement or advance.
 * Once France has fallen the flag is what counts, whoever stands in France later (10.3).
 */
export function updateOccupationDuties(before: WwiState, state: WwiState, board: Board, ownMovement: boolean): void {
  if (!state.franceFallen && alliesPushedOutOfFrance(before, state, board, ownMovement)) {
    state.franceFallen = true;
    logHistoric(state, 'France has fallen: the Central Powers must garrison the French map edge; no new French, British or US armies (10.3)');
  }
  if (russianGarrisonBinds(state) && unitsOnMap(state).some((u) => alignmentOf(state, u.nation) === 'allies' && board.hex(u.hex!).nation === 'russia')) {
    state.russianGarrisonReleased = true;
    logHistoric(state, 'Allied units are back in Russia: the Central Powers garrisons may leave (10.22)');
  }
}

/** Is this hex inside the borders of a Central Powers nation? */
function insideCentralBorders(state: WwiState, board: Board, hex: HexId): boolean {
  return alignmentOf(state, board.hex(hex).nation) === 'central';
}

/** Check the Central Powers' moves of one phase (`before` → `after`) against their occupation duties. */
export function checkOccupationDuties(before: WwiState, after: WwiState, board: Board, charts: Charts = CHARTS): Checked<true> {
  if (before.phase !== 'central-movement') return ok(true);
  if (before.franceFallen) {
    // seed 002 10.3: the edge must be held by units or their ZOC; a hex held at the start of the phase stays held.
    const gapsBefore = new Set(frenchEdgeGaps(before, board, charts));
    const opened = frenchEdgeGaps(after, board, charts).find((hex) => !gapsBefore.has(hex));
    if (opened) {
      return fail(refuse('10.3', `After the fall of France the Central Powers must keep the French map edge garrisoned (hex ${placeName(board, opened)} left open)`, `Dopo la caduta della Francia le Potenze Centrali devono presidiare il bordo francese (esagono ${placeName(board, opened, 'it')} lasciato scoperto)`));
    }
  }
  if (russianGarrisonBinds(before)) {
    const needed = charts.rules.russianSurrenderGarrisons;
    const held = russianCitiesGarrisoned(after, board).length;
    // seed 002 10.22: garrisons, once in place, stay until the end of the game.
    if (held < Math.min(needed, russianCitiesGarrisoned(before, board).length)) {
      return fail(refuse('10.22', 'The garrisons of Russian cities must stay in place', 'Le guarnigioni delle città russe devono rimanere sul posto'));
    }
    // seed 002 10.22: until five Russian cities are garrisoned, no unit withdraws inside the Central Powers' own borders.
    if (held < needed) {
      for (const unit of unitsOnMap(after)) {
        if (alignmentOf(after, unit.nation) !== 'central') continue;
        const start = before.units.find((u) => u.id === unit.id);
        const startedAbroad = start?.status === 'map' && !insideCentralBorders(before, board, start.hex!);
        if (startedAbroad && insideCentralBorders(after, board, unit.hex!)) {
          return fail(refuse('10.22', `${unitCalled(after, unit.id).en} may not withdraw inside the Central Powers' borders until ${needed} Russian cities are garrisoned`, `${unitCalled(after, unit.id).it} non può ritirarsi entro i confini finché ${needed} città russe non sono presidiate`));
        }
      }
    }
  }
  return ok(true);
}
