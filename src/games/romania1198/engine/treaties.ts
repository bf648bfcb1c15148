/**
 * Ambassadors (seed 003, "Truppe Speciali", "Ambasciatori (P)"), a creator
 * option of Romania 1198, off by default. An ambassador goes from one region
 * to another to record an alliance, a non-belligerence pact or a declaration
 * of war: `P bis tim (alleanza)`, in English `P Bis Tim (alliance)`. A region
 * is named by any of its home centres or by its id.
 *
 * Treaties never constrain orders: seed 003 says agreements bind nobody.
 * What the seed does attach is a penalty in the battle for attacking
 * without a declaration of war. Ours, sized here:
 * a move into a space held or owned by a region its own region has not
 * declared war on fights at UNDECLARED_ATTACK_FACTOR of its own strength
 * (its supporters are unaffected), and the breach is recorded for everyone
 * to see. A declaration takes effect from the next phase (the seed: declaring
 * gives the other side time to get ready).
 */
import type { Lang, Localized, PowerId } from '../../../platform/game';
import type { OrderRecord } from '../../diplomacy/engine/state';
import type { Position } from '../../diplomacy/engine/position';
import type { AttackFactor } from '../../diplomacy/engine/rulebook';
import type { Order, ProvinceId } from '../../diplomacy/engine/types';
import { romaniaData } from './map';

export type TreatyKind = 'alliance' | 'nonBelligerence' | 'war';
export const TREATY_KINDS: readonly TreatyKind[] = ['alliance', 'nonBelligerence', 'war'];

/** −20 % of the attacker's own strength: a supported attack (2) still beats a lone hold (1). */
export const UNDECLARED_ATTACK_FACTOR = 0.8;

export interface AmbassadorOrder {
  kind: 'ambassador';
  from: PowerId;
  to: PowerId;
  treaty: TreatyKind;
}

/** A treaty in force between two regions, recorded in the phase it was sent (year, season index). */
export interface Treaty {
  from: PowerId;
  to: PowerId;
  treaty: TreatyKind;
  /** Phase number (0-based count of phases) from which it is in force. */
  since: number;
}

export type Parsed<T> = { ok: true; order: T } | { ok: false; reason: Localized };

const KIND_WORDS: Record<string, TreatyKind> = {
  alleanza: 'alliance',
  alliance: 'alliance',
  'non belligeranza': 'nonBelligerence',
  'non-belligeranza': 'nonBelligerence',
  'non belligerence': 'nonBelligerence',
  'non-belligerence': 'nonBelligerence',
  guerra: 'war',
  'dichiarazione di guerra': 'war',
  war: 'war',
  'declaration of war': 'war',
};

export const TREATY_NAMES: Record<TreatyKind, Localized> = {
  alliance: { en: 'alliance', it: 'alleanza' },
  nonBelligerence: { en: 'non-belligerence', it: 'non belligeranza' },
  war: { en: 'declaration of war', it: 'dichiarazione di guerra' },
};

function refuse(en: string, it: string): { ok: false; reason: Localized } {
  return { ok: false, reason: { en, it } };
}

/** A region by its id ("cluj") or one of its home centres ("clu"), case folded. */
export function regionOf(word: string): PowerId | undefined {
  const w = word.toLowerCase();
  if (romaniaData.powers.some((p) => p.id === w)) return w;
  return romaniaData.provinces.find((p) => p.id === w && p.home)?.home;
}

/** `P bis tim (alleanza)` or `P Bis Tim (alliance)`; the player's own region is `power`. */
export function parseAmbassador(text: string, power: PowerId): Parsed<AmbassadorOrder> {
  const m = /^\s*P\s+(\S+)\s+(\S+)\s*\(\s*([^()]+?)\s*\)\s*$/i.exec(text);
  if (!m) {
    return refuse(
      'An ambassador order reads "P bis tim (alliance)": P, the sending region, the receiving region, the treaty in brackets.',
      'Un ordine di ambasciatore si scrive "P bis tim (alleanza)": P, la regione che invia, quella che riceve, il trattato tra parentesi.',
    );
  }
  const [, fromWord, toWord, kindWord] = m as unknown as [string, string, string, string];
  const from = regionOf(fromWord);
  const to = regionOf(toWord);
  if (!from) return refuse(`"${fromWord}" is not a region or one of its home centres.`, `"${fromWord}" non è una regione né un suo centro.`);
  if (!to) return refuse(`"${toWord}" is not a region or one of its home centres.`, `"${toWord}" non è una regione né un suo centro.`);
  if (from !== power) return refuse('An ambassador is sent only by your own region.', 'Un ambasciatore parte solo dalla propria regione.');
  if (from === to) return refuse('An ambassador goes to another region.', 'Un ambasciatore va in un\'altra regione.');
  const treaty = KIND_WORDS[kindWord.toLowerCase().replace(/\s+/g, ' ')];
  if (!treaty) {
    return refuse(
      `"${kindWord}" is not a treaty: alliance, non-belligerence or war.`,
      `"${kindWord}" non è un trattato: alleanza, non belligeranza o guerra.`,
    );
  }
  return { ok: true, order: { kind: 'ambassador', from, to, treaty } };
}

