/**
 * Supply (seed 002 7.0-7.6, 10.82): a path of any length, through hexes a unit
 * could move into, free of enemy units, forts and (unless friendly units stand
 * there) enemy zones of control, to a source its nationality may use.
 */
import type { Board, Hex, NationId } from './board';
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
function supplyCanEnter(state: WwiState, board: Board, side: Side, hex: HexId, zoc: ReadonlySet<HexId>, ownNation: NationId, held: Occupancy): boolean {
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
  return traceSupply(state, board, start, nation, side, enemyZoc(state, board, side, charts), occupancy(state), enough);
}

/**
 * Every hex from which a unit of `nation` could trace supply to one of its
 * sources (7.0), traced outward from all the sources at once: the sources
 * themselves and every hex a supply path from any of them reaches.
 */
export function suppliedHexes(state: WwiState, board: Board, nation: NationId, charts: Charts = CHARTS): Set<HexId> {
  const side = alignmentOf(state, nation);
  const { sources } = supplySources(state, board, nation);
  if (side === 'neutral' || !sources.size) return new Set(sources);
  return traceSupply(state, board, [...sources], nation, side, enemyZoc(state, board, side, charts), occupancy(state));
}

/** The breadth-first trace of 7.0 from one or more starts, given the enemy ZOC and who stands where. */
function traceSupply(state: WwiState, board: Board, start: HexId | HexId[], nation: NationId, side: Side, zoc: ReadonlySet<HexId>, held: Occupancy, enough?: (hex: HexId) => boolean): Set<HexId> {
  const transits = transitLinks(state, board, nation);
  const starts = Array.isArray(start) ? start : [start];
  const seen = new Set<HexId>(starts);
  if (!Array.isArray(start) && enough?.(start)) return seen;
  // A hex a path may not enter is asked once, not once from each of its neighbours.
  const refused = new Set<HexId>();
  const queue = [...seen];
  for (let i = 0; i < queue.length; i++) {
    for (const id of supplyLinks(board, queue[i], transits)) {
      if (seen.has(id) || refused.has(id)) continue;
      if (!supplyCanEnter(state, board, side, id, zoc, nation, held)) {
        refused.add(id);
        continue;
      }
      seen.add(id);
      if (enough?.(id)) return seen;
      queue.push(id);
    }
  }
  return seen;
}

/** Is a unit (or fort) of `nation` on `hex` in supply? Answers for one state. */
export type SupplyCheck = (hex: HexId, nation: NationId) => boolean;

/**
 * Supply of units and forts on one state that does not change meanwhile (a
 * plan of the automated player, a combat's calculation, the end-of-turn check
 * of 7.22): the enemy ZOC, occupancy and sources are read once, each answer kept.
 */
export function supplyChecker(state: WwiState, board: Board, charts: Charts = CHARTS): SupplyCheck {
  const zocs = new Map<Side, ReadonlySet<HexId>>();
  const sourcesOf = new Map<NationId, { sources: Set<HexId>; needed: number }>();
  const questions = new Map<NationId, number>();
  const networks = new Map<NationId, SupplyNetwork>();
  const answers = new Map<string, boolean>();
  let held: Occupancy | null = null;
  return (hex, nation) => {
    const key = `${hex} ${nation}`;
    const known = answers.get(key);
    if (known !== undefined) return known;
    const side = alignmentOf(state, nation);
    let sources = sourcesOf.get(nation);
    if (!sources) sourcesOf.set(nation, (sources = supplySources(state, board, nation)));
    let answer = false;
    if (side !== 'neutral' && sources.sources.size >= sources.needed) {
      let zoc = zocs.get(side);
      if (!zoc) zocs.set(side, (zoc = enemyZoc(state, board, side, charts)));
      held ??= occupancy(state);
      const { sources: wanted, needed } = sources;
      const asked = (questions.get(nation) ?? 0) + 1;
      questions.set(nation, asked);
      if (asked < NETWORK_AFTER_QUESTIONS) {
        // A few questions: trace from the unit and stop at the sources it needs.
        let found = 0;
        traceSupply(state, board, hex, nation, side, zoc, held, (reached) => wanted.has(reached) && ++found >= needed);
        answer = found >= needed;
      } else {
        // Many questions: label the whole map once, then answer each from its neighbours.
        let network = networks.get(nation);
        if (!network) networks.set(nation, (network = supplyNetwork(state, board, nation, side, zoc, held, wanted)));
        answer = sourcesJoined(network, board, hex, wanted) >= needed;
      }
    }
    answers.set(key, answer);
    return answer;
  };
}

/** Questions about one nation after which labelling the whole map is cheaper than tracing each unit. */
const NETWORK_AFTER_QUESTIONS = 10;

/**
 * The hexes a supply path of one nationality may enter (7.3, 7.4), split into
 * connected pieces, with the number of sources in each. Paths are the same
 * both ways (hexsides and transit areas are symmetric), so a unit reaches
 * exactly the pieces next to it.
 */
interface SupplyNetwork {
  piece: Map<HexId, number>;
  sourcesInPiece: number[];
  transits: ReadonlyMap<HexId, HexId[]>;
}

