/**
 * A Diplomacy position: everything needed to adjudicate the next phase.
 * Plain data (JSON-safe), never mutated: every helper returns a new value.
 */
import type { PowerId } from '../../../platform/game';
import type { GameMap, Loc, PhaseType, ProvinceId, Season, UnitData, UnitType } from './types';

export interface DislodgedUnit {
  unit: UnitData;
  /** Province the successful attack came from; absent when the attacker came by convoy (DATC 6.H.11). */
  attackedFrom?: ProvinceId;
  /** Locations it may retreat to (seed 000 XI), computed when it was dislodged. */
  retreats: Loc[];
}

export interface Position {
  year: number;
  season: Season;
  phase: PhaseType;
  units: UnitData[];
  /** Units dislodged in the movement phase just played (retreat phase only). */
  dislodged: DislodgedUnit[];
  /** Supply-centre owners; a centre missing from the record is unowned. */
  owners: Record<ProvinceId, PowerId>;
  /** Provinces left empty by a standoff in the movement phase just played. */
  standoffs: ProvinceId[];
}

/** Spring 1901 (or the map's start year), units and home centres as the map sets them up. */
export function initialPosition(map: GameMap): Position {
  const owners: Record<ProvinceId, PowerId> = {};
  for (const province of map.data.provinces) {
    if (province.supplyCenter && province.home) owners[province.id] = province.home;
  }
  return {
    year: map.data.startYear,
    season: 'spring',
    phase: 'movement',
    units: map.data.startUnits.map((u) => ({ ...u })),
    dislodged: [],
    owners,
    standoffs: [],
  };
}

export function unitInProvince(map: GameMap, position: Position, province: ProvinceId): UnitData | undefined {
  return position.units.find((u) => map.provinceOf(u.loc) === province);
}

export function unitsOf(position: Position, power: PowerId): UnitData[] {
  return position.units.filter((u) => u.power === power);
}

export function centresOf(position: Position, power: PowerId): ProvinceId[] {
  return Object.keys(position.owners).filter((p) => position.owners[p] === power);
}

export function centreCount(position: Position, power: PowerId): number {
  let count = 0;
  for (const owner of Object.values(position.owners)) if (owner === power) count++;
  return count;
}

/** Powers still in the game: they own a centre or have a unit. */
export function activePowers(map: GameMap, position: Position): PowerId[] {
  return map.data.powers
    .map((p) => p.id)
    .filter((id) => centreCount(position, id) > 0 || position.units.some((u) => u.power === id));
}

/**
 * Seed 000 XIII.1: after the fall moves (and retreats) every supply centre
 * occupied by a unit belongs to that unit's power; vacant centres keep their owner.
 */
export function updateOwnership(map: GameMap, position: Position): Record<ProvinceId, PowerId> {
  const owners: Record<ProvinceId, PowerId> = { ...position.owners };
  for (const unit of position.units) {
    const province = map.province(map.provinceOf(unit.loc));
    if (province?.supplyCenter) owners[province.id] = unit.power;
  }
  return owners;
}

/** Builds (positive) or disbands (negative) a power owes in the adjustment phase. */
export function adjustmentDelta(position: Position, power: PowerId): number {
  return centreCount(position, power) - unitsOf(position, power).length;
}

/** Vacant home centres the power owns: where it may build (seed 000 XIII.2). */
export function buildableCentres(map: GameMap, position: Position, power: PowerId): ProvinceId[] {
  return map
    .homeCenters(power)
    .filter((c) => position.owners[c] === power && !unitInProvince(map, position, c));
}

/** What a power must or may do in an adjustment phase; 0 when nothing. */
export function adjustmentsOwed(map: GameMap, position: Position, power: PowerId): number {
  const delta = adjustmentDelta(position, power);
  if (delta < 0) return delta;
  return Math.min(delta, buildableCentres(map, position, power).length);
}

export function phaseKey(position: Pick<Position, 'year' | 'season' | 'phase'>): string {
  return `${position.season} ${position.year} ${position.phase}`;
}

export function makeUnit(power: PowerId, type: UnitType, loc: Loc): UnitData {
  return { power, type, loc };
}
