/** Every game names a way of playing that passes links the same way, so a group meets one wording whatever it plays. */
import { describe, expect, it } from 'vitest';
import { DIP_WAYS } from '../../../src/games/diplomacy/ui/ways';
import { WWI_WAYS } from '../../../src/games/wwi/ui/ways';
import { BE_WAYS } from '../../../src/games/belle-epoque/ui/ways';

const GAMES = { diplomacy: DIP_WAYS, wwi: WWI_WAYS, 'belle-epoque': BE_WAYS };

describe('names of the ways to play by link', () => {
  for (const [game, ways] of Object.entries(GAMES)) {
    it(`${game}: each starts "By link, …" in English and "Via link, …" in Italian`, () => {
      const byLink = ways.filter((way) => way.mode !== 'table');
      expect(byLink.length).toBeGreaterThan(0);
      for (const way of byLink) {
        expect(way.label.en).toMatch(/^By link, \S/);
        expect(way.label.it).toMatch(/^Via link, \S/);
      }
    });
  }
});
