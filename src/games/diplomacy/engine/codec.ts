/**
 * Bit-packed Diplomacy states and orders, against the map's own index: a
 * location is 7 bits on the standard map, a power 3. A full board with the
 * last phase's orders and results fits in a few hundred link characters.
 */
import { BitReader, BitWriter, MalformedError, bitsFor } from '../../../platform/codec/bits';
import type { PowerId } from '../../../platform/game';
import { cleanText } from '../../../platform/text-limits';
import type { Outcome, OutcomeStatus, ReasonCode } from './adjudicator/outcome';
import type { DislodgedUnit, Position } from './position';
import type { DipState, OrderRecord, PhaseRecord } from './state';
import type { GameMap, NamedUnit, Order, PhaseType, Season, UnitData, UnitRef, UnitType } from './types';
import { RULE_EDITIONS } from './state';
import { SETUPS, type Setup } from './setups';

/**
 * What a game's links hold beyond the standard layout. The standard game's
 * format adds nothing, so its links are unchanged; a map with two-phase edges
 * adds one bit per unit (and the destination of a unit in a pass).
 */
export interface DipFormat {
  /** The game's set-ups, in link order. */
  setups: readonly Setup[];
  /** Units may be in a mountain pass (RuleHooks.twoPhaseEdges). */
  passes: boolean;
  /**
   * The game's roster of named units. A format with one writes states as versions 3 and 4: the
   * set-up among all of the game's, then whether units name a roster entry. Its versions 1 and 2
   * are the layout from before, when such a game had a single set-up (no bits), still read.
   */
  roster?: readonly NamedUnit[];
  /**
   * The game's special state (special.ts) in the tight layout: a state carrying one is written as
   * version 5 or 6, the compact layout tightened (below) with the special state at the end of the
   * same bit stream. Only a format with a roster has it.
   */
  special?: SpecialLayout;
  /** Set on the codec's own copy for versions 5 and 6. */
  tight?: boolean;
}

/** A game's special state inside the tight layout; read() refuses (MalformedError) what the game could not write. */
export interface SpecialLayout {
  write(w: BitWriter, special: unknown, state: DipState): void;
  read(r: BitReader, state: DipState): unknown;
}

export const STANDARD_FORMAT: DipFormat = Object.freeze({ setups: SETUPS, passes: false });

/**
 * Bump when the layout changes; older states keep decoding by their version. Format 2 adds the
 * seats handed to the computer and the powers it played; a state without either is still written
 * as format 1, byte for byte as before, so browsers of either release check each other's links.
 */
const STATE_FORMAT = 1;
const STATE_FORMAT_BOTS = 2;
/** Added to the version by a format with a roster (see DipFormat.roster). */
const STATE_FORMAT_ROSTER = 2;
/**
 * Added instead by a format with a roster for a state with special state (versions 5 and 6): the compact
 * layout where a named unit is one of its own power's roster entries of its type not yet on the board,
 * only an army may be in a pass (a neighbour's index), a support's destination and supported unit are
 * neighbours' indexes, an outcome is one of the common shapes in three bits, and the special state follows.
 */
const STATE_FORMAT_TIGHT = 4;

/** Failures and special successes that fill a movement phase's record, in link order (append only). */
const OUTCOME_SHAPES: readonly (readonly [OutcomeStatus, ReasonCode, 'target' | 'none'])[] = [
  ['void', 'supported-unit-not-moving-there', 'none'],
  ['fails', 'bounced', 'target'],
  ['fails', 'own-unit-in-the-way', 'target'],
  ['succeeds', 'set-out-across-pass', 'target'],
  ['illegal', 'in-pass', 'target'],
  ['illegal', 'support-across-mountains', 'target'],
  ['void', 'supported-unit-moves', 'none'],
];

