/**
 * Diplomatic contests (8.7): fleets and armies mobilised in the order a-d, the
 * contest bonus (e-h, 8.7.1-8.7.4), the dice and the outcome (i-j).
 * Functions mutate the state they are given.
 */
import { loadBelleEpoqueData, type Continent, type PowerId, type TerritoryId } from './data';
import { allyOf, cubeController, effectivePrestige, fleetController, hasFleetIn, isPower, territory } from './board';
import { refuse } from './refusal';
import type { Rng } from './rng';
import type { BelleEpoqueState, ContestInProgress, ContestResult, ContestSide, Fleet } from './state';

const d = loadBelleEpoqueData();
const C = d.rules.contest;

/** Active fleets a power may mobilise in a continent (8.7 a-b, 8.7.3). */
export function mobilisableFleets(s: BelleEpoqueState, p: PowerId, c: Continent): Fleet[] {
  return s.fleets.filter((f) => f.where === c && !f.exhausted && fleetController(s, f) === p);
}

/** Whether the power may send armies to a contest in this territory: a fleet in the continent's box, except in Europe and for Russia in its four Asian territories (8.7 note). */
export function maySendArmies(s: BelleEpoqueState, p: PowerId, id: TerritoryId): boolean {
  const t = territory(id);
  return t.continent === 'europe' || (p === 'ru' && t.russianAccess === true) || hasFleetIn(s, p, t.continent);
}

/** Price of one fleet in a contest: £2, £1 with the Kiel Canal, free for a minor nation's (8.7 a, 8.3, 8.7.2). */
export function fleetPrice(s: BelleEpoqueState, p: PowerId, f: Fleet): number {
  if (!isPower(f.owner)) return 0;
  const power = d.powers.find((x) => x.id === p)!;
  if (s.powers[p].greatWork) for (const e of power.greatWork.bonus) if (e.kind === 'fleetContestCost') return e.cost;
  return C.fleetCost;
}

export function useFleets(s: BelleEpoqueState, p: PowerId, id: TerritoryId, ids: string[]): void {
  const c = territory(id).continent;
  const ok = mobilisableFleets(s, p, c);
  if (new Set(ids).size !== ids.length) refuse('8.7', 'Each fleet once.', 'Ogni Flotta una volta sola.');
  let cost = 0;
  for (const fid of ids) {
    const f = ok.find((x) => x.id === fid);
    if (!f) refuse('8.7', 'Only active fleets in the continent\'s fleet box can join the contest.', 'Solo Flotte attive nel Box Flotte del Continente possono partecipare alla Contesa.');
    cost += fleetPrice(s, p, f);
  }
  if (cost > s.powers[p].money) refuse('8.7', `Mobilising these fleets costs £${cost}.`, `Mobilitare queste Flotte costa £${cost}.`);
  s.powers[p].money -= cost;
  for (const fid of ids) s.fleets.find((x) => x.id === fid)!.exhausted = true;
}

export function useArmies(s: BelleEpoqueState, p: PowerId, id: TerritoryId, armies: { power: number; minor: string[] }): void {
  const t = territory(id);
  if (armies.power === 0 && armies.minor.length === 0) return;
  if (!maySendArmies(s, p, id)) refuse('8.7', 'Armies need a fleet of yours in the continent\'s fleet box (not in Europe; not for Russia in its four Asian territories).', 'Gli Eserciti richiedono una tua Flotta nel Box Flotte del Continente (non in Europa; non per la Russia nei suoi 4 Territori asiatici).');
  const a = s.powers[p].armies;
  if (!Number.isInteger(armies.power) || armies.power < 0 || armies.power > a.arsenal) refuse('8.7', 'Only armies in the arsenal can be sent.', 'Si possono inviare solo Eserciti nell\'Arsenale.');
  const cost = armies.power * C.armyCost;
  if (cost > s.powers[p].money) refuse('8.7', `Sending these armies costs £${cost}.`, `Inviare questi Eserciti costa £${cost}.`);
  for (const mid of armies.minor) {
    const m = s.minorArmies.find((x) => x.id === mid);
    if (!m || m.used || allyOf(s, m.owner) !== p) refuse('8.7.2', 'Only an active army of a minor nation allied with you.', 'Solo un Esercito attivo di una Nazione Minore tua Alleata.');
    if (m.only && m.only !== t.continent) refuse('8.7.3', 'Bulgaria\'s army serves only in Europe.', 'L\'Esercito della Bulgaria non può essere mobilitato fuori dall\'Europa.');
    m.used = true;
  }
  s.powers[p].money -= cost;
  a.arsenal -= armies.power;
  a.used += armies.power;
}

