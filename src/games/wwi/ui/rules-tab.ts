/**
 * The Rules tab, and the rule buttons of every panel that open it at a rule (named with the rule's
 * title, rule-titles.ts). The rules panel and its texts (rules-panel.ts, rules-text.ts) load the first time the
 * tab opens, so a game link's first board comes without them; meanwhile the tab says they are loading.
 * The service worker precaches their chunk with every other built file, so the tab opens offline too.
 */
import { html, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import { ruleTitle } from './rule-titles';
import { VIEW_WORDS as W } from './words';

let loading: Promise<unknown> | null = null;
let failed = false;

/** The rules panel opened at `rule`, or a loading line until its code is there (`loaded` redraws the view then). */
export function rulesTab(lang: Lang, rule: string, loaded: () => void): TemplateResult {
  if (customElements.get('rules-panel')) return html`<rules-panel .lang=${lang} .rule=${rule}></rules-panel>`;
  if (failed) {
    // Said once; the next time the view draws the tab (the player's next tap) the load is tried again.
    failed = false;
    return html`<p class="refusal" role="alert">${W.loadFailed[lang]}</p>`;
  }
  loading ??= import('./rules-panel').then(loaded, () => {
    loading = null;
    failed = true;
    loaded();
  });
  return html`<p class="waiting" role="status">${W.rulesLoading[lang]}</p>`;
}

/** A rule number as a button that opens the rule in the Rules tab (`open`), named with its title. */
export function ruleButton(rule: string, lang: Lang, label: string, open: (rule: string) => void): TemplateResult {
  const note = ruleTitle(rule);
  return html`<button class="rule" @click=${() => open(rule)} aria-label=${`${label} ${rule}${note ? `: ${note.title[lang]}` : ''}`}>${rule}</button>`;
}
