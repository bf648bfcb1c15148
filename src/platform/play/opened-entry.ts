/** What opening a link other than a game link gives the page: the game and phase it named, and the seat. */
import type { PowerId } from '../game';
import type { GameMeta } from '../game-ui';
import type { LibraryGame, LibraryNode } from '../library/merge';

export interface OpenedEntry {
  ok: true;
  kind: 'orders' | 'reveal' | 'invite' | 'rekey-request' | 'rekey-vote';
  meta: GameMeta;
  game: LibraryGame;
  node: LibraryNode;
  power: PowerId;
  known: boolean;
  replaced: boolean;
}
