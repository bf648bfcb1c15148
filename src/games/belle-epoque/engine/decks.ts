/** Drawing cards: intrigue (7.0, reshuffling the discards when the deck runs out) and events (6.0, 6.1). */
import { loadBelleEpoqueData } from './data';
import type { Rng } from './rng';
import { shuffle } from './rng';
import type { BelleEpoqueState } from './state';

const d = loadBelleEpoqueData();

/** One intrigue card off the deck, or null when deck and discards are both empty (7.0). Mutates `s`. */
export function drawIntrigueCard(s: BelleEpoqueState, rng: Rng): string | null {
  if (s.intrigue.deck.length === 0) {
    s.intrigue.deck = shuffle(s.intrigue.discard, rng);
    s.intrigue.discard = [];
  }
  return s.intrigue.deck.shift() ?? null;
}

/** The era's deck enters at the start of turns 4 and 7: cards removed unseen, the rest shuffled into the draw pile, not the discards (6.1). Mutates `s`. */
export function addEraDeck(s: BelleEpoqueState, era: 2 | 3, rng: Rng): void {
  const rule = d.rules.eras.find((e) => e.era === era)!;
  const cards = era === 2 ? s.events.era2 : s.events.era3;
  const removed = s.promo && rule.removedWithPromo !== undefined ? rule.removedWithPromo : rule.removed;
  const kept = shuffle(cards, rng).slice(removed);
  s.events.deck = shuffle([...s.events.deck, ...kept], rng);
  if (era === 2) s.events.era2 = [];
  else s.events.era3 = [];
}
