import { describe, expect, it } from 'vitest';
import { DIGIT_HEIGHT, hexNumberPath } from '../../../src/games/wwi/ui/hex-numbers';
import { buildStaticMap } from '../../../src/games/wwi/ui/static-map';
import { europeBoard } from '../../../src/games/wwi/engine/europe';

/** The absolute points of path data made of M, m and l (l's pairs may repeat without the letter), one list per stroke. */
function strokes(d: string): { x: number; y: number }[][] {
  const out: { x: number; y: number }[][] = [];
  let at = { x: 0, y: 0 };
  for (const [, command, numbers] of d.matchAll(/([MmLl])([^MmLl]*)/g)) {
    const values = (numbers.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    for (let i = 0; i < values.length; i += 2) {
      const relative = command === command.toLowerCase();
      at = relative ? { x: at.x + values[i], y: at.y + values[i + 1] } : { x: values[i], y: values[i + 1] };
      if (i === 0 && (command === 'M' || command === 'm')) out.push([at]);
      else out[out.length - 1].push(at);
    }
  }
  return out;
}

function box(points: { x: number; y: number }[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe('hex numbers drawn as strokes', () => {
  it('draws every digit differently, each as tall as the others', () => {
    const shapes = '0123456789'.split('').map((digit) => {
      const points = strokes(hexNumberPath(digit, { x: 0, y: 0 })).flat();
      const { top, bottom } = box(points);
      expect(bottom - top, digit).toBeCloseTo(DIGIT_HEIGHT, 1);
      return JSON.stringify(points);
    });
    expect(new Set(shapes).size).toBe(10);
  });

  it('centres a number on its point and stands it on the line, digits left to right', () => {
    const at = { x: 120.4, y: 57.3 };
    const digits = strokes(hexNumberPath('0513', at));
    // One stroke per digit (none of 0, 5, 1, 3 lifts the pen).
    expect(digits).toHaveLength(4);
    const whole = box(digits.flat());
    expect((whole.left + whole.right) / 2).toBeCloseTo(at.x, 0);
    expect(whole.bottom).toBeCloseTo(at.y, 1);
    expect(whole.top).toBeCloseTo(at.y - DIGIT_HEIGHT, 1);
    const lefts = digits.map((stroke) => box(stroke).left);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    // An 8 is two loops.
    expect(strokes(hexNumberPath('8', at))).toHaveLength(2);
  });

  it('leaves no hex number as text on the printed map', () => {
    const map = buildStaticMap(europeBoard(), 'en');
    expect(map).not.toMatch(/>\d{4}<\/text>/);
    const numbers = map.match(/<path class="hexid" d="([^"]*)"/)?.[1] ?? '';
    // Four digits a hex: at least four strokes for each land hex that is not prohibited.
    const shown = [...europeBoard().allHexes()].filter((hex) => hex.terrain !== 'sea' && hex.terrain !== 'prohibited').length;
    expect(strokes(numbers).length).toBeGreaterThanOrEqual(shown * 4);
  });
});
