/**
 * The rule books the games are built from are cited by rule number and told in
 * our own words, never quoted at length: order lists, names and terms are facts
 * and may stay, sentences may not. The books are not in the repository, so this
 * guard looks for the shape of a quoted sentence instead: a passage in quotes of
 * six words or more in which at least two are Italian function words ("il",
 * "non", "della", ...), in the comments of the TypeScript sources and tests, in
 * the comment lines of the test fixtures, and in every Markdown file.
 * Italian text the site shows (the `it` strings) is not a comment and is not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;

const FUNCTION_WORDS = new Set(
  ('il lo la i gli le un uno una di del dello della dei degli delle da dal dalla dai dalle che non per con su sul sulla ' +
    'è e ed o ma se si ne ci in nel nella nei nelle al alla ai alle come anche solo può possono deve devono essere sono viene ' +
    'questo questa quello quella ogni').split(' '),
);

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist' ? [] : files(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

/** The passages of `text` that read as a quoted Italian sentence. */
export function quotedSentences(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/"([^"]+)"|“([^”]+)”|«([^»]+)»/g)) {
    const passage = match[1] ?? match[2] ?? match[3];
    const words = passage.match(/[\p{L}]+/gu) ?? [];
    const italian = words.filter((word) => FUNCTION_WORDS.has(word.toLowerCase())).length;
    if (words.length >= 6 && italian >= 2) found.push(passage.replace(/\s+/g, ' ').trim());
  }
  return found;
}

/** Comments of a TypeScript file, each joined onto one line. */
function comments(source: string): string[] {
  return [...source.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*(?:\n[ \t]*\/\/[^\n]*)*/g)].map((m) => m[0].replace(/\n[ \t]*(\*(?!\/)|\/\/)?/g, ' '));
}

describe('no sentence of a rule book is quoted', () => {
  it('recognises a quoted Italian sentence and lets order lists and names pass', () => {
    expect(quotedSentences('the seed: "la flotta non può entrare nella provincia dal mare"')).toHaveLength(1);
    expect(quotedSentences('printed "A Ven-Pie, A Rom-Ven, F Nap-Ion, A Par-Bur"')).toEqual([]);
    expect(quotedSentences('the card "Politica del Bastone"')).toEqual([]);
  });

  it('in the comments of the sources and tests', () => {
    const hits = files(join(ROOT, 'src'), (n) => n.endsWith('.ts'))
      .concat(files(join(ROOT, 'test'), (n) => n.endsWith('.ts')))
      .flatMap((path) => comments(readFileSync(path, 'utf8')).flatMap(quotedSentences).map((q) => `${relative(ROOT, path)}: ${q}`));
    expect(hits).toEqual([]);
  });

  it('in the comment lines of the test fixtures', () => {
    const hits = files(join(ROOT, 'test', 'fixtures'), (n) => n.endsWith('.txt')).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => /^\s*#/.test(line))
        .flatMap(quotedSentences)
        .map((q) => `${relative(ROOT, path)}: ${q}`),
    );
    expect(hits).toEqual([]);
  });

  it('in the Markdown files', () => {
    const hits = files(ROOT, (n) => n.endsWith('.md'))
      .filter((path) => !relative(ROOT, path).startsWith('test/data/'))
      .flatMap((path) => quotedSentences(readFileSync(path, 'utf8')).map((q) => `${relative(ROOT, path)}: ${q}`));
    expect(hits).toEqual([]);
  });
});