const SEASONS: readonly Season[] = ['spring', 'fall', 'winter'];
const PHASES: readonly PhaseType[] = ['movement', 'retreat', 'adjustment'];
const ORDER_KINDS: readonly Order['kind'][] = ['hold', 'move', 'support', 'convoy', 'retreat', 'disband', 'build', 'waive'];
const STATUSES: readonly OutcomeStatus[] = ['succeeds', 'fails', 'void', 'illegal'];
/** Reason codes in link order. Append only: a code's position is its number in old links. */
const REASON_ORDER: Record<ReasonCode, true> = {
  moved: true, held: true, supported: true, convoyed: true, 'no-order': true, bounced: true, 'beaten-head-to-head': true,
  'own-unit-in-the-way': true, dislodged: true, 'support-cut': true, 'no-convoy-route': true, 'convoy-disrupted': true,
  'convoy-paradox': true, 'supported-unit-not-moving-there': true, 'supported-unit-moves': true, 'support-coast-mismatch': true,
  'convoyed-army-not-moving-there': true, 'convoy-not-used': true, unparseable: true, 'no-unit': true, 'not-your-unit': true,
  'wrong-unit-type': true, 'duplicate-order': true, 'wrong-phase': true, 'move-to-own-province': true, 'not-adjacent': true,
  'army-to-sea': true, 'fleet-to-land': true, 'coast-required': true, 'coast-unreachable': true, 'army-with-coast': true,
  'unit-wrong-coast': true, 'support-self': true, 'cannot-reach': true, 'no-unit-to-support': true, 'convoy-from-coast': true,
  'only-fleets-convoy': true, 'only-armies-convoyed': true, 'no-army-to-convoy': true, 'convoy-impossible-route': true,
  retreated: true, disbanded: true, 'not-dislodged': true, 'retreat-to-attacker-origin': true, 'retreat-to-standoff': true,
  'retreat-occupied': true, 'retreat-collision': true, 'no-retreat-order': true, 'no-retreat-possible': true,
  'disbanded-in-civil-disorder': true, 'disbanded-neutral': true, built: true, waived: true, 'not-home-centre': true,
  'centre-not-owned': true, 'centre-occupied': true, 'already-built-here': true, 'fleet-inland': true, 'no-builds-available': true,
  'no-disbands-required': true, 'already-disbanded': true, 'civil-disorder-no-builds': true, 'civil-disorder-disband': true,
  'neutral-territory': true, 'support-across-river': true, 'support-across-mountains': true, 'set-out-across-pass': true,
  'in-pass': true,
};
const REASONS = Object.keys(REASON_ORDER) as ReasonCode[];
/** Outcome parameters that name a province; anything else travels as text. */
const PROVINCE_PARAMS = ['province', 'from'] as const;

const enum ParamTag {
  /** "province" equal to the order's own target. */
  OrderTarget = 0,
  Province = 1,
  From = 2,
  Other = 3,
}

/** The success every order of a kind usually reports. */
function usualSuccess(order: Order, target: string | undefined): Outcome | null {
  switch (order.kind) {
    case 'hold':
      return { status: 'succeeds', reason: 'held' };
    case 'move':
      return target === undefined ? null : { status: 'succeeds', reason: 'moved', params: { province: target } };
    case 'support':
      return { status: 'succeeds', reason: 'supported' };
    case 'convoy':
      return { status: 'succeeds', reason: 'convoyed' };
    case 'build':
      return target === undefined ? null : { status: 'succeeds', reason: 'built', params: { province: target } };
    case 'disband':
      return { status: 'succeeds', reason: 'disbanded' };
    default:
      return null;
  }
}

function shapeOutcome([status, reason, params]: (typeof OUTCOME_SHAPES)[number], target: string | undefined): Outcome {
  return params === 'target' ? { status, reason, params: { province: target! } } : { status, reason };
}

function sameOutcome(a: Outcome, b: Outcome): boolean {
  if (a.status !== b.status || a.reason !== b.reason) return false;
  const aParams = Object.entries(a.params ?? {});
  const bParams = b.params ?? {};
  return aParams.length === Object.keys(bParams).length && aParams.every(([key, value]) => bParams[key] === value);
}

class MapCodec {
  readonly powers: readonly PowerId[];
  /** The layout of versions 3 and 4 (a format with a roster): moves to a neighbour and owners matching the occupant are shorter. */
  readonly compact: boolean;
  /** Versions 5 and 6 (STATE_FORMAT_TIGHT). */
  readonly tight: boolean;
  /** Each roster entry's power: the power of the starting unit at its place. */
  private readonly rosterPowers: readonly (PowerId | undefined)[];
  private readonly near = new Map<string, readonly string[]>();
  constructor(
    readonly map: GameMap,
    readonly format: DipFormat,
  ) {
    this.powers = map.data.powers.map((p) => p.id);
    this.compact = !!format.roster;
    this.tight = !!format.tight;
    this.rosterPowers = (format.roster ?? []).map((entry) => map.data.startUnits.find((u) => u.loc === entry.loc && u.type === entry.type)?.power);
  }

  /** Roster entries a unit of this power and type may be, not yet used by a unit written before it. */
  private rosterChoices(power: PowerId, type: UnitType, used: ReadonlySet<number>): number[] {
    const out: number[] = [];
    this.format.roster!.forEach((entry, i) => {
      if (entry.type === type && this.rosterPowers[i] === power && !used.has(i)) out.push(i);
    });
    return out;
  }

  /** Locations an army or a fleet at `loc` reaches directly, in the map's order. */
  private neighboursOf(loc: string): readonly string[] {
    let list = this.near.get(loc);
    if (!list) {
      const reach = new Set([...this.map.neighbours('A', loc), ...this.map.neighbours('F', loc)]);
      list = this.map.locations.filter((l) => reach.has(l));
      this.near.set(loc, list);
    }
    return list;
  }

