/**
 * The movement phase being drafted (seed 002 5.0): the moves planned so far and
 * the army picked next. Every move is checked by the engine against the board
 * as the earlier moves leave it. Pure; <wwi-view> draws it.
 */
import type { Lang } from '../../../platform/game';
import type { Board } from '../engine/board';
import type { WwiState } from '../engine/state';
import { type UnitMove, applyMove, checkMove, movingSide } from '../engine/movement';
import { alignmentOf } from '../engine/sides';
import type { Checked } from '../engine/reasons';
import type { Side } from '../engine/state';
import type { BoardOverlay, HexMark } from './overlay';
import { type UnitReach, routeLegs, unitReach } from './reach';
import { placeName } from './unit-labels';
import { VIEW_WORDS as W } from './words';

export interface MoveDraft {
  moves: UnitMove[];
  /** The army whose reach is shown, or null. */
  selected: string | null;
}

export function emptyMoveDraft(): MoveDraft {
  return { moves: [], selected: null };
}

/** The board as the planned moves leave it. */
export function previewMoves(state: WwiState, board: Board, moves: readonly UnitMove[]): WwiState {
  let s = state;
  for (const move of moves) s = applyMove(s, board, move);
  return s;
}

/** The planned moves the engine still accepts, in order (after a new state, or restored after a take-back). */
export function legalMoves(state: WwiState, board: Board, moves: readonly UnitMove[]): UnitMove[] {
  const kept: UnitMove[] = [];
  let s = state;
  for (const move of moves) {
    if (!movingSide(s) || !checkMove(s, board, move).ok) continue;
    s = applyMove(s, board, move);
    kept.push(move);
  }
  return kept;
}

/** A click on a counter: pick one of the moving side's armies not yet moved, or put it down. */
export function pickArmy(state: WwiState, side: Side, draft: MoveDraft, unitId: string): MoveDraft {
  const unit = state.units.find((u) => u.id === unitId);
  if (!unit || alignmentOf(state, unit.nation) !== side || draft.moves.some((m) => m.unit === unitId)) return draft;
  return { ...draft, selected: draft.selected === unitId ? null : unitId };
}

/** Add a move to the plan, if the engine accepts it after the moves already planned. */
export function addMove(state: WwiState, board: Board, draft: MoveDraft, move: UnitMove): Checked<MoveDraft> {
  const checked = checkMove(previewMoves(state, board, draft.moves), board, move);
  if (!checked.ok) return checked;
  return { ok: true, value: { moves: [...draft.moves, move], selected: null } };
}

/** Reach of one army on the previewed board; kept until the plan or the army changes (the search is the slow part). */
export class ReachCache {
  private cached: { key: string; reach: UnitReach } | null = null;

  of(preview: WwiState, board: Board, moves: number, unit: string): UnitReach {
    const key = `${moves}:${unit}`;
    if (this.cached?.key !== key) this.cached = { key, reach: unitReach(preview, board, unit) };
    return this.cached.reach;
  }

  clear(): void {
    this.cached = null;
  }
}

/** Planned moves as lines, and the picked army's reach as hexes labelled with their cost. */
export function movementOverlay(state: WwiState, board: Board, draft: MoveDraft, reach: UnitReach | null, lang: Lang): BoardOverlay {
  const legs: BoardOverlay['legs'] = [];
  for (const move of draft.moves) {
    const start = state.units.find((u) => u.id === move.unit)?.hex ?? null;
    for (const leg of routeLegs(start, move)) legs.push({ from: leg.from, to: leg.to, kind: move.bySea ? 'sea' : leg.rail ? 'rail' : 'move' });
  }
  const marks: HexMark[] = [];
  for (const r of reach?.hexes.values() ?? []) {
    const kind = r.sea ? 'sea' : r.zocStop ? 'zoc' : r.rail ? 'rail' : 'reach';
    const how = r.sea ? ` ${W.seaWord[lang]}` : r.rail ? ` ${W.railWord[lang]}` : '';
    const stop = r.zocStop ? `, ${W.zocStop[lang]}` : '';
    marks.push({ hex: r.hex, kind, label: `${r.cost}`, name: `${placeName(board, r.hex, lang)}: ${r.cost} ${W.mp[lang]}${how}${stop}` });
  }
  return { marks, selected: draft.selected ? [draft.selected] : [], legs };
}
