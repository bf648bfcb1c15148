/** Turns any error the platform reports into one sentence for the player. */
import { StorageError } from '../platform/library/store';
import type { PlayError } from '../platform/play';
import { local, t } from './i18n';

export function messageForError(error: unknown): string {
  if (error instanceof StorageError) return t(`storage.${error.code}`);
  const message = error instanceof Error ? error.message : String(error);
  return t('error.unexpected', { message });
}

export function messageForPlayError(error: PlayError): string {
  switch (error.code) {
    case 'storage':
      return t(`storage.${error.storage}`);
    case 'rejected':
      return t('landing.error.rejected', { reason: local(error.reason) });
    default:
      return t(`landing.error.${error.code}`);
  }
}
