/**
 * Movement (seed 002 5.0-5.6, 4.0-4.3, 9.1, 10.6): land moves with 5 MP,
 * rail, sea movement, transit areas and crossing arrows.
 */
import type { Board, NationId } from './board';
import { type HexId, directionBetween } from './hex';
import { CHARTS, type Charts } from './charts';
import { type Side, type Unit, type WwiState, cloneState, unitById, unitsOnMap } from './state';
import { alignmentOf, enemyOccupies, isNeutralNation, neutralOccupies } from './sides';
import { enemyZoc } from './zoc';
import { supplySources, transitAreasOpenTo } from './supply';
import { type Checked, fail, ok, refuse } from './reasons';
import { placeName, unitCalled } from './names';
import { invade } from './neutrals';

export interface MoveStep {
  to: HexId;
  /** This step runs along a railway (5.3). */
  rail?: boolean;
}

export interface UnitMove {
  unit: string;
  /** Leave the transit area the unit is in; the first step is one of its entry hexes (5.51). */
  fromTransit?: boolean;
  steps: MoveStep[];
  /** End the move inside this transit area, from one of its entry hexes (5.51). */
  enterTransit?: string;
  /** Sea movement (5.4): one step straight to a coastal hex anywhere. */
  bySea?: boolean;
}

export interface MoveCheck {
  cost: number;
  /** Neutral nations this move invades (9.1). */
  invades: NationId[];
}

const SEA_MOVERS = new Set(['britain', 'france', 'usa']);

/** The side that moves in the current phase, if it is a movement phase (3.0 steps 1-2). */
export function movingSide(state: WwiState): Side | null {
  if (state.phase === 'allied-movement') return 'allies';
  if (state.phase === 'central-movement') return 'central';
  return null;
}

/** Hexes bordering the Turkish Straits hold no neutral or enemy unit or fort (5.43, 7.17, 8.52). */
export function straitsOpen(state: WwiState, board: Board, side: Side = 'allies'): boolean {
  for (const hex of board.allHexes()) {
    if (!board.bordersSea(hex.id, 'straits')) continue;
    if (neutralOccupies(state, hex.id) || enemyOccupies(state, hex.id, side)) return false;
  }
  return true;
}

/** 5.32: a continuous line of rail hexes from `start` to a friendly supply source, free of enemy units and ZOC and, like supply (7.3), of neutral countries. */
export function railLineToSupply(state: WwiState, board: Board, start: HexId, nation: NationId, charts: Charts = CHARTS): boolean {
  const side = alignmentOf(state, nation);
  if (side === 'neutral') return false;
  const zoc = enemyZoc(state, board, side, charts);
  const { sources } = supplySources(state, board, nation);
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const hex = queue.shift()!;
    if (sources.has(hex)) return true;
    for (const { direction, id } of board.neighbours(hex)) {
      if (seen.has(id) || !board.isRailSide(hex, direction)) continue;
      if (enemyOccupies(state, id, side) || zoc.has(id) || isNeutralNation(state, board.hex(id).nation)) continue;
      seen.add(id);
      queue.push(id);
    }
  }
  return false;
}

/**
 * Every hex from which 5.32's rail line to a supply source exists for `nation`, found once
 * (the same answer as railLineToSupply for each hex, for callers that ask about many).
 */
export function railLinesToSupply(state: WwiState, board: Board, nation: NationId, charts: Charts = CHARTS): (hex: HexId) => boolean {
  const side = alignmentOf(state, nation);
  if (side === 'neutral') return () => false;
  const zoc = enemyZoc(state, board, side, charts);
  const { sources } = supplySources(state, board, nation);
  // seed 002 5.32 with 7.1-7.3: the line runs to a supply source as supply does, so never through a neutral country.
  const enterable = (hex: HexId) => !enemyOccupies(state, hex, side) && !zoc.has(hex) && !isNeutralNation(state, board.hex(hex).nation);
  // Hexes a rail line may pass through and that lead on to a source.
  const leading = new Set<HexId>([...sources].filter(enterable));
  const queue = [...leading];
  for (let i = 0; i < queue.length; i++) {
    for (const { direction, id } of board.neighbours(queue[i])) {
      if (leading.has(id) || !board.isRailSide(queue[i], direction) || !enterable(id)) continue;
      leading.add(id);
      queue.push(id);
    }
  }
  return (hex) => sources.has(hex) || board.neighbours(hex).some(({ direction, id }) => leading.has(id) && board.isRailSide(hex, direction));
}

