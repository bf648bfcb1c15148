/**
 * Combat Results Table lookup (seed 002 6.1, 6.2): differential column, die row,
 * "attacker/defender" losses.
 */
import type { CrtColumn } from './charts';

export interface CrtCell {
  column: string;
  attacker: number;
  defender: number;
}

export function parseResult(cell: string): { attacker: number; defender: number } {
  const match = /^(\d+)\/(\d+)$/.exec(cell);
  if (!match) throw new Error(`"${cell}" is not a CRT result "attacker/defender"`);
  return { attacker: Number(match[1]), defender: Number(match[2]) };
}

/** The cell for a differential (never negative, 6.1) and a die roll of 1-6. */
export function lookupCrt(table: CrtColumn[], differential: number, die: number): CrtCell {
  if (differential < 0) throw new RangeError('the attack must be at least as strong as the defence (6.1)');
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`die roll ${die} is not 1-6`);
  const column = table.find((c) => differential >= c.from && differential <= c.to) ?? table[table.length - 1];
  const label = column.from === column.to ? `${column.from}` : `${column.from}-${column.to}`;
  return { column: label, ...parseResult(column.results[die - 1]) };
}
