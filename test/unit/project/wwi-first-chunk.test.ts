/**
 * What a World War I game link's first board loads: the modules src/games/wwi/bundle.ts imports
 * statically, transitively. The class demonstration, its narration, the automated player, the
 * rules panel's texts and the log panel load on demand (dynamic import()), so a phone's first visit downloads less;
 * a static import that pulls one of them back into the link's first chunk fails here.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Files a module imports or re-exports at run time (type-only imports are erased, dynamic import() loads later). */
export function staticImportsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const out: string[] = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  // import … from '…', export … from '…', import '…' (never a call: no parenthesis before the path).
  const pattern = /^\s*(import|export)\s+(type\s+)?(?:([^'";(]*?)\s*from\s+)?['"](\.[^'"]+)['"]/gm;
  for (const m of code.matchAll(pattern)) {
    if (m[2]) continue;
    // import { type A, type B } from '…': every name type-only, erased too.
    const names = m[3]?.match(/^\{([^}]*)\}$/)?.[1];
    if (names !== undefined && names.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    const base = resolve(dirname(file), m[4]);
    const target = [base, `${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile());
    if (target) out.push(target);
  }
  return out;
}

/** Every file reached from `entry` through static imports. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  for (const file of seen) if (file.endsWith('.ts')) staticImportsOf(file).forEach((next) => seen.add(next));
  return seen;
}

const LAZY = [
  'src/games/wwi/engine/bot.ts',
  'src/games/wwi/engine/bot-view.ts',
  'src/games/wwi/engine/bot-move.ts',
  'src/games/wwi/engine/bot-combat.ts',
  'src/games/wwi/engine/bot-build.ts',
  'src/games/wwi/engine/bot-sea.ts',
  'src/games/wwi/ui/demo-loop.ts',
  'src/games/wwi/ui/demo-narration.ts',
  'src/games/wwi/ui/rules-panel.ts',
  'src/games/wwi/ui/rules-text.ts',
  'src/games/wwi/ui/log-panel.ts',
  'src/games/wwi/ui/event-text.ts',
];

describe("a World War I game link's first chunk", () => {
  it('reads static imports only: type-only and dynamic imports load nothing at once', () => {
    const here = join(ROOT, 'src/games/wwi/ui/x.ts');
    const imports = staticImportsOf(
      here,
      [
        "import type { DemoLoop } from './demo-loop';",
        "import { type BotAction, type Other } from './automated-player';",
        "import { DEMO_DELAY } from './demo-pace';",
        "const later = () => import('./demo-loop');",
        "export { module } from '../bundle';",
        "export function later(): Promise<unknown> {\n  return import('./demo-narration');\n}",
        "import './wwi-board';",
      ].join('\n'),
    );
    expect(imports.map((f) => relative(ROOT, f))).toEqual(['src/games/wwi/ui/demo-pace.ts', 'src/games/wwi/bundle.ts', 'src/games/wwi/ui/wwi-board.ts']);
  });

  it('holds the board, not the class demonstration, the automated player, the rules panel\'s texts nor the log panel', () => {
    const first = [...staticClosure(join(ROOT, 'src/games/wwi/bundle.ts'))].map((f) => relative(ROOT, f));
    expect(first).toContain('src/games/wwi/ui/wwi-board.ts');
    expect(first.filter((f) => LAZY.includes(f))).toEqual([]);
  });
});
