/**
 * Every DATC case of the three files in test/data/datc, one test each, under the 2000
 * edition (DATC v3.0 preferences; the v2.4 file with its own preferences).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCase, readCases } from '../../../src/games/diplomacy/engine/datc/run';
import { KNOWN_DATA_ERRORS } from '../../../src/games/diplomacy/engine/datc/known-data-errors';
import { standardMap } from '../../../src/games/diplomacy/engine/map';

const DATA = resolve(process.cwd(), 'test/data/datc');
const FILES = ['datc_v3.0.json', 'dipmath.json', 'datc_v2.4_06.txt'];

for (const file of FILES) {
  describe(`DATC ${file} (edition 2000)`, () => {
    const { cases } = readCases(standardMap, readFileSync(resolve(DATA, file), 'utf8'), '2000');
    it('has cases', () => expect(cases.length).toBeGreaterThan(2));
    cases.forEach((c, i) => {
      const known = KNOWN_DATA_ERRORS.find((e) => e.file === file && e.caseName === c.name);
      const title = `${i + 1}. ${c.name}`;
      if (c.skip || known) {
        it.skip(`${title} — ${known?.reason ?? c.skip}`, () => {});
        return;
      }
      it(title, () => {
        const report = runCase(standardMap, c);
        expect(report.problems).toEqual([]);
      });
    });
  });
}
