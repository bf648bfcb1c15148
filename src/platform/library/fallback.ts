/**
 * Storage that keeps working when the browser's stops: every call goes to the
 * primary store (IndexedDB) until it fails as unavailable or stops answering;
 * from then on calls go to a backup in memory, and the app is told once, so
 * the sentence it shows ("games are kept only until you close the page") is true.
 */
import { StorageError } from './store';

/** How long a store may take to answer before it is treated as stalled. */
export const STORAGE_ANSWER_MS = 4000;

/** The promise's value, or a StorageError('stalled') when it has not settled within `ms`. */
export function answerWithin<T>(promise: Promise<T>, ms = STORAGE_ANSWER_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageError('stalled')), ms);
  });
  return Promise.race([promise, stalled]).finally(() => clearTimeout(timer));
}

/**
 * `primary` with every async method falling back to `backup()` once the
 * primary fails as unavailable or stalled (quota errors are the player's to
 * act on and are passed on). `onSwitch` is called once, with the reason.
 */
export function withFallback<T extends object>(primary: T, backup: () => T, onSwitch: (code: StorageError['code']) => void, ms = STORAGE_ANSWER_MS): T {
  let active: T = primary;
  let switched = false;
  return new Proxy(primary, {
    get(_target, property) {
      const value = (active as Record<PropertyKey, unknown>)[property];
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const target = active;
        const method = (target as Record<PropertyKey, (...a: unknown[]) => Promise<unknown>>)[property];
        if (switched) return method.apply(target, args);
        try {
          return await answerWithin(Promise.resolve(method.apply(target, args)), ms);
        } catch (error) {
          if (!(error instanceof StorageError) || error.code === 'quota') throw error;
          if (!switched) {
            switched = true;
            active = backup();
            onSwitch(error.code);
          }
          const again = (active as Record<PropertyKey, (...a: unknown[]) => Promise<unknown>>)[property];
          return again.apply(active, args);
        }
      };
    },
  });
}
