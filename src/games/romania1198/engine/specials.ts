/**
 * Romania 1198's special troops (seed 003, "Truppe Speciali") as creator
 * options, off by default: ambassadors (treaties.ts) and spies (spies.ts).
 * They act in the diplomatic phase, before the units' orders, so they are
 * given with the orders of a movement phase and never stand on the board.
 * Each region sends at most one ambassador and two spies a phase, each spy of
 * ability 3 (our figures: the seed gives none).
 *
 * A spy's percentile die is sha256 of what its own region does not choose:
 * the game's seed, the board, the other seats' orders and the mission itself.
 * No field of an action carries it, and the spy's other orders do not move it.
 * That material is fair only while nobody sees the others' orders before
 * sending (sealed play): open play shows them, so there the last to send
 * could steer another region's spy, and spies are refused. Where nobody
 * replays the phase (one table, a referee) the die is the platform's fresh
 * chance instead, so the public board and orders tell nothing of a mission
 * that was not caught.
 */
import type { GameOption, Localized, PowerId } from '../../../platform/game';
import { MalformedError, type BitReader, type BitWriter } from '../../../platform/codec/bits';
import type { SpecialLayout } from '../../diplomacy/engine/codec';
import type { Position } from '../../diplomacy/engine/position';
import type { Order } from '../../diplomacy/engine/types';
import type { DipAction } from '../../diplomacy/engine/action';
import { printOrder } from '../../diplomacy/engine/notation';
import type { DipSpecials, SpecialLine } from '../../diplomacy/engine/special';
import type { DipState } from '../../diplomacy/engine/state';
import { seatIds, powersOfSeat } from '../../diplomacy/engine/seats';
import places from '../../../../maps/romania1198/places.json';
import { romaniaData, romaniaMap } from './map';
import { parseSpy, privateSpyReports, spyDie, spyReport, type SpyInfo, type SpyOrder, type SpyReport } from './spies';
import {
  BROKEN_TREATIES,
  TREATY_KINDS,
  applyAmbassadors,
  attackFactors,
  describeBreach,
  parseAmbassador,
  phaseBreaches,
  playedMoves,
  regionOf,
  type AmbassadorOrder,
  type Breach,
  type Treaty,
} from './treaties';

export const MAX_AMBASSADORS = 1;
export const MAX_SPIES = 2;

export type SpecialOrder = AmbassadorOrder | SpyOrder;

/** A spy sent in the last phase and whether its die caught it (the die itself stays out of the link). */
export interface SpyMission extends SpyOrder {
  caught: boolean;
}

export interface RomaniaSpecial {
  ambassadors: boolean;
  spies: boolean;
  /**
   * The phase's number: 0 before any phase was played, then phaseClock of the position (links of the
   * first layout count phases instead). Only compared with the treaties' `since`: this number when a
   * treaty was sent in the last phase, else 0 (earlier).
   */
  phase: number;
  treaties: Treaty[];
  /** The last phase's spies. */
  missions: SpyMission[];
  /** The last phase's undeclared attacks (phaseBreaches), each penalised; none in links of the first layout. */
  breaches: Breach[];
  /** In a referee's link: the spies not caught, sealed to their seats (sealed-spies.ts); `missions` then holds only the caught ones. */
  sealed?: Uint8Array;
}

/** Longest sealed spies a link may carry: a salt, and each seat's part (sealed-spies.ts) with its length. */
const MAX_SEALED_BYTES = 64;

const REGIONS = romaniaData.powers.map((p) => p.id);
export const CITIES = (places.places as { id: string }[]).map((p) => p.id);
export const INFOS: readonly SpyInfo[] = ['army', 'resources', 'equipment'];
/** The questions a spy may ask, as a non-empty set of INFOS: this many. */
export const QUESTION_SETS = 2 ** INFOS.length - 1;
/** The ordered pairs of different regions, in the map's order. */
const PAIRS: readonly (readonly [PowerId, PowerId])[] = REGIONS.flatMap((from) => REGIONS.filter((to) => to !== from).map((to) => [from, to] as const));

/** A number for each phase of the calendar, growing with it; the tight layout does not write it (see RomaniaSpecial.phase). */
export function phaseClock(position: Position): number {
  return position.year * 9 + ['spring', 'fall', 'winter'].indexOf(position.season) * 3 + ['movement', 'retreat', 'adjustment'].indexOf(position.phase);
}