/** Step a: the attacker opens a contest on a space where its cube sits on another's (8.7). */
export function openContest(s: BelleEpoqueState, p: PowerId, id: TerritoryId, space: number, fleets: string[]): ContestInProgress {
  const sp = s.board[id]?.[space];
  if (!sp || sp.top !== p) refuse('8.7', 'Only the power whose cube sits on another\'s can resolve that contest.', 'Solo la Potenza con un proprio cubo MD sopra quello di un avversario può risolvere la Contesa.');
  useFleets(s, p, id, fleets);
  // A minor nation that has since become the attacker's ally defends alone, with its own modifier (our reading of 8.7.1, 8.7.4).
  const ctrl = cubeController(s, sp.cube);
  const defender = ctrl === p ? null : ctrl;
  return {
    territory: id, space, attacker: p, defender,
    step: defender ? 'defender' : 'attackerArmies',
    attackerFleets: fleets, defenderFleets: [], defenderArmies: { power: 0, minor: [] }, attackerArmies: { power: 0, minor: [] },
  };
}

/** Steps b-c: the defender's fleets, then armies (a power that passed may still defend, 8.7). */
export function defend(s: BelleEpoqueState, c: ContestInProgress, fleets: string[], armies: { power: number; minor: string[] }): void {
  const p = c.defender!;
  useFleets(s, p, c.territory, fleets);
  useArmies(s, p, c.territory, armies);
  c.defenderFleets = fleets;
  c.defenderArmies = armies;
  c.step = 'attackerArmies';
}

/** The contest bonus of one side (8.7 e-h, 8.7.1); `ownFleets`: how many of the fleets are the power's own, not an ally's (rule g). */
export function contestModifier(s: BelleEpoqueState, p: PowerId | null, attacking: boolean, fleets: number, armies: number, minorDefence: number, ownFleets = fleets): number {
  if (p === null) return minorDefence;
  let raw = fleets * C.fleetBonus + armies * C.armyBonus;
  let cap = C.cap;
  const power = d.powers.find((x) => x.id === p)!;
  for (const r of power.contestRules) {
    if (r.kind === 'fleetUsedBonus' && ownFleets > 0) { raw += r.bonus; cap = Math.max(cap, r.cap); }
    if (r.kind === 'armyAttackBonus' && attacking && armies > 0) { raw += r.bonus; cap = Math.max(cap, r.cap); }
  }
  const card = s.powers[p].contestBonus;
  if (card && (!card.whenFleetUsed || fleets > 0)) {
    raw = Math.min(raw, cap) + card.amount;
    cap = Math.max(cap, card.cap);
  }
  return Math.min(raw, cap);
}

/** Who wins on these totals (8.7 j): the higher total, then the higher prestige; an unallied minor has none, so a tie with it removes both (our reading). */
export function winnerOf(s: BelleEpoqueState, r: ContestResult): ContestResult['winner'] {
  if (r.attacker.total !== r.defender.total) return r.attacker.total > r.defender.total ? 'attacker' : 'defender';
  const pa = effectivePrestige(s, r.attacker.power!);
  const pd = r.defender.power ? effectivePrestige(s, r.defender.power) : pa;
  return pa === pd ? 'none' : pa > pd ? 'attacker' : 'defender';
}

