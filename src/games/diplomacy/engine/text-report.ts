/**
 * Plain-text views of a Diplomacy state and parsing of written orders for a
 * seat: shared by the referee CLI and the order sheet.
 */
import type { Lang, PowerId } from '../../../platform/game';
import { diplomacy, type DipAction, type DipGameModule } from './module';
import { describeParseError, parseOrder, printOrder, printPlace, type Notation } from './notation';
import { describeOutcome, type Outcome } from './adjudicator/outcome';
import { centresOf } from './position';
import { powersOfSeat, seatOfPower } from './seats';
import { checkOrders } from './phase';
import { misnamedUnit } from './named-units';
import type { DipState } from './state';
import type { GameMap, Order, UnitData } from './types';

export interface OrderLine {
  text: string;
  /** The order as understood, printed in the chosen notation. */
  printed?: string;
  entry?: { power: PowerId; order: Order };
  /** A game's special order (DipSpecials), read instead of a unit's. */
  special?: unknown;
  /** Why the line cannot be used (unreadable, or illegal now); absent when it is fine. */
  problem?: string;
}

const placeName = (map: GameMap, lang: Lang) => (province: string) => map.province(province)?.name[lang] ?? province;

/** Parses each line for a seat and checks it against the engine's rules, explaining problems in `lang`. */
export function parseOrderLines(
  state: DipState,
  seat: string,
  lines: readonly string[],
  notation: Notation,
  lang: Lang,
  game: DipGameModule = diplomacy,
): OrderLine[] {
  const map = game.map;
  const powers = powersOfSeat(state, seat);
  const phase = state.position.phase;
  const parsed = lines.map((text): OrderLine => {
    const special = game.config.specials?.parseLine(text, state, powers);
    if (special) return special.ok ? { text, special: special.order, printed: special.printed } : { text, problem: special.reason[lang] };
    const result = parseOrder(text, map, { power: powers.length === 1 ? powers[0] : undefined, phase, notation });
    if (!result.ok) return { text, problem: describeParseError(result.error, lang) };
    const misnamed = misnamedUnit(map, state, game.config.roster, result.order, result.unitName);
    if (misnamed) return { text, problem: misnamed[lang] };
    const power = result.power ?? ownerOf(map, state, result.order, powers) ?? powers[0];
    return { text, entry: { power, order: result.order }, printed: printOrder(result.order, map, notation) };
  });
  const entries = parsed.filter((line) => line.entry).map((line) => line.entry!);
  const problems = checkOrders(map, state, entries, game.phaseRules);
  let index = 0;
  return parsed.map((line) => {
    if (!line.entry) return line;
    const outcome: Outcome | null = problems[index++];
    return outcome ? { ...line, problem: describeOutcome(outcome, lang, placeName(map, lang)) } : line;
  });
}

function ownerOf(map: GameMap, state: DipState, order: Order, powers: PowerId[]): PowerId | undefined {
  if (!('unit' in order)) return undefined;
  const province = map.provinceOf(order.unit.loc);
  const pool: UnitData[] = state.position.phase === 'retreat' ? state.position.dislodged.map((d) => d.unit) : state.position.units;
  const unit = pool.find((u) => map.provinceOf(u.loc) === province);
  return unit && powers.includes(unit.power) ? unit.power : undefined;
}

/** A power named as a person would: "France", "francia", "fra", "FRANCE", or a seat id. */
export function findPower(name: string, map: GameMap = diplomacy.map): PowerId | undefined {
  const wanted = name.trim().toLowerCase();
  return map.data.powers.find(
    (power) =>
      power.id === wanted ||
      power.name.en.toLowerCase() === wanted ||
      power.name.it.toLowerCase() === wanted ||
      power.adjective.en.toLowerCase() === wanted ||
      power.adjective.it.toLowerCase() === wanted ||
      power.id.slice(0, 3) === wanted ||
      (power.aliases ?? []).includes(wanted),
  )?.id;
}

export type SeatOrders =
  | { ok: true; seat: string; action: DipAction; warnings: string[] }
  | { ok: false; errors: string[] };

