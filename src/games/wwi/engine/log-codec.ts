/**
 * The log inside a link (combat-report.ts decides which entries): combats and
 * neutral activations packed field by field against the map and counter
 * indexes, their text rebuilt from the fields; other entries as short text.
 */
import { type BitReader, type BitWriter, MalformedError } from '../../../platform/codec/bits';
import type { WwiIndex } from './link-index';
import type { Charts } from './charts';
import { type LogEntry, PHASE_IDS, type Side, type WwiState } from './state';
import { type CombatCalculation, isCombatCalculation } from './combat';
import { type ActivationRoll, isActivationRoll } from './log-records';
import { lookupCrt } from './crt';

const SIDES: Side[] = ['allies', 'central'];
const ENTRY_KINDS = ['text', 'combat', 'activation'] as const;
/** Every rule number a combat calculation can cite; a link carries them as a bit mask. */
const COMBAT_RULES = ['10.42', '10.51', '10.52', '5.55', '6.1', '6.36', '6.4', '6.5', '6.7'];
const DOUBLED: CombatCalculation['doubled'][] = [null, 'attacker', 'defender'];
const MAX_ENTRIES = 500;
const SMALL = 6; // bits for strengths, bonuses and losses (up to 63)

export { isActivationRoll };

export function combatText(calculation: CombatCalculation): string {
  return `attack on ${calculation.target}`;
}

export function activationText(roll: ActivationRoll): string {
  return `${roll.side} tries to activate ${roll.nation}`;
}

export function writeLog(w: BitWriter, state: WwiState, entries: LogEntry[], index: WwiIndex, charts: Charts): void {
  w.varUint(entries.length);
  for (const entry of entries) {
    const kind = isCombatCalculation(entry.detail) ? 'combat' : isActivationRoll(entry.detail) ? 'activation' : 'text';
    w.choice(ENTRY_KINDS.indexOf(kind), ENTRY_KINDS.length);
    w.varUint(state.turn - entry.turn);
    w.choice(PHASE_IDS.indexOf(entry.phase), PHASE_IDS.length);
    w.bool(entry.serial !== undefined);
    if (entry.serial !== undefined) w.varUint(state.phaseSerial - entry.serial);
    w.bool(entry.die !== undefined);
    if (entry.die !== undefined) w.bits(entry.die, 3);
    w.bool(!!entry.historic);
    if (kind === 'combat') writeCombat(w, entry.detail as CombatCalculation, index);
    else if (kind === 'activation') writeActivation(w, entry.detail as ActivationRoll, index, charts);
    else w.text(entry.text);
  }
}

export function readLog(r: BitReader, state: WwiState, index: WwiIndex, charts: Charts): LogEntry[] {
  const count = r.varUint();
  if (count > MAX_ENTRIES) throw new MalformedError('log length');
  const entries: LogEntry[] = [];
  for (let i = 0; i < count; i++) {
    const kind = ENTRY_KINDS[r.choice(ENTRY_KINDS.length)];
    if (!kind) throw new MalformedError('log entry kind');
    const turn = state.turn - r.varUint();
    const phase = PHASE_IDS[r.choice(PHASE_IDS.length)];
    if (!phase || turn < 1) throw new MalformedError('log entry phase');
    const entry: LogEntry = { turn, phase, text: '' };
    if (r.bool()) entry.serial = state.phaseSerial - r.varUint();
    if (r.bool()) {
      entry.die = r.bits(3);
      if (entry.die < 1 || entry.die > 6) throw new MalformedError('die');
    }
    if (r.bool()) entry.historic = true;
    if (kind === 'combat') {
      const calculation = readCombat(r, index, charts, entry.die);
      entry.detail = calculation;
      entry.text = combatText(calculation);
    } else if (kind === 'activation') {
      const roll = readActivation(r, index, charts, entry.die);
      entry.detail = roll;
      entry.text = activationText(roll);
    } else entry.text = r.text(300);
    entries.push(entry);
  }
  return entries;
}

function writeCombat(w: BitWriter, c: CombatCalculation, index: WwiIndex): void {
  index.writeHex(w, c.target!);
  w.varUint(c.attackers.length);
  for (const a of c.attackers) {
    index.writeUnit(w, a.unit);
    w.bits(a.attack, SMALL);
  }
  w.varUint(c.defence.length);
  for (const d of c.defence) {
    const isFort = d.what.startsWith('fort ');
    w.bool(isFort);
    if (!isFort) index.writeUnit(w, d.what);
    w.bits(d.printed, SMALL).bool(d.supplied).bits(d.value, SMALL);
  }
  w.bits(c.roughBonus, SMALL).bits(c.winterBonus, SMALL);
  const [attackerCell, defenderCell] = (c.cell ?? '0/0').split('/').map(Number);
  w.bits(attackerCell, SMALL).bits(defenderCell, SMALL);
  w.choice(DOUBLED.indexOf(c.doubled), DOUBLED.length);
  w.bool(c.infiltration);
  let mask = 0;
  for (const rule of c.rules) {
    const bit = COMBAT_RULES.indexOf(rule);
    if (bit < 0) throw new RangeError(`rule ${rule} has no place in the combat record`);
    mask |= 1 << bit;
  }
  w.bits(mask, COMBAT_RULES.length);
  w.bool(!!c.defenderPaid);
  if (c.defenderPaid) {
    index.writeHexes(w, c.defenderPaid.retreat);
    w.varUint(c.defenderPaid.rp).bool(c.defenderPaid.eliminated).bool(c.defenderPaid.fortDestroyed);
  }
  w.bool(!!c.attackerPaid);
  if (c.attackerPaid) {
    const rp = Object.entries(c.attackerPaid.rp);
    w.varUint(rp.length);
    for (const [nation, amount] of rp) {
      index.writeNation(w, nation);
      w.varUint(amount);
    }
    w.bool(!!c.attackerPaid.eliminated);
    if (c.attackerPaid.eliminated) index.writeUnit(w, c.attackerPaid.eliminated);
    index.writeUnits(w, c.attackerPaid.advanced);
  }
}

