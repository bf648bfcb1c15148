/**
 * The two scenarios (seed 002 11.1 historical, 11.2 free set-up).
 */
import type { Board } from './board';
import type { HexId } from './hex';
import { CHARTS, type Charts, type FreeSetupGroup, type Side } from './charts';
import { type WwiState, unitAt, unitsOnMap } from './state';
import { emptyState, printedForts, unitId } from './setup';
import { superiorSide } from './sequence';
import { alignmentOf, otherSide } from './sides';
import { type Checked, fail, ok, refuse } from './reasons';
import { nationName, placeName, unitCalled } from './names';

function placeFromChart(state: WwiState, charts: Charts, onlyNeutrals: boolean): void {
  for (const entry of charts.setupHistorical) {
    if (onlyNeutrals && state.nations[entry.nation]?.alignment !== 'neutral') continue;
    const unit = state.units.find((u) => u.id === unitId(entry.nation, entry.army));
    if (!unit) throw new Error(`set-up chart names ${entry.nation} ${entry.army}, which has no counter`);
    Object.assign(unit, { status: 'map', hex: entry.hex });
  }
}

/**
 * 11.1, 11.31: the ground already overrun by September 1914 starts under its
 * occupier's control, as does every hex where the chart puts an army on enemy
 * soil; fortresses already taken start destroyed (10.5x).
 */
function occupyFromChart(state: WwiState, board: Board, charts: Charts): void {
  for (const [side, hexes] of Object.entries(charts.setupHistoricalControl) as [Side, HexId[]][]) {
    for (const hex of hexes) state.control[hex] = side;
  }
  for (const unit of state.units) {
    if (unit.status !== 'map' || !unit.hex) continue;
    const side = alignmentOf(state, unit.nation);
    if ((side === 'allies' || side === 'central') && alignmentOf(state, board.hex(unit.hex).nation) === otherSide(side)) state.control[unit.hex] = side;
  }
  for (const fort of state.forts) if (charts.setupHistoricalFallenForts.includes(fort.hex)) fort.destroyed = true;
}

/** 11.1: armies on their 1914 positions, Belgium already invaded, play begins with the superior player's first attack. */
export function historicalState(board: Board, seed: Uint8Array, charts: Charts = CHARTS): WwiState {
  const state = emptyState(charts, seed);
  state.scenario = 'historical';
  state.forts = printedForts(board);
  // seed 002 9.7, 11.15: Germany violated Belgian neutrality: Belgium is Allied, with 1 RP (9.3), and the Allies hold 5 VP (9.4).
  state.nations['belgium'].alignment = 'allies';
  state.nations['belgium'].invadedBy = 'central';
  state.nations['belgium'].rp = charts.rpOnEntry['belgium'] ?? 0;
  state.vp.allies += charts.invasionVp['belgium'] ?? 0;
  placeFromChart(state, charts, false);
  occupyFromChart(state, board, charts);
  // seed 002 11.14: the Russian 2nd Army was destroyed out of supply and never returns.
  const second = state.units.find((u) => u.id === 'russia:2');
  if (second) Object.assign(second, { status: 'removed', hex: null });
  // seed 002 11.11, 3.0 step 3: no movement in turn 1; the first phase is the superior player's first attack.
  state.superior = superiorSide(state);
  state.phase = 'attack';
  state.attackPhase = 1;
  // seed 002 11.12: two attacks with French units in turn 1.
  state.frenchAttacksOwed = 2;
  return state;
}

/** 11.2: neutrals as in the historical game, then the Allies and the Central Powers place their armies. */
export function freeSetupState(board: Board, seed: Uint8Array, charts: Charts = CHARTS): WwiState {
  const state = emptyState(charts, seed);
  state.scenario = 'free';
  state.forts = printedForts(board);
  placeFromChart(state, charts, true); // seed 002 11.21: neutral armies as in the historical set-up
  state.phase = 'setup-allies';
  return state;
}

/** The armies one side sets up in the free scenario (11.21), each with the group of the set-up chart that says where it may go. */
export function freeSetupArmies(side: Side, charts: Charts = CHARTS): { unit: string; group: FreeSetupGroup }[] {
  return charts.freeSetup.groups
    .filter((g) => g.side === side)
    .flatMap((group) =>
      group.nations.flatMap((nation) =>
        charts.counters[nation].armies
          .filter((g) => g.start)
          .flatMap((g) => g.ids)
          .slice(0, group.count[nation] ?? 0)
          .map((army) => ({ unit: unitId(nation, army), group })),
      ),
    );
}

/**
 * Whether one army of `side` may start on one hex of the free set-up (11.21):
 * a starting army still in the pool, inside its own country (France for the BEF),
 * not on the transit area where the chart says so, on a hex no army holds.
 * `taken` lists hexes already chosen for the side's other armies.
 */
