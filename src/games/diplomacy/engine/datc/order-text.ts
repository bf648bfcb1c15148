/**
 * DATC order lines ("ENG: F nth convoys lon -> bel", "Germany: Build A war")
 * read with the project's notation parser. The power prefix is matched here,
 * by its first three letters, so misspellings in the test files ("Germnay")
 * still name the right power.
 */
import type { PowerId } from '../../../../platform/game';
import type { SubmittedOrder } from '../adjudicator/validate';
import { parseOrder } from '../notation';
import type { GameMap, Loc, Order, PhaseType, UnitData, UnitType } from '../types';

export function resolvePower(map: GameMap, name: string): PowerId | undefined {
  const key = name.trim().toLowerCase().slice(0, 3);
  for (const power of map.data.powers) {
    const names = [power.id, power.name.en, power.adjective.en];
    if (names.some((n) => n.toLowerCase().slice(0, 3) === key)) return power.id;
  }
  return undefined;
}

/** Splits "Power: rest"; the power must be known. */
export function splitPower(map: GameMap, line: string): { power: PowerId; rest: string } | { error: string } {
  const colon = line.indexOf(':');
  // A few jDip lines forget the colon ("Italy F gol"): then the power is the first word.
  const cut = colon >= 0 ? colon : line.search(/\s/);
  if (cut < 0) return { error: `no power in "${line}"` };
  const power = resolvePower(map, line.slice(0, cut));
  if (!power) return { error: `unknown power in "${line}"` };
  return { power, rest: line.slice(cut + 1).trim() };
}

const DESTINATION_WITH_COAST = /(?:->|-)\s*([a-z]+)\s*(?:\/|\()\s*([a-z]{2})\s*\)?\s*(?:via\s+convoy)?\s*$/i;

/**
 * The parser normalises a coast written on a support's destination or on an
 * army's destination away; DATC 6.B.9 and 6.B.12 are about exactly that
 * coast, so it is put back from the text when it names a real location.
 */
function keepWrittenCoast(map: GameMap, text: string, order: Order): Order {
  const match = DESTINATION_WITH_COAST.exec(text);
  if (!match) return order;
  const parsed = parseOrder(`F ${match[1]}/${match[2]}`, map);
  if (!parsed.ok || parsed.order.kind !== 'hold') return order;
  const loc: Loc = parsed.order.unit.loc;
  const province = map.provinceOf(loc);
  if (order.kind === 'support' && order.to === province && map.isLoc(loc)) return { ...order, to: loc };
  if (order.kind === 'move' && order.unit.type === 'A' && order.to === province) return { ...order, to: `${province}/${match[2].toLowerCase()}` };
  return order;
}

export function readOrder(map: GameMap, line: string, phase: PhaseType): SubmittedOrder | { error: string } {
  const split = splitPower(map, line);
  if ('error' in split) return split;
  const parsed = parseOrder(split.rest, map, { power: split.power, phase });
  if (!parsed.ok) return { power: split.power, order: null, text: split.rest, error: parsed.error.code };
  return { power: split.power, order: keepWrittenCoast(map, split.rest, parsed.order), text: split.rest };
}

/** "ENG: F nth", "England: A lvp", "France: F spa/nc" -> a unit. */
export function readUnit(map: GameMap, line: string): UnitData | { error: string } {
  const split = splitPower(map, line);
  if ('error' in split) return split;
  const parsed = parseOrder(`${split.rest} H`, map, { power: split.power });
  if (!parsed.ok || parsed.order.kind !== 'hold' || !parsed.order.unit.type) {
    return { error: `cannot read unit "${line}"` };
  }
  const type: UnitType = parsed.order.unit.type;
  const loc = type === 'A' ? map.provinceOf(parsed.order.unit.loc) : parsed.order.unit.loc;
  return { power: split.power, type, loc };
}

export function unitKey(unit: UnitData): string {
  return `${unit.power} ${unit.type} ${unit.loc}`;
}
