/**
 * Hands kept secret in referee play (src/platform/game.ts, HiddenParts). The shown state keeps
 * only how many cards each power holds (each card's back, HIDDEN_CARD), the intrigue deck only
 * as a count (with every hand known it is the rest of the deck, so the referee rebuilds it;
 * shown, it would tell a player the others' hands), the event piles in the data's order, and
 * no dice generator (it could be run to foretell draws). A power's secret is its hand and the
 * two intrigue cards it chooses between (8.2.3), each card its index, bit-packed.
 */
import type { HiddenParts, PowerId as SeatId } from '../../../platform/game';
import { BitReader, BitWriter, bitsFor } from '../../../platform/codec/bits';
import { loadBelleEpoqueData, POWER_IDS, type PowerId } from './data';
import type { Rng } from './rng';
import { shuffle } from './rng';
import { cloneState, HIDDEN_CARD, type BelleEpoqueState } from './state';

const d = loadBelleEpoqueData();
const INTRIGUE = d.intrigueCards.map((c) => c.id);
const EVENTS = d.events.map((c) => c.id);
const nationalOf = (p: PowerId) => d.nationalCards.filter((c) => c.power === p).map((c) => c.id);

/** Refused secret bytes: they do not fit the shown state (a crafted or mismatched link). */
export class HiddenPartsError extends Error {
  constructor(what: string) {
    super(`secret cards do not fit: ${what}`);
    this.name = 'HiddenPartsError';
  }
}

/** Cards in the data's order: the order then tells nothing. */
const inDataOrder = (cards: readonly string[], pool: readonly string[]) => [...cards].sort((a, b) => pool.indexOf(a) - pool.indexOf(b));

/** What only `p` may see, in the order its secret lists it: hand (intrigue, national) and the 8.2.3 choice. */
function slots(s: BelleEpoqueState, p: PowerId): { list: string[]; pool: string[] }[] {
  const hand = s.powers[p].hand;
  const keep = s.pending?.kind === 'keepIntrigue' && s.pending.power === p ? s.pending.cards : [];
  return [{ list: hand.intrigue, pool: INTRIGUE }, { list: hand.national, pool: nationalOf(p) }, { list: keep, pool: INTRIGUE }];
}

function secretOf(s: BelleEpoqueState, p: PowerId): Uint8Array | null {
  const all = slots(s, p);
  const cards = all.flatMap((x) => x.list);
  if (cards.every((c) => c === HIDDEN_CARD)) return null;
  if (cards.includes(HIDDEN_CARD)) throw new RangeError(`${p}'s cards are partly hidden`);
  const w = new BitWriter();
  for (const { list, pool } of all) for (const c of list) {
    const at = pool.indexOf(c);
    if (at < 0) throw new RangeError(`card ${c} of ${p}`);
    w.choice(at, pool.length);
  }
  return w.finish();
}

/** The state all may see, and each power's secret (powers with nothing hidden have none). */
export function splitHidden<S extends BelleEpoqueState>(state: S): { shown: S; secrets: Map<SeatId, Uint8Array> } {
  const secrets = new Map<SeatId, Uint8Array>();
  const shown = cloneState(state) as S & { dice?: number[] };
  delete shown.sealed;
  if (shown.dice) shown.dice = [0, 0, 0, 0];
  const back = (cards: readonly string[]) => cards.map(() => HIDDEN_CARD);
  for (const p of POWER_IDS) {
    const bytes = secretOf(state, p);
    if (bytes) secrets.set(p, bytes);
    const hand = shown.powers[p].hand;
    shown.powers[p].hand = { intrigue: back(hand.intrigue), national: back(hand.national) };
  }
  if (shown.pending?.kind === 'keepIntrigue') shown.pending = { ...shown.pending, cards: [HIDDEN_CARD, HIDDEN_CARD] };
  shown.intrigue.deck = back(shown.intrigue.deck);
  const e = shown.events;
  shown.events = { deck: inDataOrder(e.deck, EVENTS), discard: e.discard, era2: inDataOrder(e.era2, EVENTS), era3: inDataOrder(e.era3, EVENTS) };
  return { shown, secrets };
}

