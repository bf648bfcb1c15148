/** Phase e: the contests with an automated power (13.3 e, 13.9, 13.9.1-13.9.3). */
import { loadBelleEpoqueData, type PowerId, type TerritoryId } from '../data';
import { cubeController } from '../board';
import { contestModifier, rerollCards, rerollWithCard, settleContest, winnerOf } from '../contest';
import type { Rng } from '../rng';
import type { BelleEpoqueState, ContestResult, ContestSide } from '../state';
import { isAutomated, logAutomated, progressOf } from './common';

const d = loadBelleEpoqueData();

/** 13.9.1: the turn's arsenal bonus over the power's contests, rounded half up, at most +4 whatever the power. */
export function contestBonus(s: BelleEpoqueState, p: PowerId, contests: number): number {
  if (contests === 0) return 0;
  return Math.min(d.rules.automated.contestCap, Math.floor(progressOf(p, s.turn).arsenal / contests + 0.5));
}

export interface Open { territory: TerritoryId; space: number; attacker: PowerId; defender: PowerId | null }

/** The contests waiting on the map that involve an automated power's cube, either side (13.3 e). */
export function automatedContests(s: BelleEpoqueState): Open[] {
  const out: Open[] = [];
  for (const [id, spaces] of Object.entries(s.board)) spaces.forEach((sp, i) => {
    if (!sp.top) return;
    const defender = cubeController(s, sp.cube);
    if (isAutomated(s, sp.top) || isAutomated(s, defender)) out.push({ territory: id, space: i, attacker: sp.top, defender: defender === sp.top ? null : defender });
  });
  return out;
}

/** 13.9.1 for every automated power in the contests open when phase e begins. */
function bonuses(s: BelleEpoqueState, open: Open[]): Partial<Record<PowerId, number>> {
  const count = new Map<PowerId, number>();
  for (const c of open) for (const p of [c.attacker, c.defender]) if (p && isAutomated(s, p)) count.set(p, (count.get(p) ?? 0) + 1);
  return Object.fromEntries([...count].map(([p, n]) => [p, contestBonus(s, p, n)]));
}

/** The fleets and armies a person sent to a contest of phase e (13.9.3), already paid for. */
export interface PersonUnits { fleets: string[]; armies: number; minorArmies: string[] }

/**
 * 13.9.2-13.9.3: a die each plus the contest bonus; the higher total wins, a tie goes to
 * the higher prestige, equal prestige removes both cubes. A person's side counts the fleets
 * and armies it chose and paid for (8.7 e-h) and a card's bonus. An automated power that
 * lost plays a kept "Change of Strategy" when a new die can still win (13.4.6).
 */
export function resolveOne(s: BelleEpoqueState, c: Open, bonus: Partial<Record<PowerId, number>>, units: PersonUnits | null, rng: Rng): ContestResult {
  const r = rollSides(s, c, bonus, units, rng);
  automatedRerolls(s, r, [], rng);
  settleOne(s, c, r);
  return r;
}

/** A die each plus the contest bonus, and the winner (13.9.2). */
function rollSides(s: BelleEpoqueState, c: Open, bonus: Partial<Record<PowerId, number>>, units: PersonUnits | null, rng: Rng): ContestResult {
  const sp = s.board[c.territory][c.space];
  const minor = d.minors.find((m) => m.id === sp.cube);
  const side = (power: PowerId | null, attacking: boolean): ContestSide => {
    let fleets = 0;
    let armies = 0;
    let modifier: number;
    if (!power) modifier = minor?.defence ?? 0;
    else if (isAutomated(s, power)) modifier = bonus[power] ?? 0;
    else {
      fleets = units?.fleets.length ?? 0;
      armies = (units?.armies ?? 0) + (units?.minorArmies.length ?? 0);
      const own = (units?.fleets ?? []).filter((id) => s.fleets.find((f) => f.id === id)?.owner === power).length;
      modifier = contestModifier(s, power, attacking, fleets, armies, 0, own);
    }
    const die = rng.roll();
    return { power, fleets, armies, modifier, die, total: die + modifier };
  };
  const r: ContestResult = { territory: c.territory, attacker: side(c.attacker, true), defender: side(c.defender, false), winner: 'none' };
  r.winner = winnerOf(s, r);
  return r;
}

