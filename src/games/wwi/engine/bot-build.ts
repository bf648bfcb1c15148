/**
 * The automated player's construction phase (seed 002 8.x, 9.8, 10.41, 10.7):
 * US arrivals, new armies placed nearest the front while a reserve of RP is
 * kept for losses, destroyed forts rebuilt, Stosstruppen and the armoured
 * corps when affordable, loans to the allies that run short.
 */
import type { Board, NationId } from './board';
import type { HexId } from './hex';
import { CHARTS, type Charts, turnRecord } from './charts';
import { type Side, type Unit, type WwiState, unitById } from './state';
import { alignmentOf } from './sides';
import { type BuildOrders, mayLend, mayPlaceNewArmy } from './build';
import { enemyZoc } from './zoc';
import { straitsOpen } from './movement';
import { isInSupply } from './supply';
import { BotView, EASTERN_ENEMIES, WESTERN_ENEMIES } from './bot-view';
import { WestGarrison } from './bot-move';

export interface BuildSettings {
  /** RP a nation keeps in hand for combat losses. */
  reserve: number;
}

/** A nation below this many RP asks its allies for a loan of LOAN RP; a lender keeps LENDER_KEEPS. */
const LOAN_WHEN_BELOW = 10;
const LOAN = 10;
const LENDER_KEEPS = 15;

export const DEFAULT_BUILD: BuildSettings = { reserve: 6 };

export function planBuild(state: WwiState, board: Board, side: Side, settings: BuildSettings = DEFAULT_BUILD, charts: Charts = CHARTS): BuildOrders {
  const view = new BotView(state, board, side, charts);
  const rp: Record<NationId, number> = Object.fromEntries(Object.entries(state.nations).map(([n, s]) => [n, s.rp]));
  const candidates = placementHexes(board);
  // seed 002 9.8: the US armies of this turn arrive free, first.
  const armies = side === 'allies' ? usArrivals(state, board, view, candidates, charts) : [];
  const taken = new Set<HexId>(armies.map((a) => a.hex));
  const garrison = side === 'central' ? new WestGarrison(view) : null;
  let westShortBy = garrison ? garrison.need - garrison.members : 0;
  const place = (unitId: string): boolean => {
    const unit = unitById(state, unitId);
    // New German armies fill the Western Front's garrison first (bot-move.ts), then go east while
    // Russia fights on, as the Ninth and its successors did in 1914-15.
    const westFirst = unit.nation === 'germany' && westShortBy > 0;
    const eastFirst = !westFirst && unit.nation === 'germany' && !state.nations['russia']?.surrendered && view.enemies.some((e) => EASTERN_ENEMIES.includes(e.nation));
    const distances = westFirst ? view.distanceToFrontFacing(WESTERN_ENEMIES) : eastFirst ? view.distanceToFrontFacing(EASTERN_ENEMIES) : view.distanceToFront;
    if (westFirst) westShortBy--;
    const best = nearestFreeHex(state, board, unit, candidates, taken, distances, charts);
    if (!best) return false;
    taken.add(best);
    armies.push({ unit: unitId, hex: best });
    return true;
  };
  for (const nation of Object.keys(state.nations).sort((a, b) => rp[b] - rp[a])) {
    if (alignmentOf(state, nation) !== side || state.nations[nation].surrendered) continue;
    const spares = state.units.filter((u) => u.nation === nation && (u.status === 'eliminated' || u.status === 'pool') && !armies.some((a) => a.unit === u.id));
    for (const spare of spares) {
      if (rp[nation] - charts.rules.armyCost < settings.reserve) break;
      if (!place(spare.id)) break;
      rp[nation] -= charts.rules.armyCost;
    }
  }
  const forts: HexId[] = [];
  for (const fort of state.forts) {
    if (!fort.destroyed || alignmentOf(state, fort.nation) !== side) continue;
    const cost = fort.strength * charts.rules.fortRebuildCostPerPoint;
    if (rp[fort.nation] - cost < settings.reserve + 4 || !isInSupply(state, board, fort.hex, fort.nation, charts)) continue;
    const occupant = state.units.find((u) => u.status === 'map' && u.hex === fort.hex);
    if (occupant && alignmentOf(state, occupant.nation) !== side) continue;
    forts.push(fort.hex);
    rp[fort.nation] -= cost;
  }
  const orders: BuildOrders = { armies, forts };
  if (side === 'central' && state.turn >= charts.rules.stosstruppenFromTurn) {
    // seed 002 10.41: Stosstruppen, out of enemy ZOC, at most four at a time.
    const zoc = enemyZoc(state, board, 'central', charts);
    const already = state.units.filter((u) => u.stosstruppen && u.status === 'map').length;
    const german = state.units.find((u) => u.nation === 'germany' && u.status === 'map' && !u.stosstruppen && !zoc.has(u.hex!) && (view.distanceToFront.get(u.hex!) ?? 99) <= 3);
    if (german && already < charts.rules.stosstruppenMax && rp['germany'] - charts.rules.stosstruppenCost >= settings.reserve + 5) {
      orders.stosstruppen = [german.id];
      rp['germany'] -= charts.rules.stosstruppenCost;
    }
  }
  if (side === 'allies' && state.turn >= charts.rules.armouredCorpsFromTurn && !state.units.some((u) => u.armouredCorps && u.status === 'map')) {
    // seed 002 10.7: the armoured corps joins a French army at the front.
    const french = state.units.find((u) => u.nation === 'france' && u.status === 'map' && (view.distanceToFront.get(u.hex!) ?? 99) === 0);
    if (french && rp['france'] - charts.rules.armouredCorpsCost >= settings.reserve) {
      orders.armouredCorps = french.id;
      rp['france'] -= charts.rules.armouredCorpsCost;
    }
  }
  orders.loans = planLoans(state, board, side, rp);
  return orders;
}

