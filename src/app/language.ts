/**
 * The visit's language, chosen before the app's code runs, and its catalog's download: a visit needs
 * one catalog, and main.ts starts it beside the app's code instead of shipping every language in the shell.
 */
import type { Lang } from '../platform/game';
import { pickLanguage, type Catalog } from '../platform/i18n';
import { loadOnce } from './load-once';

const STORAGE_KEY = 'dispaccio.lang';

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage may be blocked; the browser's language still applies
  }
}

/** The player's remembered choice, else the browser's first language we have, else English. */
export function chooseLanguage(): Lang {
  return pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]), storedChoice());
}

export function rememberLanguage(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* the choice then lasts for this visit only */
  }
}

const LOADERS: Record<Lang, () => Promise<{ default: Catalog }>> = {
  en: () => import('./i18n/en.json'),
  it: () => import('./i18n/it.json'),
};

/** A language's catalog, downloaded once. */
export const loadCatalog: (lang: Lang) => Promise<Catalog> = loadOnce((lang: Lang) => LOADERS[lang]().then((module) => module.default));
