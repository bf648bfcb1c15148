/**
 * The panels of the phase in hand: movement (with neutral activation),
 * attack, the defender's losses and the attacker's. Each draws its draft
 * (move-draft.ts, attack-draft.ts, loss-draft.ts) and hands changes back.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import type { Side, WwiState } from '../engine/state';
import type { WwiAction } from '../engine/actions';
import type { UnitMove } from '../engine/movement';
import { canInfiltrate } from '../engine/combat';
import { checkAttackerChoice, checkDefenderChoice } from '../engine/losses';
import { CHARTS } from '../engine/charts';
import { europeBoard } from '../engine/europe';
import { activationModifiers, checkActivation } from '../engine/neutrals';
import type { TransitOption } from './reach';
import { moveEnd } from './reach';
import type { MoveDraft } from './move-draft';
import { type AttackDraft, attackOrder, checkedAttack, endAttacksStep } from './attack-draft';
import { type LossDraft, defenderHexVacated } from './loss-draft';
import type { ShownCombat } from './combat-panel';
import { armyName, nationName } from './nations';
import { counterName, placeName } from './unit-labels';
import { modifierCondition } from './activation-report';
import { signed } from './signed';
import { VIEW_WORDS as W } from './words';
import { ref } from 'lit/directives/ref.js';

/** What every panel needs from the view. */
export interface PanelContext {
  state: WwiState;
  side: Side;
  lang: Lang;
  busy: boolean;
  rule(rule: string): TemplateResult;
  submit(action: WwiAction): void;
  calculation(combat: ShownCombat): TemplateResult;
}

const armyOf = (state: WwiState, id: string, lang: Lang) => {
  const unit = state.units.find((u) => u.id === id)!;
  return armyName(unit.nation, unit.army, lang);
};

/** Neutral activation rolls open to the moving side (9.2). */
export function activationChoices(ctx: PanelContext, hasMoves: boolean) {
  const { state, side, lang } = ctx;
  if (state.activationTried) return html`<p class="muted">${W.activationDone[lang]}</p>`;
  const candidates = Object.keys(CHARTS.activation).filter((nation) => checkActivation(state, nation, side).ok);
  if (!candidates.length) return nothing;
  return html`<details class="dialog">
    <summary>${W.activation[lang]} ${ctx.rule('9.2')}</summary>
    <p class="muted">${W.activationHelp[lang]}</p>
    ${hasMoves ? html`<p class="muted">${W.activationDraftsLost[lang]}</p>` : nothing}
    <ul class="plain">
      ${candidates.map((nation) => {
        const needed = CHARTS.activation[nation][side]!;
        const mods = activationModifiers(state, europeBoard(), nation, side);
        return html`<li><button @click=${() => ctx.submit({ kind: 'activate', nation })}>${W.rollFor[lang]} ${nationName(nation, lang)}</button>
          <span class="muted">${W.needs[lang]} ${needed}+${mods.length ? `, ${W.modifiers[lang]}:` : ''}</span>
          ${mods.length ? html`<ul class="plain">${mods.map((m) => html`<li>${signed(m.value)} ${modifierCondition(m.text)[lang]}</li>`)}</ul>` : nothing}</li>`;
      })}
    </ul>
  </details>`;
}

export function movementPanel(ctx: PanelContext, draft: MoveDraft, transit: readonly TransitOption[], on: { change(draft: MoveDraft): void; add(move: UnitMove): void }) {
  const { state, lang } = ctx;
  const board = europeBoard();
  const moves = draft.moves;
  return html`<section class="dialog">
    <h3>${W.movement[lang]} ${ctx.rule('5.0')}</h3>
    <p class="muted">${W.moveHelp[lang]}</p>
    <ul class="legend" aria-hidden="true"><li class="k-reach">${W.footWord[lang]}</li><li class="k-rail">${W.railWord[lang]} ${ctx.rule('5.3')}</li><li class="k-sea">${W.seaWord[lang]} ${ctx.rule('5.4')}</li><li class="k-zoc">${W.zocStop[lang]} ${ctx.rule('4.0')}</li></ul>
    ${draft.selected ? html`<p><strong>${armyOf(state, draft.selected, lang)}</strong></p>` : nothing}
    ${transit.map((t) => html`<button @click=${() => on.add(t.move)}>${W.enterTransit[lang]}: ${t.area} (${t.cost} ${W.mp[lang]})</button>`)}
    <h3>${W.plannedMoves[lang]}</h3>
    ${moves.length
      ? html`<ol class="moves">${moves.map((m) => {
          const end = moveEnd(m);
          return html`<li>${armyOf(state, m.unit, lang)} → ${end ? placeName(board, end, lang) : m.enterTransit}${m.bySea ? ` (${W.seaWord[lang]})` : m.steps.some((s) => s.rail) ? ` (${W.railWord[lang]})` : ''}</li>`;
        })}</ol>`
      : html`<p class="muted">${W.noMoves[lang]}</p>`}
    <div class="row">
      <button ?disabled=${!moves.length} @click=${() => on.change({ ...draft, moves: moves.slice(0, -1) })}>${W.undo[lang]}</button>
      <button ?disabled=${!moves.length} @click=${() => on.change({ ...draft, moves: [] })}>${W.clear[lang]}</button>
      <button class="primary" ?disabled=${ctx.busy} @click=${() => ctx.submit({ kind: 'move', moves })}>${W.endMovement[lang]}</button>
    </div>
  </section>`;
}

