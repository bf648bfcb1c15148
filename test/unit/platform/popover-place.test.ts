import { describe, expect, it } from 'vitest';
import { placePopover, verticalGap } from '../../../src/platform/popover-place';

const frame = { width: 800, height: 600 };
const menu = { width: 200, height: 120 };
const inside = (p: { left: number; top: number }, size = menu, f = frame) =>
  p.left >= 0 && p.top >= 0 && p.left + size.width <= f.width && p.top + size.height <= f.height;

describe('placePopover', () => {
  it('puts the popover just below the point, centred on it', () => {
    const p = placePopover({ x: 400, y: 200 }, menu, frame, { gap: 14 });
    expect(p).toEqual({ left: 300, top: 214, side: 'below' });
  });

  it('flips above near the bottom edge', () => {
    const p = placePopover({ x: 400, y: 550 }, menu, frame, { gap: 14 });
    expect(p.side).toBe('above');
    expect(p.top + menu.height).toBe(536);
    expect(inside(p)).toBe(true);
  });

  it('slides along the left and right edges instead of leaving the frame', () => {
    const left = placePopover({ x: 10, y: 100 }, menu, frame, { margin: 4 });
    expect(left.left).toBe(4);
    const right = placePopover({ x: 795, y: 100 }, menu, frame, { margin: 4 });
    expect(right.left).toBe(800 - 4 - 200);
    expect(inside(left) && inside(right)).toBe(true);
  });

  it('goes beside the point, right or left, when it fits neither above nor below', () => {
    const tall = { width: 200, height: 400 };
    const right = placePopover({ x: 100, y: 300 }, tall, frame, { gap: 14 });
    expect(right).toEqual({ left: 114, top: 100, side: 'right' });
    const left = placePopover({ x: 700, y: 300 }, tall, frame, { gap: 14 });
    expect(left).toEqual({ left: 486, top: 100, side: 'left' });
  });

  it('moves off the points the player may click next, staying next to the point', () => {
    const at = { x: 400, y: 300 };
    const plain = placePopover(at, menu, frame, { gap: 14 });
    expect(plain.side).toBe('below');
    const avoid = [{ x: 400, y: 360 }, { x: 330, y: 380 }, { x: 470, y: 380 }];
    const p = placePopover(at, menu, frame, { gap: 14, avoid });
    expect(p.side).not.toBe('below');
    for (const q of avoid) expect(q.x >= p.left && q.x <= p.left + menu.width && q.y >= p.top && q.y <= p.top + menu.height).toBe(false);
    expect(Math.abs(p.top - at.y) <= 14 + menu.height).toBe(true);
  });

  it('counts only the part that takes clicks when told where it starts', () => {
    const at = { x: 400, y: 300 };
    // A point under the prompt (the top 80 px) is not hidden: the popover stays below.
    expect(placePopover(at, menu, frame, { gap: 14, avoid: [{ x: 400, y: 340 }], solidFrom: 80 }).side).toBe('below');
    expect(placePopover(at, menu, frame, { gap: 14, avoid: [{ x: 400, y: 340 }] }).side).not.toBe('below');
  });

  it('stays inside the frame for points anywhere, even off screen', () => {
    for (let x = -100; x <= 900; x += 50) {
      for (let y = -100; y <= 700; y += 50) expect(inside(placePopover({ x, y }, menu, frame)), `${x},${y}`).toBe(true);
    }
  });

  it('keeps the top-left corner in the frame when the popover is bigger than the frame', () => {
    const p = placePopover({ x: 50, y: 50 }, { width: 300, height: 300 }, { width: 200, height: 200 }, { margin: 4 });
    expect(p.left).toBe(4);
    expect(p.top).toBe(4);
  });
});

describe('verticalGap', () => {
  it('is the distance to the nearer horizontal edge, 0 when the box spans the point', () => {
    expect(verticalGap(100, { top: 114, bottom: 200 })).toBe(14);
    expect(verticalGap(300, { top: 114, bottom: 200 })).toBe(100);
    expect(verticalGap(150, { top: 114, bottom: 200 })).toBe(0);
  });
});
