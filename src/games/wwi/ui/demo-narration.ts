/**
 * What a class demonstration says between combats, in plain words: the moves
 * of a phase grouped by front, the builds, the resource points of the turn,
 * the armies lost out of supply, neutrals joining, Russia's collapse and
 * surrender, the Americans' arrival, Italy and France falling. Found by
 * comparing the state before an action with the state it made (whose log
 * extends the first one's). Combats are not narrated here: their calculation
 * is shown with its own sentences. Pure.
 */
import type { Lang, Localized } from '../../../platform/game';
import type { Board } from '../engine/board';
import type { WwiOrder } from '../engine/actions';
import { isCombatCalculation } from '../engine/combat';
import { TRANSIT_NAMES } from '../engine/names';
import { turnName } from '../engine/sequence';
import { alignmentOf } from '../engine/sides';
import type { LogEntry, Side, Unit, WwiState } from '../engine/state';
import { eventWords } from './event-text';
import { armyName, nationName } from './nations';
import { placeName } from './unit-labels';

export type Front = 'west' | 'east' | 'italy' | 'balkans' | 'ottoman' | 'transit';

/** Fronts in the order a demonstration tells them. */
export const FRONTS: readonly Front[] = ['west', 'east', 'italy', 'balkans', 'ottoman', 'transit'];

export const FRONT_NAMES: Record<Front, Localized> = {
  west: { en: 'Western Front', it: 'Fronte occidentale' },
  east: { en: 'Eastern Front', it: 'Fronte orientale' },
  italy: { en: 'Italian Front', it: 'Fronte italiano' },
  balkans: { en: 'Balkan Front', it: 'Fronte balcanico' },
  ottoman: { en: 'Ottoman fronts (the Straits and the Caucasus)', it: 'Fronti ottomani (gli Stretti e il Caucaso)' },
  transit: { en: 'Transit areas', it: 'Aree di transito' },
};

export type NarrationKind = 'moves' | 'builds' | 'rp' | 'supply' | 'neutral' | 'russia' | 'usa' | 'fall' | 'turn' | 'attacks' | 'event';

export interface NarratedLine {
  kind: NarrationKind;
  text: Localized;
  /** The rule the sentence applies, when there is one. */
  rule: string | null;
}

/**
 * The front of a place, from the 1914 nation of its hex and, for the two empires
 * that fought on several fronts, where the hex lies (ids are column-row: CCRR).
 */
export function frontOf(board: Board, where: Pick<Unit, 'status' | 'hex' | 'transit'>): Front | null {
  if (where.status === 'transit') return 'transit';
  if (where.status !== 'map' || !where.hex || !board.has(where.hex)) return null;
  const hex = board.hex(where.hex);
  if (hex.map === 'caucasus') return 'ottoman';
  const column = Number(where.hex.slice(0, 2));
  const row = Number(where.hex.slice(2));
  switch (hex.nation) {
    case 'france':
    case 'belgium':
    case 'holland':
    case 'switzerland':
      return 'west';
    case 'germany':
      return column <= 9 ? 'west' : 'east';
    case 'austria-hungary':
      // Tyrol, Trentino, Carinthia and the Isonzo face Italy; Croatia, Bosnia and the Banat face the Balkans.
      if (column <= 15 && row >= 17) return 'italy';
      return row >= 21 ? 'balkans' : 'east';
    case 'italy':
      return 'italy';
    case 'serbia':
    case 'montenegro':
    case 'albania':
    case 'greece':
    case 'bulgaria':
      return 'balkans';
    case 'turkey':
    case 'persia':
      return 'ottoman';
    default:
      return 'east';
  }
}

const both = (en: string, it: string): Localized => ({ en, it });
const SUBJECT: Record<Side, Localized> = { allies: both('the Allies', 'gli Alleati'), central: both('the Central Powers', 'le Potenze Centrali') };
const BY_IT: Record<Side, string> = { allies: 'dagli Alleati', central: 'dalle Potenze Centrali' };
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const armies = (n: number, lang: Lang) => (lang === 'it' ? (n === 1 ? '1 armata' : `${n} armate`) : n === 1 ? '1 army' : `${n} armies`);
const list = (items: string[], lang: Lang) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${lang === 'it' ? 'e' : 'and'} ${items.at(-1)}`);
const localized = (make: (lang: Lang) => string): Localized => ({ en: make('en'), it: make('it') });

/** "Reims (0510)", or "hex 0612" where no city stands. */
export function placeWords(board: Board, hex: string, lang: Lang): string {
  const name = placeName(board, hex, lang);
  if (name === hex) return `${lang === 'it' ? 'esagono' : 'hex'} ${hex}`;
  return `${name.slice(hex.length + 1)} (${hex})`;
}

/** "to Reims (0510)", "a Reims (0510)", "nell'esagono 0612": where an army goes (`to`) or is built (`at`). */
export function toPlace(board: Board, hex: string, lang: Lang, english: 'to' | 'at'): string {
  if (lang === 'en') return `${english} ${placeWords(board, hex, lang)}`;
  return placeName(board, hex, lang) === hex ? `nell'esagono ${hex}` : `a ${placeWords(board, hex, lang)}`;
}

