/**
 * Compact binary form of states and actions for links (DESIGN "Links"),
 * packed against the map's own hex index and the counter mix of the charts.
 * The log travels as the current turn's dice rolls; those of the last two
 * phases keep their whole calculation (combat-report.ts, log-codec.ts).
 * Format 1 links (before the dice hand-off) and format 2 (before declared
 * rolls) still open.
 */
import { BitReader, BitWriter, MalformedError } from '../../../platform/codec/bits';
import type { NationId } from './board';
import type { HexId } from './hex';
import { CHARTS, type Charts } from './charts';
import { type Alignment, type DeclaredRoll, type PendingCombat, PHASE_IDS, type Side, type UnitStatus, type WwiState } from './state';
import { emptyState } from './setup';
import type { WwiAction } from './actions';
import { linkLog } from './combat-report';
import { readLog, writeLog } from './log-codec';
import { WwiIndex } from './link-index';
import { readSteps, writeSteps } from './move-paths';

export { WwiIndex };
import { CONTRIBUTION_BYTES } from './dice-share';
import { fromHex, toHex } from '../../../platform/hash';

/** 4: a declared roll may be the side acting second joining the dice (DeclaredRoll 'join'). */
const FORMAT_VERSION = 4;
const OLDEST_READABLE_VERSION = 1;
const PHASES = PHASE_IDS;
const STATUSES: UnitStatus[] = ['map', 'transit', 'pool', 'eliminated', 'removed'];
const ALIGNMENTS: Alignment[] = ['neutral', 'allies', 'central'];
const SIDES: Side[] = ['allies', 'central'];
// Eight kinds in three bits; the roll is written apart (encodeWwiAction).
const ACTION_KINDS: Exclude<WwiAction['kind'], 'roll'>[] = ['setup', 'activate', 'move', 'attack', 'defend', 'settle', 'end-attacks', 'build'];

function readChoice<T>(r: BitReader, list: readonly T[], what: string): T {
  const i = r.choice(list.length);
  if (i >= list.length) throw new MalformedError(what);
  return list[i];
}

export function encodeWwiState(state: WwiState, index: WwiIndex): Uint8Array {
  const w = new BitWriter();
  w.varUint(FORMAT_VERSION);
  w.bool(state.scenario === 'historical');
  w.varUint(state.turn);
  w.choice(PHASES.indexOf(state.phase), PHASES.length);
  w.bits(state.attackPhase, 3);
  w.choice(SIDES.indexOf(state.superior), 2);
  w.varUint(state.phaseSerial);
  for (const nation of index.nations) {
    const n = state.nations[nation];
    w.choice(ALIGNMENTS.indexOf(n.alignment), ALIGNMENTS.length);
    w.varUint(Math.max(0, n.rp));
    w.bool(n.surrendered).bool(n.collapsed);
    w.choice(n.invadedBy ? SIDES.indexOf(n.invadedBy) + 1 : 0, 3);
  }
  for (const id of index.units) {
    const unit = state.units.find((u) => u.id === id)!;
    w.choice(STATUSES.indexOf(unit.status), STATUSES.length);
    if (unit.status === 'map') index.writeHex(w, unit.hex!);
    if (unit.status === 'transit') {
      w.choice(index.transits.indexOf(unit.transit!), index.transits.length);
      w.varUint(unit.transitSince ?? 0);
    }
    w.bool(unit.reduced).bool(unit.stosstruppen).bool(unit.armouredCorps);
  }
  w.varUint(state.forts.length);
  for (const fort of state.forts) {
    index.writeHex(w, fort.hex);
    index.writeNation(w, fort.nation);
    w.bits(fort.strength, 2).bool(fort.destroyed);
  }
  // Code-point order, never a locale's: the bytes (and the state hash) must be the same in every browser.
  const control = Object.entries(state.control).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  w.varUint(control.length);
  for (const [hex, side] of control) {
    index.writeHex(w, hex);
    w.choice(SIDES.indexOf(side), 2);
  }
  w.varUint(state.vp.allies).varUint(state.vp.central);
  for (const word of state.dice) w.bits(word >>> 0, 32);
  index.writeUnits(w, state.engaged);
  index.writeHexes(w, state.attackedHexes);
  w.bool(state.seaMoveUsed).bool(state.activationTried);
  index.writeHexes(w, state.seaSupply);
  w.varUint(state.frenchAttacksOwed);
  w.bool(!!state.pending);
  if (state.pending) writePending(w, state.pending, index);
  w.bool(!!state.declared);
  if (state.declared) writeDeclared(w, state.declared, index);
  w.bool(state.diceMode === 'plain');
  w.varUint(state.rollCount);
  w.choice(state.diceOwedBy ? SIDES.indexOf(state.diceOwedBy) + 1 : 0, 3);
  for (const side of SIDES) {
    const commitment = state.diceCommitments[side];
    w.bool(!!commitment);
    if (commitment) w.rawBytes(fromHex(commitment));
    w.varUint(state.diceContributions[side]);
  }
  w.bool(state.franceFallen).bool(state.russianGarrisonReleased);
  writeLog(w, state, linkLog(state), index, CHARTS);
  return w.finish();
}

