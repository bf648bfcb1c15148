/**
 * Zones of control (seed 002 4.0-4.7).
 */
import type { Board } from './board';
import type { Direction, HexId } from './hex';
import { type Side, type WwiState, unitsOnMap } from './state';
import { alignmentOf, friendlyUnitAt, hasFriendlyFort, otherSide } from './sides';
import { CHARTS, type Charts } from './charts';

/** Does a zone of control reach across this hexside? (4.4) */
export function zocCrosses(state: WwiState, board: Board, from: HexId, direction: Direction, to: HexId): boolean {
  // seed 002 4.4: not across sea, lake or blocked hexsides, nor crossing arrows.
  if (board.side(from, direction) !== 'open') return false;
  if (!board.isPlayable(to)) return false;
  // seed 002 4.4: not across the border of a neutral nation.
  const a = board.hex(from).nation;
  const b = board.hex(to).nation;
  if (a !== b && (alignmentOf(state, a) === 'neutral' || alignmentOf(state, b) === 'neutral')) return false;
  return true;
}

/** Hexes from which `side` exerts a zone of control: its units, and its forts of strength 2+ (4.1, 4.5). */
export function zocSources(state: WwiState, side: Side, charts: Charts = CHARTS): HexId[] {
  const sources = new Set<HexId>();
  for (const unit of unitsOnMap(state)) {
    if (alignmentOf(state, unit.nation) === side) sources.add(unit.hex!);
  }
  for (const fort of state.forts) {
    // seed 002 4.5 / 10.53: forts of strength 1 have no ZOC.
    if (!fort.destroyed && fort.strength >= charts.rules.fortZocMinimumStrength && alignmentOf(state, fort.nation) === side) {
      sources.add(fort.hex);
    }
  }
  return [...sources];
}

/** Every hex in the zone of control of `side`'s enemies. Units in transit areas have none (4.4, 5.55). */
export function enemyZoc(state: WwiState, board: Board, side: Side, charts: Charts = CHARTS): ReadonlySet<HexId> {
  const sources = zocSources(state, otherSide(side), charts);
  // The zone depends only on where the enemy stands and on who is neutral (4.1, 4.4, 4.5): the same
  // board is asked about many times in a phase (every move checked, every supply line traced).
  const neutrals = Object.keys(state.nations).filter((n) => state.nations[n].alignment === 'neutral');
  const key = `${side}|${[...sources].sort().join()}|${neutrals.join()}`;
  let memo = zocMemo.get(board)?.get(charts);
  if (!memo) {
    memo = new Map();
    if (!zocMemo.has(board)) zocMemo.set(board, new WeakMap());
    zocMemo.get(board)!.set(charts, memo);
  }
  const known = memo.get(key);
  if (known) return known;
  const zoc = new Set<HexId>();
  for (const source of sources) {
    for (const { direction, id } of board.neighbours(source)) {
      if (zocCrosses(state, board, source, direction, id)) zoc.add(id);
    }
  }
  if (memo.size >= ZOC_MEMO_SIZE) memo.clear();
  memo.set(key, zoc);
  return zoc;
}

const ZOC_MEMO_SIZE = 64;
const zocMemo = new WeakMap<Board, WeakMap<Charts, Map<string, ReadonlySet<HexId>>>>();

/** Enemy ZOC that still counts for retreats and supply: friendly units and forts negate it (4.7, 7.4, 10.53). */
export function isZocNegated(state: WwiState, hex: HexId, side: Side): boolean {
  return !!friendlyUnitAt(state, hex, side) || hasFriendlyFort(state, hex, side);
}

/** Enemy units adjacent across a hexside the ZOC reaches (used by advances, 6.91). */
export function enemyZocSourcesReaching(state: WwiState, board: Board, hex: HexId, side: Side, charts: Charts = CHARTS): HexId[] {
  const out: HexId[] = [];
  const sources = new Set(zocSources(state, otherSide(side), charts));
  for (const { id } of board.neighbours(hex)) {
    if (!sources.has(id)) continue;
    const back = board.neighbours(id).find((n) => n.id === hex)!.direction;
    if (zocCrosses(state, board, id, back, hex)) out.push(id);
  }
  return out;
}
