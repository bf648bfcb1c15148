/**
 * The printed charts (counters, CRT, turn record track, neutral activation table,
 * set-ups) and every rule constant, read from the JSON files in maps/wwi/.
 * Code never repeats a number that lives there.
 */
import countersJson from '../../../../maps/wwi/counters.json';
import crtJson from '../../../../maps/wwi/crt.json';
import turnsJson from '../../../../maps/wwi/turns.json';
import neutralsJson from '../../../../maps/wwi/neutrals.json';
import rulesJson from '../../../../maps/wwi/rules.json';
import setupHistoricalJson from '../../../../maps/wwi/setup-historical.json';
import setupFreeJson from '../../../../maps/wwi/setup-free.json';
import type { Localized } from '../../../platform/game';
import type { HexId } from './hex';
import type { NationId } from './board';

export type Side = 'allies' | 'central';

export interface Strength {
  attack: number;
  defence: number;
}

export interface ArmyGroup extends Strength {
  ids: string[];
  reduced?: Strength;
  start?: boolean;
}

export interface NationCounters {
  side: Side | 'neutral';
  armies: ArmyGroup[];
  stosstruppen?: Strength;
  armouredCorps?: Strength;
}

export interface CrtColumn {
  from: number;
  to: number;
  /** Six cells "attacker/defender", die 1 to 6. */
  results: string[];
}

export interface TurnRecord {
  turn: number;
  label: Localized;
  winter: boolean;
  russianSurrenderVp: number;
  usArmies: number;
}

export interface ActivationModifier {
  side: Side | 'both';
  targets: NationId[];
  value: number;
  per?: 'russianCityCaptured';
  when?: 'greeceAllied' | 'romaniaOrGreeceAllied' | 'russianUnitInCentralPowers' | 'beforeTurn3';
  text: Localized;
}

export interface RuleConstants {
  movementPoints: number;
  terrainCost: { clear: number; rough: number };
  crossingArrowExtraCost: number;
  railCostDivisor: number;
  seaMoveCost: number;
  roughDefenceBonus: number;
  winterDefenceBonus: number;
  doubleLossRetreatCap: number;
  armyCost: number;
  stosstruppenCost: number;
  stosstruppenFromTurn: number;
  stosstruppenMax: number;
  infiltrationForcedRetreatAt: number;
  armouredCorpsCost: number;
  armouredCorpsFromTurn: number;
  fortRebuildCostPerPoint: number;
  fortZocMinimumStrength: number;
  attackPhasesPerSide: number;
  russianCollapseCities: number;
  russianSurrenderCities: number;
  russianSurrenderGarrisons: number;
  fallOfFranceMinimumGarrison: number;
}

export interface SetupUnit {
  nation: NationId;
  army: string;
  hex: HexId;
  where: string;
}

export interface FreeSetupGroup {
  side: Side;
  nations: NationId[];
  count: Record<NationId, number>;
  within: NationId[];
  notInTransit?: boolean;
}

export interface Charts {
  counters: Record<NationId, NationCounters>;
  crt: CrtColumn[];
  turns: TurnRecord[];
  startingRp: Record<NationId, number>;
  rpPerTurn: Record<NationId, number[]>;
  rpOnEntry: Record<NationId, number>;
  invasionVp: Record<NationId, number>;
  victory: { resourceCentreVp: number; alliedBlockadeVp: number; lastTurn: number };
  activation: Record<NationId, Record<Side, number | null>>;
  activationModifiers: ActivationModifier[];
  rules: RuleConstants;
  setupHistorical: SetupUnit[];
  /** Historical scenario: hexes each side controls at the start (ground overrun before the set-up date, 11.31). */
  setupHistoricalControl: Partial<Record<Side, HexId[]>>;
  /** Historical scenario: fortresses already taken, which start destroyed (10.5x). */
  setupHistoricalFallenForts: HexId[];
  freeSetup: { groups: FreeSetupGroup[] };
}

export const CHARTS: Charts = {
  counters: countersJson.nations as Record<NationId, NationCounters>,
  crt: crtJson.columns,
  turns: turnsJson.turns,
  startingRp: turnsJson.startingRp,
  rpPerTurn: turnsJson.rpPerTurn,
  rpOnEntry: turnsJson.rpOnEntry,
  invasionVp: turnsJson.invasionVp,
  victory: turnsJson.victory,
  activation: neutralsJson.activation as Record<NationId, Record<Side, number | null>>,
  activationModifiers: neutralsJson.modifiers as ActivationModifier[],
  rules: rulesJson,
  setupHistorical: setupHistoricalJson.units,
  setupHistoricalControl: setupHistoricalJson.control as Partial<Record<Side, HexId[]>>,
  setupHistoricalFallenForts: setupHistoricalJson.fallenForts,
  freeSetup: setupFreeJson as unknown as { groups: FreeSetupGroup[] },
};

/** Printed strength of an army (full side, or the reduced back for rebuilt BEF / A-H 1st-7th, 8.32). */
export function armyStrength(charts: Charts, nation: NationId, army: string, reduced = false): Strength {
  const group = charts.counters[nation]?.armies.find((g) => g.ids.includes(army));
  if (!group) throw new RangeError(`no counter for ${nation} army ${army}`);
  return reduced && group.reduced ? group.reduced : { attack: group.attack, defence: group.defence };
}

export function hasReducedSide(charts: Charts, nation: NationId, army: string): boolean {
  return !!charts.counters[nation]?.armies.find((g) => g.ids.includes(army))?.reduced;
}

export function allArmies(charts: Charts, nation: NationId): string[] {
  return (charts.counters[nation]?.armies ?? []).flatMap((g) => g.ids);
}

export function turnRecord(charts: Charts, turn: number): TurnRecord {
  const record = charts.turns.find((t) => t.turn === turn);
  if (!record) throw new RangeError(`no turn ${turn} on the turn record track`);
  return record;
}
