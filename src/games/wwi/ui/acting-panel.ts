/**
 * The panel of the side this device orders for: a heading naming the side, then
 * the phase's own panel over its draft — movement, a declared roll, attack,
 * the defender's and the attacker's losses, construction, free set-up. The
 * drafts are pure modules; the view keeps them and hands them here to draw.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { europeBoard } from '../engine/europe';
import type { WwiAction } from '../engine/actions';
import { checkAction } from '../engine/actions';
import { ignoringDiceShare } from '../engine/dice-share';
import { type UnitMove, movingSide } from '../engine/movement';
import { SIDE_NAMES } from './nations';
import { VIEW_WORDS as W } from './words';
import { rollPanel } from './roll-panel';
import { buildPanel } from './build-panel';
import { type BuildDraft, toBuildOrders } from './build-draft';
import { type SetupDraft, isSetupPhase, setupAction } from './setup-draft';
import { setupPanel } from './setup-panel';
import type { MoveDraft } from './move-draft';
import type { AttackDraft } from './attack-draft';
import type { LossDraft } from './loss-draft';
import type { TransitOption } from './reach';
import type { ShownCombat } from './combat-panel';
import { type PanelContext, activationChoices, attackPanel, attackerPanel, defenderPanel, movementPanel } from './phase-panels';

export interface ActingDrafts {
  moves: MoveDraft;
  attack: AttackDraft;
  losses: LossDraft;
  build: BuildDraft;
  setup: SetupDraft;
}

/** What the panel asks of the view: each draft's change, and what it reads of the board. */
export interface ActingHooks {
  /** The transit areas the selected army may end its move in (reach.ts). */
  transit(): readonly TransitOption[];
  /** The combat to show: the latest rolled. */
  combat(): ShownCombat | null;
  moves(draft: MoveDraft): void;
  addMove(move: UnitMove): void;
  attack(draft: AttackDraft): void;
  losses(draft: LossDraft): void;
  build(draft: BuildDraft): void;
  setup(draft: SetupDraft, focus: boolean): void;
}

export function actingPanel(ctx: PanelContext, drafts: ActingDrafts, on: ActingHooks): TemplateResult {
  const { state, side, lang } = ctx;
  const heading = html`<h2 class="act">${SIDE_NAMES[side][lang]} — ${W.yourMove[lang]}</h2>`;
  if (movingSide(state) === side) {
    return html`${heading}${activationChoices(ctx, drafts.moves.moves.length > 0)}${movementPanel(ctx, drafts.moves, on.transit(), {
      change: on.moves,
      add: on.addMove,
    })}`;
  }
  if (state.declared) return html`${heading}${rollPanel(ctx, state.declared)}`;
  const losses = { change: on.losses };
  if (state.phase === 'attack') {
    if (state.pending?.stage === 'defender') return html`${heading}${defenderPanel(ctx, drafts.losses, on.combat(), losses)}`;
    if (state.pending?.stage === 'attacker') return html`${heading}${attackerPanel(ctx, drafts.losses, lastRolledCombat(ctx, on.combat(), true), losses)}`;
    return html`${heading}${attackPanel(ctx, drafts.attack, lastRolledCombat(ctx, on.combat()), { change: on.attack })}`;
  }
  // The dice share is attached on submit (dice-share.ts): judge the orders alone.
  const refusal = (action: WwiAction) => checkAction(ignoringDiceShare(state), europeBoard(), side, action)?.[lang] ?? null;
  if (state.phase === 'build-allies' || state.phase === 'build-central') {
    const action: WwiAction = { kind: 'build', orders: toBuildOrders(drafts.build) };
    return html`${heading}${buildPanel(state, side, drafts.build, lang, {
      change: on.build,
      submit: () => ctx.submit(action),
      rule: ctx.rule,
      refusal: () => refusal(action),
    })}`;
  }
  if (isSetupPhase(state)) {
    return html`${heading}${setupPanel(state, side, drafts.setup, lang, {
      change: on.setup,
      submit: () => ctx.submit(setupAction(drafts.setup)),
      rule: ctx.rule,
      refusal: () => refusal(setupAction(drafts.setup)),
      busy: ctx.busy,
    })}`;
  }
  return heading;
}

/** The latest rolled combat, folded away while declaring the next attack, open while its losses are paid. */
function lastRolledCombat(ctx: PanelContext, combat: ShownCombat | null, open = false) {
  return combat ? html`<details class="dialog" ?open=${open}><summary>${W.lastCombat[ctx.lang]}</summary>${ctx.calculation(combat)}</details>` : nothing;
}