function writePending(w: BitWriter, p: PendingCombat, index: WwiIndex): void {
  w.bool(p.stage === 'attacker');
  index.writeUnits(w, p.attackers);
  index.writeHex(w, p.defenderHex);
  index.writeUnits(w, p.defenders);
  w.varUint(p.attackerLoss).varUint(p.defenderLoss).varUint(p.retreatCap).varUint(p.minimumRetreat);
  w.bool(p.infiltration);
  index.writeHexes(w, p.retreatPath);
  w.bool(p.defenderUnsupplied).bool(p.fortCanBeTaken).bool(p.thirdRound);
}

const DECLARED_KINDS = ['attack', 'activate', 'join'] as const;

function writeDeclared(w: BitWriter, declared: DeclaredRoll, index: WwiIndex): void {
  w.choice(DECLARED_KINDS.indexOf(declared.kind), DECLARED_KINDS.length);
  w.choice(SIDES.indexOf(declared.side), 2);
  if (declared.kind === 'join') return;
  if (declared.kind === 'activate') {
    index.writeNation(w, declared.nation);
    return;
  }
  index.writeUnits(w, declared.order.attackers);
  index.writeHex(w, declared.order.target);
  w.bool(!!declared.order.infiltration);
}

function readDeclared(r: BitReader, index: WwiIndex, version: number): DeclaredRoll {
  // Format 3 wrote one bit: activation or attack.
  const kind = version >= 4 ? readChoice(r, DECLARED_KINDS, 'declared kind') : r.bool() ? 'activate' : 'attack';
  const side = readChoice(r, SIDES, 'side');
  if (kind === 'join') return { kind, side };
  if (kind === 'activate') return { kind: 'activate', side, nation: index.readNation(r) };
  const attackers = index.readUnits(r);
  const target = index.readHex(r);
  return { kind: 'attack', side, order: r.bool() ? { attackers, target, infiltration: true } : { attackers, target } };
}

function readPending(r: BitReader, index: WwiIndex): PendingCombat {
  return {
    stage: r.bool() ? 'attacker' : 'defender',
    attackers: index.readUnits(r),
    defenderHex: index.readHex(r),
    defenders: index.readUnits(r),
    attackerLoss: r.varUint(),
    defenderLoss: r.varUint(),
    retreatCap: r.varUint(),
    minimumRetreat: r.varUint(),
    infiltration: r.bool(),
    retreatPath: index.readHexes(r),
    defenderUnsupplied: r.bool(),
    fortCanBeTaken: r.bool(),
    thirdRound: r.bool(),
  };
}