  /** Where a unit at `from` goes: in the compact layout a neighbour is its index among the neighbours. */
  writeTarget(w: BitWriter, from: string, to: string): void {
    if (!this.compact || !this.map.isLoc(from)) return this.writeLoc(w, to);
    const near = this.neighboursOf(from);
    const index = near.indexOf(to);
    w.bool(index >= 0);
    if (index >= 0) w.choice(index, near.length);
    else this.writeLoc(w, to);
  }
  readTarget(r: BitReader, from: string): string {
    if (!this.compact || !this.map.isLoc(from) || !r.bool()) return this.readLoc(r);
    const near = this.neighboursOf(from);
    if (near.length === 0) throw new MalformedError('target');
    return near[r.choice(near.length)];
  }

  writeLoc(w: BitWriter, loc: string): void {
    const index = this.map.locations.indexOf(loc);
    if (index < 0) throw new RangeError(`unknown location ${loc}`);
    w.choice(index, this.map.locations.length);
  }
  readLoc(r: BitReader): string {
    return this.map.locations[r.choice(this.map.locations.length)];
  }
  writeProvince(w: BitWriter, province: string): void {
    const index = this.map.provinceIds.indexOf(province);
    if (index < 0) throw new RangeError(`unknown province ${province}`);
    w.choice(index, this.map.provinceIds.length);
  }
  readProvince(r: BitReader): string {
    return this.map.provinceIds[r.choice(this.map.provinceIds.length)];
  }
  writePower(w: BitWriter, power: PowerId): void {
    const index = this.powers.indexOf(power);
    if (index < 0) throw new RangeError(`unknown power ${power}`);
    w.choice(index, this.powers.length);
  }
  readPower(r: BitReader): PowerId {
    return this.powers[r.choice(this.powers.length)];
  }
  writeType(w: BitWriter, type: UnitType): void {
    w.bool(type === 'F');
  }
  readType(r: BitReader): UnitType {
    return r.bool() ? 'F' : 'A';
  }

  /** `used`: the roster entries of the units written before this one (tight layout). */
  writeUnit(w: BitWriter, unit: UnitData, previous?: PowerId, named = false, used = new Set<number>()): void {
    this.writePowerRun(w, unit.power, previous);
    this.writeType(w, unit.type);
    this.writeLoc(w, unit.loc);
    if (this.tight) this.writePass(w, unit);
    else if (this.format.passes) {
      w.bool(unit.pass !== undefined);
      if (unit.pass !== undefined) this.writeProvince(w, unit.pass);
    }
    if (!named || !this.format.roster) return;
    w.bool(unit.named !== undefined);
    if (unit.named === undefined) return;
    if (!this.tight) {
      w.choice(unit.named, this.format.roster.length);
      return;
    }
    const choices = this.rosterChoices(unit.power, unit.type, used);
    const index = choices.indexOf(unit.named);
    if (index < 0) throw new RangeError(`named unit ${unit.named} of ${unit.power}`);
    w.choice(index, choices.length);
    used.add(unit.named);
  }
  readUnit(r: BitReader, previous?: PowerId, named = false, used = new Set<number>()): UnitData {
    const power = this.readPowerRun(r, previous);
    const type = this.readType(r);
    const loc = this.readLoc(r);
    const unit: UnitData = { power, type, loc };
    if (this.tight) this.readPass(r, unit);
    else if (this.format.passes && r.bool()) unit.pass = this.readProvince(r);
    const roster = this.format.roster;
    if (named && roster && r.bool()) {
      if (this.tight) {
        const choices = this.rosterChoices(power, type, used);
        if (!choices.length) throw new MalformedError('named unit');
        unit.named = choices[r.choice(choices.length)];
        used.add(unit.named);
      } else unit.named = r.choice(roster.length);
      if (roster[unit.named].strength !== 1) unit.strength = roster[unit.named].strength;
    }
    return unit;
  }

  /** Tight layout: only an army may be in a pass, along one of its own edges (the index among them). */
  private writePass(w: BitWriter, unit: UnitData): void {
    if (!this.format.passes || unit.type !== 'A') {
      if (unit.pass !== undefined) throw new RangeError(`pass of ${unit.loc}`);
      return;
    }
    w.bool(unit.pass !== undefined);
    if (unit.pass === undefined) return;
    const edges = this.map.neighbours('A', unit.loc);
    const index = edges.indexOf(unit.pass);
    if (index < 0) throw new RangeError(`pass of ${unit.loc}`);
    w.choice(index, edges.length);
  }
  private readPass(r: BitReader, unit: UnitData): void {
    if (!this.format.passes || unit.type !== 'A' || !r.bool()) return;
    const edges = this.map.neighbours('A', unit.loc);
    if (!edges.length) throw new MalformedError('pass');
    unit.pass = edges[r.choice(edges.length)];
  }