function transitEntry(board: Board, area: string, hex: HexId): boolean {
  return !!board.transitAreas.get(area)?.entries.includes(hex);
}

/** Check one unit's move against the state as it stands (earlier moves of the phase applied). */
export function checkMove(state: WwiState, board: Board, move: UnitMove, charts: Charts = CHARTS): Checked<MoveCheck> {
  const rules = charts.rules;
  const unit = state.units.find((u) => u.id === move.unit);
  if (!unit) return fail(refuse('5.0', 'No such unit', 'Unità inesistente'));
  const side = alignmentOf(state, unit.nation);
  const mover = movingSide(state);
  if (!mover || side !== mover) return fail(refuse('3.0', 'Not this side\'s movement phase', 'Non è la fase di movimento di questa parte'));
  if (state.scenario === 'historical' && state.turn === 1) {
    return fail(refuse('11.11', 'No unit moves in the first turn of the historical game', 'Nessuna unità muove nel primo turno'));
  }
  if (move.bySea) return checkSeaMove(state, board, unit, move, charts);

  let current: HexId;
  let cost = 0;
  let railHexes = 0;
  let stopped = false;
  let startedInZoc: boolean;
  const zoc = enemyZoc(state, board, side, charts);
  const invades: NationId[] = [];
  let steps = move.steps;

  if (move.fromTransit) {
    if (unit.status !== 'transit' || !unit.transit) return fail(refuse('5.51', 'The unit is not in a transit area', 'L\'unità non è in un\'area di transito'));
    // seed 002 5.54: not in and out in the same movement phase.
    if (unit.transitSince === state.phaseSerial) return fail(refuse('5.54', 'A unit cannot enter and leave a transit area in the same phase', 'Non si può entrare e uscire dall\'area di transito nella stessa fase'));
    const first = steps[0];
    if (!first || !transitEntry(board, unit.transit, first.to)) return fail(refuse('5.52', 'Units leave a transit area only through its entry hexes', 'Si esce dall\'area di transito solo dagli esagoni indicati'));
    if (enemyOccupies(state, first.to, side)) return fail(refuse('5.2', 'The entry hex is held by the enemy', 'L\'esagono di uscita è occupato dal nemico'));
    current = first.to;
    cost += first.rail ? 0 : rules.terrainCost[board.hex(current).terrain as 'clear' | 'rough'];
    if (first.rail) railHexes++;
    startedInZoc = false; // seed 002 5.55: ZOC does not reach into transit areas.
    if (zoc.has(current)) stopped = true;
    steps = steps.slice(1);
  } else {
    if (unit.status !== 'map' || !unit.hex) return fail(refuse('5.0', 'The unit is not on the map', 'L\'unità non è sulla mappa'));
    current = unit.hex;
    startedInZoc = zoc.has(current);
  }

  let railState: 'none' | 'riding' | 'done' = railHexes > 0 ? 'riding' : 'none';
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    if (stopped) return fail(refuse('4.0', 'A unit must stop on entering an enemy zone of control', 'Un\'unità deve fermarsi entrando in una ZOC nemica'));
    const direction = directionBetween(current, step.to);
    if (!direction || !board.has(step.to) || board.hex(step.to).map !== board.hex(current).map) {
      return fail(refuse('5.1', `hex ${placeName(board, step.to)} is not next to hex ${placeName(board, current)}`, `l'esagono ${placeName(board, step.to, 'it')} non è adiacente all'esagono ${placeName(board, current, 'it')}`));
    }
    const kind = board.side(current, direction);
    if (kind === 'sea' || kind === 'lake' || kind === 'blocked') {
      return fail(refuse('5.1', `The hexside between hex ${placeName(board, current)} and hex ${placeName(board, step.to)} cannot be crossed`, `Il lato tra l'esagono ${placeName(board, current, 'it')} e l'esagono ${placeName(board, step.to, 'it')} non si può attraversare`));
    }
    if (!board.isPlayable(step.to)) return fail(refuse('5.1', `hex ${placeName(board, step.to)} is prohibited terrain`, `l'esagono ${placeName(board, step.to, 'it')} è terreno proibito`));
    // seed 002 5.2: never into a hex holding an enemy (or neutral) unit or fort.
    if (enemyOccupies(state, step.to, side) || neutralOccupies(state, step.to)) {
      return fail(refuse('5.2', `hex ${placeName(board, step.to)} is occupied`, `l'esagono ${placeName(board, step.to, 'it')} è occupato`));
    }
    // seed 002 4.3: never straight from one enemy ZOC to another.
    if (i === 0 && !move.fromTransit && startedInZoc && zoc.has(step.to)) {
      return fail(refuse('4.3', 'A unit cannot move directly from one enemy zone of control to another', 'Un\'unità non può muovere direttamente da una ZOC nemica a un\'altra'));
    }
    if (step.rail) {
      // seed 002 5.3, 5.6: along a railway, never across a crossing arrow.
      if (!board.isRailSide(current, direction)) return fail(refuse('5.3', `No railway joins hex ${placeName(board, current)} and hex ${placeName(board, step.to)}`, `Nessuna ferrovia collega l'esagono ${placeName(board, current, 'it')} e l'esagono ${placeName(board, step.to, 'it')}`));
      // seed 002 5.33: rail movement once per phase.
      if (railState === 'done') return fail(refuse('5.33', 'Rail movement may be used only once per phase', 'Il movimento ferroviario si usa una sola volta per fase'));
      // seed 002 5.32: the rail line must lead to a friendly supply source.
      if (railState === 'none' && !railLineToSupply(state, board, current, unit.nation, charts)) {
        return fail(refuse('5.32', 'No rail line free of enemies runs from here to a supply source', 'Nessuna linea ferroviaria libera porta a una fonte di rifornimento'));
      }
      railState = 'riding';
      railHexes++;
    } else {
      if (railState === 'riding') railState = 'done';
      cost += rules.terrainCost[board.hex(step.to).terrain as 'clear' | 'rough'];
      if (kind === 'crossing') cost += rules.crossingArrowExtraCost; // seed 002 5.6
    }
    const nation = board.hex(step.to).nation;
    if (nation && isNeutralNation(state, nation) && !invades.includes(nation)) invades.push(nation);
    current = step.to;
    // seed 002 4.0, 5.34: stop on entering an enemy ZOC, by rail too.
    if (zoc.has(current)) stopped = true;
  }
  // seed 002 5.3: rail hexes cost a third of a movement point each, rounded down.
  const total = cost + Math.floor(railHexes / rules.railCostDivisor);
  if (total > rules.movementPoints) {
    return fail(refuse('5.0', `The move costs ${total} MP; a unit has ${rules.movementPoints}`, `Il movimento costa ${total} PM; un'unità ne ha ${rules.movementPoints}`));
  }
  if (move.enterTransit) {
    const area = move.enterTransit;
    if (!transitAreasOpenTo(state, unit.nation).includes(area)) {
      return fail(refuse(area === 'franco-italian' ? '9.5' : '10.81', 'This transit area is closed to the unit', 'Quest\'area di transito è chiusa all\'unità'));
    }
    if (!transitEntry(board, area, current)) return fail(refuse('5.52', 'Units enter a transit area only from its entry hexes', 'Si entra nell\'area di transito solo dagli esagoni indicati'));
    if (move.fromTransit) return fail(refuse('5.54', 'A unit cannot leave and enter a transit area in the same phase', 'Non si può uscire e rientrare nella stessa fase'));
  }
  return ok({ cost: total, invades });
}