const unitName = (unit: Unit, lang: Lang) => armyName(unit.nation, unit.army, lang);
const unitOf = (state: WwiState, id: string) => state.units.find((u) => u.id === id);
const moved = (a: Unit, b: Unit) => a.status !== b.status || a.hex !== b.hex || a.transit !== b.transit;

/** Where an army went, in words: "Reims (0510)", "the Franco-Italian transit". */
function destination(board: Board, unit: Unit, lang: Lang): string {
  if (unit.status === 'transit' && unit.transit) return `${lang === 'it' ? 'nel' : 'into the'} ${TRANSIT_NAMES[unit.transit]?.[lang] ?? unit.transit}`;
  return unit.hex ? toPlace(board, unit.hex, lang, 'to') : '';
}

/** One sentence per front with the armies that moved there, in the order of FRONTS. */
export function movesByFront(before: WwiState, after: WwiState, side: Side, board: Board): NarratedLine[] {
  const groups = new Map<Front, Unit[]>();
  for (const unit of after.units) {
    const was = unitOf(before, unit.id);
    if (!was || !moved(was, unit) || alignmentOf(after, unit.nation) !== side) continue;
    if (!['map', 'transit'].includes(was.status)) continue;
    const front = frontOf(board, unit);
    if (!front) continue;
    groups.set(front, [...(groups.get(front) ?? []), unit]);
  }
  return FRONTS.filter((f) => groups.has(f)).map((front) => {
    const units = groups.get(front)!;
    return {
      kind: 'moves',
      rule: '5.0',
      text: localized((lang) => `${FRONT_NAMES[front][lang]}: ${SUBJECT[side][lang]} ${lang === 'it' ? 'muovono' : 'move'} ${armies(units.length, lang)} — ${list(units.map((u) => `${unitName(u, lang)} ${destination(board, u, lang)}`), lang)}.`),
    };
  });
}

/** Resource points each nation of `side` gained between two states: "France +8". */
function rpGains(before: WwiState, after: WwiState, side: Side): { nation: string; gain: number }[] {
  return Object.entries(after.nations)
    .filter(([nation, n]) => n.alignment === side && n.rp > (before.nations[nation]?.rp ?? 0))
    .map(([nation, n]) => ({ nation, gain: n.rp - (before.nations[nation]?.rp ?? 0) }));
}

const sideRp = (state: WwiState, side: Side) => Object.values(state.nations).filter((n) => n.alignment === side).reduce((sum, n) => sum + n.rp, 0);

