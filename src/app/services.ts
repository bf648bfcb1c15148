/**
 * The app's single library and play service. IndexedDB first; when the
 * browser refuses it, stops answering at start-up, or fails later, the app
 * carries on in memory and says so once (the status line shows storageProblem).
 */
import { Library, StorageError } from '../platform/library/store';
import { MemoryLibrary } from '../platform/library/memory';
import { withFallback } from '../platform/library/fallback';
import { Play } from '../platform/play';
import { IdbKeyStore, MemoryKeyStore, type KeyStore } from '../platform/keys';
import { IdbSeatKeyStore, MemorySeatKeyStore, type SeatKeyStore } from '../platform/seat-keys';
import type { LibraryGame } from '../platform/library/merge';
import { gameById, gameByLinkId, loadGame } from './games';
import { checkStorage } from './storage-check';

export interface AppLibrary {
  list(): Promise<LibraryGame[]>;
  get(uid: string): Promise<LibraryGame | undefined>;
  remove(uid: string): Promise<void>;
}

/** Set when the browser's storage is refused or stops working; the app says so, and keeps working in memory. */
export let storageProblem: StorageError['code'] | null = null;
/** Fired on window when storageProblem changes, so the status line is drawn again. */
export const STORAGE_EVENT = 'dispaccio-storage';

function lost(code: StorageError['code']): void {
  storageProblem ??= code === 'stalled' ? 'stalled' : 'unavailable';
  globalThis.dispatchEvent?.(new Event(STORAGE_EVENT));
}

// Each store falls back to memory on its own; the first to fail tells the app.
const library = withFallback<Library | MemoryLibrary>(new Library(), () => new MemoryLibrary(), lost);
const keyStore = withFallback<KeyStore>(new IdbKeyStore(), () => new MemoryKeyStore(), lost);
const seatKeyStore = withFallback<SeatKeyStore>(new IdbSeatKeyStore(), () => new MemorySeatKeyStore(), lost);
const play = new Play(library, { byLinkId: gameByLinkId, byId: gameById, load: loadGame }, keyStore, () => Date.now(), seatKeyStore);

/** Checks once that IndexedDB answers (within a few seconds); a refusal or silence means memory from now on. */
export function initStorage(): Promise<void> {
  return checkStorage(library, lost);
}

export function getLibrary(): AppLibrary {
  return library;
}

export function getPlay(): Play {
  return play;
}
