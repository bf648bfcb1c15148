#!/usr/bin/env node
/**
 * `npm test`: builds the site, then runs every suite — unit (Vitest, with the
 * DATC runner), browser components (web-test-runner in Debian's Chromium) and
 * end-to-end (playwright-core against the built site). Each suite prints its
 * own report; the last line is the total "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const totals = { passed: 0, failed: 0 };
const lines = [];

function run(label, command, args) {
  console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  return result.status ?? 1;
}

/** Counts from a JSON report, or null when it is missing or unreadable (the suite then counts as failed). */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitestCounts(file) {
  const report = existsSync(file) ? readJson(file) : null;
  if (!report) return null;
  // A test file that fails to load has no tests to count: count the file itself as a failure.
  const brokenFiles = (report.testResults ?? []).filter((suite) => suite.status === 'failed' && (suite.assertionResults ?? []).length === 0).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

function record(label, counts, status) {
  // A suite that crashed before reporting counts as one failure, never as silence.
  const effective = counts ?? { passed: 0, failed: 1 };
  if (status !== 0 && effective.failed === 0) effective.failed = 1;
  totals.passed += effective.passed;
  totals.failed += effective.failed;
  lines.push(`${label}: ${effective.passed} passed, ${effective.failed} failed`);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const build = run('build', npx, ['vite', 'build']);
record('build', { passed: build === 0 ? 1 : 0, failed: build === 0 ? 0 : 1 }, build);

const typecheck = run('typecheck', npx, ['tsc', '--noEmit', '-p', '.']);
record('typecheck', { passed: typecheck === 0 ? 1 : 0, failed: typecheck === 0 ? 0 : 1 }, typecheck);

{
  // Guard rails (eslint.config.js): import cycles, layer boundaries, the size of UI files. One count per file.
  const lintStatus = run('lint', npx, ['eslint', '--format', 'json', '--output-file', `${RESULTS}/lint.json`, '.']);
  const report = readJson(`${RESULTS}/lint.json`);
  const files = report ?? [];
  for (const file of files) {
    for (const m of file.messages.filter((message) => message.severity === 2)) console.log(`${file.filePath}:${m.line}  ${m.ruleId}  ${m.message}`);
  }
  const failed = files.filter((file) => file.errorCount > 0).length;
  console.log(`${files.length - failed} passed, ${failed} failed`);
  record('lint', report ? { passed: files.length - failed, failed } : null, lintStatus);
}

const unitStatus = run('unit', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/unit.json`]);
record('unit', vitestCounts(`${RESULTS}/unit.json`), unitStatus);

if (existsSync('src/cli/datc.ts')) {
  // The DATC runner prints its own "N passed, N failed" as its last line.
  const datc = ['tsx', 'src/cli/datc.ts', 'test/data/datc/datc_v3.0.json', 'test/data/datc/datc_v2.4_06.txt', 'test/data/datc/dipmath.json', 'test/fixtures/romania1198/adjudication.txt', 'test/fixtures/romania1198/adjudication-strengths.txt', 'test/fixtures/romania1198/adjudication-treaties.txt'];
  console.log(`\n=== DATC: npx ${datc.join(' ')}`);
  const result = spawnSync(npx, datc, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const match = /(\d+) passed, (\d+) failed\s*$/.exec(result.stdout ?? '');
  record('DATC', match ? { passed: Number(match[1]), failed: Number(match[2]) } : null, result.status ?? 1);
}

{
  // The 200-game World War I invariant run prints its own "N passed, N failed" as its last line.
  const invariants = ['tsx', 'src/cli/wwi-invariants.ts', '200'];
  console.log(`\n=== WWI invariants: npx ${invariants.join(' ')}`);
  const result = spawnSync(npx, invariants, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const match = /(\d+) passed, (\d+) failed\s*$/.exec(result.stdout ?? '');
  record('WWI invariants', match ? { passed: Number(match[1]), failed: Number(match[2]) } : null, result.status ?? 1);
}

{
  // The 200-game Diplomacy automated-powers invariant run prints its own "N passed, N failed" as its last line.
  const botInvariants = ['tsx', 'src/cli/dip-bot-invariants.ts', '200'];
  console.log(`\n=== Diplomacy bot invariants: npx ${botInvariants.join(' ')}`);
  const result = spawnSync(npx, botInvariants, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const match = /(\d+) passed, (\d+) failed\s*$/.exec(result.stdout ?? '');
  record('Diplomacy bot invariants', match ? { passed: Number(match[1]), failed: Number(match[2]) } : null, result.status ?? 1);
}

{
  // The 200-game La Belle Époque automated-powers invariant run prints its own "N passed, N failed" as its last line.
  const beInvariants = ['tsx', 'src/cli/belle-epoque-invariants.ts', '200'];
  console.log(`\n=== Belle Époque invariants: npx ${beInvariants.join(' ')}`);
  const result = spawnSync(npx, beInvariants, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const match = /(\d+) passed, (\d+) failed\s*$/.exec(result.stdout ?? '');
  record('Belle Époque invariants', match ? { passed: Number(match[1]), failed: Number(match[2]) } : null, result.status ?? 1);
}

const browserStatus = run('browser', npx, ['web-test-runner', '--config', 'test/browser/web-test-runner.config.mjs']);
record('browser', readJson(`${RESULTS}/browser.json`), browserStatus);

if (build === 0) {
  const e2eStatus = run('end-to-end', npx, ['vitest', 'run', '--config', 'test/e2e/vitest.e2e.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/e2e.json`]);
  record('end-to-end', vitestCounts(`${RESULTS}/e2e.json`), e2eStatus);
} else {
  record('end-to-end', null, 1);
}

console.log('\n=== summary');
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
