/** The app's language: follows the browser until the player picks one, then remembered. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Lang, Localized } from '../platform/game';
import { format, joinList, type Catalogs } from '../platform/i18n';
import { chooseLanguage, loadCatalog, rememberLanguage } from './language';

const listeners = new Set<() => void>();
let current: Lang = chooseLanguage();
const catalogs: Partial<Catalogs> = {};

/** The visit's catalog before any text is drawn (main.ts started its download beside this code); English if it cannot come. */
async function firstCatalog(): Promise<void> {
  try {
    catalogs[current] = await loadCatalog(current);
  } catch {
    current = 'en';
    // Without even English the keys themselves show (format): the app still works, never a blank page.
    catalogs.en = await loadCatalog('en').catch(() => ({}));
  }
}
await firstCatalog();

export function lang(): Lang {
  return current;
}

/** Switches language once its catalog is in (downloaded on the first switch; the offline copy holds it too). */
export async function setLang(next: Lang): Promise<void> {
  // A catalog that cannot come leaves the page in the language it reads in, rather than in bare keys.
  const catalog = catalogs[next] ?? (await loadCatalog(next).catch(() => undefined));
  if (!catalog) return;
  catalogs[next] = catalog;
  current = next;
  rememberLanguage(next);
  document.documentElement.lang = next;
  listeners.forEach((listener) => listener());
}

export function t(key: string, params?: Record<string, string | number>): string {
  return format(catalogs, current, key, params);
}

export function local(text: Localized): string {
  return text[current];
}

/** Re-renders a component when the language changes. */
export class LangController implements ReactiveController {
  private readonly listener = () => this.host.requestUpdate();
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }
  hostConnected(): void {
    listeners.add(this.listener);
  }
  hostDisconnected(): void {
    listeners.delete(this.listener);
  }
}

/** "2 minutes ago" in the current language. */
export function relativeTime(then: number, now = Date.now()): string {
  const formatter = new Intl.RelativeTimeFormat(current, { numeric: 'auto' });
  const seconds = Math.round((then - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) if (Math.abs(seconds) >= size) return formatter.format(Math.round(seconds / size), unit);
  return formatter.format(0, 'minute');
}

/** "France, Italy and Turkey" / "Francia, Italia e Turchia". */
export function listFormat(items: string[]): string {
  return joinList(items, t('list.and'));
}
