/**
 * The link codec of La Belle Époque (version 2): the state bit-packed against
 * the data's own indexes. The board is one choice per cube space (its owner
 * among none, arms, the powers and the minor nations, and the contested cube
 * on top); everything else is a small tagged value tree whose keys and names
 * are indexes into one dictionary made of fixed words and the data's ids
 * (territories, minors, cards, fleets), so a card or a territory costs 9 bits.
 * Decoding never throws anything but MalformedError, and refuses a state that
 * could not come from play (checkPlausible).
 */
import { BitReader, BitWriter, MalformedError, TruncatedError } from '../../../platform/codec/bits';
import { loadBelleEpoqueData, POWER_IDS, type Continent, type PowerId } from './data';
import type { Action } from './actions';
import { actor } from './actions';
import { legalActions } from './legal';
import type { BelleEpoqueState, ContestResult, ContestSide, Fleet, MinorArmy, PowerState, Space } from './state';

const d = loadBelleEpoqueData();
/** Version 2 writes the scorings in their own shape, each deck and the pieces as orderings, counters unsigned; version-1 links still open. */
export const CODEC_VERSION = 2;

/** Field names and enum values of the state and actions; appending is safe, reordering needs a new version. */
const WORDS = [
  'amount', 'armies', 'armsCubes', 'arsenal', 'attacker', 'attackerArmies', 'attackerFleets', 'balkanWars', 'blocked', 'board', 'bonusMark', 'by', 'cap',
  'card', 'cards', 'choices', 'contest', 'contestBonus', 'cube', 'current', 'deck', 'defender', 'defenderArmies', 'defenderFleets', 'dice', 'die', 'discard',
  'embassy', 'endReason', 'era2', 'era3', 'events', 'exhausted', 'final', 'fleet', 'fleetTrack', 'fleets', 'greatWork', 'half', 'hand', 'id', 'intrigue',
  'kind', 'lastContest', 'lastEvents', 'marked', 'markerCubes', 'minor', 'minorArmies', 'modifier', 'money', 'moves', 'national', 'nextOrder', 'only',
  'option', 'order', 'owner', 'passed', 'pending', 'phase', 'played', 'players', 'power', 'powers', 'prestige', 'prestigeDone', 'promo', 'replace',
  'rerollBy', 'rerolled', 'reserve', 'rolled', 'roundActions', 'scorings', 'setupLeft', 'setupRound', 'space', 'spaces', 'step', 'target', 'territories',
  'territory', 'to', 'top', 'total', 'turn', 'used', 'vp', 'whenFleetUsed', 'where', 'winner',
  'actions', 'africa', 'asia', 'europe', 'arms', 'removed', 'buy', 'choose', 'contestArmies', 'defend', 'deploy', 'endRound', 'ended', 'invest', 'keep',
  'keepIntrigue', 'mission', 'none', 'pass', 'reroll', 'sellArms', 'setup', 'targetChoice', 'turns', 'sarajevo',
];

const fleetIds = [...POWER_IDS.flatMap((p) => [1, 2, 3].map((k) => `${p}-fleet${k}`)), ...d.territories.flatMap((t) => (t.allianceBonus ?? []).flatMap((b) => (b.kind === 'fleet' ? [`${t.id}-fleet`] : b.kind === 'army' ? [`${t.id}-army`] : [])))];
const WORD_LIST = [...new Set([...WORDS, ...POWER_IDS])];
const WORD_INDEX = new Map(WORD_LIST.map((w, i) => [w, i]));
const DICT: string[] = [...new Set([
  ...d.minors.map((m) => m.id), ...d.territories.map((t) => t.id), ...fleetIds,
  ...d.intrigueCards.map((c) => c.id), ...d.nationalCards.map((c) => c.id), ...d.events.map((c) => c.id),
])];
const DICT_INDEX = new Map(DICT.map((w, i) => [w, i]));
/** A cube space's base: nothing, an arms cube, a power's or a minor nation's cube. */
const OWNERS: (string | null)[] = [null, 'arms', ...POWER_IDS, ...d.minors.map((m) => m.id)];

const enum Tag { Null, False, True, Uint, Neg, Str, Arr, Obj }
const MAX_ITEMS = 512;
const MAX_DEPTH = 12;

