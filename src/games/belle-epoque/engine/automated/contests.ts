/** Phase e: the contests with an automated power (13.3 e, 13.9, 13.9.1-13.9.3). */
import { loadBelleEpoqueData, type PowerId, type TerritoryId } from '../data';
import { cubeController, effectivePrestige } from '../board';
import { contestModifier, rerollCards, settleContest } from '../contest';
import type { Rng } from '../rng';
import type { BelleEpoqueState, ContestResult, ContestSide } from '../state';
import { isAutomated, logAutomated, progressOf } from './common';

const d = loadBelleEpoqueData();

/** 13.9.1: the turn's arsenal bonus over the power's contests, rounded half up, at most +4 whatever the power. */
export function contestBonus(s: BelleEpoqueState, p: PowerId, contests: number): number {
  if (contests === 0) return 0;
  return Math.min(d.rules.automated.contestCap, Math.floor(progressOf(p, s.turn).arsenal / contests + 0.5));
}

interface Open { territory: TerritoryId; space: number; attacker: PowerId; defender: PowerId | null }

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

/**
 * 13.9.2-13.9.3: a die each plus the contest bonus; the higher total wins, a tie goes to
 * the higher prestige, equal prestige removes both cubes. A person's side counts only
 * its card bonus: choosing and paying for fleets and armies here is not offered (our reading, listed).
 * An automated power that lost plays a kept "Change of Strategy" when a new die can still win (13.4.6).
 */
export function resolveAutomatedContests(s: BelleEpoqueState, rng: Rng): ContestResult[] {
  const open = automatedContests(s);
  const count = new Map<PowerId, number>();
  for (const c of open) for (const p of [c.attacker, c.defender]) if (p) count.set(p, (count.get(p) ?? 0) + 1);
  const bonus = (p: PowerId | null, attacking: boolean): number => {
    if (!p) return 0;
    return isAutomated(s, p) ? contestBonus(s, p, count.get(p)!) : contestModifier(s, p, attacking, 0, 0, 0);
  };
  const results: ContestResult[] = [];
  for (const c of open) {
    const sp = s.board[c.territory][c.space];
    const minor = d.minors.find((m) => m.id === sp.cube);
    const side = (power: PowerId | null, attacking: boolean): ContestSide => {
      const modifier = power ? bonus(power, attacking) : (minor?.defence ?? 0);
      const die = rng.roll();
      return { power, fleets: 0, armies: 0, modifier, die, total: die + modifier };
    };
    const r: ContestResult = { territory: c.territory, attacker: side(c.attacker, true), defender: side(c.defender, false), winner: 'none' };
    r.winner = winner(s, r);
    for (const [me, other] of [[r.attacker, r.defender], [r.defender, r.attacker]] as const) {
      const p = me.power;
      if (!p || !isAutomated(s, p) || r.winner === (me === r.attacker ? 'attacker' : 'defender')) continue;
      const card = rerollCards(s, p)[0];
      if (!card || me.modifier + 6 <= other.total) continue;
      s.powers[p].hand.intrigue = s.powers[p].hand.intrigue.filter((x) => x !== card);
      s.intrigue.played.push(card);
      me.die = rng.roll();
      me.total = me.die + me.modifier;
      r.winner = winner(s, r);
    }
    settleContest(s, { territory: c.territory, space: c.space, attacker: c.attacker, defender: c.defender, step: 'attackerArmies', attackerFleets: [], defenderFleets: [], defenderArmies: { power: 0, minor: [] }, attackerArmies: { power: 0, minor: [] } }, r);
    results.push(r);
    logAutomated(s, { contest: r });
  }
  if (results.length) s.lastContest = results[results.length - 1];
  return results;
}

function winner(s: BelleEpoqueState, r: ContestResult): ContestResult['winner'] {
  if (r.attacker.total !== r.defender.total) return r.attacker.total > r.defender.total ? 'attacker' : 'defender';
  if (!r.defender.power) return 'none';
  const pa = effectivePrestige(s, r.attacker.power!);
  const pd = effectivePrestige(s, r.defender.power);
  return pa === pd ? 'none' : pa > pd ? 'attacker' : 'defender';
}