/** Missions in one order for every browser: by region in the map's order, then by spied city in the map's order. */
export const byMission = (a: SpyOrder, b: SpyOrder): number => REGIONS.indexOf(a.from) - REGIONS.indexOf(b.from) || CITIES.indexOf(a.target) - CITIES.indexOf(b.target);

/** A move's own province and its target's, as breaches name them. */
const province = (order: Order): string => ('unit' in order ? romaniaMap.provinceOf(order.unit.loc) : '');
const target = (order: Order): string => (order.kind === 'move' ? romaniaMap.provinceOf(order.to) : '');

/** Digits of mixed radices written as one number, in the fewest bits that hold every combination. */
export function writeMixed(w: BitWriter, digits: readonly (readonly [number, number])[]): void {
  let n = 0n;
  let scale = 1n;
  for (const [value, radix] of digits) {
    if (value < 0 || value >= radix) throw new RangeError(`digit ${value} of ${radix}`);
    n += BigInt(value) * scale;
    scale *= BigInt(radix);
  }
  const width = (scale - 1n).toString(2).length;
  for (let i = width - 1; i >= 0; i--) w.bool(((n >> BigInt(i)) & 1n) === 1n);
}
export function readMixed(r: BitReader, radices: readonly number[]): number[] {
  const scale = radices.reduce((p, radix) => p * BigInt(radix), 1n);
  const width = (scale - 1n).toString(2).length;
  let n = 0n;
  for (let i = 0; i < width; i++) n = (n << 1n) | (r.bool() ? 1n : 0n);
  if (n >= scale) throw new MalformedError('mixed digits');
  return radices.map((radix) => {
    const digit = Number(n % BigInt(radix));
    n /= BigInt(radix);
    return digit;
  });
}

/**
 * The special state in the tight layout (the Diplomacy codec's versions 5 and 6), against the map's index:
 * the two option bits; with ambassadors, once a phase was played, the table of the 42 ordered region pairs
 * (two bits each) and, after a movement phase, per sending region which of its treaties is new (one ambassador
 * a phase); with spies, after a movement phase, each region's number of spies and each spy's city, questions
 * and fate as one mixed-radix number. Nothing else: the phase follows from the position.
 */
