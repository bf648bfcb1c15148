/** Victory points: end of Eras I and II (10.1), final scoring (10.2, 10.2.1), ties and the 2-3 player average (10.2). */
import { loadBelleEpoqueData, POWER_IDS, type Condition, type PowerId } from './data';
import { allyOf, baseCubes, controlledColonies, controllerOf, effectivePrestige, holderOf } from './board';
import { movePrestige, PRESTIGE_MAX } from './prestige';
import type { Rng } from './rng';
import type { BelleEpoqueState } from './state';

const d = loadBelleEpoqueData();

/** Whether a national objective's condition holds for power `p` (the condition may name another power). */
export function conditionHolds(s: BelleEpoqueState, p: PowerId, c: Condition): boolean {
  switch (c.kind) {
    case 'allied': return allyOf(s, c.territory) === (c.power ?? p);
    case 'controls': return controllerOf(s, c.territory) === (c.power ?? p);
    case 'cubesAtLeast': return baseCubes(s.board[c.territory], p) >= c.count;
    case 'fleetTrackAtLeast': return s.powers[p].fleetTrack >= c.count;
    case 'territoriesAtLeast':
      return d.territories.filter((t) => t.kind === c.territoryKind && (!c.continent || t.continent === c.continent) && holderOf(s, t.id) === p).length >= c.count;
    case 'greatWorkBuilt': return s.powers[c.power ?? p].greatWork;
  }
}

export interface ScoreLine {
  territories: number;
  objectives: number;
  greatWork: number;
  prestige: number;
  balkanWars: number;
  total: number;
}

/** One power's VP at a scoring: allied minors and controlled colonies, objectives (negative ones only at the end), the great work; at the end also the prestige track and Balkan Wars (10.1, 10.2). */
export function scoreOf(s: BelleEpoqueState, p: PowerId, final: boolean): ScoreLine {
  const territories = d.territories.filter((t) => holderOf(s, t.id) === p).reduce((n, t) => n + t.vp, 0);
  const power = d.powers.find((x) => x.id === p)!;
  const objectives = power.objectives.filter((o) => (final || o.vp > 0) && conditionHolds(s, p, o.condition)).reduce((n, o) => n + o.vp, 0);
  const greatWork = s.powers[p].greatWork ? power.greatWork.vp : 0;
  const prestige = final ? d.prestige.spaces[Math.min(PRESTIGE_MAX, effectivePrestige(s, p))].vp : 0;
  const balkan = final && s.balkanWars === p ? (d.events.find((e) => e.id === 'balkan-wars')?.effects.find((e) => e.kind === 'assignCard') as { vp: number } | undefined)?.vp ?? 0 : 0;
  return { territories, objectives, greatWork, prestige, balkanWars: balkan, total: territories + objectives + greatWork + prestige + balkan };
}

/** Scores every power onto the VP track (mutates `s`). The final scoring first gives each power one prestige per controlled colony, without the track's bonuses (10.2.1). */
export function scoreAll(s: BelleEpoqueState, final: boolean, rng: Rng): void {
  if (final) for (const p of POWER_IDS) movePrestige(s, p, controlledColonies(s, p).length, rng, false);
  const vp = {} as Record<PowerId, number>;
  for (const p of POWER_IDS) {
    vp[p] = scoreOf(s, p, final).total;
    s.powers[p].vp += vp[p];
  }
  s.scorings.push({ turn: s.turn, final, vp });
}

/** Each player's VP: the average of their powers, rounded down, in the 2- and 3-player games (10.2). */
export function playerScores(s: BelleEpoqueState): number[] {
  return s.players.map((g) => Math.floor(g.reduce((n, p) => n + s.powers[p].vp, 0) / g.length));
}

/** The winning players among `among` (indices into `players`, every player by default): most VP, then prestige, then money, else shared (10.2). */
export function winningPlayers(s: BelleEpoqueState, among: number[] = s.players.map((_, i) => i)): number[] {
  const score = playerScores(s);
  const key = (i: number) => {
    const g = s.players[i];
    return [score[i], Math.max(...g.map((p) => effectivePrestige(s, p))), g.reduce((n, p) => n + s.powers[p].money, 0)];
  };
  let best: number[] = [];
  for (const i of among) {
    if (best.length === 0) { best = [i]; continue; }
    const a = key(i);
    const b = key(best[0]);
    const cmp = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    if (cmp > 0) best = [i];
    else if (cmp === 0) best.push(i);
  }
  return best;
}


/** One line of a scoring: where the VP come from, with the territory, objective or prestige space behind it. */
export interface ScoreItem {
  kind: 'territory' | 'objective' | 'greatWork' | 'prestige' | 'balkanWars';
  /** Territory, objective, great work or event id; the prestige position for 'prestige'. */
  ref: string;
  vp: number;
}

/** `scoreOf` line by line, so every VP can be shown with its reason (10.1, 10.2); the items sum to scoreOf's total. */
export function scoreBreakdown(s: BelleEpoqueState, p: PowerId, final: boolean): ScoreItem[] {
  const items: ScoreItem[] = [];
  for (const t of d.territories) if (holderOf(s, t.id) === p && t.vp !== 0) items.push({ kind: 'territory', ref: t.id, vp: t.vp });
  const power = d.powers.find((x) => x.id === p)!;
  for (const o of power.objectives) if ((final || o.vp > 0) && conditionHolds(s, p, o.condition)) items.push({ kind: 'objective', ref: o.id, vp: o.vp });
  if (s.powers[p].greatWork) items.push({ kind: 'greatWork', ref: power.greatWork.id, vp: power.greatWork.vp });
  const line = scoreOf(s, p, final);
  if (final) items.push({ kind: 'prestige', ref: String(Math.min(PRESTIGE_MAX, effectivePrestige(s, p))), vp: line.prestige });
  if (line.balkanWars) items.push({ kind: 'balkanWars', ref: 'balkan-wars', vp: line.balkanWars });
  return items;
}
