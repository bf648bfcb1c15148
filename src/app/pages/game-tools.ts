/** The game page's tools beside play: a private what-if copy, the game as a file, removing it from this browser. */
import { t } from '../i18n';
import { getLibrary, getPlay } from '../services';
import { navigate } from '../router';
import type { GameMeta } from '../../platform/game-ui';
import type { LibraryGame, LibraryNode } from '../../platform/library/merge';

/** Opens a private copy of a phase to try moves in; the real game is never touched. */
export async function openWhatIf(meta: GameMeta, game: LibraryGame, node: LibraryNode): Promise<LibraryGame> {
  const copy = await getPlay().sandbox(meta, game, node);
  navigate({ page: 'game', uid: copy.game.uid });
  return copy.game;
}

/** Saves the whole history as a file: a backup, and the way to share a game whose links grow too long. */
export function exportGame(meta: GameMeta, game: LibraryGame): void {
  const blob = new Blob([getPlay().exportArchive(meta, game)], { type: 'application/json' });
  const anchor = document.createElement('a');
  anchor.href = URL.createObjectURL(blob);
  anchor.download = `${meta.id}-${game.uid}.dispaccio.json`;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(anchor.href), 10_000);
}

/** Removes a game from this browser, once confirmed; links already sent are not affected. */
export async function removeGame(uid: string): Promise<void> {
  if (!confirm(t('game.delete.confirm'))) return;
  await getLibrary().remove(uid);
  navigate({ page: 'library' });
}
