/** Turns any error the platform reports into one sentence for the player. */
import { StorageError } from '../platform/library/store';
import { PlayFailure, type PlayError } from '../platform/play';
import { listFormat, local, t } from './i18n';

export function messageForError(error: unknown): string {
  if (error instanceof StorageError) return t(`storage.${error.code}`);
  if (error instanceof PlayFailure) return messageForPlayError(error.error);
  const message = error instanceof Error ? error.message : String(error);
  return t('error.unexpected', { message });
}

export function messageForPlayError(error: PlayError): string {
  switch (error.code) {
    case 'storage':
      return t(`storage.${error.storage}`);
    case 'rejected':
      return t('landing.error.rejected', { reason: local(error.reason) });
    case 'no-take-back':
      return t(`game.takeBack.refused.${error.why}`);
    default:
      return t(`landing.error.${error.code}`, { powers: listFormat(error.seats ?? []) });
  }
}
