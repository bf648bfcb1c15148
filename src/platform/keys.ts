/**
 * Where a referee's private keys live: IndexedDB in the browser (a CryptoKey
 * is stored as is and stays unexportable), memory or a file in the CLI.
 */
import { get, set, type UseStore } from 'idb-keyval';
import { browserStores } from './stores';
import { classifyStorageError } from './library/store';
import type { RefereeSecrets } from './referee-keys';

export interface KeyStore {
  get(gameUid: string): Promise<RefereeSecrets | undefined>;
  put(gameUid: string, secrets: RefereeSecrets): Promise<void>;
}

/** A record as kept: older records hold the decryption key alone (their games' links were not signed). */
function asSecrets(kept: unknown): RefereeSecrets | undefined {
  if (!kept) return undefined;
  if (typeof CryptoKey !== 'undefined' && kept instanceof CryptoKey) return { decrypt: kept };
  return kept as RefereeSecrets;
}

export class IdbKeyStore implements KeyStore {
  constructor(private readonly store: UseStore = browserStores().refereeKeys) {}

  async get(gameUid: string): Promise<RefereeSecrets | undefined> {
    try {
      return asSecrets(await get(gameUid, this.store));
    } catch (error) {
      throw classifyStorageError(error);
    }
  }

  async put(gameUid: string, secrets: RefereeSecrets): Promise<void> {
    try {
      await set(gameUid, secrets, this.store);
    } catch (error) {
      throw classifyStorageError(error);
    }
  }
}

export class MemoryKeyStore implements KeyStore {
  private readonly keys = new Map<string, RefereeSecrets>();
  async get(gameUid: string) {
    return this.keys.get(gameUid);
  }
  async put(gameUid: string, secrets: RefereeSecrets) {
    this.keys.set(gameUid, secrets);
  }
}
