/**
 * Every figure `npm run bench` prints with a target says which way is better
 * (src/cli/bench-figures.ts), so a tool can judge it. Read from the source: each
 * figure literal with a target either declares `better` or is named in
 * BETTER_BY_NAME; running the bench itself is too slow for a unit test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BETTER_BY_NAME, figureLines, withBetter } from '../../../src/cli/bench-figures';

const ROOT = new URL('../../../', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The object literal around `at`: from its unmatched `{` to the matching `}`. */
function literalAround(text: string, at: number): string {
  let depth = 0;
  let start = at;
  for (; start >= 0; start--) {
    if (text[start] === '}') depth++;
    else if (text[start] === '{' && depth-- === 0) break;
  }
  depth = 0;
  let end = at;
  for (; end < text.length; end++) {
    if (text[end] === '{') depth++;
    else if (text[end] === '}' && depth-- === 0) break;
  }
  return text.slice(start, end + 1);
}

/** Every figure literal with a target in the project's source: a `name`, a `value`, a `unit` and a `target` (`${...}` in a name read as N). */
function figuresWithTargets(): { file: string; literal: string; name: string }[] {
  const found: { file: string; literal: string; name: string }[] = [];
  for (const path of sources(join(ROOT, 'src'))) {
    const text = readFileSync(path, 'utf8');
    for (const match of text.matchAll(/\btarget: (?!string|number|PowerId|TerritoryId|ProvinceId|hex\b|p\b|null\b)/g)) {
      const literal = literalAround(text, match.index);
      if (!/\bname:/.test(literal) || !/\bvalue\b/.test(literal) || !/\bunit:/.test(literal)) continue;
      const name = /\bname: (['`])((?:\\.|(?!\1).)*)\1/s.exec(literal)?.[2] ?? '';
      found.push({ file: relative(ROOT, path), literal, name: name.replace(/\\(.)/g, '$1').replace(/\$\{[^}]*\}/g, 'N') });
    }
  }
  return found;
}

describe('bench figures with a target', () => {
  const figures = figuresWithTargets();

  it('are found across the bench code (the CLI, Diplomacy, World War I, La Belle Époque)', () => {
    const files = new Set(figures.map((f) => f.file));
    for (const file of ['src/cli/bench.ts', 'src/cli/bench-browser.ts', 'src/games/diplomacy/engine/bot/bench-bots.ts', 'src/games/wwi/engine/balance.ts', 'src/games/belle-epoque/engine/bench-belle-epoque.ts']) {
      expect(files, file).toContain(file);
    }
    expect(figures.length).toBeGreaterThanOrEqual(45);
  });

  it('each declare which way is better, or are named once in the table of directions', () => {
    const unjudged = figures.filter(
      ({ literal, name }) => !/\bbetter: '(higher|lower)'/.test(literal) && BETTER_BY_NAME.filter(([pattern]) => pattern.test(name)).length !== 1,
    );
    expect(unjudged.map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
  });

  it('are refused at printing without a direction, and printed with it', () => {
    expect(() => withBetter({ name: 'a new figure', value: 1, unit: 'ms', target: 2 })).toThrow(/which way is better/);
    expect(JSON.parse(figureLines({ name: 'wwi balance: France fallen (100 games)', value: 12.345, unit: '%', target: 20 })[0])).toEqual({
      name: 'wwi balance: France fallen (100 games)', value: 12.35, unit: '%', target: 20, better: 'lower',
    });
    expect(JSON.parse(figureLines({ name: 'no target', value: 3, unit: 'games' })[0])).toEqual({ name: 'no target', value: 3, unit: 'games' });
  });

  it('print a signed margin as measured and, with the target, its size', () => {
    const lines = figureLines({ name: 'wwi balance: mean VP margin, Allies minus Central Powers (4 games)', value: -20, unit: 'VP', target: 15, note: 'aim: within ±15' }).map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({ name: 'wwi balance: mean VP margin, Allies minus Central Powers (4 games)', value: -20, unit: 'VP', note: 'aim: within ±15' });
    expect(lines[1]).toMatchObject({ value: 20, target: 15, better: 'lower' });
  });
});
