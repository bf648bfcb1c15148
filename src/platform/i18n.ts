/**
 * Message catalogs: flat key -> text per language, with {name} placeholders.
 * The language follows the browser until the player picks one.
 */
import type { Lang } from './game';

export type Catalog = Record<string, string>;
export type Catalogs = Record<Lang, Catalog>;

export const LANGS: readonly Lang[] = ['en', 'it'];

export function pickLanguage(preferred: readonly string[], stored?: string | null): Lang {
  if (stored && (LANGS as readonly string[]).includes(stored)) return stored as Lang;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if ((LANGS as readonly string[]).includes(base)) return base as Lang;
  }
  return 'en';
}

/** Fills {placeholders}; a missing key shows itself so it is noticed, never a blank. */
export function format(catalogs: Partial<Catalogs>, lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const template = catalogs[lang]?.[key] ?? catalogs.en?.[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Keys present in one catalog and missing in another, for a test that keeps them in step. */
export function missingKeys(catalogs: Catalogs): { lang: Lang; key: string }[] {
  const all = new Set(LANGS.flatMap((lang) => Object.keys(catalogs[lang])));
  return LANGS.flatMap((lang) => [...all].filter((key) => !(key in catalogs[lang])).map((key) => ({ lang, key })));
}

/**
 * "France, Italy and Turkey": the serial list of English and Italian (no comma
 * before the last item), written out because Intl.ListFormat's first use loads
 * locale data for ~20 ms on the path from a game link to the board.
 */
export function joinList(items: readonly string[], and: string): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
