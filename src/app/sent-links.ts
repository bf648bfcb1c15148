/**
 * Which links this device has copied or shared, per game (hand-off send ids, platform/hand-off.ts):
 * the send card marks them done and the next step moves on. Kept in localStorage, the newest
 * few hundred; losing it only shows a link as still to send.
 */
const KEY = 'dispaccio.sent';
const KEPT = 400;

function read(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The send ids marked done for a game. */
export function sentLinks(uid: string): Set<string> {
  const prefix = `${uid}/`;
  return new Set(read().filter((item) => item.startsWith(prefix)).map((item) => item.slice(prefix.length)));
}

export function markSent(uid: string, id: string): void {
  const item = `${uid}/${id}`;
  const kept = read().filter((other) => other !== item);
  kept.push(item);
  try {
    localStorage.setItem(KEY, JSON.stringify(kept.slice(-KEPT)));
  } catch {
    /* storage full or refused: the link only shows as still to send */
  }
}