/** seed 002 10.8: the nations whose units may stand on the Caucasus map. */
const CAUCASUS_NATIONS: ReadonlySet<string> = new Set(['russia', 'turkey']);

function checkSeaMove(state: WwiState, board: Board, unit: Unit, move: UnitMove, charts: Charts): Checked<MoveCheck> {
  if (!SEA_MOVERS.has(unit.nation)) return fail(refuse('5.4', 'Only British, French or American units move by sea', 'Solo unità britanniche, francesi o statunitensi muovono per mare'));
  if (state.phase !== 'allied-movement') return fail(refuse('5.4', 'Sea movement happens in the Allied movement phase', 'Il movimento marino avviene nella fase alleata'));
  if (state.seaMoveUsed) return fail(refuse('5.4', 'Only one unit per Allied movement phase moves by sea', 'Una sola unità per fase alleata muove per mare'));
  if (unit.status !== 'map' || !unit.hex) return fail(refuse('5.42', 'The unit is not on the map', 'L\'unità non è sulla mappa'));
  // seed 002 5.41: sea movement is the whole move.
  if (move.steps.length !== 1 || move.enterTransit || move.fromTransit) {
    return fail(refuse('5.41', 'Sea movement cannot be combined with other movement', 'Il movimento marino non si combina con altri movimenti'));
  }
  const from = unit.hex;
  const to = move.steps[0].to;
  // seed 002 5.42: start on a clear coastal hex, not on the Baltic.
  if (board.hex(from).terrain !== 'clear' || !board.isCoastal(from) || board.bordersSea(from, 'baltic')) {
    return fail(refuse('5.42', 'Sea movement starts on a clear coastal hex not on the Baltic', 'Il movimento marino parte da un esagono costiero pianeggiante non sul Baltico'));
  }
  if (!board.isPlayable(to)) return fail(refuse('5.43', `hex ${placeName(board, to)} is not land`, `l'esagono ${placeName(board, to, 'it')} non è terra`));
  // seed 002 10.8: only Russian and Turkish units enter the Caucasus map, by sea no more than by land.
  if (board.hex(to).map === 'caucasus' && !CAUCASUS_NATIONS.has(unit.nation)) {
    return fail(refuse('10.8', 'Only Russian and Turkish units may enter the Caucasus', 'Solo unità russe e turche possono entrare nel Caucaso'));
  }
  // seed 002 5.45: may end in an enemy ZOC, never on an enemy.
  if (enemyOccupies(state, to, 'allies') || neutralOccupies(state, to)) return fail(refuse('5.45', `hex ${placeName(board, to)} is occupied`, `l'esagono ${placeName(board, to, 'it')} è occupato`));
  const adriaticOrAegean = board.hex(to).terrain === 'clear' && (board.bordersSea(to, 'adriatic') || board.bordersSea(to, 'aegean'));
  const straitsOrBlackSea = board.bordersSea(to, 'straits') || board.bordersSea(to, 'black-sea');
  // seed 002 5.43: clear coast of the Adriatic or Aegean, or the Straits / Black Sea while the Straits are open.
  if (!adriaticOrAegean && !(straitsOrBlackSea && straitsOpen(state, board))) {
    return fail(refuse('5.43', 'Sea movement ends on the clear coast of the Adriatic or Aegean, or on the Straits or Black Sea while the Straits are open', 'Il movimento marino termina sulla costa dell\'Adriatico o dell\'Egeo, o sugli Stretti o sul Mar Nero se gli Stretti sono aperti'));
  }
  const nation = board.hex(to).nation;
  return ok({ cost: charts.rules.seaMoveCost, invades: nation && isNeutralNation(state, nation) ? [nation] : [] });
}

