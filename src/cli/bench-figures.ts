/**
 * The figures `npm run bench` prints, one JSON object per line:
 * {name, value, unit, target?, better?, note?}. A figure with a target also says
 * which way is better ("higher" or "lower"), so a tool can judge it against the
 * target without reading the name.
 *
 * The bench code of the CLI and of Diplomacy declares `better` next to each
 * target. Figures made by other games' bench code (World War I, La Belle Époque)
 * are given theirs here, by name, until that code declares them itself; a
 * figure with a target and no direction is an error, so none is printed
 * unjudged.
 */

export type Better = 'higher' | 'lower';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: number;
  /** Which way of the target is better: required with a target. */
  better?: Better;
  note?: string;
}

/**
 * Directions for the figures of game code that does not declare them, by the
 * start of the figure's name. Times, sizes, shares won by one power and failures
 * are better lower; games completed and games without a breach higher.
 */
export const BETTER_BY_NAME: readonly (readonly [RegExp, Better])[] = [
  // World War I (engine/bench-wwi.ts)
  [/^wwi historical game to turn /, 'lower'],
  [/^wwi historical set-up game link$/, 'lower'],
  [/^wwi largest game link in a whole game$/, 'lower'],
  [/^wwi reachable hexes with costs for one army/, 'lower'],
  [/^wwi supply status of all /, 'lower'],
  [/^wwi invariant games without a breach/, 'higher'],
  // World War I balance (engine/balance.ts): the aims as targets.
  [/^wwi balance: games (?!stopped)/, 'higher'],
  [/^wwi balance: Allied wins /, 'lower'],
  [/^wwi balance: Central Powers wins /, 'lower'],
  // Signed (Allies minus Central Powers), aim ±15: the target bounds its size (see TWO_SIDED).
  [/^wwi balance: mean VP margin, /, 'lower'],
  [/^wwi balance: France fallen /, 'lower'],
  [/^wwi balance: mean time per game /, 'lower'],
  [/^wwi balance: longest game link /, 'lower'],
  [/^wwi balance: games stopped by an illegal action /, 'lower'],
  // La Belle Époque (engine/bench-belle-epoque.ts, ui/bench-automated-steps.ts)
  [/^Belle Époque: whole game of four automated powers /, 'lower'],
  [/^Belle Époque: one automated decision, applied /, 'lower'],
  [/^Belle Époque: \S+ share of wins over /, 'lower'],
  [/^Belle Époque: one automated step on the page's thread/, 'lower'],
];

/** The figure with its direction: its own, else the table's; throws for a target without one. */
export function withBetter(figure: Figure): Figure {
  if (figure.target === undefined) return figure;
  const better = figure.better ?? BETTER_BY_NAME.find(([pattern]) => pattern.test(figure.name))?.[1];
  if (!better) throw new Error(`bench figure "${figure.name}" has a target but does not say which way is better`);
  return { ...figure, better };
}

/**
 * Figures whose target bounds the size of a signed value (a margin aimed within ±target).
 * "Lower is better" cannot judge a signed value, so such a figure is printed twice: as
 * measured, without the target, and its size (`|value|`) with the target.
 */
const TWO_SIDED = [/^wwi balance: mean VP margin, /];

/** The printed lines of one figure: with its direction, the value to two decimals. */
export function figureLines(figure: Figure): string[] {
  const judged = withBetter(figure);
  const line = ({ name, value, unit, target, better, note, ...rest }: Figure) =>
    JSON.stringify({ name, value: Math.round(value * 100) / 100, unit, target, better, note, ...rest });
  if (judged.target === undefined || !TWO_SIDED.some((pattern) => pattern.test(judged.name))) return [line(judged)];
  const { target, better, ...signed } = judged;
  return [line(signed), line({ name: `${judged.name}, size`, value: Math.abs(judged.value), unit: judged.unit, target, better, note: `|value|, aim: within ±${target}` })];
}