/** A field name or enum word (the commonest strings: shortest), a data id, or, failing both, the text itself. */
function writeString(w: BitWriter, s: string): void {
  const word = WORD_INDEX.get(s);
  w.bool(word !== undefined);
  if (word !== undefined) return void w.choice(word, WORD_LIST.length);
  const at = DICT_INDEX.get(s);
  w.bool(at !== undefined);
  if (at !== undefined) w.choice(at, DICT.length);
  else w.text(s);
}

function readString(r: BitReader): string {
  if (r.bool()) return WORD_LIST[r.choice(WORD_LIST.length)];
  return r.bool() ? DICT[r.choice(DICT.length)] : r.text(256);
}

function writeValue(w: BitWriter, v: unknown): void {
  if (v === null) w.bits(Tag.Null, 3);
  else if (v === false) w.bits(Tag.False, 3);
  else if (v === true) w.bits(Tag.True, 3);
  else if (typeof v === 'number') {
    // Averages of the 2- and 3-player games may be halves: written as twice the value.
    const twice = v * 2;
    if (!Number.isSafeInteger(twice)) throw new RangeError(`number ${v}`);
    w.bits(v >= 0 ? Tag.Uint : Tag.Neg, 3);
    w.bool(!Number.isInteger(v));
    w.varUint(Math.abs(Number.isInteger(v) ? v : twice), 4);
  } else if (typeof v === 'string') {
    w.bits(Tag.Str, 3);
    writeString(w, v);
  } else if (Array.isArray(v)) {
    w.bits(Tag.Arr, 3);
    w.varUint(v.length, 4);
    for (const x of v) writeValue(w, x);
  } else if (typeof v === 'object') {
    const entries = Object.entries(v as object).filter(([, x]) => x !== undefined);
    w.bits(Tag.Obj, 3);
    w.varUint(entries.length, 4);
    for (const [k, x] of entries) {
      writeString(w, k);
      writeValue(w, x);
    }
  } else throw new RangeError(`cannot encode ${typeof v}`);
}

function readValue(r: BitReader, depth = 0): unknown {
  if (depth > MAX_DEPTH) throw new MalformedError('nested too deep');
  const tag = r.bits(3) as Tag;
  switch (tag) {
    case Tag.Null: return null;
    case Tag.False: return false;
    case Tag.True: return true;
    case Tag.Uint: case Tag.Neg: {
      const half = r.bool();
      const n = r.varUint(4);
      const v = half ? n / 2 : n;
      return tag === Tag.Neg ? -v : v;
    }
    case Tag.Str: return readString(r);
    case Tag.Arr: {
      const n = r.varUint(4);
      if (n > MAX_ITEMS) throw new MalformedError(`list of ${n}`);
      return Array.from({ length: n }, () => readValue(r, depth + 1));
    }
    default: {
      const n = r.varUint(4);
      if (n > MAX_ITEMS) throw new MalformedError(`record of ${n}`);
      const out: Record<string, unknown> = {};
      for (let i = 0; i < n; i++) {
        const k = readString(r);
        if (k === '__proto__' || k in out) throw new MalformedError(`key ${k}`);
        out[k] = readValue(r, depth + 1);
      }
      return out;
    }
  }
}

function writeBoard(w: BitWriter, board: Record<string, Space[]>): void {
  for (const t of d.territories) {
    const spaces = board[t.id];
    if (!spaces || spaces.length !== t.spaces) throw new RangeError(`board of ${t.id}`);
    // Contests are few: one bit says whether this territory has any cube on top.
    const tops = spaces.some((sp) => sp.top);
    w.bool(tops);
    // Spaces fill from the lowest face (8.2.1): the empty ones above the last cube are just counted.
    let used = spaces.length;
    while (used > 0 && spaces[used - 1].cube === null && !spaces[used - 1].top) used--;
    w.choice(used, t.spaces + 1);
    for (const sp of spaces.slice(0, used)) {
      const at = OWNERS.indexOf(sp.cube);
      if (at < 0 || (sp.top && !POWER_IDS.includes(sp.top))) throw new RangeError(`cube ${sp.cube}`);
      w.choice(at, OWNERS.length);
      if (tops) w.bool(!!sp.top);
      if (sp.top) w.choice(POWER_IDS.indexOf(sp.top), POWER_IDS.length);
    }
  }
}

