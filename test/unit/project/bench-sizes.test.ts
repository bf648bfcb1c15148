/**
 * The size benchmark finds each game's first chunk in the build's manifest, also when the
 * game loads parts later from that chunk's code (the build then names the chunk by its file).
 */
import { describe, expect, it } from 'vitest';
import { chunkClosure, gameChunkKey, type Manifest } from '../../../src/cli/bench-sizes';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/games/plain/bundle.ts', '_bundle-B.js'] },
  'src/games/plain/bundle.ts': { file: 'assets/bundle-A.js', isDynamicEntry: true, imports: ['_shared.js'] },
  '_bundle-B.js': { file: 'assets/bundle-B.js', isDynamicEntry: true, imports: ['_shared.js'], dynamicImports: ['src/games/lazy/ui/later.ts'] },
  'src/games/lazy/ui/later.ts': { file: 'assets/later.js', isDynamicEntry: true, imports: ['_bundle-B.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
};

describe('first-visit sizes', () => {
  it("finds a game's first chunk by its bundle, or by the later parts it imports on demand", () => {
    expect(gameChunkKey(manifest, 'plain')).toBe('src/games/plain/bundle.ts');
    expect(gameChunkKey(manifest, 'lazy')).toBe('_bundle-B.js');
    expect(gameChunkKey(manifest, 'missing')).toBeUndefined();
  });

  it('counts what the first chunk needs before it runs, not what it loads later', () => {
    expect([...chunkClosure(manifest, '_bundle-B.js')].sort()).toEqual(['assets/bundle-B.js', 'assets/shared.css', 'assets/shared.js']);
  });
});
