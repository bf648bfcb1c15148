/**
 * What a La Belle Époque link's first board loads: the static imports of the game's bundle
 * (src/games/belle-epoque/bundle.ts), which the build puts in its first chunk. The log's
 * sentences, the scoring explained and the automated powers' runner come later, by dynamic
 * import; a static import of any of them would bring its bytes back into every first visit.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const GAME = 'src/games/belle-epoque';
const BUNDLE = `${GAME}/bundle.ts`;

/** Loaded after the first board: each must stay out of the first chunk. */
const LATER = [
  `${GAME}/ui/later-panels.ts`,
  `${GAME}/ui/log-lines.ts`,
  `${GAME}/ui/scoring-panel.ts`,
  `${GAME}/ui/past-scorings.ts`,
  `${GAME}/ui/automation.ts`,
  `${GAME}/engine/automated/index.ts`,
];

export interface Imports {
  /** Imports that load code when the file runs: values, re-exports and side effects. */
  now: string[];
  /** import('...') calls: code loaded when asked. */
  later: string[];
}

/** A file's relative imports, type-only ones left out (the compiler drops them). */
export function importsIn(text: string): Imports {
  const now: string[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\b([^'";]*?)\bfrom\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm)) {
    if (m[4]) {
      now.push(m[4]);
      continue;
    }
    const clause = m[2].trim();
    if (/^type\b/.test(clause)) continue;
    const named = /^\{([^}]*)\}$/.exec(clause);
    if (named && named[1].split(',').every((part) => !part.trim() || /^type\b/.test(part.trim()))) continue;
    now.push(m[3]);
  }
  const later = [...text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((m) => m[1]);
  return { now, later };
}

function resolveFrom(file: string, spec: string): string | null {
  const base = resolve(dirname(file), spec);
  return [base, `${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile()) ?? null;
}

/** Every file loaded with `entry` (static imports, transitively), and the dynamic imports met on the way. */
function closure(entry: string): { files: Set<string>; dynamic: Set<string> } {
  const files = new Set<string>();
  const dynamic = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!file.endsWith('.ts')) return;
    const { now, later } = importsIn(readFileSync(file, 'utf8'));
    for (const spec of now) {
      const target = resolveFrom(file, spec);
      if (target) visit(target);
    }
    for (const spec of later) {
      const target = resolveFrom(file, spec);
      if (target) dynamic.add(target);
    }
  };
  visit(join(ROOT, entry));
  return { files, dynamic };
}

const rel = (files: Iterable<string>) => [...files].map((f) => relative(ROOT, f)).sort();

describe('La Belle Époque link: the first chunk', () => {
  it('reads imports as the build does: type-only ones load nothing, side-effect imports and re-exports load their file', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { d, type E } from './d';",
      "import './e';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "const h = () => import('./h');",
      "import json from '../../maps/x.json';",
    ].join('\n');
    expect(importsIn(text)).toEqual({ now: ['./d', './e', './f', '../../maps/x.json'], later: ['./h'] });
  });

  it('holds the board and its map, and none of what comes after the first board', () => {
    const { files } = closure(BUNDLE);
    const first = rel(files);
    expect(first).toContain(`${GAME}/ui/be-map.ts`);
    expect(first).toContain('maps/belle-epoque/geometry.json');
    expect(first.filter((f) => LATER.includes(f))).toEqual([]);
  });

  it('still reaches each later part by a dynamic import, so it is built and cached for offline play', () => {
    const { files, dynamic } = closure(BUNDLE);
    const reachable = new Set<string>();
    for (const entry of dynamic) closure(relative(ROOT, entry)).files.forEach((f) => reachable.add(f));
    expect(rel(dynamic).every((f) => !files.has(join(ROOT, f)))).toBe(true);
    expect(LATER.filter((f) => !reachable.has(join(ROOT, f)))).toEqual([]);
  });
});