function builds(before: WwiState, after: WwiState, side: Side, action: Extract<WwiOrder, { kind: 'build' }>, board: Board): NarratedLine[] {
  const lines: NarratedLine[] = [];
  const built = after.units.filter((u) => {
    const was = unitOf(before, u.id);
    return was && (was.status === 'pool' || was.status === 'eliminated') && u.status === 'map' && alignmentOf(after, u.nation) === side;
  });
  const placed = (action.orders.armies ?? []).map((order) => ({ unit: unitOf(after, order.unit), hex: order.hex })).filter((p): p is { unit: Unit; hex: string } => !!p.unit);
  const named = placed.length ? placed : built.map((unit) => ({ unit, hex: unit.hex ?? '' }));
  const spent = sideRp(before, side) - sideRp(after, side);
  const spentWords = (lang: Lang) => (spent > 0 ? (lang === 'it' ? ` (spesi ${spent} punti-risorsa)` : ` (${spent} resource points spent)`) : '');
  if (named.length) {
    lines.push({ kind: 'builds', rule: '8.3', text: localized((lang) => `${capital(SUBJECT[side][lang])} ${lang === 'it' ? 'costruiscono' : 'build'} ${armies(named.length, lang)}: ${list(named.map((p) => `${unitName(p.unit, lang)} ${toPlace(board, p.hex, lang, 'at')}`), lang)}${spentWords(lang)}.`) });
  }
  for (const hex of action.orders.forts ?? []) lines.push({ kind: 'builds', rule: '8.4', text: localized((lang) => `${lang === 'it' ? 'Fortificazione ricostruita' : 'Fort rebuilt'} ${toPlace(board, hex, lang, 'at')}.`) });
  for (const id of action.orders.stosstruppen ?? []) {
    const unit = unitOf(after, id);
    if (unit) lines.push({ kind: 'builds', rule: '10.41', text: localized((lang) => `${unitName(unit, lang)} ${lang === 'it' ? 'diventa Stosstruppen (truppe d\'assalto)' : 'becomes Stosstruppen (storm troops)'}.`) });
  }
  const armoured = action.orders.armouredCorps ? unitOf(after, action.orders.armouredCorps) : undefined;
  if (armoured) lines.push({ kind: 'builds', rule: '10.7', text: localized((lang) => `${unitName(armoured, lang)} ${lang === 'it' ? 'riceve i carri armati' : 'receives the armoured corps'}.`) });
  for (const loan of action.orders.loans ?? []) {
    lines.push({ kind: 'builds', rule: '8.5', text: localized((lang) => `${nationName(loan.from, lang)} ${lang === 'it' ? 'presta' : 'lends'} ${loan.rp} ${lang === 'it' ? 'punti-risorsa a' : 'resource points to'} ${nationName(loan.to, lang)}.`) });
  }
  if (!lines.length) lines.push({ kind: 'builds', rule: '8.3', text: localized((lang) => `${capital(SUBJECT[side][lang])} ${lang === 'it' ? 'non costruiscono nulla e conservano i punti-risorsa' : 'build nothing and keep their resource points'}.`) });
  return lines;
}

/** The new entries the action wrote: `after`'s log goes on from `before`'s. */
function newEntries(before: WwiState, after: WwiState): LogEntry[] {
  return after.log.slice(before.log.length);
}

const HANDLED = [/^attack on \d{4}$/, / (?:re)?built at \d{4}$/, /out of supply and is removed for good \(7\.22\)$/, / invades [a-z-]+;/, / joins (?:allies|central) \(9\.2\)$/, /^The Russian army collapses/, /^Russia surrenders/, /^Italy surrenders/, /^The first American army lands/, /^France has fallen/, /^Allied units are back in Russia/];