  writeRef(w: BitWriter, ref: UnitRef): void {
    w.bool(ref.type !== undefined);
    if (ref.type) this.writeType(w, ref.type);
    this.writeLoc(w, ref.loc);
  }
  readRef(r: BitReader): UnitRef {
    const type = r.bool() ? this.readType(r) : undefined;
    const loc = this.readLoc(r);
    return type ? { type, loc } : { loc };
  }

  writeOrder(w: BitWriter, order: Order): void {
    w.choice(ORDER_KINDS.indexOf(order.kind), ORDER_KINDS.length);
    switch (order.kind) {
      case 'hold':
      case 'disband':
        this.writeRef(w, order.unit);
        return;
      case 'move':
        this.writeRef(w, order.unit);
        this.writeTarget(w, order.unit.loc, order.to);
        w.bool(!!order.viaConvoy);
        return;
      case 'retreat':
        this.writeRef(w, order.unit);
        this.writeTarget(w, order.unit.loc, order.to);
        return;
      case 'support':
        this.writeRef(w, order.unit);
        if (this.tight) {
          // The destination is near the supporter, the supported unit near the destination (or the supporter).
          w.bool(order.to !== undefined);
          if (order.to !== undefined) this.writeTarget(w, order.unit.loc, order.to);
          w.bool(order.supported.type !== undefined);
          if (order.supported.type) this.writeType(w, order.supported.type);
          this.writeTarget(w, order.to ?? order.unit.loc, order.supported.loc);
        } else this.writeRef(w, order.supported);
        w.bool(order.supportedPower !== undefined);
        if (order.supportedPower !== undefined) this.writePower(w, order.supportedPower);
        if (this.tight) return;
        w.bool(order.to !== undefined);
        if (order.to !== undefined) this.writeLoc(w, order.to);
        return;
      case 'convoy':
        this.writeRef(w, order.unit);
        this.writeProvince(w, order.army);
        this.writeProvince(w, order.to);
        return;
      case 'build':
        this.writeType(w, order.unitType);
        this.writeLoc(w, order.loc);
        return;
      case 'waive':
        return;
    }
  }

  readOrder(r: BitReader): Order {
    const kind = ORDER_KINDS[r.choice(ORDER_KINDS.length)];
    switch (kind) {
      case 'hold':
      case 'disband':
        return { kind, unit: this.readRef(r) };
      case 'move': {
        const unit = this.readRef(r);
        const to = this.readTarget(r, unit.loc);
        return r.bool() ? { kind, unit, to, viaConvoy: true } : { kind, unit, to };
      }
      case 'retreat': {
        const unit = this.readRef(r);
        return { kind, unit, to: this.readTarget(r, unit.loc) };
      }
      case 'support': {
        const unit = this.readRef(r);
        let supported: UnitRef;
        let to: string | undefined;
        if (this.tight) {
          to = r.bool() ? this.readTarget(r, unit.loc) : undefined;
          const type = r.bool() ? this.readType(r) : undefined;
          const loc = this.readTarget(r, to ?? unit.loc);
          supported = type ? { type, loc } : { loc };
        } else supported = this.readRef(r);
        const supportedPower = r.bool() ? this.readPower(r) : undefined;
        if (!this.tight) to = r.bool() ? this.readLoc(r) : undefined;
        return {
          kind,
          unit,
          supported,
          ...(supportedPower !== undefined ? { supportedPower } : {}),
          ...(to !== undefined ? { to } : {}),
        };
      }
      case 'convoy': {
        const unit = this.readRef(r);
        const army = this.readProvince(r);
        return { kind, unit, army, to: this.readProvince(r) };
      }
      case 'build': {
        const unitType = this.readType(r);
        return { kind, unitType, loc: this.readLoc(r) };
      }
      case 'waive':
        return { kind };
    }
  }

  /** The province an order is about (destination, supported or convoyed target), which outcomes often name. */
  targetOf(order: Order): string | undefined {
    switch (order.kind) {
      case 'move':
      case 'retreat':
        return this.map.provinceOf(order.to);
      case 'build':
        return this.map.provinceOf(order.loc);
      case 'support':
        return order.to !== undefined ? this.map.provinceOf(order.to) : this.map.provinceOf(order.supported.loc);
      case 'convoy':
        return order.to;
      default:
        return undefined;
    }
  }