/**
 * Lend to allies short of RP for their losses (8.5, 8.51, 8.52). `rp` is each nation's RP after
 * this phase's building; a lender keeps `lenderKeeps` of it.
 */
export function planLoans(state: WwiState, board: Board, side: Side, rp: Record<NationId, number>, lenderKeeps = LENDER_KEEPS) {
  const loans: { from: NationId; to: NationId; rp: number }[] = [];
  // seed 002 8.5: loans come after building and a lender pays from its own RP; what it is lent in this
  // phase is not its to lend on (checkBuild refuses it, and the whole build with it).
  const own = { ...rp };
  const atWar = Object.keys(state.nations).filter((n) => alignmentOf(state, n) === side && !state.nations[n].surrendered && !state.nations[n].collapsed);
  const needy = atWar.filter((n) => rp[n] < LOAN_WHEN_BELOW && state.units.some((u) => u.nation === n && u.status === 'map')).sort();
  for (const to of needy) {
    if (to === 'russia' && !straitsOpen(state, board)) continue;
    const lender = atWar.filter((from) => mayLend(state, from, to) && own[from] >= lenderKeeps + LOAN).sort((a, b) => own[b] - own[a])[0];
    if (!lender) continue;
    loans.push({ from: lender, to, rp: LOAN });
    own[lender] -= LOAN;
  }
  return loans;
}

/** Hexes where a new army may ever appear: the map edges and the cities (8.33). */
function placementHexes(board: Board): HexId[] {
  return [...board.allHexes()].filter((h) => board.isPlayable(h.id) && (h.edge || h.city)).map((h) => h.id);
}

/** The US armies due this turn, each on the free hex of France's west edge nearest the front (9.8, 8.33, 8.34). */
function usArrivals(state: WwiState, board: Board, view: BotView, candidates: HexId[], charts: Charts): { unit: string; hex: HexId }[] {
  const arriving = state.units.filter((u) => u.nation === 'usa' && u.status === 'pool').slice(0, turnRecord(charts, state.turn).usArmies);
  const placed: { unit: string; hex: HexId }[] = [];
  const taken = new Set<HexId>();
  for (const unit of arriving) {
    const best = nearestFreeHex(state, board, unit, candidates, taken, view.distanceToFront, charts);
    if (!best) continue;
    taken.add(best);
    placed.push({ unit: unit.id, hex: best });
  }
  return placed;
}

/** The hex the rules let this new army appear on that is nearest the front by `distances`, the first such on a tie. */
function nearestFreeHex(state: WwiState, board: Board, unit: Unit, candidates: HexId[], taken: ReadonlySet<HexId>, distances: ReadonlyMap<HexId, number>, charts: Charts): HexId | null {
  let best: HexId | null = null;
  for (const hex of candidates) {
    if (taken.has(hex) || !mayPlaceNewArmy(state, board, unit, hex, charts).ok) continue;
    if (!best || (distances.get(hex) ?? 99) < (distances.get(best) ?? 99)) best = hex;
  }
  return best;
}

/**
 * The least build the rules accept, which the automated player falls back on when its plan is
 * refused: nothing bought, but the US armies due in turns 8 and 9 placed, since a build that
 * leaves them off is refused (9.8).
 */
export function fallbackBuild(state: WwiState, board: Board, side: Side, charts: Charts = CHARTS): BuildOrders {
  return { armies: side === 'allies' ? usArrivals(state, board, new BotView(state, board, side, charts), placementHexes(board), charts) : [] };
}
