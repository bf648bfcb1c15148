/**
 * Which units a power loses when it does not order enough disbands
 * (seed 000 XIV.4; DATC 6.J): the farthest from home first, fleets before
 * armies at equal distance, then by the alphabetical order of the space names.
 */
import type { PowerId } from '../../../../platform/game';
import type { Position } from '../position';
import type { Rulebook } from '../rulebook';
import type { UnitData } from '../types';
import type { MapIndex } from './map-index';
import { hookIndex } from './hooks';

/**
 * Moves needed from each province to the nearest of `sources`, counting moves
 * of either unit type (seed 000 XIV.4 "il percorso più diretto"; DATC 6.J.10
 * counts a sea crossing even without a fleet there).
 */
export function distancesFrom(idx: MapIndex, sources: readonly number[], twoPhase?: Uint8Array): Int16Array {
  const P = idx.provinceCount;
  const distance = new Int16Array(P).fill(-1);
  const queue: number[] = [];
  for (const s of sources) {
    if (distance[s] < 0) {
      distance[s] = 0;
      queue.push(s);
    }
  }
  // A two-phase edge (mountain pass) costs two moves; with such edges a space may be queued again when a shorter way turns up.
  for (let q = 0; q < queue.length; q++) {
    const a = queue[q];
    for (let b = 0; b < P; b++) {
      if (!idx.anyAdj[a * P + b]) continue;
      const step = twoPhase?.[a * P + b] && !(idx.fleetReach[idx.provinceLoc[a] * P + b]) ? 2 : 1;
      if (distance[b] < 0 || distance[a] + step < distance[b]) {
        distance[b] = distance[a] + step;
        queue.push(b);
      }
    }
  }
  return distance;
}

/** The units in the order they are disbanded by civil disorder. */
export function civilDisorderOrder(
  idx: MapIndex,
  position: Position,
  power: PowerId,
  candidates: readonly UnitData[],
  rules: Rulebook,
): UnitData[] {
  const map = idx.map;
  const targets =
    rules.civilDisorderDistanceTo === 'home-centres'
      ? map.homeCenters(power)
      : Object.keys(position.owners).filter((c) => position.owners[c] === power);
  const distance = distancesFrom(
    idx,
    targets.map((c) => idx.provinceIndex.get(c)!),
    rules.hooks ? hookIndex(idx, rules.hooks).twoPhase : undefined,
  );
  // Unreachable (no target at all) counts as farthest.
  const far = (unit: UnitData): number => {
    const d = distance[idx.provinceIndex.get(map.provinceOf(unit.loc))!];
    return d < 0 ? Number.MAX_SAFE_INTEGER : d;
  };
  const name = (unit: UnitData): string =>
    map.province(map.provinceOf(unit.loc))!.name[rules.civilDisorderAlphabet].toLocaleLowerCase(rules.civilDisorderAlphabet);
  return [...candidates].sort((a, b) => {
    const byDistance = far(b) - far(a);
    if (byDistance !== 0) return byDistance;
    if (a.type !== b.type) return a.type === 'F' ? -1 : 1;
    return name(a).localeCompare(name(b), rules.civilDisorderAlphabet);
  });
}
