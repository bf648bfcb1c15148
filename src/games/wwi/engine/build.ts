/**
 * Construction phase (seed 002 3.0 step 10, 8.0-8.52, 9.8, 10.41, 10.7, 7.22).
 */
import type { Board, NationId } from './board';
import type { HexId } from './hex';
import { CHARTS, type Charts, hasReducedSide, turnRecord } from './charts';
import { type Side, type Unit, type WwiState, cloneState, fortAt, unitAt, unitById, unitsOnMap } from './state';
import { alignmentOf } from './sides';
import { enemyZoc } from './zoc';
import { isInSupply, supplyChecker, supplySources } from './supply';
import { straitsOpen } from './movement';
import { franceHasFallen } from './special';
import { type Checked, fail, ok, refuse } from './reasons';
import { nationName, placeName, unitCalled } from './names';
import { logEvent, logHistoric } from './dice';

export interface BuildOrders {
  /** New armies (8.3), US arrivals included (9.8). */
  armies?: { unit: string; hex: HexId }[];
  /** Destroyed forts rebuilt at their printed strength (8.4). */
  forts?: HexId[];
  /** German armies turned to their Stosstruppen side (10.41). */
  stosstruppen?: string[];
  /** The French army that receives the armoured corps (10.7). */
  armouredCorps?: string;
  /** Resource points lent to allies, after building (8.5). */
  loans?: { from: NationId; to: NationId; rp: number }[];
}

const WESTERN_ALLIES = new Set(['france', 'britain', 'usa']);

/** Lenders and who may receive from them (8.51). */
export function mayLend(state: WwiState, from: NationId, to: NationId): boolean {
  if (from === to || alignmentOf(state, from) !== alignmentOf(state, to)) return false;
  if (alignmentOf(state, from) === 'central') return from === 'germany';
  if (from === 'britain' || from === 'usa') return to !== 'britain' && to !== 'usa';
  if (from === 'france') return to !== 'usa' && to !== 'britain';
  if (from === 'russia' || from === 'italy') return !['usa', 'britain', 'france', 'russia', 'italy'].includes(to);
  return false;
}

/** Step 1 of construction: every nation at war adds its RP for the turn (8.1, 9.3, 10.1, 10.9). */
export function collectResourcePoints(state: WwiState, charts: Charts = CHARTS): void {
  for (const [nation, record] of Object.entries(state.nations)) {
    if (record.alignment === 'neutral' || record.surrendered || record.collapsed) continue;
    record.rp += charts.rpPerTurn[nation]?.[state.turn - 1] ?? 0;
  }
}

/** Where a new army of this nation may appear (8.33, 8.34). */
export function mayPlaceNewArmy(state: WwiState, board: Board, unit: Unit, hex: HexId, charts: Charts = CHARTS): Checked<true> {
  if (!board.isPlayable(hex)) return fail(refuse('8.33', `hex ${placeName(board, hex)} is not land`, `l'esagono ${placeName(board, hex, 'it')} non è terra`));
  const side = alignmentOf(state, unit.nation) as Side;
  const place = board.hex(hex);
  if (WESTERN_ALLIES.has(unit.nation)) {
    if (place.edge !== 'west' || place.nation !== 'france') return fail(refuse('8.33', 'New French, British and US armies appear on the west edge of France', 'I nuovi eserciti francesi, inglesi e statunitensi entrano dal bordo occidentale della Francia'));
    if (franceHasFallen(state)) return fail(refuse('10.3', 'France has fallen: no new French, British or US units', 'La Francia è caduta: niente nuove unità francesi, inglesi o statunitensi'));
  } else if (unit.nation === 'russia') {
    if (place.edge !== 'east' || place.nation !== 'russia') return fail(refuse('8.33', 'New Russian armies appear on the east edge in Russia', 'I nuovi eserciti russi entrano dal bordo orientale in Russia'));
  } else if (place.nation !== unit.nation || !supplySources(state, board, unit.nation).sources.has(hex)) {
    return fail(refuse('8.33', 'New armies appear on a supply source of their home country', 'I nuovi eserciti entrano su una fonte di rifornimento del paese natale'));
  }
  if (unitAt(state, hex)) return fail(refuse('8.34', `hex ${placeName(board, hex)} is occupied`, `l'esagono ${placeName(board, hex, 'it')} è occupato`));
  const enemyFort = fortAt(state, hex);
  if (enemyFort && alignmentOf(state, enemyFort.nation) !== side) return fail(refuse('8.34', `hex ${placeName(board, hex)} is held by the enemy`, `l'esagono ${placeName(board, hex, 'it')} è occupato dal nemico`));
  // seed 002 4.6, 8.34: never in an enemy ZOC.
  if (enemyZoc(state, board, side, charts).has(hex)) return fail(refuse('8.34', `hex ${placeName(board, hex)} is in an enemy zone of control`, `l'esagono ${placeName(board, hex, 'it')} è in una ZOC nemica`));
  return ok(true);
}

