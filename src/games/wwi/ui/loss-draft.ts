/**
 * Paying a combat's losses (seed 002 6.3, 6.9): the defender's retreat hex by
 * hex and RP, then the attacker's RP and advance along the retreat route.
 * Every hex offered is one the engine accepts. Pure; <wwi-view> draws it.
 */
import type { Lang } from '../../../platform/game';
import type { Board } from '../engine/board';
import type { Side, WwiState } from '../engine/state';
import { CHARTS } from '../engine/charts';
import { checkAttackerChoice, checkRetreat } from '../engine/losses';
import { alignmentOf } from '../engine/sides';
import type { BoardOverlay, HexMark } from './overlay';
import { placeName } from './unit-labels';
import { VIEW_WORDS as W } from './words';

export interface Advance {
  unit: string;
  path: string[];
}

export interface LossDraft {
  /** The defender's retreat, hex by hex. */
  retreat: string[];
  /** RP each attacking nation pays. */
  attackerRp: Record<string, number>;
  advance: Advance[];
  /** The attacking army whose advance is being chosen. */
  advancer: string | null;
}

/** A fresh draft for the state's pending combat: the attacker's loss is paid first from the richest nations. */
export function emptyLossDraft(state: WwiState | undefined): LossDraft {
  return { retreat: [], attackerRp: defaultAttackerRp(state), advance: [], advancer: null };
}

function defaultAttackerRp(state: WwiState | undefined): Record<string, number> {
  const pending = state?.pending;
  if (!state || !pending || pending.stage !== 'attacker' || pending.attackerLoss === 0) return {};
  const nations = [...new Set(pending.attackers.map((id) => state.units.find((u) => u.id === id)!.nation))];
  let left = pending.attackerLoss;
  const out: Record<string, number> = {};
  for (const nation of nations.sort((a, b) => state.nations[b].rp - state.nations[a].rp)) {
    const pay = Math.min(left, state.nations[nation].rp);
    out[nation] = pay;
    left -= pay;
  }
  return out;
}

/** Hexes the retreat may take next; none once it is as long as the loss or the cap allows. */
export function retreatOptions(state: WwiState, board: Board, retreat: readonly string[]): string[] {
  const pending = state.pending;
  if (!pending || pending.stage !== 'defender' || !pending.defenders.length) return [];
  const length = Math.min(pending.retreatCap, pending.defenderLoss);
  if (retreat.length >= length) return [];
  const unit = state.units.find((u) => u.id === pending.defenders[0])!;
  const side = alignmentOf(state, unit.nation) as Side;
  const last = retreat.length ? retreat[retreat.length - 1] : pending.defenderHex;
  // A retreat may pass a friendly army but not end on one (5.2): the last hex it can reach must be free.
  const final = retreat.length + 1 === length;
  return board
    .neighbours(last)
    .map((n) => n.id)
    .filter((id) => checkRetreat(state, board, pending.defenderHex, [...retreat, id], side, CHARTS, !final).ok);
}

/** A click on a hex: extend the retreat to it, or cut the retreat back to it. */
export function extendRetreat(state: WwiState, board: Board, retreat: readonly string[], hex: string): string[] {
  const index = retreat.indexOf(hex);
  if (index >= 0) return retreat.slice(0, index);
  return retreatOptions(state, board, retreat).includes(hex) ? [...retreat, hex] : [...retreat];
}

/** The route an advance follows: the defender's hex, then its retreat (6.9). */
export function advanceRoute(state: WwiState): string[] {
  const pending = state.pending;
  return pending ? [pending.defenderHex, ...pending.retreatPath] : [];
}

/** The army advancing: the one chosen, or the only attacker. */
export function advancingUnit(state: WwiState, draft: LossDraft): string | null {
  const pending = state.pending;
  return draft.advancer ?? (pending?.attackers.length === 1 ? pending.attackers[0] : null);
}

/** Hexes of the retreat route where the advancing army may end its advance (6.9, 6.91, 6.95). */
export function advanceEnds(state: WwiState, board: Board, draft: LossDraft): string[] {
  const unit = advancingUnit(state, draft);
  if (!state.pending || !unit) return [];
  const route = advanceRoute(state);
  const others = draft.advance.filter((a) => a.unit !== unit);
  return route.filter((_, i) => {
    const refusal = checkAttackerChoice(state, board, { rp: draft.attackerRp, advance: [...others, { unit, path: route.slice(0, i + 1) }] });
    return refusal.ok || !/^6\.9|^10\.45/.test(refusal.refusal.rule);
  });
}

/** A click on a hex of the route: the advancing army advances that far. */
export function extendAdvance(state: WwiState, board: Board, draft: LossDraft, hex: string): Advance[] {
  if (!advanceEnds(state, board, draft).includes(hex)) return draft.advance;
  const route = advanceRoute(state);
  const unit = advancingUnit(state, draft);
  const index = route.indexOf(hex);
  if (!unit || index < 0) return draft.advance;
  return [...draft.advance.filter((a) => a.unit !== unit), { unit, path: route.slice(0, index + 1) }];
}

function pathLegs(from: string, path: readonly string[], kind: 'retreat' | 'advance'): BoardOverlay['legs'] {
  const legs: BoardOverlay['legs'] = [];
  for (const hex of path) {
    legs.push({ from, to: hex, kind });
    from = hex;
  }
  return legs;
}

/** The defender's hex, the retreat so far (numbered) and where it may go next. */
export function defenderOverlay(state: WwiState, board: Board, draft: LossDraft, lang: Lang): BoardOverlay {
  const pending = state.pending!;
  const retreat = draft.retreat;
  const marks: HexMark[] = [{ hex: pending.defenderHex, kind: 'defender', name: `${W.defenderHex[lang]}: ${placeName(board, pending.defenderHex, lang)}` }];
  retreat.forEach((hex, i) => marks.push({ hex, kind: 'path', label: `${i + 1}`, name: `${W.retreatHexes[lang]} ${i + 1}: ${placeName(board, hex, lang)}` }));
  const next = `${retreat.length + 1}`;
  for (const hex of retreatOptions(state, board, retreat)) marks.push({ hex, kind: 'retreat', label: next, name: `${W.retreatHexes[lang]} ${next}: ${placeName(board, hex, lang)}` });
  return { marks, selected: pending.attackers, legs: pathLegs(pending.defenderHex, retreat, 'retreat') };
}

/** The retreat taken, the advances chosen, and where the advancing army may stop. */
export function attackerOverlay(state: WwiState, board: Board, draft: LossDraft, lang: Lang): BoardOverlay {
  const pending = state.pending!;
  const route = advanceRoute(state);
  const marks: HexMark[] = [];
  if (defenderHexVacated(state)) {
    for (const hex of advanceEnds(state, board, draft)) {
      const i = route.indexOf(hex);
      marks.push({ hex, kind: 'advance', label: `${i + 1}`, name: `${W.advance[lang]} ${i + 1}: ${placeName(board, hex, lang)}` });
    }
  }
  const legs = draft.advance.flatMap((a) => pathLegs(state.units.find((u) => u.id === a.unit)?.hex ?? a.path[0], a.path, 'advance'));
  legs.push(...pathLegs(pending.defenderHex, pending.retreatPath, 'retreat'));
  return { marks, selected: draft.advancer ? [draft.advancer] : pending.attackers, legs };
}

/** No army stands on the attacked hex any more: the attacker may advance (6.9). */
export function defenderHexVacated(state: WwiState): boolean {
  const pending = state.pending;
  return !!pending && !state.units.some((u) => u.status === 'map' && u.hex === pending.defenderHex);
}
