/** Shared helpers of the automated powers (chapter 13). */
import { loadBelleEpoqueData, type AutomatedSheet, type Effect, type PowerId, type TerritoryId } from '../data';
import { allyOf, controllerOf, isPower } from '../board';
import type { Rng } from '../rng';
import type { AutomatedRecord, BelleEpoqueState, Space } from '../state';

const d = loadBelleEpoqueData();

export function isAutomated(s: BelleEpoqueState, p: PowerId | null): boolean {
  return p !== null && (s.automated ?? []).includes(p);
}

export function sheetOf(p: PowerId): AutomatedSheet {
  return d.automated.find((x) => x.power === p)!;
}

/** The sheet's Progress row for the turn (13.4.1, 13.5, 13.6, 13.9.1). */
export function progressOf(p: PowerId, turn: number) {
  return sheetOf(p).progress.find((r) => r.turn === turn) ?? sheetOf(p).progress[sheetOf(p).progress.length - 1];
}

/** Allied (minor nation) or controlled (colony) by the power: the "own" test of 13.4.3 b, 13.7 a-b. */
export function heldBy(s: BelleEpoqueState, id: TerritoryId, p: PowerId): boolean {
  return allyOf(s, id) === p || controllerOf(s, id) === p;
}

/**
 * The tie-break die of 13.4.3, 13.4.4, 13.7 and 13.8: two powers share even/odd,
 * three 1-2/3-4/5-6; one die in every case, so any number of candidates gets an equal share.
 */
export function pickByDie<T>(cands: T[], rng: Rng): T {
  if (cands.length === 1) return cands[0];
  if (cands.length === 2) return cands[rng.roll() % 2 === 0 ? 0 : 1];
  // 13.4.6 Sabotage: each candidate an equal range of the die; re-roll the faces left over.
  const span = Math.floor(6 / cands.length);
  for (;;) {
    const r = rng.roll();
    const i = Math.floor((r - 1) / span);
    if (i < cands.length) return cands[i];
  }
}

/** The opposing powers with most cubes among these spaces' base cubes (13.4.4, 13.7 note, 13.8 b); `ok` filters the powers. */
export function mostCubes(spaces: Space[], self: PowerId, ok: (p: PowerId) => boolean = () => true): PowerId[] {
  const n = new Map<PowerId, number>();
  for (const sp of spaces) if (isPower(sp.cube) && sp.cube !== self && !sp.top && ok(sp.cube)) n.set(sp.cube, (n.get(sp.cube) ?? 0) + 1);
  const max = Math.max(0, ...n.values());
  return max === 0 ? [] : [...n.keys()].filter((p) => n.get(p) === max);
}

/** Records kept: a turn's phase e and the automated powers' next phases fit; a game of automated powers only keeps its links short. */
const LOG_LIMIT = 24;

/** Adds to the record of what the automated powers did since a person last acted (shown by the CLI). */
export function logAutomated(s: BelleEpoqueState, r: AutomatedRecord): void {
  const log = (s.automatedLog ??= []);
  log.push(r);
  if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
}

/** 13.4.6 Political Scandal: an automated power left a card's choice takes option 1 on an even die, 2 on an odd one; other choices the first. */
export function automatonOption(choice: Extract<Effect, { kind: 'choice' }>, rng: Rng): number {
  return choice.automatonByDie && rng.roll() % 2 === 1 ? 1 : 0;
}
