import type { DirectOpen } from '../platform/open-directly';

/** What the last link opened straight into a game did, until that game's page shows it once. */
let pending: DirectOpen | null = null;

export function setOpenNotice(notice: DirectOpen): void {
  pending = notice;
}

export function takeOpenNotice(uid: string): DirectOpen | null {
  if (pending?.uid !== uid) return null;
  const notice = pending;
  pending = null;
  return notice;
}
