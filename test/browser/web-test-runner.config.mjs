// Component and storage tests in Debian's Chromium (never a downloaded browser).
import { esbuildPlugin } from '@web/dev-server-esbuild';

import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { writeFileSync, mkdirSync, readFileSync } from 'node:fs';

// Debian's Chromium and its flags, shared with the end-to-end tests.
const chromiumFlags = JSON.parse(readFileSync(new URL('../../src/cli/chromium.json', import.meta.url), 'utf8'));


/** Writes the pass/fail counts where the test orchestrator reads them. */
function countsReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const visit = (suite) => {
        for (const test of suite.tests ?? []) {
          if (test.skipped) continue;
          if (test.passed) passed++;
          else failed++;
        }
        for (const child of suite.suites ?? []) visit(child);
      };
      for (const session of sessions) {
        const failedBefore = failed;
        if (session.testResults) visit(session.testResults);
        // A test file that could not even load counts as one failure.
        if (!session.passed && failed === failedBefore) failed++;
      }
      mkdirSync('test-results', { recursive: true });
      writeFileSync('test-results/browser.json', JSON.stringify({ passed, failed }));
    },
  };
}

export default {
  rootDir: '.',
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 240_000,
  plugins: [
    esbuildPlugin({ ts: true, json: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? chromiumFlags.path, headless: true, args: chromiumFlags.args },
    }),
  ],
  testFramework: { config: { timeout: 20_000 } },
  reporters: [defaultReporter(), summaryReporter(), countsReporter()],
};
