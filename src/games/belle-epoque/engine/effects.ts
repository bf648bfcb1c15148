/**
 * The interpreter of the effect vocabulary (data.ts): events (6.x), intrigue and
 * national cards (8.6), with the placement rules of 6.2 and 8.6.2. Mutates the
 * state it is given; callers pass a copy.
 */
import { loadBelleEpoqueData, POWER_IDS, type CubeOwner, type Effect, type PowerId, type TerritoryId, type TerritoryRef } from './data';
import { allyOf, closedTo, cubeController, isPower, lowestFree } from './board';
import { isAutomated } from './automated/common';
import { drawIntrigueCard } from './decks';
import { movePrestige } from './prestige';
import { refuse } from './refusal';
import type { Rng } from './rng';
import type { BelleEpoqueState, Space } from './state';

const d = loadBelleEpoqueData();

/** What the card's player chose: the target power, territories and spaces in the order the effects use them, a choice's option. */
export interface CardChoices {
  target?: PowerId;
  territories?: TerritoryId[];
  spaces?: { territory: TerritoryId; space: number }[];
  option?: number;
  /** Only the cubes picked in `spaces` are removed, none by default (an automated power's card, 13.4.3 c). */
  onlyPicks?: boolean;
}

export interface EffectContext {
  /** The card's player; null for an event. */
  self: PowerId | null;
  choices: CardChoices;
  rng: Rng;
  /** Opposing powers that suffered the effects (8.6: they mark the card, 8.6.1). */
  affected: Set<PowerId>;
  /** Set when the target must choose: the rest waits for it. */
  awaitTarget?: boolean;
  /** Set by the end-game event (6.3). */
  endGame?: boolean;
  territoryCursor: number;
  spaceCursor: number;
  /** An automated player's pick of the cube a free-or-replace placement replaces (13.4.5): a space, or -1 for a free space only. */
  replacePick?: (s: BelleEpoqueState, id: TerritoryId) => number;
  /** Powers the engine's default picks pass over: the automated powers, for a person's automaton half (13.4). */
  spared?: ReadonlySet<PowerId>;
}

export function newContext(self: PowerId | null, choices: CardChoices, rng: Rng): EffectContext {
  return { self, choices, rng, affected: new Set(), territoryCursor: 0, spaceCursor: 0 };
}

function candidates(ref: TerritoryRef): TerritoryId[] {
  if ('id' in ref) return [ref.id];
  if ('oneOf' in ref) return ref.oneOf;
  return d.territories.filter((t) => ref.anyIn === 'any' || t.continent === ref.anyIn).map((t) => t.id);
}

/** The next territory the player chose among `allowed`, or the first allowed one that `fits` when none was given. */
function pickTerritory(ctx: EffectContext, allowed: TerritoryId[], fits: (id: TerritoryId) => boolean): TerritoryId | null {
  const chosen = ctx.choices.territories?.[ctx.territoryCursor];
  if (chosen !== undefined) {
    ctx.territoryCursor += 1;
    if (!allowed.includes(chosen)) refuse('8.6', `The card does not allow ${chosen}.`, `La carta non consente ${chosen}.`);
    return chosen;
  }
  return allowed.find(fits) ?? null;
}

function targetOf(ctx: EffectContext, s: BelleEpoqueState): PowerId {
  const t = ctx.choices.target;
  if (!t || !isPower(t) || t === ctx.self) refuse('8.6', 'The card needs an opposing power as its target.', 'La carta richiede una Potenza avversaria come bersaglio.');
  if (s.marked.includes(t)) refuse('8.6.1', 'That power was already the target of a card this turn.', 'Quella Potenza è già stata bersaglio di una carta in questo turno.');
  return t;
}

function whoList(ctx: EffectContext, s: BelleEpoqueState, who: string): PowerId[] {
  if (who === 'self') return ctx.self ? [ctx.self] : [];
  if (who === 'target') return [targetOf(ctx, s)];
  if (who === 'each') return [...POWER_IDS];
  return [who as PowerId];
}

/** Returns a removed base cube to the general reserve; a contesting cube on it takes the space (our reading of 8.2.5). */
export function removeBase(s: BelleEpoqueState, sp: Space): void {
  const owner = sp.cube;
  if (owner && owner !== 'arms') s.reserve[owner] += 1;
  sp.cube = sp.top ?? null;
  delete sp.top;
}

/** A free-or-replace placement on an occupied space (8.6.2): the cube there goes back, its power suffered the card. */
function replaceAt(s: BelleEpoqueState, sp: Space, owner: CubeOwner, ctx: EffectContext): void {
  if (sp.cube === null || sp.cube === 'arms' || sp.top) refuse('8.6.2', 'Replace a cube: pick a space holding a diplomatic cube and no contest.', 'Sostituzione: scegli uno spazio con un cubo MD e senza Contesa.');
  hitByReplacement(s, cubeController(s, sp.cube), ctx);
  s.reserve[sp.cube] += 1;
  sp.cube = owner;
  s.reserve[owner] -= 1;
}

