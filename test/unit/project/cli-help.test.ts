/** Every command of the project answers --help with its usage and exit code 0, doing no work. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CLI = new URL('../../../src/cli/', import.meta.url);
// Entry points are the files that run as commands; *-lib.ts, usage.ts, chromium.ts and the bench's parts are modules they use.
const LIBRARIES = new Set(['dispaccio-lib.ts', 'map-build-lib.ts', 'usage.ts', 'chromium.ts', 'bench-browser.ts', 'bench-first-turn.ts', 'bench-phone.ts', 'bench-figures.ts', 'bench-open-probe.ts', 'bench-sizes.ts', 'map-arcs.ts', 'precompressed.ts']);
const commands = readdirSync(CLI).filter((f) => f.endsWith('.ts') && !LIBRARIES.has(f));

describe('command-line help', () => {
  it('finds the commands', () => expect(commands).toEqual(expect.arrayContaining(['dispaccio.ts', 'datc.ts', 'bench.ts', 'maps-diplomacy.ts'])));

  for (const command of commands) {
    for (const flag of ['--help', '-h']) {
      it(`${command} ${flag} prints its usage and exits 0`, () => {
        const result = spawnSync(process.execPath, ['--import', 'tsx', new URL(command, CLI).pathname, flag], { encoding: 'utf8', timeout: 60_000 });
        expect(result.status, result.stderr).toBe(0);
        expect(result.stdout).toMatch(/^usage: /);
        expect(result.stderr).not.toMatch(/Error|at .*\.ts:\d+/);
      }, 60_000);
    }
  }
});
