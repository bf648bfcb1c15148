/**
 * Words that name places and powers on one map, in both notations, indexed
 * once per map for the order parser (notation.ts).
 *
 * Collision policy: a phrase is looked up in the English table (English
 * abbreviations and names), the Italian table (seed 001 abbreviations and
 * names) and the map's notation-neutral `aliases`. If the tables disagree, the
 * phrase is ambiguous: the parser uses the notation the caller says the order
 * is written in, and otherwise refuses with `ambiguous-place` instead of guessing.
 */
import type { PowerId } from '../../../platform/game';
import type { GameMap, Loc } from './types';
import type { Notation } from './order-words';

/** Lower-case, accents stripped, dots/apostrophes/hyphens as spaces, single spaces. */
export function normalizePhrase(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’\-_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PlaceMatch {
  /** Distinct locations the phrase may mean, by source. */
  en?: Loc;
  it?: Loc;
  alias?: Loc;
}

export interface Lexicon {
  places: Map<string, PlaceMatch>;
  powers: Map<string, PowerId>;
  /** Longest place or power phrase in words, to bound the greedy match. */
  maxWords: number;
  /** Hyphenated words of the vocabulary ("mid-atlantic"), so '-' there is not a move arrow. */
  hyphenated: string[];
}

const cache = new WeakMap<GameMap, Lexicon>();

export function lexiconOf(map: GameMap): Lexicon {
  let lexicon = cache.get(map);
  if (!lexicon) {
    lexicon = buildLexicon(map);
    cache.set(map, lexicon);
  }
  return lexicon;
}

function buildLexicon(map: GameMap): Lexicon {
  const places = new Map<string, PlaceMatch>();
  const powers = new Map<string, PowerId>();
  const hyphenated = new Set<string>();
  let maxWords = 1;

  const note = (raw: string): string => {
    for (const word of raw.toLowerCase().split(/\s+/)) {
      if (/[a-z]-[a-z]/.test(word)) hyphenated.add(word.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    }
    const phrase = normalizePhrase(raw);
    maxWords = Math.max(maxWords, phrase.split(' ').length);
    return phrase;
  };
  const addPlace = (raw: string, source: keyof PlaceMatch, loc: Loc) => {
    const phrase = note(raw);
    const match = places.get(phrase) ?? {};
    const previous = match[source];
    if (previous !== undefined && previous !== loc) {
      throw new Error(`map ${map.data.id}: "${raw}" names both ${previous} and ${loc} in ${source}`);
    }
    match[source] = loc;
    places.set(phrase, match);
  };

  for (const province of map.data.provinces) {
    addPlace(province.id, 'en', province.id);
    for (const lang of ['en', 'it'] as const) {
      addPlace(province.abbr[lang], lang, province.id);
      addPlace(province.name[lang], lang, province.id);
    }
  }
  for (const [alias, loc] of Object.entries(map.data.aliases)) addPlace(alias, 'alias', loc);

  for (const power of map.data.powers) {
    const words = [power.id, power.name.en, power.name.it, power.adjective.en, power.adjective.it];
    for (const raw of [...words, ...(power.aliases ?? [])]) {
      const phrase = note(raw);
      const previous = powers.get(phrase);
      if (previous !== undefined && previous !== power.id) {
        throw new Error(`map ${map.data.id}: "${raw}" names both powers ${previous} and ${power.id}`);
      }
      powers.set(phrase, power.id);
    }
  }
  return { places, powers, maxWords, hyphenated: [...hyphenated] };
}

export type PlaceResolution =
  | { kind: 'found'; loc: Loc }
  | { kind: 'ambiguous'; candidates: Loc[] }
  | { kind: 'none' };

/** Resolves one phrase, preferring the caller's notation when the tables disagree. */
export function resolvePlace(lexicon: Lexicon, phrase: string, notation?: Notation): PlaceResolution {
  const match = lexicon.places.get(phrase);
  if (!match) return { kind: 'none' };
  if (notation && match[notation] !== undefined) return { kind: 'found', loc: match[notation]! };
  const candidates = [...new Set([match.en, match.it, match.alias].filter((l): l is Loc => l !== undefined))];
  if (candidates.length === 1) return { kind: 'found', loc: candidates[0]! };
  // The other notation's meaning loses to a notation-neutral alias only when asked for a notation.
  if (notation && match.alias !== undefined) return { kind: 'found', loc: match.alias };
  return { kind: 'ambiguous', candidates: candidates.sort() };
}
