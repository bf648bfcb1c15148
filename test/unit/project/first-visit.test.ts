/**
 * What a link's first visit downloads before anything is drawn is the static import graph of the page's
 * script and of the linked game's bundle: code used later (another language, a page a link never shows)
 * must stay behind a dynamic import(), or it comes back into the phone's first visit unnoticed.
 */
import { describe, expect, it } from 'vitest';
import { importClosure, importsIn } from './import-closure';

describe('reading imports as the build does', () => {
  it('loads nothing at once for type-only and dynamic imports; side effects, re-exports and data load their file', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { d, type E } from './d';",
      "import './e';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "const h = () => import('./h');",
      "// import { i } from './i';",
      "import json from '../../maps/x.json';",
    ].join('\n');
    expect(importsIn(text)).toEqual({ now: ['./d', './e', './f', '../../maps/x.json'], later: ['./h'] });
  });
});

describe("a game link's first visit", () => {
  const shell = [...importClosure('src/app/main.ts').files, ...importClosure('src/app/dispaccio-app.ts').files];

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