/** Orders written for one power (or its seat): unreadable orders are errors; illegal ones warnings (the unit will hold). */
export function parseSeatOrders(
  state: DipState,
  powerName: string,
  texts: readonly string[],
  notation: Notation,
  lang: Lang = notation,
  game: DipGameModule = diplomacy,
): SeatOrders {
  const power = findPower(powerName, game.map) ?? (game.powers(state).some((seat) => seat.id === powerName) ? powersOfSeat(state, powerName)[0] : undefined);
  const seat = power ? seatOfPower(state, power) : undefined;
  if (!power || !seat) return { ok: false, errors: [`"${powerName}" does not play in this game`] };
  const lines = parseOrderLines(state, seat, texts, notation, lang, game);
  const unreadable = lines.filter((line) => !line.entry && line.special === undefined);
  if (unreadable.length) return { ok: false, errors: unreadable.map((line) => `${line.text}: ${line.problem}`) };
  const special = lines.filter((line) => line.special !== undefined).map((line) => line.special);
  const action: DipAction = { orders: lines.filter((line) => line.entry).map((line) => line.entry!), draw: false, ...(special.length ? { special } : {}) };
  const refused = game.validate(state, seat, action);
  if (refused) return { ok: false, errors: [refused[lang]] };
  return { ok: true, seat, action, warnings: lines.filter((line) => line.problem).map((line) => `${line.printed}: ${line.problem} (the unit will hold)`) };
}

/** Phase, units, centres and last results as text. */
export function describeDipState(state: DipState, lang: Lang, notation: Notation = lang, game: DipGameModule = diplomacy): string {
  const map = game.map;
  const out: string[] = [game.phaseLabel(state, lang)];
  const end = game.ended(state);
  if (end) out.push(`${lang === 'it' ? 'Partita finita' : 'Game over'}: ${end.winners.join(', ')} — ${end.reason[lang]}`);
  const last = state.last;
  if (last) {
    const label = game.phaseLabel({ ...state, position: { ...state.position, year: last.year, season: last.season, phase: last.phase } }, lang);
    out.push('', `${lang === 'it' ? 'Risultati di' : 'Results of'} ${label}:`);
    for (const entry of last.orders) {
      const mark = entry.outcome.status === 'succeeds' ? 'ok  ' : 'FAIL';
      out.push(`  ${mark} ${map.power(entry.power)!.name[lang]}: ${printOrder(entry.order, map, notation)} — ${describeOutcome(entry.outcome, lang, placeName(map, lang))}`);
    }
    for (const note of game.config.specials?.resultNotes?.(state, lang) ?? []) out.push(`  ${note}`);
  }
  out.push('', lang === 'it' ? 'Unità e centri:' : 'Units and centres:');
  const abbr = (loc: string) => printPlace(loc, map, notation);
  for (const power of map.data.powers) {
    const inPass = lang === 'it' ? 'nel passo verso' : 'in the pass towards';
    const units = state.position.units
      .filter((u) => u.power === power.id)
      .map((u) => `${u.type} ${abbr(u.loc)}${u.pass !== undefined ? ` (${inPass} ${abbr(u.pass)})` : ''}`);
    const centres = centresOf(state.position, power.id).map((c) => map.province(c)!.abbr[notation]);
    if (!units.length && !centres.length) continue;
    out.push(`  ${power.name[lang]} (${centres.length}): ${units.join(', ') || '—'}  [${centres.join(' ')}]`);
  }
  for (const d of state.position.dislodged) {
    out.push(`  ${lang === 'it' ? 'Sloggiata' : 'Dislodged'}: ${map.power(d.unit.power)!.name[lang]} ${d.unit.type} ${abbr(d.unit.loc)} → ${d.retreats.map(abbr).join(', ') || '—'}`);
  }
  const waiting = game.turn(state).waitingFor.map((seat) => game.powers(state).find((p) => p.id === seat)!.name[lang]);
  if (waiting.length) out.push('', `${lang === 'it' ? 'Si aspettano gli ordini di' : 'Waiting for orders from'}: ${waiting.join('; ')}`);
  return out.join('\n');
}
