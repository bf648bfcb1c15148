/**
 * Spies (seed 003, "Truppe Speciali", "Spie (S)"), a creator option of
 * Romania 1198, off by default: `S clu ara (esercito - minerali - qualità
 * equipaggiamento)`, in English `S Clu Ara (army - resources - equipment)`.
 * Each point of ability buys one piece of information (seed 003): a spy
 * asks at most as many things as its ability. The game models no ability
 * track: every spy has SPY_ABILITY, one spy per order.
 *
 * Caught when a percentile die (1–100) is below the seed's formula, read
 * with normal precedence and followed as printed (no clamp):
 *   75 − spies × ability × 3 + population of the spied city / 250 + pieces of information asked
 * A caught spy delivers nothing.
 *
 * The die is sha256 of the material no single player controls once orders
 * are fixed (the caller passes it: in sealed mode all reveal codes of the
 * phase; in open and table modes the phase's state hash and every order
 * text), with the order's index, so it is the same in every browser.
 */
import type { Localized, PowerId } from '../../../platform/game';
import { sha256Sync } from '../../../platform/sha256-sync';
import type { Position } from '../../diplomacy/engine/position';
import type { ProvinceId, UnitType } from '../../diplomacy/engine/types';
import { romaniaData } from './map';
import places from '../../../../maps/romania1198/places.json';
import { regionOf, type Parsed } from './treaties';

export const SPY_ABILITY = 3;

export type SpyInfo = 'army' | 'resources' | 'equipment';
const INFO_WORDS: Record<string, SpyInfo> = {
  esercito: 'army',
  army: 'army',
  minerali: 'resources',
  'risorse minerarie': 'resources',
  resources: 'resources',
  minerals: 'resources',
  'qualità equipaggiamento': 'equipment',
  equipaggiamento: 'equipment',
  equipment: 'equipment',
  'equipment quality': 'equipment',
};

export interface SpyOrder {
  kind: 'spy';
  from: PowerId;
  /** The spied city. */
  target: ProvinceId;
  infos: SpyInfo[];
}

function refuse(en: string, it: string): { ok: false; reason: Localized } {
  return { ok: false, reason: { en, it } };
}

export function population(city: ProvinceId): number | undefined {
  return (places.places as { id: string; population?: number }[]).find((p) => p.id === city)?.population;
}

export function parseSpy(text: string, power: PowerId, ability = SPY_ABILITY): Parsed<SpyOrder> {
  const m = /^\s*S\s+(\S+)\s+(\S+)\s*\(\s*([^()]+?)\s*\)\s*$/i.exec(text);
  if (!m) {
    return refuse(
      'A spy order reads "S clu ara (army - resources - equipment)": S, your city, the spied city, what to learn in brackets.',
      'Un ordine di spia si scrive "S clu ara (esercito - minerali - qualità equipaggiamento)": S, la propria città, quella spiata, le informazioni tra parentesi.',
    );
  }
  const [, fromWord, targetWord, list] = m as unknown as [string, string, string, string];
  const from = regionOf(fromWord);
  if (!from) return refuse(`"${fromWord}" is not a region or one of its home centres.`, `"${fromWord}" non è una regione né un suo centro.`);
  if (from !== power) return refuse('A spy is sent only by your own region.', 'Una spia parte solo dalla propria regione.');
  const target = targetWord.toLowerCase();
  if (population(target) === undefined) return refuse(`"${targetWord}" is not a city of the map.`, `"${targetWord}" non è una città della mappa.`);
  const infos: SpyInfo[] = [];
  for (const word of list.split(/\s+[-–]\s+|\s*,\s*/)) {
    const info = INFO_WORDS[word.toLowerCase().replace(/\s+/g, ' ')];
    if (!info) return refuse(`"${word}" is not something a spy learns: army, resources or equipment.`, `"${word}" non è un'informazione: esercito, minerali o qualità equipaggiamento.`);
    if (infos.includes(info)) return refuse(`"${word}" is asked twice.`, `"${word}" è chiesto due volte.`);
    infos.push(info);
  }
  if (infos.length > ability) {
    return refuse(`A spy of ability ${ability} learns at most ${ability} things.`, `Una spia di abilità ${ability} scopre al massimo ${ability} informazioni.`);
  }
  return { ok: true, order: { kind: 'spy', from, target, infos } };
}

