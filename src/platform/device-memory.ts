/**
 * Small values a game keeps on this device beyond the library (a dice secret,
 * who the computer plays): in localStorage, and in memory when storage is
 * blocked or full, so they last at least for this visit.
 */
const memory = new Map<string, string>();

/** The game id of the page ("#/game/<uid>/…"), or "" outside a game page. */
export function gameUidOfPage(): string {
  return /^#\/game\/([0-9a-f]{12})/.exec(globalThis.location?.hash ?? '')?.[1] ?? '';
}

export function readDeviceValue(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeDeviceValue(key: string, value: string): void {
  memory.set(key, value);
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private mode or storage full: the in-memory copy lasts for this visit.
  }
}