/** The power whose cube a card replaces suffers the card (8.6), unless another card hit it this turn (8.6.1). */
function hitByReplacement(s: BelleEpoqueState, victim: PowerId | null, ctx: EffectContext): void {
  if (!victim || victim === ctx.self) return;
  if (ctx.self !== null && s.marked.includes(victim)) refuse('8.6.1', 'That power was already the target of a card this turn.', 'Quella Potenza è già stata bersaglio di una carta in questo turno.');
  ctx.affected.add(victim);
}

/** Puts one cube of `owner` into a territory, following the placement mode (6.2, 8.6.2). */
function placeOne(s: BelleEpoqueState, owner: CubeOwner, id: TerritoryId, mode: 'event' | 'freeOrReplace' | 'free', ctx: EffectContext): void {
  if (s.reserve[owner] <= 0) return;
  const spaces = s.board[id];
  // Diplomatic Rift stops the cubes powers send, not an event's (an automated player's Rift reaches into the next turn's events, 13.4.7).
  if (ctx.self !== null && isPower(owner) && closedTo(s, id, owner)) refuse('8.6', 'That territory is closed to other powers\' cubes this turn.', 'Quel Territorio è chiuso ai cubi MD delle altre Potenze in questo turno.');
  if (mode === 'freeOrReplace' && ctx.replacePick) {
    const i = ctx.replacePick(s, id);
    if (i >= 0) return replaceAt(s, spaces[i], owner, ctx);
    // No opposing power's cube to take: a free space, else nothing.
    const free = lowestFree(spaces);
    if (free >= 0) {
      spaces[free].cube = owner;
      s.reserve[owner] -= 1;
    }
    return;
  }
  if (mode === 'freeOrReplace') {
    const pick = ctx.choices.spaces?.[ctx.spaceCursor];
    if (pick && pick.territory === id) {
      ctx.spaceCursor += 1;
      const sp = spaces[pick.space];
      if (!sp || sp.cube === null || sp.cube === 'arms' || sp.top) refuse('8.6.2', 'Replace a cube: pick a space holding a diplomatic cube and no contest.', 'Sostituzione: scegli uno spazio con un cubo MD e senza Contesa.');
      hitByReplacement(s, cubeController(s, sp.cube), ctx);
      s.reserve[sp.cube] += 1;
      sp.cube = owner;
      s.reserve[owner] -= 1;
      return;
    }
  }
  const free = lowestFree(spaces);
  if (free >= 0) {
    spaces[free].cube = owner;
    s.reserve[owner] -= 1;
    return;
  }
  if (mode === 'free') refuse('8.6', 'No free space in that territory.', 'Nessuno spazio libero in quel Territorio.');
  if (mode === 'event') {
    // 6.2: a die picks the cube replaced, whoever owns it; an arms cube cancels the placement.
    const sp = spaces[Math.min(ctx.rng.roll(), spaces.length) - 1];
    if (sp.cube === 'arms') return;
    if (sp.cube) s.reserve[sp.cube] += 1;
    sp.cube = owner;
    s.reserve[owner] -= 1;
    return;
  }
  // freeOrReplace with no free space and no pick: the first cube not the placer's nor of a power a card hit this turn (8.6.1).
  const idx = spaces.findIndex((sp) => {
    const who = cubeController(s, sp.cube);
    return sp.cube !== 'arms' && who !== ctx.self && !(who && (s.marked.includes(who) || ctx.spared?.has(who)));
  });
  if (idx < 0) return;
  hitByReplacement(s, cubeController(s, spaces[idx].cube), ctx);
  if (spaces[idx].cube) s.reserve[spaces[idx].cube as CubeOwner] += 1;
  spaces[idx].cube = owner;
  s.reserve[owner] -= 1;
}

function applyPlace(s: BelleEpoqueState, e: Extract<Effect, { kind: 'placeCubes' }>, ctx: EffectContext): void {
  const owner = e.owner === 'self' ? ctx.self! : e.owner;
  const mode = e.mode ?? 'event';
  const allowed = candidates(e.where);
  const fits = (id: TerritoryId) => mode !== 'free' || lowestFree(s.board[id]) >= 0;
  if ('id' in e.where) {
    for (let k = 0; k < e.count; k++) placeOne(s, owner, e.where.id, mode, ctx);
    return;
  }
  const per = e.perTerritory ?? e.count;
  const inside = (t: TerritoryId, used: TerritoryId[]) => used.filter((u) => u === t).length;
  const used: TerritoryId[] = [];
  let placed = 0;
  while (placed < e.count) {
    const id = pickTerritory(ctx, allowed, (t) => fits(t) && inside(t, used) === 0);
    if (!id) return;
    if (inside(id, used) > 0) refuse('8.6', 'The card allows fewer cubes in one territory.', 'La carta consente meno cubi MD in un solo Territorio.');
    const k = Math.min(per, e.count - placed);
    for (let i = 0; i < k; i++) placeOne(s, owner, id, mode, ctx);
    used.push(id);
    placed += k;
  }
}

