/**
 * Supply (seed 002 7.0-7.6, 10.82): a path of any length, through hexes a unit
 * could move into, free of enemy units, forts and (unless friendly units stand
 * there) enemy zones of control, to a source its nationality may use.
 */
import type { Board, NationId } from './board';
import type { HexId } from './hex';
import { CHARTS, type Charts } from './charts';
import { type Side, type WwiState } from './state';
import { alignmentOf, controllerOf, enemyOccupies, isNeutralNation, neutralOccupies, otherSide } from './sides';
import { enemyZoc } from './zoc';

const WEST_EDGE_NATIONS = new Set(['britain', 'france', 'usa']);

/** Transit areas a nation may use (5.5, 10.81); supply passes through them like movement does. */
export function transitAreasOpenTo(state: WwiState, nation: NationId): string[] {
  const side = alignmentOf(state, nation);
  const open: string[] = [];
  const italy = state.nations['italy'];
  // seed 002 5.5, 9.5, 10.9: the Franco-Italian area is Allied, closed while Italy is neutral or after it surrenders.
  if (side === 'allies' && italy && italy.alignment === 'allies' && !italy.surrendered) open.push('franco-italian');
  // seed 002 10.81: only Russians use South Russia, only Turks Anatolia.
  if (nation === 'russia') open.push('south-russia');
  if (nation === 'turkey') open.push('anatolia');
  return open;
}

/** Who stands where, read once per trace instead of once per hex (the map has some 1,500 hexes). */
interface Occupancy {
  units: Map<HexId, Side | 'neutral'>;
  forts: Map<HexId, Side | 'neutral'>;
}

function occupancy(state: WwiState): Occupancy {
  const units = new Map<HexId, Side | 'neutral'>();
  const forts = new Map<HexId, Side | 'neutral'>();
  for (const unit of state.units) if (unit.status === 'map' && unit.hex) units.set(unit.hex, alignmentOf(state, unit.nation));
  for (const fort of state.forts) if (!fort.destroyed) forts.set(fort.hex, alignmentOf(state, fort.nation));
  return { units, forts };
}

/** Hexes a supply path (or retreat) can enter for `side` (7.3, 7.4, 4.7). */
function supplyCanEnter(state: WwiState, board: Board, side: Side, hex: HexId, zoc: Set<HexId>, ownNation: NationId, held: Occupancy): boolean {
  if (!board.isPlayable(hex)) return false;
  const nation = board.hex(hex).nation;
  // seed 002 7.3: not through neutral countries.
  if (nation !== ownNation && isNeutralNation(state, nation)) return false;
  const enemy = otherSide(side);
  // seed 002 7.3, 10.53: not through enemy units or forts.
  if (held.units.get(hex) === enemy || held.forts.get(hex) === enemy) return false;
  // seed 002 4.7, 7.4: friendly units and forts negate the enemy ZOC.
  if (zoc.has(hex) && held.units.get(hex) !== side && held.forts.get(hex) !== side) return false;
  return true;
}

/** Every hex a supply path from `start` can reach (or, with `enough`, stop as soon as it says so). */
export function supplyReach(state: WwiState, board: Board, start: HexId, nation: NationId, charts: Charts = CHARTS, enough?: (hex: HexId) => boolean): Set<HexId> {
  const side = alignmentOf(state, nation);
  if (side === 'neutral') return new Set([start]);
  const zoc = enemyZoc(state, board, side, charts);
  const held = occupancy(state);
  const transits = transitAreasOpenTo(state, nation)
    .map((id) => board.transitAreas.get(id))
    .filter((a) => !!a);
  const seen = new Set<HexId>([start]);
  if (enough?.(start)) return seen;
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const hex = queue[i];
    const next: HexId[] = [];
    for (const { direction, id } of board.neighbours(hex)) {
      const kind = board.side(hex, direction);
      // seed 002 7.0: any hex the unit could move into; sea, lake and blocked hexsides stop it (7.3).
      if (kind === 'open' || kind === 'crossing') next.push(id);
    }
    for (const area of transits) if (area.entries.includes(hex)) next.push(...area.entries.filter((e) => e !== hex));
    for (const id of next) {
      if (seen.has(id) || !supplyCanEnter(state, board, side, id, zoc, nation, held)) continue;
      seen.add(id);
      if (enough?.(id)) return seen;
      queue.push(id);
    }
  }
  return seen;
}

