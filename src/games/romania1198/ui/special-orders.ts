/**
 * Romania 1198's special orders on the order panel: an ambassador (whom, which
 * treaty, what it does) and a spy (which city, what to learn, the risk of being
 * caught). Each finished choice adds its order line to the region's orders, as
 * if typed. Template functions; special-draft.ts decides.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang, Localized, PowerId } from '../../../platform/game';
import type { SpyInfo } from '../engine/spies';
import { TREATY_KINDS, type TreatyKind } from '../engine/treaties';
import { INFO_EFFECT, INFO_ORDER, TREATY_EFFECT, ambassadorLine, otherRegions, spyCities, spyLine, spyRisk, toggleInfo, type SpecialDraft } from './special-draft';

export interface SpecialHandlers {
  set(d: SpecialDraft): void;
  add(line: string): void;
}

const T = {
  ambassador: { en: 'Send an ambassador', it: 'Invia un ambasciatore' },
  to: { en: 'To', it: 'A' },
  pick: { en: 'choose…', it: 'scegli…' },
  spy: { en: 'Send a spy', it: 'Invia una spia' },
  city: { en: 'City to spy on', it: 'Città da spiare' },
  learn: { en: 'What to learn', it: 'Cosa scoprire' },
  send: { en: 'Add the spy’s order', it: 'Aggiungi l’ordine della spia' },
  used: { en: 'Already sent this phase.', it: 'Già inviato in questa fase.' },
  free: { en: 'Free: ambassadors and spies cost nothing and are not units.', it: 'Gratis: ambasciatori e spie non costano e non sono unità.' },
  alliance: { en: 'Alliance', it: 'Alleanza' },
  nonBelligerence: { en: 'Non-belligerence', it: 'Non belligeranza' },
  war: { en: 'Declare war', it: 'Dichiara guerra' },
} satisfies Record<string, Localized>;

function risk(city: string, infos: number, lang: Lang): string {
  const r = spyRisk(city, infos);
  return lang === 'it'
    ? `Rischio: scoperta se il dado (1–100) fa meno di ${r.threshold}, cioè ${r.percent}% (più la città è grande e più si chiede, più rischia). Una spia scoperta non riporta nulla.`
    : `Risk: caught if the die (1–100) falls below ${r.threshold}, that is ${r.percent}% (bigger cities and more questions risk more). A caught spy reports nothing.`;
}

/** The composer for one region; `left` is what it may still send this phase. */
export function specialOrders(from: PowerId, lang: Lang, draft: SpecialDraft, left: { ambassadors: number; spies: number }, options: { ambassadors: boolean; spies: boolean }, h: SpecialHandlers): TemplateResult {
  const id = `special-${from}`;
  const ambassador = options.ambassadors
    ? html`<fieldset class="special ambassador"><legend>${T.ambassador[lang]} <small>(${left.ambassadors}/1)</small></legend>
        ${left.ambassadors === 0 ? html`<p class="muted">${T.used[lang]}</p>` : html`
          <label>${T.to[lang]} <select id="${id}-to" @change=${(e: Event) => h.set({ ...draft, to: (e.target as HTMLSelectElement).value || null })}>
            <option value="" ?selected=${!draft.to}>${T.pick[lang]}</option>
            ${otherRegions(from, lang).map((r) => html`<option value=${r.id} ?selected=${draft.to === r.id}>${r.name}</option>`)}
          </select></label>
          <div class="row treaty-buttons">${TREATY_KINDS.map((k: TreatyKind) => html`<button type="button" data-treaty=${k} ?disabled=${!draft.to}
            @click=${() => draft.to && (h.add(ambassadorLine(from, draft.to, k, lang)), h.set({ ...draft, to: null }))}>${T[k][lang]}</button>`)}</div>
          <ul class="muted effects">${TREATY_KINDS.map((k) => html`<li>${TREATY_EFFECT[k][lang]}</li>`)}</ul>`}
      </fieldset>`
    : nothing;
  const spy = options.spies
    ? html`<fieldset class="special spy"><legend>${T.spy[lang]} <small>(${left.spies}/2)</small></legend>
        ${left.spies === 0 ? html`<p class="muted">${T.used[lang]}</p>` : html`
          <label>${T.city[lang]} <select id="${id}-city" @change=${(e: Event) => h.set({ ...draft, city: (e.target as HTMLSelectElement).value || null })}>
            <option value="" ?selected=${!draft.city}>${T.pick[lang]}</option>
            ${spyCities(lang).map((c) => html`<option value=${c.id} ?selected=${draft.city === c.id}>${c.name}</option>`)}
          </select></label>
          <div class="learn" role="group" aria-label=${T.learn[lang]}>${INFO_ORDER.map((i: SpyInfo) => html`<label class="check">
            <input type="checkbox" .checked=${draft.infos.includes(i)} @change=${() => h.set(toggleInfo(draft, i))} /> ${INFO_EFFECT[i][lang]}</label>`)}</div>
          ${draft.city ? html`<p class="risk">${risk(draft.city, draft.infos.length, lang)}</p>` : nothing}
          <button type="button" class="send-spy" ?disabled=${!draft.city}
            @click=${() => draft.city && (h.add(spyLine(from, draft.city, draft.infos, lang)), h.set({ ...draft, city: null }))}>${T.send[lang]}</button>`}
      </fieldset>`
    : nothing;
  return html`<div class="specials-compose">${ambassador}${spy}<p class="muted">${T.free[lang]}</p></div>`;
}
