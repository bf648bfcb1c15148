/**
 * The construction step (seed 002 8.0-8.5, 9.8, 10.41, 10.7): new armies and
 * rebuilds, fort repair, Stosstruppen conversion, the French armoured corps
 * and loans, each with its cost, checked by the engine before it is sent.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import { CHARTS } from '../engine/charts';
import { mayLend } from '../engine/build';
import type { Side, WwiState } from '../engine/state';
import { alignmentOf } from '../engine/sides';
import { europeBoard } from '../engine/europe';
import { armyName, nationName } from './nations';
import { placeName } from './unit-labels';
import { VIEW_WORDS as W } from './words';

export { type BuildDraft, buildableArmies, emptyBuildDraft, toBuildOrders } from './build-draft';
import { type BuildDraft, buildableArmies } from './build-draft';

interface Handlers {
  change(draft: BuildDraft): void;
  submit(): void;
  rule(rule: string): TemplateResult;
  refusal(): string | null;
}

export function buildPanel(state: WwiState, side: Side, draft: BuildDraft, lang: Lang, on: Handlers) {
  const board = europeBoard();
  const unitOf = (id: string) => state.units.find((u) => u.id === id)!;
  const name = (id: string) => armyName(unitOf(id).nation, unitOf(id).army, lang);
  const chosen = new Set(draft.armies.map((a) => a.unit));
  const buildable = buildableArmies(state, side).filter((id) => !chosen.has(id));
  const forts = state.forts.filter((f) => f.destroyed && alignmentOf(state, f.nation) === side);
  const stossOk = side === 'central' && state.turn >= CHARTS.rules.stosstruppenFromTurn;
  const germans = stossOk ? state.units.filter((u) => u.nation === 'germany' && u.status === 'map' && !u.stosstruppen) : [];
  const corpsOk = side === 'allies' && state.turn >= CHARTS.rules.armouredCorpsFromTurn && !state.units.some((u) => u.armouredCorps);
  const french = corpsOk ? state.units.filter((u) => u.nation === 'france' && u.status === 'map') : [];
  const nations = Object.entries(state.nations).filter(([, n]) => n.alignment === side && n.rp > 0).map(([id]) => id);
  const refusal = on.refusal();
  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  let loanFrom = nations[0] ?? '';
  let loanTo = '';
  let loanRp = 1;
  return html`<section class="dialog">
    <h3>${W.build[lang]} ${on.rule('8.0')}</h3>
    <p class="muted">${W.buildHelp[lang]}</p>
    <h4>${W.newArmy[lang]} (${W.cost[lang]} ${CHARTS.rules.armyCost} ${W.rpShort[lang]}) ${on.rule('8.3')}</h4>
    ${draft.placing ? html`<p class="owed">${name(draft.placing)}: ${W.placeOn[lang]} <button @click=${() => on.change({ ...draft, placing: null })}>${W.cancel[lang]}</button></p>` : nothing}
    ${buildable.length
      ? html`<label class="field"><select aria-label=${W.newArmy[lang]} @change=${(e: Event) => {
          const value = (e.target as HTMLSelectElement).value;
          if (value) on.change({ ...draft, placing: value });
        }}>
          <option value="">—</option>
          ${buildable.map((id) => html`<option value=${id}>${name(id)} (${nationName(unitOf(id).nation, lang)} ${state.nations[unitOf(id).nation].rp} ${W.rpShort[lang]})</option>`)}
        </select></label>`
      : html`<p class="muted">${W.nothingToBuild[lang]}</p>`}
    ${draft.armies.length ? html`<ul class="plain">${draft.armies.map((a) => html`<li>${name(a.unit)} → ${placeName(board, a.hex, lang)}
        <button @click=${() => on.change({ ...draft, armies: draft.armies.filter((x) => x !== a) })}>${W.undo[lang]}</button></li>`)}</ul>` : nothing}
    ${forts.length ? html`<h4>${W.fortRepair[lang]} ${on.rule('8.4')}</h4>
      ${forts.map((f) => html`<label class="check"><input type="checkbox" .checked=${draft.forts.includes(f.hex)} @change=${() => on.change({ ...draft, forts: toggle(draft.forts, f.hex) })} />
        ${placeName(board, f.hex, lang)} (${f.strength * CHARTS.rules.fortRebuildCostPerPoint} ${W.rpShort[lang]})</label>`)}` : nothing}
    ${germans.length ? html`<h4>${W.stoss[lang]} (${CHARTS.rules.stosstruppenCost} ${W.rpShort[lang]}) ${on.rule('10.41')}</h4>
      ${germans.map((u) => html`<label class="check"><input type="checkbox" .checked=${draft.stosstruppen.includes(u.id)} @change=${() => on.change({ ...draft, stosstruppen: toggle(draft.stosstruppen, u.id) })} />
        ${armyName(u.nation, u.army, lang)}</label>`)}` : nothing}
    ${french.length ? html`<h4>${W.armour[lang]} (${CHARTS.rules.armouredCorpsCost} ${W.rpShort[lang]}) ${on.rule('10.7')}</h4>
      <select aria-label=${W.armour[lang]} @change=${(e: Event) => on.change({ ...draft, armouredCorps: (e.target as HTMLSelectElement).value || null })}>
        <option value="">—</option>${french.map((u) => html`<option value=${u.id} ?selected=${draft.armouredCorps === u.id}>${armyName(u.nation, u.army, lang)}</option>`)}
      </select>` : nothing}
    ${nations.length > 1 ? html`<h4>${W.loan[lang]} ${on.rule('8.5')}</h4>
      <div class="row loan">
        <label>${W.from[lang]} <select @change=${(e: Event) => (loanFrom = (e.target as HTMLSelectElement).value)}>${nations.map((n) => html`<option value=${n}>${nationName(n, lang)}</option>`)}</select></label>
        <label>${W.to[lang]} <select @change=${(e: Event) => (loanTo = (e.target as HTMLSelectElement).value)}><option value="">—</option>${Object.entries(state.nations).filter(([id, n]) => n.alignment === side && !n.surrendered && nations.some((f) => mayLend(state, f, id))).map(([id]) => html`<option value=${id}>${nationName(id, lang)}</option>`)}</select></label>
        <label>${W.rpShort[lang]} <input type="number" min="1" value="1" @input=${(e: Event) => (loanRp = Number((e.target as HTMLInputElement).value) || 0)} /></label>
        <button @click=${() => loanTo && loanRp > 0 && on.change({ ...draft, loans: [...draft.loans, { from: loanFrom, to: loanTo, rp: loanRp }] })}>${W.add[lang]}</button>
      </div>
      ${draft.loans.length ? html`<ul class="plain">${draft.loans.map((l) => html`<li>${nationName(l.from, lang)} → ${nationName(l.to, lang)}: ${l.rp} ${W.rpShort[lang]}
        <button @click=${() => on.change({ ...draft, loans: draft.loans.filter((x) => x !== l) })}>${W.undo[lang]}</button></li>`)}</ul>` : nothing}` : nothing}
    ${refusal ? html`<p class="refusal" role="alert">${refusal}</p>` : nothing}
    <button class="primary" ?disabled=${!!refusal} @click=${on.submit}>${W.endBuild[lang]}</button>
  </section>`;
}
