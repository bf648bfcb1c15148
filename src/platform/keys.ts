/**
 * Where a referee's private keys live: IndexedDB in the browser (a CryptoKey
 * is stored as is and stays unexportable), memory or a file in the CLI.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { classifyStorageError } from './library/store';

export interface KeyStore {
  get(gameUid: string): Promise<CryptoKey | undefined>;
  put(gameUid: string, key: CryptoKey): Promise<void>;
}

export class IdbKeyStore implements KeyStore {
  constructor(private readonly store: UseStore = createStore('dispaccio-keys', 'referee')) {}

  async get(gameUid: string): Promise<CryptoKey | undefined> {
    try {
      return (await get(gameUid, this.store)) as CryptoKey | undefined;
    } catch (error) {
      throw classifyStorageError(error);
    }
  }

  async put(gameUid: string, key: CryptoKey): Promise<void> {
    try {
      await set(gameUid, key, this.store);
    } catch (error) {
      throw classifyStorageError(error);
    }
  }
}

export class MemoryKeyStore implements KeyStore {
  private readonly keys = new Map<string, CryptoKey>();
  async get(gameUid: string) {
    return this.keys.get(gameUid);
  }
  async put(gameUid: string, key: CryptoKey) {
    this.keys.set(gameUid, key);
  }
}
