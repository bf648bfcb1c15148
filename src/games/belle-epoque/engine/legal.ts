/**
 * The legal actions of the power to act: candidates built from the state, kept
 * when `checkAction` accepts them. Card choices beyond the target and one
 * territory are left to the engine's defaults, so the list stays short; any
 * other legal choice is still accepted by `checkAction`.
 */
import { loadBelleEpoqueData, POWER_IDS, type Continent, type PowerId } from './data';
import { fleetController, hasFleetIn, territory } from './board';
import { type Action, actor, checkAction, seaEmpireInPhaseE } from './actions';
import { mobilisableFleets, rerollCards } from './contest';
import { needsTarget } from './effects';
import { HIDDEN_CARD, type BelleEpoqueState } from './state';

const d = loadBelleEpoqueData();
const CONTINENTS: Continent[] = ['europe', 'africa', 'asia'];

function cardEffects(kind: 'intrigue' | 'national', id: string, half: 0 | 1) {
  return kind === 'intrigue' ? d.intrigueCards.find((c) => c.id === id)!.halves[half].effects : d.nationalCards.find((c) => c.id === id)!.effects;
}

function cardCandidates(s: BelleEpoqueState, p: PowerId): Action[] {
  const out: Action[] = [];
  const variants = (kind: 'intrigue' | 'national', id: string, half: 0 | 1): Action[] => {
    const effects = cardEffects(kind, id, half);
    const targets = needsTarget(effects) ? POWER_IDS.filter((t) => t !== p) : [undefined];
    // Territory picks: each of a short list; anywhere is left to the engine's default.
    const lists = effects.flatMap((e) => ((e.kind === 'placeCubes' || e.kind === 'blockTerritory' || e.kind === 'removeCubes') && 'oneOf' in e.where ? e.where.oneOf : []));
    const options = effects.some((e) => e.kind === 'choice' && e.chooser === 'self') ? [0, 1] : [undefined];
    const list: Action[] = [];
    for (const target of targets) for (const option of options) {
      const base = { ...(target ? { target } : {}), ...(option !== undefined ? { option } : {}) };
      const territories = [undefined, ...lists];
      for (const t of territories) {
        const choices = { ...base, ...(t ? { territories: [t] } : {}) };
        list.push(kind === 'intrigue' ? { kind, card: id, half, choices } : { kind, card: id, choices });
      }
    }
    return list;
  };
  // Another power's hidden cards (referee play) offer nothing.
  for (const id of s.powers[p].hand.intrigue) if (id !== HIDDEN_CARD) for (const half of [0, 1] as const) out.push(...variants('intrigue', id, half));
  for (const id of s.powers[p].hand.national) if (id !== HIDDEN_CARD) out.push(...variants('national', id, 0));
  return out;
}

