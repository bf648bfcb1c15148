/**
 * Reading and writing orders in the English notation (seed 000: "A Bur S A
 * Tyr-Mun", "F Nth C A Lon-Bel") and the Italian one (seed 001: "A Ven - Tri",
 * "A Bur APP A Tir - Mon", "F Man TRA A Lon - Pic", "A Kie XXX",
 * "F Mne - Bui (Ce)"). The parser checks words, places and coasts only;
 * whether an order is legal on the board is the adjudicator's business.
 */
import type { PowerId } from '../../../platform/game';
import type { GameMap, Loc, Order, PhaseType, ProvinceId, UnitRef, UnitType } from './types';
import {
  BARE_COAST_WORDS,
  COAST_WORDS,
  KEYWORDS,
  PRINTED_COAST,
  PRINTED_KEYWORD,
  PRINTED_VIA_CONVOY,
  UNIT_WORDS,
  VIA_CONVOY,
  type Keyword,
  type Notation,
} from './order-words';
import { lexiconOf, normalizePhrase, resolvePlace, type Lexicon } from './lexicon';

export type { Notation } from './order-words';

export type ParseError =
  | { code: 'empty' }
  | { code: 'unknown-place'; token: string }
  | { code: 'ambiguous-place'; token: string; candidates: Loc[] }
  | { code: 'unknown-coast'; token: string; province: ProvinceId }
  | { code: 'unknown-power'; token: string }
  | { code: 'missing-place'; after: string }
  | { code: 'missing-unit-type' }
  | { code: 'unknown-order'; token: string }
  | { code: 'convoy-needs-army' }
  | { code: 'trailing-text'; token: string };

export interface ParseContext {
  /** Power giving the order when the text has no "Power:" prefix. */
  power?: PowerId;
  /** In a retreat phase "A Mun - Boh" is a retreat. */
  phase?: PhaseType;
  /** Notation preferred when a word means different places in the two notations. */
  notation?: Notation;
}

export type ParseResult = { ok: true; order: Order; power?: PowerId; unitName?: string } | { ok: false; error: ParseError };

const KEYWORD_OF = new Map<string, Keyword>();
for (const [keyword, words] of Object.entries(KEYWORDS) as [Keyword, readonly string[]][]) {
  for (const word of words) KEYWORD_OF.set(word, keyword);
}
const UNIT_TYPE_OF = new Map<string, UnitType>();
for (const type of ['A', 'F'] as const) for (const word of UNIT_WORDS[type]) UNIT_TYPE_OF.set(word, type);
const COAST_OF = new Map<string, string>();
for (const [coast, words] of Object.entries(COAST_WORDS)) for (const word of words) COAST_OF.set(word, coast);
const MAX_COAST_WORDS = Math.max(...[...COAST_OF.keys()].map((w) => w.split(' ').length));

class Failure extends Error {
  constructor(readonly parseError: ParseError) {
    super(parseError.code);
  }
}
const fail = (error: ParseError): never => {
  throw new Failure(error);
};