/** The latest treaty each ordered pair of regions made wins; a new treaty replaces the old one. */
export function applyAmbassadors(treaties: readonly Treaty[], orders: readonly AmbassadorOrder[], phase: number): Treaty[] {
  const next = new Map<string, Treaty>();
  for (const t of treaties) next.set(`${t.from}>${t.to}`, t);
  for (const o of orders) next.set(`${o.from}>${o.to}`, { from: o.from, to: o.to, treaty: o.treaty, since: phase + 1 });
  return [...next.values()].sort((a, b) => (a.from + a.to < b.from + b.to ? -1 : 1));
}

/** Whether `from` has a declaration of war on `to` in force at `phase`. */
export function atWar(treaties: readonly Treaty[], from: PowerId, to: PowerId, phase: number): boolean {
  return treaties.some((t) => t.from === from && t.to === to && t.treaty === 'war' && t.since <= phase);
}

export interface Breach {
  attacker: PowerId;
  victim: PowerId;
  /** The attacking unit's province and where it moved. */
  from: ProvinceId;
  to: ProvinceId;
  /** The attacker's own treaty with the victim that the attack broke; null: none, only no declaration of war. */
  broken: BrokenTreaty;
}

/** What an undeclared attack can break: a war in force is no breach. */
export type BrokenTreaty = Exclude<TreatyKind, 'war'> | null;
export const BROKEN_TREATIES: readonly BrokenTreaty[] = [null, 'alliance', 'nonBelligerence'];

const province = (loc: string): string => loc.split('/')[0] ?? loc;

/** The breach of one move, or null: the region standing in, else owning, the target (as the adjudicator reads it) without a war declared on it in force. */
function breachOf(position: Position, power: PowerId, order: Order, treaties: readonly Treaty[], phase: number): Breach | null {
  if (order.kind !== 'move') return null;
  const to = province(order.to);
  const victim = position.units.find((u) => province(u.loc) === to)?.power ?? position.owners[to];
  if (!victim || victim === power || atWar(treaties, power, victim, phase)) return null;
  const own = treaties.find((t) => t.from === power && t.to === victim && t.since <= phase)?.treaty;
  return { attacker: power, victim, from: province(order.unit.loc), to, broken: own === 'alliance' || own === 'nonBelligerence' ? own : null };
}

/** Moves into a space held or owned by a region the mover has not declared war on (in force). */
export function undeclaredAttacks(position: Position, orders: Readonly<Record<PowerId, readonly Order[]>>, treaties: readonly Treaty[], phase: number): Breach[] {
  return Object.entries(orders).flatMap(([power, list]) => list.map((order) => breachOf(position, power, order, treaties, phase)).filter((b): b is Breach => b !== null));
}

/**
 * The record's entries whose move the adjudicator played as a move, so the penalty could apply: not refused or
 * void, not an army only setting out into a pass (it holds), not a convoy that had no route.
 */
export function playedMoves(record: readonly OrderRecord[]): number[] {
  const out: number[] = [];
  record.forEach((entry, i) => {
    const { status, reason } = entry.outcome;
    if (entry.order.kind === 'move' && status !== 'illegal' && status !== 'void' && reason !== 'set-out-across-pass' && reason !== 'no-convoy-route') out.push(i);
  });
  return out;
}

/**
 * The breaches of a played movement phase, in record order: each move played into a space held, else
 * owned, at the phase's start by a region the mover had no declaration of war on in force. `position`
 * and `treaties` are the phase's own (before it was played); every such attacker fought at
 * UNDECLARED_ATTACK_FACTOR of its strength.
 */
export function phaseBreaches(position: Position, record: readonly OrderRecord[], treaties: readonly Treaty[], phase: number): Breach[] {
  return playedMoves(record).flatMap((i) => breachOf(position, record[i]!.power, record[i]!.order, treaties, phase) ?? []);
}

const BREACH_WORDS: Record<'alliance' | 'nonBelligerence' | 'none', Localized> = {
  alliance: { en: 'in breach of its alliance', it: "violando l'alleanza" },
  nonBelligerence: { en: 'in breach of its non-belligerence pact', it: 'violando il patto di non belligeranza' },
  none: { en: 'without a declaration of war', it: 'senza dichiarazione di guerra' },
};

