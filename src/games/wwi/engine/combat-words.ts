/**
 * A combat in plain sentences a teacher can read out, in both languages: who
 * attacks where with how much against how much, how big the advantage is,
 * what each die face would do (from the CRT column, 6.1, 6.2), and after the
 * roll what the die did, with doubled losses (6.36) and infiltration (10.43).
 * Pure: the calculation panel shows it and tests check it against the CRT.
 */
import { joinList } from '../../../platform/i18n';
import type { Lang, Localized } from '../../../platform/game';
import type { Board } from './board';
import { CHARTS, type Charts } from './charts';
import type { CombatCalculation } from './combat';
import { lookupCrt } from './crt';
import { armyName, cityName } from './names';
import type { WwiState } from './state';

/** Die faces with the same result, read together: "on a 1 or 2". */
export interface FaceGroup {
  from: number;
  to: number;
  /** Loss points as paid, doubled where 6.36 applies. */
  attacker: number;
  defender: number;
  /** The printed defender loss forces a retreat of one hex under infiltration (10.43). */
  forcedRetreat: boolean;
}

/** Advantage in words by differential (never negative, 6.1); `upTo` is the largest differential a word covers. */
const ADVANTAGE: { upTo: number; words: Localized }[] = [
  { upTo: 0, words: { en: 'even forces, no advantage', it: 'forze pari, nessun vantaggio' } },
  { upTo: 2, words: { en: 'a small advantage for the attacker', it: 'un piccolo vantaggio per chi attacca' } },
  { upTo: 5, words: { en: 'a clear advantage for the attacker', it: 'un netto vantaggio per chi attacca' } },
  { upTo: 8, words: { en: 'a large advantage for the attacker', it: 'un grande vantaggio per chi attacca' } },
  { upTo: Infinity, words: { en: 'an overwhelming advantage for the attacker', it: 'un vantaggio schiacciante per chi attacca' } },
];

export function advantageWords(differential: number): Localized {
  return (ADVANTAGE.find((a) => differential <= a.upTo) ?? ADVANTAGE[ADVANTAGE.length - 1]).words;
}

/** "Verdun", else "the hex next to Verdun", else "hex 0505". */
export function placeWords(board: Board, hex: string): Localized {
  if (!board.has(hex)) return { en: `hex ${hex}`, it: `l'esagono ${hex}` };
  const city = board.hex(hex).city;
  if (city) return { en: cityName(city, 'en'), it: cityName(city, 'it') };
  const towns = board.neighbours(hex).map((n) => board.hex(n.id)).filter((h) => h.city);
  // Prefer the town a class is likelier to know: objectives, then resource cities.
  const near = towns.find((h) => h.objective) ?? towns.find((h) => h.resource) ?? towns[0];
  if (near?.city) return { en: `the hex next to ${cityName(near.city, 'en')}`, it: `l'esagono vicino a ${cityName(near.city, 'it')}` };
  return { en: `hex ${hex}`, it: `l'esagono ${hex}` };
}

/** Whether a unit (not only an empty fort) defends: infiltration forces only units back (10.43). */
function unitDefends(calc: CombatCalculation): boolean {
  return calc.defence.some((d) => !d.what.startsWith('fort'));
}

/** The six die faces of the calculation's CRT column, neighbouring faces with equal results grouped. */
export function dieGroups(calc: CombatCalculation, charts: Charts = CHARTS): FaceGroup[] {
  const groups: FaceGroup[] = [];
  for (let die = 1; die <= 6; die++) {
    const cell = lookupCrt(charts.crt, calc.differential, die);
    const face: FaceGroup = {
      from: die,
      to: die,
      attacker: cell.attacker * (calc.doubled === 'attacker' ? 2 : 1),
      defender: cell.defender * (calc.doubled === 'defender' ? 2 : 1),
      forcedRetreat: calc.infiltration && unitDefends(calc) && cell.defender >= charts.rules.infiltrationForcedRetreatAt,
    };
    const last = groups.at(-1);
    if (last && last.attacker === face.attacker && last.defender === face.defender && last.forcedRetreat === face.forcedRetreat) last.to = die;
    else groups.push(face);
  }
  return groups;
}

const both = (f: (lang: Lang) => string): Localized => ({ en: f('en'), it: f('it') });

