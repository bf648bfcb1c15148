/** A unit's strength as its counter shows it now; apart from combat.ts so that naming (names.ts) needs no rules. */
import { CHARTS, type Charts, armyStrength, type Strength } from './charts';
import type { Unit } from './state';

/** Printed strength of a unit now: reduced back, Stosstruppen side, armoured corps added (8.32, 10.41, 10.7). */
export function unitStrength(unit: Unit, charts: Charts = CHARTS): Strength {
  let strength = armyStrength(charts, unit.nation, unit.army, unit.reduced);
  const stoss = charts.counters[unit.nation]?.stosstruppen;
  if (unit.stosstruppen && stoss) strength = { ...stoss };
  const corps = charts.counters[unit.nation]?.armouredCorps;
  if (unit.armouredCorps && corps) strength = { attack: strength.attack + corps.attack, defence: strength.defence + corps.defence };
  return strength;
}