function removable(sp: Space, owners: (o: CubeOwner) => boolean): boolean {
  // 8.2.5: only the base cube of a contest can be removed; arms cubes never (8.9.1).
  return sp.cube !== null && sp.cube !== 'arms' && owners(sp.cube);
}

function applyRemove(s: BelleEpoqueState, e: Extract<Effect, { kind: 'removeCubes' }>, ctx: EffectContext): void {
  const ids = candidates(e.where);
  const groups: ((o: CubeOwner) => boolean)[] = [];
  if (e.owner === 'eachPower') for (const p of POWER_IDS) groups.push((o) => o === p);
  else if (e.owner === 'target') {
    const t = targetOf(ctx, s);
    groups.push((o) => o === t);
  } else if (e.owner === 'opponents') groups.push((o) => isPower(o) && o !== ctx.self && !s.marked.includes(o) && !(ctx.spared?.has(o) && !ctx.choices.spaces?.length));
  else groups.push((o) => o === e.owner);
  const limitByWhere = 'oneOf' in e.where ? pickTerritory(ctx, ids, () => true) : null;
  const scope = limitByWhere ? [limitByWhere] : ids;
  for (const owners of groups) {
    const taken: Record<string, number> = {};
    const all = e.count === 'all';
    let left = all ? Infinity : (e.count as number);
    const canTake = (o: CubeOwner) => !e.maxPerPower || (taken[o] ?? 0) < e.maxPerPower;
    const take = (sp: Space) => {
      const o = sp.cube as CubeOwner;
      taken[o] = (taken[o] ?? 0) + 1;
      if (isPower(o) && o !== ctx.self) ctx.affected.add(o);
      removeBase(s, sp);
      left -= 1;
    };
    // The player's picks first (cards), then the highest die faces (events and defaults).
    while (left > 0 && ctx.self && ctx.choices.spaces && ctx.spaceCursor < ctx.choices.spaces.length) {
      const pick = ctx.choices.spaces[ctx.spaceCursor];
      if (!scope.includes(pick.territory)) break;
      ctx.spaceCursor += 1;
      const sp = s.board[pick.territory][pick.space];
      if (!sp || !removable(sp, owners) || !canTake(sp.cube as CubeOwner)) refuse('8.6', 'That cube cannot be removed by this card.', 'Quel cubo MD non può essere rimosso da questa carta.');
      take(sp);
    }
    if (ctx.choices.onlyPicks) continue;
    for (const id of scope) {
      const spaces = s.board[id];
      for (let i = spaces.length - 1; i >= 0 && left > 0; i--) {
        if (removable(spaces[i], owners) && canTake(spaces[i].cube as CubeOwner)) take(spaces[i]);
      }
    }
  }
}

/** The power allied with most of the territories, none on a tie (Balkan Wars, 10.2). */
function mostAllied(s: BelleEpoqueState, ids: TerritoryId[]): PowerId | null {
  const n: Record<string, number> = {};
  for (const id of ids) {
    const a = allyOf(s, id);
    if (a) n[a] = (n[a] ?? 0) + 1;
  }
  const best = Math.max(0, ...Object.values(n));
  const top = Object.keys(n).filter((p) => n[p] === best);
  return best > 0 && top.length === 1 ? (top[0] as PowerId) : null;
}

