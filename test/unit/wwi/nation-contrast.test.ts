/** The two-letter code on a counter and on the status strip's RP chips is readable: ink against face at least 4.5:1 (WCAG AA). */
import { describe, expect, it } from 'vitest';
import { CHARTS } from '../../../src/games/wwi/engine/charts';
import { NATION_LOOKS } from '../../../src/games/wwi/ui/nations';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('nation looks', () => {
  it('print each fighting nation\'s code with enough contrast on its counter (the Italian green was 4.2:1)', () => {
    const fighting = Object.entries(NATION_LOOKS).filter(([nation]) => (CHARTS.counters[nation]?.armies.length ?? 0) > 0);
    expect(fighting.length).toBeGreaterThan(10);
    for (const [nation, look] of fighting) expect(contrast(look.counter, look.ink), nation).toBeGreaterThanOrEqual(4.5);
  });
});
