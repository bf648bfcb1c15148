/**
 * Where a popover goes next to a point on a board (a selected piece): below it
 * if it fits, else above, else beside it (right, then left), always inside the
 * frame, and where it hides the fewest of the points the player may click next. Pure maths in frame pixels, so it is tested without a browser.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Placement {
  left: number;
  top: number;
  side: 'below' | 'above' | 'right' | 'left';
}

export interface PlaceOptions {
  /** Space between the point and the popover (clears the piece drawn there). */
  gap?: number;
  /** Space kept free along the frame's edges. */
  margin?: number;
  /** Points the popover should not hide (e.g. the spaces the player may click next), by preference. */
  avoid?: readonly { x: number; y: number }[];
  /** How far around an avoided point counts as hiding it. */
  pad?: number;
  /** Only the popover's part from this far below its top takes clicks (its buttons): only that part hides points. */
  solidFrom?: number;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, Math.max(low, high)));

/**
 * Top-left corner of a popover of `size` next to `at`, inside a frame of `frame` (all in frame pixels).
 * Of the places that fit, the first one hiding the fewest `avoid` points (what the player may click next) wins.
 */
export function placePopover(at: { x: number; y: number }, size: Size, frame: Size, options: PlaceOptions = {}): Placement {
  const gap = options.gap ?? 14;
  const margin = options.margin ?? 4;
  const pad = options.pad ?? 10;
  const x = clamp(at.x, 0, frame.width);
  const y = clamp(at.y, 0, frame.height);
  const inX = (left: number) => clamp(left, margin, frame.width - margin - size.width);
  const inY = (top: number) => clamp(top, margin, frame.height - margin - size.height);
  const across = [x - size.width / 2, x - gap, x + gap - size.width];
  const along = [y - size.height / 2, y - gap, y + gap - size.height];
  const candidates: Placement[] = [
    ...across.map((left): Placement => ({ left: inX(left), top: y + gap, side: 'below' })),
    ...across.map((left): Placement => ({ left: inX(left), top: y - gap - size.height, side: 'above' })),
    ...along.map((top): Placement => ({ left: x + gap, top: inY(top), side: 'right' })),
    ...along.map((top): Placement => ({ left: x - gap - size.width, top: inY(top), side: 'left' })),
  ];
  const fits = (p: Placement) => p.left >= margin && p.top >= margin && p.left + size.width <= frame.width - margin && p.top + size.height <= frame.height - margin;
  const hidden = (p: Placement) =>
    (options.avoid ?? []).filter((q) => q.x >= p.left - pad && q.x <= p.left + size.width + pad && q.y >= p.top + (options.solidFrom ?? 0) - pad && q.y <= p.top + size.height + pad).length;
  let best: Placement | null = null;
  let fewest = Infinity;
  for (const candidate of candidates.filter(fits)) {
    const count = hidden(candidate);
    if (count < fewest) [best, fewest] = [candidate, count];
  }
  // Larger than any free side (a tiny frame): as close as the frame allows.
  return best ?? { left: inX(x - size.width / 2), top: inY(y + gap), side: 'below' };
}

/** Vertical distance from a point to a box: 0 when the box spans the point's height. */
export function verticalGap(y: number, box: { top: number; bottom: number }): number {
  if (y < box.top) return box.top - y;
  if (y > box.bottom) return y - box.bottom;
  return 0;
}
