/**
 * The full combat calculation: plain sentences to read out, then the table,
 * whose every line cites its rule, which opens in the rules panel.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { CombatCalculation } from '../engine/combat';
import type { WwiState } from '../engine/state';
import { europeBoard } from '../engine/europe';
import { combatSentences } from '../engine/combat-words';
import { wwiGame } from '../engine/module';
import { reportLines, withRoll } from './combat-report';
import { VIEW_WORDS as W } from './words';

/** A combat to show: before the roll (declared) or after it. */
export interface ShownCombat {
  calc: CombatCalculation;
  target: string;
  rolled: boolean;
}

export function calculationTable(state: WwiState, combat: ShownCombat, lang: Lang, rule: (rule: string) => TemplateResult): TemplateResult {
  const calc = combat.calc;
  const board = europeBoard();
  const lines = reportLines(state, board, calc, combat.target || calc.target || '', lang);
  const said = combatSentences(state, board, calc, combat.target || calc.target || '');
  return html`<section class="calc" aria-label=${W.calculation[lang]}>
    <h3>${W.calculation[lang]} — ${combat.rolled ? W.afterRoll[lang] : W.beforeRoll[lang]}</h3>
    <div class="said">${said.map((s) => html`<p>${s[lang]}</p>`)}</div>
    <table>
      <tbody>
        ${lines.map((line) => html`<tr class=${line.kind}><th scope="row">${line.label}</th><td class="value">${line.value}</td><td>${rule(line.rule)}</td></tr>`)}
      </tbody>
    </table>
    ${combat.rolled && calc.die ? html`<p class="die" aria-label=${`${W.die[lang]} ${calc.die}`}><span class="pip">${calc.die}</span> → ${calc.cell}</p>` : nothing}
  </section>`;
}

/** The latest combat rolled in the game, with its die. */
export function latestCombat(state: WwiState): ShownCombat | null {
  const report = wwiGame.recentCombats(state).at(-1);
  if (!report) return null;
  return { calc: report.calculation.die ? report.calculation : withRoll(report.calculation, report.die), target: report.calculation.target ?? '', rolled: true };
}