/** Everything an action did that a class should hear, in the order it is told. */
export function narrate(before: WwiState, after: WwiState, side: Side, action: WwiOrder, board: Board): NarratedLine[] {
  const lines: NarratedLine[] = [];
  const entries = newEntries(before, after);
  if (action.kind === 'move') {
    const moves = movesByFront(before, after, side, board);
    if (moves.length) lines.push(...moves);
    else {
      const firstTurn = before.scenario === 'historical' && before.turn === 1;
      lines.push({ kind: 'moves', rule: firstTurn ? '11.11' : '5.0', text: localized((lang) => `${capital(SUBJECT[side][lang])} ${lang === 'it' ? 'non muovono alcuna armata' : 'move no army'}${firstTurn ? (lang === 'it' ? ': nel primo turno dello scenario storico nessuno muove' : ': in the first turn of the historical game nobody moves') : ''}.`) });
    }
  }
  if (action.kind === 'build') lines.push(...builds(before, after, side, action, board));
  if (action.kind === 'end-attacks') {
    const made = before.attackedHexes.length;
    lines.push({ kind: 'attacks', rule: '6.6', text: localized((lang) => `${capital(SUBJECT[side][lang])} ${lang === 'it' ? 'chiudono questa fase di attacco' : 'end this attack phase'} ${made ? (lang === 'it' ? `dopo ${made} ${made === 1 ? 'attacco' : 'attacchi'}` : `after ${made} ${made === 1 ? 'attack' : 'attacks'}`) : lang === 'it' ? 'senza attaccare' : 'without attacking'}.`) });
  }
  // Other entries of the log: activation rolls, forts, armies lost in the west.
  for (const entry of entries) {
    if (isCombatCalculation(entry.detail) || HANDLED.some((p) => p.test(entry.text))) continue;
    const event = { key: '', turn: entry.turn, phase: entry.phase, serial: entry.serial ?? after.phaseSerial, text: entry.text, historic: !!entry.historic, stateIndex: 0, note: null, detail: entry.detail, die: entry.die };
    const words = { en: eventWords(event, 'en', board), it: eventWords(event, 'it', board) };
    lines.push({ kind: 'event', rule: words.en.rule, text: { en: `${capital(words.en.text)}.`, it: `${capital(words.it.text)}.` } });
  }
  // Neutrals that entered the war, by invasion (9.1) or by an activation roll (9.2).
  for (const [nation, now] of Object.entries(after.nations)) {
    const was = before.nations[nation];
    if (was?.alignment !== 'neutral' || now.alignment === 'neutral') continue;
    const invaded = !!now.invadedBy && !was.invadedBy;
    const joined = now.alignment;
    lines.push({ kind: 'neutral', rule: invaded ? '9.1' : '9.2', text: localized((lang) => `${nationName(nation, lang)} ${lang === 'it' ? `entra in guerra con ${SUBJECT[joined].it}` : `enters the war on the side of ${SUBJECT[joined].en}`}${invaded ? (lang === 'it' ? `, perché invasa ${BY_IT[now.invadedBy!]}` : `, invaded by ${SUBJECT[now.invadedBy!].en}`) : ''}.`) });
  }
  const russia = [before.nations['russia'], after.nations['russia']];
  if (!russia[0]?.collapsed && russia[1]?.collapsed) lines.push({ kind: 'russia', rule: '10.1', text: both('The Russian army collapses: Russia loses all its resource points and receives no more.', 'L\'esercito russo crolla: la Russia perde tutti i punti-risorsa e non ne riceve più.') });
  if (!russia[0]?.surrendered && russia[1]?.surrendered) {
    const vp = after.vp.central - before.vp.central;
    lines.push({ kind: 'russia', rule: '10.2', text: localized((lang) => (lang === 'it' ? `La Russia si arrende: le sue armate lasciano la mappa e le Potenze Centrali guadagnano ${vp} punti vittoria.` : `Russia surrenders: its armies leave the map and the Central Powers score ${vp} victory points.`)) });
  }
  if (!before.russianGarrisonReleased && after.russianGarrisonReleased) lines.push({ kind: 'russia', rule: '10.22', text: both('Allied armies are back in Russia: the Central Powers\' garrisons there may leave.', 'Armate alleate sono tornate in Russia: le guarnigioni delle Potenze Centrali possono andarsene.') });
  if (!before.units.some((u) => u.nation === 'usa' && u.status === 'map') && after.units.some((u) => u.nation === 'usa' && u.status === 'map')) {
    lines.push({ kind: 'usa', rule: '9.8', text: both('The Americans arrive: the first US armies land in France.', 'Arrivano gli americani: le prime armate statunitensi sbarcano in Francia.') });
  }
  if (!before.franceFallen && after.franceFallen) lines.push({ kind: 'fall', rule: '10.3', text: both('France has fallen: no Allied army is left in France; no new French, British or American armies can appear.', 'La Francia è caduta: non resta in Francia alcuna armata alleata; non possono comparire nuove armate francesi, britanniche o statunitensi.') });
  if (!before.nations['italy']?.surrendered && after.nations['italy']?.surrendered) lines.push({ kind: 'fall', rule: '10.9', text: both('Italy surrenders: the Central Powers hold every Italian city.', 'L\'Italia si arrende: le Potenze Centrali tengono ogni città italiana.') });
  // The end of the turn: armies out of supply are lost (7.22), then a new turn begins.
  const unsupplied = entries.map((e) => /^([a-z-]+:\w+) is out of supply and is removed for good \(7\.22\)$/.exec(e.text)?.[1]).filter((id): id is string => !!id);
  if (unsupplied.length) {
    const names = (lang: Lang) => unsupplied.map((id) => armyName(id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1), lang));
    lines.push({ kind: 'supply', rule: '7.22', text: localized((lang) => `${lang === 'it' ? 'Senza rifornimento a fine turno, eliminate per sempre' : 'Out of supply at the end of the turn, removed for good'}: ${list(names(lang), lang)}.`) });
  }
  if (after.phase === 'build-allies' && before.phase !== 'build-allies') {
    const gains = (['allies', 'central'] as Side[]).map((s) => ({ side: s, gains: rpGains(before, after, s) })).filter((g) => g.gains.length);
    if (gains.length) {
      lines.push({ kind: 'rp', rule: '8.1', text: localized((lang) => `${lang === 'it' ? 'Punti-risorsa del turno' : 'Resource points for the turn'}: ${gains.map((g) => `${SUBJECT[g.side][lang]} +${g.gains.reduce((s, x) => s + x.gain, 0)} (${g.gains.map((x) => `${nationName(x.nation, lang)} +${x.gain}`).join(', ')})`).join('; ')}.`) });
    }
  }
  if (after.turn > before.turn) lines.push({ kind: 'turn', rule: '3.0', text: localized((lang) => `${turnName(after.turn)[lang]} ${lang === 'it' ? 'comincia' : 'begins'}.`) });
  return lines;
}