export const TIGHT_SPECIAL_LAYOUT: SpecialLayout = {
  write(w, raw, state) {
    const s = raw as RomaniaSpecial;
    const afterMovement = state.last?.phase === 'movement';
    const fresh = (t: Treaty): boolean => s.phase > 0 && t.since === s.phase;
    w.bool(s.ambassadors).bool(s.spies);
    // A treaty before any phase was played, or in a game without ambassadors: no game has one.
    if ((!state.last || !s.ambassadors) && s.treaties.length) throw new RangeError('treaties');
    if (s.ambassadors && state.last) {
      w.bool(s.treaties.length > 0);
      if (s.treaties.length) {
        for (const [from, to] of PAIRS) {
          const t = s.treaties.find((x) => x.from === from && x.to === to);
          w.bits(t ? TREATY_KINDS.indexOf(t.treaty) + 1 : 0, 2);
        }
      }
      if (s.treaties.length && afterMovement) {
        for (const from of REGIONS) {
          const own = PAIRS.filter(([a, to]) => a === from && s.treaties.some((t) => t.from === from && t.to === to));
          if (!own.length) continue;
          const news = own.map(([, to], i) => (s.treaties.some((t) => t.from === from && t.to === to && fresh(t)) ? i + 1 : 0)).filter((i) => i > 0);
          if (news.length > MAX_AMBASSADORS) throw new RangeError('treaties');
          w.choice(news[0] ?? 0, own.length + 1);
        }
      } else if (s.treaties.some(fresh)) throw new RangeError('treaties');
    }
    if (s.spies && afterMovement) {
      const missions = [...s.missions].sort(byMission);
      writeMixed(w, REGIONS.map((region) => [missions.filter((m) => m.from === region).length, MAX_SPIES + 1] as const));
      writeMixed(w, missions.flatMap((m) => [[CITIES.indexOf(m.target), CITIES.length], [infoMask(m.infos) - 1, QUESTION_SETS], [m.caught ? 1 : 0, 2]] as const));
    } else if (s.spies && s.missions.length) throw new RangeError('missions');
    // The breaches: one bit per move the adjudicator played, and for each breach its victim and the treaty it broke.
    const moves = s.ambassadors && afterMovement ? playedMoves(state.last!.orders) : [];
    let next = 0;
    for (const i of moves) {
      const b = s.breaches[next];
      const entry = state.last!.orders[i]!;
      const hit = b !== undefined && b.attacker === entry.power && b.from === province(entry.order) && b.to === target(entry.order);
      w.bool(hit);
      if (!hit) continue;
      next++;
      const others = REGIONS.filter((r) => r !== b.attacker);
      w.choice(others.indexOf(b.victim), others.length).choice(BROKEN_TREATIES.indexOf(b.broken), BROKEN_TREATIES.length);
    }
    if (next !== s.breaches.length) throw new RangeError('breaches');
    // Last, and only when there: a referee's sealed spies (nothing is written without them, so older links read alike).
    if (s.sealed) {
      if (!s.spies || !afterMovement || !s.sealed.length || s.sealed.length > MAX_SEALED_BYTES) throw new RangeError('sealed spies');
      // Its bytes run to the end: their number is what is left, less the padding.
      w.bool(true).rawBytes(s.sealed);
    }
  },

  read(r, state) {
    const ambassadors = r.bool();
    const spies = r.bool();
    if (!ambassadors && !spies) throw new MalformedError('special troops all off');
    const afterMovement = state.last?.phase === 'movement';
    const phase = state.last ? phaseClock(state.position) : 0;
    const treaties: Treaty[] = [];
    if (ambassadors && state.last && r.bool()) {
      const kinds = PAIRS.map(() => r.bits(2));
      if (kinds.every((k) => k === 0)) throw new MalformedError('treaties');
      const news = new Set<string>();
      if (afterMovement) {
        for (const from of REGIONS) {
          const own = PAIRS.filter(([a], i) => a === from && kinds[i] !== 0);
          if (!own.length) continue;
          const index = r.choice(own.length + 1);
          if (index > 0) news.add(own[index - 1]!.join('>'));
        }
      }
      PAIRS.forEach(([from, to], i) => {
        const kind = kinds[i]!;
        if (kind > TREATY_KINDS.length) throw new MalformedError('treaty kind');
        if (kind) treaties.push({ from, to, treaty: TREATY_KINDS[kind - 1]!, since: news.has(`${from}>${to}`) ? phase : 0 });
      });
      treaties.sort(byPair);
    }
    const missions: SpyMission[] = [];
    if (spies && afterMovement) {
      const counts = readMixed(r, REGIONS.map(() => MAX_SPIES + 1));
      const total = counts.reduce((a, b) => a + b, 0);
      const digits = readMixed(r, Array.from({ length: total }, () => [CITIES.length, QUESTION_SETS, 2]).flat());
      let at = 0;
      REGIONS.forEach((from, region) => {
        for (let i = 0; i < counts[region]!; i++, at++) {
          const [city, mask, caught] = digits.slice(at * 3, at * 3 + 3) as [number, number, number];
          missions.push({ kind: 'spy', from, target: CITIES[city]!, infos: infosOf(mask + 1), caught: caught === 1 });
        }
      });
      // One way to write each state: a region's spies go to different cities, in the map's order.
      if (missions.some((m, i) => i > 0 && byMission(missions[i - 1]!, m) >= 0)) throw new MalformedError('missions');
    }
    const breaches: Breach[] = [];
    for (const i of ambassadors && afterMovement ? playedMoves(state.last!.orders) : []) {
      if (!r.bool()) continue;
      const entry = state.last!.orders[i]!;
      const others = REGIONS.filter((region) => region !== entry.power);
      const victim = others[r.choice(others.length)];
      const broken = BROKEN_TREATIES[r.choice(BROKEN_TREATIES.length)];
      if (victim === undefined || broken === undefined) throw new MalformedError('breach');
      breaches.push({ attacker: entry.power, victim, from: province(entry.order), to: target(entry.order), broken });
    }
    const special: RomaniaSpecial = { ambassadors, spies, phase, treaties, missions, breaches };
    if (spies && afterMovement && r.remainingBits > 0 && r.bool()) {
      const length = Math.floor(r.remainingBits / 8);
      if (length === 0 || length > MAX_SEALED_BYTES) throw new MalformedError('sealed spies');
      special.sealed = r.rawBytes(length);
    }
    return special;
  },
};

const onOff = (id: string, label: Localized): GameOption => ({
  id,
  label,
  choices: [
    { value: 'off', label: { en: 'Off', it: 'No' } },
    { value: 'on', label: { en: 'On', it: 'Sì' } },
  ],
  defaultValue: 'off',
});