/** An automated power that lost plays a kept "Change of Strategy" when a new die can still win (13.4.6), once per contest. Returns who rolled again. */
export function automatedRerolls(s: BelleEpoqueState, r: ContestResult, done: readonly PowerId[], rng: Rng): PowerId[] {
  const rolled: PowerId[] = [];
  for (const [me, other] of [[r.attacker, r.defender], [r.defender, r.attacker]] as const) {
    const p = me.power;
    if (!p || !isAutomated(s, p) || done.includes(p) || r.winner === (me === r.attacker ? 'attacker' : 'defender')) continue;
    const card = rerollCards(s, p)[0];
    if (!card || me.modifier + 6 <= other.total) continue;
    rerollWithCard(s, r, p, card, rng);
    rolled.push(p);
  }
  return rolled;
}

/**
 * A person in a contest of phase e who lost and holds an intrigue card that rolls a contest
 * die again (8.6) is asked, as in any contest (8.7): the card counts there too (13.9.3 leaves
 * the person's cards untouched). Null when the person won or holds no such card.
 */
export function personMayReroll(s: BelleEpoqueState, r: ContestResult, person: PowerId): boolean {
  const lost = (r.attacker.power === person && r.winner !== 'attacker') || (r.defender.power === person && r.winner !== 'defender');
  return lost && rerollCards(s, person).length > 0;
}

/** The person's answer (13.9.3 with 8.6): its die again with the card, or not; then the automated side may answer once; then step j. */
export function answerPhaseEReroll(s: BelleEpoqueState, c: Open, r: ContestResult, person: PowerId, card: string | null, done: readonly PowerId[], rng: Rng): void {
  if (card !== null) {
    rerollWithCard(s, r, person, card, rng);
    automatedRerolls(s, r, done, rng);
  }
  settleOne(s, c, r);
}

/** Step j of a contest of phase e, and its record. */
function settleOne(s: BelleEpoqueState, c: Open, r: ContestResult): void {
  settleContest(s, { territory: c.territory, space: c.space, attacker: c.attacker, defender: c.defender, step: 'attackerArmies', attackerFleets: [], defenderFleets: [], defenderArmies: { power: 0, minor: [] }, attackerArmies: { power: 0, minor: [] } }, r);
  s.lastContest = r;
  logAutomated(s, { contest: r });
}

/** The dice of a contest of phase e with a person, the automated side's reroll included, not yet settled. */
export function rollWithPerson(s: BelleEpoqueState, c: Open, bonus: Partial<Record<PowerId, number>>, units: PersonUnits, rng: Rng): { result: ContestResult; rerolled: PowerId[] } {
  const result = rollSides(s, c, bonus, units, rng);
  return { result, rerolled: automatedRerolls(s, result, [], rng) };
}

/**
 * Phase e (13.3 e): the contests with an automated power, in board order. One where a
 * person takes part waits for that person's fleets and armies (13.9.3: pending
 * 'automatedContest'); returns false then, true when every contest is resolved.
 * `bonus` carries 13.9.1's bonuses, counted over the contests open when the phase began.
 */
export function resolveAutomatedContests(s: BelleEpoqueState, rng: Rng, bonus?: Partial<Record<PowerId, number>>): boolean {
  const open = automatedContests(s);
  const b = bonus ?? bonuses(s, open);
  for (const c of open) {
    const person = [c.attacker, c.defender].find((p): p is PowerId => p !== null && !isAutomated(s, p));
    if (person) {
      s.pending = { kind: 'automatedContest', power: person, territory: c.territory, space: c.space, bonus: b };
      return false;
    }
    resolveOne(s, c, b, null, rng);
  }
  return true;
}

/** The open contest of a pending phase-e step. */
export function openAt(s: BelleEpoqueState, territory: TerritoryId, space: number): Open | undefined {
  return automatedContests(s).find((c) => c.territory === territory && c.space === space);
}

