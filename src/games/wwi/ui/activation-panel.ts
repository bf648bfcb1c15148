/**
 * The result of a neutral activation roll (seed 002 9.2), shown to both
 * players until dismissed: who rolled for which nation, the die, each
 * modifier with its rule, the number needed, the outcome and what it means for
 * victory points (9.4, 11.33).
 */
import { html, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { ActivationReport } from './activation-report';
import { signed } from './signed';
import { SIDE_NAMES, nationName } from './nations';
import { LOG_WORDS as L, VIEW_WORDS as W } from './words';

export interface ActivationPanelHooks {
  rule: (rule: string) => TemplateResult;
  dismiss: () => void;
}

/** The consequence for victory points: none by activation; the table's invasion VP while it stays neutral (9.4, 11.33). */
export function vpConsequence(report: ActivationReport, lang: Lang): string {
  if (report.joined) return L.noVpByActivation[lang];
  return report.invasionVp ? `${L.vpIfInvaded[lang]} ${report.invasionVp} ${L.vpShort[lang]}.` : L.noVpIfInvaded[lang];
}

export function activationPanel(report: ActivationReport, lang: Lang, hooks: ActivationPanelHooks) {
  const outcome = report.joined ? L.joins[report.side][lang] : L.staysNeutral[lang];
  return html`<section class="activation-result ${report.joined ? 'joined' : 'neutral'}" role="region" aria-labelledby="activation-result-title">
    <h3 id="activation-result-title">${L.activationResult[lang]} — ${nationName(report.nation, lang)} ${hooks.rule('9.2')}</h3>
    <table>
      <tbody>
        <tr><th scope="row">${L.rolledBy[lang]}</th><td class="value">${SIDE_NAMES[report.side][lang]}</td><td></td></tr>
        <tr><th scope="row">${L.nation[lang]}</th><td class="value">${nationName(report.nation, lang)}</td><td></td></tr>
        <tr><th scope="row">${W.die[lang]}</th><td class="value"><span class="pip small" role="img" aria-label=${`${W.die[lang]} ${report.die}`}>${report.die}</span></td><td></td></tr>
        ${report.modifiers.length
          ? report.modifiers.map((m) => html`<tr><th scope="row">${L.modifier[lang]}: ${m.text[lang]}</th><td class="value">${signed(m.value)}</td><td>${hooks.rule(m.rule)}</td></tr>`)
          : html`<tr><th scope="row">${L.noModifier[lang]}</th><td class="value">0</td><td></td></tr>`}
        <tr class="total"><th scope="row">${L.total[lang]}</th><td class="value">${report.total}</td><td></td></tr>
        <tr><th scope="row">${L.neededOnTable[lang]}</th><td class="value">${report.needed}</td><td>${hooks.rule('9.2')}</td></tr>
        <tr class="result"><th scope="row">${L.outcome[lang]}</th><td class="value outcome">${nationName(report.nation, lang)} ${outcome}</td><td></td></tr>
      </tbody>
    </table>
    <p class="vp">${vpConsequence(report, lang)} ${hooks.rule('9.4')} ${hooks.rule('11.33')}</p>
    <button @click=${hooks.dismiss}>${W.close[lang]}</button>
  </section>`;
}
