/** The English and Italian catalogs stay in step, and every message the app asks for exists. */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { missingKeys } from '../../../src/platform/i18n';
import { PLAY_ERROR_CODES, TAKE_BACK_REFUSALS } from '../../../src/platform/play';
import { LINK_ERROR_CODES } from '../../../src/platform/codec/envelope';
import en from '../../../src/app/i18n/en.json';
import it_ from '../../../src/app/i18n/it.json';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('message catalogs', () => {
  it('have the same keys in English and Italian', () => {
    expect(missingKeys({ en, it: it_ })).toEqual([]);
  });

  it('contain every literal key the app uses', () => {
    const used = new Set<string>();
    for (const file of sources('src/app')) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z0-9.-]+)'/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => !(key in en))).toEqual([]);
  });

  it('have a sentence for every link and play error', () => {
    const codes = [...LINK_ERROR_CODES, ...PLAY_ERROR_CODES];
    for (const storage of ['quota', 'unavailable', 'stalled', 'unknown']) {
      expect(en, storage).toHaveProperty([`storage.${storage}`]);
      expect(it_, storage).toHaveProperty([`storage.${storage}`]);
    }
    expect(codes).toContain('conflict');
    for (const code of codes) {
      expect(en, code).toHaveProperty([`landing.error.${code}`]);
      expect(it_, code).toHaveProperty([`landing.error.${code}`]);
    }
  });

  it('say why a take-back is refused, for every reason the platform gives', () => {
    expect(TAKE_BACK_REFUSALS.length).toBeGreaterThan(0);
    for (const why of TAKE_BACK_REFUSALS) {
      expect(en, why).toHaveProperty([`game.takeBack.refused.${why}`]);
      expect(it_, why).toHaveProperty([`game.takeBack.refused.${why}`]);
    }
  });
});
