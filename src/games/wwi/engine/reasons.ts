/**
 * Why the rules refuse something, with the rule number, in both UI languages:
 * the UI must say why (DESIGN, "Models worth learning from").
 */
import type { Localized } from '../../../platform/game';

export interface Refusal extends Localized {
  /** Rule of seed 002, e.g. "4.3". */
  rule: string;
}

/** A sentence may begin with a name ("an unknown unit", "hex 0412"): its first letter is made a capital. */
export function refuse(rule: string, en: string, it: string): Refusal {
  return { rule, en: `${capital(en)} (${rule})`, it: `${capital(it)} (${rule})` };
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export function ok<T>(value: T): Checked<T> {
  return { ok: true, value };
}

export function fail<T>(refusal: Refusal): Checked<T> {
  return { ok: false, refusal };
}