function readBoard(r: BitReader): Record<string, Space[]> {
  const board: Record<string, Space[]> = {};
  for (const t of d.territories) {
    const tops = r.bool();
    const used = r.choice(t.spaces + 1);
    board[t.id] = Array.from({ length: t.spaces }, (_, i) => {
      if (i >= used) return { cube: null };
      const cube = OWNERS[r.choice(OWNERS.length)] as Space['cube'];
      return tops && r.bool() ? { cube, top: POWER_IDS[r.choice(POWER_IDS.length)] } : { cube };
    });
  }
  return board;
}

const INTRIGUE = d.intrigueCards.map((c) => c.id);
const NATIONAL = d.nationalCards.map((c) => c.id);
const EVENTS = d.events.map((c) => c.id);
const PIECES = [...fleetIds];
const WHERE: Fleet['where'][] = ['reserve', 'arsenal', 'removed', 'europe', 'africa', 'asia'];
const RESERVE_OWNERS = [...POWER_IDS, ...d.minors.map((m) => m.id)];
const SHEET_KEYS = new Set(['money', 'embassy', 'armies', 'armsCubes', 'prestige', 'bonusMark', 'fleetTrack', 'greatWork', 'prestigeDone', 'vp', 'passed', 'hand', 'contestBonus']);
const SHEET_NUMBERS = ['money', 'embassy', 'armsCubes', 'prestige', 'bonusMark', 'fleetTrack', 'vp'] as const;
const SHEET_FLAGS = ['greatWork', 'prestigeDone', 'passed'] as const;

function writeInt(w: BitWriter, n: number): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`integer ${n}`);
  w.bool(n < 0);
  w.varUint(Math.abs(n), 4);
}
const readInt = (r: BitReader): number => (r.bool() ? -r.varUint(4) : r.varUint(4));

/** Version 2: a group of numbers with one bit saying none is negative, then no sign bit each (counters never are). */
function writeInts(w: BitWriter, ns: readonly number[], version: number): void {
  const counts = version >= 2 && ns.every((n) => Number.isSafeInteger(n) && n >= 0);
  if (version >= 2) w.bool(counts);
  for (const n of ns) {
    if (counts) w.varUint(n, 4);
    else writeInt(w, n);
  }
}
function readInts(r: BitReader, count: number, version: number): number[] {
  const counts = version >= 2 && r.bool();
  return Array.from({ length: count }, () => (counts ? r.varUint(4) : readInt(r)));
}

/** A list of cards of one deck, each its index in that deck's data. */
function writeCards(w: BitWriter, cards: readonly string[], pool: readonly string[]): void {
  w.varUint(cards.length, 4);
  for (const c of cards) {
    const at = pool.indexOf(c);
    if (at < 0) throw new RangeError(`card ${c}`);
    w.choice(at, pool.length);
  }
}
function readCards(r: BitReader, pool: readonly string[]): string[] {
  const n = r.varUint(4);
  if (n > pool.length) throw new MalformedError(`${n} cards`);
  return Array.from({ length: n }, () => pool[r.choice(pool.length)]);
}

/**
 * Piles of one deck (version 2): each card is chosen among the cards not yet placed (not in `taken` nor an
 * earlier pile), so a whole deck costs about log2(n!) bits and every order is kept. Duplicates or unknown
 * cards fall back to the plain list, so that the plausibility check can refuse them.
 */
function writePiles(w: BitWriter, piles: readonly (readonly string[])[], pool: readonly string[], taken: readonly string[]): void {
  const all = [...taken, ...piles.flat()];
  const fits = all.every((c) => pool.includes(c)) && new Set(all).size === all.length;
  w.bool(fits);
  if (!fits) return void piles.forEach((pile) => writeCards(w, pile, pool));
  const left = pool.filter((c) => !taken.includes(c));
  for (const pile of piles) {
    w.choice(pile.length, left.length + 1);
    for (const c of pile) {
      const at = left.indexOf(c);
      w.choice(at, left.length);
      left.splice(at, 1);
    }
  }
}
function readPiles(r: BitReader, count: number, pool: readonly string[], taken: readonly string[]): string[][] {
  if (!r.bool()) return Array.from({ length: count }, () => readCards(r, pool));
  const left = pool.filter((c) => !taken.includes(c));
  return Array.from({ length: count }, () => {
    const n = r.choice(left.length + 1);
    return Array.from({ length: n }, () => left.splice(r.choice(left.length), 1)[0]);
  });
}

