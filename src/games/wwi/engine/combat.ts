/**
 * Combat (seed 002 6.0-6.96, 7.5, 10.4, 10.5, 10.7): declaring an attack, the
 * full calculation a teacher can show, and the die roll that decides it.
 * Paying the losses is in losses.ts.
 */
import type { Board } from './board';
import { type HexId, directionBetween } from './hex';
import { CHARTS, type Charts, turnRecord } from './charts';
import { unitStrength } from './strength';
import { type PendingCombat, type Side, type Unit, type WwiState, cloneState, fortAt, unitAt, unitById } from './state';
import { alignmentOf, isEnemyNation, otherSide } from './sides';
import { type SupplyCheck, supplyChecker } from './supply';
import { lookupCrt } from './crt';
import { rollDie } from './dice';
import { type CombatCalculation, type DefenceItem, isCombatCalculation } from './log-records';

export type { AttackerSettlement, CombatCalculation, DefenceItem, DefenderSettlement } from './log-records';
export { isCombatCalculation };
import { type Checked, fail, ok, refuse } from './reasons';
import { placeName, unitCalled } from './names';

export interface AttackOrder {
  attackers: string[];
  target: HexId;
  /** Declared before the roll: Stosstruppen (or the French armoured corps) use infiltration (10.42, 10.7). */
  infiltration?: boolean;
}

/**
 * seed 002 6.36: Russians and Romanians suffer double losses against Germans —
 * as defenders attacked by Germans, or as attackers (all of them) against a German defender.
 */
export function doubledLosses(defenderNation: string | undefined, attackerNations: readonly string[]): CombatCalculation['doubled'] {
  if (defenderNation && DOUBLE_LOSS_NATIONS.has(defenderNation) && attackerNations.includes('germany')) return 'defender';
  if (defenderNation === 'germany' && attackerNations.every((n) => DOUBLE_LOSS_NATIONS.has(n))) return 'attacker';
  return null;
}


/** The log entry of the combat being settled in `state` (a copy the caller owns). */
export function pendingCombatEntry(state: WwiState): CombatCalculation | null {
  const target = state.pending?.defenderHex;
  for (let i = state.log.length - 1; i >= 0; i--) {
    const detail = state.log[i].detail;
    if (isCombatCalculation(detail) && detail.target === target) return detail;
  }
  return null;
}

/** Who attacks in the current attack phase: superior in phases 1, 3, 5; inferior in 2, 4, 6 (3.0 steps 4-9). */
export function attackingSide(state: WwiState): Side | null {
  if (state.phase !== 'attack' || state.attackPhase < 1) return null;
  return state.attackPhase % 2 === 1 ? state.superior : otherSide(state.superior);
}

export { unitStrength };

/** Can use infiltration tactics: a Stosstruppen army, or a French army with the armoured corps (10.42, 10.7). */
export function canInfiltrate(unit: Unit): boolean {
  return unit.stosstruppen || unit.armouredCorps;
}

const DOUBLE_LOSS_NATIONS = new Set(['russia', 'romania']);

/** Rounding up when halving (6.7 "per eccesso"). */
function halfUp(value: number): number {
  return Math.ceil(value / 2);
}

/** The defence side of the calculation, supply judged now (7.5). */
export function defenceOf(state: WwiState, board: Board, target: HexId, charts: Charts = CHARTS, supplied: SupplyCheck = supplyChecker(state, board, charts)) {
  const items: DefenceItem[] = [];
  const rules: string[] = [];
  const unit = unitAt(state, target);
  const fort = fortAt(state, target);
  if (unit) {
    const inSupply = supplied(target, unit.nation);
    const printed = unitStrength(unit, charts).defence;
    items.push({ what: unit.id, printed, supplied: inSupply, value: inSupply ? printed : halfUp(printed) });
    if (!inSupply) rules.push('6.7');
  }
  if (fort) {
    // seed 002 10.51-10.52: the fort's printed strength adds to the hex, and is halved when unsupplied.
    const inSupply = supplied(target, fort.nation);
    items.push({ what: `fort ${target}`, printed: fort.strength, supplied: inSupply, value: inSupply ? fort.strength : halfUp(fort.strength) });
    rules.push('10.51');
    if (!inSupply) rules.push('10.52');
  }
  const afterSupply = items.reduce((sum, i) => sum + i.value, 0);
  // seed 002 6.4: +1 in rough terrain, after supply; 6.5: +2 in winter (even turns), after supply and terrain.
  const roughBonus = board.hex(target).terrain === 'rough' ? charts.rules.roughDefenceBonus : 0;
  const winterBonus = turnRecord(charts, state.turn).winter ? charts.rules.winterDefenceBonus : 0;
  if (roughBonus) rules.push('6.4');
  if (winterBonus) rules.push('6.5');
  return { items, afterSupply, roughBonus, winterBonus, total: afterSupply + roughBonus + winterBonus, rules, unit, fort };
}

