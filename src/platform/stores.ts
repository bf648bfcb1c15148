/**
 * This browser's three IndexedDB stores (the library, referee keys, seat keys), opened once. Creating
 * them is the slowest storage step of a first visit (about a quarter of a second on a slow phone), so
 * the page's first script opens them while the rest of the app is still downloading.
 */
import { createStore, type UseStore } from 'idb-keyval';

export interface BrowserStores {
  library: UseStore;
  refereeKeys: UseStore;
  seatKeys: UseStore;
}

let opened: BrowserStores | undefined;

/** The stores, made once (idb-keyval opens a store's database at its first use). */
export function browserStores(): BrowserStores {
  opened ??= {
    library: createStore('dispaccio', 'library'),
    refereeKeys: createStore('dispaccio-keys', 'referee'),
    seatKeys: createStore('dispaccio-seat-keys', 'seats'),
  };
  return opened;
}

/**
 * Opens the three databases now, creating them on a first visit. A failure is left for the first real
 * use to meet and report (idb-keyval tries again then); this only starts the work early.
 */
export function openBrowserStores(): void {
  for (const store of Object.values(browserStores())) store('readonly', () => undefined).catch(() => undefined);
}