const SIDE_NUMBERS = ['fleets', 'armies', 'modifier', 'die', 'total'] as const;
const WINNERS: ContestResult['winner'][] = ['attacker', 'defender', 'none'];
const TERRITORIES = d.territories.map((t) => t.id);
const sideOk = (x: ContestSide) => Object.keys(x).length === 6 && (x.power === null || POWER_IDS.includes(x.power)) && SIDE_NUMBERS.every((k) => Number.isSafeInteger(x[k]));

/** The last contest, kept for the record: in its own shape when it has it, else as a plain value. */
function writeContest(w: BitWriter, c: ContestResult | undefined): void {
  w.bool(c !== undefined);
  if (!c) return;
  const fits = Object.keys(c).length === 4 && TERRITORIES.includes(c.territory) && WINNERS.includes(c.winner) && sideOk(c.attacker) && sideOk(c.defender);
  w.bool(fits);
  if (!fits) return void writeValue(w, c);
  w.choice(TERRITORIES.indexOf(c.territory), TERRITORIES.length).choice(WINNERS.indexOf(c.winner), WINNERS.length);
  for (const side of [c.attacker, c.defender]) {
    w.choice(side.power === null ? 0 : POWER_IDS.indexOf(side.power) + 1, POWER_IDS.length + 1);
    for (const k of SIDE_NUMBERS) writeInt(w, side[k]);
  }
}
function readContest(r: BitReader): unknown {
  if (!r.bool()) return undefined;
  if (!r.bool()) return readValue(r);
  const territory = TERRITORIES[r.choice(TERRITORIES.length)];
  const winner = WINNERS[r.choice(WINNERS.length)];
  const [attacker, defender] = [0, 1].map(() => {
    const at = r.choice(POWER_IDS.length + 1);
    const side: Record<string, unknown> = { power: at === 0 ? null : POWER_IDS[at - 1] };
    for (const k of SIDE_NUMBERS) side[k] = readInt(r);
    return side;
  });
  return { territory, attacker, defender, winner };
}

/** A fleet or minor army is its id's index; owner and "only" follow from the id and the data (setup.ts). */
function pieceTemplate(id: string): { owner: string; only?: Continent } {
  const power = POWER_IDS.find((p) => id.startsWith(`${p}-fleet`));
  if (power) return { owner: power };
  const t = d.territories.find((x) => id === `${x.id}-fleet` || id === `${x.id}-army`)!;
  const bonus = t.allianceBonus?.find((b) => (b.kind === 'fleet' || b.kind === 'army') && id.endsWith(b.kind));
  const only = bonus && 'continent' in bonus ? bonus.continent : undefined;
  return { owner: t.id, ...(only ? { only } : {}) };
}

/** Version 2: distinct ids are each chosen among the ids not yet written. */
function writePieces(w: BitWriter, fleets: Fleet[], armies: MinorArmy[]): void {
  const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
  for (const list of [fleets, armies]) {
    const ids = list.map((x) => x.id);
    const distinct = new Set(ids).size === ids.length;
    const left = [...PIECES];
    w.bool(distinct).varUint(list.length, 4);
    for (const x of list) {
      const { id, ...rest } = x as Fleet & MinorArmy;
      const at = left.indexOf(id);
      if ('where' in x) {
        const { where, exhausted: _e, ...own } = rest;
        if (at < 0 || !same(own, pieceTemplate(id)) || !WHERE.includes(where)) throw new RangeError(`fleet ${id}`);
        w.choice(at, left.length).choice(WHERE.indexOf(where), WHERE.length).bool(x.exhausted);
      } else {
        const { used: _u, ...own } = rest;
        if (at < 0 || !same(own, pieceTemplate(id))) throw new RangeError(`army ${id}`);
        w.choice(at, left.length).bool(x.used);
      }
      if (distinct) left.splice(at, 1);
    }
  }
}
function readPieces(r: BitReader, version: number): { fleets: Fleet[]; minorArmies: MinorArmy[] } {
  const readId = (left: string[], distinct: boolean) => {
    const at = r.choice(left.length);
    return distinct ? left.splice(at, 1)[0] : left[at];
  };
  const head = (what: string) => {
    const distinct = version >= 2 && r.bool();
    const n = r.varUint(4);
    if (n > PIECES.length) throw new MalformedError(`${n} ${what}`);
    return { distinct, n, left: [...PIECES] };
  };
  const f = head('fleets');
  const fleets = Array.from({ length: f.n }, () => {
    const id = readId(f.left, f.distinct);
    const where = WHERE[r.choice(WHERE.length)];
    return { id, ...pieceTemplate(id), where, exhausted: r.bool() } as Fleet;
  });
  const a = head('armies');
  const minorArmies = Array.from({ length: a.n }, () => {
    const id = readId(a.left, a.distinct);
    return { id, ...pieceTemplate(id), used: r.bool() } as MinorArmy;
  });
  return { fleets, minorArmies };
}

