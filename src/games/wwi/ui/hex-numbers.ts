/**
 * The printed map's hex numbers as pen strokes, all of them one SVG path.
 *
 * Why not text: the map has about a thousand numbers, and the browser lays out
 * every SVG text again whenever the view's scale changes (opening the map,
 * each zoom); a path is drawn without any text layout.
 */
import { round, type Point } from './geometry';

/** Each digit as strokes (lists of points) in a box 4 wide and 6 high, the top left at 0 0. */
const DIGIT_STROKES: readonly (readonly (readonly [number, number])[])[][] = [
  [[[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]]],
  [[[0.8, 1.2], [2.4, 0], [2.4, 6]]],
  [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2.2], [0, 6], [4, 6]]],
  [[[0, 0], [4, 0], [1.8, 2.6], [3, 2.6], [4, 3.6], [4, 5], [3, 6], [1, 6], [0, 5]]],
  [[[3, 6], [3, 0], [0, 4.2], [4, 4.2]]],
  [[[4, 0], [0.4, 0], [0, 2.8], [3, 2.6], [4, 3.6], [4, 5], [3, 6], [1, 6], [0, 5]]],
  [[[3.4, 0], [2, 0], [0, 2.4], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [1, 3], [0, 4]]],
  [[[0, 0], [4, 0], [1.4, 6]]],
  [
    [[1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1, 3], [0, 2], [0, 1], [1, 0]],
    [[1, 3], [0, 4], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3]],
  ],
  [[[0.6, 6], [2, 6], [4, 3.6], [4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [3, 3], [4, 2]]],
];

/** A digit's height in board units (about the capital height of the 5-unit type the numbers once were). */
export const DIGIT_HEIGHT = 3.4;
const SCALE = DIGIT_HEIGHT / 6;
const DIGIT_WIDTH = 4 * SCALE;
const DIGIT_GAP = 0.6;

/** Each digit: where its first stroke starts from the top left corner, then every move relative, worked out once. */
const DIGIT_PATHS: readonly { start: Point; moves: string }[] = DIGIT_STROKES.map((strokes) => {
  const start = { x: round(strokes[0][0][0] * SCALE), y: round(strokes[0][0][1] * SCALE) };
  // Moves between rounded points, so that rounding never adds up along a stroke.
  let at = start;
  let moves = '';
  strokes.forEach((stroke, s) => {
    stroke.forEach(([x, y], i) => {
      const next = { x: round(x * SCALE), y: round(y * SCALE) };
      // After a line's first pair the command repeats without its letter; a minus sign separates numbers itself.
      if (s > 0 || i > 0) moves += `${i === 0 ? 'm' : i === 1 ? 'l' : ''}${pair(round(next.x - at.x), round(next.y - at.y), i > 1)}`;
      at = next;
    });
  });
  return { start, moves };
});

/** Two numbers of path data, as short as SVG allows (`follows`: after another pair, which needs a separator). */
function pair(x: number, y: number, follows: boolean): string {
  const short = (n: number) => String(n).replace(/^(-?)0\./, '$1.');
  const [a, b] = [short(x), short(y)];
  return `${follows && !a.startsWith('-') ? ' ' : ''}${a}${b.startsWith('-') ? '' : ' '}${b}`;
}

/** Path data for `label` (digits only) centred on `at.x`, standing on the line `at.y` like text. */
export function hexNumberPath(label: string, at: Point): string {
  const width = label.length * DIGIT_WIDTH + (label.length - 1) * DIGIT_GAP;
  let x = at.x - width / 2;
  let d = '';
  for (const char of label) {
    const digit = DIGIT_PATHS[char.charCodeAt(0) - 48];
    if (digit !== undefined) d += `M${round(x + digit.start.x)} ${round(at.y - DIGIT_HEIGHT + digit.start.y)}${digit.moves}`;
    x += DIGIT_WIDTH + DIGIT_GAP;
  }
  return d;
}
