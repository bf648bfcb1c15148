/**
 * Code downloaded on demand (a game, a language's catalog, a page): asked for once per key and shared by
 * every caller; a failed download (offline before the site was cached) is forgotten, so a later call tries again.
 */
export function loadOnce<A, T, K = A>(load: (arg: A) => Promise<T>, keyOf: (arg: A) => K = (arg) => arg as unknown as K): (arg: A) => Promise<T> {
  const loading = new Map<K, Promise<T>>();
  return (arg) => {
    const key = keyOf(arg);
    let loaded = loading.get(key);
    if (!loaded) {
      loaded = load(arg);
      loading.set(key, loaded);
      loaded.catch(() => loading.delete(key));
    }
    return loaded;
  };
}
