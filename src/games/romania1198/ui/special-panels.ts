/**
 * Romania 1198's panels for its special troops: the treaties, public to all,
 * and the spies' reports, shown only for the regions this device plays now.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang, Localized } from '../../../platform/game';
import type { DipState } from '../../diplomacy/engine/state';
import { powersOfSeat } from '../../diplomacy/engine/seats';
import { romaniaMap } from '../engine/map';
import { romaniaSpecial, spyReportsFor } from '../engine/specials';
import type { SpyReport } from '../engine/spies';
import { describeBreach, treatiesTable, UNDECLARED_ATTACK_FACTOR } from '../engine/treaties';

const PERCENT = Math.round((1 - UNDECLARED_ATTACK_FACTOR) * 100);

const T = {
  treaties: { en: 'Treaties', it: 'Trattati' },
  none: { en: 'No treaty yet.', it: 'Nessun trattato per ora.' },
  inForce: { en: 'in force', it: 'in vigore' },
  next: { en: 'from the next phase', it: 'dalla prossima fase' },
  mutual: { en: 'both ways', it: 'reciproco' },
  treatiesNote: {
    en: `Treaties bind no one: no order is refused for them. A unit attacking a region its own has not declared war on fights at ${100 - PERCENT}% of its strength.`,
    it: `I trattati non vincolano nessuno: nessun ordine è rifiutato per essi. Un'unità che attacca una regione a cui la sua non ha dichiarato guerra combatte al ${100 - PERCENT}% della sua forza.`,
  },
  spies: { en: 'Your spies’ reports', it: 'Rapporti delle vostre spie' },
  noSpies: { en: 'No report: none of your spies went out last phase.', it: 'Nessun rapporto: nessuna vostra spia è partita nella fase scorsa.' },
  spiesNote: {
    en: 'Shown only to the region that sent the spy. With a referee, a spy not caught travels sealed to its region: nobody else learns where it went. In open and sealed games every browser checks the spies’ dice from the revealed orders, so there the missions are public.',
    it: 'Mostrati solo alla regione che ha inviato la spia. Con un arbitro, una spia non scoperta viaggia sigillata per la sua regione: nessun altro sa dove è andata. Nelle partite aperte e sigillate ogni browser verifica i dadi delle spie dagli ordini rivelati, quindi lì le missioni sono pubbliche.',
  },
  caught: { en: 'caught', it: 'scoperta' },
  die: { en: 'die', it: 'dado' },
  army: { en: 'Army', it: 'Esercito' },
  resources: { en: 'Centres', it: 'Centri' },
  equipment: { en: 'Strength', it: 'Forza' },
  caughtAll: { en: 'Spies caught last phase', it: 'Spie scoperte nella fase scorsa' },
  breaches: { en: 'Attacks without a declaration of war last phase', it: 'Attacchi senza dichiarazione di guerra nella fase scorsa' },
} satisfies Record<string, Localized>;

const place = (id: string, lang: Lang): string => romaniaMap.province(id.split('/')[0] ?? id)?.name[lang] ?? id;
const region = (id: string, lang: Lang): string => romaniaMap.power(id)?.name[lang] ?? id;

function report(r: SpyReport, lang: Lang): TemplateResult {
  const head = `${region(r.spy.from, lang)} → ${place(r.spy.target, lang)} (${T.caught[lang]}: ${T.die[lang]} < ${r.threshold})`;
  if (r.caught) return html`<li class="caught">${head}</li>`;
  return html`<li>
    ${region(r.spy.from, lang)} → ${place(r.spy.target, lang)}${r.region ? html` (${region(r.region, lang)})` : nothing}
    ${r.army ? html`<div>${T.army[lang]}: ${r.army.map((u) => `${u.type} ${place(u.loc, lang)}`).join(', ') || '—'}</div>` : nothing}
    ${r.resources ? html`<div>${T.resources[lang]}: ${r.resources.map((c) => place(c, lang)).join(', ') || '—'}</div>` : nothing}
    ${r.equipment ? html`<div>${T.equipment[lang]}: ${r.equipment.map((e) => `${place(e.loc, lang)} ${e.strength}`).join(', ') || '—'}</div>` : nothing}
  </li>`;
}

/** Both panels, for the seats this device may order now; nothing when the game has no special troops. */
export function specialPanels(state: DipState, lang: Lang, seats: readonly string[]): TemplateResult | typeof nothing {
  const special = romaniaSpecial(state);
  if (!special) return nothing;
  const rows = treatiesTable(special.treaties, special.phase);
  const powers = seats.flatMap((seat) => powersOfSeat(state, seat));
  const mine = spyReportsFor(state, powers);
  const caught = spyReportsFor(state, romaniaMap.data.powers.map((p) => p.id)).filter((r) => r.caught);
  return html`
    ${special.ambassadors
      ? html`<section class="treaties" aria-label=${T.treaties[lang]}>
          <h3>${T.treaties[lang]}</h3>
          ${rows.length
            ? html`<ul>${rows.map((t) => html`<li>${region(t.from, lang)} → ${region(t.to, lang)}: ${t.name[lang]} (${(t.inForce ? T.inForce : T.next)[lang]}${t.mutual ? `, ${T.mutual[lang]}` : ''})</li>`)}</ul>`
            : html`<p>${T.none[lang]}</p>`}
          ${special.breaches.length
            ? html`<h4>${T.breaches[lang]}</h4>
                <ul class="breaches">${special.breaches.map((b) => html`<li>${describeBreach(b, lang)}</li>`)}</ul>`
            : nothing}
          <p class="note">${T.treatiesNote[lang]}</p>
        </section>`
      : nothing}
    ${special.spies
      ? html`<section class="spies" aria-label=${T.spies[lang]}>
          <h3>${T.spies[lang]}</h3>
          ${mine.length ? html`<ul>${mine.map((r) => report(r, lang))}</ul>` : html`<p>${T.noSpies[lang]}</p>`}
          ${caught.length ? html`<p>${T.caughtAll[lang]}: ${caught.map((r) => `${region(r.spy.from, lang)} → ${place(r.spy.target, lang)}`).join('; ')}</p>` : nothing}
          <p class="note">${T.spiesNote[lang]}</p>
        </section>`
      : nothing}
  `;
}
