/**
 * The free set-up panel (seed 002 11.2): the side's armies in a pool by nation,
 * the army being placed, "place the rest automatically", "clear" and the
 * confirmation, enabled only when the engine accepts the whole set-up.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Lang } from '../../../platform/game';
import { CHARTS } from '../engine/charts';
import type { Side, WwiState } from '../engine/state';
import { europeBoard } from '../engine/europe';
import { armyName, nationLook, nationName } from './nations';
import { placeName } from './unit-labels';
import { type SetupDraft, nextToPlace, pickUp, placeRest, setupHexes, setupRoster } from './setup-draft';
import { EMPTY_OVERLAY, type BoardOverlay, type HexMark } from './wwi-board';
import { VIEW_WORDS as W } from './words';

interface Handlers {
  /** A new draft; `focus` asks the board to show where the picked army may go. */
  change(draft: SetupDraft, focus: boolean): void;
  submit(): void;
  rule(rule: string): TemplateResult;
  refusal(): string | null;
  busy: boolean;
}

/** Where each group of the chart may set up, in words ("France, Britain: in France, not on the transit area hex"). */
function groupRules(side: Side, lang: Lang): string[] {
  return CHARTS.freeSetup.groups
    .filter((g) => g.side === side)
    .map((g) => {
      const where = `${W.setupIn[lang]} ${g.within.map((n) => nationName(n, lang)).join(` ${W.setupOr[lang]} `)}`;
      return `${g.nations.map((n) => nationName(n, lang)).join(', ')}: ${where}${g.notInTransit ? `, ${W.setupNotTransit[lang]}` : ''}`;
    });
}

export function setupPanel(state: WwiState, side: Side, draft: SetupDraft, lang: Lang, on: Handlers) {
  const board = europeBoard();
  const nations = setupRoster(state, board, side, draft, lang);
  const picking = draft.picking ? nations.flatMap((n) => n.units).find((u) => u.id === draft.picking) : undefined;
  const allPlaced = !nextToPlace(side, draft);
  const left = nations.reduce((sum, n) => sum + n.units.length - n.placed, 0);
  const refusal = on.refusal();
  // The engine names nations by their ids ("Place exactly 7 france armies"): while armies wait, say how many in the player's words.
  const why = refusal && left > 0 ? `${W.setupLeft[lang]}: ${left} (11.21)` : refusal;
  const choose = (id: string, placed: boolean) => {
    if (placed) on.change(pickUp(draft, id), true);
    else on.change({ ...draft, picking: draft.picking === id ? null : id }, draft.picking !== id);
  };
  return html`<section class="dialog setup">
    <h3>${W.setupFree[lang]} ${on.rule('11.21')}</h3>
    <p class="muted">${side === 'allies' ? W.setupAlliesFirst[lang] : W.setupCentralNow[lang]}</p>
    <ul class="plain">${groupRules(side, lang).map((line) => html`<li>${line}</li>`)}</ul>
    <p class="muted">${W.setupHelp[lang]}</p>
    ${picking
      ? html`<p class="owed" role="status">${W.setupPlacing[lang]}: <strong>${picking.name}</strong> — ${W.setupChooseHex[lang]}
          <button @click=${() => on.change({ ...draft, picking: null }, false)}>${W.cancel[lang]}</button></p>`
      : allPlaced
        ? html`<p class="owed" role="status">${W.setupAllPlaced[lang]}</p>`
        : nothing}
    ${nations.map(
      (n) => html`<h4>${n.name} <span class="muted">${n.placed}/${n.units.length} ${W.setupPlaced[lang]}</span></h4>
        <ul class="pool">${n.units.map(
          (u) => html`<li><button class="chip nation-${n.nation} ${u.hex ? 'placed' : ''}" aria-pressed=${draft.picking === u.id ? 'true' : 'false'}
              aria-label=${u.name} @click=${() => choose(u.id, !!u.hex)}>
            <i aria-hidden="true">${nationLook(n.nation).code}</i><span>${u.short}</span>${u.hex ? html`<span class="at">${placeName(board, u.hex, lang)}</span>` : nothing}</button></li>`,
        )}</ul>`,
    )}
    <div class="row">
      <button ?disabled=${allPlaced} @click=${() => on.change(placeRest(state, board, side, draft), false)}>${W.setupRest[lang]}</button>
      <button ?disabled=${!draft.placements.length && !draft.picking} @click=${() => on.change({ placements: [], picking: null }, false)}>${W.clear[lang]}</button>
    </div>
    ${why ? html`<p class="refusal" role="status">${why}</p>` : nothing}
    <button class="primary end" ?disabled=${!!refusal || on.busy} @click=${on.submit}>${W.setupConfirm[lang]}</button>
  </section>`;
}

/** The hexes where the army being placed may go, each a named button on the board. */
export function setupOverlay(state: WwiState, side: Side, draft: SetupDraft, lang: Lang): BoardOverlay {
  if (!draft.picking) return EMPTY_OVERLAY;
  const board = europeBoard();
  const unit = state.units.find((u) => u.id === draft.picking);
  if (!unit) return EMPTY_OVERLAY;
  const who = armyName(unit.nation, unit.army, lang);
  const marks: HexMark[] = setupHexes(state, board, side, draft, unit.id).map((hex) => ({ hex, kind: 'place', name: `${W.setupPlaceAt[lang]} ${who}: ${placeName(board, hex, lang)}` }));
  return { marks, selected: [], legs: [] };
}