/** Splits normalized text into words and the symbols - / ( ) : */
function tokenize(text: string, lexicon: Lexicon): string[] {
  let s = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/->|=>|→|⇒|>/g, ' - ')
    // En and em dashes, minus, and the hyphen and non-breaking hyphen (U+2010,
    // U+2011) that seed 001's text uses in every move ("A Ven ‑ Tri").
    .replace(/[\u2010\u2011\u2012–—−]/g, '-')
    .replace(/_/g, '/')
    .replace(/[.,;'’]/g, ' ');
  // "Mid-Atlantic", "Austria-Ungheria": a hyphen inside a known name is not a move.
  for (const word of lexicon.hyphenated) {
    s = s.replace(new RegExp(`(^|[^a-z])${word}(?![a-z])`, 'g'), (_m, lead: string) => lead + word.replace(/-/g, ' '));
  }
  return s.match(/[a-z0-9]+|[-/():]/g) ?? [];
}

class Parser {
  private pos = 0;

  constructor(
    private readonly tokens: string[],
    private readonly map: GameMap,
    private readonly lexicon: Lexicon,
    private readonly notation: Notation | undefined,
  ) {}

  get done(): boolean {
    return this.pos >= this.tokens.length;
  }
  peek(offset = 0): string | undefined {
    return this.tokens[this.pos + offset];
  }
  next(): string | undefined {
    return this.tokens[this.pos++];
  }
  keywordAt(offset = 0): Keyword | undefined {
    const token = this.peek(offset);
    return token === undefined ? undefined : KEYWORD_OF.get(token);
  }
  accept(token: string): boolean {
    if (this.peek() !== token) return false;
    this.pos++;
    return true;
  }
  expectEnd(): void {
    if (!this.done) fail({ code: 'trailing-text', token: this.tokens.slice(this.pos).join(' ') });
  }

  /** "Power:" at the start of the line (DATC "ENG: F nth -> pic", seed "Austria/Ungheria:"). */
  powerPrefix(): PowerId | undefined {
    const colon = this.tokens.indexOf(':');
    if (colon < 0) return undefined;
    const words = this.tokens.slice(0, colon).filter((t) => t !== '/' && t !== '-');
    const phrase = words.join(' ');
    const power = this.lexicon.powers.get(phrase);
    if (!power) fail({ code: 'unknown-power', token: phrase });
    this.pos = colon + 1;
    return power;
  }

  unitType(): UnitType | undefined {
    const token = this.peek();
    const type = token === undefined ? undefined : UNIT_TYPE_OF.get(token);
    if (type) this.pos++;
    return type;
  }

  /** Longest phrase at the cursor naming a place, or undefined (cursor unchanged). */
  private placePhrase(): { loc: Loc; phrase: string } | 'ambiguous' | undefined {
    for (let n = Math.min(this.lexicon.maxWords, this.tokens.length - this.pos); n >= 1; n--) {
      const words = this.tokens.slice(this.pos, this.pos + n);
      if (words.some((w) => !/^[a-z0-9]+$/.test(w))) continue;
      const phrase = words.join(' ');
      const found = resolvePlace(this.lexicon, phrase, this.notation);
      if (found.kind === 'none') continue;
      if (found.kind === 'ambiguous') fail({ code: 'ambiguous-place', token: phrase, candidates: found.candidates });
      if (found.kind === 'found') {
        this.pos += n;
        return { loc: found.loc, phrase };
      }
    }
    return undefined;
  }

  /** A place with an optional coast: "stp/sc", "stp(sc)", "Bui (Ce)", "spa nc". */
  location(after: string): Loc {
    const start = this.peek();
    const found = this.placePhrase();
    if (found === undefined || found === 'ambiguous') {
      if (start === undefined || !/^[a-z0-9]+$/.test(start)) fail({ code: 'missing-place', after });
      return fail({ code: 'unknown-place', token: start! });
    }
    const province = this.map.provinceOf(found.loc);
    const coast = this.coastSuffix(province);
    return coast === undefined ? found.loc : `${province}/${coast}`;
  }

  private coastSuffix(province: ProvinceId): string | undefined {
    let word: string | undefined;
    if (this.peek() === '/' || this.peek() === '(') {
      const closing = this.peek() === '(';
      const save = this.pos;
      this.pos++;
      word = this.coastWords();
      if (word === undefined) {
        this.pos = save; // "(Turca)" after a place is not a coast
        return undefined;
      }
      if (closing && !this.accept(')')) fail({ code: 'unknown-coast', token: word, province });
    } else if (this.peek() !== undefined && BARE_COAST_WORDS.has(this.peek()!)) {
      word = this.next();
    } else {
      return undefined;
    }
    const coast = COAST_OF.get(word!)!;
    const coasts = this.map.province(province)?.coasts ?? [];
    if (!coasts.includes(coast)) fail({ code: 'unknown-coast', token: word!, province });
    return coast;
  }

  private coastWords(): string | undefined {
    for (let n = MAX_COAST_WORDS; n >= 1; n--) {
      const phrase = this.tokens.slice(this.pos, this.pos + n).join(' ');
      if (COAST_OF.has(phrase)) {
        this.pos += n;
        return phrase;
      }
    }
    return undefined;
  }

  /**
   * A power named before a supported or convoyed unit: "RUSSIAN A War",
   * "(Inglese) A Lon", "Turk. A Bul". A word that is also a place ("eng")
   * counts as a power only before a unit letter or in brackets.
   */
  foreignPower(): PowerId | undefined {
    if (this.peek() === '(') {
      const close = this.tokens.indexOf(')', this.pos);
      if (close < 0) return undefined;
      const phrase = this.tokens.slice(this.pos + 1, close).join(' ');
      const power = this.lexicon.powers.get(phrase);
      if (power === undefined) return undefined;
      this.pos = close + 1;
      return power;
    }
    for (let n = Math.min(this.lexicon.maxWords, this.tokens.length - this.pos); n >= 1; n--) {
      const phrase = this.tokens.slice(this.pos, this.pos + n).join(' ');
      const power = this.lexicon.powers.get(phrase);
      if (power === undefined) continue;
      const following = this.tokens[this.pos + n];
      const beforeUnit = following !== undefined && UNIT_TYPE_OF.has(following);
      const alsoPlace = resolvePlace(this.lexicon, phrase, this.notation).kind !== 'none';
      if (beforeUnit || following === '(' || !alsoPlace) {
        this.pos += n;
        return power;
      }
    }
    return undefined;
  }

  /** The unit an order is about, or a supported/convoyed unit. */
  unitRef(after: string): { unit: UnitRef; power?: PowerId; name?: string } {
    let power = this.foreignPower();
    const type = this.unitType();
    power = this.foreignPower() ?? power;
    const name = type ? this.unitName() : undefined;
    const loc = this.location(after);
    const unit = withType(type === 'A' ? this.map.provinceOf(loc) : loc, type);
    return name === undefined ? { unit, power } : { unit, power, name };
  }

  /**
   * A unit's name in brackets before its place, when it names neither a power
   * nor a place (seed 003: "A (stella rossa) buc - cos"). The place still says
   * which unit is meant; the name is kept for the reader.
   */
  unitName(): string | undefined {
    if (this.peek() !== '(') return undefined;
    const close = this.tokens.indexOf(')', this.pos);
    if (close < 0 || close === this.pos + 1) return undefined;
    const words = this.tokens.slice(this.pos + 1, close);
    if (words.some((w) => !/^[a-z0-9]+$/.test(w))) return undefined;
    this.pos = close + 1;
    return words.join(' ');
  }

  moveArrow(): boolean {
    if (this.accept('-')) return true;
    if (this.keywordAt() === 'move') {
      this.pos++;
      return true;
    }
    return false;
  }

  viaConvoy(): boolean {
    for (const words of VIA_CONVOY) {
      if (words.every((w, i) => this.peek(i) === w)) {
        this.pos += words.length;
        return true;
      }
    }
    return false;
  }
}

function withType(loc: Loc, type: UnitType | undefined): UnitRef {
  return type ? { type, loc } : { loc };
}

/** The order, and the power if the line named one before the unit ("Russia A War H"), and the unit's name if given. */
function parseBody(p: Parser, map: GameMap, ctx: ParseContext): { order: Order; power?: PowerId; unitName?: string } {
  const head: { power?: PowerId; name?: string } = {};
  const order = parseOrderBody(p, map, ctx, head);
  return { order, ...(head.power === undefined ? {} : { power: head.power }), ...(head.name === undefined ? {} : { unitName: head.name }) };
}

function parseOrderBody(p: Parser, map: GameMap, ctx: ParseContext, head: { power?: PowerId; name?: string }): Order {
  const first = p.keywordAt();
  if (first === 'waive') {
    p.next();
    p.expectEnd();
    return { kind: 'waive' };
  }
  if (first === 'build') {
    const word = p.next()!;
    const type = p.unitType();
    if (!type) fail({ code: 'missing-unit-type' });
    const loc = p.location(word);
    p.expectEnd();
    return { kind: 'build', unitType: type!, loc: type === 'A' ? map.provinceOf(loc) : loc };
  }
  if (first === 'disband' && p.peek(1) !== undefined) {
    const word = p.next()!;
    const { unit } = p.unitRef(word);
    p.expectEnd();
    return { kind: 'disband', unit };
  }

  const { unit, power, name } = p.unitRef('');
  head.power = power;
  head.name = name;
  // A unit named with no order holds (seed 001 "Interpretazione degli Ordini");
  // this also reads DATC start positions such as "ENG: F lon".
  if (p.done) return { kind: 'hold', unit };
  if (p.moveArrow()) {
    // A coast is kept as written, even on an army: the adjudicator ignores it
    // there (seed 000 VII.3.b: coasts concern fleets only) or, taking orders
    // literally, rejects it (DATC 6.B.12).
    const to = p.location('-');
    if (ctx.phase === 'retreat') {
      p.expectEnd();
      return { kind: 'retreat', unit, to };
    }
    const viaConvoy = p.viaConvoy();
    p.expectEnd();
    return viaConvoy ? { kind: 'move', unit, to, viaConvoy } : { kind: 'move', unit, to };
  }
  const word = p.next()!;
  switch (KEYWORD_OF.get(word)) {
    case 'hold':
      p.expectEnd();
      return { kind: 'hold', unit };
    case 'retreat': {
      p.moveArrow();
      const to = p.location(word);
      p.expectEnd();
      return { kind: 'retreat', unit, to };
    }
    case 'disband':
      p.expectEnd();
      return { kind: 'disband', unit };
    case 'build':
      // DATC style "A ber build", "F stp(nc) build".
      p.expectEnd();
      if (!unit.type) fail({ code: 'missing-unit-type' });
      return { kind: 'build', unitType: unit.type!, loc: unit.loc };
    case 'support': {
      const supported = p.unitRef(word);
      // The coast of a supported move is kept as written (DATC 6.B.9).
      let to: Loc | undefined;
      if (p.moveArrow()) to = p.location('-');
      else if (p.keywordAt() === 'hold') p.next(); // seed 001: "F Gbo APP F Mba XXX"
      p.expectEnd();
      const order: Extract<Order, { kind: 'support' }> = { kind: 'support', unit, supported: supported.unit };
      if (supported.power) order.supportedPower = supported.power;
      if (to !== undefined) order.to = to;
      return order;
    }
    case 'convoy': {
      const army = p.unitRef(word);
      if (army.unit.type === 'F') fail({ code: 'convoy-needs-army' });
      if (!p.moveArrow()) fail({ code: 'missing-place', after: word });
      const to = map.provinceOf(p.location('-'));
      p.expectEnd();
      return { kind: 'convoy', unit, army: map.provinceOf(army.unit.loc), to };
    }
    default:
      return fail({ code: 'unknown-order', token: word });
  }
}

/**
 * Parses one written order. Case, spacing, "->" or "-" arrows, coasts as
 * "stp/sc", "stp(sc)" or "(Cs)" and both notations' place names are accepted.
 */
export function parseOrder(text: string, map: GameMap, ctx: ParseContext = {}): ParseResult {
  const lexicon = lexiconOf(map);
  const tokens = tokenize(text, lexicon);
  if (tokens.length === 0) return { ok: false, error: { code: 'empty' } };
  const parser = new Parser(tokens, map, lexicon, ctx.notation);
  try {
    const prefixed = parser.powerPrefix();
    if (parser.done) return { ok: false, error: { code: 'empty' } };
    const { order, power: named, unitName } = parseBody(parser, map, ctx);
    const power = prefixed ?? named ?? ctx.power;
    const result: ParseResult = power === undefined ? { ok: true, order } : { ok: true, order, power };
    if (unitName !== undefined) result.unitName = unitName;
    return result;
  } catch (error) {
    if (error instanceof Failure) return { ok: false, error: error.parseError };
    throw error;
  }
}

/** A place with its coast in one notation: English "StP/sc", Italian "Spi (Cs)". */
export function printPlace(loc: Loc, map: GameMap, notation: Notation): string {
  const province = map.province(map.provinceOf(loc));
  const abbr = province ? province.abbr[notation] : map.provinceOf(loc);
  const coast = map.coastOf(loc);
  if (coast === undefined) return abbr;
  const printed = PRINTED_COAST[notation][coast] ?? coast;
  // English "StP/sc" (DATC), Italian "Spi (Cs)" (seed 001).
  return notation === 'en' ? `${abbr}/${printed}` : `${abbr} (${printed})`;
}

function printUnit(unit: UnitRef, map: GameMap, notation: Notation, power?: PowerId): string {
  const adjective = power === undefined ? undefined : map.power(power)?.adjective[notation];
  const place = printPlace(unit.loc, map, notation);
  const parts: string[] = [];
  // seed 000 "S RUSSIAN A War-Pru"; seed 001 "APP A (Turca) Bui".
  if (adjective && notation === 'en') parts.push(adjective);
  if (unit.type) parts.push(unit.type);
  if (adjective && notation === 'it') parts.push(`(${adjective})`);
  parts.push(place);
  return parts.join(' ');
}

/** Prints an order in one notation; `parseOrder` reads it back to the same order. */
export function printOrder(order: Order, map: GameMap, notation: Notation): string {
  const word = PRINTED_KEYWORD[notation];
  const place = (loc: Loc) => printPlace(loc, map, notation);
  switch (order.kind) {
    case 'hold':
      return `${printUnit(order.unit, map, notation)} ${word.hold}`;
    case 'move': {
      const text = `${printUnit(order.unit, map, notation)} - ${place(order.to)}`;
      return order.viaConvoy ? `${text} ${PRINTED_VIA_CONVOY[notation]}` : text;
    }
    case 'support': {
      const supported = printUnit(order.supported, map, notation, order.supportedPower);
      const text = `${printUnit(order.unit, map, notation)} ${word.support} ${supported}`;
      return order.to === undefined ? text : `${text} - ${place(order.to)}`;
    }
    case 'convoy':
      return `${printUnit(order.unit, map, notation)} ${word.convoy} A ${place(order.army)} - ${place(order.to)}`;
    case 'retreat':
      return `${printUnit(order.unit, map, notation)} ${word.retreat} ${place(order.to)}`;
    case 'disband':
      return `${word.disband} ${printUnit(order.unit, map, notation)}`;
    case 'build':
      return `${word.build} ${order.unitType} ${place(order.loc)}`;
    case 'waive':
      return word.waive;
  }
}

/** A sentence explaining a parse error to the player, in English or Italian. */
export function describeParseError(error: ParseError, lang: Notation): string {
  const it = lang === 'it';
  switch (error.code) {
    case 'empty':
      return it ? "L'ordine è vuoto." : 'The order is empty.';
    case 'unknown-place':
      return it ? `"${error.token}" non è un settore di questa mappa.` : `"${error.token}" is not a place on this map.`;
    case 'ambiguous-place':
      return it
        ? `"${error.token}" può indicare ${error.candidates.join(' o ')}: scegli la notazione inglese o italiana.`
        : `"${error.token}" could mean ${error.candidates.join(' or ')}: choose the English or Italian notation.`;
    case 'unknown-coast':
      return it
        ? `"${error.token}" non è una costa di ${error.province}.`
        : `"${error.token}" is not a coast of ${error.province}.`;
    case 'unknown-power':
      return it ? `"${error.token}" non è una Grande Potenza.` : `"${error.token}" is not a power.`;
    case 'missing-place':
      if (!error.after) return it ? 'Manca un settore.' : 'A place is missing.';
      return it ? `Manca un settore dopo "${error.after}".` : `A place is missing after "${error.after}".`;
    case 'missing-unit-type':
      return it ? "Indica se l'unità è un'Armata (A) o una Flotta (F)." : 'Say whether the unit is an army (A) or a fleet (F).';
    case 'unknown-order':
      return it ? `"${error.token}" non è un ordine.` : `"${error.token}" is not an order.`;
    case 'convoy-needs-army':
      return it ? 'Si possono trasportare solo Armate.' : 'Only armies can be convoyed.';
    case 'trailing-text':
      return it ? `"${error.token}" in fondo all'ordine non si capisce.` : `Unexpected "${error.token}" at the end of the order.`;
  }
}

/** Exposed for tests and the UI's order input: the normalization used for places. */
export { normalizePhrase };
