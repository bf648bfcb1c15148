/**
 * The end of the initial set-up (3.3.2): cubes go anywhere 3.3 allows while
 * they are placed, and the minimums per continent are checked only once all
 * are down. A person's power short of them then moves its own set-up cubes,
 * one a step, from a continent with more than it needs into a continent still
 * short, until it meets them; still on free spaces only (no contest) and at
 * most half of a territory (3.3). Powers do this in 3.3.1's order; turn 1
 * begins when none is short.
 */
import { loadBelleEpoqueData, type Continent, type PowerId, type TerritoryId } from './data';
import { baseCubes, lowestFree, territory } from './board';
import { isAutomated } from './automated/common';
import { beginFirstTurn } from './sequence';
import { refuse } from './refusal';
import type { Rng } from './rng';
import type { BelleEpoqueState } from './state';

const d = loadBelleEpoqueData();

const minimumOf = (p: PowerId, c: Continent): number => d.powers.find((x) => x.id === p)!.setup.minimum[c] ?? 0;

/** A power's cubes in a continent (during 3.3 every cube there is a set-up cube). */
export function cubesIn(s: BelleEpoqueState, p: PowerId, c: Continent): number {
  return d.territories.filter((t) => t.continent === c).reduce((n, t) => n + baseCubes(s.board[t.id], p), 0);
}

/** Cubes a power lacks in one continent to meet its sheet's minimum (3.3.2). */
export function shortIn(s: BelleEpoqueState, p: PowerId, c: Continent): number {
  return Math.max(0, minimumOf(p, c) - cubesIn(s, p, c));
}

/** Set-up cubes a continent can still take: each territory up to half its spaces, every cube counted (3.3). */
export function roomIn(s: BelleEpoqueState, c: Continent): number {
  return d.territories.filter((t) => t.continent === c).reduce((n, t) => {
    const occupied = s.board[t.id].filter((sp) => sp.cube !== null).length;
    return n + Math.max(0, Math.floor(t.spaces / 2) - occupied);
  }, 0);
}

/** Cubes the power lacks, all continents together, to meet its sheet's minimums (3.3.2). */
export function setupShortfall(s: BelleEpoqueState, p: PowerId): number {
  const min = d.powers.find((x) => x.id === p)!.setup.minimum;
  return (Object.keys(min) as Continent[]).reduce((n, c) => n + shortIn(s, p, c), 0);
}

/** All set-up cubes are down: the first person's power short of its minimums, in 3.3.1's order, rearranges; else turn 1 begins. */
export function endOfSetup(s: BelleEpoqueState, rng: Rng): void {
  s.setupRound = [];
  const p = s.order.find((q) => !isAutomated(s, q) && setupShortfall(s, q) > 0);
  if (p) s.pending = { kind: 'rearrange', power: p };
  else beginFirstTurn(s, rng);
}

/** Refuses a rearranging move that 3.3.2 does not need or 3.3 forbids. */
export function checkRearrange(s: BelleEpoqueState, p: PowerId, from: TerritoryId, to: TerritoryId): void {
  const source = d.territories.find((t) => t.id === from);
  const target = d.territories.find((t) => t.id === to);
  if (!source || !target) refuse('3.3.2', 'No such territory.', 'Territorio inesistente.');
  if (baseCubes(s.board[from], p) === 0) refuse('3.3.2', 'Move one of your own set-up cubes.', 'Sposta uno dei tuoi cubi MD del setup.');
  if (shortIn(s, p, target.continent) === 0) refuse('3.3.2', 'Only the changes the minimums need: move the cube into a continent where you are still short.', 'Solo le modifiche necessarie ai minimi: sposta il cubo in un Continente dove ti mancano cubi MD.');
  if (cubesIn(s, p, source.continent) <= minimumOf(p, source.continent)) refuse('3.3.2', 'That cube is needed where it is: take one from a continent where you have more than the minimum.', 'Quel cubo serve dov\'è: prendine uno da un Continente dove superi il minimo.');
  const occupied = s.board[to].filter((sp) => sp.cube !== null).length;
  if ((occupied + 1) * 2 > territory(to).spaces) refuse('3.3', 'At set-up no territory may have more than half its spaces occupied, minor nations\' cubes included.', 'Nel setup nessun Territorio può avere occupata più di metà degli spazi, contando i cubi delle Nazioni Minori.');
}

/** Moves one set-up cube (mutates `s`): off its highest space in `from`, onto `to`'s lowest free one; the next power or turn 1 when this one is done. */
export function moveSetupCube(s: BelleEpoqueState, p: PowerId, from: TerritoryId, to: TerritoryId, rng: Rng): void {
  const spaces = s.board[from];
  const at = spaces.map((sp) => sp.cube).lastIndexOf(p);
  spaces[at].cube = null;
  s.board[to][lowestFree(s.board[to])].cube = p;
  if (setupShortfall(s, p) === 0) {
    s.pending = null;
    endOfSetup(s, rng);
  }
}