export function checkBuild(state: WwiState, board: Board, side: Side, orders: BuildOrders, charts: Charts = CHARTS): Checked<true> {
  const phase = side === 'allies' ? 'build-allies' : 'build-central';
  if (state.phase !== phase) return fail(refuse('3.0', 'Not this side\'s construction step', 'Non è il passo di costruzione di questa parte'));
  const rp: Record<NationId, number> = Object.fromEntries(Object.entries(state.nations).map(([n, s]) => [n, s.rp]));
  const spend = (nation: NationId, amount: number, rule: string): Checked<true> => {
    if ((rp[nation] ?? 0) < amount) return fail(refuse(rule, `${nationName(nation, 'en')} lacks the ${amount} RP needed`, `${nationName(nation, 'it')} non ha i ${amount} PR necessari`));
    rp[nation] -= amount;
    return ok(true);
  };
  const usedHexes = new Set<HexId>();
  const arriving = turnRecord(charts, state.turn).usArmies;
  let usPlaced = 0;
  for (const { unit: id, hex } of orders.armies ?? []) {
    const unit = state.units.find((u) => u.id === id);
    if (!unit || alignmentOf(state, unit.nation) !== side) return fail(refuse('8.3', `${unitCalled(state, id).en} is not yours to build`, `${unitCalled(state, id).it} non è vostra`));
    if (unit.status !== 'pool' && unit.status !== 'eliminated') {
      return fail(refuse(unit.status === 'removed' ? '8.31' : '8.35', `${unitCalled(state, id).en} cannot be built`, `${unitCalled(state, id).it} non si può costruire`));
    }
    if (state.nations[unit.nation].surrendered) return fail(refuse('10.2', `${nationName(unit.nation, 'en')} has surrendered`, `${nationName(unit.nation, 'it')} si è arresa`));
    if (usedHexes.has(hex)) return fail(refuse('5.2', `Two armies placed on hex ${placeName(board, hex)}`, `Due eserciti piazzati nell'esagono ${placeName(board, hex, 'it')}`));
    usedHexes.add(hex);
    const placed = mayPlaceNewArmy(state, board, unit, hex, charts);
    if (!placed.ok) return placed;
    // seed 002 9.8: the first three US armies arrive free on turns 8 and 9.
    const freeArrival = unit.nation === 'usa' && unit.status === 'pool' && usPlaced < arriving;
    if (freeArrival) usPlaced++;
    else {
      const paid = spend(unit.nation, charts.rules.armyCost, '8.3');
      if (!paid.ok) return paid;
    }
  }
  if (side === 'allies' && usPlaced < Math.min(arriving, usArrivalRoom(state, board, charts))) {
    return fail(refuse('9.8', `${arriving} US armies arrive this turn on the west edge`, `${arriving} eserciti statunitensi arrivano in questo turno`));
  }
  for (const hex of orders.forts ?? []) {
    const fort = state.forts.find((f) => f.hex === hex);
    if (!fort || !fort.destroyed || alignmentOf(state, fort.nation) !== side) return fail(refuse('8.4', `No destroyed fort of yours in hex ${placeName(board, hex)}`, `Nessuna vostra fortificazione distrutta nell'esagono ${placeName(board, hex, 'it')}`));
    if (unitAt(state, hex) && alignmentOf(state, unitAt(state, hex)!.nation) !== side) return fail(refuse('8.4', `hex ${placeName(board, hex)} is held by the enemy`, `l'esagono ${placeName(board, hex, 'it')} è occupato dal nemico`));
    if (!isInSupply(state, board, hex, fort.nation, charts)) return fail(refuse('8.4', 'A fort is rebuilt only in supply', 'Una fortificazione si ricostruisce solo se rifornita'));
    const paid = spend(fort.nation, fort.strength * charts.rules.fortRebuildCostPerPoint, '8.4');
    if (!paid.ok) return paid;
  }
  if (orders.stosstruppen?.length) {
    if (side !== 'central' || state.turn < charts.rules.stosstruppenFromTurn) return fail(refuse('10.41', `Stosstruppen from turn ${charts.rules.stosstruppenFromTurn}, for the Central Powers`, `Stosstruppen dal turno ${charts.rules.stosstruppenFromTurn}`));
    // seed 002 10.41: any number of German armies in one construction phase, 5 RP each, at most four in play.
    if (new Set(orders.stosstruppen).size !== orders.stosstruppen.length) return fail(refuse('10.41', 'Each army is converted once', 'Ogni esercito si converte una volta'));
    const zoc = enemyZoc(state, board, 'central', charts);
    const already = state.units.filter((u) => u.stosstruppen && u.status === 'map').length;
    if (already + orders.stosstruppen.length > charts.rules.stosstruppenMax) return fail(refuse('10.41', `At most ${charts.rules.stosstruppenMax} Stosstruppen armies`, `Al massimo ${charts.rules.stosstruppenMax} Stosstruppen`));
    for (const id of orders.stosstruppen) {
      const unit = state.units.find((u) => u.id === id);
      if (!unit || unit.nation !== 'germany' || unit.status !== 'map' || unit.stosstruppen) return fail(refuse('10.41', `${unitCalled(state, id).en} is not a German army on the map`, `${unitCalled(state, id).it} non è un esercito tedesco sulla mappa`));
      if (zoc.has(unit.hex!)) return fail(refuse('10.41', `${unitCalled(state, id).en} is in an enemy zone of control`, `${unitCalled(state, id).it} è in una ZOC nemica`));
      const paid = spend('germany', charts.rules.stosstruppenCost, '10.41');
      if (!paid.ok) return paid;
    }
  }
  if (orders.armouredCorps) {
    const unit = state.units.find((u) => u.id === orders.armouredCorps);
    if (side !== 'allies' || state.turn < charts.rules.armouredCorpsFromTurn) return fail(refuse('10.7', `The armoured corps comes from turn ${charts.rules.armouredCorpsFromTurn}`, `Il corpo corazzato arriva dal turno ${charts.rules.armouredCorpsFromTurn}`));
    if (state.units.some((u) => u.armouredCorps && u.status === 'map')) return fail(refuse('10.7', 'There is one armoured corps', 'C\'è un solo corpo corazzato'));
    if (!unit || unit.nation !== 'france' || unit.status !== 'map') return fail(refuse('10.7', 'The armoured corps joins a French army on the map', 'Il corpo corazzato si unisce a un esercito francese sulla mappa'));
    const paid = spend('france', charts.rules.armouredCorpsCost, '10.7');
    if (!paid.ok) return paid;
  }
  for (const loan of orders.loans ?? []) {
    if (!Number.isInteger(loan.rp) || loan.rp <= 0) return fail(refuse('8.5', 'Loans are whole positive amounts', 'I prestiti sono quantità intere positive'));
    if (alignmentOf(state, loan.from) !== side || !mayLend(state, loan.from, loan.to)) {
      return fail(refuse('8.51', `${nationName(loan.from, 'en')} cannot lend to ${nationName(loan.to, 'en')}`, `${nationName(loan.from, 'it')} non può prestare a ${nationName(loan.to, 'it')}`));
    }
    // seed 002 8.52: loans to Russia need the sea route through the Straits; 10.1: none after the collapse.
    if (loan.to === 'russia' && (!straitsOpen(state, board) || state.nations['russia'].collapsed)) {
      return fail(refuse('8.52', 'Russia can receive loans only through open Straits, and not after its collapse', 'La Russia riceve prestiti solo con gli Stretti aperti, e non dopo il collasso'));
    }
    const paid = spend(loan.from, loan.rp, '8.5');
    if (!paid.ok) return paid;
  }
  return ok(true);
}

