/**
 * Words for counters and hexes: the accessible name of every counter
 * ("German 1st Army, 5–4, hex 0312 Mons") and short place names.
 */
import type { Lang } from '../../../platform/game';
import type { Board } from '../engine/board';
import { CHARTS, type Charts } from '../engine/charts';
import { unitStrength } from '../engine/combat';
import type { Unit } from '../engine/state';
import { armyName } from './nations';
import { TRANSIT_NAMES, cityName } from './map-words';

/** "0114 Paris" ("0114 Parigi" in Italian) or "0113" when the hex has no place. */
export function placeName(board: Board, hex: string, lang: Lang): string {
  if (!board.has(hex)) return hex;
  const city = board.hex(hex).city;
  return city ? `${hex} ${cityName(city, lang)}` : hex;
}

/** Attack–defence as printed, with a real en dash. */
export function strengthText(unit: Unit, charts: Charts = CHARTS): string {
  const s = unitStrength(unit, charts);
  return `${s.attack}–${s.defence}`;
}

const SIDE_WORDS = {
  reduced: { en: 'reduced', it: 'ridotta' },
  stoss: { en: 'Stosstruppen', it: 'Stosstruppen' },
  armour: { en: 'armoured corps', it: 'corpo corazzato' },
  hex: { en: 'hex', it: 'esagono' },
  transit: { en: 'in the', it: 'nell\'area' },
} as const;

/** The accessible name of a counter: nation and unit, strength, special side, where it stands. */
export function counterName(board: Board, unit: Unit, lang: Lang, charts: Charts = CHARTS): string {
  const extras: string[] = [];
  if (unit.reduced) extras.push(SIDE_WORDS.reduced[lang]);
  if (unit.stosstruppen) extras.push(SIDE_WORDS.stoss[lang]);
  if (unit.armouredCorps) extras.push(SIDE_WORDS.armour[lang]);
  const where =
    unit.status === 'transit' && unit.transit
      ? `${SIDE_WORDS.transit[lang]} ${TRANSIT_NAMES[unit.transit]?.[lang] ?? unit.transit}`
      : unit.hex
        ? `${SIDE_WORDS.hex[lang]} ${placeName(board, unit.hex, lang)}`
        : '';
  return [armyName(unit.nation, unit.army, lang), strengthText(unit, charts), ...extras, where].filter(Boolean).join(', ');
}
