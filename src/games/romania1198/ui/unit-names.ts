/**
 * The named units' names (maps/romania1198/named-units.json) in each
 * language: the roster writes them in Italian, without diacritics or
 * apostrophes; the English interface shows them in English. Mannari is the
 * seed's own name and stays as it is.
 */
import type { Localized } from '../../../platform/game';

const names: Record<string, [string, string]> = {
  'Lupi Grigi': ['Grey Wolves', 'Lupi Grigi'],
  Falchi: ['Falcons', 'Falchi'],
  'Barche del Somes': ['Someș Boats', 'Barche del Someș'],
  'Leoni Bianchi': ['White Lions', 'Leoni Bianchi'],
  'Cavalieri di Salonta': ['Knights of Salonta', 'Cavalieri di Salonta'],
  'Chiatte di Arad': ['Arad Barges', 'Chiatte di Arad'],
  Mannari: ['Mannari', 'Mannari'],
  'Guardia di Turda': ['Turda Guard', 'Guardia di Turda'],
  'Zattere di Alba': ['Alba Rafts', 'Zattere di Alba'],
  Orsi: ['Bears', 'Orsi'],
  'Barche del Sale': ['Salt Boats', 'Barche del Sale'],
  Cacciatori: ['Hunters', 'Cacciatori'],
  'Chiatte del Mures': ['Mureș Barges', 'Chiatte del Mureș'],
  Sassoni: ['Saxons', 'Sassoni'],
  Secui: ['Szeklers', 'Secui'],
  'Navi dell Olt': ['Olt Ships', 'Navi dell’Olt'],
  'Stella Rossa': ['Red Star', 'Stella Rossa'],
  Torri: ['Towers', 'Torri'],
  Draghi: ['Dragons', 'Draghi'],
  Lance: ['Lances', 'Lance'],
  'Barche del Banato': ['Banat Boats', 'Barche del Banato'],
};

export const UNIT_NAMES: Readonly<Record<string, Localized>> = Object.fromEntries(Object.entries(names).map(([k, [en, it]]) => [k, { en, it }]));
