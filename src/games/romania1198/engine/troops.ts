/**
 * Named units (seed 003 "Suddivisione Esercito", "Potenza e collocamento delle
 * Unità"): a unit's troops, as the player's description lists them
 * ("200 Arcieri liv 3"), and the strength the adjudicator gives it under the
 * unitStrengths hook. The seed gives no formula; ours:
 *
 *   army  S = Σ men × level × weight / 500   (infantry 1, archers 1.2, cavalry 1.5)
 *   fleet S = Σ boats × level / 20
 *
 * so the seed's full unit of the lowest level, 500 infantry or 20 boats at level 1,
 * is strength 1, a unit of the standard game. The Mannari (200 archers level 3,
 * 100 cavalry level 5, 100 infantry level 2, 100 infantry level 3) are
 * (720 + 750 + 200 + 300) / 500 = 3.94. Seed 003 caps an army at 500 men and a
 * fleet at 20 boats ("fino a 500 uomini", "fino a 20 imbarcazioni"); levels run
 * from 1 to 10 (our bound).
 */
import type { Localized } from '../../../platform/game';
import type { NamedUnit, UnitType } from '../../diplomacy/engine/types';

export type TroopKind = 'infantry' | 'archers' | 'cavalry' | 'boats';

export interface TroopGroup {
  kind: TroopKind;
  count: number;
  level: number;
}

export const TROOP_WEIGHT: Record<TroopKind, number> = { infantry: 1, archers: 1.2, cavalry: 1.5, boats: 1 };
export const MAX_MEN = 500;
export const MAX_BOATS = 20;
export const MAX_LEVEL = 10;

/** Words for each kind, Italian as the seed writes them and English, lower-case. */
const KIND_WORDS: Record<TroopKind, readonly string[]> = {
  infantry: ['fanti', 'fante', 'fanteria', 'infantry', 'foot'],
  archers: ['arcieri', 'arciere', 'archers', 'archer'],
  cavalry: ['cavalieri', 'cavaliere', 'cavalleria', 'cavalry', 'horse', 'knights'],
  boats: ['imbarcazioni', 'imbarcazione', 'barche', 'barca', 'navi', 'boats', 'boat', 'ships'],
};
const LEVEL_WORDS = ['liv', 'livello', 'level', 'lvl'];

export type Composition = { ok: true; troops: TroopGroup[] } | { ok: false; reason: Localized };

/** Reads one group a line ("200 Arcieri liv 3"; "100 cavalry level 5"), for an army or a fleet. */
export function parseComposition(type: UnitType, text: string): Composition {
  const troops: TroopGroup[] = [];
  for (const raw of text.split(/[\n;,]+/)) {
    const line = raw.trim().toLowerCase();
    if (!line) continue;
    const match = /^(\d+)\s+([a-zà-ù]+)\s+([a-z]+)\.?\s*(\d+)$/.exec(line);
    const kind = match ? (Object.keys(KIND_WORDS) as TroopKind[]).find((k) => KIND_WORDS[k].includes(match[2])) : undefined;
    if (!match || !kind || !LEVEL_WORDS.includes(match[3])) {
      return { ok: false, reason: { en: `"${raw.trim()}" is not a group of troops such as "200 archers level 3".`, it: `"${raw.trim()}" non è un gruppo di truppe come "200 Arcieri liv 3".` } };
    }
    const level = Number(match[4]);
    if (level < 1 || level > MAX_LEVEL) return { ok: false, reason: { en: `Levels run from 1 to ${MAX_LEVEL}.`, it: `I livelli vanno da 1 a ${MAX_LEVEL}.` } };
    if ((kind === 'boats') !== (type === 'F')) {
      return { ok: false, reason: { en: 'An army has men, a fleet has boats.', it: "Un'armata ha uomini, una flotta imbarcazioni." } };
    }
    troops.push({ kind, count: Number(match[1]), level });
  }
  const total = troops.reduce((sum, group) => sum + group.count, 0);
  if (total === 0) return { ok: false, reason: { en: 'A unit needs some troops.', it: "Un'unità ha bisogno di truppe." } };
  if (type === 'A' && total > MAX_MEN) return { ok: false, reason: { en: `An army has at most ${MAX_MEN} men.`, it: `Un'armata ha al massimo ${MAX_MEN} uomini.` } };
  if (type === 'F' && total > MAX_BOATS) return { ok: false, reason: { en: `A fleet has at most ${MAX_BOATS} boats.`, it: `Una flotta ha al massimo ${MAX_BOATS} imbarcazioni.` } };
  return { ok: true, troops };
}

/** The strength of a unit made of these troops (see the formula above), to two decimals. */
export function troopStrength(type: UnitType, troops: readonly TroopGroup[]): number {
  const full = type === 'A' ? MAX_MEN : MAX_BOATS;
  const sum = troops.reduce((s, group) => s + group.count * group.level * TROOP_WEIGHT[group.kind], 0);
  return Math.round((sum / full) * 100) / 100;
}

const KIND_NAMES: Record<TroopKind, Localized> = {
  infantry: { en: 'infantry', it: 'Fanti' },
  archers: { en: 'archers', it: 'Arcieri' },
  cavalry: { en: 'cavalry', it: 'Cavalieri' },
  boats: { en: 'boats', it: 'Imbarcazioni' },
};

/** Troops as the seed lists them ("200 Arcieri liv 3, 100 Cavalieri liv 5") and in English. */
export function describeTroops(troops: readonly TroopGroup[]): Localized {
  const list = (lang: 'en' | 'it') =>
    troops.map((g) => `${g.count} ${KIND_NAMES[g.kind][lang]} ${lang === 'it' ? 'liv' : 'level'} ${g.level}`).join(', ');
  return { en: list('en'), it: list('it') };
}

/** A roster's line of data: a starting unit's place, its name and its troops in the seed's words. */
export interface RosterLine {
  loc: string;
  name: string;
  troops: string;
}

/** The named units of a roster, each with the type of the starting unit at its place and the strength of its troops. */
export function buildRoster(lines: readonly RosterLine[], startUnits: readonly { type: UnitType; loc: string }[]): NamedUnit[] {
  return lines.map((line) => {
    const start = startUnits.find((u) => u.loc === line.loc);
    if (!start) throw new Error(`no starting unit at ${line.loc}`);
    const read = parseComposition(start.type, line.troops);
    if (!read.ok) throw new Error(`${line.name}: ${read.reason.en}`);
    return { type: start.type, loc: line.loc, name: line.name, troops: describeTroops(read.troops), strength: troopStrength(start.type, read.troops) };
  });
}
