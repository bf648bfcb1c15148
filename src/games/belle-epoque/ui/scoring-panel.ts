/**
 * The scoring explained VP by VP (10.1, 10.2) and the past scorings: under a closed
 * heading at first, so loaded after the first board (later-panels.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import { POWER_IDS, type PowerId } from '../engine/data';
import { scoreBreakdown, type ScoreItem } from '../engine/scoring';
import type { BelleEpoqueState } from '../engine/state';
import { pastScorings } from './past-scorings';
import { cardName, d, idx, powerName, tr } from './words';

function itemText(i: ScoreItem, p: PowerId, lang: Lang): string {
  switch (i.kind) {
    case 'territory': {
      const t = idx.territory.get(i.ref)!;
      return `${t.name[lang]} (${t.kind === 'minor' ? tr(lang, 'allied minor nation', 'Nazione Minore alleata') : tr(lang, 'controlled colony', 'Colonia controllata')})`;
    }
    case 'objective': return `${tr(lang, 'Objective', 'Obiettivo')}: ${idx.power.get(p)!.objectives.find((o) => o.id === i.ref)?.name[lang] ?? i.ref}`;
    case 'greatWork': return `${tr(lang, 'Great work', 'Grande Opera')}: ${idx.power.get(p)!.greatWork.name[lang]}`;
    case 'prestige': return tr(lang, `Prestige track, space ${i.ref}`, `Tracciato Prestigio, casella ${i.ref}`);
    case 'balkanWars': return cardName('balkan-wars', lang);
  }
}

/** Each power's lines of one scoring, as a table with its total. */
function scoreTables(items: (p: PowerId) => ScoreItem[], lang: Lang): TemplateResult {
  return html`<div class="score-grid">
    ${POWER_IDS.map((p) => {
      const lines = items(p);
      const total = lines.reduce((n, i) => n + i.vp, 0);
      return html`<table><caption>${powerName(p, lang)}: ${total} ${tr(lang, 'VP', 'PV')}</caption>
        <tbody>${lines.map((i) => html`<tr><td>${itemText(i, p, lang)}</td><td class="num">${i.vp > 0 ? '+' : ''}${i.vp}</td></tr>`)}
        ${lines.length === 0 ? html`<tr><td colspan="2">${tr(lang, 'Nothing yet.', 'Ancora nulla.')}</td></tr>` : nothing}</tbody></table>`;
    })}
  </div>`;
}

/** Every power's VP at a scoring if it were now, line by line (10.1; the final one adds prestige and Balkan Wars, 10.2); then the past scorings, each explained the same way when the chain allows (past-scorings.ts). */
export function scoringPanel(s: BelleEpoqueState, lang: Lang, history: readonly BelleEpoqueState[] = []): TemplateResult {
  const final = s.phase === 'ended' || s.turn >= d.rules.maxTurns;
  const past = pastScorings(history, s);
  return html`<section class="scoring" aria-label=${tr(lang, 'Scoring', 'Punteggio')}>
    <h2>${final ? tr(lang, 'Final scoring (10.2)', 'Punteggio finale (10.2)') : tr(lang, 'What a scoring would give now (10.1)', 'Cosa darebbe un punteggio ora (10.1)')}</h2>
    ${scoreTables((p) => scoreBreakdown(s, p, final), lang)}
    ${past.length ? html`<h3>${tr(lang, 'Scorings so far', 'Punteggi finora')}</h3>
      ${past.map((x) => {
        const head = html`${tr(lang, `Turn ${x.turn}`, `Turno ${x.turn}`)}${x.final ? tr(lang, ' (final)', ' (finale)') : ''}: ${POWER_IDS.map((p) => `${powerName(p, lang)} +${x.vp[p]}`).join(', ')}`;
        const items = x.items;
        return items
          ? html`<details class="past-scoring"><summary>${head}</summary>${scoreTables((p) => items[p], lang)}</details>`
          : html`<p class="past-scoring">${head} <small>${tr(lang, '(totals only: the states this browser holds do not give its lines)', '(solo i totali: gli stati che questo browser conserva non ne danno le righe)')}</small></p>`;
      })}` : nothing}
  </section>`;
}
