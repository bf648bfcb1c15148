/**
 * Which map a Diplomacy board draws: the game's module, its map and its
 * generated picture, handed over by the game's bundle so that the board's
 * code names no map. The drawing functions read the board being drawn.
 */
import type { DipGameModule } from '../engine/module';
import type { Localized } from '../../../platform/game';
import type { GameMap } from '../engine/types';
import type { MapGeometry } from './map-data';

export interface DipBoard {
  module: DipGameModule;
  map: GameMap;
  geometry: MapGeometry;
  /** Styles this map needs: the picture's proportions and its powers' colours. */
  css: string;
  /** Where keyboard focus starts when no unit is being ordered. */
  start: string;
  /** The map's accessible name before the phase ("Map of Europe" when none). */
  title?: Localized;
  /** The order box's help with this map's own examples (the standard map's when none). */
  help?: Localized;
  /** Named units' names in each language, by the roster's name (the roster's own name when none). */
  unitNames?: Readonly<Record<string, Localized>>;
}

export function makeBoard(module: DipGameModule, geometry: MapGeometry, start: string, title?: Localized, help?: Localized): DipBoard {
  const ratio = geometry.width / geometry.height;
  const css = [
    `.board{aspect-ratio:${geometry.width}/${geometry.height}}`,
    // The whole map fits the window's height (less the page's bar), its order menu on it.
    `.frame{max-width:max(18rem,calc((100vh - 4.5rem) * ${ratio}));max-width:max(18rem,calc((100dvh - 4.5rem) * ${ratio}))}`,
    ...module.map.data.powers.map((power) => `.p-${power.id}{--power-color:${power.color}}`),
  ].join('\n');
  return { module, map: module.map, geometry, css, start, ...(title ? { title } : {}), ...(help ? { help } : {}) };
}

let fallback: DipBoard | undefined;
let drawn: DipBoard | undefined;

/** The board of the plain <dip-view> and <dip-map> tags (the standard game's bundle sets it). */
export function setDefaultBoard(board: DipBoard): void {
  fallback = board;
}

/** Called by a view before it draws: the drawing functions read this board. */
export function useBoard(board: DipBoard): void {
  drawn = board;
}

export function board(): DipBoard {
  const current = drawn ?? fallback;
  if (!current) throw new Error('No Diplomacy board: the game bundle sets one');
  return current;
}

export function defaultBoard(): DipBoard {
  return fallback ?? board();
}

/** Adds the board's own styles to a component's shadow root (constructed sheets: the CSP forbids style attributes). */
export function adoptBoardStyles(root: ShadowRoot | HTMLElement | DocumentFragment, board: DipBoard): void {
  if (!(root instanceof ShadowRoot)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(board.css);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
