/**
 * The map's rule hooks (Rulebook.hooks) as province-indexed tables, built once
 * per map and hook set, so the adjudicator tests an edge with one array read.
 */
import type { ProvincePair, RuleHooks } from '../rulebook';
import type { MapIndex } from './map-index';

export interface HookIndex {
  /** noArmySupport[a * P + b]: an army in a may not support into b (a river between them). */
  readonly noArmySupport: Uint8Array;
  /** twoPhase[a * P + b]: an army takes two movement phases from a to b (a mountain pass). */
  readonly twoPhase: Uint8Array;
  readonly anyTwoPhase: boolean;
  readonly unitStrengths: boolean;
}

const cache = new WeakMap<RuleHooks, WeakMap<MapIndex, HookIndex>>();

function edgeTable(idx: MapIndex, pairs: readonly ProvincePair[] | undefined): Uint8Array {
  const P = idx.provinceCount;
  const table = new Uint8Array(P * P);
  for (const [a, b] of pairs ?? []) {
    const i = idx.provinceIndex.get(a);
    const j = idx.provinceIndex.get(b);
    if (i === undefined || j === undefined) throw new Error(`rule hook names an unknown edge ${a}-${b}`);
    table[i * P + j] = 1;
    table[j * P + i] = 1;
  }
  return table;
}

export function hookIndex(idx: MapIndex, hooks: RuleHooks): HookIndex {
  let byMap = cache.get(hooks);
  if (!byMap) cache.set(hooks, (byMap = new WeakMap()));
  let index = byMap.get(idx);
  if (!index) {
    index = {
      noArmySupport: edgeTable(idx, hooks.noArmySupportAcross),
      twoPhase: edgeTable(idx, hooks.twoPhaseEdges),
      anyTwoPhase: (hooks.twoPhaseEdges?.length ?? 0) > 0,
      unitStrengths: hooks.unitStrengths === true,
    };
    byMap.set(idx, index);
  }
  return index;
}

/** Whether an army crosses a two-phase edge going from province `from` to province `to` (ids). */
export function isTwoPhaseEdge(idx: MapIndex, hooks: RuleHooks | undefined, from: string, to: string): boolean {
  if (!hooks?.twoPhaseEdges?.length) return false;
  const a = idx.provinceIndex.get(from);
  const b = idx.provinceIndex.get(to);
  return a !== undefined && b !== undefined && hookIndex(idx, hooks).twoPhase[a * idx.provinceCount + b] === 1;
}
