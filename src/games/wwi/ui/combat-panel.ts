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
import { CHARTS } from '../engine/charts';
import { CRT_WORDS as C, crtGrid, gridSummary } from './crt-grid';
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
    <div class="said-grid">
      <div class="said">${said.map((s) => html`<p>${s[lang]}</p>`)}</div>
      ${crtTable(calc, combat.rolled, lang)}
    </div>
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

/** The Combat Results Table beside the sentences: the column used, and after the roll the die row and the cell, marked by more than colour. */
export function crtTable(calc: CombatCalculation, rolled: boolean, lang: Lang): TemplateResult {
  const model = crtGrid(CHARTS.crt, calc.differential, rolled ? calc.die : undefined);
  const summary = gridSummary(model, lang);
  return html`<figure class="crt-grid">
    <table>
      <caption>${C.title[lang]} (6.2)${summary ? html` — <strong>${summary}</strong>` : nothing}</caption>
      <thead>
        <tr><td></td><th scope="colgroup" colspan=${model.columns.length}>${C.differential[lang]}</th></tr>
        <tr><th scope="col">${C.die[lang]}</th>
          ${model.columns.map((c) => html`<th scope="col" class=${c.used ? 'used' : ''} aria-current=${c.used ? 'true' : nothing} title=${c.used ? C.columnUsed[lang] : nothing}>${c.used ? '▼ ' : ''}${c.label}</th>`)}</tr>
      </thead>
      <tbody>
        ${model.rows.map((r) => html`<tr class=${r.used ? 'used' : ''}>
          <th scope="row" aria-current=${r.used ? 'true' : nothing} title=${r.used ? C.rowUsed[lang] : nothing}>${r.used ? '▶ ' : ''}${r.die}</th>
          ${r.cells.map((cell, i) => html`<td class="${model.columns[i].used ? 'in-column' : ''} ${cell.result ? 'result' : ''}" aria-current=${cell.result ? 'true' : nothing}>${cell.text}${cell.printed ? html`<span aria-label=${lang === 'it' ? ' (stampata nel regolamento)' : ' (printed in the rule book)'}>★</span>` : nothing}</td>`)}
        </tr>`)}
      </tbody>
    </table>
    <figcaption class="muted">${C.reconstruction[lang]}</figcaption>
  </figure>`;
}