/** Apply a checked move: position, control of hexes passed through (11.31), invasions (9.1), sea supply (5.47, 7.17). */
export function applyMove(state: WwiState, board: Board, move: UnitMove, charts: Charts = CHARTS): WwiState {
  return placeMove(cloneState(state), board, move, charts);
}

/** applyMove on a copy the caller owns, changed in place (placeCheckedMove): one copy for a phase's moves. */
export function placeMove(state: WwiState, board: Board, move: UnitMove, charts: Charts = CHARTS): WwiState {
  const checked = checkMove(state, board, move, charts);
  if (!checked.ok) throw new Error(checked.refusal.en);
  return placeCheckedMove(state, board, move, checked.value, charts);
}

/** applyMove for a move `checkMove` has just accepted on this very state, with what it found. */
export function applyCheckedMove(state: WwiState, board: Board, move: UnitMove, checked: { invades: NationId[] }, charts: Charts = CHARTS): WwiState {
  return placeCheckedMove(cloneState(state), board, move, checked, charts);
}

/**
 * applyCheckedMove on a copy the caller owns, changed in place: a phase's moves, each checked on the
 * board the moves before it left, share one copy instead of one each (returns the state to go on with).
 */
export function placeCheckedMove(state: WwiState, board: Board, move: UnitMove, checked: { invades: NationId[] }, charts: Charts = CHARTS): WwiState {
  let next = state;
  const unit = unitById(next, move.unit);
  const side = alignmentOf(next, unit.nation) as Side;
  for (const nation of checked.invades) next = invade(next, board, nation, side, charts);
  const moved = unitById(next, move.unit);
  const passed = move.steps.map((s) => s.to);
  for (const hex of passed) markPassage(next, board, hex, side);
  if (move.fromTransit) {
    moved.status = 'map';
    moved.transit = null;
    moved.transitSince = null;
  }
  if (passed.length) moved.hex = passed[passed.length - 1];
  if (move.bySea) {
    next.seaMoveUsed = true;
    if (!next.seaSupply.includes(moved.hex!)) next.seaSupply.push(moved.hex!);
  }
  if (move.enterTransit) {
    moved.status = 'transit';
    moved.transit = move.enterTransit;
    moved.transitSince = next.phaseSerial;
    moved.hex = null;
  }
  return next;
}