export function decodeWwiState(bytes: Uint8Array, index: WwiIndex, charts: Charts = CHARTS): WwiState {
  const r = new BitReader(bytes);
  const version = r.varUint();
  if (version > FORMAT_VERSION) throw new MalformedError(`state format ${version} is newer than this app (${FORMAT_VERSION}): update the app`);
  if (version < OLDEST_READABLE_VERSION) throw new MalformedError(`state format ${version} is not known`);
  const state = emptyState(charts);
  state.scenario = r.bool() ? 'historical' : 'free';
  state.turn = r.varUint();
  if (!charts.turns.some((t) => t.turn === state.turn)) throw new MalformedError('turn');
  state.phase = readChoice(r, PHASES, 'phase');
  state.attackPhase = r.bits(3);
  state.superior = readChoice(r, SIDES, 'side');
  state.phaseSerial = r.varUint();
  for (const nation of index.nations) {
    const n = state.nations[nation];
    n.alignment = readChoice(r, ALIGNMENTS, 'alignment');
    n.rp = r.varUint();
    n.surrendered = r.bool();
    n.collapsed = r.bool();
    const invaded = r.choice(3);
    if (invaded > 2) throw new MalformedError('invader');
    n.invadedBy = invaded ? SIDES[invaded - 1] : null;
  }
  for (const id of index.units) {
    const unit = state.units.find((u) => u.id === id)!;
    unit.status = readChoice(r, STATUSES, 'unit status');
    unit.hex = unit.status === 'map' ? index.readHex(r) : null;
    if (unit.status === 'transit') {
      unit.transit = readChoice(r, index.transits, 'transit area');
      unit.transitSince = r.varUint();
    }
    unit.reduced = r.bool();
    unit.stosstruppen = r.bool();
    unit.armouredCorps = r.bool();
  }
  const forts = r.varUint();
  if (forts > index.hexes.length) throw new MalformedError('fort count');
  for (let i = 0; i < forts; i++) {
    state.forts.push({ hex: index.readHex(r), nation: index.readNation(r), strength: r.bits(2), destroyed: r.bool() });
  }
  const control = r.varUint();
  if (control > index.hexes.length) throw new MalformedError('control count');
  for (let i = 0; i < control; i++) {
    const hex = index.readHex(r);
    state.control[hex] = readChoice(r, SIDES, 'side');
  }
  state.vp = { allies: r.varUint(), central: r.varUint() };
  state.dice = [r.bits(32), r.bits(32), r.bits(32), r.bits(32)];
  state.engaged = index.readUnits(r);
  state.attackedHexes = index.readHexes(r);
  state.seaMoveUsed = r.bool();
  state.activationTried = r.bool();
  state.seaSupply = index.readHexes(r, index.hexes.length);
  state.frenchAttacksOwed = r.varUint();
  state.pending = r.bool() ? readPending(r, index) : null;
  if (version === 1) return readVersion1Rolls(r, state);
  state.declared = version >= 3 && r.bool() ? readDeclared(r, index, version) : null;
  state.diceMode = r.bool() ? 'plain' : 'shared';
  state.rollCount = r.varUint();
  const owed = r.choice(3);
  if (owed > 2) throw new MalformedError('dice owed by');
  state.diceOwedBy = owed ? SIDES[owed - 1] : null;
  for (const side of SIDES) {
    state.diceCommitments[side] = r.bool() ? toHex(r.rawBytes(CONTRIBUTION_BYTES)) : null;
    state.diceContributions[side] = r.varUint();
  }
  state.franceFallen = r.bool();
  state.russianGarrisonReleased = r.bool();
  state.log = readLog(r, state, index, charts);
  return state;
}

/** Format 1: the current turn's rolls as text only. */
function readVersion1Rolls(r: BitReader, state: WwiState): WwiState {
  const rolls = r.varUint();
  if (rolls > 1000) throw new MalformedError('roll count');
  for (let i = 0; i < rolls; i++) {
    const phase = readChoice(r, PHASES, 'phase');
    const die = r.bits(3);
    if (die < 1 || die > 6) throw new MalformedError('die');
    state.log.push({ turn: state.turn, phase, die, text: r.text(200) });
  }
  return state;
}

/** What survives a link: the log cut as linkLog cuts it, no undo chain. */
export function linkView(state: WwiState): WwiState {
  return { ...state, log: linkLog(state), undo: null };
}

// ---------- actions ----------

/** Where a unit stands before the action: its hex, or null (a transit area, off the map). */
export type StartOf = (unit: string) => HexId | null;

