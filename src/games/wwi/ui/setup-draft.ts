/**
 * The free set-up being drafted by one side (seed 002 11.2): which armies are
 * still to place, where each may go, and the player's placements so far. Every
 * hex offered comes from the engine's own per-hex check (scenario.ts), so the
 * panel never offers what the engine would refuse.
 */
import type { Lang } from '../../../platform/game';
import type { Board } from '../engine/board';
import type { HexId } from '../engine/hex';
import { CHARTS, type Charts, type Side } from '../engine/charts';
import type { WwiState } from '../engine/state';
import type { WwiAction } from '../engine/actions';
import { checkFreeSetupHex, freeSetupArmies, freeSetupPlacements } from '../engine/scenario';
import { type Checked, ok } from '../engine/reasons';
import { nationName, ordinal } from './nations';
import { counterName } from './unit-labels';

export interface Placement {
  unit: string;
  hex: HexId;
}

export interface SetupDraft {
  placements: Placement[];
  /** The army waiting for the player to choose its hex, or null. */
  picking: string | null;
}

export function emptySetupDraft(): SetupDraft {
  return { placements: [], picking: null };
}

export interface SetupUnit {
  id: string;
  /** Its name as the board's counter says it ("French 1st Army, 4–3", plus the hex once placed). */
  name: string;
  /** "1st Army", "BEF": enough inside its nation's group. */
  short: string;
  /** Where the draft puts it, or null while it waits in the pool. */
  hex: HexId | null;
}

export interface SetupNation {
  nation: string;
  name: string;
  units: SetupUnit[];
  placed: number;
}

/** The state as the board shows it while drafting: each placed army on its hex. */
export function withPlacements(state: WwiState, placements: readonly Placement[]): WwiState {
  if (!placements.length) return state;
  const where = new Map(placements.map((p) => [p.unit, p.hex]));
  return { ...state, units: state.units.map((u) => (where.has(u.id) ? { ...u, status: 'map', hex: where.get(u.id)! } : u)) };
}

/** "1st Army" / "1ª Armata", or the BEF as printed. */
export function shortArmyName(army: string, lang: Lang): string {
  if (!/^\d+$/.test(army)) return army;
  return lang === 'it' ? `${ordinal(army, lang)} Armata` : `${ordinal(army, lang)} Army`;
}

/** The armies `side` sets up (11.21), by nation, in the order of the set-up chart. */
export function setupRoster(state: WwiState, board: Board, side: Side, draft: SetupDraft, lang: Lang, charts: Charts = CHARTS): SetupNation[] {
  const preview = withPlacements(state, draft.placements);
  const nations: SetupNation[] = [];
  for (const { unit: id } of freeSetupArmies(side, charts)) {
    const unit = preview.units.find((u) => u.id === id);
    if (!unit) continue;
    let entry = nations.find((n) => n.nation === unit.nation);
    if (!entry) nations.push((entry = { nation: unit.nation, name: nationName(unit.nation, lang), units: [], placed: 0 }));
    const hex = draft.placements.find((p) => p.unit === id)?.hex ?? null;
    entry.units.push({ id, name: counterName(board, unit, lang, charts), short: shortArmyName(unit.army, lang), hex });
    if (hex) entry.placed++;
  }
  return nations;
}

/** Hexes where `unit` may start, given the draft's other placements (11.21, 5.2). */
export function setupHexes(state: WwiState, board: Board, side: Side, draft: SetupDraft, unit: string, charts: Charts = CHARTS): HexId[] {
  const taken = new Set(draft.placements.filter((p) => p.unit !== unit).map((p) => p.hex));
  const out: HexId[] = [];
  for (const hex of board.allHexes()) {
    if (checkFreeSetupHex(state, board, side, unit, hex.id, taken, charts).ok) out.push(hex.id);
  }
  return out;
}

/** The first army of the roster not yet placed, or null when all are. */
export function nextToPlace(side: Side, draft: SetupDraft, charts: Charts = CHARTS): string | null {
  const placed = new Set(draft.placements.map((p) => p.unit));
  return freeSetupArmies(side, charts).find((a) => !placed.has(a.unit))?.unit ?? null;
}

/** Puts `unit` on `hex` (moving it if already placed), or says why the engine refuses; the next army waiting is picked. */
export function placeArmy(state: WwiState, board: Board, side: Side, draft: SetupDraft, unit: string, hex: HexId, charts: Charts = CHARTS): Checked<SetupDraft> {
  const others = draft.placements.filter((p) => p.unit !== unit);
  const checked = checkFreeSetupHex(state, board, side, unit, hex, new Set(others.map((p) => p.hex)), charts);
  if (!checked.ok) return checked;
  const placements = [...others, { unit, hex }];
  return ok({ placements, picking: nextToPlace(side, { placements, picking: null }, charts) });
}

/** Takes a placed army back into the pool and picks it, ready for another hex. */
export function pickUp(draft: SetupDraft, unit: string): SetupDraft {
  return { placements: draft.placements.filter((p) => p.unit !== unit), picking: unit };
}

/** Every army not yet placed goes where the automated player would put it; the player's placements stay. */
export function placeRest(state: WwiState, board: Board, side: Side, draft: SetupDraft, charts: Charts = CHARTS): SetupDraft {
  return { placements: freeSetupPlacements(state, board, side, draft.placements, charts), picking: null };
}

export function setupAction(draft: SetupDraft): WwiAction {
  return { kind: 'setup', placements: draft.placements.map((p) => ({ unit: p.unit, hex: p.hex })) };
}

/** The two set-up phases of the free scenario (11.2). */
export function isSetupPhase(state: WwiState): boolean {
  return state.phase === 'setup-allies' || state.phase === 'setup-central';
}
