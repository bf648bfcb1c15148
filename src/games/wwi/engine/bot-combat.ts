/**
 * The automated player in the attack phases (seed 002 6.x): which attack to
 * make, judged by the losses the Combat Results Table makes likely on each
 * side; how to pay the defender's losses (give ground or spend resource points)
 * and the attacker's (resource points, a unit only when cheaper or forced);
 * whether to advance.
 */
import type { Board } from './board';
import type { HexId } from './hex';
import { CHARTS, type Charts } from './charts';
import { type Side, type Unit, type WwiState, fortAt, unitAt, unitById } from './state';
import { supplyChecker } from './supply';
import { alignmentOf, isEnemyNation } from './sides';
import { type AttackOrder, checkAttack, canInfiltrate, unitStrength } from './combat';
import { parseResult } from './crt';
import { findRetreat } from './losses';
import type { WwiAction } from './actions';
import { BotView } from './bot-view';
import { wayWithinReason } from './bot-move';

export interface CombatSettings {
  /** Expected defender loss minus expected attacker loss an attack must at least promise. */
  minimumGain: number;
  /** Smallest differential worth an attack at all. */
  minimumDifferential: number;
}

export const DEFAULT_COMBAT: CombatSettings = { minimumGain: 0.4, minimumDifferential: 1 };

/** A differential from which the CRT favours the attacker clearly (crt.json columns 7-8 and up). */
const GOOD_DIFFERENTIAL = 7;
/** RP a defender keeps in hand when it pays a loss on open ground instead of giving ground. */
const HOLD_KEEPS = 6;
/** Worth of striking an enemy army inside the Central Powers' own country, away from its borders: a raider on their rails and centres. */
const RAIDER_BONUS = 1.5;

/** The game's last turn: what a nation keeps in hand after its attacks buys nothing (11.3; the last construction comes after them). */
function lastTurn(state: WwiState, charts: Charts): boolean {
  return state.turn >= charts.victory.lastTurn;
}

/** Mean attacker and defender loss of a CRT column (every die face equally likely). */
export function expectedLosses(charts: Charts, differential: number): { attacker: number; defender: number } {
  const column = charts.crt.find((c) => differential >= c.from && differential <= c.to) ?? charts.crt[charts.crt.length - 1];
  let attacker = 0;
  let defender = 0;
  for (const cell of column.results) {
    const r = parseResult(cell);
    attacker += r.attacker / 6;
    defender += r.defender / 6;
  }
  return { attacker, defender };
}

/** One possible attack and how the bot rates it (expected defender loss minus weighted attacker loss, and more). */
export interface RatedAttack {
  order: AttackOrder;
  differential: number;
  value: number;
}

/** Attacks worth making now, best first (the French attacks owed in turn 1 of the historical game first, 11.12). */
export function planAttacks(state: WwiState, board: Board, side: Side, settings: CombatSettings = DEFAULT_COMBAT, charts: Charts = CHARTS): WwiAction[] {
  const owedFrench = side === 'allies' && state.frenchAttacksOwed > 0;
  return rateAttacks(state, board, side, charts)
    .filter((a) => (owedFrench && a.order.attackers.some((id) => unitById(state, id).nation === 'france')) || (a.value >= settings.minimumGain && a.differential >= settings.minimumDifferential))
    .map((a) => ({ ...a, value: a.value + (owedFrench && a.order.attackers.some((id) => unitById(state, id).nation === 'france') ? 100 : 0) }))
    .sort((a, b) => b.value - a.value)
    .map((a) => ({ kind: 'attack', order: a.order }));
}

