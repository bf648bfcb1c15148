/** Names printed on the map, in both languages. */
import type { Lang, Localized } from '../../../platform/game';
import cityNamesIt from '../../../../maps/wwi/city-names-it.json';

const CITY_NAMES_IT: Record<string, string> = cityNamesIt.names;

/** A city's name in `lang`; hexes.json names cities in English. */
export function cityName(city: string, lang: Lang): string {
  return lang === 'it' ? (CITY_NAMES_IT[city] ?? city) : city;
}

export const SEA_NAMES: Record<string, Localized> = {
  'north-sea': { en: 'North Sea', it: 'Mare del Nord' },
  atlantic: { en: 'Atlantic', it: 'Atlantico' },
  mediterranean: { en: 'Mediterranean Sea', it: 'Mar Mediterraneo' },
  baltic: { en: 'Baltic Sea', it: 'Mar Baltico' },
  adriatic: { en: 'Adriatic', it: 'Adriatico' },
  aegean: { en: 'Aegean', it: 'Egeo' },
  'black-sea': { en: 'Black Sea', it: 'Mar Nero' },
};

export const TRANSIT_NAMES: Record<string, Localized> = {
  'franco-italian': { en: 'Franco-Italian transit', it: 'Transito franco-italiano' },
  'south-russia': { en: 'South Russia transit', it: 'Transito Russia meridionale' },
  anatolia: { en: 'Anatolia transit', it: 'Transito Anatolia' },
};

export const MAP_WORDS = {
  caucasus: { en: 'Caucasus front (inset)', it: 'Fronte del Caucaso (riquadro)' } as Localized,
};