function writeSheets(w: BitWriter, powers: Record<PowerId, PowerState>, version: number): void {
  for (const p of POWER_IDS) {
    const ps = powers[p];
    if (Object.keys(ps).some((k) => !SHEET_KEYS.has(k))) throw new RangeError(`${p}'s sheet`);
    writeInts(w, [...SHEET_NUMBERS.map((k) => ps[k]), ps.armies.reserve, ps.armies.arsenal, ps.armies.used], version);
    for (const k of SHEET_FLAGS) w.bool(ps[k]);
    writeCards(w, ps.hand.intrigue, INTRIGUE);
    writeCards(w, ps.hand.national, NATIONAL);
    w.bool(!!ps.contestBonus);
    if (ps.contestBonus) writeValue(w, ps.contestBonus);
  }
}
function readSheets(r: BitReader, version: number): Record<PowerId, PowerState> {
  const out = {} as Record<PowerId, PowerState>;
  for (const p of POWER_IDS) {
    const ps = {} as Record<string, unknown>;
    if (version >= 2) {
      const ns = readInts(r, SHEET_NUMBERS.length + 3, version);
      SHEET_NUMBERS.forEach((k, i) => (ps[k] = ns[i]));
      for (const k of SHEET_FLAGS) ps[k] = r.bool();
      const [reserve, arsenal, used] = ns.slice(SHEET_NUMBERS.length);
      ps['armies'] = { reserve, arsenal, used };
    } else {
      for (const k of SHEET_NUMBERS) ps[k] = readInt(r);
      for (const k of SHEET_FLAGS) ps[k] = r.bool();
      ps['armies'] = { reserve: readInt(r), arsenal: readInt(r), used: readInt(r) };
    }
    ps['hand'] = { intrigue: readCards(r, INTRIGUE), national: readCards(r, NATIONAL) };
    if (r.bool()) ps['contestBonus'] = readValue(r);
    out[p] = ps as unknown as PowerState;
  }
  return out;
}

function writeTotals(w: BitWriter, totals: Record<string, number>, keys: readonly string[]): void {
  if (Object.keys(totals).length !== keys.length) throw new RangeError('totals');
  writeInts(w, keys.map((k) => totals[k]), CODEC_VERSION);
}
function readTotals(r: BitReader, keys: readonly string[], version: number): Record<string, number> {
  const ns = readInts(r, keys.length, version);
  return Object.fromEntries(keys.map((k, i) => [k, ns[i]]));
}

/** The state's other fields, written in this order with a presence bit and no name. */
const TOP = ['players', 'promo', 'phase', 'turn', 'order', 'nextOrder', 'current', 'roundActions', 'setupRound', 'marked', 'markerCubes', 'blocked', 'balkanWars', 'pending', 'lastEvents', 'endReason', 'scorings'];

type Scoring = { turn: number; final: boolean; vp: Record<string, number> };
const scoringFits = (x: Scoring): boolean =>
  !!x && typeof x === 'object' && Object.keys(x).length === 3 && nat(x.turn, 15) && typeof x.final === 'boolean' &&
  !!x.vp && typeof x.vp === 'object' && Object.keys(x.vp).length === POWER_IDS.length && POWER_IDS.every((p) => Number.isSafeInteger(x.vp[p]));

/** The scorings (one per scoring turn) in their own shape: turn, final, each power's points; names cost nothing. */
function writeScorings(w: BitWriter, v: unknown): void {
  const fits = Array.isArray(v) && v.length <= MAX_ITEMS && v.every(scoringFits);
  w.bool(fits);
  if (!fits) return void writeValue(w, v);
  w.varUint(v.length, 2);
  for (const x of v as Scoring[]) {
    w.bits(x.turn, 4).bool(x.final);
    for (const p of POWER_IDS) writeInt(w, x.vp[p]);
  }
}
function readScorings(r: BitReader): unknown {
  if (!r.bool()) return readValue(r);
  const n = r.varUint(2);
  if (n > MAX_ITEMS) throw new MalformedError(`${n} scorings`);
  return Array.from({ length: n }, () => ({ turn: r.bits(4), final: r.bool(), vp: Object.fromEntries(POWER_IDS.map((p) => [p, readInt(r)])) }));
}

