/**
 * The built site ships La Belle Époque's data with each `source` cut to its first word
 * (src/cli/short-sources.ts, used by vite.config.ts): the game's loader must still accept
 * every file, and a source of the wrong kind must still reach it whole to be refused.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shortenSources } from '../../../src/cli/short-sources';
import { loadBelleEpoqueData, validateBelleEpoqueData, type BelleEpoqueData } from '../../../src/games/belle-epoque/engine/data';

const sources = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value.flatMap(sources);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'source' ? (typeof inner === 'object' ? Object.values(inner as object) : [inner]) : sources(inner)));
};

describe('shortened data sources', () => {
  it('cuts a string or each string of an object to printed or reconstructed, and keeps any other text whole', () => {
    expect(shortenSources({ a: [{ source: 'printed: 8.9', n: 3 }], source: { cost: 'reconstructed: history first', vp: 'printed, 10.1' } })).toEqual({ a: [{ source: 'printed', n: 3 }], source: { cost: 'reconstructed', vp: 'printed' } });
    expect(shortenSources({ source: 'guessed' })).toEqual({ source: 'guessed' });
  });

  it("keeps every file of the game valid for its loader, with nothing of the explanations left", () => {
    const data = loadBelleEpoqueData();
    const short = shortenSources(data) as BelleEpoqueData;
    expect(validateBelleEpoqueData(short)).toEqual([]);
    const left = sources(short);
    expect(left.length).toBeGreaterThan(100);
    expect(left.every((s) => s === 'printed' || s === 'reconstructed')).toBe(true);
    const raw = readFileSync(new URL('../../../maps/belle-epoque/powers.json', import.meta.url), 'utf8');
    expect(JSON.stringify(shortenSources(JSON.parse(raw))).length).toBeLessThan(JSON.stringify(JSON.parse(raw)).length * 0.9);
  });
});
