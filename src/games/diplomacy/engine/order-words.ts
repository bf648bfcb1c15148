/**
 * The words of written Diplomacy orders in both notations, as data.
 * English forms follow seed 000 (S, C, Holds/Stands, Build, Remove) and the
 * adjudicator test data; Italian forms follow seed 001 (XXX, APP, TRA/TR,
 * RIT, coasts Cn/Cs/Ce) and seed 000 ("costruisce", "scioglie").
 * All words are lower-case without accents: the tokenizer normalizes input.
 */

export type Notation = 'en' | 'it';

export type Keyword =
  | 'hold'
  | 'support'
  | 'convoy'
  | 'retreat'
  | 'disband'
  | 'build'
  | 'waive'
  | 'move';

export const KEYWORDS: Record<Keyword, readonly string[]> = {
  // seed 001 "Fermarsi": three X; seed 000 sample game: "Stands".
  hold: ['h', 'hold', 'holds', 'stand', 'stands', 'xxx', 'ferma', 'resta', 'arresto'],
  // seed 000 IX.1 "S (Support)"; seed 001 "Appoggiare (APP)".
  support: ['s', 'support', 'supports', 'app', 'appoggia', 'appoggio'],
  // seed 000 XII "Convoy Order = C"; seed 001 "Trasportare (TRA)", also "TR" in its appendix.
  convoy: ['c', 'convoy', 'convoys', 'tra', 'tr', 'trasporta', 'trasporto'],
  // seed 001 "Ritirata (RIT)".
  retreat: ['r', 'retreat', 'retreats', 'rit', 'ritira', 'ritirata'],
  // seed 000 XIII.2 "disciogliere", sample game "scioglie A Gal"; DATC "Remove par", "A par disband".
  disband: ['d', 'disband', 'disbands', 'remove', 'removes', 'destroy', 'scioglie', 'sciogli', 'sciogliere', 'scioglimento', 'elimina'],
  // seed 000 sample game "costruisce F Smyrne"; DATC "Build F stp/nc", "A ber build".
  build: ['b', 'build', 'builds', 'costruisce', 'costruisci', 'costruire', 'forma'],
  // No seed word for a waived build; "rinuncia" is the plain Italian.
  waive: ['waive', 'waives', 'rinuncia', 'rinuncio'],
  move: ['m', 'move', 'moves'],
};

/** How each notation prints an order keyword. */
export const PRINTED_KEYWORD: Record<Notation, Record<Exclude<Keyword, 'move'>, string>> = {
  en: { hold: 'H', support: 'S', convoy: 'C', retreat: 'R', disband: 'Disband', build: 'Build', waive: 'Waive' },
  it: { hold: 'XXX', support: 'APP', convoy: 'TRA', retreat: 'RIT', disband: 'Scioglie', build: 'Costruisce', waive: 'Rinuncia' },
};

/** Marks a move as convoyed: "via convoy" (DATC), "via mare" (seed 000 XI.2). */
export const VIA_CONVOY: readonly (readonly string[])[] = [
  ['via', 'convoy'],
  ['by', 'convoy'],
  ['via', 'mare'],
  ['via', 'trasporto'],
  ['con', 'trasporto'],
];
export const PRINTED_VIA_CONVOY: Record<Notation, string> = { en: 'via convoy', it: 'via mare' };

export const UNIT_WORDS: Record<'A' | 'F', readonly string[]> = {
  A: ['a', 'army', 'armata'],
  F: ['f', 'fleet', 'flotta'],
};

/**
 * Coast words. Bare coast ids may follow a place directly ("spa nc");
 * the longer words only inside brackets or after a slash.
 */
export const COAST_WORDS: Record<string, readonly string[]> = {
  nc: ['nc', 'cn', 'n', 'north', 'north coast', 'nord', 'costa nord', 'costa settentrionale'],
  sc: ['sc', 'cs', 's', 'south', 'south coast', 'sud', 'costa sud', 'costa meridionale'],
  ec: ['ec', 'ce', 'e', 'east', 'east coast', 'est', 'costa est', 'costa orientale'],
  wc: ['wc', 'co', 'w', 'west', 'west coast', 'ovest', 'costa ovest', 'costa occidentale'],
};
export const BARE_COAST_WORDS: ReadonlySet<string> = new Set(['nc', 'sc', 'ec', 'wc', 'cn', 'cs', 'ce']);

/** seed 001, table of abbreviations: Cn, Cs, Ce. */
export const PRINTED_COAST: Record<Notation, Record<string, string>> = {
  en: { nc: 'nc', sc: 'sc', ec: 'ec', wc: 'wc' },
  it: { nc: 'Cn', sc: 'Cs', ec: 'Ce', wc: 'Co' },
};
