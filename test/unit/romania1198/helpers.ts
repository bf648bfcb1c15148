/** Positions and orders on the Romania 1198 map for the tests, orders read by the real parser. */
import { adjudicate, type AdjudicateOptions, type AdjudicationResult, type SubmittedOrder } from '../../../src/games/diplomacy/engine/adjudicate';
import { parseOrder } from '../../../src/games/diplomacy/engine/notation';
import { initialPosition, type Position } from '../../../src/games/diplomacy/engine/position';
import { RULEBOOK_SEED, type Rulebook } from '../../../src/games/diplomacy/engine/rulebook';
import type { PhaseType, Season, UnitData } from '../../../src/games/diplomacy/engine/types';
import { ROMANIA_HOOKS, romaniaMap as map } from '../../../src/games/romania1198/engine/map';

export { map };
export const RULES: Rulebook = { ...RULEBOOK_SEED, hooks: ROMANIA_HOOKS };

/** "zalau A zal", "zalau A zal >clu" (in the pass towards Cluj), "cluj F da3". */
export function units(...lines: string[]): UnitData[] {
  return lines.map((line) => {
    const [power, type, loc, pass] = line.split(' ');
    const unit: UnitData = { power, type: type as 'A' | 'F', loc };
    if (pass) unit.pass = pass.slice(1);
    return unit;
  });
}

export function position(list: UnitData[], season: Season = 'spring', year = 1199, phase: PhaseType = 'movement'): Position {
  return { ...initialPosition(map), year, season, phase, units: list };
}

/** [power, order text] pairs; a line the parser cannot read becomes an unreadable order (the unit holds). */
export function orders(...lines: [string, string][]): SubmittedOrder[] {
  return lines.map(([power, text]) => {
    const parsed = parseOrder(text, map, { power });
    return parsed.ok ? { power, order: parsed.order, text } : { power, order: null, text, error: parsed.error.code };
  });
}

export function play(pos: Position, submitted: SubmittedOrder[], options: AdjudicateOptions = {}, rules: Rulebook = RULES): AdjudicationResult {
  return adjudicate(map, pos, submitted, rules, options);
}

/** The outcome reason of the order at `index`. */
export const reason = (result: AdjudicationResult, index: number) => result.results.find((r) => r.orderIndex === index)!.outcome.reason;

/** Units after the phase as "power A loc[>pass]", sorted. */
export function after(result: AdjudicationResult): string[] {
  return result.next.units.map((u) => `${u.power} ${u.type} ${u.loc}${u.pass ? `>${u.pass}` : ''}`).sort();
}
