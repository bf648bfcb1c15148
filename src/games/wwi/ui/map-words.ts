/** Names printed on the map, in both languages. */
import type { Localized } from '../../../platform/game';
export { cityName } from '../engine/names';

export const SEA_NAMES: Record<string, Localized> = {
  'north-sea': { en: 'North Sea', it: 'Mare del Nord' },
  atlantic: { en: 'Atlantic', it: 'Atlantico' },
  mediterranean: { en: 'Mediterranean Sea', it: 'Mar Mediterraneo' },
  baltic: { en: 'Baltic Sea', it: 'Mar Baltico' },
  adriatic: { en: 'Adriatic', it: 'Adriatico' },
  aegean: { en: 'Aegean', it: 'Egeo' },
  'black-sea': { en: 'Black Sea', it: 'Mar Nero' },
};

export { TRANSIT_NAMES } from '../engine/names';

export const MAP_WORDS = {
  caucasus: { en: 'Caucasus front (inset)', it: 'Fronte del Caucaso (riquadro)' } as Localized,
};