/** One breach as a sentence for the players: who attacked whom, which treaty, the penalty. */
export function describeBreach(b: Breach, lang: Lang): string {
  const region = (id: PowerId): string => romaniaData.powers.find((p) => p.id === id)?.name[lang] ?? id;
  const place = (id: ProvinceId): string => romaniaData.provinces.find((p) => p.id === id)?.name[lang] ?? id;
  const percent = Math.round(UNDECLARED_ATTACK_FACTOR * 100);
  const how = BREACH_WORDS[b.broken ?? 'none'][lang];
  return lang === 'it'
    ? `${region(b.attacker)} ha attaccato ${region(b.victim)} (${place(b.from)} → ${place(b.to)}) ${how}: l'unità attaccante ha combattuto all'${percent}% della sua forza.`
    : `${region(b.attacker)} attacked ${region(b.victim)} (${place(b.from)} → ${place(b.to)}) ${how}: the attacking unit fought at ${percent}% of its strength.`;
}

/** The attacker's own strength after the penalty; supporters are counted apart, unaffected. */
export function penalisedStrength(strength: number, breach: boolean): number {
  return breach ? strength * UNDECLARED_ATTACK_FACTOR : strength;
}

/** The adjudicator's attacker-only factors at `phase`: every ordered pair of regions without a declaration of war in force. */
export function attackFactors(treaties: readonly Treaty[], phase: number): AttackFactor[] {
  const ids = romaniaData.powers.map((p) => p.id);
  return ids.flatMap((attacker) =>
    ids.filter((victim) => victim !== attacker && !atWar(treaties, attacker, victim, phase)).map((victim) => ({ attacker, victim, factor: UNDECLARED_ATTACK_FACTOR })),
  );
}

export interface TreatyRow {
  from: PowerId;
  to: PowerId;
  treaty: TreatyKind;
  name: Localized;
  inForce: boolean;
  /** The other region has sent the same treaty back: each is a pledge of its sender (treaties bind nobody), both ways here. */
  mutual: boolean;
}

/** The treaties panel's rows: every treaty, public to all seats. */
export function treatiesTable(treaties: readonly Treaty[], phase: number): TreatyRow[] {
  return treaties.map((t) => ({
    from: t.from,
    to: t.to,
    treaty: t.treaty,
    name: TREATY_NAMES[t.treaty],
    inForce: t.since <= phase,
    mutual: treaties.some((back) => back.from === t.to && back.to === t.from && back.treaty === t.treaty),
  }));
}

/**
 * The treaties record in a Romania link: one byte per region pair and kind
 * (from index × 7 + to index, kind), then the phase as two bytes. Decoding
 * refuses anything a crafted link could slip in: unknown regions, a region
 * treating with itself, an unknown kind, a pair twice, a treaty from the future.
 */
export function encodeTreaties(treaties: readonly Treaty[]): Uint8Array {
  const ids = romaniaData.powers.map((p) => p.id);
  const out = new Uint8Array(1 + treaties.length * 4);
  out[0] = treaties.length;
  treaties.forEach((t, i) => {
    out[1 + i * 4] = ids.indexOf(t.from) * ids.length + ids.indexOf(t.to);
    out[2 + i * 4] = TREATY_KINDS.indexOf(t.treaty);
    out[3 + i * 4] = t.since >> 8;
    out[4 + i * 4] = t.since & 0xff;
  });
  return out;
}

export function decodeTreaties(bytes: Uint8Array, phase: number): { ok: true; treaties: Treaty[] } | { ok: false; reason: string } {
  const ids = romaniaData.powers.map((p) => p.id);
  const count = bytes[0];
  if (count === undefined || bytes.length !== 1 + count * 4) return { ok: false, reason: 'treaties: wrong length' };
  const seen = new Set<number>();
  const treaties: Treaty[] = [];
  for (let i = 0; i < count; i++) {
    const pair = bytes[1 + i * 4] as number;
    const kind = TREATY_KINDS[bytes[2 + i * 4] as number];
    const since = ((bytes[3 + i * 4] as number) << 8) | (bytes[4 + i * 4] as number);
    const from = ids[Math.floor(pair / ids.length)];
    const to = ids[pair % ids.length];
    if (!from || !to || pair >= ids.length * ids.length) return { ok: false, reason: 'treaties: unknown region' };
    if (from === to) return { ok: false, reason: 'treaties: a region with itself' };
    if (!kind) return { ok: false, reason: 'treaties: unknown kind' };
    if (seen.has(pair)) return { ok: false, reason: 'treaties: a pair twice' };
    if (since > phase + 1) return { ok: false, reason: 'treaties: from a later phase' };
    seen.add(pair);
    treaties.push({ from, to, treaty: kind, since });
  }
  return { ok: true, treaties };
}