function writeTop(w: BitWriter, rest: Record<string, unknown>): void {
  for (const k of TOP) {
    w.bool(rest[k] !== undefined);
    if (rest[k] === undefined) continue;
    if (k === 'scorings') writeScorings(w, rest[k]);
    else writeValue(w, rest[k]);
  }
  writeValue(w, Object.fromEntries(Object.entries(rest).filter(([k]) => !TOP.includes(k))));
}
function readTop(r: BitReader, version: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of TOP) if (r.bool()) out[k] = k === 'scorings' && version >= 2 ? readScorings(r) : readValue(r);
  const more = readValue(r);
  if (!more || typeof more !== 'object' || Array.isArray(more)) throw new MalformedError('state is not a record');
  for (const [k, v] of Object.entries(more)) {
    if (k in out) throw new MalformedError(`field ${k} twice`);
    out[k] = v;
  }
  return out;
}

/** Runs a reader; whatever goes wrong in it comes out as MalformedError. */
function guarded<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof MalformedError) throw error;
    if (error instanceof TruncatedError) throw new MalformedError(`${what} ends early`);
    throw new MalformedError(`${what}: ${error instanceof Error ? error.message : 'unreadable'}`);
  }
}

export function encodeBelleEpoqueState<S extends BelleEpoqueState>(state: S): Uint8Array {
  const w = new BitWriter();
  w.varUint(CODEC_VERSION, 4);
  writeBoard(w, state.board);
  const { board: _b, powers, fleets, minorArmies, intrigue, events, reserve, setupLeft, dice, lastContest, ...rest } = state as BelleEpoqueState & { dice?: number[] };
  writeSheets(w, powers, CODEC_VERSION);
  writePieces(w, fleets, minorArmies);
  writePiles(w, [intrigue.deck, intrigue.discard, intrigue.played], INTRIGUE, POWER_IDS.flatMap((p) => powers[p].hand.intrigue));
  writePiles(w, [events.deck, events.discard, events.era2, events.era3], EVENTS, []);
  writeContest(w, lastContest);
  writeTotals(w, reserve, RESERVE_OWNERS);
  writeTotals(w, setupLeft, POWER_IDS);
  w.bool(!!dice);
  if (dice) {
    if (dice.length !== 4) throw new RangeError('dice');
    for (const x of dice) w.bits(x, 32);
  }
  writeTop(w, rest);
  return w.finish();
}

export function decodeBelleEpoqueState<S extends BelleEpoqueState>(bytes: Uint8Array): S {
  return guarded('state', () => {
    const r = new BitReader(bytes);
    const version = r.varUint(4);
    if (version !== 1 && version !== CODEC_VERSION) throw new MalformedError(`codec version ${version}`);
    const board = readBoard(r);
    const powers = readSheets(r, version);
    const { fleets, minorArmies } = readPieces(r, version);
    const v1 = version === 1;
    const hands = POWER_IDS.flatMap((p) => powers[p].hand.intrigue);
    const [deck, discard, played] = v1 ? [0, 1, 2].map(() => readCards(r, INTRIGUE)) : readPiles(r, 3, INTRIGUE, hands);
    const [eDeck, eDiscard, era2, era3] = v1 ? [0, 1, 2, 3].map(() => readCards(r, EVENTS)) : readPiles(r, 4, EVENTS, []);
    const lastContest = readContest(r);
    const reserve = readTotals(r, RESERVE_OWNERS, version);
    const setupLeft = readTotals(r, POWER_IDS, version);
    const dice = r.bool() ? [r.bits(32), r.bits(32), r.bits(32), r.bits(32)] : undefined;
    const parts = {
      board, powers, fleets, minorArmies, reserve, setupLeft, ...(dice ? { dice } : {}), ...(lastContest ? { lastContest } : {}),
      intrigue: { deck, discard, played }, events: { deck: eDeck, discard: eDiscard, era2, era3 },
    };
    const rest = readTop(r, version);
    if (r.remainingBits >= 8) throw new MalformedError('bytes after the state');
    const state = { ...rest, ...parts } as unknown as S;
    checkPlausible(state);
    return state;
  });
}

