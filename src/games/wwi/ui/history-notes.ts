/**
 * Short historical notes, in our own words, shown when the game reaches a
 * moment of the real war: found in the historic entries of the log (which
 * travel in links), or by comparing two states for the moments the log does not
 * record (Belgium invaded before play starts, the first Stosstruppen). Pure.
 */
import type { Localized } from '../../../platform/game';
import type { LogEntry, WwiState } from '../engine/state';

export interface HistoryNote {
  id: string;
  title: Localized;
  text: Localized;
}

const NOTES: Record<string, HistoryNote> = {
  belgium: {
    id: 'belgium',
    title: { en: 'Belgium invaded', it: 'Il Belgio invaso' },
    text: {
      en: 'In August 1914 German armies marched through neutral Belgium to outflank the French fortresses. Britain, a guarantor of Belgian neutrality, declared war the same day.',
      it: 'Nell\'agosto 1914 gli eserciti tedeschi attraversarono il Belgio neutrale per aggirare le fortezze francesi. La Gran Bretagna, garante della neutralità belga, dichiarò guerra quello stesso giorno.',
    },
  },
  italy: {
    id: 'italy',
    title: { en: 'Italy enters the war', it: 'L\'Italia entra in guerra' },
    text: {
      en: 'Italy stayed neutral in 1914, then joined the Allies in May 1915 after the secret Treaty of London promised it Trentino, Trieste and Dalmatia. Its front ran along the Alps and the Isonzo.',
      it: 'L\'Italia restò neutrale nel 1914, poi si unì agli Alleati nel maggio 1915 dopo che il Patto segreto di Londra le promise Trentino, Trieste e Dalmazia. Il suo fronte correva lungo le Alpi e l\'Isonzo.',
    },
  },
  romania: {
    id: 'romania',
    title: { en: 'Romania joins', it: 'La Romania entra in guerra' },
    text: {
      en: 'Romania declared war on Austria-Hungary in August 1916, hoping to win Transylvania. German and Bulgarian armies struck back and took Bucharest before the year was out.',
      it: 'La Romania dichiarò guerra all\'Austria-Ungheria nell\'agosto 1916 sperando di ottenere la Transilvania. Eserciti tedeschi e bulgari contrattaccarono e presero Bucarest entro la fine dell\'anno.',
    },
  },
  turkey: {
    id: 'turkey',
    title: { en: 'The Ottoman Empire at war', it: 'L\'Impero ottomano in guerra' },
    text: {
      en: 'In late 1914 the Ottoman Empire joined the Central Powers, closing the Straits to Allied shipping and cutting Russia off from its allies\' supplies.',
      it: 'Alla fine del 1914 l\'Impero ottomano si unì alle Potenze Centrali, chiudendo gli Stretti alle navi alleate e isolando la Russia dai rifornimenti degli alleati.',
    },
  },
  bulgaria: {
    id: 'bulgaria',
    title: { en: 'Bulgaria joins', it: 'La Bulgaria entra in guerra' },
    text: {
      en: 'Bulgaria joined the Central Powers in October 1915; with German and Austro-Hungarian armies it overran Serbia that autumn.',
      it: 'La Bulgaria si unì alle Potenze Centrali nell\'ottobre 1915; con gli eserciti tedeschi e austro-ungarici travolse la Serbia quell\'autunno.',
    },
  },
  greece: {
    id: 'greece',
    title: { en: 'Greece takes sides', it: 'La Grecia si schiera' },
    text: {
      en: 'Greece was split between a king close to Germany and a prime minister for the Allies; it entered the war on the Allied side in 1917, behind the Salonika front.',
      it: 'La Grecia era divisa tra un re vicino alla Germania e un primo ministro filo-alleato; entrò in guerra con gli Alleati nel 1917, alle spalle del fronte di Salonicco.',
    },
  },
  collapse: {
    id: 'collapse',
    title: { en: 'The Russian army collapses', it: 'L\'esercito russo crolla' },
    text: {
      en: 'Defeats, hunger and the revolution of 1917 broke the Russian army: soldiers left the front in their hundreds of thousands.',
      it: 'Sconfitte, fame e la rivoluzione del 1917 spezzarono l\'esercito russo: i soldati abbandonarono il fronte a centinaia di migliaia.',
    },
  },
  surrender: {
    id: 'surrender',
    title: { en: 'Russia leaves the war', it: 'La Russia esce dalla guerra' },
    text: {
      en: 'The Bolshevik government made peace at Brest-Litovsk in March 1918, giving up Poland, the Baltic lands and Ukraine; Germany could move its armies west.',
      it: 'Il governo bolscevico firmò la pace a Brest-Litovsk nel marzo 1918, cedendo Polonia, terre baltiche e Ucraina; la Germania poté spostare i suoi eserciti a ovest.',
    },
  },
  usa: {
    id: 'usa',
    title: { en: 'The Americans arrive', it: 'Arrivano gli americani' },
    text: {
      en: 'The United States declared war in April 1917 after the U-boat campaign and the Zimmermann telegram; its fresh divisions reached France in strength during 1918.',
      it: 'Gli Stati Uniti dichiararono guerra nell\'aprile 1917 dopo la guerra sottomarina e il telegramma Zimmermann; le loro divisioni fresche arrivarono in Francia in forze nel 1918.',
    },
  },
  stoss: {
    id: 'stoss',
    title: { en: 'Stosstruppen', it: 'Stosstruppen' },
    text: {
      en: 'German storm troops, trained to infiltrate in small groups past strongpoints, broke the trench deadlock at Riga and Caporetto in 1917 and in the spring offensives of 1918.',
      it: 'Le truppe d\'assalto tedesche, addestrate a infiltrarsi a piccoli gruppi oltre i capisaldi, ruppero lo stallo delle trincee a Riga e a Caporetto nel 1917 e nelle offensive di primavera del 1918.',
    },
  },
  italySurrender: {
    id: 'italySurrender',
    title: { en: 'Italy surrenders', it: 'L\'Italia si arrende' },
    text: {
      en: 'In the real war Italy held on after Caporetto, on the Piave line; in this game it has been knocked out.',
      it: 'Nella guerra reale l\'Italia resistette dopo Caporetto, sulla linea del Piave; in questa partita è stata messa fuori combattimento.',
    },
  },
  franceFallen: {
    id: 'franceFallen',
    title: { en: 'France falls', it: 'La Francia cade' },
    text: {
      en: 'In the real war France never fell: the German drive of 1914 was stopped on the Marne and the Western Front held until 1918. In this game no Allied army is left in France.',
      it: 'Nella guerra reale la Francia non cadde mai: l\'avanzata tedesca del 1914 fu fermata sulla Marna e il fronte occidentale resse fino al 1918. In questa partita non resta in Francia nessun esercito alleato.',
    },
  },
};