  /**
   * Most outcomes are the plain success of their order ("moved to X"), sent
   * as one bit; the rest as status, reason and parameters, where a parameter
   * equal to the order's own target costs two bits.
   */
  writeOutcome(w: BitWriter, outcome: Outcome, order: Order): void {
    const usual = usualSuccess(order, this.targetOf(order));
    const isUsual = usual !== null && sameOutcome(usual, outcome);
    w.bool(isUsual);
    if (isUsual) return;
    if (this.tight) {
      const target = this.targetOf(order);
      const shape = OUTCOME_SHAPES.findIndex((s) => s[2] === 'target' && target === undefined ? false : sameOutcome(shapeOutcome(s, target), outcome));
      w.choice(shape < 0 ? OUTCOME_SHAPES.length : shape, OUTCOME_SHAPES.length + 1);
      if (shape >= 0) return;
    }
    w.choice(STATUSES.indexOf(outcome.status), STATUSES.length);
    const reason = REASONS.indexOf(outcome.reason);
    if (reason < 0) throw new RangeError(`reason ${outcome.reason}`);
    w.varUint(reason, 6);
    const params = Object.entries(outcome.params ?? {});
    w.bits(params.length, 2);
    const target = this.targetOf(order);
    for (const [key, value] of params) {
      const provinceKey = (PROVINCE_PARAMS as readonly string[]).indexOf(key);
      const isProvince = provinceKey >= 0 && typeof value === 'string' && this.map.provinceIds.includes(value);
      if (isProvince && key === 'province' && value === target) w.bits(ParamTag.OrderTarget, 2);
      else if (isProvince) {
        w.bits(provinceKey === 0 ? ParamTag.Province : ParamTag.From, 2);
        this.writeProvince(w, value as string);
      } else {
        w.bits(ParamTag.Other, 2);
        w.text(key);
        w.bool(typeof value === 'number');
        if (typeof value === 'number') w.varUint(value);
        else w.text(String(value));
      }
    }
  }

  readOutcome(r: BitReader, order: Order): Outcome {
    const target = this.targetOf(order);
    if (r.bool()) {
      const usual = usualSuccess(order, target);
      if (!usual) throw new MalformedError('usual outcome');
      return usual;
    }
    if (this.tight) {
      const shape = OUTCOME_SHAPES[r.choice(OUTCOME_SHAPES.length + 1)];
      if (shape) {
        if (shape[2] === 'target' && target === undefined) throw new MalformedError('outcome');
        return shapeOutcome(shape, target);
      }
    }
    const status = STATUSES[r.choice(STATUSES.length)];
    const reason = REASONS[r.varUint(6)];
    if (!reason) throw new MalformedError('reason');
    const count = r.bits(2);
    const params: Record<string, string | number> = {};
    for (let i = 0; i < count; i++) {
      const tag = r.bits(2);
      if (tag === ParamTag.OrderTarget) {
        if (target === undefined) throw new MalformedError('target');
        params.province = target;
      } else if (tag === ParamTag.Province || tag === ParamTag.From) {
        params[tag === ParamTag.Province ? 'province' : 'from'] = this.readProvince(r);
      } else {
        // Free text from a link: cleaned like names (no control or direction characters, no terminal escapes) and kept short.
        const key = cleanText(r.text(32), 32);
        params[key] = r.bool() ? r.varUint() : cleanText(r.text(200), MAX_OUTCOME_TEXT_CHARS);
      }
    }
    return count ? { status, reason, params } : { status, reason };
  }

  /** Power of a unit in a list: one bit when it is the same as the previous entry's (lists are grouped by power). */
  writePowerRun(w: BitWriter, power: PowerId, previous: PowerId | undefined): void {
    w.bool(power === previous);
    if (power !== previous) this.writePower(w, power);
  }
  readPowerRun(r: BitReader, previous: PowerId | undefined): PowerId {
    if (!r.bool()) return this.readPower(r);
    if (previous === undefined) throw new MalformedError('power run');
    return previous;
  }

  writeList<T>(w: BitWriter, items: readonly T[], each: (item: T) => void): void {
    w.varUint(items.length, 5);
    items.forEach(each);
  }
  readList<T>(r: BitReader, each: () => T, max = 200): T[] {
    const length = r.varUint(5);
    if (length > max) throw new MalformedError('list too long');
    return Array.from({ length }, each);
  }
}

const codecs = new WeakMap<GameMap, Map<DipFormat, MapCodec>>();
function codecFor(map: GameMap, format: DipFormat): MapCodec {
  let byFormat = codecs.get(map);
  if (!byFormat) codecs.set(map, (byFormat = new Map()));
  let codec = byFormat.get(format);
  if (!codec) byFormat.set(format, (codec = new MapCodec(map, format)));
  return codec;
}

