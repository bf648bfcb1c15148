/** A rule number as a button that opens the rule in the Rules tab, named with its title (rule-titles.ts). */
import { html, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import { ruleTitle } from './rule-titles';

export function ruleButton(rule: string, lang: Lang, label: string, open: (rule: string) => void): TemplateResult {
  const note = ruleTitle(rule);
  return html`<button class="rule" @click=${() => open(rule)} aria-label=${`${label} ${rule}${note ? `: ${note.title[lang]}` : ''}`}>${rule}</button>`;
}
