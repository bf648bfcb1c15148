/**
 * DATC runner: npm run datc -- [--edition rulebook|2000] FILE...
 * Reads JSON (datc_v3.0.json, dipmath.json) and jDip text (datc_v2.4_06.txt)
 * test cases, prints every failing case with expected vs actual, ends with
 * "N passed, N failed" and exits 1 on any failure.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { standardMap } from '../games/diplomacy/engine/map';
import { declaredVariant, runDatcText } from '../games/diplomacy/engine/datc/run';
import type { RuleEdition, RuleHooks } from '../games/diplomacy/engine/rulebook';
import type { GameMap } from '../games/diplomacy/engine/types';
import { ROMANIA_HOOKS, romaniaMap } from '../games/romania1198/engine/map';
import { attackFactors } from '../games/romania1198/engine/treaties';

/** Maps a jDip file may name in its VARIANT_ALL line, with their hooks and their own rule edition. */
const VARIANTS: Record<string, { map: GameMap; hooks?: RuleHooks; edition?: RuleEdition }> = {
  standard: { map: standardMap },
  romania1198: { map: romaniaMap, hooks: ROMANIA_HOOKS, edition: 'rulebook' },
  'romania1198-named-units': { map: romaniaMap, hooks: { ...ROMANIA_HOOKS, unitStrengths: true }, edition: 'rulebook' },
  // Ambassadors on, no declaration of war yet: every attack on another region pays the penalty.
  'romania1198-treaties': { map: romaniaMap, hooks: { ...ROMANIA_HOOKS, attackFactors: attackFactors([], 0) }, edition: 'rulebook' },
};
import { answerHelp } from './usage';

answerHelp(`usage: npm run datc -- [--edition rulebook|2000] [--verbose] FILE...
Runs Diplomacy Adjudicator Test Cases (JSON v3.0 or jDip text, e.g. test/data/datc/*) and ends with "N passed, N failed".
A jDip file's VARIANT_ALL line picks the map (Standard, Romania1198, Romania1198-Named-Units, Romania1198-Treaties) and, unless --edition is given, its edition.`);

function main(argv: string[]): number {
  let edition: RuleEdition | undefined;
  let verbose = false;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--edition') {
      const value = argv[++i];
      if (value !== 'rulebook' && value !== '2000') {
        console.error(`unknown edition "${value}" (rulebook|2000)`);
        return 2;
      }
      edition = value;
    } else if (arg.startsWith('--edition=')) {
      const value = arg.slice('--edition='.length);
      if (value !== 'rulebook' && value !== '2000') {
        console.error(`unknown edition "${value}" (rulebook|2000)`);
        return 2;
      }
      edition = value;
    } else if (arg === '--verbose' || arg === '-v') {
      verbose = true;
    } else {
      files.push(arg);
    }
  }
  if (files.length === 0) {
    console.error('usage: npm run datc -- [--edition rulebook|2000] [--verbose] FILE...');
    return 2;
  }
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const name = (declaredVariant(text) ?? 'standard').toLowerCase();
    const variant = VARIANTS[name];
    if (!variant) {
      console.error(`${file}: unknown variant "${name}" (${Object.keys(VARIANTS).join(', ')})`);
      return 2;
    }
    const report = runDatcText(variant.map, basename(file), text, edition ?? variant.edition ?? '2000', variant.hooks);
    for (const note of report.notes) console.log(`${report.file}: ${note}`);
    for (const c of report.cases) {
      if (c.status === 'failed') {
        console.log(`FAIL ${report.file} ${c.name}`);
        for (const problem of c.problems) console.log(`  ${problem}`);
      } else if (verbose) {
        console.log(`${c.status === 'passed' ? 'ok  ' : 'skip'} ${report.file} ${c.name}${c.status === 'skipped' ? ` (${c.problems[0]})` : ''}`);
      }
    }
    console.log(`${report.file} [${report.edition}]: ${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`);
    passed += report.passed;
    failed += report.failed;
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
