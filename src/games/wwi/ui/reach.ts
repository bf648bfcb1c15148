/**
 * Where a unit can go this movement phase and what it costs (seed 002 4.0-5.6):
 * a search over land and rail steps that mirrors the engine's rules, each
 * result confirmed by the engine's own checkMove, plus sea movement and the
 * transit areas. An adapter for the UI; the engine stays the authority.
 */
import type { Board } from '../engine/board';
import { type HexId, directionBetween } from '../engine/hex';
import { CHARTS, type Charts } from '../engine/charts';
import type { WwiState } from '../engine/state';
import { type MoveStep, type UnitMove, checkMove, railLinesToSupply } from '../engine/movement';
import { alignmentOf, enemyOccupies, isNeutralNation, neutralOccupies } from '../engine/sides';
import { enemyZoc } from '../engine/zoc';
import { transitAreasOpenTo } from '../engine/supply';
import type { Side } from '../engine/state';

export interface Reach {
  hex: HexId;
  /** Movement points the whole move costs (5.0, 5.3). */
  cost: number;
  move: UnitMove;
  /** Part of the route runs by rail (5.3). */
  rail: boolean;
  /** By sea (5.4). */
  sea: boolean;
  /** The unit must stop here: enemy zone of control (4.0). */
  zocStop: boolean;
  /** Neutral nations this move would invade (9.1). */
  invades: string[];
}

export interface TransitOption {
  area: string;
  move: UnitMove;
  cost: number;
}

export interface UnitReach {
  hexes: Map<HexId, Reach>;
  transit: TransitOption[];
}

interface Node {
  hex: HexId;
  cost: number;
  railHexes: number;
  railState: 'none' | 'riding' | 'done';
  steps: MoveStep[];
}

const SEA_MOVERS = new Set(['britain', 'france', 'usa']);

function totalCost(node: Node, charts: Charts): number {
  return node.cost + Math.floor(node.railHexes / charts.rules.railCostDivisor);
}

