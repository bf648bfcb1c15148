/**
 * The Tracks tab of the map as readable HTML that reflows: turn and era, the
 * turn order, and for each power its prestige (with the VP it gives and the
 * next one-time bonus), fleet track, money and VP. Template functions over
 * track-rows.ts; styles in be-map-styles.ts.
 */
import { html, type TemplateResult } from 'lit';
import type { BelleEpoqueState } from '../engine/state';
import { colourClass, POWER_COLOURS, type Lang } from './map-layout';
import { trackRows } from './track-rows';
import { tr } from './words';

export function tracksPanel(s: BelleEpoqueState, lang: Lang): TemplateResult {
  const t = trackRows(s, lang);
  return html`<section class="tracks-html" aria-label=${tr(lang, 'Tracks', 'Tracciati')}>
    <p class="turn"><strong>${t.turn}</strong> · ${t.era}</p>
    ${t.scoring ? html`<p>${t.scoring}</p>` : ''}
    <p>${tr(lang, 'Turn order', 'Ordine di turno')}: ${t.order}${t.next ? html`<br />${tr(lang, 'Next turn, as powers pass (8.10)', 'Prossimo turno, man mano che si passa (8.10)')}: ${t.next}` : ''}</p>
    <div class="power-cards">
      ${t.powers.map((p) => html`<article class="power-card ${p.acting ? 'acting' : ''}">
        <h3><svg class="swatch" viewBox="0 0 10 10" aria-hidden="true"><circle cx="5" cy="5" r="4.5" class=${colourClass('f', POWER_COLOURS[p.power])}></circle></svg>${p.name}${p.acting ? html` <small>(${tr(lang, 'to act', 'tocca a lei')})</small>` : ''}${p.passed ? html` <small>(${tr(lang, 'passed', 'ha passato')})</small>` : ''}</h3>
        <dl>
          <dt>${tr(lang, 'Prestige (11.0)', 'Prestigio (11.0)')}</dt><dd>${tr(lang, 'space', 'spazio')} ${p.prestige}: ${p.prestigeVp > 0 ? '+' : ''}${p.prestigeVp} ${tr(lang, 'VP at each scoring', 'PV a ogni punteggio')}</dd>
          ${p.nextBonus ? html`<dt>${tr(lang, 'Next prestige bonus', 'Prossimo bonus di Prestigio')}</dt><dd>${p.nextBonus}</dd>` : ''}
          <dt>${tr(lang, 'Fleet track (8.1)', 'Tracciato Flotte (8.1)')}</dt><dd>${p.fleetTrack}</dd>
          <dt>${tr(lang, 'Money', 'Denaro')}</dt><dd>£${p.money}</dd>
          <dt>${tr(lang, 'Victory points', 'Punti Vittoria')}</dt><dd>${p.vp}</dd>
        </dl>
      </article>`)}
    </div>
  </section>`;
}
