/**
 * The panel of the end of the set-up (3.3.2): the power short of its minimums
 * moves its cubes, by the map or by the buttons. Draws only; what is legal and
 * what a tap means come from rearrange-draft.ts.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { PowerId } from '../engine/data';
import type { BelleEpoqueState } from '../engine/state';
import type { Draft, PanelHandlers } from './draft';
import { rearrangeLines, rearrangeTap, rearrangeTargets } from './rearrange-draft';
import { territoryName, tr } from './words';

export function rearrangePanel(s: BelleEpoqueState, p: PowerId, lang: Lang, draft: Draft, h: PanelHandlers): TemplateResult {
  const from = draft.territory;
  const tap = (id: string) => {
    const t = rearrangeTap(s, from, id);
    if (t.action) h.submit(t.action);
    else h.setDraft({ ...draft, territory: t.from, refusal: t.refusal });
  };
  const title = tr(lang, 'End of the set-up: meet your minimums (3.3.2)', 'Fine del setup: rispetta i tuoi minimi (3.3.2)');
  return html`<section class="actions pending" aria-label=${title}><h2>${title}</h2>
    ${rearrangeLines(s, p, from, lang).map((l) => html`<p class="setup-line">${l}</p>`)}
    ${draft.refusal ? html`<p class="refusal" role="alert">${draft.refusal[lang]} (${tr(lang, 'rule', 'regola')} ${draft.refusal.rule})</p>` : nothing}
    <h3>${from ? tr(lang, `Move the cube from ${territoryName(from, lang)} to`, `Sposta il cubo MD da ${territoryName(from, lang)} a`) : tr(lang, 'Move a cube from', 'Sposta un cubo MD da')}</h3>
    <div class="choices">
      ${rearrangeTargets(s, from).map((id) => html`<button @click=${() => tap(id)}>${territoryName(id, lang)}</button>`)}
      ${from ? html`<button @click=${() => tap(from)}>${tr(lang, 'Pick another cube', 'Scegli un altro cubo')}</button>` : nothing}
    </div></section>`;
}
