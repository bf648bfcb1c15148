/**
 * The sequence of play (4.0): resources (5.0), events (6.0-6.3), intrigue cards
 * (7.0), then the action rounds (8.0); after everyone has passed, unresolved
 * contests go (8.11), preparation (9.0) and scoring (10.1, 10.2).
 * Every function mutates the state it is given; callers pass a copy.
 */
import { loadBelleEpoqueData, POWER_IDS, type PowerId } from './data';
import { alliedMinors, territory } from './board';
import { addEraDeck, drawIntrigueCard } from './decks';
import { applyEffects, newContext } from './effects';
import type { Rng } from './rng';
import { scoreAll } from './scoring';
import type { BelleEpoqueState } from './state';
import { resolveAutomatedContests } from './automated/contests';
import { rotateAutomated, withAutomatedFirst } from './automated/order';

const d = loadBelleEpoqueData();
const power = (p: PowerId) => d.powers.find((x) => x.id === p)!;

/** Income of a turn: the power's base plus +£ of allied minor nations (5.0, 8.2.3). */
export function incomeOf(s: BelleEpoqueState, p: PowerId): number {
  let n = power(p).income;
  for (const id of alliedMinors(s, p)) for (const b of territory(id).allianceBonus ?? []) if (b.kind === 'income') n += b.amount;
  return n;
}

/** Cubes a turn: 3, France 4 after the Eiffel Tower (5.0, 8.3). */
export function cubesPerTurnOf(s: BelleEpoqueState, p: PowerId): number {
  let n = power(p).cubesPerTurn;
  if (s.powers[p].greatWork) for (const e of power(p).greatWork.bonus) if (e.kind === 'cubesPerTurn') n += e.delta;
  return n;
}

/** 5.0: money from the bank, cubes from the general reserve (as many as are left). */
export function resourcePhase(s: BelleEpoqueState): void {
  for (const p of POWER_IDS) {
    // 13.3 a: people only; an automated power plays without money and takes its cubes at 13.7.
    if ((s.automated ?? []).includes(p)) {
      s.powers[p].money = 0;
      continue;
    }
    s.powers[p].money += incomeOf(s, p);
    const n = Math.min(cubesPerTurnOf(s, p), s.reserve[p]);
    s.reserve[p] -= n;
    s.powers[p].embassy += n;
  }
}

/** Resolves one event card (6.0, 6.2); returns true if it ends the game (6.3). */
export function resolveEvent(s: BelleEpoqueState, id: string, rng: Rng): boolean {
  const card = d.events.find((e) => e.id === id)!;
  const ctx = newContext(null, {}, rng);
  applyEffects(s, card.effects, ctx);
  s.events.discard.push(id);
  return ctx.endGame === true;
}

/** 6.0: two events, drawn and resolved one after the other; true if Sarajevo ended the game (6.3). */
export function eventPhase(s: BelleEpoqueState, rng: Rng): boolean {
  s.lastEvents = [];
  for (let k = 0; k < d.rules.eventsPerTurn; k++) {
    const id = s.events.deck.shift();
    if (!id) break;
    s.lastEvents.push(id);
    if (resolveEvent(s, id, rng)) return true;
  }
  return false;
}

/** 7.0: on turns 2-4-6-8 each power draws one intrigue card in turn order; the Ottoman ally draws two and keeps one (8.2.3). */
export function intriguePhase(s: BelleEpoqueState, rng: Rng): void {
  if (!d.rules.intrigueTurns.includes(s.turn)) return;
  for (const p of s.order) {
    // 13.7 note: of a minor ally's bonuses an automated power takes only fleets and prestige.
    const two = !(s.automated ?? []).includes(p) && alliedMinors(s, p).some((id) => territory(id).allianceBonus?.some((b) => b.kind === 'intrigueDrawTwoKeepOne'));
    const a = drawIntrigueCard(s, rng);
    if (!a) continue;
    if (two) {
      const b = drawIntrigueCard(s, rng);
      if (b) {
        s.pending = { kind: 'keepIntrigue', power: p, cards: [a, b] };
        continue;
      }
    }
    s.powers[p].hand.intrigue.push(a);
  }
}