export function attackPanel(ctx: PanelContext, draft: AttackDraft, lastCombat: TemplateResult | typeof nothing, on: { change(draft: AttackDraft): void }) {
  const { state, side, lang } = ctx;
  const board = europeBoard();
  const order = attackOrder(draft);
  const checked = checkedAttack(state, board, draft);
  const mayInfiltrate = draft.attackers.some((id) => canInfiltrate(state.units.find((u) => u.id === id)!));
  const ending = endAttacksStep(state, board, side, draft);
  return html`<section class="dialog">
    <h3>${W.attack[lang]} ${ctx.rule('6.1')}</h3>
    <p class="muted">${W.attackHelp[lang]}</p>
    ${ending.owed ? html`<p class="owed">${W.frenchOwed[lang]}: ${ending.owed.owed} ${ctx.rule('11.12')}</p>` : nothing}
    <p><strong>${W.attackers[lang]}:</strong> ${draft.attackers.length ? draft.attackers.map((id) => counterName(board, state.units.find((u) => u.id === id)!, lang)).join('; ') : '—'}</p>
    <p><strong>${W.defenderHex[lang]}:</strong> ${draft.target ? placeName(board, draft.target, lang) : '—'}</p>
    ${mayInfiltrate ? html`<label class="check"><input type="checkbox" .checked=${draft.infiltration} @change=${(e: Event) => on.change({ ...draft, infiltration: (e.target as HTMLInputElement).checked })} /> ${W.infiltration[lang]}</label>` : nothing}
    ${checked && !checked.ok ? html`<p class="refusal" role="alert">${checked.refusal[lang]}</p>` : nothing}
    ${checked?.ok ? ctx.calculation({ calc: checked.value, target: draft.target!, rolled: false }) : nothing}
    <div class="row">
      <button ?disabled=${!draft.attackers.length && !draft.target} @click=${() => on.change({ ...draft, attackers: [], target: null })}>${W.clear[lang]}</button>
      <button class="primary roll" ?disabled=${!checked?.ok || ctx.busy} @click=${() => ctx.submit({ kind: 'attack', order: order! })}>${(ctx.state.diceMode === 'shared' ? W.declareAttack : W.roll)[lang]}</button>
    </div>
    ${endAttacksButton(ctx, draft, ending, on)}
  </section>
  ${lastCombat}`;
}

/** The question's safe answer takes the keyboard, which brings both answers into view (on a phone they may fall below it). */
const bringIntoView = (element: Element | undefined): void => {
  if (element instanceof HTMLElement && !element.matches(':focus')) element.focus();
};

/** Ending the attack phase: with French attacks still owed (11.12) the player confirms first; on the Allies' last chance it is not offered while one can be made. */
function endAttacksButton(ctx: PanelContext, draft: AttackDraft, ending: ReturnType<typeof endAttacksStep>, on: { change(draft: AttackDraft): void }) {
  const { lang } = ctx;
  const end = () => ctx.submit({ kind: 'end-attacks' });
  if (ending.step === 'refused') return html`<button class="end" disabled>${W.endAttacks[lang]}</button><p class="muted">${W.owedLastChance[lang]}</p>`;
  if (ending.step === 'end' && ending.owed && draft.confirmingEnd) {
    return html`<div class="owed confirm-end" role="alert">
      <p><strong>${W.frenchOwed[lang]}: ${ending.owed.owed}.</strong> ${W.endAnyway[lang]}</p>
      <div class="row">
        <button class="primary" ?disabled=${ctx.busy} @click=${end}>${W.endAnywayButton[lang]}</button>
        <button ${ref(bringIntoView)} @click=${() => on.change({ ...draft, confirmingEnd: false })}>${W.keepAttacking[lang]}</button>
      </div>
    </div>`;
  }
  const nonePossible = ending.owed?.lastChance && !ending.owed.possible;
  return html`<button class="end" ?disabled=${ctx.busy} @click=${() => (ending.step === 'confirm' ? on.change({ ...draft, confirmingEnd: true }) : end())}>${W.endAttacks[lang]}</button>
    ${nonePossible ? html`<p class="muted">${W.owedNonePossible[lang]}</p>` : nothing}`;
}

