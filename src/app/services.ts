/** The app's single library and play service, with a memory fallback when IndexedDB is refused. */
import { Library, StorageError } from '../platform/library/store';
import { MemoryLibrary } from '../platform/library/memory';
import { Play } from '../platform/play';
import { IdbKeyStore, MemoryKeyStore, type KeyStore } from '../platform/keys';
import { IdbSeatKeyStore, MemorySeatKeyStore, type SeatKeyStore } from '../platform/seat-keys';
import type { LibraryGame } from '../platform/library/merge';
import { gameById, gameByLinkId, loadGame } from './games';

export interface AppLibrary {
  list(): Promise<LibraryGame[]>;
  get(uid: string): Promise<LibraryGame | undefined>;
  remove(uid: string): Promise<void>;
}

let library: (Library | MemoryLibrary) & AppLibrary = new Library();
let keyStore: KeyStore = new IdbKeyStore();
let seatKeyStore: SeatKeyStore = new IdbSeatKeyStore();
let play = makePlay();
/** Set when the browser refused storage; the app says so once, and keeps working in memory. */
export let storageProblem: StorageError['code'] | null = null;

function makePlay(): Play {
  return new Play(library, { byLinkId: gameByLinkId, byId: gameById, load: loadGame }, keyStore, () => Date.now(), seatKeyStore);
}

/** Checks once that IndexedDB answers; private modes that refuse it fall back to memory. */
export async function initStorage(): Promise<void> {
  try {
    await library.list();
  } catch (error) {
    storageProblem = error instanceof StorageError ? error.code : 'unavailable';
    library = new MemoryLibrary();
    keyStore = new MemoryKeyStore();
    seatKeyStore = new MemorySeatKeyStore();
    play = makePlay();
  }
}

export function getLibrary(): AppLibrary {
  return library;
}

export function getPlay(): Play {
  return play;
}
