/**
 * The site's server sends the build's Brotli copy of a text file only to a browser that accepts
 * Brotli, only for a file inside the built site, and the copy holds the very same bytes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, precompressedFile, writePrecompressed } from '../../../src/cli/precompressed';

const site = mkdtempSync(join(tmpdir(), 'site-'));
mkdirSync(join(site, 'assets'));
const script = 'export const words = "' + 'a game link, '.repeat(200) + '";\n';
writeFileSync(join(site, 'assets', 'app.js'), script);
writeFileSync(join(site, 'index.html'), '<!doctype html>' + '<p>Dispaccio</p>'.repeat(100));
writeFileSync(join(site, 'tiny.js'), 'export {};');
writeFileSync(join(site, 'icon.png'), Buffer.alloc(4096, 7));
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('precompressed files', () => {
  it('writes a Brotli copy of every text file worth it, holding the same bytes, and none of pictures or tiny files', () => {
    expect(writePrecompressed(site)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(site, 'assets', 'app.js.br'))).toString()).toBe(script);
    expect(readFileSync(join(site, 'assets', 'app.js.br')).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(site, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(site, 'icon.png.br'))).toBe(false);
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
    expect(acceptsBrotli('brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it('answers a request with the Brotli copy and its type, the page for a folder, and nothing for a browser without Brotli', () => {
    const exists = (path: string) => existsSync(path);
    expect(precompressedFile(site, '/assets/app.js?v=1', 'br', exists)).toEqual({ path: join(resolve(site), 'assets', 'app.js.br'), type: 'text/javascript; charset=utf-8' });
    expect(precompressedFile(site, '/', 'gzip, br', exists)?.path).toBe(join(resolve(site), 'index.html.br'));
    expect(precompressedFile(site, '/assets/app.js', 'gzip', exists)).toBeUndefined();
    expect(precompressedFile(site, '/tiny.js', 'br', exists)).toBeUndefined();
    expect(precompressedFile(site, '/icon.png', 'br', exists)).toBeUndefined();
  });

  it('never answers for a file outside the site, however the path climbs', () => {
    const asked: string[] = [];
    const exists = (path: string) => (asked.push(path), true);
    for (const url of ['/../secret.js', '/assets/../../secret.js', '/%2e%2e/%2e%2e/secret.js', '/assets/%2E%2E%2F%2E%2E%2Fsecret.js', '/..%5csecret.js']) {
      const found = precompressedFile(site, url, 'br', exists);
      if (found) expect(found.path.startsWith(resolve(site) + sep), url).toBe(true);
    }
    for (const path of asked) expect(path.startsWith(resolve(site) + sep), path).toBe(true);
    expect(precompressedFile(site, '/%E0%A4%A', 'br', exists)).toBeUndefined();
  });
});
