/**
 * The games this build ships, discovered from each game folder's meta.ts, so
 * adding a game means adding a folder and nothing else.
 */
import type { GameBundle, GameMeta } from '../platform/game-ui';
import { loadOnce } from './load-once';

const found = import.meta.glob<{ meta: GameMeta }>('../games/*/meta.ts', { eager: true });

export const GAMES: GameMeta[] = Object.values(found)
  .map((entry) => entry.meta)
  .sort((a, b) => a.linkId - b.linkId);

export function gameById(id: string): GameMeta | undefined {
  return GAMES.find((game) => game.id === id);
}

export function gameByLinkId(linkId: number): GameMeta | undefined {
  return GAMES.find((game) => game.linkId === linkId);
}

/** Loads a game's code once; later calls share the same promise. */
export const loadGame: (meta: GameMeta) => Promise<GameBundle> = loadOnce((meta: GameMeta) => meta.load(), (meta) => meta.id);
