/**
 * The library is written with states only through the play service's admit
 * module, which takes only what the verifier returns (VerifiedNode): no other
 * source file may add states to a library.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

describe('the library write path', () => {
  it('only play/admit.ts adds states to a library', () => {
    const writers = sourceFiles(join(ROOT, 'src'))
      .filter((file) => /\.addNodes?!?\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file).split('\\').join('/'));
    expect(writers).toEqual(['src/platform/play/admit.ts']);
  });

});
