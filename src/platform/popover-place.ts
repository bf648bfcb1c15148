/**
 * Where a popover goes next to a point on a board (a selected piece): below it
 * if it fits, else above, else beside it (right, then left), always inside the
 * frame. Pure maths in frame pixels, so it is tested without a browser.
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
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, Math.max(low, high)));

/** Top-left corner of a popover of `size` next to `at`, inside a frame of `frame` (all in frame pixels). */
export function placePopover(at: { x: number; y: number }, size: Size, frame: Size, options: PlaceOptions = {}): Placement {
  const gap = options.gap ?? 14;
  const margin = options.margin ?? 4;
  const x = clamp(at.x, 0, frame.width);
  const y = clamp(at.y, 0, frame.height);
  const centredLeft = clamp(x - size.width / 2, margin, frame.width - margin - size.width);
  const centredTop = clamp(y - size.height / 2, margin, frame.height - margin - size.height);
  if (y + gap + size.height <= frame.height - margin) return { left: centredLeft, top: y + gap, side: 'below' };
  if (y - gap - size.height >= margin) return { left: centredLeft, top: y - gap - size.height, side: 'above' };
  // Too tall for either side of the point: beside it, at its height.
  if (x + gap + size.width <= frame.width - margin) return { left: x + gap, top: centredTop, side: 'right' };
  if (x - gap - size.width >= margin) return { left: x - gap - size.width, top: centredTop, side: 'left' };
  // Larger than any free side (a tiny frame): as close as the frame allows.
  return { left: centredLeft, top: clamp(y + gap, margin, frame.height - margin - size.height), side: 'below' };
}

/** Vertical distance from a point to a box: 0 when the box spans the point's height. */
export function verticalGap(y: number, box: { top: number; bottom: number }): number {
  if (y < box.top) return box.top - y;
  if (y > box.bottom) return y - box.bottom;
  return 0;
}
