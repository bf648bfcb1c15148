/**
 * The Romania 1198 adjudication cases (test/fixtures/romania1198/*.txt, jDip
 * text format), one test each, as `npm run datc` runs them: rivers, convoys
 * along the Danube, mountain passes, named units' strengths, the undeclared-attack penalty.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredVariant, readCases, runCase } from '../../../src/games/diplomacy/engine/datc/run';
import { ROMANIA_HOOKS, romaniaMap } from '../../../src/games/romania1198/engine/map';
import { attackFactors } from '../../../src/games/romania1198/engine/treaties';

const FILES: [string, typeof ROMANIA_HOOKS][] = [
  ['adjudication.txt', ROMANIA_HOOKS],
  ['adjudication-strengths.txt', { ...ROMANIA_HOOKS, unitStrengths: true }],
  ['adjudication-treaties.txt', { ...ROMANIA_HOOKS, attackFactors: attackFactors([], 0) }],
];

for (const [file, hooks] of FILES) {
  describe(`Romania 1198 adjudication cases ${file}`, () => {
    const text = readFileSync(resolve(process.cwd(), 'test/fixtures/romania1198', file), 'utf8');
    const { cases } = readCases(romaniaMap, text, 'rulebook', hooks);
    it('declares the Romania map and has cases', () => {
      expect(declaredVariant(text)?.toLowerCase()).toMatch(/^romania1198/);
      expect(cases.length).toBeGreaterThan(4);
    });
    for (const c of cases) {
      it(c.name, () => {
        expect(c.readErrors).toEqual([]);
        expect(runCase(romaniaMap, c).problems).toEqual([]);
      });
    }
  });
}
