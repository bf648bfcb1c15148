/**
 * Ambassadors and spies drafted with buttons and pickers: the order line each
 * choice writes (the same line a player could type), what a treaty does, what
 * a spy risks, and how many of each the region may still send this phase.
 * Pure, no DOM; the engine's parser and validate() still judge the lines.
 */
import type { Lang, Localized, PowerId } from '../../../platform/game';
import type { DipState } from '../../diplomacy/engine/state';
import places from '../../../../maps/romania1198/places.json';
import { romaniaData, romaniaMap } from '../engine/map';
import { MAX_AMBASSADORS, MAX_SPIES, romaniaSpecial } from '../engine/specials';
import { SPY_ABILITY, detectionThreshold, population, type SpyInfo } from '../engine/spies';
import { UNDECLARED_ATTACK_FACTOR, regionOf, type TreatyKind } from '../engine/treaties';

export interface SpecialDraft {
  /** The region the ambassador goes to. */
  to: PowerId | null;
  /** The city the spy goes to. */
  city: string | null;
  /** What the spy is to learn (army ticked to start with). */
  infos: SpyInfo[];
}

export const emptySpecialDraft = (): SpecialDraft => ({ to: null, city: null, infos: ['army'] });

const TREATY_WORD: Record<TreatyKind, Localized> = {
  alliance: { en: 'alliance', it: 'alleanza' },
  nonBelligerence: { en: 'non-belligerence', it: 'non belligeranza' },
  war: { en: 'war', it: 'guerra' },
};
const INFO_WORD: Record<SpyInfo, Localized> = {
  army: { en: 'army', it: 'esercito' },
  resources: { en: 'resources', it: 'minerali' },
  equipment: { en: 'equipment', it: 'equipaggiamento' },
};
export const INFO_ORDER: readonly SpyInfo[] = ['army', 'resources', 'equipment'];

const PERCENT = Math.round((1 - UNDECLARED_ATTACK_FACTOR) * 100);

/** What each treaty does in this game, for the button's note. */
export const TREATY_EFFECT: Record<TreatyKind, Localized> = {
  alliance: {
    en: 'Alliance: binds no order; attacking them later is a recorded breach.',
    it: 'Alleanza: non vincola gli ordini; attaccarli poi è una violazione registrata.',
  },
  nonBelligerence: {
    en: 'Non-belligerence: binds no order; attacking them later is a recorded breach.',
    it: 'Non belligeranza: non vincola gli ordini; attaccarli poi è una violazione registrata.',
  },
  war: {
    en: `Declaration of war: from the next phase your units attack them at full strength (without it, at ${100 - PERCENT}%).`,
    it: `Dichiarazione di guerra: dalla prossima fase le vostre unità li attaccano a piena forza (senza, al ${100 - PERCENT}%).`,
  },
};

export const INFO_EFFECT: Record<SpyInfo, Localized> = {
  army: { en: 'Army: the region’s units and where they stand', it: 'Esercito: le unità della regione e dove sono' },
  resources: { en: 'Resources: the centres the region owns', it: 'Minerali: i centri che la regione possiede' },
  equipment: { en: 'Equipment: each unit’s strength', it: 'Equipaggiamento: la forza di ogni unità' },
};

/** The ambassador's order line, as a player would type it ("P cluj bistrita (alliance)"). */
export function ambassadorLine(from: PowerId, to: PowerId, treaty: TreatyKind, lang: Lang): string {
  return `P ${from} ${to} (${TREATY_WORD[treaty][lang]})`;
}

/** The spy's order line ("S cluj med (army - resources)"). */
export function spyLine(from: PowerId, city: string, infos: readonly SpyInfo[], lang: Lang): string {
  const asked = INFO_ORDER.filter((i) => infos.includes(i)).map((i) => INFO_WORD[i][lang]);
  return `S ${from} ${city} (${asked.join(' - ')})`;
}

/** The chance of being caught: the die (1–100) below the seed's threshold. */
export function spyRisk(city: string, infos: number): { threshold: number; percent: number } {
  const threshold = detectionThreshold(1, SPY_ABILITY, population(city) ?? 0, infos);
  const below = Math.ceil(threshold) - 1;
  return { threshold, percent: Math.max(0, Math.min(100, below)) };
}

/** The other regions, for the ambassador's picker. */
export function otherRegions(from: PowerId, lang: Lang): { id: PowerId; name: string }[] {
  return romaniaData.powers.filter((p) => p.id !== from).map((p) => ({ id: p.id, name: p.name[lang] }));
}

/** Every city a spy may go to, by name, with the region whose home it is. */
export function spyCities(lang: Lang): { id: string; name: string; population: number }[] {
  return (places.places as { id: string; population?: number }[])
    .filter((p) => p.population !== undefined)
    .map((p) => ({ id: p.id, name: romaniaMap.province(p.id)?.name[lang] ?? p.id, population: p.population! }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}

/** How many ambassadors and spies the region may still send this phase, given the lines already written. */
export function stillToSend(state: DipState, from: PowerId, lines: readonly string[]): { ambassadors: number; spies: number } | null {
  const special = romaniaSpecial(state);
  if (!special || state.position.phase !== 'movement') return null;
  const own = (kind: 'P' | 'S') => lines.filter((l) => {
    const m = /^\s*([PS])\s+(\S+)/i.exec(l);
    return !!m && m[1]!.toUpperCase() === kind && regionOf(m[2]!) === from;
  }).length;
  return {
    ambassadors: special.ambassadors ? Math.max(0, MAX_AMBASSADORS - own('P')) : 0,
    spies: special.spies ? Math.max(0, MAX_SPIES - own('S')) : 0,
  };
}

/** Ticks or unticks one thing to learn; at least one stays, at most the spy's ability. */
export function toggleInfo(draft: SpecialDraft, info: SpyInfo): SpecialDraft {
  const has = draft.infos.includes(info);
  const infos = has ? draft.infos.filter((i) => i !== info) : [...draft.infos, info];
  if (!infos.length || infos.length > SPY_ABILITY) return draft;
  return { ...draft, infos };
}