export function defenderPanel(ctx: PanelContext, draft: LossDraft, combat: ShownCombat | null, on: { change(draft: LossDraft): void }) {
  const { state, lang } = ctx;
  const pending = state.pending!;
  const board = europeBoard();
  const retreat = draft.retreat;
  const nation = pending.defenders.length ? state.units.find((u) => u.id === pending.defenders[0])!.nation : state.forts.find((f) => f.hex === pending.defenderHex && !f.destroyed)?.nation ?? '';
  const rp = Math.max(0, pending.defenderLoss - retreat.length);
  const choice = pending.defenders.length ? { retreat, rp } : { rp };
  const checked = checkDefenderChoice(state, board, choice);
  const mayEliminate = pending.defenders.length && checkDefenderChoice(state, board, { eliminate: true }).ok;
  const mayDestroyFort = !pending.defenders.length && checkDefenderChoice(state, board, { destroyFort: true }).ok;
  return html`${combat ? ctx.calculation(combat) : nothing}
    <section class="dialog">
      <h3>${W.defend[lang]} ${ctx.rule('6.31')}</h3>
      <p class="muted">${W.defendHelp[lang]}</p>
      <p class="big"><strong>${W.lossToPay[lang]}: ${pending.defenderLoss}</strong></p>
      <p>${W.retreatHexes[lang]}: ${retreat.length ? retreat.map((h) => placeName(board, h, lang)).join(' → ') : '—'}</p>
      <p>${W.rpPaid[lang]} (${nationName(nation, lang)}, ${state.nations[nation]?.rp ?? 0}): <strong>${rp}</strong></p>
      ${checked.ok ? nothing : html`<p class="refusal" role="alert">${checked.refusal[lang]}</p>`}
      <div class="row">
        <button ?disabled=${!retreat.length} @click=${() => on.change({ ...draft, retreat: retreat.slice(0, -1) })}>${W.undo[lang]}</button>
        <button class="primary" ?disabled=${!checked.ok || ctx.busy} @click=${() => ctx.submit({ kind: 'defend', choice })}>${W.confirm[lang]}</button>
      </div>
      ${mayEliminate ? html`<button @click=${() => ctx.submit({ kind: 'defend', choice: { eliminate: true } })}>${W.eliminate[lang]} ${ctx.rule('6.33')}</button>` : nothing}
      ${mayDestroyFort ? html`<button @click=${() => ctx.submit({ kind: 'defend', choice: { destroyFort: true } })}>${W.destroyFort[lang]} ${ctx.rule('10.54')}</button>` : nothing}
    </section>`;
}

export function attackerPanel(ctx: PanelContext, draft: LossDraft, lastCombat: TemplateResult | typeof nothing, on: { change(draft: LossDraft): void }) {
  const { state, lang } = ctx;
  const pending = state.pending!;
  const board = europeBoard();
  const choice = { rp: draft.attackerRp, ...(draft.advance.length ? { advance: draft.advance } : {}) };
  const checked = checkAttackerChoice(state, board, choice);
  const nations = Object.keys(draft.attackerRp);
  const toggle = (id: string) => on.change({ ...draft, advancer: draft.advancer === id ? null : id });
  return html`${lastCombat}
    <section class="dialog">
      <h3>${W.settle[lang]} ${ctx.rule('6.32')}</h3>
      <p class="muted">${W.settleHelp[lang]}</p>
      <p class="big"><strong>${W.lossToPay[lang]}: ${pending.attackerLoss}</strong></p>
      ${nations.map(
        (nation) => html`<label class="field">${nationName(nation, lang)} (${state.nations[nation].rp} ${W.rpShort[lang]})
          <input type="number" min="0" max=${state.nations[nation].rp} .value=${String(draft.attackerRp[nation] ?? 0)}
            @input=${(e: Event) => on.change({ ...draft, attackerRp: { ...draft.attackerRp, [nation]: Math.max(0, Number((e.target as HTMLInputElement).value) || 0) } })} /></label>`,
      )}
      ${defenderHexVacated(state)
        ? html`<h3>${W.advance[lang]} ${ctx.rule('6.9')}</h3>
            <p class="muted">${W.advanceHelp[lang]}</p>
            <div class="row">${pending.attackers.map(
              (id) => html`<button aria-pressed=${draft.advancer === id ? 'true' : 'false'} class=${draft.advancer === id ? 'on' : ''} @click=${() => toggle(id)}>${armyOf(state, id, lang)}</button>`,
            )}</div>
            ${draft.advance.length
              ? html`<ul class="plain">${draft.advance.map((a) => html`<li>${armyOf(state, a.unit, lang)} → ${a.path.map((h) => placeName(board, h, lang)).join(' → ')}</li>`)}</ul>
                  <button @click=${() => on.change({ ...draft, advance: [] })}>${W.clear[lang]}</button>`
              : nothing}`
        : nothing}
      ${checked.ok ? nothing : html`<p class="refusal" role="alert">${checked.refusal[lang]}</p>`}
      <button class="primary" ?disabled=${!checked.ok || ctx.busy} @click=${() => ctx.submit({ kind: 'settle', choice })}>${W.confirm[lang]}</button>
    </section>`;
}
