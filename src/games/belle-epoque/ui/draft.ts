/**
 * What a click means while an action is drafted: which territories the map
 * offers, which spaces, fleets and armies, and the finished action. Pure, no
 * DOM; every verdict comes from the engine (legalActions, checkAction).
 */
import { type Action, actor, checkAction } from '../engine/actions';
import { territory as territoryOf } from '../engine/board';
import { mobilisableFleets } from '../engine/contest';
import type { Continent, PowerId } from '../engine/data';
import { legalActions } from '../engine/legal';
import { actionMenu, menuKindOf, type MenuKind } from '../engine/menu';
import type { Refusal } from '../engine/refusal';
import type { BelleEpoqueState } from '../engine/state';
import { cardMapTargets, pickOnCard } from './card-picks';


export type DraftKind = MenuKind | 'setup';

/** What a panel drawing a draft may do: change the draft, or submit the action it makes. */
export interface PanelHandlers {
  setDraft(d: Draft): void;
  submit(a: Action): void;
}

export interface Draft {
  kind: DraftKind | null;
  territory: string | null;
  space: number | null;
  /** buy: armies and fleets bought; contest steps: armies sent. */
  armies: number;
  buyFleets: number;
  /** contest (open or defend): the fleets mobilised. */
  fleets: string[];
  /** contest steps: minor nations' armies sent. */
  minor: string[];
  moves: { fleet: string; to: Continent }[];
  /** card: the legal variant picked (card, half, target, territory, option). */
  card: Action | null;
  /** Set-up: why the last tapped territory took no cube. */
  refusal?: Refusal | null;
}

export const emptyDraft = (kind: DraftKind | null = null): Draft => ({
  kind, territory: null, space: null, armies: kind === 'buy' ? 1 : 0, buyFleets: 0, fleets: [], minor: [], moves: [], card: null,
});

/** The legal actions of the drafted kind. */
export function legalOfKind(s: BelleEpoqueState, kind: DraftKind | null): Action[] {
  if (kind === 'setup') return s.phase === 'setup' && !s.pending ? legalActions(s) : [];
  if (!kind) return [];
  return actionMenu(s).find((m) => m.kind === kind)?.legal ?? [];
}

function territoryOfAction(a: Action): string | null {
  if ('territory' in a) return a.territory;
  if ((a.kind === 'intrigue' || a.kind === 'national') && a.choices?.territories?.[0]) return a.choices.territories[0];
  return null;
}

/** Territories the map offers for the drafted action (its legal targets). */
export function mapTargets(s: BelleEpoqueState, draft: Draft): string[] {
  if (draft.kind === 'card') {
    const card = draft.card;
    if (!card || (card.kind !== 'intrigue' && card.kind !== 'national')) return [];
    // What was picked stays on offer, so a second click can take it back.
    return unique([...cardMapTargets(s, card), ...(card.choices?.territories ?? []), ...(card.choices?.spaces ?? []).map((c) => c.territory)]);
  }
  if (draft.kind !== 'setup' && draft.kind !== 'mission' && draft.kind !== 'contest' && draft.kind !== 'sellArms') return [];
  return unique(legalOfKind(s, draft.kind).map(territoryOfAction).filter((t): t is string => t !== null));
}

/** Spaces (0-based, die face − 1) offered in the chosen territory for a mission or a contest. */
export function spaceChoices(s: BelleEpoqueState, draft: Draft): number[] {
  if (!draft.territory || (draft.kind !== 'mission' && draft.kind !== 'contest')) return [];
  return unique(legalOfKind(s, draft.kind).filter((a) => territoryOfAction(a) === draft.territory).map((a) => (a as { space: number }).space));
}

/** A click on a territory of the map: taken when it is a legal target, with its only space if it has one. */
export function clickTerritory(s: BelleEpoqueState, draft: Draft, id: string): Draft {
  if (!mapTargets(s, draft).includes(id)) return draft;
  if (draft.kind === 'card' && draft.card && (draft.card.kind === 'intrigue' || draft.card.kind === 'national')) {
    const card = pickOnCard(s, draft.card, id);
    return card ? { ...draft, territory: id, card } : draft;
  }
  const next = { ...draft, territory: id, space: null, fleets: [] };
  const spaces = spaceChoices(s, next);
  return { ...next, space: spaces.length === 1 ? spaces[0] : null };
}

