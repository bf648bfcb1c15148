/** What the board draws over the map for the phase in hand: highlighted hexes, selected counters, route lines. */

export type MarkKind = 'reach' | 'rail' | 'sea' | 'zoc' | 'target' | 'defender' | 'retreat' | 'path' | 'advance' | 'place';

export interface HexMark {
  hex: string;
  kind: MarkKind;
  /** Short text drawn in the hex (an MP cost). */
  label?: string;
  /** Accessible name of the highlighted hex. */
  name: string;
}

export interface BoardOverlay {
  marks: HexMark[];
  /** Counters drawn as selected. */
  selected: string[];
  /** Lines to draw: planned moves, retreat and advance paths. */
  legs: { from: string; to: string; kind: 'move' | 'rail' | 'sea' | 'retreat' | 'advance' }[];
}

export const EMPTY_OVERLAY: BoardOverlay = { marks: [], selected: [], legs: [] };