export function encodeState(map: GameMap, state: DipState, format: DipFormat = STANDARD_FORMAT): Uint8Array {
  let c = codecFor(map, format);
  const setups = format.setups;
  const withBots = !!state.bots?.length || !!state.last?.botPlayed?.length;
  const tight = !!format.roster && !!format.special && state.special !== undefined;
  if (tight) c = codecFor(map, tightLayout(format));
  const w = new BitWriter().bits((withBots ? STATE_FORMAT_BOTS : STATE_FORMAT) + (tight ? STATE_FORMAT_TIGHT : format.roster ? STATE_FORMAT_ROSTER : 0), 4);
  const setupIndex = setups.findIndex((s) => s.id === state.setup);
  if (setupIndex < 0) throw new RangeError(`set-up ${state.setup} is not one of this game's`);
  w.choice(setupIndex, setups.length);
  const named = !!format.roster && [...state.position.units, ...state.position.dislodged.map((d) => d.unit)].some((u) => u.named !== undefined);
  if (format.roster) w.bool(named);
  w.choice(RULE_EDITIONS.indexOf(state.edition), RULE_EDITIONS.length);
  w.bool(state.endYear !== null);
  if (state.endYear !== null) w.varUint(state.endYear);
  w.bits(state.coinSeed, 16);
  writePosition(c, w, state.position, named);
  const joined = Object.entries(state.joined);
  c.writeList(w, joined, ([power, seat]) => {
    c.writePower(w, power);
    w.bits(seat, 3);
  });
  c.writeList(w, state.drawVotes, (power) => c.writePower(w, power));
  c.writeList(w, state.concessions, ({ by, to }) => {
    c.writePower(w, by);
    c.writePower(w, to);
  });
  w.bool(state.last !== null);
  if (state.last) writeRecord(c, w, state.last);
  if (withBots) {
    c.writeList(w, state.bots ?? [], (power) => c.writePower(w, power));
    if (state.last) c.writeList(w, state.last.botPlayed ?? [], (power) => c.writePower(w, power));
  }
  if (tight) format.special!.write(w, state.special, state);
  return w.finish();
}

/** A format with a roster as its older links were written: the same set-ups and passes, the plain layout. */
const plainLayouts = new WeakMap<DipFormat, DipFormat>();
function plainLayout(format: DipFormat): DipFormat {
  let plain = plainLayouts.get(format);
  if (!plain) plainLayouts.set(format, (plain = Object.freeze({ setups: format.setups, passes: format.passes })));
  return plain;
}

/** The same format as versions 5 and 6 write it. */
const tightLayouts = new WeakMap<DipFormat, DipFormat>();
function tightLayout(format: DipFormat): DipFormat {
  let tight = tightLayouts.get(format);
  if (!tight) tightLayouts.set(format, (tight = Object.freeze({ ...format, tight: true })));
  return tight;
}

export function decodeState(map: GameMap, bytes: Uint8Array, format: DipFormat = STANDARD_FORMAT): DipState {
  const r = new BitReader(bytes);
  const read = r.bits(4);
  const tight = read > STATE_FORMAT_BOTS + STATE_FORMAT_ROSTER;
  const rostered = read > STATE_FORMAT_BOTS;
  const version = tight ? read - STATE_FORMAT_TIGHT : rostered ? read - STATE_FORMAT_ROSTER : read;
  if ((version !== STATE_FORMAT && version !== STATE_FORMAT_BOTS) || (rostered && !format.roster) || (tight && !format.special)) throw new MalformedError(`state format ${read}`);
  const c = codecFor(map, tight ? tightLayout(format) : format.roster && !rostered ? plainLayout(format) : format);
  // A game with a roster read in its old layout: one set-up then, written with no bits.
  const setup = format.roster && !rostered ? format.setups[0].id : format.setups[r.choice(format.setups.length)].id;
  const named = rostered && r.bool();
  const edition = RULE_EDITIONS[r.choice(RULE_EDITIONS.length)];
  const endYear = r.bool() ? r.varUint() : null;
  const coinSeed = r.bits(16);
  const position = readPosition(c, r, named);
  const joined: Record<PowerId, number> = {};
  for (const [power, seat] of c.readList(r, () => [c.readPower(r), r.bits(3)] as const, 7)) joined[power] = seat;
  const drawVotes = c.readList(r, () => c.readPower(r), 7);
  const concessions = c.readList(r, () => ({ by: c.readPower(r), to: c.readPower(r) }), 7);
  const last = r.bool() ? readRecord(c, r) : null;
  const state: DipState = { setup, edition, endYear, coinSeed, position, joined, drawVotes, concessions, last };
  if (version === STATE_FORMAT_BOTS) {
    const bots = c.readList(r, () => c.readPower(r), 7);
    const botPlayed = last ? c.readList(r, () => c.readPower(r), 7) : [];
    // One way to write each state: format 2 only when it carries something, lists in map order without repeats.
    if (!bots.length && !botPlayed.length) throw new MalformedError('empty bot lists');
    if (!inMapOrder(c, bots) || !inMapOrder(c, botPlayed)) throw new MalformedError('bot lists');
    if (bots.length) state.bots = bots;
    if (last && botPlayed.length) last.botPlayed = botPlayed;
  }
  if (tight) {
    state.special = format.special!.read(r, state);
    // One way to write each state: nothing after the special state but the last byte's zero padding.
    if (r.remainingBits >= 8 || (r.remainingBits > 0 && r.bits(r.remainingBits) !== 0)) throw new MalformedError('special state length');
  }
  checkPlausible(map, format, state);
  return state;
}