function isFriendlySource(state: WwiState, board: Board, hex: HexId, side: Side): boolean {
  return !enemyOccupies(state, hex, side) && controllerOf(state, board, hex) !== otherSide(side);
}

function homeCities(state: WwiState, board: Board, nation: NationId, side: Side, onlySupplyCities: boolean): HexId[] {
  const out: HexId[] = [];
  for (const hex of board.allHexes()) {
    if (hex.nation !== nation || !hex.city || (onlySupplyCities && !hex.supplyCity)) continue;
    if (isFriendlySource(state, board, hex.id, side)) out.push(hex.id);
  }
  return out;
}

function edgeHexes(state: WwiState, board: Board, edge: 'west' | 'east', side: Side): HexId[] {
  const out: HexId[] = [];
  for (const hex of board.allHexes()) if (hex.edge === edge && isFriendlySource(state, board, hex.id, side)) out.push(hex.id);
  return out;
}

/** No neutral or Central Powers unit or fort on a hex of the Straits (5.43), as seen from the Allied side. */
function straitsOpenForSupply(state: WwiState, board: Board): boolean {
  for (const hex of board.allHexes()) {
    if (!board.bordersSea(hex.id, 'straits')) continue;
    if (neutralOccupies(state, hex.id) || enemyOccupies(state, hex.id, 'allies')) return false;
  }
  return true;
}

/** Supply sources of a nationality, and how many of them the path must join (7.11-7.17, 10.21). */
export function supplySources(state: WwiState, board: Board, nation: NationId): { sources: Set<HexId>; needed: number } {
  const side = alignmentOf(state, nation);
  if (side === 'neutral') return { sources: new Set(), needed: 1 };
  const sources = new Set<HexId>();
  const add = (ids: HexId[]) => ids.forEach((id) => sources.add(id));
  const westOrSea = () => {
    add(edgeHexes(state, board, 'west', side));
    // seed 002 7.17: a coastal hex reached by sea supplies whoever may use the west edge;
    // on the Black Sea only while sea movement through the Straits is possible (5.43).
    const straits = straitsOpenForSupply(state, board);
    add(state.seaSupply.filter((id) => isFriendlySource(state, board, id, side) && (straits || !board.bordersSea(id, 'black-sea'))));
  };
  if (nation === 'germany') {
    // seed 002 7.11: any two German cities, joined to each other by a supply path.
    add(homeCities(state, board, 'germany', side, false));
    return { sources, needed: 2 };
  }
  if (nation === 'austria-hungary') {
    // seed 002 7.12: any two Austro-Hungarian supply cities, joined to each other.
    add(homeCities(state, board, 'austria-hungary', side, true));
    return { sources, needed: 2 };
  }
  if (side === 'central') {
    // seed 002 7.13 (and 10.82 for Turks in the Caucasus): home cities, or German / A-H sources.
    add(homeCities(state, board, nation, side, false));
    add(homeCities(state, board, 'germany', side, false));
    add(homeCities(state, board, 'austria-hungary', side, true));
    return { sources, needed: 1 };
  }
  if (WEST_EDGE_NATIONS.has(nation)) {
    westOrSea(); // seed 002 7.14
    return { sources, needed: 1 };
  }
  if (nation === 'russia') {
    // seed 002 7.15, 10.21: the east edge, until Russia surrenders.
    if (!state.nations['russia']?.surrendered) add(edgeHexes(state, board, 'east', side));
    return { sources, needed: 1 };
  }
  // seed 002 7.16: other Allies: home cities, or either map edge.
  add(homeCities(state, board, nation, side, false));
  westOrSea();
  if (!state.nations['russia']?.surrendered) add(edgeHexes(state, board, 'east', side));
  return { sources, needed: 1 };
}

/** Is a unit of `nation` standing on `hex` in supply? (7.0, 7.5 is the caller's timing) */
export function isInSupply(state: WwiState, board: Board, hex: HexId, nation: NationId, charts: Charts = CHARTS): boolean {
  const { sources, needed } = supplySources(state, board, nation);
  if (sources.size < needed) return false;
  let found = 0;
  supplyReach(state, board, hex, nation, charts, (reached) => sources.has(reached) && ++found >= needed);
  return found >= needed;
}

/** Supply status of a fort (7.6, 10.52): traced like a unit of the fort's nation. */
export function isFortInSupply(state: WwiState, board: Board, hex: HexId, nation: NationId, charts: Charts = CHARTS): boolean {
  return isInSupply(state, board, hex, nation, charts);
}
