/**
 * The Romania 1198 map (maps/romania1198/) on the Diplomacy engine, and the
 * rule hooks its data names: no army support across the Danube crossings,
 * two movement phases over the mountain edges.
 */
import raw from '../../../../maps/romania1198/romania1198.json';
import setupData from '../../../../maps/romania1198/setups.json';
import rosterData from '../../../../maps/romania1198/named-units.json';
import { loadMap } from '../../diplomacy/engine/map';
import type { ProvincePair, RuleHooks } from '../../diplomacy/engine/rulebook';
import type { Setup } from '../../diplomacy/engine/setups';
import type { DipMapData, NamedUnit } from '../../diplomacy/engine/types';
import { buildRoster } from './troops';

export interface RomaniaMapData extends DipMapData {
  /** Army edges over the Carpathians: two movement phases to cross (seed 003, "Mappa-chiarimenti"). */
  mountainEdges: ProvincePair[];
  /** Army edges across the Danube: no army support across them (seed 003, "Appoggiare"). */
  riverCrossings: ProvincePair[];
}

/** JSON arrays type as string[][], not pairs; test/unit/romania1198/map.test.ts checks the shape. */
export const romaniaData = raw as unknown as RomaniaMapData;
export const romaniaMap = loadMap(romaniaData);
export const ROMANIA_SETUPS: readonly Setup[] = setupData.setups as Setup[];

/** The named units of the creator option (seed 003 "Suddivisione Esercito"), in link order. */
export const ROMANIA_ROSTER: readonly NamedUnit[] = buildRoster(rosterData.units, romaniaData.startUnits);

export const ROMANIA_HOOKS: RuleHooks = Object.freeze({
  noArmySupportAcross: romaniaData.riverCrossings,
  twoPhaseEdges: romaniaData.mountainEdges,
  // Units without a strength count 1: with named units off this changes nothing.
  unitStrengths: true,
});