function inMapOrder(c: MapCodec, powers: readonly PowerId[]): boolean {
  return powers.every((power, i) => i === 0 || c.powers.indexOf(power) > c.powers.indexOf(powers[i - 1]));
}

/**
 * A state from a link that no game could reach is refused here, so it never
 * enters a library only to fail at every adjudication: one unit per province,
 * each where its type may stand, joins only by neutral powers to real seats.
 */
/** Outcome texts are a few words (a province, a power); more is a crafted link. */
const MAX_OUTCOME_TEXT_CHARS = 32;
const MAX_YEAR = 3000;

function checkPlausible(map: GameMap, format: DipFormat, state: DipState): void {
  const position = state.position;
  const setup = format.setups.find((s) => s.id === state.setup)!;
  // The end year is chosen at creation, after the start and within the years a state may have.
  if (state.endYear !== null && (state.endYear <= setup.startYear || state.endYear > MAX_YEAR)) throw new MalformedError('end year');
  const provinces = new Set<string>();
  for (const unit of position.units) {
    const province = map.provinceOf(unit.loc);
    if (provinces.has(province) || !map.canOccupy(unit.type, unit.loc)) throw new MalformedError(`unit in ${unit.loc}`);
    // A unit in a pass is an army on the way along one of its own edges.
    if (unit.pass !== undefined && (unit.type !== 'A' || !map.adjacent('A', unit.loc, unit.pass))) throw new MalformedError(`pass of ${unit.loc}`);
    provinces.add(province);
  }
  const rostered = [...position.units, ...position.dislodged.map((d) => d.unit)].filter((u) => u.named !== undefined);
  // Each named unit is on the board once, with its own type.
  if (new Set(rostered.map((u) => u.named)).size !== rostered.length || rostered.some((u) => format.roster![u.named!].type !== u.type)) throw new MalformedError('named unit');
  for (const d of position.dislodged) {
    if (!map.canOccupy(d.unit.type, d.unit.loc) || d.retreats.some((loc) => !map.canOccupy(d.unit.type, loc))) throw new MalformedError('dislodged unit');
  }
  if (position.phase !== 'retreat' && position.dislodged.length) throw new MalformedError('dislodged outside retreats');
  // Only a seat's first power names it in the list of seats handed to the computer.
  // A seat is handed over only by playing a phase, so a game's first state has none.
  if (state.bots?.some((power) => !setup.seats.some((seat) => seat[0] === power)) || (state.bots && !state.last)) throw new MalformedError('bot seat');
  for (const [power, seat] of Object.entries(state.joined)) {
    if (!setup.neutral.includes(power) || seat >= setup.seats.length) throw new MalformedError('join');
  }
  if (position.year < 1 || position.year > MAX_YEAR || (position.season === 'winter') !== (position.phase === 'adjustment')) throw new MalformedError('phase');
}

function writePosition(c: MapCodec, w: BitWriter, position: Position, named: boolean): void {
  w.varUint(position.year, 7);
  w.choice(SEASONS.indexOf(position.season), SEASONS.length);
  w.choice(PHASES.indexOf(position.phase), PHASES.length);
  w.varUint(position.units.length, 5);
  const used = new Set<number>();
  position.units.reduce<PowerId | undefined>((previous, unit) => {
    c.writeUnit(w, unit, previous, named, used);
    return unit.power;
  }, undefined);
  // Owners: one slot per supply centre, 0 for unowned; in the compact layout one bit when the unit standing there is the owner's.
  const occupants = c.compact ? new Map(position.units.map((u) => [c.map.provinceOf(u.loc), u.power])) : undefined;
  for (const centre of c.map.supplyCenters()) {
    const owner = position.owners[centre];
    const occupant = occupants?.get(centre);
    if (occupant !== undefined) {
      w.bool(owner === occupant);
      if (owner === occupant) continue;
    }
    w.choice(owner === undefined ? 0 : c.powers.indexOf(owner) + 1, c.powers.length + 1);
  }
  c.writeList(w, position.dislodged, (d) => {
    c.writeUnit(w, d.unit, undefined, named, used);
    w.bool(d.attackedFrom !== undefined);
    if (d.attackedFrom !== undefined) c.writeProvince(w, d.attackedFrom);
    c.writeList(w, d.retreats, (loc) => c.writeLoc(w, loc));
  });
  c.writeList(w, position.standoffs, (province) => c.writeProvince(w, province));
}