export function encodeBelleEpoqueAction(action: Action): Uint8Array {
  const w = new BitWriter();
  w.varUint(CODEC_VERSION, 4);
  writeValue(w, action);
  return w.finish();
}

export function decodeBelleEpoqueAction(bytes: Uint8Array): Action {
  return guarded('action', () => {
    const r = new BitReader(bytes);
    const version = r.varUint(4);
    // Actions are written alike in both versions.
    if (version !== 1 && version !== CODEC_VERSION) throw new MalformedError(`codec version ${version}`);
    const a = readValue(r) as Action;
    if (r.remainingBits >= 8) throw new MalformedError('bytes after the action');
    if (!a || typeof a !== 'object' || typeof (a as { kind?: unknown }).kind !== 'string') throw new MalformedError('not an action');
    return a;
  });
}

const nat = (v: unknown, max: number): boolean => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Refuses a state that could not come from play: unknown powers or cards, a card in two places, money or cubes out of range. */
export function checkPlausible(s: BelleEpoqueState & { dice?: unknown }): void {
  const bad = (why: string): never => {
    throw new MalformedError(`implausible state: ${why}`);
  };
  if (!['setup', 'actions', 'ended'].includes(s.phase)) bad('phase');
  if (!nat(s.turn, 9)) bad('turn');
  if (!Array.isArray(s.players) || ![2, 3, 4].includes(s.players.length) || !s.players.every(strings)) bad('players');
  const seated = s.players.flat();
  if (seated.length !== 4 || !POWER_IDS.every((p) => seated.includes(p))) bad('each power is held by one player');
  if (!strings(s.order) || !s.order.every((p) => POWER_IDS.includes(p as PowerId)) || !nat(s.current, Math.max(0, s.order.length - 1))) bad('turn order');
  if (!Array.isArray(s.dice) || s.dice.length !== 4 || !s.dice.every((x) => nat(x, 2 ** 32 - 1))) bad('dice');
  if (!s.powers || typeof s.powers !== 'object') bad('powers');
  const cards: string[] = [];
  for (const p of POWER_IDS) {
    const ps = s.powers[p];
    const power = d.powers.find((x) => x.id === p)!;
    if (!ps || !ps.armies || !ps.hand || !strings(ps.hand.intrigue) || !strings(ps.hand.national)) bad(`${p}'s sheet`);
    // Victory points may fall below zero: the final prestige track and objectives can take points away (10.2).
    if (!nat(ps.money, 999) || !nat(ps.embassy, 60) || !nat(Math.abs(ps.vp), 999) || !nat(ps.prestige, 99) || !nat(ps.armsCubes, 20)) bad(`${p}'s money, cubes or track`);
    const { reserve, arsenal, used } = ps.armies;
    if (![reserve, arsenal, used].every((n) => nat(n, power.armies.max)) || reserve + arsenal + used > power.armies.max) bad(`${p}'s armies`);
    if (ps.hand.national.some((c) => !d.nationalCards.some((n) => n.id === c && n.power === p))) bad(`${p}'s national cards`);
    cards.push(...ps.hand.intrigue);
  }
  if (!s.intrigue || !strings(s.intrigue.deck) || !strings(s.intrigue.discard) || !strings(s.intrigue.played)) bad('intrigue deck');
  cards.push(...s.intrigue.deck, ...s.intrigue.discard, ...s.intrigue.played);
  if (s.pending?.kind === 'keepIntrigue') cards.push(...s.pending.cards);
  if (cards.some((c) => !d.intrigueCards.some((x) => x.id === c))) bad('unknown intrigue card');
  if (new Set(cards).size !== cards.length) bad('an intrigue card in two places');
  if (!s.events || !strings(s.events.deck) || !strings(s.events.discard) || !strings(s.events.era2) || !strings(s.events.era3)) bad('event decks');
  const events = [...s.events.deck, ...s.events.discard, ...s.events.era2, ...s.events.era3];
  if (events.some((c) => !d.events.some((x) => x.id === c)) || new Set(events).size !== events.length) bad('event cards');
  if (!Array.isArray(s.fleets) || s.fleets.some((f) => !f || !fleetIds.includes(f.id))) bad('fleets');
  // The last word: the engine itself must be able to tell who acts and what they may do.
  try {
    if (actor(s)) legalActions(s);
  } catch {
    bad('the engine cannot read it');
  }
}

