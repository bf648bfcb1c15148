/**
 * The construction step being drafted (seed 002 8.0-8.5): new armies and where
 * they appear, forts, Stosstruppen, the armoured corps and loans. Pure; the
 * panel (build-panel.ts) draws it and the engine checks it before it is sent.
 */
import type { Lang } from '../../../platform/game';
import type { Board } from '../engine/board';
import { type BuildOrders, mayPlaceNewArmy } from '../engine/build';
import type { Side, WwiState } from '../engine/state';
import { alignmentOf } from '../engine/sides';
import type { BoardOverlay } from './overlay';
import { placeName } from './unit-labels';
import { VIEW_WORDS as W } from './words';

export interface BuildDraft {
  armies: { unit: string; hex: string }[];
  forts: string[];
  stosstruppen: string[];
  armouredCorps: string | null;
  loans: { from: string; to: string; rp: number }[];
  /** Unit waiting for the player to click the hex where it appears. */
  placing: string | null;
}

export function emptyBuildDraft(): BuildDraft {
  return { armies: [], forts: [], stosstruppen: [], armouredCorps: null, loans: [], placing: null };
}

export function toBuildOrders(draft: BuildDraft): BuildOrders {
  const orders: BuildOrders = {};
  if (draft.armies.length) orders.armies = draft.armies;
  if (draft.forts.length) orders.forts = draft.forts;
  if (draft.stosstruppen.length) orders.stosstruppen = draft.stosstruppen;
  if (draft.armouredCorps) orders.armouredCorps = draft.armouredCorps;
  if (draft.loans.length) orders.loans = draft.loans;
  return orders;
}

/** Armies a side could put on the map: never built, or destroyed while in supply (8.3, 8.31). */
export function buildableArmies(state: WwiState, side: Side): string[] {
  return state.units.filter((u) => (u.status === 'pool' || u.status === 'eliminated') && alignmentOf(state, u.nation) === side).map((u) => u.id);
}

/** Hexes where the new army may appear (8.33, 8.34), minus those already chosen this step. */
export function placesFor(state: WwiState, board: Board, draft: BuildDraft, unitId: string): string[] {
  const unit = state.units.find((u) => u.id === unitId);
  if (!unit) return [];
  const used = new Set(draft.armies.map((a) => a.hex));
  return [...board.allHexes()].filter((hex) => !used.has(hex.id) && board.isPlayable(hex.id) && mayPlaceNewArmy(state, board, unit, hex.id).ok).map((hex) => hex.id);
}

/** A click on a hex while an army waits to be placed: it appears there, if the rules allow it. */
export function placeNewArmy(state: WwiState, board: Board, draft: BuildDraft, hex: string): BuildDraft {
  if (!draft.placing || !placesFor(state, board, draft, draft.placing).includes(hex)) return draft;
  return { ...draft, armies: [...draft.armies, { unit: draft.placing, hex }], placing: null };
}

/** The hexes offered to the army waiting to be placed. */
export function buildOverlay(state: WwiState, board: Board, draft: BuildDraft, lang: Lang): BoardOverlay {
  const marks = draft.placing ? placesFor(state, board, draft, draft.placing).map((hex) => ({ hex, kind: 'place' as const, name: `${W.newArmy[lang]}: ${placeName(board, hex, lang)}` })) : [];
  return { marks, selected: [], legs: [] };
}