function readPosition(c: MapCodec, r: BitReader, named: boolean): Position {
  const year = r.varUint(7);
  const season = SEASONS[r.choice(SEASONS.length)];
  const phase = PHASES[r.choice(PHASES.length)];
  if (!season || !phase) throw new MalformedError('phase');
  let previous: PowerId | undefined;
  const used = new Set<number>();
  const units = c.readList(r, () => {
    const unit = c.readUnit(r, previous, named, used);
    previous = unit.power;
    return unit;
  });
  const owners: Record<string, PowerId> = {};
  const occupants = c.compact ? new Map(units.map((u) => [c.map.provinceOf(u.loc), u.power])) : undefined;
  for (const centre of c.map.supplyCenters()) {
    const occupant = occupants?.get(centre);
    if (occupant !== undefined && r.bool()) {
      owners[centre] = occupant;
      continue;
    }
    const slot = r.choice(c.powers.length + 1);
    // One way to write each state: the occupant's own centre is the short form.
    if (occupant !== undefined && slot > 0 && c.powers[slot - 1] === occupant) throw new MalformedError('owner');
    if (slot > 0) owners[centre] = c.powers[slot - 1];
  }
  const dislodged = c.readList(r, (): DislodgedUnit => {
    const unit = c.readUnit(r, undefined, named, used);
    const attackedFrom = r.bool() ? c.readProvince(r) : undefined;
    const retreats = c.readList(r, () => c.readLoc(r), 20);
    return attackedFrom === undefined ? { unit, retreats } : { unit, attackedFrom, retreats };
  });
  const standoffs = c.readList(r, () => c.readProvince(r));
  return { year, season, phase, units, owners, dislodged, standoffs };
}

function writeRecord(c: MapCodec, w: BitWriter, record: PhaseRecord): void {
  w.varUint(record.year, 7);
  w.choice(SEASONS.indexOf(record.season), SEASONS.length);
  w.choice(PHASES.indexOf(record.phase), PHASES.length);
  let previous: PowerId | undefined;
  c.writeList(w, record.orders, (entry) => {
    c.writePowerRun(w, entry.power, previous);
    previous = entry.power;
    c.writeOrder(w, entry.order);
    c.writeOutcome(w, entry.outcome, entry.order);
  });
  c.writeList(w, record.civilDisorder, (power) => c.writePower(w, power));
}

function readRecord(c: MapCodec, r: BitReader): PhaseRecord {
  const year = r.varUint(7);
  const season = SEASONS[r.choice(SEASONS.length)];
  const phase = PHASES[r.choice(PHASES.length)];
  let previous: PowerId | undefined;
  const orders = c.readList(r, (): OrderRecord => {
    const power = c.readPowerRun(r, previous);
    previous = power;
    const order = c.readOrder(r);
    return { power, order, outcome: c.readOutcome(r, order) };
  });
  const civilDisorder = c.readList(r, () => c.readPower(r), 7);
  return { year, season, phase, orders, civilDisorder };
}

/**
 * One seat's orders for a phase, written into a larger payload. With `runs` (a game whose state carries special
 * state), each power after the first costs one bit when it repeats the one before; such a list starts with a
 * power index no power has (all ones), so an older list, a power index per order, still reads.
 */
export function writeOrders(map: GameMap, w: BitWriter, orders: readonly { power: PowerId; order: Order }[], runs = false): void {
  const c = codecFor(map, STANDARD_FORMAT);
  const marker = runMarker(c);
  if (runs && marker === undefined) throw new RangeError('no marker for power runs');
  w.varUint(orders.length, 5);
  if (runs && orders.length) w.bits(marker!, bitsFor(c.powers.length));
  let previous: PowerId | undefined;
  for (const entry of orders) {
    if (runs && previous !== undefined) c.writePowerRun(w, entry.power, previous);
    else c.writePower(w, entry.power);
    previous = entry.power;
    c.writeOrder(w, entry.order);
  }
}

/** `runs`: the list may be written with power runs (see writeOrders). */
export function readOrders(map: GameMap, r: BitReader, runs = false): { power: PowerId; order: Order }[] {
  const c = codecFor(map, STANDARD_FORMAT);
  const length = r.varUint(5);
  if (length > 100) throw new MalformedError('list too long');
  const marker = runs ? runMarker(c) : undefined;
  let inRuns = false;
  let previous: PowerId | undefined;
  const out: { power: PowerId; order: Order }[] = [];
  for (let i = 0; i < length; i++) {
    let power: PowerId;
    if (i === 0) {
      const first = r.bits(bitsFor(c.powers.length));
      inRuns = marker !== undefined && first === marker;
      if (inRuns) power = c.readPower(r);
      else if (first < c.powers.length) power = c.powers[first];
      else throw new MalformedError(`choice ${first} of ${c.powers.length}`);
    } else power = inRuns ? c.readPowerRun(r, previous) : c.readPower(r);
    previous = power;
    out.push({ power, order: c.readOrder(r) });
  }
  return out;
}

/** The all-ones power index, when no power has it. */
function runMarker(c: MapCodec): number | undefined {
  const all = 2 ** bitsFor(c.powers.length) - 1;
  return all >= c.powers.length ? all : undefined;
}
