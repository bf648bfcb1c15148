/**
 * What a module loads at once and what it loads later, read from its source as the build does: the
 * files a link's first visit downloads are the static import closure of the page's script and of the
 * linked game's bundle; code behind a dynamic import() comes when asked. The first-visit tests of the
 * shell and of each game hold their lazily loaded parts out of that closure with these functions.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Imports {
  /** Imports that load code when the file runs: values, re-exports and side effects. */
  now: string[];
  /** import('…') calls: code loaded when asked. */
  later: string[];
}

/** A file's relative imports; type-only ones are left out (the compiler erases them), and so are comments. */
export function importsIn(text: string): Imports {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const now: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:([^'";(]*?)\s*from\s+)?['"](\.[^'"]+)['"]/gm)) {
    if (m[1]) continue;
    // import { type A, type B } from '…': every name type-only, erased too.
    const names = m[2]?.trim().match(/^\{([^}]*)\}$/)?.[1];
    if (names !== undefined && names.split(',').every((name) => !name.trim() || /^type\s/.test(name.trim()))) continue;
    now.push(m[3]);
  }
  const later = [...code.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((m) => m[1]);
  return { now, later };
}

function resolveFrom(file: string, spec: string): string | null {
  const base = resolve(dirname(file), spec);
  return [base, `${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** Every file loaded with `entry` (a path from the repository's root), and the dynamic imports met on the way; paths from the root. */
export function importClosure(entry: string): { files: Set<string>; dynamic: Set<string> } {
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
  visit(resolve(ROOT, entry));
  const fromRoot = (paths: Set<string>) => new Set([...paths].map((path) => relative(ROOT, path)));
  return { files: fromRoot(files), dynamic: fromRoot(dynamic) };
}
