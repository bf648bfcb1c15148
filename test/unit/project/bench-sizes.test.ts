/** The first-visit bytes of a game link find the game's chunk in Vite's manifest, however Rollup keyed it. */
import { describe, expect, it } from 'vitest';
import { type Manifest, chunkClosure, gameChunkKey } from '../../../src/cli/bench-sizes';

describe('first-visit bytes of a game link', () => {
  it('finds a bundle keyed by its source file', () => {
    const manifest: Manifest = { 'src/games/a/bundle.ts': { file: 'assets/bundle-1.js', name: 'bundle', imports: ['_shared.js'] }, '_shared.js': { file: 'assets/shared.js' } };
    expect(gameChunkKey(manifest, 'a')).toBe('src/games/a/bundle.ts');
    expect([...chunkClosure(manifest, gameChunkKey(manifest, 'a'))]).toEqual(['assets/bundle-1.js', 'assets/shared.js']);
  });

  it('finds a bundle keyed by its file, when it also serves the game\'s lazily loaded chunks, and leaves those out', () => {
    const manifest: Manifest = {
      '_bundle-2.js': { file: 'assets/bundle-2.js', name: 'bundle', imports: ['_shared.js'], dynamicImports: ['src/games/b/ui/demo-loop.ts'] },
      '_bundle-3.js': { file: 'assets/bundle-3.js', name: 'bundle', dynamicImports: ['src/games/c/ui/x.ts'] },
      'src/games/b/ui/demo-loop.ts': { file: 'assets/demo-loop.js', imports: ['_bundle-2.js'] },
      '_shared.js': { file: 'assets/shared.js' },
    };
    expect(gameChunkKey(manifest, 'b')).toBe('_bundle-2.js');
    expect([...chunkClosure(manifest, gameChunkKey(manifest, 'b'))]).toEqual(['assets/bundle-2.js', 'assets/shared.js']);
  });
});