/** Neighbours across a hexside a unit could cross (seed 002 7.0; sea, lake and blocked hexsides stop supply, 7.3), kept per board: the map does not change. */
const landLinks = new WeakMap<Board, Map<HexId, readonly HexId[]>>();

function supplyLinks(board: Board, hex: HexId, transits: ReadonlyMap<HexId, HexId[]>): readonly HexId[] {
  let byHex = landLinks.get(board);
  if (!byHex) landLinks.set(board, (byHex = new Map()));
  let land = byHex.get(hex);
  if (!land) {
    land = board
      .neighbours(hex)
      .filter(({ direction }) => {
        const kind = board.side(hex, direction);
        return kind === 'open' || kind === 'crossing';
      })
      .map(({ id }) => id);
    byHex.set(hex, land);
  }
  const across = transits.get(hex);
  return across ? [...land, ...across] : land;
}

/** For each entry hex of the transit areas open to a nation, the other entries a path reaches through them (7.0, 5.5). */
function transitLinks(state: WwiState, board: Board, nation: NationId): Map<HexId, HexId[]> {
  const links = new Map<HexId, HexId[]>();
  for (const id of transitAreasOpenTo(state, nation)) {
    const area = board.transitAreas.get(id);
    if (!area) continue;
    for (const entry of area.entries) links.set(entry, [...(links.get(entry) ?? []), ...area.entries.filter((e) => e !== entry)]);
  }
  return links;
}

function supplyNetwork(state: WwiState, board: Board, nation: NationId, side: Side, zoc: ReadonlySet<HexId>, held: Occupancy, sources: Set<HexId>): SupplyNetwork {
  const transits = transitLinks(state, board, nation);
  const piece = new Map<HexId, number>();
  const sourcesInPiece: number[] = [];
  for (const { id: first } of board.allHexes()) {
    if (piece.has(first) || !supplyCanEnter(state, board, side, first, zoc, nation, held)) continue;
    const label = sourcesInPiece.length;
    let count = 0;
    piece.set(first, label);
    const queue = [first];
    for (let i = 0; i < queue.length; i++) {
      if (sources.has(queue[i])) count++;
      for (const id of supplyLinks(board, queue[i], transits)) {
        if (piece.has(id) || !supplyCanEnter(state, board, side, id, zoc, nation, held)) continue;
        piece.set(id, label);
        queue.push(id);
      }
    }
    sourcesInPiece.push(count);
  }
  return { piece, sourcesInPiece, transits };
}

/** Distinct sources a path from `hex` reaches: those of the pieces next to it, and the hex itself (7.0). */
function sourcesJoined(network: SupplyNetwork, board: Board, hex: HexId, sources: Set<HexId>): number {
  const pieces = new Set<number>();
  for (const id of supplyLinks(board, hex, network.transits)) {
    const label = network.piece.get(id);
    if (label !== undefined) pieces.add(label);
  }
  let count = 0;
  for (const label of pieces) count += network.sourcesInPiece[label];
  const own = network.piece.get(hex);
  if (sources.has(hex) && (own === undefined || !pieces.has(own))) count++;
  return count;
}

function isFriendlySource(state: WwiState, board: Board, hex: HexId, side: Side): boolean {
  return !enemyOccupies(state, hex, side) && controllerOf(state, board, hex) !== otherSide(side);
}

/** Hexes of the board picked once by a fixed test (the board never changes), e.g. "Russian cities". */
const boardLists = new WeakMap<Board, Map<string, HexId[]>>();
function boardList(board: Board, key: string, pick: (hex: Hex) => boolean): HexId[] {
  let lists = boardLists.get(board);
  if (!lists) boardLists.set(board, (lists = new Map()));
  let list = lists.get(key);
  if (!list) lists.set(key, (list = [...board.allHexes()].filter(pick).map((hex) => hex.id)));
  return list;
}

function homeCities(state: WwiState, board: Board, nation: NationId, side: Side, onlySupplyCities: boolean): HexId[] {
  const cities = boardList(board, `cities ${nation} ${onlySupplyCities}`, (hex) => hex.nation === nation && !!hex.city && (!onlySupplyCities || !!hex.supplyCity));
  return cities.filter((id) => isFriendlySource(state, board, id, side));
}

function edgeHexes(state: WwiState, board: Board, edge: 'west' | 'east', side: Side): HexId[] {
  return boardList(board, `edge ${edge}`, (hex) => hex.edge === edge).filter((id) => isFriendlySource(state, board, id, side));
}

/** No neutral or Central Powers unit or fort on a hex of the Straits (5.43), as seen from the Allied side. */
function straitsOpenForSupply(state: WwiState, board: Board): boolean {
  for (const id of boardList(board, 'straits', (hex) => board.bordersSea(hex.id, 'straits'))) {
    if (neutralOccupies(state, id) || enemyOccupies(state, id, 'allies')) return false;
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
  return supplyChecker(state, board, charts)(hex, nation);
}

/** Supply status of a fort (7.6, 10.52): traced like a unit of the fort's nation. */
export function isFortInSupply(state: WwiState, board: Board, hex: HexId, nation: NationId, charts: Charts = CHARTS): boolean {
  return isInSupply(state, board, hex, nation, charts);
}
