/**
 * The Combat Results Table as a grid (seed 002 6.1, 6.2): one column per
 * differential, one row per die, the column of a combat and, once rolled, its
 * die row and cell marked. The figures are the project's reconstruction
 * (maps/wwi/README.md): the rule book prints one cell only. Pure.
 */
import type { Localized } from '../../../platform/game';
import type { CrtColumn } from '../engine/charts';

/** The only cell the rule book prints (6.2): differential 1, die 4 = 3/1. */
export const PRINTED_CELL = { differential: 1, die: 4 } as const;

export interface CrtGridCell {
  text: string;
  /** In the column used and the die row rolled: the result. */
  result: boolean;
  /** Printed in the rule book (PRINTED_CELL). */
  printed: boolean;
}

export interface CrtGridModel {
  /** Column headings: "0", "7–8", "11+"; `used` marks the combat's column. */
  columns: { label: string; used: boolean }[];
  rows: { die: number; used: boolean; cells: CrtGridCell[] }[];
  /** Index of the column used, or -1. */
  column: number;
}

/** "0", "7–8", "11+" (the last column takes every higher differential). */
export function columnLabel(column: CrtColumn, last: boolean): string {
  if (last) return `${column.from}+`;
  return column.from === column.to ? `${column.from}` : `${column.from}–${column.to}`;
}

/** The grid of `table` for a combat at `differential`, with its die when rolled. */
export function crtGrid(table: readonly CrtColumn[], differential: number | null, die?: number): CrtGridModel {
  const found = differential === null || differential < 0 ? -1 : table.findIndex((c) => differential >= c.from && differential <= c.to);
  const column = found < 0 && differential !== null && differential >= 0 ? table.length - 1 : found;
  const columns = table.map((c, i) => ({ label: columnLabel(c, i === table.length - 1), used: i === column }));
  const rows = [1, 2, 3, 4, 5, 6].map((d) => ({
    die: d,
    used: d === die,
    cells: table.map((c, i) => ({
      text: c.results[d - 1],
      result: i === column && d === die,
      printed: d === PRINTED_CELL.die && PRINTED_CELL.differential >= c.from && PRINTED_CELL.differential <= c.to,
    })),
  }));
  return { columns, rows, column };
}

export const CRT_WORDS = {
  title: { en: 'Combat Results Table', it: 'Tabella dei Risultati dei Combattimenti' },
  differential: { en: 'Differential (attack − defence)', it: 'Differenziale (attacco − difesa)' },
  die: { en: 'Die', it: 'Dado' },
  columnUsed: { en: 'column used', it: 'colonna usata' },
  rowUsed: { en: 'die rolled', it: 'dado tirato' },
  cell: { en: 'attacker/defender loss points', it: 'punti di perdita attaccante/difensore' },
  reconstruction: {
    en: 'A reconstruction: the rule book describes this table but prints only one cell, differential 1 with die 4 = 3/1 (rule 6.2), marked ★. The other figures are ours, drawn up so that attacks at low differentials cost the attacker more than the defender, as on the Western Front, and only massed attacks break through; how they were chosen is written in the game\'s reference in the project\'s source (maps/wwi/README.md).',
    it: 'Una ricostruzione: il regolamento descrive questa tabella ma ne stampa una sola casella, differenziale 1 con dado 4 = 3/1 (regola 6.2), segnata ★. Le altre cifre sono nostre, stabilite perché gli attacchi a differenziale basso costino più all\'attaccante che al difensore, come sul fronte occidentale, e solo gli attacchi in massa sfondino; come sono state scelte è scritto nella scheda del gioco nei sorgenti del progetto (maps/wwi/README.md).',
  },
} satisfies Record<string, Localized>;

/** What the grid shows for this combat, in one sentence: "Column 1–2, die 4: 3/1". */
export function gridSummary(model: CrtGridModel, lang: 'en' | 'it'): string {
  if (model.column < 0) return '';
  const column = `${lang === 'it' ? 'Colonna' : 'Column'} ${model.columns[model.column].label}`;
  const row = model.rows.find((r) => r.used);
  return row ? `${column}, ${CRT_WORDS.die[lang].toLowerCase()} ${row.die}: ${row.cells[model.column].text}` : column;
}