/**
 * The engine's historic log entries and the note each calls for. The texts are
 * the engine's own (neutrals.ts, special.ts, build.ts, occupation.ts); links carry them as written.
 */
const ENTRY_NOTES: { pattern: RegExp; note: (match: RegExpMatchArray) => string }[] = [
  { pattern: /^(?:allies|central) invades ([a-z-]+);/, note: (m) => m[1] }, // 9.1
  { pattern: /^([a-z-]+) joins (?:allies|central) \(9\.2\)$/, note: (m) => m[1] },
  { pattern: /^The Russian army collapses/, note: () => 'collapse' }, // 10.1
  { pattern: /^Russia surrenders/, note: () => 'surrender' }, // 10.2
  { pattern: /^Italy surrenders/, note: () => 'italySurrender' }, // 10.9
  { pattern: /^The first American army lands/, note: () => 'usa' }, // 9.8
  { pattern: /^France has fallen/, note: () => 'franceFallen' }, // 10.3
];

/** The note a historic log entry calls for, or null (not historic, or a moment without a note). */
export function noteForEntry(entry: Pick<LogEntry, 'text' | 'historic'>): HistoryNote | null {
  if (!entry.historic) return null;
  for (const { pattern, note } of ENTRY_NOTES) {
    const match = entry.text.match(pattern);
    if (match) return NOTES[note(match)] ?? null;
  }
  return null;
}

/** A note by its id (device memory keeps ids). */
export function historyNote(id: string): HistoryNote | undefined {
  return NOTES[id];
}

/** The notes a change from `before` to `after` calls for (none when `before` is unknown, except Belgium at the start). */
export function notesBetween(before: WwiState | null, after: WwiState): HistoryNote[] {
  const out: HistoryNote[] = [];
  if (!before) {
    if (after.nations['belgium']?.invadedBy && after.turn === 1) out.push(NOTES.belgium);
    return out;
  }
  for (const nation of ['belgium', 'italy', 'romania', 'turkey', 'bulgaria', 'greece']) {
    const was = before.nations[nation]?.alignment;
    const now = after.nations[nation]?.alignment;
    if (was === 'neutral' && now && now !== 'neutral') out.push(NOTES[nation]);
  }
  if (!before.nations['russia']?.collapsed && after.nations['russia']?.collapsed) out.push(NOTES.collapse);
  if (!before.nations['russia']?.surrendered && after.nations['russia']?.surrendered) out.push(NOTES.surrender);
  if (!before.nations['italy']?.surrendered && after.nations['italy']?.surrendered) out.push(NOTES.italySurrender);
  if (!before.franceFallen && after.franceFallen) out.push(NOTES.franceFallen);
  const usOnMap = (s: WwiState) => s.units.some((u) => u.nation === 'usa' && u.status === 'map');
  if (!usOnMap(before) && usOnMap(after)) out.push(NOTES.usa);
  const stoss = (s: WwiState) => s.units.some((u) => u.stosstruppen);
  if (!stoss(before) && stoss(after)) out.push(NOTES.stoss);
  return out;
}