/** Legal variants of one card (and half): targets, options and territories the engine accepts. */
export function cardVariants(s: BelleEpoqueState, card: Extract<Action, { kind: 'intrigue' | 'national' }>): Action[] {
  return legalOfKind(s, 'card').filter((a) => a.kind === card.kind && a.card === card.card && (a.kind !== 'intrigue' || card.kind !== 'intrigue' || a.half === card.half));
}

/** Fleets the power could mobilise for the drafted contest (8.7 a-b). */
export function fleetChoices(s: BelleEpoqueState, p: PowerId, draft: Draft): string[] {
  const pend = s.pending;
  const where = pend?.kind === 'contest' ? pend.contest.territory : pend?.kind === 'automatedContest' ? pend.territory : draft.kind === 'contest' ? draft.territory : null;
  return where ? mobilisableFleets(s, p, territoryOf(where).continent).map((f) => f.id) : [];
}

/** Minor nations' armies offered in a contest step: those the engine's legal steps use. */
export function minorChoices(s: BelleEpoqueState): string[] {
  return unique(legalActions(s).flatMap((a) => (a.kind === 'defend' || a.kind === 'contestArmies' ? a.minorArmies : [])));
}

/** Fleet moves offered for a deployment (each a legal single move). */
export function deployChoices(s: BelleEpoqueState): { fleet: string; to: Continent }[] {
  return legalOfKind(s, 'deploy').flatMap((a) => (a.kind === 'deploy' ? a.moves : []));
}

/** Adds or removes a move; a fleet moves once, so its other move is replaced. */
export function toggleMove(draft: Draft, move: { fleet: string; to: Continent }): Draft {
  const has = draft.moves.some((m) => m.fleet === move.fleet && m.to === move.to);
  const others = draft.moves.filter((m) => m.fleet !== move.fleet);
  return { ...draft, moves: has ? others : [...others, move] };
}

export function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** The action the draft stands for, or null while something is still to choose. */
export function draftAction(s: BelleEpoqueState, draft: Draft): Action | null {
  const pend = s.pending;
  // 13.9.3: in phase e a person answers a contest with an automated power as a defender does.
  if (pend?.kind === 'automatedContest') return { kind: 'defend', fleets: draft.fleets, armies: draft.armies, minorArmies: draft.minor };
  if (pend?.kind === 'contest' && pend.contest.step === 'defender') return { kind: 'defend', fleets: draft.fleets, armies: draft.armies, minorArmies: draft.minor };
  if (pend?.kind === 'contest' && pend.contest.step === 'attackerArmies') return { kind: 'contestArmies', armies: draft.armies, minorArmies: draft.minor };
  if (pend) return null;
  switch (draft.kind) {
    case null: return null;
    case 'setup': return draft.territory ? { kind: 'setup', territory: draft.territory } : null;
    case 'buy': return { kind: 'buy', armies: draft.armies, fleets: draft.buyFleets };
    case 'mission': return draft.territory && draft.space !== null ? { kind: 'mission', territory: draft.territory, space: draft.space } : null;
    case 'contest': return draft.territory && draft.space !== null ? { kind: 'contest', territory: draft.territory, space: draft.space, fleets: draft.fleets } : null;
    case 'sellArms': return legalOfKind(s, 'sellArms').find((a) => territoryOfAction(a) === draft.territory) ?? null;
    case 'deploy': return draft.moves.length ? { kind: 'deploy', moves: draft.moves } : null;
    case 'card': return draft.card;
    default: return { kind: draft.kind } as Action;
  }
}

export interface Verdict {
  action: Action | null;
  refusal: Refusal | null;
}

/** The drafted action and the engine's verdict on it (null refusal: it may be submitted). */
export function verdict(s: BelleEpoqueState, draft: Draft): Verdict {
  const p = actor(s);
  const action = draftAction(s, draft);
  if (!p || !action) return { action, refusal: null };
  return { action, refusal: checkAction(s, p, action) };
}

/** Whether the drafted action is the kind of a menu entry (for the chosen button's pressed state). */
export const isKind = (a: Action, kind: DraftKind): boolean => (kind === 'setup' ? a.kind === 'setup' : menuKindOf(a) === kind);

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}
