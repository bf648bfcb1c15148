/**
 * What a La Belle Époque link's first board loads: the static imports of the game's bundle
 * (src/games/belle-epoque/bundle.ts), which the build puts in its first chunk. The log's
 * sentences, the scoring explained and the automated powers' runner come later, by dynamic
 * import; a static import of any of them would bring its bytes back into every first visit.
 */
import { describe, expect, it } from 'vitest';
import { importClosure } from '../project/import-closure';

const GAME = 'src/games/belle-epoque';
const BUNDLE = `${GAME}/bundle.ts`;

/** Loaded after the first board: each must stay out of the first chunk. */
const LATER = [
  `${GAME}/ui/later-panels.ts`,
  `${GAME}/ui/log-lines.ts`,
  `${GAME}/ui/scoring-panel.ts`,
  `${GAME}/ui/past-scorings.ts`,
  `${GAME}/ui/automation.ts`,
  `${GAME}/engine/automated/index.ts`,
];

describe('La Belle Époque link: the first chunk', () => {
  it('holds the board and its map, and none of what comes after the first board', () => {
    const first = [...importClosure(BUNDLE).files];
    expect(first).toContain(`${GAME}/ui/be-map.ts`);
    expect(first).toContain('maps/belle-epoque/geometry.json');
    expect(first.filter((f) => LATER.includes(f))).toEqual([]);
  });

  it('still reaches each later part by a dynamic import, so it is built and cached for offline play', () => {
    const { files, dynamic } = importClosure(BUNDLE);
    const reachable = new Set<string>();
    for (const entry of dynamic) importClosure(entry).files.forEach((f) => reachable.add(f));
    expect([...dynamic].filter((f) => files.has(f))).toEqual([]);
    expect(LATER.filter((f) => !reachable.has(f))).toEqual([]);
  });
});
