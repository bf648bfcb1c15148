/** Intrigue and national cards of an automated power (13.4.1-13.4.7). */
import { loadBelleEpoqueData, POWER_IDS, type Effect, type PowerId, type TerritoryId } from '../data';
import { isPower } from '../board';
import { applyEffects, markTarget, needsTarget, newContext, type CardChoices } from '../effects';
import { RuleError } from '../refusal';
import type { Rng } from '../rng';
import { cloneState, commitInPlace, type BelleEpoqueState } from '../state';
import { automatonOption, heldBy, isAutomated, mostCubes, pickByDie, sheetOf } from './common';

const d = loadBelleEpoqueData();

/** 8.6.1: marked by a card this turn, or owing the choice of one (marked when it chooses). */
function hitThisTurn(s: BelleEpoqueState, x: PowerId): boolean {
  return s.marked.includes(x) || (s.pending?.kind === 'targetChoice' && s.pending.power === x);
}

/** 13.4.3: the opposing power with most of what the effect takes (prestige, money, cards, embassy cubes); a die on a tie. */
export function targetPower(s: BelleEpoqueState, p: PowerId, effects: Effect[], rule: 'random' | 'richestHuman' | undefined, rng: Rng): PowerId | null {
  let cands = POWER_IDS.filter((x) => x !== p && !hitThisTurn(s, x));
  // 13.4.6 Financial Scandal: only the people's powers.
  if (rule === 'richestHuman') cands = cands.filter((x) => !isAutomated(s, x));
  if (!cands.length) return null;
  // 13.4.6 Sabotage: a die among the powers still open to a card.
  if (rule === 'random') return pickByDie(cands, rng);
  const e = effects.find((x) => 'who' in x && x.who === 'target') ?? effects.find((x) => x.kind === 'removeCubes');
  const measure = (x: PowerId): number => {
    const ps = s.powers[x];
    switch (e?.kind) {
      case 'money': return ps.money;
      case 'discardIntrigue': return ps.hand.intrigue.length;
      case 'loseCubes': return ps.embassy;
      default: return ps.prestige;
    }
  };
  const best = Math.max(...cands.map(measure));
  return pickByDie(cands.filter((x) => measure(x) === best), rng);
}

/**
 * 13.4.3 b-c and 13.4.4: the cubes a removal takes, territory by territory in the
 * sheet's priority order (skipping those it holds), each cube from the opponent with
 * most cubes there, the count re-valued after each cube.
 */
export function removalPicks(s: BelleEpoqueState, p: PowerId, e: Extract<Effect, { kind: 'removeCubes' }>, target: PowerId | null, rng: Rng): { territory: TerritoryId; space: number }[] {
  const picks: { territory: TerritoryId; space: number }[] = [];
  const scope = 'id' in e.where ? [e.where.id] : 'oneOf' in e.where ? e.where.oneOf : null;
  const taken = new Map<PowerId, number>();
  let left = e.count === 'all' ? Infinity : e.count;
  let victim = target;
  for (const id of sheetOf(p).priorities) {
    if (left <= 0) break;
    if ((scope && !scope.includes(id)) || heldBy(s, id, p)) continue;
    const spaces = s.board[id];
    const used = new Set<number>();
    for (;;) {
      if (left <= 0) break;
      const ok = (o: PowerId) => o !== p && (!victim || o === victim) && !hitThisTurn(s, o) && (!e.maxPerPower || (taken.get(o) ?? 0) < e.maxPerPower);
      const count = new Map<PowerId, number>();
      spaces.forEach((sp, i) => { if (!used.has(i) && isPower(sp.cube) && ok(sp.cube)) count.set(sp.cube, (count.get(sp.cube) ?? 0) + 1); });
      if (!count.size) break;
      const max = Math.max(...count.values());
      const tied = [...count.keys()].filter((x) => count.get(x) === max);
      // 13.4.4's example (Melanesia): a power that already lost a cube to this card is passed over while another ties with it.
      const fresh = tied.filter((x) => !taken.has(x));
      const who = pickByDie(fresh.length ? fresh : tied, rng);
      // 13.4.6 Diplomatic Attack: the first cube fixes the target power.
      if (e.owner === 'target') victim = who;
      // The highest face of that power's cubes, as the engine's default (8.6).
      let i = -1;
      spaces.forEach((sp, j) => { if (!used.has(j) && sp.cube === who) i = j; });
      used.add(i);
      picks.push({ territory: id, space: i });
      taken.set(who, (taken.get(who) ?? 0) + 1);
      left -= 1;
    }
    if (scope && picks.length) break;
  }
  return picks;
}

/**
 * 13.4.5: a neutral nation's cube placed by the automated power's card replaces a cube of
 * the opposing power with most cubes in the territory (13.4.4, a die on a tie; powers already
 * hit by a card this turn are spared, 8.6.1), its highest face; -1 when there is none.
 */
export function replacePick(s: BelleEpoqueState, p: PowerId, id: TerritoryId, rng: Rng): number {
  const spaces = s.board[id];
  const cands = mostCubes(spaces, p, (x) => !hitThisTurn(s, x));
  if (!cands.length) return -1;
  const who = pickByDie(cands, rng);
  let at = -1;
  spaces.forEach((sp, i) => { if (sp.cube === who && !sp.top) at = i; });
  return at;
}

