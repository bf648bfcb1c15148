/**
 * Where one army can go this movement phase, with the path to get there
 * (seed 002 5.0-5.34, 4.0-4.3): 5 MP, rough 2, crossing arrows +1, rail hexes a
 * third of a point (rounded down over the move), rail once per phase and only
 * along a line to a friendly supply source, a stop on entering an enemy ZOC.
 * For the automated player and the board's move preview; `checkMove` stays
 * the judge. Neutral countries are left out: entering one is an invasion (9.1),
 * which a player must choose on purpose.
 */
import type { Board } from './board';
import type { HexId } from './hex';
import { CHARTS, type Charts } from './charts';
import { type Unit, type WwiState } from './state';
import { alignmentOf, isNeutralNation } from './sides';
import { enemyZoc } from './zoc';
import { railLinesToSupply, type MoveStep } from './movement';

/** Rail use so far in the move (5.33): not yet, riding now, or over. */
type RailPhase = 0 | 1 | 2;

interface Label {
  hex: HexId;
  rail: RailPhase;
  /** Cost in thirds of a movement point: 3 per MP, 1 per rail hex. */
  thirds: number;
  parent: Label | null;
  byRail: boolean;
}

/** Reachable hexes (the start excluded) and the steps that lead there most cheaply. */
export function movementReach(
  state: WwiState,
  board: Board,
  unit: Unit,
  charts: Charts = CHARTS,
  zoc?: ReadonlySet<HexId>,
  railToSupply?: (hex: HexId) => boolean,
): Map<HexId, MoveStep[]> {
  const out = new Map<HexId, MoveStep[]>();
  const side = alignmentOf(state, unit.nation);
  if (unit.status !== 'map' || !unit.hex || side === 'neutral') return out;
  const enemyZone = zoc ?? enemyZoc(state, board, side, charts);
  // 5 MP plus at most two rail hexes that round down to nothing: cost + floor(rail / 3) <= 5 (5.3).
  const limit = charts.rules.movementPoints * charts.rules.railCostDivisor + charts.rules.railCostDivisor - 1;
  const start = unit.hex;
  const startedInZoc = enemyZone.has(start);
  const railOk = railToSupply ?? railLinesToSupply(state, board, unit.nation, charts);
  // seed 002 5.2: hexes held by an enemy or neutral unit or fort, read once.
  const barred = new Set<HexId>();
  for (const other of state.units) if (other.status === 'map' && other.hex && alignmentOf(state, other.nation) !== side) barred.add(other.hex);
  for (const fort of state.forts) if (!fort.destroyed && alignmentOf(state, fort.nation) !== side) barred.add(fort.hex);
  // Cheapest cost found per hex and rail phase.
  const best = new Map<HexId, [number, number, number]>();
  const bestOf = (hex: HexId, rail: RailPhase) => best.get(hex)?.[rail] ?? Infinity;
  const setBest = (hex: HexId, rail: RailPhase, thirds: number) => {
    let costs = best.get(hex);
    if (!costs) best.set(hex, (costs = [Infinity, Infinity, Infinity]));
    costs[rail] = thirds;
  };
  // Costs are small whole numbers of thirds: one bucket per cost is a priority queue.
  const buckets: Label[][] = Array.from({ length: limit + 1 }, () => []);
  buckets[0].push({ hex: start, rail: 0, thirds: 0, parent: null, byRail: false });
  setBest(start, 0, 0);
  const bestEnd = new Map<HexId, Label>();
  const tryStep = (hex: HexId, rail: RailPhase, thirds: number, parent: Label, byRail: boolean) => {
    if (thirds > limit || bestOf(hex, rail) <= thirds) return;
    setBest(hex, rail, thirds);
    buckets[thirds].push({ hex, rail, thirds, parent, byRail });
  };
  // Read once per search rather than at every step.
  const divisor = charts.rules.railCostDivisor;
  const crossingExtra = charts.rules.crossingArrowExtraCost;
  const terrainCost = charts.rules.terrainCost as Record<string, number>;
  const neutralNations = new Set(Object.keys(state.nations).filter((nation) => isNeutralNation(state, nation)));
  for (let cost = 0; cost <= limit; cost++) for (let i = 0; i < buckets[cost].length; i++) {
    const label = buckets[cost][i];
    if (bestOf(label.hex, label.rail) < label.thirds) continue;
    if (label.hex !== start) {
      const known = bestEnd.get(label.hex);
      if (!known || known.thirds > label.thirds) bestEnd.set(label.hex, label);
      // seed 002 4.0, 5.34: a unit stops on entering an enemy ZOC.
      if (enemyZone.has(label.hex)) continue;
    }
    for (const { direction, id } of board.neighbours(label.hex)) {
      const kind = board.side(label.hex, direction);
      if (kind !== 'open' && kind !== 'crossing') continue;
      if (barred.has(id) || !board.isPlayable(id)) continue;
      const entered = board.hex(id);
      if (entered.nation && (neutralNations.has(entered.nation) || !state.nations[entered.nation])) continue;
      // seed 002 4.3: never straight from one enemy ZOC into another.
      if (label.hex === start && startedInZoc && enemyZone.has(id)) continue;
      const terrain = terrainCost[entered.terrain];
      const extra = kind === 'crossing' ? crossingExtra : 0;
      // On foot: a rail ride in progress is over (5.33).
      tryStep(id, label.rail === 1 ? 2 : label.rail, label.thirds + divisor * (terrain + extra), label, false);
      if (kind === 'open' && label.rail !== 2 && board.isRailSide(label.hex, direction) && (label.rail === 1 || railOk(label.hex))) {
        tryStep(id, 1, label.thirds + 1, label, true);
      }
    }
  }
  for (const [hex, label] of bestEnd) {
    const steps: MoveStep[] = [];
    for (let at: Label | null = label; at && at.parent; at = at.parent) steps.unshift(at.byRail ? { to: at.hex, rail: true } : { to: at.hex });
    out.set(hex, steps);
  }
  return out;
}
