/**
 * The size of a territory's plate and of its text, in board units, shared by the
 * board build (src/cli/maps-belle-epoque.ts) and the drawing, so the opening view
 * can promise a minimum on-screen size (opening-view.ts). The plates were first
 * drawn with 7-8 unit text that came out at 4-6 pixels at the opening zoom.
 */
export const PLATE = {
  /** Distance between two cube spaces' centres. */
  pitch: 26,
  cube: 22,
  /** The line over the spaces holding the VP and the arms-sale rate. */
  header: 20,
  pad: 4,
  /** The territory's name, over the plate. */
  nameFont: 16,
  nameLine: 20,
  /** VP, arms-sale rate and a free space's die face: the smallest text on a plate. */
  detailFont: 12,
  /** A cube's letter, and a minor nation's two letters. */
  glyphFont: 14,
  glyphTwoFont: 12,
} as const;

/** Width and height of a plate (3 × 2 cube spaces under the header line). */
export const PLATE_W = 3 * PLATE.pitch + 2 * PLATE.pad;
export const PLATE_H = PLATE.header + 2 * PLATE.pitch + PLATE.pad;

/** How far above its plate a territory's name sits (its baseline), centred over it. */
export const NAME_RISE = 5;

/** The centre of cube space `i` (0-5: two rows of three under the header line) on a plate whose corner is (x, y). */
export function spaceCentre(x: number, y: number, i: number): [number, number] {
  return [x + PLATE.pad + PLATE.pitch / 2 + (i % 3) * PLATE.pitch, y + PLATE.header + PLATE.pitch / 2 + Math.floor(i / 3) * PLATE.pitch];
}

/** The smallest text a plate shows at the opening zoom, in CSS pixels. */
export const MIN_TEXT_PX = 11;