/** Every hex a unit may end its move on, with the cheapest legal route the engine accepts. */
export function unitReach(state: WwiState, board: Board, unitId: string, charts: Charts = CHARTS): UnitReach {
  const result: UnitReach = { hexes: new Map(), transit: [] };
  const unit = state.units.find((u) => u.id === unitId);
  if (!unit) return result;
  const side = alignmentOf(state, unit.nation);
  if (side === 'neutral') return result;
  const zoc = enemyZoc(state, board, side, charts);
  const limit = charts.rules.movementPoints;
  // seed 002 5.32: where a rail move may begin, for every hex at once.
  const railOk = railLinesToSupply(state, board, unit.nation, charts);

  const seeds: Node[] = [];
  const fromTransit = unit.status === 'transit' && !!unit.transit;
  if (fromTransit) {
    for (const entry of board.transitAreas.get(unit.transit!)?.entries ?? []) {
      if (!board.isPlayable(entry) || enemyOccupies(state, entry, side)) continue;
      const cost = charts.rules.terrainCost[board.hex(entry).terrain as 'clear' | 'rough'];
      seeds.push({ hex: entry, cost, railHexes: 0, railState: 'none', steps: [{ to: entry }] });
    }
  } else if (unit.status === 'map' && unit.hex) {
    seeds.push({ hex: unit.hex, cost: 0, railHexes: 0, railState: 'none', steps: [] });
  } else return result;

  const best = new Map<HexId, Node>();
  // Pareto fronts per hex and rail state: a node costing no more land MP and no more rail hexes makes another useless.
  const fronts = new Map<string, Node[]>();
  const dominated = (next: Node) => {
    const key = `${next.hex}|${next.railState}`;
    const front = fronts.get(key) ?? [];
    if (front.some((n) => n.cost <= next.cost && n.railHexes <= next.railHexes)) return true;
    fronts.set(key, [...front.filter((n) => !(next.cost <= n.cost && next.railHexes <= n.railHexes)), next]);
    return false;
  };
  const queue = [...seeds];
  const startedInZoc = !fromTransit && unit.hex ? zoc.has(unit.hex) : false;
  while (queue.length) {
    const node = queue.shift()!;
    if (node.steps.length) {
      const known = best.get(node.hex);
      if (!known || totalCost(node, charts) < totalCost(known, charts)) best.set(node.hex, node);
    }
    // seed 002 4.0: entering an enemy ZOC ends the move.
    if (node.steps.length && zoc.has(node.hex)) continue;
    for (const { direction, id } of board.neighbours(node.hex)) {
      const kind = board.side(node.hex, direction);
      if (kind === 'sea' || kind === 'lake' || kind === 'blocked') continue;
      if (!board.isPlayable(id) || enemyOccupies(state, id, side as Side) || neutralOccupies(state, id)) continue;
      // seed 002 4.3: never straight from one enemy ZOC into another.
      if (node.steps.length === 0 && startedInZoc && zoc.has(id)) continue;
      const terrain = charts.rules.terrainCost[board.hex(id).terrain as 'clear' | 'rough'];
      const options: Node[] = [];
      const landCost = node.cost + terrain + (kind === 'crossing' ? charts.rules.crossingArrowExtraCost : 0);
      options.push({ hex: id, cost: landCost, railHexes: node.railHexes, railState: node.railState === 'riding' ? 'done' : node.railState, steps: [...node.steps, { to: id }] });
      if (board.isRailSide(node.hex, direction) && node.railState !== 'done' && (node.railState === 'riding' || railOk(node.hex))) {
        options.push({ hex: id, cost: node.cost, railHexes: node.railHexes + 1, railState: 'riding', steps: [...node.steps, { to: id, rail: true }] });
      }
      for (const next of options) {
        if (totalCost(next, charts) > limit) continue;
        if (!dominated(next)) queue.push(next);
      }
    }
  }

  for (const [hex, node] of best) {
    if (!fromTransit && hex === unit.hex) continue;
    // The search mirrors checkMove; the view asks the engine again before a move is kept.
    const move: UnitMove = { unit: unitId, steps: node.steps, ...(fromTransit ? { fromTransit: true } : {}) };
    const invades = [...new Set(node.steps.map((s) => board.hex(s.to).nation).filter((n): n is string => !!n && isNeutralNation(state, n)))];
    result.hexes.set(hex, { hex, cost: totalCost(node, charts), move, rail: node.steps.some((s) => s.rail), sea: false, zocStop: zoc.has(hex), invades });
  }

  // seed 002 5.4: one British, French or US unit per Allied movement phase moves by sea.
  if (!fromTransit && SEA_MOVERS.has(unit.nation) && state.phase === 'allied-movement' && !state.seaMoveUsed && unit.hex) {
    for (const hex of board.allHexes()) {
      if (!board.isPlayable(hex.id) || result.hexes.has(hex.id) || hex.id === unit.hex || !board.isCoastal(hex.id)) continue;
      const move: UnitMove = { unit: unitId, steps: [{ to: hex.id }], bySea: true };
      const checked = checkMove(state, board, move, charts);
      if (!checked.ok) continue;
      result.hexes.set(hex.id, { hex: hex.id, cost: checked.value.cost, move, rail: false, sea: true, zocStop: zoc.has(hex.id), invades: checked.value.invades });
    }
  }

  // seed 002 5.5: ending the move inside an open transit area, from one of its entry hexes.
  if (!fromTransit) {
    for (const area of transitAreasOpenTo(state, unit.nation)) {
      const entries = board.transitAreas.get(area)?.entries ?? [];
      const routes: UnitMove[] = [];
      if (unit.hex && entries.includes(unit.hex)) routes.push({ unit: unitId, steps: [], enterTransit: area });
      for (const entry of entries) {
        const reach = result.hexes.get(entry);
        if (reach && !reach.sea) routes.push({ ...reach.move, enterTransit: area });
      }
      for (const move of routes) {
        const checked = checkMove(state, board, move, charts);
        if (checked.ok) {
          result.transit.push({ area, move, cost: checked.value.cost });
          break;
        }
      }
    }
  }
  return result;
}

/** The hex a move ends on (null when it ends in a transit area). */
export function moveEnd(move: UnitMove): HexId | null {
  if (move.enterTransit) return null;
  return move.steps.length ? move.steps[move.steps.length - 1].to : null;
}

/** Pairs of hexes along a move's route, for drawing it. */
export function routeLegs(start: HexId | null, move: UnitMove): { from: HexId; to: HexId; rail: boolean }[] {
  const legs: { from: HexId; to: HexId; rail: boolean }[] = [];
  let current = move.fromTransit ? null : start;
  for (const step of move.steps) {
    if (current && (move.bySea || directionBetween(current, step.to))) legs.push({ from: current, to: step.to, rail: !!step.rail });
    current = step.to;
  }
  return legs;
}
