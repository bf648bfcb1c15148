/** Every numbered rule of seed 003 (maps/romania1198/rule-statements.json) is named by its id in a test title of this folder. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import data from '../../../maps/romania1198/rule-statements.json';

function titles(): string[] {
  const dir = new URL('./', import.meta.url);
  const out: string[] = [];
  const call = /\b(?:it|describe|test)(?:\.\w+)?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.test.ts'))) {
    for (const m of readFileSync(new URL(file, dir), 'utf8').matchAll(call)) out.push(m[2].replace(/\\(.)/g, '$1'));
  }
  return out;
}

describe('seed 003 numbered rules', () => {
  const all = titles();
  for (const { id, summary } of data.statements) {
    it(`a test names ${id} (${summary})`, () => {
      const named = new RegExp(`\\b${id}\\b`);
      expect(all.some((title) => named.test(title) && !title.startsWith('a test names')), id).toBe(true);
    });
  }
});