/** Every candidate action for the power to act now. */
export function candidateActions(s: BelleEpoqueState): Action[] {
  const p = actor(s);
  if (!p) return [];
  const pend = s.pending;
  if (pend?.kind === 'keepIntrigue') return pend.cards.filter((card) => card !== HIDDEN_CARD).map((card) => ({ kind: 'keep', card }));
  if (pend?.kind === 'targetChoice') return [{ kind: 'choose', option: 0 }, { kind: 'choose', option: 1 }];
  if (pend?.kind === 'automatedContest') {
    // 13.9.3: no units, all the fleets, and 0-4 armies with or without the allies' (checkAction drops what cannot be paid).
    const fleets = mobilisableFleets(s, p, territory(pend.territory).continent).map((f) => f.id);
    const minor = s.minorArmies.filter((m) => !m.used && fleetController(s, { id: '', owner: m.owner, where: 'arsenal', exhausted: false }) === p).map((m) => m.id);
    const out: Action[] = s.powers[p].hand.national.filter((card) => seaEmpireInPhaseE(s, p, card)).map((card) => ({ kind: 'national', card }));
    for (let n = 0; n <= Math.min(s.powers[p].armies.arsenal, 4); n++) for (const ms of minor.length ? [[], minor] : [[]]) for (const fl of fleets.length ? [[], fleets] : [[]]) out.push({ kind: 'defend', fleets: fl, armies: n, minorArmies: ms });
    return out;
  }
  if (pend?.kind === 'automatedReroll') return [{ kind: 'reroll', card: null }, ...rerollCards(s, p).map((card) => ({ kind: 'reroll', card }) as Action)];
  if (pend?.kind === 'contest' && pend.contest.step === 'reroll') return [{ kind: 'reroll', card: null }, ...rerollCards(s, p).map((card) => ({ kind: 'reroll', card }) as Action)];
  if (pend?.kind === 'contest') {
    const c = pend.contest;
    const cont = territory(c.territory).continent;
    const armiesMax = s.powers[p].armies.arsenal;
    const minor = s.minorArmies.filter((m) => !m.used && fleetController(s, { id: '', owner: m.owner, where: 'arsenal', exhausted: false }) === p).map((m) => m.id);
    const out: Action[] = [];
    for (let n = 0; n <= Math.min(armiesMax, 4); n++) for (const ms of [[], minor]) {
      if (c.step === 'attackerArmies') out.push({ kind: 'contestArmies', armies: n, minorArmies: ms });
      else for (const fl of [[], mobilisableFleets(s, p, cont).map((f) => f.id)]) out.push({ kind: 'defend', fleets: fl, armies: n, minorArmies: ms });
    }
    return out;
  }
  // 3.3.2: any of the power's set-up cubes to any territory (checkAction keeps the moves the minimums need).
  if (pend?.kind === 'rearrange') return d.territories.filter((t) => s.board[t.id].some((sp) => sp.cube === p)).flatMap((f) => d.territories.map((t) => ({ kind: 'rearrange', from: f.id, to: t.id }) as Action));
  if (s.phase === 'setup') return d.territories.map((t) => ({ kind: 'setup', territory: t.id }));
  // Cheap filters first (money, cubes, the once-per-round limit); checkAction decides the rest.
  const done = new Set(s.roundActions);
  const ps = s.powers[p];
  const power = d.powers.find((x) => x.id === p)!;
  const out: Action[] = [{ kind: 'pass' }];
  if (s.roundActions.length === 1) out.push({ kind: 'endRound' });
  if (!ps.greatWork && ps.money >= power.greatWork.cost) out.push({ kind: 'greatWork' });
  if (ps.embassy > 0) out.push({ kind: 'invest' });
  if (!ps.prestigeDone && ps.money >= d.rules.prestigeAction.cost) out.push({ kind: 'prestige' });
  const fleetsLeft = s.fleets.filter((f) => f.owner === p && f.where === 'reserve').length;
  if (!done.has('buy')) {
    for (let a = 0; a <= ps.armies.reserve; a++) for (let f = 0; f <= fleetsLeft; f++) {
      if (a + f > 0 && a * power.armies.cost + f * power.fleets.cost <= ps.money) out.push({ kind: 'buy', armies: a, fleets: f });
    }
  }
  for (const t of d.territories) {
    const spaces = s.board[t.id];
    const reach = t.continent === 'europe' || (p === 'ru' && t.russianAccess) || hasFleetIn(s, p, t.continent);
    if (ps.embassy > 0 && !done.has('mission') && reach) {
      const free = spaces.findIndex((sp) => sp.cube === null);
      if (free >= 0) out.push({ kind: 'mission', territory: t.id, space: free });
      spaces.forEach((sp, i) => {
        if (sp.cube !== null && sp.cube !== 'arms' && sp.cube !== p && !sp.top) out.push({ kind: 'mission', territory: t.id, space: i });
      });
    }
    if (!done.has('contest')) spaces.forEach((sp, i) => {
      if (sp.top === p) {
        const fl = mobilisableFleets(s, p, t.continent).map((x) => x.id);
        out.push({ kind: 'contest', territory: t.id, space: i, fleets: [] });
        if (fl.length) out.push({ kind: 'contest', territory: t.id, space: i, fleets: fl });
      }
    });
    if (!done.has('sellArms') && s.turn >= d.rules.armsSaleFromTurn && ps.armsCubes > 0 && !spaces.some((sp) => sp.cube === 'arms')) {
      const own = s.fleets.filter((f) => f.owner === p && !f.exhausted && f.where !== 'reserve' && f.where !== 'removed').map((f) => f.id);
      const rate = t.arms ?? d.rules.africaArms;
      out.push({ kind: 'sellArms', territory: t.id, fleets: own.slice(0, rate.fleets), replace: [] });
    }
  }
  if (!done.has('deploy')) for (const f of s.fleets) if (fleetController(s, f) === p) for (const to of CONTINENTS) out.push({ kind: 'deploy', moves: [{ fleet: f.id, to }] });
  if (!done.has('card')) out.push(...cardCandidates(s, p));
  return out;
}

/** The legal actions of the power to act (a representative list; `checkAction` is the authority). */
export function legalActions(s: BelleEpoqueState): Action[] {
  const p = actor(s);
  if (!p) return [];
  return candidateActions(s).filter((a) => checkAction(s, p, a) === null);
}