export function applyEffects(s: BelleEpoqueState, effects: Effect[], ctx: EffectContext): void {
  for (const e of effects) {
    if (ctx.awaitTarget || ctx.endGame) return;
    switch (e.kind) {
      case 'placeCubes': applyPlace(s, e, ctx); break;
      case 'removeCubes': applyRemove(s, e, ctx); break;
      case 'money':
        for (const p of whoList(ctx, s, e.who)) {
          // 13.3: an automated power always plays without money.
          if ((s.automated ?? []).includes(p)) continue;
          s.powers[p].money = Math.max(0, s.powers[p].money + e.amount);
          if (e.amount < 0 && p !== ctx.self && ctx.self) ctx.affected.add(p);
        }
        break;
      case 'prestige':
        for (const p of whoList(ctx, s, e.who)) {
          movePrestige(s, p, e.delta, ctx.rng);
          if (e.delta < 0 && p !== ctx.self && ctx.self) ctx.affected.add(p);
        }
        break;
      case 'gainCubes':
        for (const p of whoList(ctx, s, e.who)) {
          const n = Math.min(e.count, s.reserve[p]);
          s.reserve[p] -= n;
          s.powers[p].embassy += n;
        }
        break;
      case 'loseCubes':
        for (const p of whoList(ctx, s, e.who)) {
          const n = Math.min(e.count, s.powers[p].embassy);
          s.powers[p].embassy -= n;
          s.reserve[p] += n;
          if (p !== ctx.self && ctx.self) ctx.affected.add(p);
        }
        break;
      case 'drawIntrigue':
        for (const p of whoList(ctx, s, e.who)) for (let k = 0; k < e.count; k++) {
          const c = drawIntrigueCard(s, ctx.rng);
          if (c) s.powers[p].hand.intrigue.push(c);
        }
        break;
      case 'discardIntrigue':
        for (const p of whoList(ctx, s, e.who)) for (let k = 0; k < e.count; k++) {
          const c = s.powers[p].hand.intrigue.pop();
          if (c) s.intrigue.discard.push(c);
          if (p !== ctx.self && ctx.self) ctx.affected.add(p);
        }
        break;
      case 'freeArmies':
        for (const p of whoList(ctx, s, e.who)) {
          const n = Math.min(e.count, s.powers[p].armies.reserve);
          s.powers[p].armies.reserve -= n;
          s.powers[p].armies.arsenal += n;
        }
        break;
      case 'returnArmies':
        for (const p of whoList(ctx, s, e.who)) {
          const n = Math.min(e.count, s.powers[p].armies.arsenal);
          s.powers[p].armies.arsenal -= n;
          s.powers[p].armies.reserve += n;
          if (p !== ctx.self && ctx.self) ctx.affected.add(p);
        }
        break;
      case 'exhaustFleets':
        for (const p of whoList(ctx, s, e.who)) {
          let n = e.count;
          for (const f of s.fleets) if (n > 0 && f.owner === p && !f.exhausted && f.where !== 'reserve' && f.where !== 'arsenal' && f.where !== 'removed') {
            f.exhausted = true;
            n -= 1;
          }
          if (p !== ctx.self && ctx.self) ctx.affected.add(p);
        }
        break;
      case 'choice': {
        if (e.chooser === 'target') {
          targetOf(ctx, s);
          ctx.awaitTarget = true;
          return;
        }
        const o = ctx.choices.option ?? 0;
        if (!e.options[o]) refuse('8.6', 'Pick one of the card\'s options.', 'Scegli una delle opzioni della carta.');
        applyEffects(s, e.options[o], ctx);
        break;
      }
      case 'contestBonus':
        s.powers[ctx.self!].contestBonus = { amount: e.amount, cap: e.cap, whenFleetUsed: e.whenFleetUsed ?? false };
        break;
      case 'rerollContestDie':
        refuse('8.6', 'This half is used inside a contest, not as an action.', 'Questa metà si usa durante una Contesa, non come azione.');
        break;
      case 'blockTerritory': {
        const id = pickTerritory(ctx, candidates(e.where), () => true)!;
        // 13.4.7: an automated player's Diplomatic Rift holds in the next turn.
        s.blocked.push({ territory: id, by: ctx.self!, ...(isAutomated(s, ctx.self) ? { turn: s.turn + 1 } : {}) });
        break;
      }
      case 'fleetTrack':
        if (ctx.self) s.powers[ctx.self].fleetTrack += e.delta;
        break;
      case 'assignCard':
        s.balkanWars = mostAllied(s, e.territories);
        break;
      case 'endGame':
        ctx.endGame = true;
        return;
      // Great-work bonuses read by the rules where they apply (5.0, 8.6, 8.7).
      case 'fleetContestCost': case 'cubesPerTurn': case 'unlockNationalCard':
        break;
    }
  }
}

/** Whether an effect list acts on an opposing power the player picks (8.6.1). */
export function needsTarget(effects: Effect[]): boolean {
  return effects.some((e) => ('who' in e && e.who === 'target') || (e.kind === 'removeCubes' && e.owner === 'target') || (e.kind === 'choice' && (e.chooser === 'target' || e.options.some(needsTarget))));
}


/** 8.6: the power that suffered a card puts a cube from the general reserve on it, back at preparation (9.0 step 4). */
export function markTarget(s: BelleEpoqueState, p: PowerId): void {
  if (s.marked.includes(p)) return;
  s.marked.push(p);
  if (s.reserve[p] > 0) {
    s.reserve[p] -= 1;
    s.markerCubes.push(p);
  }
}