/** A unit passing through a hex takes control of it (10.1, 11.31) and cancels enemy sea supply there (7.17). */
export function markPassage(state: WwiState, board: Board, hex: HexId, side: Side): void {
  const owner = alignmentOf(state, board.hex(hex).nation);
  if (owner === side) delete state.control[hex];
  else state.control[hex] = side;
  if (side === 'central') state.seaSupply = state.seaSupply.filter((h) => h !== hex);
  // seed 002 9.6: Allied units entering Greece after a Central invasion remove the Greek armies.
  const greece = state.nations['greece'];
  if (side === 'allies' && greece?.invadedBy === 'central' && board.hex(hex).nation === 'greece') {
    for (const u of state.units) if (u.nation === 'greece' && u.status !== 'removed') Object.assign(u, { status: 'removed', hex: null });
  }
}

/** End-of-movement checks (5.2 stacking, 10.6 Austro-Hungarian restriction). */
export function checkEndOfMovement(state: WwiState, board: Board): Checked<true> {
  const seen = new Map<HexId, string>();
  for (const unit of unitsOnMap(state)) {
    const other = seen.get(unit.hex!);
    if (other) {
      const [a, b] = [unitCalled(state, unit.id), unitCalled(state, other)];
      return fail(refuse('5.2', `${a.en} and ${b.en} end the phase in the same hex ${placeName(board, unit.hex!)}`, `${a.it} e ${b.it} terminano la fase nello stesso esagono ${placeName(board, unit.hex!, 'it')}`));
    }
    seen.set(unit.hex!, unit.id);
  }
  return ok(true);
}

/** Austro-Hungarian units may not end a movement phase in Belgium, France or Holland (10.6). */
export function austroHungariansOutOfPlace(state: WwiState, board: Board): Unit[] {
  return unitsOnMap(state).filter(
    (u) => u.nation === 'austria-hungary' && ['belgium', 'france', 'holland'].includes(board.hex(u.hex!).nation ?? ''),
  );
}