/** Step d, then the dice (i): the result waits for any die rolled again by an intrigue card before the outcome (j). */
export function rollContest(s: BelleEpoqueState, c: ContestInProgress, armies: { power: number; minor: string[] }, rng: Rng): ContestResult {
  useArmies(s, c.attacker, c.territory, armies);
  c.attackerArmies = armies;
  const baseOwner = s.board[c.territory][c.space].cube as string;
  const minor = d.minors.find((m) => m.id === baseOwner);
  const minorDefence = c.defender === null && minor ? minor.defence : 0;
  const side = (power: PowerId | null, fleets: string[], a: { power: number; minor: string[] }, attacking: boolean): ContestSide => {
    const nf = fleets.length;
    const na = a.power + a.minor.length;
    const own = fleets.filter((id) => isPower(s.fleets.find((f) => f.id === id)?.owner)).length;
    return { power, fleets: nf, armies: na, modifier: contestModifier(s, power, attacking, nf, na, minorDefence, own), die: 0, total: 0 };
  };
  const att = side(c.attacker, c.attackerFleets, c.attackerArmies, true);
  const def = side(c.defender, c.defenderFleets, c.defenderArmies, false);
  att.die = rng.roll();
  def.die = rng.roll();
  att.total = att.die + att.modifier;
  def.total = def.die + def.modifier;
  const r: ContestResult = { territory: c.territory, attacker: att, defender: def, winner: 'none' };
  r.winner = winnerOf(s, r);
  return r;
}

/** Intrigue cards in the power's hand whose half is used inside a contest (roll one's own die again). */
export function rerollCards(s: BelleEpoqueState, p: PowerId): string[] {
  return s.powers[p].hand.intrigue.filter((id) => d.intrigueCards.find((c) => c.id === id)?.halves.some((h) => h.timing === 'contest'));
}

/** The losing power that may still roll again with an intrigue card (each side once), or null. */
export function nextReroller(s: BelleEpoqueState, r: ContestResult, done: PowerId[]): PowerId | null {
  const loser = r.winner === 'attacker' ? r.defender.power : r.winner === 'defender' ? r.attacker.power : null;
  const candidates = loser ? [loser] : [r.attacker.power, r.defender.power];
  for (const p of candidates) if (p && !done.includes(p) && rerollCards(s, p).length > 0) return p;
  return null;
}

/** A side plays an intrigue card that rolls a contest die again (8.6): the card is played, the die rolled again. */
export function rerollWithCard(s: BelleEpoqueState, r: ContestResult, p: PowerId, card: string, rng: Rng): void {
  s.powers[p].hand.intrigue = s.powers[p].hand.intrigue.filter((x) => x !== card);
  s.intrigue.played.push(card);
  rerollDie(s, r, p, rng);
}

/** A side rolls its own die again (intrigue card), and the winner is found again. */
export function rerollDie(s: BelleEpoqueState, r: ContestResult, p: PowerId, rng: Rng): void {
  const side = r.attacker.power === p ? r.attacker : r.defender;
  side.die = rng.roll();
  side.total = side.die + side.modifier;
  r.winner = winnerOf(s, r);
}

/** Step j: the winner's cube stays, the loser's goes to the general reserve; a tie at equal prestige removes both. */
export function settleContest(s: BelleEpoqueState, c: ContestInProgress, r: ContestResult): void {
  const sp = s.board[c.territory][c.space];
  const baseOwner = sp.cube as string;
  if (r.winner === 'attacker') {
    s.reserve[baseOwner] += 1;
    sp.cube = c.attacker;
  } else if (r.winner === 'none') {
    s.reserve[baseOwner] += 1;
    s.reserve[c.attacker] += 1;
    sp.cube = null;
  } else s.reserve[c.attacker] += 1;
  delete sp.top;
}
