/** Arms sales of an automated power (13.8). */
import { loadBelleEpoqueData, type PowerId, type TerritoryId } from '../data';
import { closedTo, holderOf, isPower, territory } from '../board';
import type { Rng } from '../rng';
import type { BelleEpoqueState, Space } from '../state';
import { mostCubes, pickByDie, sheetOf } from './common';

const d = loadBelleEpoqueData();

/** The arms cubes the territory's rate asks (8.9.1). */
function rateOf(id: TerritoryId): number {
  return (territory(id).arms ?? d.rules.africaArms).cubes;
}

/**
 * Puts `n` arms cubes in the spaces (13.8 placement a-b): free spaces first, from the
 * highest face as in 8.9.1, then the cube of the opposing power with most cubes there
 * (die on a tie; `rng` null: the first, for the look-ahead of criterion b). False if it cannot.
 */
function putArms(s: BelleEpoqueState, spaces: Space[], p: PowerId, n: number, rng: Rng | null): boolean {
  for (let i = spaces.length - 1; i >= 0 && n > 0; i--) if (spaces[i].cube === null) { spaces[i].cube = 'arms'; n--; }
  while (n > 0) {
    const cands = mostCubes(spaces, p);
    if (!cands.length) return false;
    const victim = rng ? pickByDie(cands, rng) : cands[0];
    const sp = spaces.find((x) => x.cube === victim && !x.top)!;
    if (isPower(sp.cube)) s.reserve[sp.cube] += 1;
    sp.cube = 'arms';
    n--;
  }
  return true;
}

/** 13.8 a: the sale is possible here (base-game limits: from turn 4, one sale per territory, the exact rate, cubes on the sheet). */
function saleFits(s: BelleEpoqueState, p: PowerId, id: TerritoryId): boolean {
  const spaces = s.board[id];
  if (spaces.some((sp) => sp.cube === 'arms')) return false;
  if (closedTo(s, id, p)) return false;
  const n = rateOf(id);
  if (s.powers[p].armsCubes < n) return false;
  const room = spaces.filter((sp) => sp.cube === null || (isPower(sp.cube) && sp.cube !== p && !sp.top)).length;
  return room >= n;
}

/** 13.8 b: would the sale change who holds the territory (an opponent loses it, or the automated power gains it)? */
function changesHolder(s: BelleEpoqueState, p: PowerId, id: TerritoryId): boolean {
  const before = holderOf(s, id);
  const trial = { ...s, board: { ...s.board, [id]: s.board[id].map((sp) => ({ ...sp })) }, reserve: { ...s.reserve } };
  putArms(trial, trial.board[id], p, rateOf(id), null);
  const after = holderOf(trial, id);
  return (before !== null && before !== p && after !== before) || (after === p && before !== p);
}

/** The territory 13.8 picks: most VP first, then the sheet's priority order, the first whose sale changes its holder; null if none. */
export function armsTarget(s: BelleEpoqueState, p: PowerId): TerritoryId | null {
  const prio = sheetOf(p).priorities;
  const ranked = prio.map((id, i) => ({ id, i, vp: territory(id).vp })).sort((a, b) => b.vp - a.vp || a.i - b.i);
  for (const { id } of ranked) if (saleFits(s, p, id) && changesHolder(s, p, id)) return id;
  return null;
}

/** Step 5 of 13.3: each arms cube the missions row put on the sheet (13.7) becomes a sale, or goes back (13.8). */
export function sellArms(s: BelleEpoqueState, p: PowerId, reminders: number, rng: Rng): TerritoryId[] {
  const sold: TerritoryId[] = [];
  if (s.turn < d.rules.armsSaleFromTurn) return sold;
  for (let k = 0; k < reminders; k++) {
    const id = armsTarget(s, p);
    if (!id) continue;
    const n = rateOf(id);
    putArms(s, s.board[id], p, n, rng);
    s.powers[p].armsCubes -= n;
    sold.push(id);
  }
  return sold;
}
