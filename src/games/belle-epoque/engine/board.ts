/**
 * Reading the map: spaces, majorities, alliances (8.2.3), control (8.2.4),
 * fleets in a continent (8.2.1, 8.8). Pure functions of the state.
 */
import { loadBelleEpoqueData, POWER_IDS, type Continent, type CubeOwner, type PowerId, type Territory, type TerritoryId } from './data';
import type { BelleEpoqueState, Fleet, Space } from './state';

const d = loadBelleEpoqueData();
const territories = new Map(d.territories.map((t) => [t.id, t]));
/** The minor nation whose cubes these are → its territory (the USA and the Boers have none). */
const minorTerritory = new Map(d.minors.filter((m) => m.territory).map((m) => [m.id, m.territory!]));

export function territory(id: TerritoryId): Territory {
  const t = territories.get(id);
  if (!t) throw new Error(`unknown territory ${id}`);
  return t;
}

export function isPower(owner: string | null | undefined): owner is PowerId {
  return (POWER_IDS as readonly string[]).includes(owner ?? '');
}

/** Spaces cubes can hold: arms cubes take theirs away (8.9). */
export function availableSpaces(spaces: Space[]): number {
  return spaces.filter((s) => s.cube !== 'arms').length;
}

/** Base cubes of one owner; cubes on top of a contest do not count (8.2). */
export function baseCubes(spaces: Space[], owner: CubeOwner): number {
  return spaces.filter((s) => s.cube === owner).length;
}

/** The power holding the absolute majority of a minor nation's spaces (8.2.3), or null. */
export function allyOf(s: BelleEpoqueState, minorTerritoryId: TerritoryId): PowerId | null {
  const spaces = s.board[minorTerritoryId];
  const avail = availableSpaces(spaces);
  for (const p of POWER_IDS) if (baseCubes(spaces, p) * 2 > avail) return p;
  return null;
}

/** Who a cube counts for: a power's own, or the power allied with the minor nation that owns it (8.2.3). */
export function cubeController(s: BelleEpoqueState, owner: CubeOwner | 'arms' | null): PowerId | null {
  if (owner === null || owner === 'arms') return null;
  if (isPower(owner)) return owner;
  const t = minorTerritory.get(owner);
  return t ? allyOf(s, t) : null;
}

/** Cubes counting for a power in a colony: its own and its allied minors' (8.2.4). */
export function colonyCubes(s: BelleEpoqueState, id: TerritoryId, p: PowerId): number {
  return s.board[id].filter((sp) => cubeController(s, sp.cube) === p).length;
}

/** The power controlling a colony by absolute majority (8.2.4), or null. */
export function controllerOf(s: BelleEpoqueState, id: TerritoryId): PowerId | null {
  const avail = availableSpaces(s.board[id]);
  for (const p of POWER_IDS) if (colonyCubes(s, id, p) * 2 > avail) return p;
  return null;
}

/** Ally of a minor nation or controller of a colony. */
export function holderOf(s: BelleEpoqueState, id: TerritoryId): PowerId | null {
  return territory(id).kind === 'minor' ? allyOf(s, id) : controllerOf(s, id);
}

export function alliedMinors(s: BelleEpoqueState, p: PowerId): TerritoryId[] {
  return d.territories.filter((t) => t.kind === 'minor' && allyOf(s, t.id) === p).map((t) => t.id);
}

export function controlledColonies(s: BelleEpoqueState, p: PowerId): TerritoryId[] {
  return d.territories.filter((t) => t.kind === 'colony' && controllerOf(s, t.id) === p).map((t) => t.id);
}

/** The lowest-numbered free space (8.2.1: die-faced spaces fill from the lowest), or -1. */
export function lowestFree(spaces: Space[]): number {
  return spaces.findIndex((sp) => sp.cube === null);
}

/** Who moves a fleet: its power, or the ally of its minor nation (8.2.3). */
export function fleetController(s: BelleEpoqueState, f: Fleet): PowerId | null {
  return isPower(f.owner) ? f.owner : allyOf(s, f.owner);
}

/** A fleet of the power in the continent's box, active or exhausted (8.2.1, 8.7 note). */
export function hasFleetIn(s: BelleEpoqueState, p: PowerId, c: Continent): boolean {
  return s.fleets.some((f) => f.where === c && fleetController(s, f) === p);
}

/** Prestige as the track reads it, with Serbia's +1 while allied (8.2.3). */
export function effectivePrestige(s: BelleEpoqueState, p: PowerId): number {
  const serbia = d.territories.filter((t) => t.kind === 'minor' && t.allianceBonus?.some((b) => b.kind === 'prestige'));
  let bonus = 0;
  for (const t of serbia) if (allyOf(s, t.id) === p) bonus += t.allianceBonus!.reduce((n, b) => n + (b.kind === 'prestige' ? b.amount : 0), 0);
  return s.powers[p].prestige + bonus;
}

/** Whether Diplomatic Rift closes the territory to this power's cubes now (8.9.2; an automated player's from the next turn, 13.4.7). */
export function closedTo(s: BelleEpoqueState, id: TerritoryId, p: PowerId): boolean {
  return s.blocked.some((b) => b.territory === id && b.by !== p && (b.turn ?? s.turn) === s.turn);
}
