/**
 * What the Belle Époque map shows, without the DOM: each territory's accessible
 * name in English and Italian, and each cube's look. A cube never relies on colour
 * alone: a power's cube carries its letter, a minor nation's is white with two
 * letters, an arms cube is black with a cross (2.3, 2.0, 8.9).
 */
import { loadBelleEpoqueData, POWER_IDS, type Continent, type CubeOwner, type PowerId, type TerritoryId } from '../engine/data';
import { allyOf, controllerOf, isPower } from '../engine/board';
import type { BelleEpoqueState, Fleet, Space } from '../engine/state';
import { POWERS } from '../engine/module';

export type Lang = 'en' | 'it';
const d = loadBelleEpoqueData();

/** The powers' colours, as the game module gives them to the rest of the site (2.3). */
export const POWER_COLOURS: Readonly<Record<PowerId, string>> = Object.fromEntries(POWERS.map((p) => [p.id, p.color])) as Record<PowerId, string>;

/** One letter a power (its cubes, fleets and track markers). */
export const POWER_LETTERS: Readonly<Record<PowerId, string>> = { gb: 'B', fr: 'F', ru: 'R', ce: 'C' };

/** Two letters a minor nation (its white cubes). */
export const MINOR_LETTERS: Readonly<Record<string, string>> = {
  italy: 'It', japan: 'Jp', usa: 'US', spain: 'Sp', portugal: 'Pt', belgium: 'Be', holland: 'Nl', boers: 'Bo',
};

export interface CubeLook {
  kind: 'power' | 'minor' | 'arms' | 'free';
  fill: string;
  ink: string;
  glyph: string;
}

/** How one cube is drawn. */
export function cubeLook(cube: CubeOwner | 'arms' | null): CubeLook {
  if (cube === null) return { kind: 'free', fill: 'none', ink: '#555', glyph: '' };
  if (cube === 'arms') return { kind: 'arms', fill: '#111', ink: '#fff', glyph: '×' };
  if (isPower(cube)) return { kind: 'power', fill: POWER_COLOURS[cube], ink: '#fff', glyph: POWER_LETTERS[cube] };
  return { kind: 'minor', fill: '#fff', ink: '#111', glyph: MINOR_LETTERS[cube] ?? cube.slice(0, 2) };
}

const WORDS = {
  en: {
    spaces: (n: number) => `${n} spaces`,
    free: (n: number) => `${n} free`,
    contested: (n: number) => (n === 1 ? 'contested' : `${n} contested`),
    contest: (top: string, under: string) => `${top} contests ${under}`,
    arms: (n: number) => `${n} arms`,
    vp: (n: number) => `${n} VP`,
    sale: (armies: number, fleets: number, cubes: number) =>
      `arms sale ${[armies ? `${armies} ${armies === 1 ? 'army' : 'armies'}` : '', fleets ? `${fleets} ${fleets === 1 ? 'fleet' : 'fleets'}` : ''].filter(Boolean).join(' and ')} for ${cubes} ${cubes === 1 ? 'cube' : 'cubes'}`,
    allied: (p: string) => `allied with ${p}`,
    controlled: (p: string) => `controlled by ${p}`,
    minor: 'minor nation',
    colony: 'colony',
    fleetBox: (c: string) => `Fleet box, ${c}`,
    noFleets: 'no fleets',
    active: 'active',
    exhausted: 'exhausted',
  },
  it: {
    spaces: (n: number) => `${n} spazi`,
    free: (n: number) => `${n} liberi`,
    contested: (n: number) => (n === 1 ? 'conteso' : `${n} contesi`),
    contest: (top: string, under: string) => `${top} contende a ${under}`,
    arms: (n: number) => `${n} armamento`,
    vp: (n: number) => `${n} PV`,
    sale: (armies: number, fleets: number, cubes: number) =>
      `vendita d'armi ${[armies ? `${armies} ${armies === 1 ? 'esercito' : 'eserciti'}` : '', fleets ? `${fleets} ${fleets === 1 ? 'flotta' : 'flotte'}` : ''].filter(Boolean).join(' e ')} per ${cubes} ${cubes === 1 ? 'cubo' : 'cubi'}`,
    allied: (p: string) => `alleata con ${p}`,
    controlled: (p: string) => `controllata da ${p}`,
    minor: 'nazione minore',
    colony: 'colonia',
    fleetBox: (c: string) => `Box Flotte, ${c}`,
    noFleets: 'nessuna flotta',
    active: 'attiva',
    exhausted: 'esaurita',
  },
} as const;

export const CONTINENT_NAMES: Readonly<Record<Continent, Record<Lang, string>>> = {
  europe: { en: 'Europe', it: 'Europa' },
  africa: { en: 'Africa', it: 'Africa' },
  asia: { en: 'Asia', it: 'Asia' },
};

/** Whose cubes, by name: a power's or a minor nation's. */
export function ownerName(owner: CubeOwner, lang: Lang): string {
  const power = d.powers.find((p) => p.id === owner);
  if (power) return power.name[lang];
  return d.minors.find((m) => m.id === owner)?.name[lang] ?? owner;
}

