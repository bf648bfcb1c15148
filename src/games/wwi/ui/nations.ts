/**
 * How each nation looks and is called on the board: names in both languages,
 * a two-letter code printed on every counter (so owners are told apart without
 * colour, DESIGN "Quality bar"), counter colours and the pale map tint.
 */
import type { Localized } from '../../../platform/game';
import { nationWords } from '../engine/names';

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

const look = (nation: string, code: string, counter: string, ink: string, land: string): NationLook => ({
  ...nationWords(nation),
  code,
  counter,
  ink,
  land,
});

export const NATION_LOOKS: Record<string, NationLook> = {
  germany: look('germany', 'DE', '#4d5961', '#ffffff', '#c9cdca'),
  'austria-hungary': look('austria-hungary', 'AH', '#b9c7a0', '#1d232b', '#ece3c6'),
  france: look('france', 'FR', '#2f5fa8', '#ffffff', '#bfd2ea'),
  britain: look('britain', 'GB', '#a8864a', '#1d232b', '#e6dcc3'),
  russia: look('russia', 'RU', '#5c7a3a', '#ffffff', '#e1dcb8'),
  serbia: look('serbia', 'SR', '#8e3b2e', '#ffffff', '#d9b8a6'),
  belgium: look('belgium', 'BE', '#e2b93b', '#1d232b', '#efc9b4'),
  holland: look('holland', 'NL', '#e07b2a', '#1d232b', '#f4d2a8'),
  italy: look('italy', 'IT', '#357a4b', '#ffffff', '#cfe3bd'),
  romania: look('romania', 'RO', '#d4b21c', '#1d232b', '#f2e6a4'),
  bulgaria: look('bulgaria', 'BG', '#2e6b5e', '#ffffff', '#bcd3c9'),
  turkey: look('turkey', 'TR', '#7d6a2a', '#ffffff', '#d9d0a8'),
  greece: look('greece', 'GR', '#5f9ed1', '#1d232b', '#d3e3ef'),
  usa: look('usa', 'US', '#6b7340', '#ffffff', '#dfe0c8'),
  montenegro: look('montenegro', 'MN', '#7a5a8c', '#ffffff', '#d8c8de'),
  albania: look('albania', 'AL', '#a04a5a', '#ffffff', '#e6cdd0'),
  persia: look('persia', 'PE', '#9a7bb0', '#ffffff', '#e3d6ea'),
  switzerland: look('switzerland', 'CH', '#cccccc', '#1d232b', '#eeeeee'),
};

const UNKNOWN: NationLook = look('?', '??', '#888888', '#ffffff', '#eeeeee');

export function nationLook(nation: string | null | undefined): NationLook {
  return (nation && NATION_LOOKS[nation]) || UNKNOWN;
}

export { SIDE_NAMES, armyName, nationName, ordinal } from '../engine/names';