/** Ends the game with the final scoring (10.2). */
export function endGame(s: BelleEpoqueState, reason: 'turns' | 'sarajevo', rng: Rng): void {
  scoreAll(s, true, rng);
  s.phase = 'ended';
  s.endReason = reason;
  s.pending = null;
}

/** Starts turn `s.turn`: era decks (6.1), resources, events, intrigue, then the first round of actions. */
/** Set-up (3.3) done: turn 1 in the order drawn at 3.0 step 9. */
export function beginFirstTurn(s: BelleEpoqueState, rng: Rng): void {
  s.order = s.nextOrder;
  s.nextOrder = [];
  s.turn = 1;
  s.current = 0;
  startTurn(s, rng);
}

export function startTurn(s: BelleEpoqueState, rng: Rng): void {
  if (s.turn === d.rules.eras[1].turns[0]) addEraDeck(s, 2, rng);
  if (s.turn === d.rules.eras[2].turns[0]) addEraDeck(s, 3, rng);
  resourcePhase(s);
  if (eventPhase(s, rng)) {
    // 6.3: the turn in which Sarajevo is drawn is not played.
    endGame(s, 'sarajevo', rng);
    return;
  }
  intriguePhase(s, rng);
  s.phase = 'actions';
  s.current = 0;
  s.roundActions = [];
  for (const p of POWER_IDS) s.powers[p].passed = false;
}

/** After the last pass: 8.11, preparation (9.0), scoring (10.1) and the next turn or the end (10.2). */
export function endActionPhase(s: BelleEpoqueState, rng: Rng): void {
  // 13.3 e: the contests with an automated power, before 8.11 cancels the rest; one with a person waits for its choice (13.9.3).
  if (s.automated?.length && !resolveAutomatedContests(s, rng)) return;
  finishTurn(s, rng);
}

/** From 8.11 on: cancelled contests, preparation (9.0), scoring (10.1) and the next turn or the end (10.2). */
export function finishTurn(s: BelleEpoqueState, rng: Rng): void {
  // 8.11: unresolved contests are cancelled; the cube on top goes back.
  for (const spaces of Object.values(s.board)) for (const sp of spaces) if (sp.top) {
    s.reserve[sp.top] += 1;
    delete sp.top;
  }
  // 9.0 steps 1-2: armies back to the arsenal, fleets turned active where they are.
  for (const p of POWER_IDS) {
    const a = s.powers[p].armies;
    a.arsenal += a.used;
    a.used = 0;
    s.powers[p].prestigeDone = false;
    delete s.powers[p].contestBonus;
  }
  for (const m of s.minorArmies) m.used = false;
  for (const f of s.fleets) f.exhausted = false;
  // Step 3: next turn's order; step 4: intrigue cards played go to the discards, the marks come off (8.6.1).
  // 13.2: the automated powers first, rotated; the people in the order they passed.
  s.order = s.automated?.length ? withAutomatedFirst(rotateAutomated(s.order.filter((p) => s.automated!.includes(p))), s.nextOrder) : [...s.nextOrder];
  s.nextOrder = [];
  s.intrigue.discard.push(...s.intrigue.played);
  s.intrigue.played = [];
  s.marked = [];
  for (const p of s.markerCubes) s.reserve[p] += 1;
  s.markerCubes = [];
  // Diplomatic Rift ends with the turn, but an automated player's holds in the next one (13.4.7).
  s.blocked = s.blocked.filter((b) => b.turn !== undefined && b.turn > s.turn);
  // 10.1: scoring at the end of Eras I and II; 10.2 after the last turn.
  if (d.rules.scoringTurns.includes(s.turn)) scoreAll(s, false, rng);
  if (s.turn >= d.rules.maxTurns) {
    endGame(s, 'turns', rng);
    return;
  }
  // Step 5: the turn marker advances.
  s.turn += 1;
  startTurn(s, rng);
}

/** Moves play to the next power's round, or ends the action phase when all have passed (8.0, 8.10). */
export function nextRound(s: BelleEpoqueState, rng: Rng): void {
  s.roundActions = [];
  const n = s.order.length;
  for (let k = 1; k <= n; k++) {
    const i = (s.current + k) % n;
    if (!s.powers[s.order[i]].passed) {
      s.current = i;
      return;
    }
  }
  endActionPhase(s, rng);
}