/**
 * While a die waits (`state.declared`), the only action is the roll: it is
 * written as its dice share alone, so the kinds of earlier links keep their
 * three bits.
 * With `startOf` (the state the action follows), a move action's paths are written as directions
 * (move-paths.ts), marked by a move count past the number of units, which earlier releases refuse;
 * without it, hex by hex as before (still read).
 */
export function encodeWwiAction(action: WwiAction, index: WwiIndex, dieWaits = false, startOf?: StartOf): Uint8Array {
  const w = new BitWriter();
  if (dieWaits !== (action.kind === 'roll')) throw new Error(dieWaits ? 'Only the roll can be taken while a die waits' : 'No die is waiting to be rolled');
  if (action.kind === 'roll') {
    w.bool(!!action.dice);
    if (action.dice) w.rawBytes(fromHex(action.dice.reveal)).rawBytes(fromHex(action.dice.commitNext));
    return w.finish();
  }
  w.choice(ACTION_KINDS.indexOf(action.kind), ACTION_KINDS.length);
  w.bool(!!action.dice);
  if (action.dice) w.rawBytes(fromHex(action.dice.reveal)).rawBytes(fromHex(action.dice.commitNext));
  const placements = (list: { unit: string; hex: HexId }[]) => {
    w.varUint(list.length);
    for (const p of list) {
      index.writeUnit(w, p.unit);
      index.writeHex(w, p.hex);
    }
  };
  switch (action.kind) {
    case 'setup':
      placements(action.placements);
      break;
    case 'activate':
      index.writeNation(w, action.nation);
      break;
    case 'move': {
      w.varUint(action.moves.length + (startOf ? index.units.length + 1 : 0));
      const at = new Map<string, HexId | null>();
      for (const m of action.moves) {
        index.writeUnit(w, m.unit);
        w.bool(!!m.fromTransit).bool(!!m.bySea);
        w.choice(m.enterTransit ? index.transits.indexOf(m.enterTransit) + 1 : 0, index.transits.length + 1);
        w.varUint(m.steps.length);
        if (startOf) {
          at.set(m.unit, writeSteps(w, index, at.has(m.unit) ? at.get(m.unit)! : startOf(m.unit), m.steps));
          continue;
        }
        for (const s of m.steps) {
          index.writeHex(w, s.to);
          w.bool(!!s.rail);
        }
      }
      break;
    }
    case 'attack':
      index.writeUnits(w, action.order.attackers);
      index.writeHex(w, action.order.target);
      w.bool(!!action.order.infiltration);
      break;
    case 'defend':
      index.writeHexes(w, action.choice.retreat ?? []);
      w.varUint(action.choice.rp ?? 0);
      w.bool(!!action.choice.eliminate).bool(!!action.choice.destroyFort);
      break;
    case 'settle': {
      const rp = Object.entries(action.choice.rp ?? {}).filter(([, v]) => v > 0);
      w.varUint(rp.length);
      for (const [nation, amount] of rp) {
        index.writeNation(w, nation);
        w.varUint(amount);
      }
      w.bool(!!action.choice.eliminate);
      if (action.choice.eliminate) index.writeUnit(w, action.choice.eliminate);
      const advance = action.choice.advance ?? [];
      w.varUint(advance.length);
      for (const a of advance) {
        index.writeUnit(w, a.unit);
        index.writeHexes(w, a.path);
      }
      break;
    }
    case 'end-attacks':
      break;
    case 'build': {
      const o = action.orders;
      placements(o.armies ?? []);
      index.writeHexes(w, o.forts ?? []);
      index.writeUnits(w, o.stosstruppen ?? []);
      w.bool(!!o.armouredCorps);
      if (o.armouredCorps) index.writeUnit(w, o.armouredCorps);
      const loans = o.loans ?? [];
      w.varUint(loans.length);
      for (const l of loans) {
        index.writeNation(w, l.from);
        index.writeNation(w, l.to);
        w.varUint(l.rp);
      }
      break;
    }
  }
  return w.finish();
}

