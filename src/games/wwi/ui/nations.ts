/**
 * How each nation looks and is called on the board: names in both languages,
 * a two-letter code printed on every counter (so owners are told apart without
 * colour, DESIGN "Quality bar"), counter colours and the pale map tint.
 */
import type { Lang, Localized } from '../../../platform/game';

export interface NationLook {
  name: Localized;
  /** Adjective for unit names: "German 1st Army". */
  adjective: Localized;
  code: string;
  /** Counter face and the ink printed on it. */
  counter: string;
  ink: string;
  /** Pale tint of the nation's land on the map. */
  land: string;
}

const look = (en: string, it: string, adjEn: string, adjIt: string, code: string, counter: string, ink: string, land: string): NationLook => ({
  name: { en, it },
  adjective: { en: adjEn, it: adjIt },
  code,
  counter,
  ink,
  land,
});

export const NATION_LOOKS: Record<string, NationLook> = {
  germany: look('Germany', 'Germania', 'German', 'tedesca', 'DE', '#4d5961', '#ffffff', '#c9cdca'),
  'austria-hungary': look('Austria-Hungary', 'Austria-Ungheria', 'Austro-Hungarian', 'austro-ungarica', 'AH', '#b9c7a0', '#1d232b', '#ece3c6'),
  france: look('France', 'Francia', 'French', 'francese', 'FR', '#2f5fa8', '#ffffff', '#bfd2ea'),
  britain: look('Britain', 'Gran Bretagna', 'British', 'britannica', 'GB', '#a8864a', '#1d232b', '#e6dcc3'),
  russia: look('Russia', 'Russia', 'Russian', 'russa', 'RU', '#5c7a3a', '#ffffff', '#e1dcb8'),
  serbia: look('Serbia', 'Serbia', 'Serbian', 'serba', 'SR', '#8e3b2e', '#ffffff', '#d9b8a6'),
  belgium: look('Belgium', 'Belgio', 'Belgian', 'belga', 'BE', '#e2b93b', '#1d232b', '#efc9b4'),
  holland: look('Holland', 'Olanda', 'Dutch', 'olandese', 'NL', '#e07b2a', '#1d232b', '#f4d2a8'),
  italy: look('Italy', 'Italia', 'Italian', 'italiana', 'IT', '#3d8a55', '#ffffff', '#cfe3bd'),
  romania: look('Romania', 'Romania', 'Romanian', 'rumena', 'RO', '#d4b21c', '#1d232b', '#f2e6a4'),
  bulgaria: look('Bulgaria', 'Bulgaria', 'Bulgarian', 'bulgara', 'BG', '#2e6b5e', '#ffffff', '#bcd3c9'),
  turkey: look('Ottoman Empire', 'Impero ottomano', 'Ottoman', 'ottomana', 'TR', '#7d6a2a', '#ffffff', '#d9d0a8'),
  greece: look('Greece', 'Grecia', 'Greek', 'greca', 'GR', '#5f9ed1', '#1d232b', '#d3e3ef'),
  usa: look('United States', 'Stati Uniti', 'American', 'statunitense', 'US', '#6b7340', '#ffffff', '#dfe0c8'),
  montenegro: look('Montenegro', 'Montenegro', 'Montenegrin', 'montenegrina', 'MN', '#7a5a8c', '#ffffff', '#d8c8de'),
  albania: look('Albania', 'Albania', 'Albanian', 'albanese', 'AL', '#a04a5a', '#ffffff', '#e6cdd0'),
  persia: look('Persia', 'Persia', 'Persian', 'persiana', 'PE', '#9a7bb0', '#ffffff', '#e3d6ea'),
  switzerland: look('Switzerland', 'Svizzera', 'Swiss', 'svizzera', 'CH', '#cccccc', '#1d232b', '#eeeeee'),
};

const UNKNOWN: NationLook = look('?', '?', '?', '?', '??', '#888888', '#ffffff', '#eeeeee');

export function nationLook(nation: string | null | undefined): NationLook {
  return (nation && NATION_LOOKS[nation]) || UNKNOWN;
}

export function nationName(nation: string, lang: Lang): string {
  return nationLook(nation).name[lang];
}

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
  const adjective = nationLook(nation).adjective[lang];
  if (army === 'BEF') return lang === 'it' ? 'Forza di spedizione britannica (BEF)' : 'British Expeditionary Force (BEF)';
  return lang === 'it' ? `${ordinal(army, lang)} Armata ${adjective}` : `${adjective} ${ordinal(army, lang)} Army`;
}

export const SIDE_NAMES: Record<'allies' | 'central', Localized> = {
  allies: { en: 'Allies', it: 'Alleati' },
  central: { en: 'Central Powers', it: 'Potenze Centrali' },
};
