import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('the map build (src/cli/maps-wwi.ts)', () => {
  it('rebuilds exactly the checked-in map, set-up and drawing', () => {
    const out = mkdtempSync(join(tmpdir(), 'wwi-map-'));
    try {
      execFileSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'src/cli/maps-wwi.ts'), '--out', out], { cwd: root, stdio: 'pipe' });
      for (const file of ['hexes.json', 'setup-historical.json', 'map.svg']) {
        expect(readFileSync(join(out, file), 'utf8'), file).toBe(readFileSync(join(root, 'maps/wwi', file), 'utf8'));
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
