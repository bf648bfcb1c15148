/**
 * The game's words for someone who has not read the rules: a short glossary
 * (each entry with its rule) and, on turn 1, one sentence on a sensible first
 * action. Pure, no DOM; written for this site, not copied from the rules.
 */
import type { Lang, Localized } from '../../../platform/game';
import type { BelleEpoqueState } from '../engine/state';

export interface Term {
  id: string;
  term: Localized;
  text: Localized;
}

export const GLOSSARY: readonly Term[] = [
  {
    id: 'embassy',
    term: { en: 'Embassy cubes', it: 'Cubi MD (Ambasciate)' },
    text: {
      en: 'Your diplomatic cubes. A diplomatic mission (8.2) moves one from your embassies onto a space of a territory; the scorings pay whoever holds the territories (10.0).',
      it: 'I vostri cubi diplomatici. Una Missione diplomatica (8.2) ne sposta uno dalle Ambasciate su uno spazio di un Territorio; i punteggi premiano chi tiene i Territori (10.0).',
    },
  },
  {
    id: 'arms',
    term: { en: 'Arms cubes', it: 'Cubi Armamenti' },
    text: {
      en: 'Black cubes placed by selling arms to a territory (8.9, from turn 4). Cards do not remove them (8.9.1).',
      it: 'Cubi neri piazzati vendendo armamenti a un Territorio (8.9, dal turno 4). Le carte non li rimuovono (8.9.1).',
    },
  },
  {
    id: 'prestige',
    term: { en: 'Prestige', it: 'Prestigio' },
    text: {
      en: 'A track (11.0): at each scoring your space gives or takes VP, and some spaces give a one-time bonus (money, a cube, a card). The Tracks tab shows where each power stands.',
      it: 'Un tracciato (11.0): a ogni punteggio il vostro spazio dà o toglie PV, e alcuni spazi danno un bonus una tantum (denaro, un cubo, una carta). La scheda Tracciati mostra dove si trova ogni Potenza.',
    },
  },
  {
    id: 'contest',
    term: { en: 'Contest', it: 'Contesa' },
    text: {
      en: 'A fight for a space where two powers\' cubes meet (8.7): each side pays for fleets and armies, rolls a die and adds its modifiers; the higher total keeps the space.',
      it: 'Uno scontro per uno spazio dove si incontrano i cubi di due Potenze (8.7): ogni parte paga Flotte ed Eserciti, tira un dado e somma i modificatori; il totale più alto tiene lo spazio.',
    },
  },
  {
    id: 'era',
    term: { en: 'Era', it: 'Era' },
    text: {
      en: 'The nine turns fall in three eras of three turns (6.1), each with its own event cards; scorings come at the end of turns 3, 6 and 9 (10.1, 10.2).',
      it: 'I nove turni sono divisi in tre ere di tre turni (6.1), ognuna con le sue carte evento; i punteggi arrivano alla fine dei turni 3, 6 e 9 (10.1, 10.2).',
    },
  },
];

/** One sentence on a sensible first action, while turn 1's rounds begin; null afterwards. */
export function firstTurnHint(s: BelleEpoqueState, lang: Lang): string | null {
  if (s.phase !== 'actions' || s.turn !== 1 || s.roundActions.length > 0 || s.pending) return null;
  return lang === 'it'
    ? 'Primo turno? Una Missione diplomatica (8.2) è un buon inizio: mette uno dei vostri cubi MD su uno spazio libero, e tenere Territori è ciò che i punteggi premiano.'
    : 'First turn? A diplomatic mission (8.2) is a sensible start: it puts one of your embassy cubes on a free space, and holding territories is what the scorings pay for.';
}

/** The glossary entry behind a menu action's words, if any (the menu offers it with a tap on "?"). */
export const TERM_OF_KIND: Readonly<Record<string, string>> = {
  mission: 'embassy',
  invest: 'embassy',
  prestige: 'prestige',
  greatWork: 'prestige',
  contest: 'contest',
  sellArms: 'arms',
};

export const termOf = (id: string): Term | undefined => GLOSSARY.find((g) => g.id === id);
