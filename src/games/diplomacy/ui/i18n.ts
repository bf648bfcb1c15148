import type { Lang } from '../../../platform/game';
import { format } from '../../../platform/i18n';

/** The Diplomacy view's own words; the engine's outcome and parse texts live with the engine. */
const TEXT = {
  en: {
    board: 'Board',
    centres: 'Centres',
    units: 'Units',
    noUnits: 'no units',
    lastPhase: 'Results of {phase}',
    civilDisorder: 'No orders from {powers}: civil disorder, their units held.',
    ordersFor: 'Orders for {seat}',
    ordersHelp: 'One order per line, e.g. “A Par - Bur”, “F Nth C A Yor - Nwy”, “A Bur S A Par - Pic”. Italian notation works too: “A Par - Bor”, “F Mdn TRA A Yor - Nor”.',
    notation: 'Notation',
    notationEn: 'English',
    notationIt: 'Italian',
    willHold: 'No order yet: {units} will hold.',
    fillHolds: 'Add a hold order for every unit',
    submit: 'Submit orders',
    voteDraw: 'I vote for a draw',
    ok: 'ok',
    problem: 'problem',
    dislodged: 'Dislodged: {unit} (may retreat to {places})',
    noRetreat: 'Dislodged: {unit} (no retreat: it will be disbanded)',
    builds: '{power}: {count} to build',
    disbands: '{power}: {count} to disband',
    succeeded: 'succeeded',
    failed: 'failed',
    nothingToOrder: 'Nothing to order for you in this phase.',
    waitingOthers: 'Your orders are in.',
    status: 'Order status',
    unitName: '{kind}, {place}, {power}',
    army: 'Army',
    fleet: 'Fleet',
  },
  it: {
    board: 'Tabellone',
    centres: 'Centri',
    units: 'Unità',
    noUnits: 'nessuna unità',
    lastPhase: 'Risultati di {phase}',
    civilDisorder: 'Nessun ordine da {powers}: sommossa, le loro unità sono rimaste ferme.',
    ordersFor: 'Ordini per {seat}',
    ordersHelp: 'Un ordine per riga, ad es. “A Par - Bor”, “F Mdn TRA A Yor - Nor”, “A Bor APP A Par - Pic”. Vale anche la notazione inglese: “A Par - Bur”, “F Nth C A Yor - Nwy”.',
    notation: 'Notazione',
    notationEn: 'inglese',
    notationIt: 'italiana',
    willHold: 'Ancora senza ordine: {units} resteranno ferme.',
    fillHolds: 'Aggiungi un ordine di fermo per ogni unità',
    submit: 'Invia gli ordini',
    voteDraw: 'Voto per la patta',
    ok: 'ok',
    problem: 'problema',
    dislodged: 'Sloggiata: {unit} (può ritirarsi in {places})',
    noRetreat: 'Sloggiata: {unit} (nessuna ritirata: sarà sciolta)',
    builds: '{power}: {count} da formare',
    disbands: '{power}: {count} da sciogliere',
    succeeded: 'riuscito',
    failed: 'fallito',
    nothingToOrder: 'In questa fase non hai ordini da dare.',
    waitingOthers: 'I tuoi ordini sono stati dati.',
    status: 'Stato degli ordini',
    unitName: '{kind}, {place}, {power}',
    army: 'Armata',
    fleet: 'Flotta',
  },
} satisfies Record<Lang, Record<string, string>>;

export type TextKey = keyof (typeof TEXT)['en'];

export function text(lang: Lang, key: TextKey, params: Record<string, string | number> = {}): string {
  return format(TEXT, lang, key, params);
}
