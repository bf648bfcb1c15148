/**
 * Game data files whose values each carry a `source` (why the value is what it is, for the
 * project's readers: maps/belle-epoque/README.md). The game's loader checks only the first word,
 * printed or reconstructed, so the built site keeps that word and drops the explanation.
 * As a command, prints what the build ships of a data file.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { answerHelp } from './usage';

const KIND = /^(printed|reconstructed)\b/;

const firstWord = (text: unknown): unknown => (typeof text === 'string' ? (KIND.exec(text)?.[1] ?? text) : text);

/** The data with every `source` (a string, or an object of strings) cut to its first word; a source of another kind is kept whole, for the loader to refuse. */
export function shortenSources(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shortenSources);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key !== 'source') return [key, shortenSources(inner)];
      return [key, inner && typeof inner === 'object' ? Object.fromEntries(Object.entries(inner).map(([k, v]) => [k, firstWord(v)])) : firstWord(inner)];
    }),
  );
}

/** Vite plugin: the JSON files under `dataDir` reach the build with their sources shortened. */
export function shortSources(dataDir: string): Plugin {
  return {
    name: 'short-sources',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes(`/${dataDir}/`) || !id.endsWith('.json')) return null;
      return { code: JSON.stringify(shortenSources(JSON.parse(code))), map: null };
    },
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  answerHelp(`usage: npx tsx src/cli/short-sources.ts FILE
Prints the JSON data file FILE as the build ships it: every "source" cut to its first word
(printed or reconstructed), as vite.config.ts does for maps/belle-epoque/.`);
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npx tsx src/cli/short-sources.ts FILE');
    process.exit(2);
  }
  console.log(JSON.stringify(shortenSources(JSON.parse(readFileSync(file, 'utf8'))), null, 2));
}
