/**
 * What a first visit from a game link downloads, compressed as a static host serves it: the page,
 * its stylesheet, its first script, the chunks the page preloads and one language's catalog (the shell), then the linked
 * game's code with every chunk it imports. On the phone profile's 1.6 Mbit/s line every 10 KB is
 * about 50 ms of the first visit, so this is the figure that says whether a change moved the line's share.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/** The part of Vite's build manifest read here (build.manifest). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Every file a chunk needs before it runs: itself, its static imports and their stylesheets, transitively. */
export function chunkClosure(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    files.add(chunk.file);
    chunk.css?.forEach((file) => files.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return files;
}

/**
 * The manifest's name of a game's first chunk: its bundle.ts, or, when the game's later parts
 * (dynamic imports) import from that chunk, the chunk's own name, since the build then gives it
 * no facade: the one loaded on demand that dynamically imports the game's own modules.
 */
export function gameChunkKey(manifest: Manifest, game: string): string | undefined {
  const bundle = `src/games/${game}/bundle.ts`;
  if (manifest[bundle]) return bundle;
  return Object.keys(manifest).find((key) => !key.startsWith('src/') && manifest[key].isDynamicEntry && manifest[key].dynamicImports?.some((file) => file.startsWith(`src/games/${game}/`)));
}

/** The assets index.html names (its script, stylesheets and module preloads). */
export function pageAssets(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
}

export interface FirstVisitBytes {
  game: string;
  /** Compressed bytes: the page, the shell's files and the game's. */
  total: number;
  shell: number;
  gameOnly: number;
}

/** The catalog of the language the benches' browser reads (English); a visit downloads one catalog. */
const CATALOG = 'src/app/i18n/en.json';

/** How a file's bytes travel: gzipped on the fly by a server, or as the site's server sends it (its Brotli copy when the build wrote one). */
export type Encoding = 'gzip' | 'served';

/** The bytes a file of the built site costs on the line, by `encoding`. */
export function compressedSize(path: string, encoding: Encoding): number {
  if (encoding === 'served' && existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** First-visit bytes of each game's link, from a built site in `dist` whose manifest lists each game's first chunk (gameChunkKey). */
export function firstVisitBytes(dist: string, gameIds: readonly string[], encoding: Encoding = 'gzip'): FirstVisitBytes[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const gz = (file: string) => compressedSize(join(dist, file), encoding);
  const shellFiles = new Set([...pageAssets(html), ...chunkClosure(manifest, CATALOG)]);
  const shell = gz('index.html') + [...shellFiles].reduce((sum, file) => sum + gz(file), 0);
  return gameIds.map((game) => {
    const key = gameChunkKey(manifest, game);
    if (!key) throw new Error(`${game}: no first chunk in the build's manifest`);
    const own = [...chunkClosure(manifest, key)].filter((file) => !shellFiles.has(file));
    const gameOnly = own.reduce((sum, file) => sum + gz(file), 0);
    return { game, total: shell + gameOnly, shell, gameOnly };
  });
}