export function decodeWwiAction(bytes: Uint8Array, index: WwiIndex, dieWaits = false, startOf?: StartOf): WwiAction {
  const r = new BitReader(bytes);
  if (dieWaits) {
    const dice = r.bool() ? { reveal: toHex(r.rawBytes(CONTRIBUTION_BYTES)), commitNext: toHex(r.rawBytes(CONTRIBUTION_BYTES)) } : undefined;
    return dice ? { kind: 'roll', dice } : { kind: 'roll' };
  }
  const kind = readChoice(r, ACTION_KINDS, 'action kind');
  const dice = r.bool() ? { reveal: toHex(r.rawBytes(CONTRIBUTION_BYTES)), commitNext: toHex(r.rawBytes(CONTRIBUTION_BYTES)) } : undefined;
  const order = decodeOrder(r, kind, index, startOf);
  return dice ? { ...order, dice } : order;
}

function decodeOrder(r: BitReader, kind: Exclude<WwiAction['kind'], 'roll'>, index: WwiIndex, startOf?: StartOf): WwiAction {
  const placements = () => {
    const n = r.varUint();
    if (n > index.units.length) throw new MalformedError('placement count');
    return Array.from({ length: n }, () => ({ unit: index.readUnit(r), hex: index.readHex(r) }));
  };
  switch (kind) {
    case 'setup':
      return { kind, placements: placements() };
    case 'activate':
      return { kind, nation: index.readNation(r) };
    case 'move': {
      const written = r.varUint();
      const byDirection = written > index.units.length;
      const n = byDirection ? written - index.units.length - 1 : written;
      if (n > index.units.length || (byDirection && !startOf)) throw new MalformedError('move count');
      const at = new Map<string, HexId | null>();
      const moves = Array.from({ length: n }, () => {
        const unit = index.readUnit(r);
        const fromTransit = r.bool();
        const bySea = r.bool();
        const transit = r.choice(index.transits.length + 1);
        if (transit > index.transits.length) throw new MalformedError('transit area');
        const count = r.varUint();
        if (count > 40) throw new MalformedError('step count');
        const steps = byDirection
          ? readSteps(r, index, at.has(unit) ? at.get(unit)! : startOf!(unit), count)
          : Array.from({ length: count }, () => {
              const to = index.readHex(r);
              return r.bool() ? { to, rail: true } : { to };
            });
        if (steps.length) at.set(unit, steps[steps.length - 1]!.to);
        return {
          unit,
          steps,
          ...(fromTransit ? { fromTransit } : {}),
          ...(bySea ? { bySea } : {}),
          ...(transit ? { enterTransit: index.transits[transit - 1] } : {}),
        };
      });
      return { kind, moves };
    }
    case 'attack': {
      const attackers = index.readUnits(r);
      const target = index.readHex(r);
      return { kind, order: r.bool() ? { attackers, target, infiltration: true } : { attackers, target } };
    }
    case 'defend': {
      const retreat = index.readHexes(r);
      const rp = r.varUint();
      const eliminate = r.bool();
      const destroyFort = r.bool();
      return { kind, choice: { retreat, rp, ...(eliminate ? { eliminate } : {}), ...(destroyFort ? { destroyFort } : {}) } };
    }
    case 'settle': {
      const n = r.varUint();
      if (n > index.nations.length) throw new MalformedError('payer count');
      const rp: Record<NationId, number> = {};
      for (let i = 0; i < n; i++) rp[index.readNation(r)] = r.varUint();
      const eliminate = r.bool() ? index.readUnit(r) : undefined;
      const count = r.varUint();
      if (count > index.units.length) throw new MalformedError('advance count');
      const advance = Array.from({ length: count }, () => ({ unit: index.readUnit(r), path: index.readHexes(r) }));
      return { kind, choice: { rp, advance, ...(eliminate ? { eliminate } : {}) } };
    }
    case 'end-attacks':
      return { kind };
    case 'build': {
      const armies = placements();
      const forts = index.readHexes(r);
      const stosstruppen = index.readUnits(r);
      const armouredCorps = r.bool() ? index.readUnit(r) : undefined;
      const n = r.varUint();
      if (n > 64) throw new MalformedError('loan count');
      const loans = Array.from({ length: n }, () => ({ from: index.readNation(r), to: index.readNation(r), rp: r.varUint() }));
      return { kind, orders: { armies, forts, stosstruppen, loans, ...(armouredCorps ? { armouredCorps } : {}) } };
    }
  }
}