export function territoryName(id: TerritoryId, lang: Lang): string {
  return d.territories.find((t) => t.id === id)?.name[lang] ?? id;
}

/** The arms-sale rate of a territory: its own, or Africa's box (8.9). */
export function armsRate(id: TerritoryId): { armies: number; fleets: number; cubes: number } {
  const t = d.territories.find((x) => x.id === id)!;
  return t.arms ?? d.rules.africaArms;
}

/**
 * The territory as a sentence: name, spaces, whose cubes (powers first, then
 * minor nations), contests, arms, free spaces; its holder; VP; arms-sale rate.
 */
export function territoryLabel(state: BelleEpoqueState, id: TerritoryId, lang: Lang): string {
  const w = WORDS[lang];
  const t = d.territories.find((x) => x.id === id)!;
  const spaces: Space[] = state.board[id] ?? [];
  const counts = new Map<CubeOwner, number>();
  let free = 0;
  let arms = 0;
  const contests: string[] = [];
  for (const sp of spaces) {
    if (sp.cube === null) free++;
    else if (sp.cube === 'arms') arms++;
    else counts.set(sp.cube, (counts.get(sp.cube) ?? 0) + 1);
    if (sp.top && sp.cube && sp.cube !== 'arms') contests.push(w.contest(ownerName(sp.top, lang), ownerName(sp.cube, lang)));
  }
  const owners = [...counts.keys()].sort((a, b) => rank(a) - rank(b));
  const parts = [...owners.map((o) => `${ownerName(o, lang)} ${counts.get(o)}`)];
  if (contests.length) parts.push(`${w.contested(contests.length)} (${contests.join('; ')})`);
  if (arms) parts.push(w.arms(arms));
  parts.push(w.free(free));
  const holder = t.kind === 'minor' ? allyOf(state, id) : controllerOf(state, id);
  const held = holder ? (t.kind === 'minor' ? w.allied : w.controlled)(ownerName(holder, lang)) : t.kind === 'minor' ? w.minor : w.colony;
  const rate = armsRate(id);
  return `${t.name[lang]}, ${w.spaces(spaces.length)}: ${parts.join(', ')}; ${held}; ${w.vp(t.vp)}; ${w.sale(rate.armies, rate.fleets, rate.cubes)}`;
}

function rank(owner: CubeOwner): number {
  const power = POWER_IDS.indexOf(owner as PowerId);
  return power >= 0 ? power : POWER_IDS.length + d.minors.findIndex((m) => m.id === owner);
}

/** The fleets in a continent's box (8.8), powers' first, in a fixed order. */
export function fleetsIn(state: BelleEpoqueState, continent: Continent): Fleet[] {
  return state.fleets.filter((f) => f.where === continent).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Who a fleet counter shows: its power's letter, or the minor nation's two letters. */
export function fleetGlyph(f: Fleet): { glyph: string; fill: string; ink: string } {
  if (isPower(f.owner)) return { glyph: POWER_LETTERS[f.owner], fill: POWER_COLOURS[f.owner], ink: '#fff' };
  const minor = d.minors.find((m) => m.territory === f.owner);
  return { glyph: minor ? (MINOR_LETTERS[minor.id] ?? f.owner.slice(0, 2)) : territoryName(f.owner, 'en').slice(0, 2), fill: '#fff', ink: '#111' };
}

/** A fleet box as a sentence: "Fleet box, Asia: Great Britain active, Japan exhausted". */
export function fleetBoxLabel(state: BelleEpoqueState, continent: Continent, lang: Lang): string {
  const w = WORDS[lang];
  const fleets = fleetsIn(state, continent);
  const names = fleets.map((f) => `${isPower(f.owner) ? ownerName(f.owner, lang) : territoryName(f.owner, lang)} ${f.exhausted ? w.exhausted : w.active}`);
  return `${w.fleetBox(CONTINENT_NAMES[continent][lang])}: ${names.length ? names.join(', ') : w.noFleets}`;
}

/** The era of a turn (6.1): 1 for turns 1-3, 2 for 4-6, 3 for 7-9; 0 before turn 1. */
export function eraOf(turn: number): number {
  return d.rules.eras.find((e) => e.turns.includes(turn))?.era ?? 0;
}

/**
 * Colours the board draws with, as classes: the site's content security policy refuses inline
 * styles, so each colour of the palette gets a fill class (f-…) and a stroke class (s-…).
 */
export function colourClass(kind: 'f' | 's', colour: string): string {
  return `${kind}-${colour.replace('#', '')}`;
}

/** The palette's classes, tripled so they outrank the board's two-class rules (`.shape.minor`, `.fleet.exhausted rect`). */
export function paletteCss(): string {
  const colours = [...new Set([...Object.values(POWER_COLOURS), '#111', '#fff', '#555', 'none'])];
  return colours
    .map((c) => {
      const f = colourClass('f', c);
      const st = colourClass('s', c);
      return `.${f}.${f}.${f}{fill:${c}}.${st}.${st}.${st}{stroke:${c}}`;
    })
    .join('\n');
}
