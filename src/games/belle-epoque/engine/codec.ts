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
import type { LinkAction, SharedDice } from './link-dice';
import { countingRng, SHARE_BYTES, NONCE_BYTES } from './link-dice';
import { actor, checkAction } from './actions';
import { candidateActions } from './legal';
import { HIDDEN_CARD, type BelleEpoqueState, type ContestResult, type ContestSide, type Fleet, type MinorArmy, type PowerState, type Space } from './state';

const d = loadBelleEpoqueData();
/**
 * Version 2 writes the scorings in their own shape, each deck and the pieces as orderings, counters unsigned.
 * Version 3 writes a minor nation's cube against its own territory's owners, the turn's fields in their own
 * shapes, the shared dice (link-dice.ts) and, with them, no generator (unused). Version 4 (referee play,
 * hidden.ts) writes hidden hands and the intrigue deck as counts, a zero generator as none, and the sealed
 * secrets; a state with none of these is still written as version 3. Versions 1 to 3 still open.
 */
export const CODEC_VERSION = 4;
/** Actions did not change in version 4: still written as version 3. */
const ACTION_VERSION = 3;

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
/** Words of version 3, after the powers: older links never use these indexes, and the list's width stays 7 bits. */
const MORE_WORDS = ['roll', 'automaton', 'hands', 'secret', 'automatedReroll', 'result'];

const fleetIds = [...POWER_IDS.flatMap((p) => [1, 2, 3].map((k) => `${p}-fleet${k}`)), ...d.territories.flatMap((t) => (t.allianceBonus ?? []).flatMap((b) => (b.kind === 'fleet' ? [`${t.id}-fleet`] : b.kind === 'army' ? [`${t.id}-army`] : [])))];
const WORD_LIST = [...new Set([...WORDS, ...POWER_IDS, ...MORE_WORDS])];
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

/** Version 3: a space's base among none, arms, the powers and the minor nations whose home is this territory. */
const LOCAL_OWNERS = new Map(d.territories.map((t) => [t.id, [null, 'arms', ...POWER_IDS, ...d.minors.filter((m) => m.territory === t.id).map((m) => m.id)] as (string | null)[]]));

function writeBoard(w: BitWriter, board: Record<string, Space[]>, version: number): void {
  const local = version >= 3 && d.territories.every((t) => (board[t.id] ?? []).every((sp) => LOCAL_OWNERS.get(t.id)!.includes(sp.cube)));
  if (version >= 3) w.bool(local);
  for (const t of d.territories) {
    const owners = local ? LOCAL_OWNERS.get(t.id)! : OWNERS;
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
      const at = owners.indexOf(sp.cube);
      if (at < 0 || (sp.top && !POWER_IDS.includes(sp.top))) throw new RangeError(`cube ${sp.cube}`);
      w.choice(at, owners.length);
      if (tops) w.bool(!!sp.top);
      if (sp.top) w.choice(POWER_IDS.indexOf(sp.top), POWER_IDS.length);
    }
  }
}

function readBoard(r: BitReader, version: number): Record<string, Space[]> {
  const board: Record<string, Space[]> = {};
  const local = version >= 3 && r.bool();
  for (const t of d.territories) {
    const owners = local ? LOCAL_OWNERS.get(t.id)! : OWNERS;
    const tops = r.bool();
    const used = r.choice(t.spaces + 1);
    board[t.id] = Array.from({ length: t.spaces }, (_, i) => {
      if (i >= used) return { cube: null };
      const cube = owners[r.choice(owners.length)] as Space['cube'];
      return tops && r.bool() ? { cube, top: POWER_IDS[r.choice(POWER_IDS.length)] } : { cube };
    });
  }
  return board;
}