/** Every attack the side could make now, each with its best group of attackers, rated. */
export function rateAttacks(state: WwiState, board: Board, side: Side, charts: Charts = CHARTS): RatedAttack[] {
  const view = new BotView(state, board, side, charts);
  const ready = view.mine.filter((u) => !state.engaged.includes(u.id));
  const targets = new Set<HexId>();
  for (const unit of ready) {
    for (const { id } of board.neighbours(unit.hex!)) {
      const enemy = unitAt(state, id);
      const fort = fortAt(state, id);
      if ((enemy && isEnemyNation(state, enemy.nation, side)) || (!enemy && fort && isEnemyNation(state, fort.nation, side))) targets.add(id);
    }
  }
  // seed 002 6.7: unsupplied units cannot attack; each unit's supply is traced once per plan.
  const supplyOfPlan = supplyChecker(state, board, charts);
  const supplied = (unit: Unit) => supplyOfPlan(unit.hex!, unit.nation);
  const rated: RatedAttack[] = [];
  for (const target of [...targets].sort()) {
    const usable = ready
      .filter((u) => board.neighbours(u.hex!).some((n) => n.id === target && board.side(u.hex!, n.direction) === 'open') && supplied(u))
      .sort((a, b) => unitStrength(b, charts).attack - unitStrength(a, charts).attack || a.id.localeCompare(b.id));
    if (!usable.length) continue;
    const all = checkAttack(state, board, { attackers: usable.map((u) => u.id), target }, charts, supplyOfPlan);
    if (!all.ok) continue;
    // Commit the strongest armies until the odds reach a good column, keeping the rest for other attacks.
    const chosen: string[] = [];
    let total = 0;
    for (const unit of usable) {
      chosen.push(unit.id);
      total += unitStrength(unit, charts).attack;
      if (total - all.value.defenceTotal >= GOOD_DIFFERENTIAL) break;
    }
    let calculation = all.value;
    if (chosen.length < usable.length) {
      const fewer = checkAttack(state, board, { attackers: chosen, target }, charts, supplyOfPlan);
      if (fewer.ok) calculation = fewer.value;
    }
    const attackers = calculation.attackers.map((a) => a.unit);
    const losses = expectedLosses(charts, calculation.differential);
    const defenderDoubling = calculation.doubled === 'defender' ? 2 : 1;
    const attackerDoubling = calculation.doubled === 'attacker' ? 2 : 1;
    const payers = new Set(attackers.map((id) => unitById(state, id).nation));
    const purse = [...payers].reduce((sum, n) => sum + state.nations[n].rp, 0);
    // A rich side can afford a war of attrition; a poor one guards its RP (8.0: RP are men and material).
    // In the last turn RP kept buy nothing (11.3: the game ends after this turn's attacks), so a purse that pays the loss is rich.
    const rich = purse >= 40 || (lastTurn(state, charts) && purse >= losses.attacker * attackerDoubling);
    const costOfLoss = rich ? 0.35 : purse >= 25 ? 0.6 : purse >= 12 ? 0.85 : 1.2;
    let value = losses.defender * defenderDoubling - losses.attacker * attackerDoubling * costOfLoss;
    const defenderNation = calculation.defence.length ? nationOfDefence(state, target) : null;
    // A defender short of RP must give ground or lose the army (6.31, 6.33).
    if (defenderNation && state.nations[defenderNation].rp < losses.defender * defenderDoubling) value += 1;
    // An unsupplied defender cannot pay in resource points (6.7): losses mean ground or the army itself.
    if (calculation.defence.some((d) => !d.supplied)) value += 1.5;
    // Taking the hex is only likely when the defender loses enough to give ground.
    value += (view.objectiveValue(target) / 10) * Math.min(1, (losses.defender * defenderDoubling) / 2);
    // A raider deep in the Central Powers' country cuts rail lines and takes centres by passing (5.32, 11.31): strike it.
    if (side === 'central' && isInterior(state, board, target, side)) value += RAIDER_BONUS;
    // Attackers whose nations lack the RP to pay would lose an army (6.35).
    if (purse < Math.ceil(losses.attacker * attackerDoubling)) value -= 3;
    const order: AttackOrder = { attackers, target };
    if (attackers.some((id) => canInfiltrate(unitById(state, id)))) order.infiltration = true; // 10.42: forces a retreat
    rated.push({ order, differential: calculation.differential, value });
  }
  return rated;
}

/** A hex of one of `side`'s countries whose neighbours all belong to its countries too (not on a border). */
export function isInterior(state: WwiState, board: Board, hex: HexId, side: Side): boolean {
  if (alignmentOf(state, board.hex(hex).nation) !== side) return false;
  return board.neighbours(hex).every(({ id }) => !board.isPlayable(id) || alignmentOf(state, board.hex(id).nation) === side);
}

function nationOfDefence(state: WwiState, hex: HexId): string | null {
  return unitAt(state, hex)?.nation ?? fortAt(state, hex)?.nation ?? null;
}

