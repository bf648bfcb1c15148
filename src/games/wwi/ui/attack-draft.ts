/**
 * An attack being declared (seed 002 6.1): the attacking armies, the hex
 * attacked, infiltration. Pure; the engine's checkAttack gives the calculation
 * shown before the roll.
 */
import type { Lang } from '../../../platform/game';
import type { Board } from '../engine/board';
import type { Side, WwiState } from '../engine/state';
import { possibleAttackers } from '../engine/actions';
import { type FrenchAttacksOwed, frenchAttacksOwed } from '../engine/owed-attacks';
import { type AttackOrder, type CombatCalculation, checkAttack } from '../engine/combat';
import { hexDistance } from '../engine/hex';
import { alignmentOf, isEnemyNation } from '../engine/sides';
import type { Checked } from '../engine/reasons';
import type { BoardOverlay, HexMark } from './overlay';
import { placeName } from './unit-labels';
import { VIEW_WORDS as W } from './words';

export interface AttackDraft {
  attackers: string[];
  target: string | null;
  infiltration: boolean;
  /** The player asked to end the attack phase with French attacks still owed, and is asked to confirm. */
  confirmingEnd?: boolean;
}

export function emptyAttackDraft(): AttackDraft {
  return { attackers: [], target: null, infiltration: false };
}

/** A click on one of the side's own armies: add it to the attack, or take it out. Armies that fought already this phase stay out (6.1). */
export function toggleAttacker(state: WwiState, draft: AttackDraft, unitId: string): AttackDraft {
  if (state.engaged.includes(unitId)) return draft;
  const attackers = draft.attackers.includes(unitId) ? draft.attackers.filter((a) => a !== unitId) : [...draft.attackers, unitId];
  return { ...draft, attackers };
}

/** Choose the hex attacked; with no army chosen yet, every adjacent army that may join starts in the attack and the player may drop some. */
export function chooseTarget(state: WwiState, board: Board, draft: AttackDraft, hex: string): AttackDraft {
  if (draft.attackers.length) return { ...draft, target: hex };
  const attackers = possibleAttackers(state, board, hex).filter((id) => {
    const unit = state.units.find((u) => u.id === id)!;
    return !!unit.hex && hexDistance(unit.hex, hex) === 1;
  });
  return { ...draft, target: hex, attackers };
}

/** Hexes the chosen armies (or, with none chosen, any of the side's armies still free) could attack: enemy armies or forts next to them, not attacked yet this phase. */
export function attackTargets(state: WwiState, board: Board, side: Side, draft: AttackDraft): string[] {
  const from = draft.attackers.length
    ? draft.attackers
    : state.units.filter((u) => u.status === 'map' && alignmentOf(state, u.nation) === side && !state.engaged.includes(u.id)).map((u) => u.id);
  const out = new Set<string>();
  for (const id of from) {
    const unit = state.units.find((u) => u.id === id);
    if (!unit?.hex) continue;
    for (const n of board.neighbours(unit.hex)) {
      if (out.has(n.id) || state.attackedHexes.includes(n.id)) continue;
      const enemyArmy = state.units.some((u) => u.status === 'map' && u.hex === n.id && isEnemyNation(state, u.nation, side));
      const enemyFort = state.forts.some((f) => f.hex === n.id && !f.destroyed && isEnemyNation(state, f.nation, side));
      if (enemyArmy || enemyFort) out.add(n.id);
    }
  }
  return [...out];
}

/** The order as declared so far, or null before a target is chosen. */
export function attackOrder(draft: AttackDraft): AttackOrder | null {
  if (!draft.target) return null;
  return { attackers: draft.attackers, target: draft.target, ...(draft.infiltration ? { infiltration: true } : {}) };
}

/** The engine's verdict on the declared attack (its calculation, or why not), or null while incomplete. */
export function checkedAttack(state: WwiState, board: Board, draft: AttackDraft): Checked<CombatCalculation> | null {
  const order = attackOrder(draft);
  return order && draft.attackers.length ? checkAttack(state, board, order) : null;
}

export function attackOverlay(state: WwiState, board: Board, side: Side, draft: AttackDraft, lang: Lang): BoardOverlay {
  const marks: HexMark[] = attackTargets(state, board, side, draft).map((hex) => ({
    hex,
    kind: hex === draft.target ? 'defender' : 'target',
    name: `${W.attack[lang]}: ${placeName(board, hex, lang)}`,
  }));
  return { marks, selected: draft.attackers, legs: [] };
}

/**
 * What "End this attack phase" does now: end it, ask first (French attacks still
 * owed, a later phase left to make them), or nothing (the engine refuses the end
 * of the Allies' last chance while a French attack can be made), by the engine's
 * count of the attacks owed (11.12).
 */
export function endAttacksStep(state: WwiState, board: Board, side: Side, draft: AttackDraft): { step: 'end' | 'confirm' | 'refused'; owed: FrenchAttacksOwed | null } {
  const owed = frenchAttacksOwed(state, board, side);
  if (!owed) return { step: 'end', owed };
  if (owed.lastChance) return { step: owed.possible ? 'refused' : 'end', owed };
  return { step: draft.confirmingEnd ? 'end' : 'confirm', owed };
}
