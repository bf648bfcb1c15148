/**
 * How the game names nations, armies and hexes for the player, in both
 * languages: "German 1st Army, 5–5, hex 0312 Mons". Pure, so the rules'
 * refusals speak as the board does (never a raw id like "france:4").
 */
import type { Lang, Localized } from '../../../platform/game';
import type { Board } from './board';
import { CHARTS, type Charts } from './charts';
import { unitStrength } from './strength';
import type { Side, Unit, WwiState } from './state';
import cityNamesIt from '../../../../maps/wwi/city-names-it.json';

interface NationWords {
  name: Localized;
  /** Adjective for unit names: "German 1st Army". */
  adjective: Localized;
}

const nation = (en: string, it: string, adjEn: string, adjIt: string): NationWords => ({ name: { en, it }, adjective: { en: adjEn, it: adjIt } });

export const NATION_NAMES: Record<string, NationWords> = {
  germany: nation('Germany', 'Germania', 'German', 'tedesca'),
  'austria-hungary': nation('Austria-Hungary', 'Austria-Ungheria', 'Austro-Hungarian', 'austro-ungarica'),
  france: nation('France', 'Francia', 'French', 'francese'),
  britain: nation('Britain', 'Gran Bretagna', 'British', 'britannica'),
  russia: nation('Russia', 'Russia', 'Russian', 'russa'),
  serbia: nation('Serbia', 'Serbia', 'Serbian', 'serba'),
  belgium: nation('Belgium', 'Belgio', 'Belgian', 'belga'),
  holland: nation('Holland', 'Olanda', 'Dutch', 'olandese'),
  italy: nation('Italy', 'Italia', 'Italian', 'italiana'),
  romania: nation('Romania', 'Romania', 'Romanian', 'rumena'),
  bulgaria: nation('Bulgaria', 'Bulgaria', 'Bulgarian', 'bulgara'),
  turkey: nation('Ottoman Empire', 'Impero ottomano', 'Ottoman', 'ottomana'),
  greece: nation('Greece', 'Grecia', 'Greek', 'greca'),
  usa: nation('United States', 'Stati Uniti', 'American', 'statunitense'),
  montenegro: nation('Montenegro', 'Montenegro', 'Montenegrin', 'montenegrina'),
  albania: nation('Albania', 'Albania', 'Albanian', 'albanese'),
  persia: nation('Persia', 'Persia', 'Persian', 'persiana'),
  switzerland: nation('Switzerland', 'Svizzera', 'Swiss', 'svizzera'),
};

const UNKNOWN_NATION = nation('?', '?', '?', '?');

export function nationWords(id: string | null | undefined): NationWords {
  return (id && NATION_NAMES[id]) || UNKNOWN_NATION;
}

export function nationName(id: string, lang: Lang): string {
  return nationWords(id).name[lang];
}

export const SIDE_NAMES: Record<Side, Localized> = {
  allies: { en: 'Allies', it: 'Alleati' },
  central: { en: 'Central Powers', it: 'Potenze Centrali' },
};

export const TRANSIT_NAMES: Record<string, Localized> = {
  'franco-italian': { en: 'Franco-Italian transit', it: 'Transito franco-italiano' },
  'south-russia': { en: 'South Russia transit', it: 'Transito Russia meridionale' },
  anatolia: { en: 'Anatolia transit', it: 'Transito Anatolia' },
};

/** "1st", "2nd", "11th" / "1ª" — the army's number as printed on the counter. */
export function ordinal(army: string, lang: Lang): string {
  if (!/^\d+$/.test(army)) return army;
  const n = Number(army);
  if (lang === 'it') return `${n}ª`;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** "German 1st Army", "1ª Armata tedesca", "British Expeditionary Force". */
export function armyName(nation: string, army: string, lang: Lang): string {
  const adjective = nationWords(nation).adjective[lang];
  if (army === 'BEF') return lang === 'it' ? 'Forza di spedizione britannica (BEF)' : 'British Expeditionary Force (BEF)';
  return lang === 'it' ? `${ordinal(army, lang)} Armata ${adjective}` : `${adjective} ${ordinal(army, lang)} Army`;
}

const CITY_NAMES_IT: Record<string, string> = cityNamesIt.names;

/** A city's name in `lang`; hexes.json names cities in English, city-names-it.json in Italian. */
export function cityName(city: string, lang: Lang): string {
  return lang === 'it' ? (CITY_NAMES_IT[city] ?? city) : city;
}

/** "0114 Paris" ("0114 Parigi" in Italian) or "0113" when the hex has no place. */
export function placeName(board: Board, hex: string, lang: Lang = 'en'): string {
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

/** A unit as the player knows it ("French 4th Army"), for the rules' messages; never its id. */
export function unitCalled(state: WwiState, id: string): Localized {
  const unit = state.units.find((u) => u.id === id);
  if (!unit) return { en: 'an unknown unit', it: 'un\'unità sconosciuta' };
  return { en: armyName(unit.nation, unit.army, 'en'), it: armyName(unit.nation, unit.army, 'it') };
}

/** A nation in both languages, for the rules' messages. */
export function nationCalled(id: string): Localized {
  return nationWords(id).name;
}