export function checkFreeSetupHex(state: WwiState, board: Board, side: Side, id: string, hex: HexId, taken: ReadonlySet<HexId> = new Set(), charts: Charts = CHARTS): Checked<true> {
  const unit = state.units.find((u) => u.id === id);
  const group = unit && charts.freeSetup.groups.find((g) => g.side === side && g.nations.includes(unit.nation));
  const name = unitCalled(state, id);
  if (!unit || !group || unit.status !== 'pool') return fail(refuse('11.21', `${name.en} is not available`, `${name.it} non è disponibile`));
  const starts = charts.counters[unit.nation].armies.some((g) => g.start && g.ids.includes(unit.army));
  if (!starts) return fail(refuse('11.21', `${name.en} is not among the starting armies`, `${name.it} non è tra gli eserciti iniziali`));
  // seed 002 11.21: never in a neutral or another belligerent's country.
  if (!board.isPlayable(hex) || !group.within.includes(board.hex(hex).nation ?? '')) {
    return fail(refuse('11.21', `${name.en} must be set up in ${group.within.map((n) => nationName(n, 'en')).join(' or ')}`, `${name.it} va piazzata in ${group.within.map((n) => nationName(n, 'it')).join(' o ')}`));
  }
  // seed 002 11.21: French armies and the BEF anywhere in France except the Franco-Italian transit area.
  if (group.notInTransit && board.hex(hex).transit) return fail(refuse('11.21', 'Not in the transit area', 'Non nell\'area di transito'));
  if (taken.has(hex) || unitAt(state, hex)) return fail(refuse('5.2', `hex ${placeName(board, hex)} is already occupied`, `l'esagono ${placeName(board, hex, 'it')} è già occupato`));
  return ok(true);
}

/** Check one side's free set-up (11.21). */
export function checkFreeSetup(state: WwiState, board: Board, side: Side, placements: { unit: string; hex: HexId }[], charts: Charts = CHARTS): Checked<true> {
  if (state.phase !== (side === 'allies' ? 'setup-allies' : 'setup-central')) return fail(refuse('11.21', 'Not this side\'s set-up', 'Non è il piazzamento di questa parte'));
  const used = new Set<HexId>();
  for (const group of charts.freeSetup.groups.filter((g) => g.side === side)) {
    for (const nation of group.nations) {
      const wanted = group.count[nation] ?? 0;
      const chosen = placements.filter((p) => p.unit.startsWith(`${nation}:`));
      if (chosen.length !== wanted) return fail(refuse('11.21', `Place exactly ${wanted} armies of ${nationName(nation, 'en')}`, `Piazzate esattamente ${wanted} eserciti: ${nationName(nation, 'it')}`));
      for (const { unit: id, hex } of chosen) {
        const checked = checkFreeSetupHex(state, board, side, id, hex, used, charts);
        if (!checked.ok) return checked;
        used.add(hex);
      }
    }
  }
  const expected = charts.freeSetup.groups.filter((g) => g.side === side).reduce((sum, g) => sum + Object.values(g.count).reduce((a, b) => a + b, 0), 0);
  if (placements.length !== expected) return fail(refuse('11.21', `Place exactly ${expected} armies`, `Piazzate esattamente ${expected} eserciti`));
  return ok(true);
}

/**
 * A free set-up made for a side (11.21), by the automated player and the set-up panel:
 * armies on border hexes first, so they start facing their neighbours. Placements in `kept` (a player's own) stay as they
 * are; it places only the armies they leave out, on hexes they leave free.
 */
export function freeSetupPlacements(state: WwiState, board: Board, side: Side, kept: readonly { unit: string; hex: HexId }[] = [], charts: Charts = CHARTS): { unit: string; hex: HexId }[] {
  const used = new Set([...unitsOnMap(state).map((u) => u.hex!), ...kept.map((p) => p.hex)]);
  const placed = new Set(kept.map((p) => p.unit));
  const placements = [...kept];
  const onBorder = (id: HexId) => board.neighbours(id).some((n) => board.isPlayable(n.id) && board.hex(n.id).nation !== board.hex(id).nation);
  const hexes = [...board.allHexes()]
    .filter((h) => board.isPlayable(h.id) && !h.transit)
    .map((h) => h.id)
    .sort((a, b) => Number(onBorder(b)) - Number(onBorder(a)) || a.localeCompare(b));
  for (const { unit, group } of freeSetupArmies(side, charts)) {
    if (placed.has(unit)) continue;
    const hex = hexes.find((h) => !used.has(h) && group.within.includes(board.hex(h).nation ?? ''));
    if (!hex) continue;
    used.add(hex);
    placements.push({ unit, hex });
  }
  return placements;
}