export const SPECIAL_OPTIONS: readonly GameOption[] = [
  onOff('ambassadors', { en: 'Ambassadors: treaties, and a penalty for attacking without a declaration of war', it: 'Ambasciatori: trattati, e penalità per chi attacca senza dichiarazione di guerra' }),
  onOff('spies', { en: 'Spies: information on another region, at the risk of being caught', it: "Spie: informazioni su un'altra regione, col rischio di essere scoperte" }),
];

export function romaniaSpecial(state: DipState): RomaniaSpecial | undefined {
  return state.special as RomaniaSpecial | undefined;
}

/** The special state without a referee's sealed spies (they belong to one link's state only). */
export const withoutSealed = ({ sealed: _sealed, ...special }: RomaniaSpecial): RomaniaSpecial => special;

export const infoMask = (infos: readonly SpyInfo[]): number => INFOS.reduce((m, info, i) => (infos.includes(info) ? m | (1 << i) : m), 0);
export const infosOf = (mask: number): SpyInfo[] => INFOS.filter((_, i) => mask & (1 << i));

/** A special order as one canonical line (for the die and the order list). */
export function printSpecial(order: SpecialOrder): string {
  return order.kind === 'ambassador' ? `P ${order.from} ${order.to} (${order.treaty})` : `S ${order.from} ${order.target} (${order.infos.join(' - ')})`;
}

function writeOrder(w: BitWriter, o: SpecialOrder): void {
  w.bool(o.kind === 'spy').choice(REGIONS.indexOf(o.from), REGIONS.length);
  if (o.kind === 'ambassador') w.choice(REGIONS.indexOf(o.to), REGIONS.length).choice(TREATY_KINDS.indexOf(o.treaty), TREATY_KINDS.length);
  else w.choice(CITIES.indexOf(o.target), CITIES.length).bits(infoMask(o.infos), 3);
}

function readOrder(r: BitReader): SpecialOrder {
  const spy = r.bool();
  const from = REGIONS[r.choice(REGIONS.length)];
  if (!spy) return { kind: 'ambassador', from, to: REGIONS[r.choice(REGIONS.length)], treaty: TREATY_KINDS[r.choice(TREATY_KINDS.length)] };
  const target = CITIES[r.choice(CITIES.length)];
  const infos = infosOf(r.bits(3));
  if (!from || !target || !infos.length) throw new MalformedError('spy order');
  return { kind: 'spy', from, target, infos };
}

const refuse = (en: string, it: string): Localized => ({ en, it });
/** The order applyAmbassadors keeps treaties in. */
const byPair = (a: Treaty, b: Treaty): number => (a.from + a.to < b.from + b.to ? -1 : 1);

/** Why these special orders may not come from a seat playing `powers`; null when they may. */
export function checkSpecials(state: DipState, powers: readonly PowerId[], orders: readonly unknown[]): Localized | null {
  const special = romaniaSpecial(state);
  if (!special) return refuse('This game has no special troops.', 'Questa partita non ha truppe speciali.');
  if (state.position.phase !== 'movement') return refuse('Ambassadors and spies go in the diplomatic phase, with the movement orders.', 'Ambasciatori e spie partono nella fase diplomatica, con gli ordini di movimento.');
  const list = orders as SpecialOrder[];
  for (const o of list) {
    if (!powers.includes(o.from)) return refuse('Special troops are sent only by your own region.', 'Le truppe speciali partono solo dalla propria regione.');
    if (o.kind === 'ambassador' && (!special.ambassadors || o.to === o.from)) return refuse('This game has no such ambassador.', 'Questa partita non ha un ambasciatore simile.');
    if (o.kind === 'spy' && !special.spies) return refuse('This game has no spies.', 'Questa partita non ha spie.');
  }
  for (const power of powers) {
    const mine = list.filter((o) => o.from === power);
    if (mine.filter((o) => o.kind === 'ambassador').length > MAX_AMBASSADORS) return refuse(`A region sends at most ${MAX_AMBASSADORS} ambassador a phase.`, `Una regione invia al massimo ${MAX_AMBASSADORS} ambasciatore per fase.`);
    const spies = mine.filter((o): o is SpyOrder => o.kind === 'spy');
    if (spies.length > MAX_SPIES) return refuse(`A region sends at most ${MAX_SPIES} spies a phase.`, `Una regione invia al massimo ${MAX_SPIES} spie per fase.`);
    if (new Set(spies.map((s) => s.target)).size < spies.length) return refuse('Two spies of one region go to two different cities.', 'Due spie della stessa regione vanno in due città diverse.');
  }
  return null;
}