function list(items: string[], lang: Lang): string {
  return joinList(items, lang === 'it' ? 'e' : 'and');
}

/** "the German 1st Army" / "la 1ª Armata tedesca". */
function army(state: WwiState, id: string, lang: Lang): string {
  const unit = state.units.find((u) => u.id === id);
  const name = unit ? armyName(unit.nation, unit.army, lang) : id;
  return `${lang === 'it' ? 'la' : 'the'} ${name}`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "loses 3 loss points" / "perde 3 punti di perdita"; `short` leaves out the unit words. */
function loses(n: number, lang: Lang, short = false): string {
  if (lang === 'it') return n === 0 ? 'non perde nulla' : `perde ${n}${short ? '' : n === 1 ? ' punto di perdita' : ' punti di perdita'}`;
  return n === 0 ? 'loses nothing' : `loses ${n}${short ? '' : n === 1 ? ' loss point' : ' loss points'}`;
}

function faces(g: FaceGroup, lang: Lang): string {
  if (g.from === g.to) return lang === 'it' ? `con ${g.from}` : `on a ${g.from}`;
  if (g.to === g.from + 1) return lang === 'it' ? `con ${g.from} o ${g.to}` : `on a ${g.from} or ${g.to}`;
  return lang === 'it' ? `da ${g.from} a ${g.to}` : `on ${g.from} to ${g.to}`;
}

function groupText(g: FaceGroup, first: boolean, lang: Lang): string {
  const retreat = g.forcedRetreat ? (lang === 'it' ? ', e deve ritirarsi di almeno un esagono' : ', and must retreat at least one hex') : '';
  return lang === 'it'
    ? `${faces(g, lang)} l'attaccante ${loses(g.attacker, lang, !first)} e il difensore ${loses(g.defender, lang, !first)}${retreat}`
    : `${faces(g, lang)} the attacker ${loses(g.attacker, lang, !first)} and the defender ${loses(g.defender, lang, !first)}${retreat}`;
}

/** Who attacks where, with how much against how much, and how big the advantage is. */
function forcesSentence(state: WwiState, board: Board, calc: CombatCalculation, target: string, lang: Lang): string {
  const attackers = list(calc.attackers.map((a) => army(state, a.unit, lang)), lang);
  const verb = lang === 'it' ? (calc.attackers.length > 1 ? 'attaccano' : 'attacca') : calc.attackers.length > 1 ? 'attack' : 'attacks';
  const out = lang === 'it' ? ' non rifornita' : ' without supply';
  const fort = lang === 'it' ? 'una fortificazione' : 'a fort';
  const defenders = list(calc.defence.map((d) => `${d.what.startsWith('fort') ? fort : army(state, d.what, lang)}${d.supplied ? '' : out}`), lang);
  const extras = [
    calc.roughBonus ? `${lang === 'it' ? 'terreno accidentato' : 'rough ground'} +${calc.roughBonus}` : '',
    calc.winterBonus ? `${lang === 'it' ? 'inverno' : 'winter'} +${calc.winterBonus}` : '',
  ].filter(Boolean);
  const held = [defenders, ...extras].join('; ');
  const place = placeWords(board, target)[lang];
  const advantage = advantageWords(calc.differential)[lang];
  const difference = calc.differential === 0 ? advantage : lang === 'it' ? `${calc.differential} in più, ${advantage}` : `${calc.differential} more, ${advantage}`;
  return lang === 'it'
    ? `${capital(attackers)} ${verb} ${place} (in difesa: ${held}) con ${calc.attackTotal} contro ${calc.defenceTotal}: ${difference}.`
    : `${capital(attackers)} ${verb} ${place} (defenders: ${held}) with ${calc.attackTotal} against ${calc.defenceTotal}: ${difference}.`;
}

/** The column of the table, in words: which differences it covers. */
function columnSentence(calc: CombatCalculation, charts: Charts, lang: Lang): string {
  const column = charts.crt.find((c) => calc.differential >= c.from && calc.differential <= c.to) ?? charts.crt[charts.crt.length - 1];
  const label = calc.column ?? lookupCrt(charts.crt, calc.differential, 1).column;
  const last = column === charts.crt[charts.crt.length - 1];
  if (column.from === column.to) return lang === 'it' ? `La tabella dei risultati si legge nella colonna ${label}.` : `The results table is read in column ${label}.`;
  const covers = last
    ? lang === 'it' ? `per differenze da ${column.from} in su` : `for differences of ${column.from} or more`
    : lang === 'it' ? `per differenze da ${column.from} a ${column.to}` : `for differences of ${column.from} to ${column.to}`;
  return lang === 'it' ? `La tabella dei risultati si legge nella colonna ${label}, ${covers}.` : `The results table is read in column ${label}, ${covers}.`;
}

const DOUBLED: Record<'attacker' | 'defender', Localized> = {
  defender: { en: 'Russian and Romanian armies lose double against Germans: the defender\'s losses are doubled', it: 'Gli eserciti russi e rumeni perdono il doppio contro i tedeschi: le perdite del difensore raddoppiano' },
  attacker: { en: 'Russian and Romanian armies lose double against Germans: the attacker\'s losses are doubled', it: 'Gli eserciti russi e rumeni perdono il doppio contro i tedeschi: le perdite dell\'attaccante raddoppiano' },
};

const LOSS_POINT: Localized = {
  en: 'Each loss point costs a resource point; the defender may pay instead by retreating one hex.',
  it: 'Ogni punto di perdita costa un punto-risorsa; il difensore può pagarlo invece ritirandosi di un esagono.',
};

/** Before the roll: what the die can do. */
function beforeRoll(calc: CombatCalculation, charts: Charts): Localized[] {
  const groups = dieGroups(calc, charts);
  const out = [
    both((lang) => columnSentence(calc, charts, lang)),
    both((lang) => `${lang === 'it' ? 'Si tira un dado, da 1 a 6: ' : 'One die is rolled, 1 to 6: '}${groups.map((g, i) => groupText(g, i === 0, lang)).join('; ')}.`),
  ];
  if (calc.doubled) out.push(both((lang) => `${DOUBLED[calc.doubled!][lang]}.`));
  out.push(LOSS_POINT);
  return out;
}

/** After the roll: what the die did. */
function afterRoll(calc: CombatCalculation, charts: Charts): Localized[] {
  const die = calc.die!;
  const cell = lookupCrt(charts.crt, calc.differential, die);
  const attacker = calc.attackerLoss ?? cell.attacker * (calc.doubled === 'attacker' ? 2 : 1);
  const defender = calc.defenderLoss ?? cell.defender * (calc.doubled === 'defender' ? 2 : 1);
  const out = [
    both((lang) =>
      lang === 'it'
        ? `Il dado segna ${die}: il difensore ${loses(defender, lang)}, l'attaccante ${loses(attacker, lang)}.`
        : `The die shows ${die}: the defender ${loses(defender, lang)}, the attacker ${loses(attacker, lang)}.`,
    ),
  ];
  if (calc.doubled) {
    const printed = calc.doubled === 'attacker' ? cell.attacker : cell.defender;
    out.push(both((lang) => `${DOUBLED[calc.doubled!][lang]} ${lang === 'it' ? `(la tabella dà ${printed}).` : `(the table gives ${printed}).`}`));
  }
  if (calc.infiltration && unitDefends(calc)) {
    const forced = cell.defender >= charts.rules.infiltrationForcedRetreatAt;
    out.push(
      forced
        ? { en: 'Infiltration: the defender must also retreat at least one hex.', it: 'Infiltrazione: il difensore deve anche ritirarsi di almeno un esagono.' }
        : { en: `Infiltration changes nothing: the defender lost fewer than ${charts.rules.infiltrationForcedRetreatAt}.`, it: `L'infiltrazione non cambia nulla: il difensore ha perso meno di ${charts.rules.infiltrationForcedRetreatAt}.` },
    );
  }
  return out;
}

/** The plain sentences for a combat, before the roll (no die) or after it. */
export function combatSentences(state: WwiState, board: Board, calc: CombatCalculation, target: string, charts: Charts = CHARTS): Localized[] {
  const forces = both((lang) => forcesSentence(state, board, calc, target || calc.target || '', lang));
  return [forces, ...(calc.die === undefined ? beforeRoll(calc, charts) : afterRoll(calc, charts))];
}