/** The defender's choices, best first: hold important ground with RP, otherwise give ground. */
export function planDefence(state: WwiState, board: Board, side: Side, charts: Charts = CHARTS): WwiAction[] {
  const pending = state.pending!;
  const out: WwiAction[] = [];
  if (!pending.defenders.length) {
    // seed 002 10.54: an empty fort pays in RP while it can, else it is destroyed.
    out.push({ kind: 'defend', choice: { rp: pending.defenderLoss } }, { kind: 'defend', choice: { destroyFort: true } });
    return out;
  }
  const view = new BotView(state, board, side, charts);
  const unit = unitById(state, pending.defenders[0]);
  const rp = pending.defenderUnsupplied ? 0 : state.nations[unit.nation].rp;
  const hex = pending.defenderHex;
  const important = view.objectiveValue(hex) >= 4 || !!fortAt(state, hex) || board.hex(hex).terrain === 'rough';
  const keep = important || lastTurn(state, charts) ? 0 : HOLD_KEEPS;
  const holdAffordable = pending.minimumRetreat === 0 && rp >= pending.defenderLoss + keep;
  if (holdAffordable) out.push({ kind: 'defend', choice: { rp: pending.defenderLoss } });
  // Otherwise the shortest retreat the RP can top up, keeping the army next to its line (6.31, 6.32).
  for (let r = Math.max(1, pending.minimumRetreat); r <= Math.min(pending.retreatCap, pending.defenderLoss); r++) {
    if (pending.defenderLoss - r > rp - keep) continue;
    const path = retreatWithinReason(view, unit, hex, r);
    if (path) out.push({ kind: 'defend', choice: { retreat: path, rp: pending.defenderLoss - r } });
    if (path) break;
  }
  // Then the longest retreat the rules allow that the RP can top up.
  for (let r = Math.min(pending.retreatCap, pending.defenderLoss); r >= Math.max(1, pending.minimumRetreat); r--) {
    if (pending.defenderLoss - r > rp) break;
    const path = retreatWithinReason(view, unit, hex, r);
    if (path) out.push({ kind: 'defend', choice: { retreat: path, rp: pending.defenderLoss - r } });
  }
  if (pending.minimumRetreat === 0 && rp >= pending.defenderLoss) out.push({ kind: 'defend', choice: { rp: pending.defenderLoss } });
  out.push({ kind: 'defend', choice: { eliminate: true } });
  return out;
}

/**
 * A retreat of `length` hexes (6.31), by a path the army's commanders would have taken where the
 * rules leave a choice: not into Germany or Austria-Hungary for an Allied army that would not move
 * there either (bot-move.ts wayWithinReason), as the Serbian army fell back into its own mountains
 * and then to the Adriatic in 1915. Any legal path when no such one is left.
 */
export function retreatWithinReason(view: BotView, unit: Unit, from: HexId, length: number): HexId[] | null {
  const { state, board, side, charts } = view;
  const preferred = findRetreat(state, board, from, length, side, charts, (hex) => wayWithinReason(view, unit, [{ to: hex }]));
  return preferred ?? findRetreat(state, board, from, length, side, charts);
}

/** The attacker's payment and advance, best first. */
export function planSettlement(state: WwiState, board: Board, side: Side, charts: Charts = CHARTS): WwiAction[] {
  const pending = state.pending!;
  const attackers = pending.attackers.map((id) => unitById(state, id));
  const nations = [...new Set(attackers.map((u) => u.nation))];
  // seed 002 10.44: in an infiltration attack with other nations, the infiltrating nation pays everything.
  const infiltrator = pending.infiltration ? attackers.find((u) => canInfiltrate(u))?.nation : undefined;
  const payers = infiltrator && nations.length > 1 ? [infiltrator] : nations;
  let owed = pending.attackerLoss;
  const rp: Record<string, number> = {};
  for (const nation of [...payers].sort((a, b) => state.nations[b].rp - state.nations[a].rp)) {
    const take = Math.min(owed, state.nations[nation].rp);
    if (take > 0) rp[nation] = take;
    owed -= take;
  }
  const weakest = [...attackers].sort((a, b) => unitStrength(a, charts).attack - unitStrength(b, charts).attack)[0];
  // seed 002 6.33: in the third round one army may pay for everything; worth it when the bill is above a new army's cost.
  const giveUpUnit = owed > 0 || (pending.thirdRound && pending.attackerLoss > charts.rules.armyCost);
  const payment = giveUpUnit ? { eliminate: weakest.id } : { rp };
  const vacated = !unitAt(state, pending.defenderHex) && (!fortAt(state, pending.defenderHex) || pending.fortCanBeTaken);
  const view = new BotView(state, board, side, charts);
  const advancer = attackers
    .filter((u) => u.id !== (payment as { eliminate?: string }).eliminate)
    .sort((a, b) => unitStrength(b, charts).defence - unitStrength(a, charts).defence)[0];
  const out: WwiAction[] = [];
  // Advance into the vacated hex when the army would still be supplied there (6.92 allows it anyway).
  // Not where the automated player would not move either (bot-move.ts wayWithinReason).
  if (vacated && advancer && view.suppliedArea(advancer.nation).has(pending.defenderHex) && wayWithinReason(view, advancer, [{ to: pending.defenderHex }])) {
    out.push({ kind: 'settle', choice: { ...payment, advance: [{ unit: advancer.id, path: [pending.defenderHex] }] } });
  }
  out.push({ kind: 'settle', choice: payment });
  if (!giveUpUnit) out.push({ kind: 'settle', choice: { eliminate: weakest.id } });
  return out;
}