const INTRIGUE = d.intrigueCards.map((c) => c.id);
const NATIONAL = d.nationalCards.map((c) => c.id);
const EVENTS = d.events.map((c) => c.id);
const PIECES = [...fleetIds];
/** The order set-up lists the pieces in: the minor nations' (territory order), then the powers' fleets. */
const SETUP_ORDER = [...fleetIds.filter((id) => !POWER_IDS.some((p) => id.startsWith(`${p}-fleet`))), ...fleetIds.filter((id) => POWER_IDS.some((p) => id.startsWith(`${p}-fleet`)))];
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
  // Version 3: a total that is die plus modifier (8.7 i) is not written.
  const sums = [c.attacker, c.defender].every((x) => x.total === x.die + x.modifier);
  w.bool(sums);
  for (const side of [c.attacker, c.defender]) {
    w.choice(side.power === null ? 0 : POWER_IDS.indexOf(side.power) + 1, POWER_IDS.length + 1);
    for (const k of SIDE_NUMBERS) if (!sums || k !== 'total') writeInt(w, side[k]);
  }
}
function readContest(r: BitReader, version: number): unknown {
  if (!r.bool()) return undefined;
  if (!r.bool()) return readValue(r);
  const territory = TERRITORIES[r.choice(TERRITORIES.length)];
  const winner = WINNERS[r.choice(WINNERS.length)];
  const sums = version >= 3 && r.bool();
  const [attacker, defender] = [0, 1].map(() => {
    const at = r.choice(POWER_IDS.length + 1);
    const side: Record<string, number | string | null> = { power: at === 0 ? null : POWER_IDS[at - 1] };
    for (const k of SIDE_NUMBERS) side[k] = sums && k === 'total' ? (side['die'] as number) + (side['modifier'] as number) : readInt(r);
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
    // Version 3: pieces in the data's order are one presence bit each.
    const ordered = distinct && ids.every((id, i) => SETUP_ORDER.includes(id) && (i === 0 || SETUP_ORDER.indexOf(ids[i - 1]) < SETUP_ORDER.indexOf(id)));
    const left = [...PIECES];
    w.bool(ordered);
    if (ordered) for (const id of SETUP_ORDER) w.bool(ids.includes(id));
    else w.bool(distinct).varUint(list.length, 4);
    for (const x of list) {
      const { id, ...rest } = x as Fleet & MinorArmy;
      const at = left.indexOf(id);
      const writeId = () => void (ordered || w.choice(at, left.length));
      if ('where' in x) {
        const { where, exhausted: _e, ...own } = rest;
        if (at < 0 || !same(own, pieceTemplate(id)) || !WHERE.includes(where)) throw new RangeError(`fleet ${id}`);
        writeId();
        w.choice(WHERE.indexOf(where), WHERE.length).bool(x.exhausted);
      } else {
        const { used: _u, ...own } = rest;
        if (at < 0 || !same(own, pieceTemplate(id))) throw new RangeError(`army ${id}`);
        writeId();
        w.bool(x.used);
      }
      if (distinct) left.splice(at, 1);
    }
  }
}
function readPieces(r: BitReader, version: number): { fleets: Fleet[]; minorArmies: MinorArmy[] } {
  const readId = (left: string[], distinct: boolean | 'ordered') => {
    if (distinct === 'ordered') return left.shift()!;
    const at = r.choice(left.length);
    return distinct ? left.splice(at, 1)[0] : left[at];
  };
  const head = (what: string) => {
    if (version >= 3 && r.bool()) {
      const present = SETUP_ORDER.filter(() => r.bool());
      return { distinct: 'ordered' as const, n: present.length, left: present };
    }
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

const hidden = (cards: readonly string[]) => cards.length > 0 && cards.every((c) => c === HIDDEN_CARD);
/** Version 4: a hand of card backs (another power's, hidden.ts) is only its count. */
function writeHand(w: BitWriter, cards: readonly string[], pool: readonly string[], version: number): void {
  if (version >= 4) w.bool(hidden(cards));
  if (version >= 4 && hidden(cards)) w.varUint(cards.length, 4);
  else writeCards(w, cards, pool);
}
function readHand(r: BitReader, pool: readonly string[], version: number): string[] {
  if (version < 4 || !r.bool()) return readCards(r, pool);
  const n = r.varUint(4);
  if (n === 0 || n > pool.length) throw new MalformedError(`${n} hidden cards`);
  return Array.from({ length: n }, () => HIDDEN_CARD);
}

function writeSheets(w: BitWriter, powers: Record<PowerId, PowerState>, version: number): void {
  for (const p of POWER_IDS) {
    const ps = powers[p];
    if (Object.keys(ps).some((k) => !SHEET_KEYS.has(k))) throw new RangeError(`${p}'s sheet`);
    writeInts(w, [...SHEET_NUMBERS.map((k) => ps[k]), ps.armies.reserve, ps.armies.arsenal, ps.armies.used], version);
    for (const k of SHEET_FLAGS) w.bool(ps[k]);
    writeHand(w, ps.hand.intrigue, INTRIGUE, version);
    writeHand(w, ps.hand.national, NATIONAL, version);
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
    ps['hand'] = { intrigue: readHand(r, INTRIGUE, version), national: readHand(r, NATIONAL, version) };
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

/** A minor nation's cubes not on the board: its supply less its cubes on the board (3.1). */
function minorReserves(board: Record<string, Space[]>): Record<string, number> {
  const out = Object.fromEntries(d.minors.map((m) => [m.id, m.cubes]));
  for (const spaces of Object.values(board)) for (const sp of spaces) if (sp.cube !== null && sp.cube in out) out[sp.cube] -= 1;
  return out;
}

/** Version 3: the general reserve, the minor nations' counts left out when they follow from the board. */
function writeReserve(w: BitWriter, reserve: Record<string, number>, board: Record<string, Space[]>): void {
  const minors = minorReserves(board);
  const follows = d.minors.every((m) => reserve[m.id] === minors[m.id]);
  w.bool(follows);
  if (!follows) return writeTotals(w, reserve, RESERVE_OWNERS);
  if (Object.keys(reserve).length !== RESERVE_OWNERS.length) throw new RangeError('reserve');
  writeInts(w, POWER_IDS.map((p) => reserve[p]), CODEC_VERSION);
}
function readReserve(r: BitReader, board: Record<string, Space[]>): Record<string, number> {
  if (!r.bool()) return readTotals(r, RESERVE_OWNERS, CODEC_VERSION);
  const ns = readInts(r, POWER_IDS.length, CODEC_VERSION);
  const minors = minorReserves(board);
  return Object.fromEntries(RESERVE_OWNERS.map((k) => [k, POWER_IDS.includes(k as PowerId) ? ns[POWER_IDS.indexOf(k as PowerId)] : minors[k]]));
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

/** Version 3: the turn's fields in their own shapes, each behind one bit saying it fits (else the plain value). */
interface Typed { fits(v: unknown): boolean; write(w: BitWriter, v: never): void; read(r: BitReader): unknown }
const isPowerId = (v: unknown): v is PowerId => typeof v === 'string' && (POWER_IDS as readonly string[]).includes(v);
const powerList = (v: unknown): v is PowerId[] => Array.isArray(v) && v.length < 16 && v.every(isPowerId);
const writePowers = (w: BitWriter, v: PowerId[]) => {
  w.varUint(v.length, 2);
  for (const p of v) w.choice(POWER_IDS.indexOf(p), POWER_IDS.length);
};
const readPowers = (r: BitReader): PowerId[] => {
  const n = r.varUint(2);
  if (n > 15) throw new MalformedError(`${n} powers`);
  return Array.from({ length: n }, () => POWER_IDS[r.choice(POWER_IDS.length)]);
};
const PHASES = ['setup', 'actions', 'ended'];
const ROUND_KEYS = ['buy', 'mission', 'greatWork', 'invest', 'prestige', 'card', 'contest', 'deploy', 'sellArms', 'pass', 'automaton'];
const pick = (list: readonly string[]): Typed => ({
  fits: (v) => typeof v === 'string' && list.includes(v),
  write: (w, v: string) => void w.choice(list.indexOf(v), list.length),
  read: (r) => list[r.choice(list.length)],
});
const listOf = (list: readonly string[]): Typed => ({
  fits: (v) => Array.isArray(v) && v.length < 64 && v.every((x) => typeof x === 'string' && list.includes(x)),
  write: (w, v: string[]) => {
    w.varUint(v.length, 2);
    for (const x of v) w.choice(list.indexOf(x), list.length);
  },
  read: (r) => {
    const n = r.varUint(2);
    if (n >= 64) throw new MalformedError(`list of ${n}`);
    return Array.from({ length: n }, () => list[r.choice(list.length)]);
  },
});
const small: Typed = { fits: (v) => nat(v, 2 ** 20), write: (w, v: number) => void w.varUint(v, 3), read: (r) => r.varUint(3) };
/** A contest in progress (8.7 a-j) in its own shape; keepIntrigue and targetChoice stay plain values (rare). */
const CONTEST_KEYS = ['territory', 'space', 'attacker', 'defender', 'step', 'attackerFleets', 'defenderFleets', 'defenderArmies', 'attackerArmies'];
const OPTIONAL_KEYS = ['rolled', 'rerollBy', 'rerolled'];
const STEPS = ['defender', 'attackerArmies', 'reroll'];
const armiesFit = (a: unknown) => !!a && typeof a === 'object' && Object.keys(a).length === 2 && nat((a as { power: unknown }).power, 63) && listOf(PIECES).fits((a as { minor: unknown }).minor);
const pendingContest: Typed = {
  fits: (v) => {
    if (!v || typeof v !== 'object' || (v as { kind?: unknown }).kind !== 'contest' || Object.keys(v).length !== 2) return false;
    const c = (v as { contest: Record<string, unknown> }).contest;
    if (!c || typeof c !== 'object') return false;
    const keys = Object.keys(c).filter((k) => c[k] !== undefined);
    return CONTEST_KEYS.every((k) => keys.includes(k)) && keys.every((k) => CONTEST_KEYS.includes(k) || OPTIONAL_KEYS.includes(k)) &&
      TERRITORIES.includes(c['territory'] as string) && nat(c['space'], 7) && isPowerId(c['attacker']) && (c['defender'] === null || isPowerId(c['defender'])) &&
      STEPS.includes(c['step'] as string) && listOf(PIECES).fits(c['attackerFleets']) && listOf(PIECES).fits(c['defenderFleets']) &&
      armiesFit(c['defenderArmies']) && armiesFit(c['attackerArmies']) && (c['rerollBy'] === undefined || isPowerId(c['rerollBy'])) &&
      (c['rerolled'] === undefined || powerList(c['rerolled']));
  },
  write: (w, v: { contest: Record<string, unknown> }) => {
    const c = v.contest;
    w.choice(TERRITORIES.indexOf(c['territory'] as string), TERRITORIES.length).bits(c['space'] as number, 3);
    TYPED['balkanWars'].write(w, c['attacker'] as never);
    TYPED['balkanWars'].write(w, c['defender'] as never);
    w.choice(STEPS.indexOf(c['step'] as string), STEPS.length);
    for (const k of ['attackerFleets', 'defenderFleets']) listOf(PIECES).write(w, c[k] as never);
    for (const k of ['defenderArmies', 'attackerArmies']) {
      const a = c[k] as { power: number; minor: string[] };
      w.varUint(a.power, 2);
      listOf(PIECES).write(w, a.minor as never);
    }
    writeContest(w, c['rolled'] as ContestResult | undefined);
    w.bool(c['rerollBy'] !== undefined);
    if (c['rerollBy'] !== undefined) TYPED['balkanWars'].write(w, c['rerollBy'] as never);
    w.bool(c['rerolled'] !== undefined);
    if (c['rerolled'] !== undefined) writePowers(w, c['rerolled'] as PowerId[]);
  },
  read: (r) => {
    const c: Record<string, unknown> = { territory: TERRITORIES[r.choice(TERRITORIES.length)], space: r.bits(3) };
    c['attacker'] = TYPED['balkanWars'].read(r);
    c['defender'] = TYPED['balkanWars'].read(r);
    if (c['attacker'] === null) throw new MalformedError('contest without an attacker');
    c['step'] = STEPS[r.choice(STEPS.length)];
    for (const k of ['attackerFleets', 'defenderFleets']) c[k] = listOf(PIECES).read(r);
    for (const k of ['defenderArmies', 'attackerArmies']) c[k] = { power: r.varUint(2), minor: listOf(PIECES).read(r) };
    const rolled = readContest(r, CODEC_VERSION);
    if (rolled) c['rolled'] = rolled;
    if (r.bool()) c['rerollBy'] = TYPED['balkanWars'].read(r);
    if (r.bool()) c['rerolled'] = readPowers(r);
    return { kind: 'contest', contest: c };
  },
};
const TYPED: Record<string, Typed> = {
  players: {
    fits: (v) => Array.isArray(v) && v.length >= 1 && v.length <= 4 && v.every(powerList),
    write: (w, v: PowerId[][]) => {
      w.choice(v.length - 1, 4);
      for (const g of v) writePowers(w, g);
    },
    read: (r) => Array.from({ length: r.choice(4) + 1 }, () => readPowers(r)),
  },
  promo: { fits: (v) => typeof v === 'boolean', write: (w, v: boolean) => void w.bool(v), read: (r) => r.bool() },
  phase: pick(PHASES),
  turn: small,
  current: small,
  order: { fits: powerList, write: writePowers, read: readPowers },
  nextOrder: { fits: powerList, write: writePowers, read: readPowers },
  marked: { fits: powerList, write: writePowers, read: readPowers },
  markerCubes: { fits: powerList, write: writePowers, read: readPowers },
  roundActions: listOf(ROUND_KEYS),
  setupRound: listOf(TERRITORIES),
  lastEvents: listOf(EVENTS),
  balkanWars: {
    fits: (v) => v === null || isPowerId(v),
    write: (w, v: PowerId | null) => void w.choice(v === null ? 0 : POWER_IDS.indexOf(v) + 1, POWER_IDS.length + 1),
    read: (r) => { const at = r.choice(POWER_IDS.length + 1); return at === 0 ? null : POWER_IDS[at - 1]; },
  },
  pending: pendingContest,
  blocked: {
    fits: (v) => Array.isArray(v) && v.length < 64 && v.every((b) => b && typeof b === 'object' && Object.keys(b).length === 2 && TERRITORIES.includes(b.territory) && isPowerId(b.by)),
    write: (w, v: { territory: string; by: PowerId }[]) => {
      w.varUint(v.length, 2);
      for (const b of v) w.choice(TERRITORIES.indexOf(b.territory), TERRITORIES.length).choice(POWER_IDS.indexOf(b.by), POWER_IDS.length);
    },
    read: (r) => {
      const n = r.varUint(2);
      if (n >= 64) throw new MalformedError(`${n} blocked`);
      return Array.from({ length: n }, () => ({ territory: TERRITORIES[r.choice(TERRITORIES.length)], by: POWER_IDS[r.choice(POWER_IDS.length)] }));
    },
  },
};

function writeTop(w: BitWriter, rest: Record<string, unknown>): void {
  for (const k of TOP) {
    w.bool(rest[k] !== undefined);
    if (rest[k] === undefined) continue;
    const typed = TYPED[k];
    if (typed) {
      const fits = typed.fits(rest[k]);
      w.bool(fits);
      if (fits) {
        typed.write(w, rest[k] as never);
        continue;
      }
    }
    if (k === 'scorings') writeScorings(w, rest[k]);
    else writeValue(w, rest[k]);
  }
  writeValue(w, Object.fromEntries(Object.entries(rest).filter(([k]) => !TOP.includes(k))));
}
function readTop(r: BitReader, version: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of TOP) {
    if (!r.bool()) continue;
    const typed = version >= 3 ? TYPED[k] : undefined;
    if (typed && r.bool()) out[k] = typed.read(r);
    else out[k] = k === 'scorings' && version >= 2 ? readScorings(r) : readValue(r);
  }
  const more = readValue(r);
  if (!more || typeof more !== 'object' || Array.isArray(more)) throw new MalformedError('state is not a record');
  for (const [k, v] of Object.entries(more)) {
    if (k in out) throw new MalformedError(`field ${k} twice`);
    out[k] = v;
  }
  return out;
}

const writeHex = (w: BitWriter, hex: string, bytes: number) => {
  if (!new RegExp(`^[0-9a-f]{${2 * bytes}}$`).test(hex)) throw new RangeError('hex');
  for (let i = 0; i < bytes; i++) w.bits(parseInt(hex.slice(2 * i, 2 * i + 2), 16), 8);
};
const readHex = (r: BitReader, bytes: number) => Array.from({ length: bytes }, () => r.bits(8).toString(16).padStart(2, '0')).join('');

/** Version 3: the shared dice, heads and nonce as raw bytes. */
function writeShared(w: BitWriter, shared: SharedDice | undefined): void {
  w.bool(!!shared);
  if (!shared) return;
  if (shared.heads.length < 1 || shared.heads.length > 2) throw new RangeError('heads');
  w.choice(shared.heads.length - 1, 2);
  for (const h of shared.heads) {
    w.bool(h !== null);
    if (h !== null) writeHex(w, h, SHARE_BYTES);
  }
  const x = shared.declared;
  w.bool(!!x);
  if (!x) return;
  if (!isPowerId(x.power) || !isPowerId(x.roller)) throw new RangeError('declared');
  w.choice(POWER_IDS.indexOf(x.power), POWER_IDS.length).choice(POWER_IDS.indexOf(x.roller), POWER_IDS.length);
  writeHex(w, x.nonce, NONCE_BYTES);
  writeValue(w, x.action);
}
function readShared(r: BitReader): SharedDice | undefined {
  if (!r.bool()) return undefined;
  const heads = Array.from({ length: r.choice(2) + 1 }, () => (r.bool() ? readHex(r, SHARE_BYTES) : null));
  if (!r.bool()) return { heads, declared: null };
  const power = POWER_IDS[r.choice(POWER_IDS.length)];
  const roller = POWER_IDS[r.choice(POWER_IDS.length)];
  const nonce = readHex(r, NONCE_BYTES);
  const action = readValue(r);
  if (!action || typeof action !== 'object' || typeof (action as { kind?: unknown }).kind !== 'string') throw new MalformedError('declared action');
  return { heads, declared: { power, roller, nonce, action: action as Action } };
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

/** Whether a state needs version 4: secret hands, cards hidden, or sealed secrets. */
function needsVersion4(s: BelleEpoqueState): boolean {
  const cards = [...POWER_IDS.flatMap((p) => [...s.powers[p].hand.intrigue, ...s.powers[p].hand.national]), ...s.intrigue.deck, ...(s.pending?.kind === 'keepIntrigue' ? s.pending.cards : [])];
  return s.hands !== undefined || s.sealed !== undefined || cards.includes(HIDDEN_CARD);
}

const knownCards = (cards: readonly string[]) => cards.filter((c) => c !== HIDDEN_CARD);
const MAX_SEALED = 4096;

export function encodeBelleEpoqueState<S extends BelleEpoqueState>(state: S): Uint8Array {
  const w = new BitWriter();
  const version = needsVersion4(state) ? 4 : 3;
  w.varUint(version, 4);
  writeBoard(w, state.board, version);
  const { board: _b, powers, fleets, minorArmies, intrigue, events, reserve, setupLeft, dice: stateDice, shared, lastContest, sealed, ...rest } = state as BelleEpoqueState & { dice?: number[]; shared?: SharedDice };
  // With shared dice no generator continues (link-dice.ts): none is written; version 4 writes a zero one as none.
  const dice = shared || (version >= 4 && stateDice?.every((x) => x === 0)) ? undefined : stateDice;
  writeSheets(w, powers, version);
  writePieces(w, fleets, minorArmies);
  const taken = knownCards(POWER_IDS.flatMap((p) => powers[p].hand.intrigue));
  if (version >= 4) w.bool(hidden(intrigue.deck));
  if (version >= 4 && hidden(intrigue.deck)) {
    w.varUint(intrigue.deck.length, 4);
    writePiles(w, [intrigue.discard, intrigue.played], INTRIGUE, taken);
  } else writePiles(w, [intrigue.deck, intrigue.discard, intrigue.played], INTRIGUE, taken);
  writePiles(w, [events.deck, events.discard, events.era2, events.era3], EVENTS, []);
  writeContest(w, lastContest);
  writeReserve(w, reserve, state.board);
  writeTotals(w, setupLeft, POWER_IDS);
  w.bool(!!dice);
  if (dice) {
    if (dice.length !== 4) throw new RangeError('dice');
    for (const x of dice) w.bits(x, 32);
  }
  writeShared(w, shared);
  if (version >= 4) {
    w.bool(!!sealed);
    if (sealed) {
      if (sealed.length > MAX_SEALED) throw new RangeError('sealed');
      w.varUint(sealed.length, 7).rawBytes(sealed);
    }
  }
  writeTop(w, rest);
  return w.finish();
}

export function decodeBelleEpoqueState<S extends BelleEpoqueState>(bytes: Uint8Array): S {
  return guarded('state', () => {
    const r = new BitReader(bytes);
    const version = r.varUint(4);
    if (version < 1 || version > CODEC_VERSION) throw new MalformedError(`codec version ${version}`);
    const board = readBoard(r, version);
    const powers = readSheets(r, version);
    const { fleets, minorArmies } = readPieces(r, version);
    const v1 = version === 1;
    const hands = knownCards(POWER_IDS.flatMap((p) => powers[p].hand.intrigue));
    const backs = version >= 4 && r.bool() ? r.varUint(4) : -1;
    if (backs === 0 || backs > INTRIGUE.length) throw new MalformedError(`${backs} hidden intrigue cards`);
    const [deck, discard, played] = v1 ? [0, 1, 2].map(() => readCards(r, INTRIGUE))
      : backs > 0 ? [Array.from({ length: backs }, () => HIDDEN_CARD), ...readPiles(r, 2, INTRIGUE, hands)] : readPiles(r, 3, INTRIGUE, hands);
    const [eDeck, eDiscard, era2, era3] = v1 ? [0, 1, 2, 3].map(() => readCards(r, EVENTS)) : readPiles(r, 4, EVENTS, []);
    const lastContest = readContest(r, version);
    const reserve = version >= 3 ? readReserve(r, board) : readTotals(r, RESERVE_OWNERS, version);
    const setupLeft = readTotals(r, POWER_IDS, version);
    const written = r.bool() ? [r.bits(32), r.bits(32), r.bits(32), r.bits(32)] : undefined;
    const shared = version >= 3 ? readShared(r) : undefined;
    const dice = written ?? (shared || version >= 4 ? [0, 0, 0, 0] : undefined);
    let sealed: Uint8Array | undefined;
    if (version >= 4 && r.bool()) {
      const n = r.varUint(7);
      if (n > MAX_SEALED) throw new MalformedError(`${n} sealed bytes`);
      sealed = r.rawBytes(n);
    }
    const parts = {
      board, powers, fleets, minorArmies, reserve, setupLeft, ...(dice ? { dice } : {}), ...(shared ? { shared } : {}), ...(lastContest ? { lastContest } : {}), ...(sealed ? { sealed } : {}),
      intrigue: { deck, discard, played }, events: { deck: eDeck, discard: eDiscard, era2, era3 },
    };
    const rest = readTop(r, version);
    if (r.remainingBits >= 8) throw new MalformedError('bytes after the state');
    const state = { ...rest, ...parts } as unknown as S;
    checkPlausible(state);
    return state;
  });
}

/** An action; version 3 writes link play's nonce, share and head as raw bytes after it. */
export function encodeBelleEpoqueAction(action: LinkAction): Uint8Array {
  const w = new BitWriter();
  w.varUint(ACTION_VERSION, 4);
  const { nonce, share, head, ...rest } = action;
  writeValue(w, rest);
  for (const [hex, bytes] of [[nonce, NONCE_BYTES], [share, SHARE_BYTES], [head, SHARE_BYTES]] as const) {
    w.bool(hex !== undefined);
    if (hex !== undefined) writeHex(w, hex, bytes);
  }
  return w.finish();
}

export function decodeBelleEpoqueAction(bytes: Uint8Array): LinkAction {
  return guarded('action', () => {
    const r = new BitReader(bytes);
    const version = r.varUint(4);
    if (version < 1 || version > CODEC_VERSION) throw new MalformedError(`codec version ${version}`);
    const a = readValue(r) as LinkAction;
    if (!a || typeof a !== 'object' || typeof (a as { kind?: unknown }).kind !== 'string') throw new MalformedError('not an action');
    if (version >= 3) {
      if (r.bool()) a.nonce = readHex(r, NONCE_BYTES);
      if (r.bool()) a.share = readHex(r, SHARE_BYTES);
      if (r.bool()) a.head = readHex(r, SHARE_BYTES);
    }
    if (r.remainingBits >= 8) throw new MalformedError('bytes after the action');
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
  const shared = (s as { shared?: SharedDice }).shared;
  if (shared && (shared.heads.length !== Math.min(2, s.players.length) || (shared.declared && !seated.includes(shared.declared.roller)))) bad('shared dice');
  // A declared action waits for its roll: it must be one the rules allow its power now (checked without dice).
  if (shared?.declared) {
    try {
      if (checkAction(s, shared.declared.power, shared.declared.action, countingRng())) bad('declared action refused by the rules');
    } catch (error) {
      if (error instanceof MalformedError) throw error;
      bad('declared action unreadable');
    }
  }
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
    if (ps.hand.national.some((c) => c !== HIDDEN_CARD && !d.nationalCards.some((n) => n.id === c && n.power === p))) bad(`${p}'s national cards`);
    cards.push(...ps.hand.intrigue);
  }
  if (!s.intrigue || !strings(s.intrigue.deck) || !strings(s.intrigue.discard) || !strings(s.intrigue.played)) bad('intrigue deck');
  cards.push(...s.intrigue.deck, ...s.intrigue.discard, ...s.intrigue.played);
  if (s.pending?.kind === 'keepIntrigue') cards.push(...s.pending.cards);
  // Card backs (hidden.ts) stand for cards only their holder sees.
  const known = knownCards(cards);
  if (known.some((c) => !d.intrigueCards.some((x) => x.id === c))) bad('unknown intrigue card');
  if (new Set(known).size !== known.length) bad('an intrigue card in two places');
  if (cards.length > INTRIGUE.length) bad('too many intrigue cards');
  if (s.hands !== undefined && s.hands !== 'secret') bad('hands option');
  if (!s.events || !strings(s.events.deck) || !strings(s.events.discard) || !strings(s.events.era2) || !strings(s.events.era3)) bad('event decks');
  const events = [...s.events.deck, ...s.events.discard, ...s.events.era2, ...s.events.era3];
  if (events.some((c) => !d.events.some((x) => x.id === c)) || new Set(events).size !== events.length) bad('event cards');
  if (!Array.isArray(s.fleets) || s.fleets.some((f) => !f || !fleetIds.includes(f.id))) bad('fleets');
  // The last word: the engine itself must be able to tell who acts and what they may do. Each kind of
  // candidate is tried once, not every candidate: the full list cost a step tens of milliseconds, and
  // any single action is checked again by validate when it is played.
  try {
    if (actor(s)) {
      const kinds = new Set<string>();
      for (const a of candidateActions(s)) if (!kinds.has(a.kind)) kinds.add(a.kind), checkAction(s, actor(s)!, a);
    }
  } catch {
    bad('the engine cannot read it');
  }
}