/** Puts one power's secret back into `s` (a copy). */
function putBack(s: BelleEpoqueState, p: PowerId, bytes: Uint8Array): void {
  const r = new BitReader(bytes);
  const all = slots(s, p);
  const restored = all.map(({ list, pool }) => list.map(() => {
    if (list.some((c) => c !== HIDDEN_CARD)) throw new HiddenPartsError(`${p}'s cards are not hidden in this state`);
    if (r.remainingBits < bitsFor(pool.length)) throw new HiddenPartsError(`fewer cards than ${p} holds`);
    const at = r.bits(bitsFor(pool.length));
    if (at >= pool.length) throw new HiddenPartsError(`unknown card ${at} of ${p}`);
    return pool[at];
  }));
  if (r.remainingBits >= 8 || (r.remainingBits > 0 && r.bits(r.remainingBits) !== 0)) throw new HiddenPartsError(`more bits than ${p} holds cards`);
  const [intrigue, national, keep] = restored;
  if (new Set(national).size !== national.length) throw new HiddenPartsError(`a national card of ${p} twice`);
  const known = [...intrigue, ...keep];
  const elsewhere = [
    ...POWER_IDS.flatMap((q) => (q === p ? [] : s.powers[q].hand.intrigue)),
    ...(s.pending?.kind === 'keepIntrigue' && s.pending.power !== p ? s.pending.cards : []),
    ...s.intrigue.deck, ...s.intrigue.discard, ...s.intrigue.played,
  ];
  if (new Set(known).size !== known.length || known.some((c) => elsewhere.includes(c))) throw new HiddenPartsError(`an intrigue card of ${p} is also elsewhere`);
  s.powers[p].hand = { intrigue, national };
  if (keep.length && s.pending?.kind === 'keepIntrigue') s.pending = { ...s.pending, cards: [keep[0], keep[1]] };
}

/** With every hand known, the intrigue deck is the rest of the game's cards (7.0), in the data's order. */
function rebuildDeck(s: BelleEpoqueState): void {
  const deck = s.intrigue.deck;
  if (!deck.length || deck.some((c) => c !== HIDDEN_CARD)) return;
  const held = [
    ...POWER_IDS.flatMap((p) => s.powers[p].hand.intrigue),
    ...(s.pending?.kind === 'keepIntrigue' ? s.pending.cards : []),
  ];
  if (held.includes(HIDDEN_CARD)) return;
  const out = new Set([...held, ...s.intrigue.discard, ...s.intrigue.played]);
  const rest = d.intrigueCards.filter((c) => (s.promo || !c.promo) && !out.has(c.id)).map((c) => c.id);
  if (rest.length !== deck.length) throw new HiddenPartsError(`${deck.length} cards in the intrigue deck, ${rest.length} left`);
  s.intrigue.deck = rest;
}

/** `shown` with the given powers' secrets put back; throws HiddenPartsError on bytes that do not fit. */
export function joinHidden<S extends BelleEpoqueState>(shown: S, secrets: ReadonlyMap<SeatId, Uint8Array>): S {
  const s = cloneState(shown) as S;
  delete s.sealed;
  for (const [p, bytes] of secrets) {
    if (!(POWER_IDS as readonly string[]).includes(p)) throw new HiddenPartsError(`no power ${p}`);
    putBack(s, p as PowerId, bytes);
  }
  rebuildDeck(s);
  return s;
}

/** Fresh chance before an action with secret hands: the piles in the data's order, then shuffled, so the order they came in decides nothing. Mutates `s`. */
export function shuffleDrawPiles(s: BelleEpoqueState, rng: Rng): void {
  s.intrigue.deck = shuffle(inDataOrder(s.intrigue.deck, INTRIGUE), rng);
  s.events.deck = shuffle(inDataOrder(s.events.deck, EVENTS), rng);
  s.events.era2 = shuffle(inDataOrder(s.events.era2, EVENTS), rng);
  s.events.era3 = shuffle(inDataOrder(s.events.era3, EVENTS), rng);
}

export function hiddenParts<S extends BelleEpoqueState>(): HiddenParts<S> {
  return {
    // Only a game made with secret hands draws with fresh chance from shuffled piles; any other keeps its hands open.
    split: (state) => (state.hands === 'secret' ? splitHidden(state) : { shown: state, secrets: new Map() }),
    join: joinHidden,
    sealedOf: (state) => state.sealed,
    withSealed: (shown, sealed) => ({ ...shown, sealed }),
  };
}
