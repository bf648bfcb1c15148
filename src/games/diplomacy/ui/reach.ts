/**
 * Which spaces light up while an order is drafted: where the unit in hand can
 * move (and which of those moves cross a mountain edge, two movement phases),
 * which spaces it can support into, which units it can support or convoy, and
 * where a convoy can land. Pure, no DOM; the map's rule hooks (river edges
 * without army support, two-phase edges) come from the game's module. Like
 * drafting.ts it only shows what is worth a click: the adjudicator decides.
 */
import type { ProvinceId, UnitData } from '../engine/types';
import type { ProvincePair, RuleHooks } from '../engine/rulebook';
import { dislodgedIn, unitIn, type Draft, type DraftContext } from './drafting';

export interface Reach {
  /** Spaces a click orders the unit to (a move, a retreat, a supported target, a convoy's landing). */
  targets: ProvinceId[];
  /** Of the targets, those across a two-phase (mountain) edge: the move takes two movement phases. */
  twoTurns: ProvinceId[];
  /** Spaces whose unit a click picks (to support it or to convoy it). */
  units: ProvinceId[];
}

const NONE: Reach = { targets: [], twoTurns: [], units: [] };

const across = (pairs: readonly ProvincePair[] | undefined, a: ProvinceId, b: ProvinceId): boolean =>
  !!pairs?.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** Provinces a unit can move to by land, river or sea (no convoy). */
function moves(context: DraftContext, unit: UnitData): ProvinceId[] {
  const { map } = context;
  const from = map.provinceOf(unit.loc);
  return [...new Set(map.neighbours(unit.type, unit.loc).map((loc) => map.provinceOf(loc)))].filter((p) => p !== from);
}

/** Provinces a unit can support into: its moves, less the edges across which an army gives no support (rivers, passes). */
export function supportable(context: DraftContext, unit: UnitData, hooks?: RuleHooks): ProvinceId[] {
  const from = context.map.provinceOf(unit.loc);
  if (unit.type !== 'A') return moves(context, unit);
  return moves(context, unit).filter((p) => !across(hooks?.noArmySupportAcross, from, p) && !across(hooks?.twoPhaseEdges, from, p));
}

const watery = (context: DraftContext, p: ProvinceId): boolean => {
  const kind = context.map.province(p)?.kind;
  return kind === 'sea' || kind === 'river';
};

/** Water spaces holding fleets, joined to `start` (a water space, or the coasts next to it). */
function fleetChain(context: DraftContext, starts: ProvinceId[]): Set<ProvinceId> {
  const { map, position } = context;
  const fleetAt = new Set(position.units.filter((u) => u.type === 'F').map((u) => map.provinceOf(u.loc)));
  const seen = new Set<ProvinceId>();
  const queue = starts.filter((p) => fleetAt.has(p) && watery(context, p));
  for (const p of queue) seen.add(p);
  while (queue.length) {
    const p = queue.shift()!;
    for (const loc of map.neighbours('F', p)) {
      const q = map.provinceOf(loc);
      if (!seen.has(q) && fleetAt.has(q) && watery(context, q)) {
        seen.add(q);
        queue.push(q);
      }
    }
  }
  return seen;
}

/** Coasts next to a chain of fleets. */
function shores(context: DraftContext, chain: Set<ProvinceId>): ProvinceId[] {
  const { map } = context;
  const out = new Set<ProvinceId>();
  for (const p of chain) for (const loc of map.neighbours('F', p)) {
    const q = map.provinceOf(loc);
    if (map.province(q)?.kind === 'coast') out.add(q);
  }
  return [...out];
}

/** Where an army could land by convoy along the fleets next to its coast. */
function convoyLandings(context: DraftContext, army: UnitData): ProvinceId[] {
  const { map } = context;
  const from = map.provinceOf(army.loc);
  if (map.province(from)?.kind !== 'coast') return [];
  const water = map.neighbours('F', from).map((loc) => map.provinceOf(loc));
  return shores(context, fleetChain(context, water)).filter((p) => p !== from);
}

/** What lights up for the draft in hand. */
export function reach(context: DraftContext, draft: Draft, hooks?: RuleHooks): Reach {
  const { map, position } = context;
  switch (draft.kind) {
    case 'unit': {
      const from = map.provinceOf(draft.unit.loc);
      if (draft.retreat) return { ...NONE, targets: (dislodgedIn(context, from)?.retreats ?? []).map((loc) => map.provinceOf(loc)) };
      const targets = moves(context, draft.unit);
      const twoTurns = draft.unit.type === 'A' ? targets.filter((p) => across(hooks?.twoPhaseEdges, from, p)) : [];
      return { ...NONE, targets: [...targets, ...(draft.unit.type === 'A' ? convoyLandings(context, draft.unit).filter((p) => !targets.includes(p)) : [])], twoTurns };
    }
    case 'support-unit': {
      // A unit in a space the supporter reaches (support to hold), or one that can move into such a space.
      const into = new Set(supportable(context, draft.unit, hooks));
      const units = position.units
        .filter((u) => u !== draft.unit && u.loc !== draft.unit.loc)
        .filter((u) => into.has(map.provinceOf(u.loc)) || moves(context, u).some((p) => into.has(p)))
        .map((u) => map.provinceOf(u.loc));
      return { ...NONE, units };
    }
    case 'support-target': {
      const into = supportable(context, draft.unit, hooks);
      const own = map.provinceOf(draft.supported.loc);
      const goes = new Set([own, ...moves(context, draft.supported), ...(draft.supported.type === 'A' ? convoyLandings(context, draft.supported) : [])]);
      return { ...NONE, targets: into.filter((p) => goes.has(p)) };
    }
    case 'convoy-move':
      return { ...NONE, targets: convoyLandings(context, draft.unit) };
    case 'convoy-army': {
      const chain = fleetChain(context, [map.provinceOf(draft.unit.loc)]);
      const coasts = new Set(shores(context, chain));
      return { ...NONE, units: position.units.filter((u) => u.type === 'A' && coasts.has(map.provinceOf(u.loc))).map((u) => map.provinceOf(u.loc)) };
    }
    case 'convoy-target':
      return { ...NONE, targets: convoyLandings(context, unitIn(context, map.provinceOf(draft.army.loc)) ?? draft.army) };
    default:
      return NONE;
  }
}