/** The choices an automated power makes for a card's effects (13.4.3-13.4.7). */
function choicesFor(s: BelleEpoqueState, p: PowerId, effects: Effect[], rule: 'random' | 'richestHuman' | undefined, rng: Rng): CardChoices | null {
  const choices: CardChoices = { option: 0 };
  const remove = effects.find((x) => x.kind === 'removeCubes');
  if (remove && remove.kind === 'removeCubes' && remove.owner !== 'eachPower') {
    const picks = removalPicks(s, p, remove, null, rng);
    if (!picks.length) return null;
    choices.spaces = picks;
    choices.onlyPicks = true;
    if ('oneOf' in remove.where) choices.territories = [picks[0].territory];
    if (remove.owner === 'target') choices.target = s.board[picks[0].territory][picks[0].space].cube as PowerId;
  }
  if (needsTarget(effects) && !choices.target) {
    const t = targetPower(s, p, effects, rule, rng);
    if (!t) return null;
    choices.target = t;
  }
  const territories: TerritoryId[] = [...(choices.territories ?? [])];
  for (const e of effects) {
    // 13.4.6 Big Stick Policy: the die picks the first of the two territories (even) or the second (odd).
    if (e.kind === 'placeCubes' && 'oneOf' in e.where && e.automatonByDie) territories.push(e.where.oneOf[rng.roll() % 2 === 0 ? 0 : 1]);
    // Diplomatic Rift: the first territory of its priorities that it holds (our reading of 13.4.7).
    else if (e.kind === 'blockTerritory') {
      const own = sheetOf(p).priorities.find((id) => heldBy(s, id, p)) ?? sheetOf(p).priorities[0];
      territories.push(own);
    } else if (e.kind === 'placeCubes' && 'oneOf' in e.where) territories.push(sheetOf(p).priorities.find((id) => ('oneOf' in e.where) && e.where.oneOf.includes(id)) ?? e.where.oneOf[0]);
  }
  if (territories.length) choices.territories = territories;
  return choices;
}

/** What became of a card: played, discarded for want of a target (13.4.3 c), or played with a person's choice to come (13.4.6). */
type Outcome = { played: false } | { played: true; awaits?: PowerId };

/** Plays one card's effects for the automated power; state untouched when it has no valid target (13.4.3 c: discarded). */
function resolve(s: BelleEpoqueState, p: PowerId, effects: Effect[], rule: 'random' | 'richestHuman' | undefined, rng: Rng): Outcome {
  const choices = choicesFor(s, p, effects, rule, rng);
  if (!choices) return { played: false };
  const trial = cloneState(s);
  let awaits: PowerId | undefined;
  try {
    const ctx = newContext(p, choices, rng);
    ctx.replacePick = (st, id) => replacePick(st, p, id, rng);
    applyEffects(trial, effects, ctx);
    if (ctx.awaitTarget) {
      const target = choices.target!;
      // 13.4.6 Political Scandal: an automated target answers by die at once; a person's power chooses (8.6), after this phase.
      if (isAutomated(trial, target)) {
        const choice = effects.find((e) => e.kind === 'choice' && e.chooser === 'target') as Extract<Effect, { kind: 'choice' }>;
        applyEffects(trial, choice.options[automatonOption(choice, rng)], newContext(p, { target }, rng));
        ctx.affected.add(target);
      } else awaits = target;
    }
    for (const v of ctx.affected) markTarget(trial, v);
  } catch (err) {
    if (err instanceof RuleError) return { played: false };
    throw err;
  }
  // In place: the automaton phase and applyAction hold references into `s` (13.3, 13.5).
  commitInPlace(s, trial);
  return awaits ? { played: true, awaits } : { played: true };
}

/**
 * Step 1 of 13.3: the Progress table's intrigue and national cards (13.4.1, 13.4.2), each
 * drawn at random from the hand, the automaton half resolved, the cost ignored. A card
 * kept for contests ("Change of Strategy", 13.4.6) stays in the hand for phase e.
 */
export function playCards(s: BelleEpoqueState, p: PowerId, row: { intrigue: boolean; national: boolean }, rng: Rng): string[] {
  const played: string[] = [];
  const ps = s.powers[p];
  if (row.intrigue && ps.hand.intrigue.length) {
    const id = ps.hand.intrigue[rng.below(ps.hand.intrigue.length)];
    const card = d.intrigueCards.find((c) => c.id === id)!;
    const half = card.halves.find((h) => h.automaton)!;
    if (half.timing !== 'contest') {
      const out = resolve(s, p, half.effects, half.automatonTarget, rng);
      // The person's choice is asked once the automated phase is over (applyAction).
      if (out.played && out.awaits) s.pending = { kind: 'targetChoice', power: out.awaits, by: p, card: id, half: card.halves.indexOf(half) as 0 | 1 };
      s.powers[p].hand.intrigue = s.powers[p].hand.intrigue.filter((c) => c !== id);
      s.intrigue.played.push(id);
      played.push(id);
    }
  }
  if (row.national && s.powers[p].hand.national.length) {
    const hand = s.powers[p].hand.national;
    const id = hand[rng.below(hand.length)];
    const card = d.nationalCards.find((c) => c.id === id)!;
    const out = resolve(s, p, card.effects, undefined, rng);
    if (out.played && out.awaits && !s.pending) s.pending = { kind: 'targetChoice', power: out.awaits, by: p, card: id, half: 0 };
    s.powers[p].hand.national = s.powers[p].hand.national.filter((c) => c !== id);
    played.push(id);
  }
  return played;
}
