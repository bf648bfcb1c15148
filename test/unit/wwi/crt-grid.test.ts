/** The Combat Results Table drawn as a grid beside a combat's sentences (ui/crt-grid.ts). */
import { describe, expect, it } from 'vitest';
import { CHARTS } from '../../../src/games/wwi/engine/charts';
import { lookupCrt } from '../../../src/games/wwi/engine/crt';
import { CRT_WORDS, PRINTED_CELL, crtGrid, gridSummary } from '../../../src/games/wwi/ui/crt-grid';

describe('CRT grid (6.1, 6.2)', () => {
  it('has one column per differential band and six die rows, every cell the one the engine looks up', () => {
    const grid = crtGrid(CHARTS.crt, null);
    expect(grid.columns.map((c) => c.label)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7–8', '9–10', '11+']);
    expect(grid.rows.map((r) => r.die)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const row of grid.rows) {
      row.cells.forEach((cell, i) => {
        const cellOf = lookupCrt(CHARTS.crt, CHARTS.crt[i].from, row.die);
        expect(cell.text).toBe(`${cellOf.attacker}/${cellOf.defender}`);
      });
    }
    expect(grid.column).toBe(-1);
    expect(grid.rows.flatMap((r) => r.cells).filter((c) => c.result)).toHaveLength(0);
  });

  it('marks exactly one printed cell, the rule book\'s differential 1, die 4 = 3/1', () => {
    const printed = crtGrid(CHARTS.crt, null).rows.flatMap((r) => r.cells.map((c, i) => ({ ...c, die: r.die, column: i }))).filter((c) => c.printed);
    expect(printed).toEqual([{ text: '3/1', result: false, printed: true, die: PRINTED_CELL.die, column: 1 }]);
  });

  it('before the roll lights the column only; after it, one die row and one cell, the result', () => {
    const before = crtGrid(CHARTS.crt, 8);
    expect(before.columns.filter((c) => c.used).map((c) => c.label)).toEqual(['7–8']);
    expect(before.rows.filter((r) => r.used)).toHaveLength(0);
    expect(gridSummary(before, 'en')).toBe('Column 7–8');
    const after = crtGrid(CHARTS.crt, 1, 4);
    expect(after.rows.filter((r) => r.used).map((r) => r.die)).toEqual([4]);
    const lit = after.rows.flatMap((r) => r.cells).filter((c) => c.result);
    expect(lit.map((c) => c.text)).toEqual(['3/1']);
    expect(gridSummary(after, 'it')).toBe('Colonna 1, dado 4: 3/1');
  });

  it('sends any differential above the table to its last column', () => {
    const grid = crtGrid(CHARTS.crt, 40, 6);
    expect(grid.column).toBe(CHARTS.crt.length - 1);
    expect(gridSummary(grid, 'en')).toBe(`Column 11+, die 6: ${CHARTS.crt.at(-1)!.results[5]}`);
  });

  it('says in both languages that the table is a reconstruction and where its figures come from', () => {
    for (const lang of ['en', 'it'] as const) {
      expect(CRT_WORDS.reconstruction[lang]).toMatch(/ricostruzione|reconstruction/);
      expect(CRT_WORDS.reconstruction[lang]).toContain('6.2');
      expect(CRT_WORDS.reconstruction[lang]).toContain('maps/wwi/README.md');
    }
  });
});