/** The die of one spy: nothing its own seat chose but the mission itself, or the platform's fresh chance. */
export function missionDie(before: DipState, actions: ReadonlyMap<string, DipAction>, spy: SpyOrder, randomness?: Uint8Array): number {
  const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
  if (randomness) return spyDie([enc('fresh'), randomness, enc(printSpecial(spy))], 0);
  const p = before.position;
  const board = p.units.map((u) => `${u.power} ${u.type} ${u.loc}`).sort().join(';');
  const others = seatIds(before)
    .filter((seat) => !powersOfSeat(before, seat).includes(spy.from))
    .map((seat) => {
      const action = actions.get(seat);
      const lines = [...(action?.orders ?? []).map((o) => `${o.power} ${printOrder(o.order, romaniaMap, 'en')}`), ...((action?.special ?? []) as SpecialOrder[]).map(printSpecial)];
      return `${seat}:${lines.sort().join(';')}`;
    });
  return spyDie([enc(String(before.coinSeed)), enc(`${p.year} ${p.season} ${p.phase}`), enc(board), ...others.map(enc), enc(printSpecial(spy))], 0);
}

export const ROMANIA_SPECIALS: DipSpecials = {
  options: SPECIAL_OPTIONS,
  // None: one region's ambassador and two spies asking for everything take less than the power runs of such a
  // game's orders save (codec.ts writeOrders), beside its longest orders (specials.test.ts). Before the runs: 6.
  boxBytes: 0,
  tight: TIGHT_SPECIAL_LAYOUT,

  initial(options) {
    const ambassadors = options.ambassadors === 'on';
    const spies = options.spies === 'on';
    return ambassadors || spies ? ({ ambassadors, spies, phase: 0, treaties: [], missions: [], breaches: [] } satisfies RomaniaSpecial) : undefined;
  },

  writeState(w, raw) {
    const s = raw as RomaniaSpecial;
    // The layout of the first links, kept for reading them; sealed spies came after it.
    if (s.sealed) throw new RangeError('sealed spies');
    w.bool(s.ambassadors).bool(s.spies).varUint(s.phase, 4);
    if (s.ambassadors) w.bool(s.treaties.length > 0);
    if (s.ambassadors && s.treaties.length) {
      // A table of the 42 ordered pairs, two bits each, and one bit for a treaty sent in the last phase.
      for (const from of REGIONS) {
        for (const to of REGIONS) {
          if (from === to) continue;
          const t = s.treaties.find((x) => x.from === from && x.to === to);
          w.choice(t ? TREATY_KINDS.indexOf(t.treaty) + 1 : 0, TREATY_KINDS.length + 1);
          if (t) w.bool(t.since === s.phase);
        }
      }
    }
    if (s.spies) {
      w.varUint(s.missions.length, 2);
      for (const m of s.missions) {
        writeOrder(w, m);
        w.bool(m.caught);
      }
    }
  },

  readState(r) {
    const ambassadors = r.bool();
    const spies = r.bool();
    if (!ambassadors && !spies) throw new MalformedError('special troops all off');
    const phase = r.varUint(4);
    const treaties: Treaty[] = [];
    if (ambassadors && r.bool()) {
      for (const from of REGIONS) {
        for (const to of REGIONS) {
          if (from === to) continue;
          const kind = r.choice(TREATY_KINDS.length + 1);
          if (kind === 0) continue;
          const fresh = r.bool();
          treaties.push({ from, to, treaty: TREATY_KINDS[kind - 1]!, since: fresh ? phase : 0 });
        }
      }
      // A treaty before any phase was played, or a table written as holding some and holding none: not written by this game.
      if (phase === 0 || treaties.length === 0) throw new MalformedError('treaties');
      treaties.sort(byPair);
    }
    const missions: SpyMission[] = [];
    if (spies) {
      const count = r.varUint(2);
      if (count > REGIONS.length * MAX_SPIES) throw new MalformedError('missions');
      for (let i = 0; i < count; i++) {
        const order = readOrder(r);
        if (order.kind !== 'spy') throw new MalformedError('mission');
        missions.push({ ...order, caught: r.bool() });
      }
    }
    return { ambassadors, spies, phase, treaties, missions, breaches: [] } satisfies RomaniaSpecial;
  },

  writeOrders(w, orders) {
    w.varUint(orders.length, 2);
    for (const o of orders as SpecialOrder[]) writeOrder(w, o);
  },

  readOrders(r) {
    const count = r.varUint(2);
    if (count > REGIONS.length * (MAX_AMBASSADORS + MAX_SPIES)) throw new MalformedError('special orders');
    return Array.from({ length: count }, () => readOrder(r));
  },

  parseLine(line, state, powers): SpecialLine | null {
    const special = romaniaSpecial(state);
    const match = /^\s*([PS])\s+(\S+)/i.exec(line);
    if (!special || !match) return null;
    const region = regionOf(match[2] as string);
    const power = region && powers.includes(region) ? region : (powers[0] ?? '');
    const spy = (match[1] as string).toUpperCase() === 'S';
    if (spy ? !special.spies : !special.ambassadors) {
      return { ok: false, reason: spy ? refuse('Spies are off in this game.', 'In questa partita le spie non ci sono.') : refuse('Ambassadors are off in this game.', 'In questa partita gli ambasciatori non ci sono.') };
    }
    const parsed = spy ? parseSpy(line, power) : parseAmbassador(line, power);
    if (!parsed.ok) return parsed;
    // One canonical order: the link keeps what is asked, not the order it was written in.
    const order: SpecialOrder = parsed.order.kind === 'spy' ? { ...parsed.order, infos: infosOf(infoMask(parsed.order.infos)) } : parsed.order;
    return { ok: true, order, printed: printSpecial(order) };
  },

  validate: checkSpecials,

  resultNotes(state, lang) {
    return (romaniaSpecial(state)?.breaches ?? []).map((b) => describeBreach(b, lang));
  },

  hooks(state) {
    const special = romaniaSpecial(state);
    return special?.ambassadors && state.position.phase === 'movement' ? { attackFactors: attackFactors(special.treaties, special.phase) } : undefined;
  },

  // Seed 003 R1198-49 needs a die nobody steers: open play shows the orders before the last seat sends.
  modeProblem(state, mode) {
    return romaniaSpecial(state)?.spies && mode === 'open'
      ? {
          en: 'Spies need sealed orders or a referee: in open play the last player to send sees the others\' orders and could decide whether another region\'s spy is caught.',
          it: "Le spie richiedono ordini sigillati o un arbitro: nel gioco aperto l'ultimo a inviare vede gli ordini altrui e potrebbe decidere se la spia di un'altra regione viene scoperta.",
        }
      : null;
  },

  after(before, next, actions, randomness) {
    // A seat's copy may still hold the sealed spies of the phase before: they describe that phase only.
    const special = withoutSealed(romaniaSpecial(before)!);
    const orders: SpecialOrder[] = [];
    if (before.position.phase === 'movement') {
      for (const seat of seatIds(before)) {
        const sent = (actions.get(seat)?.special ?? []) as SpecialOrder[];
        // validate() refuses these before they get here; a browser replaying a link drops them the same way.
        if (checkSpecials(before, powersOfSeat(before, seat), sent) === null) orders.push(...sent);
      }
    }
    const ambassadors = orders.filter((o): o is AmbassadorOrder => o.kind === 'ambassador');
    const spies = orders.filter((o): o is SpyOrder => o.kind === 'spy');
    const phase = phaseClock(next.position);
    return {
      ...special,
      phase,
      // Every treaty is in force from the phase after it was sent: the link keeps only which ones are new.
      treaties: special.ambassadors ? applyAmbassadors(special.treaties, ambassadors, phase - 1).map((t) => (t.since === phase ? t : { ...t, since: 0 })) : [],
      missions: special.spies
        ? spies.sort(byMission).map((spy) => ({ ...spy, caught: spyReport(before.position, spy, missionDie(before, actions, spy, randomness)).caught }))
        : [],
      // The attacks the adjudicator penalised, with the position and treaties of the phase played.
      breaches: special.ambassadors && before.position.phase === 'movement' && next.last ? phaseBreaches(before.position, next.last.orders, special.treaties, special.phase) : [],
    } satisfies RomaniaSpecial;
  },
};

/** What the last phase's spies of these regions learned, on the board they reached; nobody else's. */
export function spyReportsFor(state: DipState, powers: readonly PowerId[]): SpyReport[] {
  // The die's only effect is caught or not: 0 is below every threshold a spy can be caught at, 100 above every other.
  const reports = (romaniaSpecial(state)?.missions ?? []).map(({ caught, ...spy }) => spyReport(state.position, spy, caught ? 0 : 100));
  return powers.flatMap((power) => privateSpyReports(reports, power));
}
