/**
 * Convoys: which fleets can carry an army, whether a route of them holds, and
 * how each rule edition treats several routes (seed 000 XII.2-XII.4).
 */
import { BY_CONVOY, BY_EITHER, type Board } from './board';
import { KIND_SEA, type MapIndex } from './map-index';

/** Whether a fleet in sea province `sea` borders province `province`. */
function seaTouches(idx: MapIndex, sea: number, province: number): boolean {
  return idx.fleetReach[idx.provinceLoc[sea] * idx.provinceCount + province] === 1;
}

/**
 * Whether node `via` lies on some simple path from `source` to `sink` through
 * the given sea provinces. Two vertex-disjoint paths from `via` (one to each
 * end) exist exactly when the max flow from `via` is 2 with unit node capacities.
 */
export function onSimpleSeaPath(
  idx: MapIndex,
  seas: readonly number[],
  via: number,
  source: number,
  sink: number,
): boolean {
  const k = seas.length;
  const viaAt = seas.indexOf(via);
  if (viaAt < 0) return false;
  // Node numbering: sea i -> in 2i, out 2i+1; source land 2k; sink land 2k+1; super sink 2k+2.
  const nodeCount = 2 * k + 3;
  const cap = new Int8Array(nodeCount * nodeCount);
  const edge = (a: number, b: number, c: number): void => {
    cap[a * nodeCount + b] += c;
  };
  for (let i = 0; i < k; i++) {
    if (i !== viaAt) edge(2 * i, 2 * i + 1, 1);
    for (let j = 0; j < k; j++) {
      if (i !== j && seaTouches(idx, seas[i], seas[j])) edge(2 * i + 1, 2 * j, 1);
    }
    if (seaTouches(idx, seas[i], source)) edge(2 * i + 1, 2 * k, 1);
    if (seaTouches(idx, seas[i], sink)) edge(2 * i + 1, 2 * k + 1, 1);
  }
  edge(2 * k, 2 * k + 2, 1);
  edge(2 * k + 1, 2 * k + 2, 1);
  const start = 2 * viaAt + 1;
  const goal = 2 * k + 2;
  const parent = new Int16Array(nodeCount);
  let flow = 0;
  while (flow < 2) {
    parent.fill(-1);
    parent[start] = start;
    const queue = [start];
    for (let q = 0; q < queue.length && parent[goal] < 0; q++) {
      const a = queue[q];
      for (let b = 0; b < nodeCount; b++) {
        if (parent[b] < 0 && cap[a * nodeCount + b] > 0) {
          parent[b] = a;
          queue.push(b);
        }
      }
    }
    if (parent[goal] < 0) break;
    for (let b = goal; b !== start; b = parent[b]) {
      const a = parent[b];
      cap[a * nodeCount + b]--;
      cap[b * nodeCount + a]++;
    }
    flow++;
  }
  return flow === 2;
}

let allSeasCache: { idx: MapIndex; seas: number[] } | null = null;

function allSeas(idx: MapIndex): number[] {
  if (allSeasCache?.idx === idx) return allSeasCache.seas;
  const seas: number[] = [];
  for (let p = 0; p < idx.provinceCount; p++) if (idx.kind[p] === KIND_SEA) seas.push(p);
  allSeasCache = { idx, seas };
  return seas;
}

/**
 * A convoy order is legal only if its fleet could be part of some sea route
 * from the army to the destination (DATC 6.G.7: a fleet in the Gulf of Bothnia
 * cannot convoy Sweden to Norway, so it shows no intent to convoy).
 */
export function convoyOrderPossible(idx: MapIndex, fleetSea: number, from: number, to: number): boolean {
  const key = (fleetSea * idx.provinceCount + from) * idx.provinceCount + to;
  const cached = idx.convoyLegalCache.get(key);
  if (cached !== undefined) return cached;
  const possible = onSimpleSeaPath(idx, allSeas(idx), fleetSea, from, to);
  idx.convoyLegalCache.set(key, possible);
  return possible;
}

/** Fleets of the army's convoy that lie on at least one possible route (seed 000 XII.4). */
export function fleetsOnRoutes(board: Board, army: number): number[] {
  const fleets = board.convoyFleets[army];
  const seas = fleets.map((f) => board.unitProvince[f]);
  const from = board.unitProvince[army];
  const to = board.target[army];
  return fleets.filter((_, i) => onSimpleSeaPath(board.idx, seas, seas[i], from, to));
}

/**
 * Whether a route of convoying fleets exists from the army to its destination,
 * skipping fleets for which `blocked` says true. `blocked` is only consulted for
 * fleets the search actually reaches, so a route decision depends on no more
 * dislodgement decisions than it needs.
 */
export function routeExists(board: Board, army: number, blocked: (fleet: number) => boolean): boolean {
  const fleets = board.convoyFleets[army];
  const k = fleets.length;
  if (k === 0) return false;
  const idx = board.idx;
  const from = board.unitProvince[army];
  const to = board.target[army];
  let seen = 0;
  const stack: number[] = [];
  for (let i = 0; i < k; i++) {
    if (seaTouches(idx, board.unitProvince[fleets[i]], from)) {
      seen |= 1 << i;
      stack.push(i);
    }
  }
  while (stack.length > 0) {
    const i = stack.pop()!;
    if (blocked(fleets[i])) continue;
    const sea = board.unitProvince[fleets[i]];
    if (seaTouches(idx, sea, to)) return true;
    for (let j = 0; j < k; j++) {
      if (seen & (1 << j)) continue;
      if (seaTouches(idx, sea, board.unitProvince[fleets[j]])) {
        seen |= 1 << j;
        stack.push(j);
      }
    }
  }
  return false;
}

/**
 * The PATH decision of a convoyed army: does its convoy hold?
 * `dislodged(f)` resolves a fleet's dislodgement decision.
 */
export function convoyHolds(board: Board, army: number, dislodged: (fleet: number) => boolean): boolean {
  if (board.paradoxBroken[army]) return false;
  if (board.rules.multiRouteConvoy === 'one-route-suffices') {
    return routeExists(board, army, dislodged);
  }
  // seed 000 XII.4: one dislodged fleet on ANY possible route stops the convoy.
  const onRoutes = fleetsOnRoutes(board, army);
  if (onRoutes.length === 0) return false;
  for (const fleet of onRoutes) if (dislodged(fleet)) return false;
  return true;
}

/** True when the army's move may travel by sea at all (BY_CONVOY or BY_EITHER). */
export function mayUseConvoy(board: Board, unit: number): boolean {
  const travel = board.travel[unit];
  return travel === BY_CONVOY || travel === BY_EITHER;
}
