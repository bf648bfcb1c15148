import { describe, expect, it } from 'vitest';
import {
  clampView,
  fitView,
  focusView,
  isZoomed,
  keepInView,
  maxWidth,
  panView,
  toBoard,
  toScreen,
  zoomView,
  type Box,
  type ViewLimits,
} from '../../../src/platform/viewport';

/** A 1000×500 map that fills its frame (like Diplomacy's), zoomable 8×. */
const inside: ViewLimits = { extent: { x: 0, y: 0, width: 1000, height: 500 }, minWidth: 125, keep: 'inside' };
/** A board framed by sea (like WWI's): the centre stays over the board, with 5% slack. */
const centre: ViewLimits = { extent: { x: -50, y: -20, width: 800, height: 600 }, minWidth: 130, slack: 1.05, keep: 'centre' };
const whole: Box = { x: 0, y: 0, width: 1000, height: 500 };

describe('board viewport maths', () => {
  it('zooms around an anchor that stays at the same place on screen', () => {
    const zoomed = zoomView(whole, 0.5, { x: 250, y: 125 }, inside);
    expect(zoomed).toEqual({ x: 125, y: 62.5, width: 500, height: 250 });
    // The anchor is at the same fraction of the view before and after.
    expect((250 - zoomed.x) / zoomed.width).toBeCloseTo(250 / 1000);
    expect((125 - zoomed.y) / zoomed.height).toBeCloseTo(125 / 500);
  });

  it('stops at the zoom limits without drifting', () => {
    const closest = zoomView(whole, 0.001, { x: 900, y: 400 }, inside);
    expect(closest.width).toBe(125);
    expect(closest.height).toBe(62.5);
    // Zooming in further at the limit leaves the view where it is.
    expect(zoomView(closest, 0.5, { x: closest.x, y: closest.y }, inside)).toEqual(closest);
    // Out past the whole map: the whole map.
    expect(zoomView(zoomView(whole, 0.5, { x: 0, y: 0 }, inside), 10, { x: 900, y: 400 }, inside)).toEqual(whole);
  });

  it('keeps an inside view within the map edges, and a centre view’s centre over the board', () => {
    const view = { x: 100, y: 100, width: 200, height: 100 };
    expect(panView(view, -1000, 1000, inside)).toEqual({ x: 0, y: 400, width: 200, height: 100 });
    const far = panView({ x: 0, y: 0, width: 400, height: 300 }, 1e6, -1e6, centre);
    expect(far.x + far.width / 2).toBe(750);
    expect(far.y + far.height / 2).toBe(-20);
    // No wider than the board plus slack, aspect kept.
    const wide = clampView({ x: 0, y: 0, width: 4000, height: 3000 }, centre);
    expect(wide.width).toBeCloseTo(840);
    expect(wide.width / wide.height).toBeCloseTo(4 / 3);
    expect(maxWidth(centre, 2)).toBeCloseTo(1260);
  });

  it('pans by board units', () => {
    const view = { x: 100, y: 100, width: 200, height: 100 };
    expect(panView(view, 30, -20, inside)).toEqual({ x: 130, y: 80, width: 200, height: 100 });
  });

  it('fits the whole board in a frame of any shape', () => {
    expect(fitView(inside, 2)).toEqual(whole);
    // A tall phone frame shows the whole width, the board centred vertically.
    const tall = fitView(centre, 0.5);
    expect(tall.width).toBe(800);
    expect(tall.height).toBe(1600);
    expect(tall.y + tall.height / 2).toBe(280);
  });

  it('frames a region around points, with padding, spread and a narrowest width', () => {
    const view = focusView([{ x: 400, y: 200 }, { x: 500, y: 240 }], 2, inside, { padding: 50, minWidth: 100 })!;
    // 140 units tall with padding, in a 2:1 frame, needs 280 across (wider than the 200 the x span needs).
    expect(view.width).toBe(280);
    expect(view.x + view.width / 2).toBe(450);
    expect(view.y + view.height / 2).toBe(220);
    expect(focusView([{ x: 400, y: 200 }], 2, inside, { minWidth: 300 })!.width).toBe(300);
    // Spread multiplies the span; height counts through the aspect.
    expect(focusView([{ x: 0, y: 0 }, { x: 100, y: 100 }], 2, centre, { spread: 1.6 })!.width).toBeCloseTo(320);
    expect(focusView([], 2, inside)).toBeNull();
  });

  it('brings a point into view only when it is near an edge or outside', () => {
    const view = { x: 100, y: 100, width: 200, height: 100 };
    expect(keepInView(view, { x: 200, y: 150 }, 10, inside)).toBe(view);
    expect(keepInView(view, { x: 295, y: 150 }, 10, inside)).toEqual({ x: 195, y: 100, width: 200, height: 100 });
    expect(keepInView(view, { x: 990, y: 490 }, 10, inside)).toEqual({ x: 800, y: 400, width: 200, height: 100 });
  });

  it('converts between screen pixels and board units', () => {
    const view = { x: 100, y: 50, width: 200, height: 100 };
    const rect = { left: 10, top: 20, width: 400, height: 200 };
    expect(toBoard(view, rect, 210, 120)).toEqual({ x: 200, y: 100 });
    expect(toScreen(view, rect, { x: 200, y: 100 })).toEqual({ x: 210, y: 120 });
    expect(toScreen(view, rect, { x: 200, y: 100 }, false)).toEqual({ x: 200, y: 100 });
  });

  it('knows when the view shows less than the whole board', () => {
    expect(isZoomed(whole, inside, 2)).toBe(false);
    expect(isZoomed(zoomView(whole, 0.9, { x: 0, y: 0 }, inside), inside, 2)).toBe(true);
  });
});