/**
 * Check an attack and work out its calculation up to the die roll. `supplied`
 * may be shared by many checks on the same state (the automated player's plan).
 */
export function checkAttack(state: WwiState, board: Board, order: AttackOrder, charts: Charts = CHARTS, supplied: SupplyCheck = supplyChecker(state, board, charts)): Checked<CombatCalculation> {
  const side = attackingSide(state);
  if (!side) return fail(refuse('6.0', 'Attacks are made only in attack phases', 'Si attacca solo nelle fasi di attacco'));
  if (state.pending) return fail(refuse('6.1', 'Finish the combat in progress first', 'Completate prima il combattimento in corso'));
  if (order.attackers.length === 0) return fail(refuse('6.0', 'Name at least one attacking unit', 'Indicate almeno un\'unità attaccante'));
  if (new Set(order.attackers).size !== order.attackers.length) return fail(refuse('6.6', 'A unit is listed twice', 'Un\'unità è indicata due volte'));
  const defender = unitAt(state, order.target);
  const fort = fortAt(state, order.target);
  const defenderIsEnemy = defender ? isEnemyNation(state, defender.nation, side) : fort ? isEnemyNation(state, fort.nation, side) : false;
  if (!defenderIsEnemy) return fail(refuse('6.0', `No enemy unit or fort in hex ${placeName(board, order.target)}`, `Nessuna unità o fortificazione nemica nell'esagono ${placeName(board, order.target, 'it')}`));
  // seed 002 6.6: no unit attacks or is attacked twice in one phase.
  if (state.attackedHexes.includes(order.target) || (defender && state.engaged.includes(defender.id))) {
    return fail(refuse('6.6', `Hex ${placeName(board, order.target)} has already been attacked this phase`, `L'esagono ${placeName(board, order.target, 'it')} è già stato attaccato in questa fase`));
  }
  const attackers: { unit: string; attack: number }[] = [];
  const rules = new Set<string>(['6.1']);
  for (const id of order.attackers) {
    const unit = state.units.find((u) => u.id === id);
    if (unit?.status === 'transit') {
      // seed 002 5.55: nobody attacks from a transit area.
      return fail(refuse('5.55', `${unitCalled(state, id).en} is in a transit area and cannot attack`, `${unitCalled(state, id).it} è in un'area di transito e non può attaccare`));
    }
    if (!unit || unit.status !== 'map' || !unit.hex) {
      // seed 002 6.1: only armies on the map, next to the defender, attack.
      return fail(refuse('6.1', `${unitCalled(state, id).en} is not on the map`, `${unitCalled(state, id).it} non è sulla mappa`));
    }
    if (alignmentOf(state, unit.nation) !== side) return fail(refuse('6.0', `${unitCalled(state, id).en} is not yours to attack with`, `${unitCalled(state, id).it} non è vostra`));
    if (state.engaged.includes(id)) return fail(refuse('6.6', `${unitCalled(state, id).en} has already fought this phase`, `${unitCalled(state, id).it} ha già combattuto in questa fase`));
    const direction = directionBetween(unit.hex, order.target);
    if (!direction || !board.has(order.target) || board.hex(order.target).map !== board.hex(unit.hex).map) {
      return fail(refuse('6.0', `${unitCalled(state, id).en} is not adjacent to hex ${placeName(board, order.target)}`, `${unitCalled(state, id).it} non è adiacente all'esagono ${placeName(board, order.target, 'it')}`));
    }
    const kind = board.side(unit.hex, direction);
    if (kind === 'crossing') return fail(refuse('5.6', 'No attack across a crossing arrow', 'Nessun attacco attraverso una freccia di attraversamento'));
    if (kind !== 'open') return fail(refuse('6.4', 'No attack across a sea, lake or blocked hexside', 'Nessun attacco attraverso lati marini, lacustri o bloccati'));
    // seed 002 6.7: unsupplied units cannot attack (supply judged as the combat begins, 7.5).
    if (!supplied(unit.hex, unit.nation)) {
      return fail(refuse('6.7', `${unitCalled(state, id).en} is out of supply and cannot attack`, `${unitCalled(state, id).it} non è rifornita e non può attaccare`));
    }
    attackers.push({ unit: id, attack: unitStrength(unit, charts).attack });
  }
  const infiltration = !!order.infiltration;
  if (infiltration) {
    if (!order.attackers.some((id) => canInfiltrate(unitById(state, id)))) {
      return fail(refuse('10.42', 'Infiltration needs a Stosstruppen army (or the French armoured corps)', 'L\'infiltrazione richiede Stosstruppen (o il corpo corazzato francese)'));
    }
    rules.add('10.42');
  }
  const defence = defenceOf(state, board, order.target, charts, supplied);
  defence.rules.forEach((r) => rules.add(r));
  const attackTotal = attackers.reduce((sum, a) => sum + a.attack, 0);
  if (attackTotal < defence.total) {
    return fail(refuse('6.1', `Attack ${attackTotal} is less than defence ${defence.total}`, `Attacco ${attackTotal} inferiore alla difesa ${defence.total}`));
  }
  const attackerNations = order.attackers.map((id) => unitById(state, id).nation);
  const doubled = doubledLosses(defender?.nation, attackerNations);
  if (doubled) rules.add('6.36');
  return ok({
    attackers,
    attackTotal,
    defence: defence.items,
    defenceAfterSupply: defence.afterSupply,
    roughBonus: defence.roughBonus,
    winterBonus: defence.winterBonus,
    defenceTotal: defence.total,
    differential: attackTotal - defence.total,
    doubled,
    infiltration,
    rules: [...rules].sort(),
  });
}

