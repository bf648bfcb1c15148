/**
 * The actions of chapter 8 as a menu: for each kind, its legal variants now
 * and, when there is none, the engine's refusal with its rule. The verdicts
 * come from `checkAction` only; nothing here restates a rule.
 */
import { loadBelleEpoqueData, type PowerId } from './data';
import { type Action, actor, checkAction } from './actions';
import { candidateActions } from './legal';
import type { Refusal } from './refusal';
import type { BelleEpoqueState } from './state';

const d = loadBelleEpoqueData();

/** The menu's entries in the order of chapter 8; `card` covers intrigue and national cards (8.6). */
export const MENU_KINDS = ['buy', 'mission', 'greatWork', 'invest', 'prestige', 'card', 'contest', 'deploy', 'sellArms', 'pass', 'endRound'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

export interface MenuEntry {
  kind: MenuKind;
  /** Legal actions of this kind now (a representative list, as legalActions). */
  legal: Action[];
  /** Why none is legal, when the list is empty. */
  refusal: Refusal | null;
}

export function menuKindOf(a: Action): MenuKind | null {
  if (a.kind === 'intrigue' || a.kind === 'national') return 'card';
  return (MENU_KINDS as readonly string[]).includes(a.kind) ? (a.kind as MenuKind) : null;
}

/** An action of the kind to ask the engine about when no candidate of it was built. */
function probe(s: BelleEpoqueState, p: PowerId, kind: MenuKind): Action {
  const t = d.territories[0].id;
  switch (kind) {
    case 'buy': return { kind: 'buy', armies: 1, fleets: 0 };
    case 'mission': {
      const id = d.territories.find((x) => x.continent === 'europe')!.id;
      const free = s.board[id].findIndex((sp) => sp.cube === null);
      return { kind: 'mission', territory: id, space: Math.max(0, free) };
    }
    case 'card': {
      const hand = s.powers[p].hand;
      if (hand.national[0]) return { kind: 'national', card: hand.national[0] };
      return { kind: 'intrigue', card: hand.intrigue[0] ?? '', half: 0 };
    }
    case 'contest': return { kind: 'contest', territory: t, space: 0, fleets: [] };
    case 'deploy': {
      const f = s.fleets.find((x) => x.owner === p);
      return { kind: 'deploy', moves: f ? [{ fleet: f.id, to: f.where === 'europe' ? 'africa' : 'europe' }] : [] };
    }
    case 'sellArms': return { kind: 'sellArms', territory: t, fleets: [], replace: [] };
    default: return { kind } as Action;
  }
}

/** The menu for the power to act in the action phase; empty during set-up, a pending decision or after the end. */
export function actionMenu(s: BelleEpoqueState): MenuEntry[] {
  const p = actor(s);
  if (!p || s.phase !== 'actions' || s.pending) return [];
  const candidates = candidateActions(s);
  return MENU_KINDS.map((kind) => {
    const mine = candidates.filter((a) => menuKindOf(a) === kind);
    const legal: Action[] = [];
    let refusal: Refusal | null = null;
    for (const a of mine) {
      const r = checkAction(s, p, a);
      if (r === null) legal.push(a);
      else refusal ??= r;
    }
    if (legal.length) return { kind, legal, refusal: null };
    return { kind, legal, refusal: refusal ?? checkAction(s, p, probe(s, p, kind)) ?? { rule: '8.0', en: 'Not possible now.', it: 'Non possibile ora.' } };
  });
}
