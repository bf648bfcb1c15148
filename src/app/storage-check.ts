/**
 * The start-up check that the browser's storage answers. It reads one key no
 * game has, not the library: a returning player's library is every game with
 * every phase, too much to read before the first page can show.
 */
import { answerWithin } from '../platform/library/fallback';
import { StorageError } from '../platform/library/store';

/** A uid no game gets (uids are hexadecimal), so the read finds nothing. */
const PROBE_UID = '-storage-check-';

/** Resolves once `library` answered, or after `lost` was told why it did not (refused, or silent for a few seconds). */
export async function checkStorage(library: { get(uid: string): Promise<unknown> }, lost: (code: StorageError['code']) => void): Promise<void> {
  try {
    await answerWithin(library.get(PROBE_UID));
  } catch (error) {
    lost(error instanceof StorageError ? error.code : 'unavailable');
  }
}
