/**
 * Whether the browser keeps this site's storage (the library and the seat keys) for good.
 * Without persistence a browser may clear it when space runs short or the site goes unused
 * (Safari after days without a visit to a site not installed); a seat's key is then lost.
 */

/** The part of `navigator.storage` used here, so the decision can be tested without a browser. */
export interface PersistentStorage {
  persisted?(): Promise<boolean>;
  persist?(): Promise<boolean>;
}

export type Persistence = 'persistent' | 'may-be-cleared' | 'unknown';

/**
 * Asks the browser to keep storage when there is something to lose (a seat played here), and
 * says where things stand. Asking when nothing is at stake would prompt for no reason.
 */
export async function keepStorage(storage: PersistentStorage | undefined, somethingToLose: boolean): Promise<Persistence> {
  if (!storage?.persisted) return 'unknown';
  try {
    if (await storage.persisted()) return 'persistent';
    if (!somethingToLose || !storage.persist) return 'may-be-cleared';
    return (await storage.persist()) ? 'persistent' : 'may-be-cleared';
  } catch {
    return 'unknown';
  }
}
