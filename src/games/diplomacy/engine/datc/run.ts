/**
 * Runs DATC cases through `adjudicate` and compares with what the file
 * expects. Importable, so Vitest runs the same code as `npm run datc`.
 */
import { adjudicate, type AdjudicationResult, type OrderResult } from '../adjudicate';
import type { Position } from '../position';
import { DATC_V24_OVERRIDES, rulebookFor, type RuleEdition, type RuleHooks, type Rulebook } from '../rulebook';
import type { GameMap, Order, UnitData } from '../types';
import type { DatcCase, ExpectedResult } from './case';
import { declaredDatcVersion, readJdipCases } from './jdip-format';
import { readJsonCases } from './json-format';
import { KNOWN_DATA_ERRORS } from './known-data-errors';
import { unitKey } from './order-text';

export interface CaseReport {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  /** Expected vs actual, one line per difference (or the skip reason). */
  problems: string[];
}

export interface FileReport {
  file: string;
  edition: RuleEdition;
  /** Rule overrides applied because of the DATC version the file follows. */
  notes: string[];
  cases: CaseReport[];
  passed: number;
  failed: number;
  skipped: number;
}

/** The variant a jDip file declares ("VARIANT_ALL Standard"), if any. */
export function declaredVariant(text: string): string | undefined {
  return /^\s*VARIANT_ALL\s+(\S+)/m.exec(text)?.[1];
}

/** JSON files (datc_v3.0.json, dipmath.json) or jDip text (datc_v2.4_06.txt), by content. */
export function readCases(map: GameMap, text: string, edition: RuleEdition, hooks?: RuleHooks): { cases: DatcCase[]; notes: string[] } {
  const base: Rulebook = hooks ? { ...rulebookFor(edition), hooks } : rulebookFor(edition);
  if (text.trimStart().startsWith('{')) return { cases: readJsonCases(map, text, base), notes: [] };
  const version = declaredDatcVersion(text);
  const notes: string[] = [];
  let rules: Rulebook = base;
  if (edition === '2000' && version !== undefined && version < 3) {
    // The file encodes DATC v2.4's preferences; see DATC_V24_OVERRIDES.
    rules = { ...base, ...DATC_V24_OVERRIDES };
    notes.push(`DATC v${version} file: applying its preferences ${JSON.stringify(DATC_V24_OVERRIDES)}`);
  }
  return { cases: readJdipCases(map, text, rules), notes };
}

/**
 * How the JSON format scores an order. Moves, holds, retreats and builds
 * succeed when they happen; a support "succeeds" when it is not cut, even if
 * the supported unit did something else; a convoy "fails" only when it is
 * dislodged or broken by a paradox.
 */
function scored(order: Order | null, result: OrderResult): 'Succeeds' | 'Fails' {
  const status = result.outcome.status;
  if (order && (order.kind === 'support' || order.kind === 'convoy')) {
    return status === 'succeeds' || status === 'void' ? 'Succeeds' : 'Fails';
  }
  return status === 'succeeds' ? 'Succeeds' : 'Fails';
}

function describeUnits(units: readonly UnitData[]): string {
  return units.map(unitKey).sort().join(', ') || '(none)';
}

function compareUnits(label: string, expected: readonly UnitData[], actual: readonly UnitData[], problems: string[]): void {
  const want = describeUnits(expected);
  const got = describeUnits(actual);
  if (want !== got) problems.push(`${label}: expected ${want}; got ${got}`);
}

export function runCase(map: GameMap, c: DatcCase): CaseReport {
  if (c.skip) return { name: c.name, status: 'skipped', problems: [c.skip] };
  const problems: string[] = [...c.readErrors.map((e) => `read: ${e}`)];
  let position: Position | null = null;
  let last: AdjudicationResult | null = null;
  for (const step of c.steps) {
    let current: Position = position ?? step.position;
    if (position && position.phase !== 'retreat') {
      // A later step is a retreat phase (JSON "Retreat" cases); if the movement
      // left nobody able to retreat, it is an empty one.
      current = { ...position, phase: 'retreat', season: step.position.season, year: step.position.year, dislodged: [] };
    }
    try {
      last = adjudicate(map, current, step.orders, c.rules, { strictOrders: c.strictOrders });
    } catch (error) {
      problems.push(`crashed: ${(error as Error).stack ?? String(error)}`);
      return { name: c.name, status: 'failed', problems };
    }
    step.expectations?.forEach((expectation, i) => {
      if (expectation.expected === null) return;
      const result = last!.results.find((r) => r.orderIndex === i);
      const actual: ExpectedResult | 'missing' = result ? scored(step.orders[i].order, result) : 'missing';
      if (actual !== expectation.expected) {
        const why = result ? ` (${result.outcome.status} ${result.outcome.reason}${result.outcome.params ? ' ' + JSON.stringify(result.outcome.params) : ''})` : '';
        problems.push(`${expectation.text}: expected ${expectation.expected}, got ${actual}${why}`);
      }
    });
    position = last.next;
  }
  if (c.expectCivilDisorder && last) {
    const disbanded = last.results.filter((r) => r.outcome.reason === 'civil-disorder-disband' && r.unit).map((r) => r.unit!);
    compareUnits('civil-disorder disbands', c.expectCivilDisorder, disbanded, problems);
  }
  if (c.expectUnits && last) {
    compareUnits('units after', c.expectUnits, last.next.units, problems);
    compareUnits('dislodged after', c.expectDislodged ?? [], last.next.dislodged.map((d) => d.unit), problems);
  }
  return { name: c.name, status: problems.length === 0 ? 'passed' : 'failed', problems };
}

export function runDatcText(map: GameMap, file: string, text: string, edition: RuleEdition, hooks?: RuleHooks): FileReport {
  const { cases, notes } = readCases(map, text, edition, hooks);
  const reports = cases.map((c) => {
    const known = KNOWN_DATA_ERRORS.find((e) => e.file === file && e.caseName === c.name);
    if (known) return { name: c.name, status: 'skipped' as const, problems: [`data error: ${known.reason}`] };
    return runCase(map, c);
  });
  return {
    file,
    edition,
    notes,
    cases: reports,
    passed: reports.filter((r) => r.status === 'passed').length,
    failed: reports.filter((r) => r.status === 'failed').length,
    skipped: reports.filter((r) => r.status === 'skipped').length,
  };
}