function readCombat(r: BitReader, index: WwiIndex, charts: Charts, die: number | undefined): CombatCalculation {
  const target = index.readHex(r);
  const attackerCount = r.varUint();
  if (attackerCount > 6) throw new MalformedError('attacker count');
  const attackers = Array.from({ length: attackerCount }, () => ({ unit: index.readUnit(r), attack: r.bits(SMALL) }));
  const defenceCount = r.varUint();
  if (defenceCount > 2) throw new MalformedError('defence count');
  const defence = Array.from({ length: defenceCount }, () => {
    const what = r.bool() ? `fort ${target}` : index.readUnit(r);
    return { what, printed: r.bits(SMALL), supplied: r.bool(), value: r.bits(SMALL) };
  });
  const roughBonus = r.bits(SMALL);
  const winterBonus = r.bits(SMALL);
  const attackerCell = r.bits(SMALL);
  const defenderCell = r.bits(SMALL);
  const doubled = DOUBLED[r.choice(DOUBLED.length)];
  if (doubled === undefined) throw new MalformedError('doubled losses');
  const infiltration = r.bool();
  const mask = r.bits(COMBAT_RULES.length);
  const rules = COMBAT_RULES.filter((_, bit) => mask & (1 << bit)).sort();
  const attackTotal = attackers.reduce((sum, a) => sum + a.attack, 0);
  const defenceAfterSupply = defence.reduce((sum, d) => sum + d.value, 0);
  const defenceTotal = defenceAfterSupply + roughBonus + winterBonus;
  const differential = attackTotal - defenceTotal;
  if (differential < 0) throw new MalformedError('combat differential');
  const calculation: CombatCalculation = {
    target, attackers, attackTotal, defence, defenceAfterSupply, roughBonus, winterBonus, defenceTotal, differential,
    doubled, infiltration, rules,
  };
  if (die !== undefined) {
    calculation.die = die;
    calculation.column = lookupCrt(charts.crt, differential, die).column;
    calculation.cell = `${attackerCell}/${defenderCell}`;
    calculation.attackerLoss = attackerCell * (doubled === 'attacker' ? 2 : 1);
    calculation.defenderLoss = defenderCell * (doubled === 'defender' ? 2 : 1);
  }
  if (r.bool()) {
    calculation.defenderPaid = { retreat: index.readHexes(r), rp: r.varUint(), eliminated: r.bool(), fortDestroyed: r.bool() };
  }
  if (r.bool()) {
    const payers = r.varUint();
    if (payers > index.nations.length) throw new MalformedError('payer count');
    const rp: Record<string, number> = {};
    for (let i = 0; i < payers; i++) rp[index.readNation(r)] = r.varUint();
    const eliminated = r.bool() ? index.readUnit(r) : null;
    calculation.attackerPaid = { rp, eliminated, advanced: index.readUnits(r) };
  }
  return calculation;
}

function writeActivation(w: BitWriter, roll: ActivationRoll, index: WwiIndex, charts: Charts): void {
  index.writeNation(w, roll.nation);
  w.choice(SIDES.indexOf(roll.side), SIDES.length);
  w.bits(roll.needed, 4);
  w.varUint(roll.modifiers.length);
  // A modifier is its line of the Neutral Activation Table and its value (negative before turn 3, 9.2).
  for (const m of roll.modifiers) {
    const line = charts.activationModifiers.findIndex((known) => known.text.en === m.text);
    if (line < 0) throw new RangeError(`modifier "${m.text}" is not in the activation table`);
    w.choice(line, charts.activationModifiers.length).bits(m.value + 32, SMALL);
  }
}

function readActivation(r: BitReader, index: WwiIndex, charts: Charts, die: number | undefined): ActivationRoll {
  const nation = index.readNation(r);
  const side = SIDES[r.choice(SIDES.length)];
  const needed = r.bits(4);
  const count = r.varUint();
  if (count > charts.activationModifiers.length) throw new MalformedError('modifier count');
  const modifiers = Array.from({ length: count }, () => {
    const line = charts.activationModifiers[r.choice(charts.activationModifiers.length)];
    if (!line) throw new MalformedError('activation modifier');
    return { text: line.text.en, value: r.bits(SMALL) - 32 };
  });
  if (die === undefined) throw new MalformedError('activation without a die');
  const total = die + modifiers.reduce((sum, m) => sum + m.value, 0);
  return { nation, side, die, modifiers, total, needed, joined: total >= needed };
}
