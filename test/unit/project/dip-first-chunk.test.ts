/**
 * What a Diplomacy or Romania 1198 game link's first board loads: the modules each bundle.ts imports
 * statically, transitively. Seats handed to the computer are played at level 1 by the engine itself, in
 * every browser, so level 1 is in; the level-2 search and the DumbBot it measures itself against come
 * only with the solo game's worker, so a phone's first visit does not download them.
 */
import { describe, expect, it } from 'vitest';
import { importClosure } from './import-closure';

const SEARCH_ONLY = [
  'src/games/diplomacy/engine/bot/search.ts',
  'src/games/diplomacy/engine/bot/dumbbot.ts',
  'src/games/diplomacy/engine/bot/dumbbot-weights.json',
  'src/games/diplomacy/engine/bot/index.ts',
];

describe("a Diplomacy-engine game link's first chunk", () => {
  for (const [game, worker] of [['diplomacy', 'src/games/diplomacy/ui/bot-worker.ts'], ['romania1198', 'src/games/romania1198/ui/bot-worker.ts']] as const) {
    it(`${game}: holds the level-1 player the engine needs, not the level-2 search, which its worker holds`, () => {
      const { files } = importClosure(`src/games/${game}/bundle.ts`);
      expect([...files]).toContain('src/games/diplomacy/engine/bot/seeded.ts');
      expect([...files].filter((file) => SEARCH_ONLY.includes(file))).toEqual([]);
      const inWorker = importClosure(worker).files;
      expect(SEARCH_ONLY.filter((file) => !file.endsWith('.json') && !inWorker.has(file))).toEqual([]);
    });
  }
});
