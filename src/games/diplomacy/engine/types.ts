/**
 * Shared vocabulary of the Diplomacy engine. The engine knows nothing about the
 * standard map: everything map-specific arrives as a `DipMapData` (a JSON file
 * under maps/<variant>/), so any map's game reuses the same engine.
 */
import type { Localized, PowerId } from '../../../platform/game';

export type UnitType = 'A' | 'F';

/**
 * land: armies only; coast: both; sea: fleets only; river: a navigable river
 * sector, which fleets use and convoy across exactly like a sea (a map may name
 * edges across it where armies cannot support); impassable: nobody (Switzerland).
 */
export type ProvinceKind = 'land' | 'coast' | 'sea' | 'river' | 'impassable';

/** Province id, lower-case English abbreviation: "lon", "stp". */
export type ProvinceId = string;
/**
 * A place a unit can stand: a province id, or province/coast for the
 * split-coast provinces ("stp/nc", "spa/sc", "bul/ec").
 */
export type Loc = string;

export interface ProvinceData {
  id: ProvinceId;
  kind: ProvinceKind;
  name: Localized;
  /** Abbreviations as printed in each notation: { en: "Lon", it: "Lon" }. */
  abbr: Localized;
  supplyCenter: boolean;
  /** Home power of a home supply centre. */
  home?: PowerId;
  /** Coast ids for split-coast provinces, e.g. ["nc", "sc"]. */
  coasts?: string[];
}

export interface PowerData {
  id: PowerId;
  name: Localized;
  /** Adjective used in orders like "A Sil S RUSSIAN A War-Pru". */
  adjective: Localized;
  color: string;
  /** One letter drawn on units so colour is never the only cue. */
  letter: string;
  /**
   * Optional extra lower-case words naming the power in orders, besides its
   * names and adjectives: "tur", "turco", "gran bretagna".
   */
  aliases?: string[];
}

export interface UnitData {
  type: UnitType;
  power: PowerId;
  loc: Loc;
  /**
   * An army in a mountain pass (RuleHooks.twoPhaseEdges): the space it set
   * out for. It still stands in `loc`; its next movement order completes the
   * crossing or turns it back.
   */
  pass?: ProvinceId;
  /** Strength under the named-units rule (RuleHooks.unitStrengths); 1 when absent. */
  strength?: number;
  /** A named unit: its index in the game's roster (DipGameConfig.roster), which gives its name, troops and strength. */
  named?: number;
}

/** One unit of a game's roster of named units: where it starts, its name, its troops as text and its strength. */
export interface NamedUnit {
  type: UnitType;
  loc: Loc;
  name: string;
  troops: Localized;
  strength: number;
}

export interface DipMapData {
  id: string;
  name: Localized;
  powers: PowerData[];
  provinces: ProvinceData[];
  /** Undirected army adjacencies between provinces. */
  armyEdges: [ProvinceId, ProvinceId][];
  /** Undirected fleet adjacencies between locations (coast-specific). */
  fleetEdges: [Loc, Loc][];
  startUnits: UnitData[];
  /** Start year and season of the first movement phase. */
  startYear: number;
  /** Supply centres needed to win (18 on the standard map). */
  victoryCenters: number;
  /**
   * Extra spellings accepted when parsing orders, lower-case, mapped to a
   * location: "nwg" -> "nrg", "mid" -> "mao", "stp(sc)" is handled by the parser.
   */
  aliases: Record<string, Loc>;
}

export interface UnitRef {
  type?: UnitType;
  loc: Loc;
}

export type Order =
  | { kind: 'hold'; unit: UnitRef }
  | { kind: 'move'; unit: UnitRef; to: Loc; viaConvoy?: boolean }
  /** `to` is where the supported unit moves, with the coast when the order names one ("spa/nc"). */
  | { kind: 'support'; unit: UnitRef; supported: UnitRef; supportedPower?: PowerId; to?: Loc }
  | { kind: 'convoy'; unit: UnitRef; army: ProvinceId; to: ProvinceId }
  | { kind: 'retreat'; unit: UnitRef; to: Loc }
  | { kind: 'disband'; unit: UnitRef }
  | { kind: 'build'; unitType: UnitType; loc: Loc }
  | { kind: 'waive' };

export type Season = 'spring' | 'fall' | 'winter';
export type PhaseType = 'movement' | 'retreat' | 'adjustment';

/**
 * Fast queries over a `DipMapData`, built once per map by `loadMap` (map.ts).
 * Armies move province to province; fleets move location to location, so a
 * fleet in "spa/sc" reaches "wes" but not "mao"... unless the data says so.
 */
export interface GameMap {
  readonly data: DipMapData;
  /** Stable order of provinces; the index is what links pack. */
  readonly provinceIds: readonly ProvinceId[];
  /** Every location: provinces plus their coast-specific locations. */
  readonly locations: readonly Loc[];
  province(id: ProvinceId): ProvinceData | undefined;
  power(id: PowerId): PowerData | undefined;
  /** "stp/nc" -> "stp"; "lon" -> "lon". */
  provinceOf(loc: Loc): ProvinceId;
  /** "stp/nc" -> "nc"; undefined for a plain province. */
  coastOf(loc: Loc): string | undefined;
  isLoc(loc: string): boolean;
  /** Whether a unit of this type may stand on this exact location. */
  canOccupy(type: UnitType, loc: Loc): boolean;
  /** Direct adjacency for a unit of this type (armies by province, fleets by location). */
  adjacent(type: UnitType, from: Loc, to: Loc): boolean;
  /** Locations a unit of this type can move to directly. */
  neighbours(type: UnitType, from: Loc): Loc[];
  /** Fleet locations in `toProvince` reachable directly from `from` (coast choice). */
  fleetTargets(from: Loc, toProvince: ProvinceId): Loc[];
  homeCenters(power: PowerId): ProvinceId[];
  supplyCenters(): ProvinceId[];
}
