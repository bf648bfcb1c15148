/**
 * What a link's first visit downloads before anything is drawn is the static import graph of the page's
 * script and of the linked game's bundle: code used later (another language, a panel opened on demand)
 * must stay behind a dynamic import(), or it comes back into the phone's first visit unnoticed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Files reached from `entry` through static imports and re-exports (type-only imports left out: they vanish in the build). */
export function staticImports(entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    if (!file.endsWith('.ts')) return;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^\s*(import|export)\b(?!\s+type\b)[^'";]*?from\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm)) {
      const base = resolve(dirname(file), match[2] ?? match[3]);
      const target = [base, `${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
      if (target) visit(target);
    }
  };
  visit(resolve(ROOT, entry));
  return new Set([...reached].map((file) => relative(ROOT, file)));
}

describe("a game link's first visit", () => {
  const shell = [...staticImports('src/app/main.ts'), ...staticImports('src/app/dispaccio-app.ts')];

  it('follows static imports (the shell reaches the router and the app reaches its pages)', () => {
    expect(shell).toContain('src/app/router.ts');
    expect(shell).toContain('src/app/pages/game-page.ts');
  });

  it('leaves the library and New game pages out: a link never shows them on its way to the board', () => {
    expect(shell).not.toContain('src/app/pages/library-page.ts');
    expect(shell).not.toContain('src/app/pages/new-game-page.ts');
  });

  it('imports no language catalog statically: the visit loads its own one on demand', () => {
    expect(shell.filter((file) => file.startsWith('src/app/i18n/'))).toEqual([]);
  });
});
