import type { Rng } from '../../../src/games/belle-epoque/engine/rng';
import { rngFromBytes } from '../../../src/games/belle-epoque/engine/rng';
import type { BelleEpoqueState, Space } from '../../../src/games/belle-epoque/engine/state';

/** Dice that fall as written (then 1s), shuffles that keep the order: for the worked examples. */
export function scriptedRng(rolls: number[] = []): Rng & { used: number } {
  const queue = [...rolls];
  const r = {
    used: 0,
    roll: () => { r.used += 1; return queue.shift() ?? 1; },
    below: () => 0,
  };
  return r;
}

export function seeded(n: number): Rng {
  return rngFromBytes(new Uint8Array([n & 255, (n >> 8) & 255, 7, 42]));
}

/** Writes a territory's spaces from a short list: 'gb', 'italy', 'arms', null, or 'gb/ce' (ce contesting on gb). */
export function setSpaces(s: BelleEpoqueState, id: string, cubes: (string | null)[]): void {
  s.board[id] = cubes.map((c): Space => {
    if (c && c.includes('/')) {
      const [base, top] = c.split('/');
      return { cube: base, top: top as Space['top'] };
    }
    return { cube: c };
  });
}

import { initialState } from '../../../src/games/belle-epoque/engine/setup';
import { applyAction } from '../../../src/games/belle-epoque/engine/actions';
import { POWER_IDS, type PowerId } from '../../../src/games/belle-epoque/engine/data';

/** A game in its action phase (turn 5 unless said), set-up cubes back in the reserve, every power with money and cubes. */
export function actionState(turn = 5, order: PowerId[] = ['gb', 'fr', 'ru', 'ce']): BelleEpoqueState {
  const s = initialState({ players: 4 }, scriptedRng());
  for (const p of order) {
    s.reserve[p] += s.setupLeft[p];
    s.setupLeft[p] = 0;
    s.powers[p].money = 30;
    s.powers[p].embassy = 3;
    s.reserve[p] -= 3;
  }
  s.phase = 'actions';
  s.turn = turn;
  s.order = [...order];
  s.nextOrder = [];
  s.current = 0;
  return s;
}

/** Puts a power's fleet in a continent's box (bought and deployed). */
export function fleetIn(s: BelleEpoqueState, p: PowerId, where: 'europe' | 'africa' | 'asia', exhausted = false): string {
  const f = s.fleets.find((x) => x.owner === p && x.where === 'reserve')!;
  f.where = where;
  f.exhausted = exhausted;
  s.powers[p].fleetTrack += 1;
  return f.id;
}

/** Buys armies straight into the arsenal. */
export function armies(s: BelleEpoqueState, p: PowerId, n: number): void {
  s.powers[p].armies.reserve -= n;
  s.powers[p].armies.arsenal += n;
}

/** A turn-`turn` action phase where `auto` are automated, with no money or embassy cubes for them. */
export function autoState(auto: PowerId[], turn = 5): BelleEpoqueState {
  const s = actionState(turn, [...auto, ...POWER_IDS.filter((p) => !auto.includes(p))]);
  s.automated = [...auto];
  for (const p of auto) {
    s.powers[p].money = 0;
    s.reserve[p] += s.powers[p].embassy;
    s.powers[p].embassy = 0;
  }
  return s;
}

/** 3.3's worked example, except that France puts its last cube in Romania instead of Indochina: France ends one Asian cube short. */
export const FRANCE_SHORT_ROUNDS: [PowerId, string[]][][] = [
  [['ru', ['serbia', 'china']], ['fr', ['belgium', 'italy']], ['ce', ['belgium', 'serbia']], ['gb', ['egypt-sudan', 'horn-of-africa']]],
  [['ru', ['serbia', 'japan']], ['fr', ['belgium', 'algeria-morocco']], ['ce', ['ottoman-empire', 'namibia']], ['gb', ['egypt-sudan', 'japan']]],
  [['ru', ['romania', 'bulgaria']], ['fr', ['italy', 'algeria-morocco']], ['ce', ['ottoman-empire', 'tanganyika']], ['gb', ['greece', 'holland']]],
  [['ru', ['japan']], ['fr', ['french-guinea', 'indochina']], ['ce', ['ottoman-empire', 'melanesia']], ['gb', ['egypt-sudan', 'persia']]],
  [['fr', ['romania']], ['ce', ['congo']], ['gb', ['holland', 'persia']]],
];

/** Set-up placements, round by round, each power's cubes in turn. */
export function playSetup(s: BelleEpoqueState, rounds: [PowerId, string[]][][]): BelleEpoqueState {
  for (const round of rounds) for (const [p, ts] of round) for (const t of ts) s = applyAction(s, p, { kind: 'setup', territory: t }, seeded(1));
  return s;
}
