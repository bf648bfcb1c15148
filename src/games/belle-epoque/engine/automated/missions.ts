/** Diplomatic missions of an automated power (13.7, 13.7.1, 13.7.2). */
import { loadBelleEpoqueData, type PowerId, type TerritoryId } from '../data';
import { closedTo, lowestFree } from '../board';
import type { Rng } from '../rng';
import type { BelleEpoqueState } from '../state';
import { heldBy, mostCubes, pickByDie, sheetOf } from './common';

const d = loadBelleEpoqueData();
/** A column whose cell keeps naming held territories is rolled again; this bounds the re-rolls (our reading: the cube then stays in the embassies). */
const MAX_REROLLS = 12;

/** The cubes the power sends this turn: 3, France a 4th from turn 4 (13.7, 13.7.2), plus any in the embassies (13.7.1). */
export function missionCubes(s: BelleEpoqueState, p: PowerId): number {
  const extra = d.rules.automated.extraCube;
  return d.powers.find((x) => x.id === p)!.cubesPerTurn + (extra.power === p && s.turn >= extra.fromTurn ? 1 : 0);
}

/**
 * Places one cube in a territory (13.7): the lowest free space; with none free, on the
 * opposing power's cube that is most numerous there (die on a tie), opening a contest
 * resolved in phase e (13.9). False when neither is possible (only minor nations', arms
 * or own cubes, or a contest already on every cube: our reading, the cube stays home).
 */
export function placeAutomatedCube(s: BelleEpoqueState, p: PowerId, id: TerritoryId, rng: Rng): boolean {
  if (closedTo(s, id, p)) return false;
  const spaces = s.board[id];
  const free = lowestFree(spaces);
  if (free >= 0) spaces[free].cube = p;
  else {
    const cands = mostCubes(spaces, p);
    if (cands.length === 0) return false;
    const victim = pickByDie(cands, rng);
    const sp = spaces.find((x) => x.cube === victim && !x.top)!;
    sp.top = p;
  }
  s.powers[p].embassy -= 1;
  return true;
}

/** 13.7 a-c: the cell's territory, else the one in brackets, else roll again for that column. */
function cellTarget(s: BelleEpoqueState, p: PowerId, column: 'first' | 'second', row: number, rng: Rng): TerritoryId | null {
  const sheet = sheetOf(p);
  let die = row;
  for (let k = 0; k <= MAX_REROLLS; k++) {
    const cell = sheet.missions.find((r) => r.die === die)![column];
    if (!heldBy(s, cell.first, p)) return cell.first;
    if (!heldBy(s, cell.alt, p)) return cell.alt;
    die = rng.roll();
  }
  return null;
}

/** The last column: a die picks the territory among the cell's ranges (13.7). */
function thirdTarget(p: PowerId, row: number, rng: Rng): TerritoryId {
  const r = rng.roll();
  return sheetOf(p).missions.find((x) => x.die === row)!.third.find((t) => r >= t.from && r <= t.to)!.territory;
}

/**
 * Step 4 of 13.3: the turn's cubes join the embassy's; one to the first column, one to
 * the second, the rest to the third (13.7.1). Returns the arms cubes the row put on the
 * sheet for 13.8 (rolls 1 and 5).
 */
export function sendMissions(s: BelleEpoqueState, p: PowerId, rng: Rng): { row: number; arms: number; placed: TerritoryId[] } {
  const ps = s.powers[p];
  const take = Math.min(missionCubes(s, p), s.reserve[p]);
  s.reserve[p] -= take;
  ps.embassy += take;
  const row = rng.roll();
  const arms = d.rules.automated.armsRolls.includes(row) && ps.armsCubes > 0 ? 1 : 0;
  const cubes = ps.embassy;
  const placed: TerritoryId[] = [];
  for (let k = 0; k < cubes; k++) {
    let target: TerritoryId | null;
    if (k === 0) target = cellTarget(s, p, 'first', row, rng);
    else if (k === 1) target = cellTarget(s, p, 'second', row, rng);
    // 13.7.1: each cube after the first on the third column rolls its own row.
    else target = thirdTarget(p, k === 2 ? row : rng.roll(), rng);
    if (target && placeAutomatedCube(s, p, target, rng)) placed.push(target);
  }
  return { row, arms, placed };
}