/** The seed's detection threshold, as printed: caught when the die is below it. */
export function detectionThreshold(spies: number, ability: number, population: number, infos: number): number {
  return 75 - spies * ability * 3 + population / 250 + infos;
}

/**
 * The die's material for a phase. Sealed: every reveal code, which nobody
 * knows whole until all are out. Open and table: the phase's state hash and
 * every seat's order text, so the result is public and computable. Sorted by
 * seat so that the order links arrive in does not matter.
 */
export function spyDieMaterial(
  source: { sealed: true; revealCodes: Readonly<Record<string, string>> } | { sealed: false; stateHash: string; orders: Readonly<Record<PowerId, string>> },
): Uint8Array[] {
  const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
  const bySeat = (record: Readonly<Record<string, string>>): Uint8Array[] =>
    Object.keys(record)
      .sort()
      .map((seat) => enc(`${seat}\n${record[seat] ?? ''}`));
  return source.sealed ? [enc('sealed'), ...bySeat(source.revealCodes)] : [enc('open'), enc(source.stateHash), ...bySeat(source.orders)];
}

/** A percentile die 1–100 from shared material; the index parts spies of one phase. */
export function spyDie(material: readonly Uint8Array[], index: number): number {
  const parts = [new TextEncoder().encode('romania1198/spy'), ...material, Uint8Array.of(index >> 8, index & 0xff)];
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length + 2, 0));
  let at = 0;
  for (const p of parts) {
    // Length-prefixed so two different lists never hash alike.
    all[at++] = p.length >> 8;
    all[at++] = p.length & 0xff;
    all.set(p, at);
    at += p.length;
  }
  const h = sha256Sync(all);
  // 32 bits mod 100: a bias below 1e-7.
  const n = (((h[0] as number) << 24) | ((h[1] as number) << 16) | ((h[2] as number) << 8) | (h[3] as number)) >>> 0;
  return (n % 100) + 1;
}

export interface SpyReport {
  spy: SpyOrder;
  die: number;
  threshold: number;
  caught: boolean;
  /** The region holding the spied city (its owner, else its home region). */
  region?: PowerId;
  army?: { type: UnitType; loc: string }[];
  /** Resources as the game models them: the supply centres the region owns. */
  resources?: ProvinceId[];
  /** Equipment quality as the game models it: each unit's strength (1 without named units). */
  equipment?: { loc: string; strength: number }[];
}

/** What one spy learns, for its own region's eyes only in referee and sealed modes. */
export function spyReport(position: Position, spy: SpyOrder, die: number, ability = SPY_ABILITY): SpyReport {
  const threshold = detectionThreshold(1, ability, population(spy.target) ?? 0, spy.infos.length);
  const caught = die < threshold;
  const region = position.owners[spy.target] ?? romaniaData.provinces.find((p) => p.id === spy.target)?.home;
  const report: SpyReport = { spy, die, threshold, caught, region };
  if (caught || !region) return report;
  const units = position.units.filter((u) => u.power === region);
  if (spy.infos.includes('army')) report.army = units.map((u) => ({ type: u.type, loc: u.loc }));
  if (spy.infos.includes('resources')) report.resources = Object.keys(position.owners).filter((c) => position.owners[c] === region).sort();
  if (spy.infos.includes('equipment')) report.equipment = units.map((u) => ({ loc: u.loc, strength: u.strength ?? 1 }));
  return report;
}

/** The reports a seat may see: only its own region's. */
export function privateSpyReports(reports: readonly SpyReport[], power: PowerId): SpyReport[] {
  return reports.filter((r) => r.spy.from === power);
}
