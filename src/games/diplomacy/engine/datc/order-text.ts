/**
 * DATC order lines ("ENG: F nth convoys lon -> bel", "Germany: Build A war")
 * read with the project's notation parser. The power prefix is matched here,
 * by its first three letters, so misspellings in the test files ("Germnay")
 * still name the right power.
 */
import type { PowerId } from '../../../../platform/game';
import type { SubmittedOrder } from '../adjudicator/validate';
import { parseOrder } from '../notation';
import type { GameMap, PhaseType, UnitData, UnitType } from '../types';

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

export function readOrder(map: GameMap, line: string, phase: PhaseType): SubmittedOrder | { error: string } {
  const split = splitPower(map, line);
  if ('error' in split) return split;
  const parsed = parseOrder(split.rest, map, { power: split.power, phase });
  if (!parsed.ok) return { power: split.power, order: null, text: split.rest, error: parsed.error.code };
  return { power: split.power, order: parsed.order, text: split.rest };
}

/**
 * "ENG: F nth", "England: A lvp", "France: F spa/nc" -> a unit. Two suffixes,
 * ours, for maps with rule hooks: "PASS clu" (an army in the pass towards clu)
 * and "STRENGTH 3" (a named unit's strength).
 */
export function readUnit(map: GameMap, line: string): UnitData | { error: string } {
  const split = splitPower(map, line);
  if ('error' in split) return split;
  let rest = split.rest;
  const extras: Partial<UnitData> = {};
  for (let match = /\s+(PASS|STRENGTH)\s+(\S+)\s*$/i.exec(rest); match; match = /\s+(PASS|STRENGTH)\s+(\S+)\s*$/i.exec(rest)) {
    if (match[1].toUpperCase() === 'PASS') extras.pass = match[2].toLowerCase();
    else extras.strength = Number(match[2]);
    rest = rest.slice(0, match.index);
  }
  const parsed = parseOrder(`${rest} H`, map, { power: split.power });
  if (!parsed.ok || parsed.order.kind !== 'hold' || !parsed.order.unit.type) {
    return { error: `cannot read unit "${line}"` };
  }
  const type: UnitType = parsed.order.unit.type;
  const loc = type === 'A' ? map.provinceOf(parsed.order.unit.loc) : parsed.order.unit.loc;
  return { power: split.power, type, loc, ...extras };
}

export function unitKey(unit: UnitData): string {
  return `${unit.power} ${unit.type} ${unit.loc}${unit.pass !== undefined ? ` PASS ${unit.pass}` : ''}`;
}
