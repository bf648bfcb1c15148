/** The app's language: follows the browser until the player picks one, then remembered. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Lang, Localized } from '../platform/game';
import { format, joinList, pickLanguage, type Catalogs } from '../platform/i18n';
import en from './i18n/en.json';
import it from './i18n/it.json';

const catalogs: Catalogs = { en, it };
const STORAGE_KEY = 'dispaccio.lang';
const listeners = new Set<() => void>();

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage may be blocked; the browser's language still applies
  }
}

let current: Lang = pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language], storedChoice());

export function lang(): Lang {
  return current;
}

export function setLang(next: Lang): void {
  current = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    /* the choice then lasts for this visit only */
  }
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
