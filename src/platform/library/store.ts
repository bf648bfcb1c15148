/**
 * The library in IndexedDB (idb-keyval). One key per game holds the whole
 * record, written in a single transaction by `update`, so a failure leaves the
 * previous record intact: never a half-written entry.
 */
import { get, update, values, del, type UseStore } from 'idb-keyval';
import { browserStores } from '../stores';
import type { AfterMerge } from './backend';
import { MergeRefused, mergeNode, mergeNodes, type LibraryGame, type LibraryNode, type MergeOutcome } from './merge';

/** 'stalled': the store did not answer in time (an IndexedDB that hangs). */
export type StorageErrorCode = 'quota' | 'unavailable' | 'stalled' | 'unknown';

export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    cause?: unknown,
  ) {
    super(`storage ${code}`, { cause });
    this.name = 'StorageError';
  }
}

export function classifyStorageError(error: unknown): Error {
  if (error instanceof StorageError) return error;
  // A refused merge is about the link, not the storage: it goes on to be reported as such.
  if (error instanceof MergeRefused) return error;
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return new StorageError('quota', error);
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError' || typeof indexedDB === 'undefined') {
    return new StorageError('unavailable', error);
  }
  return new StorageError('unknown', error);
}

const KEY_PREFIX = 'game:';

export class Library {
  constructor(private readonly store: UseStore = browserStores().library) {}

  async list(): Promise<LibraryGame[]> {
    try {
      const all = (await values(this.store)) as LibraryGame[];
      return all.filter((game) => game && typeof game.uid === 'string').sort((a, b) => b.updatedAt - a.updatedAt);
    } catch (error) {
      throw classifyStorageError(error);
    }
  }

  async get(uid: string): Promise<LibraryGame | undefined> {
    try {
      return (await get(KEY_PREFIX + uid, this.store)) as LibraryGame | undefined;
    } catch (error) {
      throw classifyStorageError(error);
    }
  }

  /** Adds one state to a game (creating it if new) atomically, with `after`'s changes in the same write; reports how it fitted. */
  async addNode(uid: string, gameId: string, node: LibraryNode, session?: string, after?: AfterMerge): Promise<{ game: LibraryGame; outcome: MergeOutcome }> {
    let result: { game: LibraryGame; outcome: MergeOutcome } | undefined;
    try {
      await update(
        KEY_PREFIX + uid,
        (existing: LibraryGame | undefined) => {
          const merged = mergeNode(existing, { uid, gameId, node, session });
          result = { ...merged, game: after ? after(merged.game) : merged.game };
          return result.game;
        },
        this.store,
      );
    } catch (error) {
      throw classifyStorageError(error);
    }
    return result!;
  }

  /** Adds many states of one game in a single write (a game file), so importing is linear in its size; `after` as for addNode. */
  async addNodes(uid: string, gameId: string, nodes: LibraryNode[], session?: string, after?: AfterMerge): Promise<{ game: LibraryGame; added: number }> {
    let result: { game: LibraryGame; added: number } | undefined;
    try {
      await update(
        KEY_PREFIX + uid,
        (existing: LibraryGame | undefined) => {
          const merged = mergeNodes(existing, { uid, gameId, nodes, session });
          result = { ...merged, game: after ? after(merged.game) : merged.game };
          return result.game;
        },
        this.store,
      );
    } catch (error) {
      throw classifyStorageError(error);
    }
    return result!;
  }

  /** Changes the platform fields of a game (my powers, settings) atomically. */
  async patch(uid: string, change: (game: LibraryGame) => LibraryGame): Promise<LibraryGame | undefined> {
    let out: LibraryGame | undefined;
    try {
      await update(
        KEY_PREFIX + uid,
        (existing: LibraryGame | undefined) => {
          if (!existing) throw new Error('no such game');
          out = change(existing);
          return out;
        },
        this.store,
      );
    } catch (error) {
      throw classifyStorageError(error);
    }
    return out;
  }

  async remove(uid: string): Promise<void> {
    try {
      await del(KEY_PREFIX + uid, this.store);
    } catch (error) {
      throw classifyStorageError(error);
    }
  }
}
