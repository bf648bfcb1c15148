/** Turns any error the platform reports into one sentence for the player. */
import { StorageError } from '../platform/library/store';
import { PlayFailure, type PlayError } from '../platform/play';
import { listFormat, local, t } from './i18n';

/** How a seat is named in a sentence: the game's name for it when the page knows the game, else its id, capitalised. */
export type SeatNamer = (seat: string) => string;
const byId: SeatNamer = (seat) => seat.charAt(0).toUpperCase() + seat.slice(1);

export function messageForError(error: unknown, nameOf: SeatNamer = byId): string {
  if (error instanceof StorageError) return t(`storage.${error.code}`);
  if (error instanceof PlayFailure) return messageForPlayError(error.error, nameOf);
  const message = error instanceof Error ? error.message : String(error);
  return t('error.unexpected', { message });
}

export function messageForPlayError(error: PlayError, nameOf: SeatNamer = byId): string {
  switch (error.code) {
    case 'storage':
      return t(`storage.${error.storage}`);
    case 'rejected':
      return t('landing.error.rejected', { reason: local(error.reason) });
    case 'no-take-back':
      return t(`game.takeBack.refused.${error.why}`);
    default:
      return t(`landing.error.${error.code}`, { powers: listFormat((error.seats ?? []).map(nameOf)) });
  }
}