/** Roll for an attack and leave the state waiting for the losses to be paid (6.1: apply at once). */
export function resolveAttack(state: WwiState, board: Board, order: AttackOrder, charts: Charts = CHARTS): { state: WwiState; calculation: CombatCalculation } {
  const checked = checkAttack(state, board, order, charts);
  if (!checked.ok) throw new Error(checked.refusal.en);
  const calculation: CombatCalculation = { target: order.target, ...checked.value };
  const next = cloneState(state);
  const die = rollDie(next, `attack on ${order.target}`);
  const cell = lookupCrt(charts.crt, calculation.differential, die);
  calculation.die = die;
  calculation.column = cell.column;
  calculation.cell = `${cell.attacker}/${cell.defender}`;
  calculation.attackerLoss = cell.attacker * (calculation.doubled === 'attacker' ? 2 : 1);
  calculation.defenderLoss = cell.defender * (calculation.doubled === 'defender' ? 2 : 1);
  next.log[next.log.length - 1].detail = calculation;

  const defender = unitAt(next, order.target);
  next.attackedHexes.push(order.target);
  next.engaged.push(...order.attackers);
  if (defender) next.engaged.push(defender.id);
  const defenderSupplied = calculation.defence.every((d) => d.supplied);
  const pending: PendingCombat = {
    stage: 'defender',
    attackers: [...order.attackers],
    defenderHex: order.target,
    defenders: defender ? [defender.id] : [],
    attackerLoss: calculation.attackerLoss,
    defenderLoss: calculation.defenderLoss,
    // seed 002 6.36: at most five doubled Russian / Romanian loss points by retreat.
    retreatCap: calculation.doubled === 'defender' ? Math.min(calculation.defenderLoss, charts.rules.doubleLossRetreatCap) : calculation.defenderLoss,
    // seed 002 10.43: infiltration forces a retreat of one hex when the printed defender loss is 2+ (not for empty forts).
    minimumRetreat: calculation.infiltration && defender && cell.defender >= charts.rules.infiltrationForcedRetreatAt ? 1 : 0,
    infiltration: calculation.infiltration,
    retreatPath: [],
    defenderUnsupplied: !defenderSupplied,
    fortCanBeTaken: false,
    thirdRound: next.attackPhase >= 5,
  };
  if (pending.defenderLoss === 0) pending.stage = 'attacker';
  next.pending = pending.defenderLoss === 0 && pending.attackerLoss === 0 ? null : pending;
  countFrenchAttack(next, order.attackers);
  return { state: next, calculation };
}

/** Turn 1 of the historical game: two attacks with French units are owed (11.12). */
function countFrenchAttack(state: WwiState, attackers: string[]): void {
  if (state.frenchAttacksOwed > 0 && attackers.some((id) => unitById(state, id).nation === 'france')) state.frenchAttacksOwed--;
}