/** How many US armies can arrive now: pool counters with a free west-edge hex of France for each (9.8, 8.33, 10.3). */
function usArrivalRoom(state: WwiState, board: Board, charts: Charts): number {
  const waiting = state.units.filter((u) => u.nation === 'usa' && u.status === 'pool');
  if (!waiting.length) return 0;
  let room = 0;
  for (const hex of board.allHexes()) {
    if (hex.edge === 'west' && hex.nation === 'france' && mayPlaceNewArmy(state, board, waiting[0], hex.id, charts).ok) room++;
  }
  return Math.min(room, waiting.length);
}

/** Carry out checked build orders; loans come last so lent RP build nothing this turn (8.5). */
export function applyBuild(state: WwiState, board: Board, side: Side, orders: BuildOrders, charts: Charts = CHARTS): WwiState {
  const checked = checkBuild(state, board, side, orders, charts);
  if (!checked.ok) throw new Error(checked.refusal.en);
  const next = cloneState(state);
  let usFree = turnRecord(charts, state.turn).usArmies;
  for (const { unit: id, hex } of orders.armies ?? []) {
    const unit = unitById(next, id);
    const rebuilt = unit.status === 'eliminated';
    if (unit.nation === 'usa' && unit.status === 'pool' && usFree > 0) usFree--;
    else next.nations[unit.nation].rp -= charts.rules.armyCost;
    // seed 002 8.32: the BEF and A-H 1st-7th come back on their reduced side.
    unit.reduced = rebuilt && hasReducedSide(charts, unit.nation, unit.army) ? true : unit.reduced;
    Object.assign(unit, { status: 'map', hex, stosstruppen: false, armouredCorps: false });
    if (unit.nation === 'usa' && !rebuilt && state.units.every((u) => u.nation !== 'usa' || u.status === 'pool')) {
      logHistoric(next, `The first American army lands in France (9.8)`);
    }
    logEvent(next, `${id} ${rebuilt ? 'rebuilt' : 'built'} at ${hex}`);
  }
  for (const hex of orders.forts ?? []) {
    const fort = next.forts.find((f) => f.hex === hex)!;
    next.nations[fort.nation].rp -= fort.strength * charts.rules.fortRebuildCostPerPoint;
    fort.destroyed = false;
  }
  for (const id of orders.stosstruppen ?? []) {
    unitById(next, id).stosstruppen = true;
    next.nations['germany'].rp -= charts.rules.stosstruppenCost;
  }
  if (orders.armouredCorps) {
    unitById(next, orders.armouredCorps).armouredCorps = true;
    next.nations['france'].rp -= charts.rules.armouredCorpsCost;
  }
  for (const loan of orders.loans ?? []) {
    next.nations[loan.from].rp -= loan.rp;
    next.nations[loan.to].rp += loan.rp;
  }
  return next;
}

/** Step 5: units and forts out of supply are destroyed; units for good, forts may be rebuilt (7.22, 7.6). */
export function supplyAttrition(state: WwiState, board: Board, charts: Charts = CHARTS): void {
  // Until none is left: a unit removed here may have been what negated an enemy ZOC on another's
  // supply line (7.4), and no unit ends the turn out of supply (7.22).
  for (;;) {
    const supplied = supplyChecker(state, board, charts);
    const doomed = unitsOnMap(state).filter((u) => alignmentOf(state, u.nation) !== 'neutral' && !supplied(u.hex!, u.nation));
    const doomedForts = state.forts.filter((f) => !f.destroyed && alignmentOf(state, f.nation) !== 'neutral' && !supplied(f.hex, f.nation));
    if (!doomed.length && !doomedForts.length) return;
    for (const unit of doomed) {
      Object.assign(unit, { status: 'removed', hex: null });
      logEvent(state, `${unit.id} is out of supply and is removed for good (7.22)`);
    }
    for (const fort of doomedForts) fort.destroyed = true;
  }
}
