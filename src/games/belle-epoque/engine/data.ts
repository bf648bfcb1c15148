/**
 * La Belle Époque: the types of every data file in maps/belle-epoque/, the
 * effect vocabulary cards are written in, and the loader that checks the
 * files against the facts the rule book prints (seed rule numbers in comments).
 * The engine interprets effects; no card has code of its own.
 */
import territoriesJson from '../../../../maps/belle-epoque/territories.json';
import minorsJson from '../../../../maps/belle-epoque/minors.json';
import powersJson from '../../../../maps/belle-epoque/powers.json';
import eventsJson from '../../../../maps/belle-epoque/events.json';
import nationalJson from '../../../../maps/belle-epoque/national-cards.json';
import intrigueJson from '../../../../maps/belle-epoque/intrigue-cards.json';
import prestigeJson from '../../../../maps/belle-epoque/prestige.json';
import automatedJson from '../../../../maps/belle-epoque/automated.json';
import rulesJson from '../../../../maps/belle-epoque/rules.json';
import type { Localized } from '../../../platform/game';

export type PowerId = 'gb' | 'fr' | 'ru' | 'ce';
export const POWER_IDS: readonly PowerId[] = ['gb', 'fr', 'ru', 'ce'];
export type Continent = 'europe' | 'africa' | 'asia';
export const CONTINENTS: readonly Continent[] = ['europe', 'africa', 'asia'];
export type TerritoryId = string;
/** A minor nation that owns white cubes (2.0): some have a territory, the USA and the Boers do not. */
export type MinorId = string;
/** Whose cube: a power's or a minor nation's. */
export type CubeOwner = PowerId | MinorId;

/**
 * Where a value comes from: a string starting with "printed" (the rule book
 * states it, with the rule number) or "reconstructed" (our design, with why).
 */
export type Source = Record<string, string>;

/** Cost of one arms sale (8.9): armies and fleets given up, black cubes placed. */
export interface ArmsRate {
  armies: number;
  fleets: number;
  cubes: number;
}

/** Bonus a power receives while allied with a minor nation (8.2.3 table). */
export type AllianceBonus =
  | { kind: 'income'; amount: number }
  | { kind: 'army'; continent?: Continent }
  | { kind: 'fleet'; continent?: Continent }
  | { kind: 'prestige'; amount: number }
  | { kind: 'intrigueDrawTwoKeepOne' };

export interface Territory {
  id: TerritoryId;
  name: Localized;
  continent: Continent;
  /** Minor nation (alliance, red bar) or colony (control, cyan bar). */
  kind: 'minor' | 'colony';
  /** Cube spaces, numbered by die faces 1..spaces (8.2.1, 6.2). */
  spaces: number;
  /** VP for the ally or controller at each scoring (10.1). */
  vp: number;
  /** Arms-sale rate printed in the territory; null in Africa, which uses the continent box (8.9). */
  arms: ArmsRate | null;
  /** Russia may send cubes and armies here without a fleet in Asia (8.2.2, 8.7 note). */
  russianAccess?: boolean;
  /** Minor-nation cubes placed at set-up (3.1). */
  setup?: { owner: MinorId; count: number }[];
  /** Minor nations only: the bonus of their alliance (8.2.3). */
  allianceBonus?: AllianceBonus[];
  source: Source;
}

export interface Minor {
  id: MinorId;
  name: Localized;
  /** White cubes of this nation in the box (2.0). */
  cubes: number;
  /** Contest modifier of its unallied cubes (8.7.1). */
  defence: number;
  /** Its own territory on the map, if any. */
  territory?: TerritoryId;
  source: Source;
}

/** Who an effect acts on: the card's player, an opposing power it picks (8.6.1), each power, or a named power. */
export type Who = 'self' | 'target' | 'each' | PowerId;

/** Which territory: a fixed one, one of a list (chooser picks), or any in a continent / anywhere. */
export type TerritoryRef =
  | { id: TerritoryId }
  | { oneOf: TerritoryId[] }
  | { anyIn: Continent | 'any' };

/**
 * How placed cubes take a space: 'event' = free spaces first, then a die picks
 * the cube replaced (6.2); 'freeOrReplace' = free space or a cube of the
 * player's choice (8.6.2); 'free' = free spaces only.
 */
export type PlaceMode = 'event' | 'freeOrReplace' | 'free';

/** Whose cubes an effect removes. */
export type RemoveOwner = CubeOwner | 'target' | 'opponents' | 'eachPower';

export type Condition =
  | { kind: 'allied'; territory: TerritoryId; power?: PowerId }
  | { kind: 'controls'; territory: TerritoryId; power?: PowerId }
  | { kind: 'cubesAtLeast'; territory: TerritoryId; count: number }
  | { kind: 'fleetTrackAtLeast'; count: number }
  | { kind: 'territoriesAtLeast'; territoryKind: 'minor' | 'colony'; continent?: Continent; count: number }
  /** The engine reads it (objectives about great works); no card of the data uses it yet. */
  | { kind: 'greatWorkBuilt'; power?: PowerId };

/** The effect vocabulary: every card, event, great work and bonus is a list of these. */
export type Effect =
  /** `automatonByDie`: an automated player picks oneOf[0] on an even die, oneOf[1] on an odd one (13.4.6). */
  | { kind: 'placeCubes'; owner: CubeOwner | 'self'; where: TerritoryRef; count: number; perTerritory?: number; mode?: PlaceMode; automatonByDie?: boolean }
  | { kind: 'removeCubes'; owner: RemoveOwner; where: TerritoryRef; count: number | 'all'; maxPerPower?: number }
  | { kind: 'money'; who: Who; amount: number }
  | { kind: 'prestige'; who: Who; delta: number }
  | { kind: 'gainCubes'; who: Who; count: number }
  | { kind: 'loseCubes'; who: Who; count: number }
  /** The engine plays it (intrigue losses); no card of the data uses it yet. */
  | { kind: 'discardIntrigue'; who: Who; count: number }
  | { kind: 'drawIntrigue'; who: Who; count: number }
  | { kind: 'freeArmies'; who: Who; count: number }
  | { kind: 'returnArmies'; who: Who; count: number }
  | { kind: 'exhaustFleets'; who: Who; count: number }
  /** The chooser ('self' or the target) picks one option; `automatonByDie`: an automated chooser takes option 1 on an even die, 2 on an odd one (13.4.6). */
  | { kind: 'choice'; chooser: 'self' | 'target'; options: Effect[][]; automatonByDie?: boolean }
  /** Until the end of the turn: + amount to the power's contests, cap raised to `cap`; `whenFleetUsed` limits it to contests where it uses a fleet. */
  | { kind: 'contestBonus'; who: 'self'; amount: number; cap: number; whenFleetUsed?: boolean }
  /** During a contest: roll one's own die again after seeing the other's. */
  | { kind: 'rerollContestDie' }
  /** A territory the player picks: other powers send no cubes there this turn; an arms sale there costs `armsSalePrestige`. */
  | { kind: 'blockTerritory'; where: TerritoryRef; armsSalePrestige: number }
  /** Mobilising fleets in contests costs `cost` each (Kiel Canal, 8.3). */
  | { kind: 'fleetContestCost'; cost: number }
  | { kind: 'fleetTrack'; delta: number }
  | { kind: 'cubesPerTurn'; delta: number }
  /** Allows playing the national card named (Trans-Siberian Railway, 8.3). */
  | { kind: 'unlockNationalCard'; card: string }
  /** The card goes to the power allied with most of `territories` (none on a tie) and scores `vp` at the end (10.2). */
  | { kind: 'assignCard'; territories: TerritoryId[]; vp: number }
  /** The game ends at once; the turn is not played (6.3). */
  | { kind: 'endGame' };

export type EffectKind = Effect['kind'];

export interface Objective {
  id: string;
  name: Localized;
  condition: Condition;
  /** Negative objectives score only at the end (10.1). */
  vp: number;
  source: string;
}

export interface GreatWork {
  id: string;
  name: Localized;
  cost: number;
  /** VP at every scoring once built (8.3). */
  vp: number;
  /** Active from the moment it is built (8.3 table). */
  bonus: Effect[];
  source: Source;
}

/** A power's contest rule of 8.7 steps g and h. */
export type ContestRule =
  | { kind: 'fleetUsedBonus'; bonus: number; cap: number }
  | { kind: 'armyAttackBonus'; bonus: number; cap: number };

export interface Power {
  id: PowerId;
  name: Localized;
  colour: string;
  income: number;
  cubesPerTurn: number;
  cubesInBox: number;
  armies: { max: number; cost: number };
  fleets: { max: number; cost: number };
  armsCubes: number;
  startingMoney: number;
  startingPrestige: number;
  /** Initial set-up (3.3.2): cubes to place and the minimum per continent. */
  setup: { cubes: number; minimum: Partial<Record<Continent, number>> };
  contestRules: ContestRule[];
  greatWork: GreatWork;
  objectives: Objective[];
  source: Source;
}

export interface EventCard {
  id: string;
  era: 1 | 2 | 3;
  promo?: boolean;
  name: Localized;
  effects: Effect[];
  source: string;
}

export interface NationalCard {
  id: string;
  power: PowerId;
  /** The three cards every power has (13.1); the fourth is its own. */
  common: boolean;
  /** Same for the four copies of a common card. */
  key: string;
  name: Localized;
  cost: number;
  requires?: { greatWork: string };
  effects: Effect[];
  source: string;
}

export interface IntrigueHalf {
  name: Localized;
  effects: Effect[];
  /** The half an automated power resolves, which a person may not use against one (13.4, 13.4.1). */
  automaton: boolean;
  /** 'contest': used inside a contest, not as an action. */
  timing?: 'contest';
  /**
   * How an automated player picks the target power when 13.4.3's rule (most of
   * what the effect takes) does not apply: 'random' = a die among the powers
   * it may target; 'richestHuman' = the person's power with most money (13.4.6).
   */
  automatonTarget?: 'random' | 'richestHuman';
}

export interface IntrigueCard {
  id: string;
  promo?: boolean;
  halves: [IntrigueHalf, IntrigueHalf];
  source: string;
}

export type PrestigeBonus = { kind: 'cube' } | { kind: 'money'; amount: number } | { kind: 'intrigue' };

export interface PrestigeSpace {
  position: number;
  /** End-of-game VP of a marker here (11.0), positive or negative. */
  vp: number;
  bonus?: PrestigeBonus;
}

export interface PrestigeTrack {
  spaces: PrestigeSpace[];
  source: Source;
}

export interface AutomatedTurn {
  turn: number;
  intrigue: boolean;
  national: boolean;
  fleet: boolean;
  prestige: boolean;
  /** Arsenal bonus shared among the turn's contests (13.9.1). */
  arsenal: number;
}

export interface MissionCell {
  first: TerritoryId;
  alt: TerritoryId;
}

export interface MissionRow {
  die: number;
  /** An arms cube goes to the last column on this roll (13.7: 1 and 5). */
  arms: boolean;
  first: MissionCell;
  second: MissionCell;
  third: { from: number; to: number; territory: TerritoryId }[];
}

export interface AutomatedSheet {
  power: PowerId;
  /** Set-up placements (13.1 step 8), one territory per cube. */
  setup: TerritoryId[];
  progress: AutomatedTurn[];
  missions: MissionRow[];
  priorities: TerritoryId[];
  source: Source;
}

export interface EraRule {
  era: 1 | 2 | 3;
  turns: number[];
  /** Cards put back in the box unseen when the era's deck enters (6.1). */
  removed: number;
  removedWithPromo?: number;
}

export interface Rules {
  maxTurns: number;
  eras: EraRule[];
  eventsPerTurn: number;
  intrigueTurns: number[];
  scoringTurns: number[];
  armsSaleFromTurn: number;
  africaArms: ArmsRate;
  investment: { cubes: number; money: number };
  prestigeAction: { cost: number; steps: number };
  greatWorkPrestige: number;
  contest: { fleetCost: number; armyCost: number; fleetBonus: number; armyBonus: number; cap: number };
  setup: { order: PowerId[]; cubesPerRound: number; maxPerTerritoryPerRound: number; maxShareOfSpaces: number };
  players: Record<'2' | '3', PowerId[][]>;
  solo: { lastTurnBonus: Record<string, number>; ladder: { from: number; result: Localized; victory: boolean }[] };
  /** `extraCube`: France sends a 4th cube from turn 4 (13.7.2). */
  automated: { armsRolls: number[]; contestCap: number; extraCube: { power: PowerId; fromTurn: number } };
  source: Source;
}

export interface BelleEpoqueData {
  territories: Territory[];
  minors: Minor[];
  powers: Power[];
  events: EventCard[];
  nationalCards: NationalCard[];
  intrigueCards: IntrigueCard[];
  prestige: PrestigeTrack;
  automated: AutomatedSheet[];
  rules: Rules;
}

/** Facts the rule book prints about the components, checked against the data. */
export const PRINTED = {
  events: 25,
  eventsPerEra: { 1: 10, 2: 11, 3: 4 } as Record<number, number>,
  nationalCards: 16,
  nationalPerPower: 4,
  commonNational: 3,
  intrigueCards: 28,
  promo: { events: 1, intrigue: 3 },
  minorCubes: { italy: 7, japan: 7, usa: 7, spain: 2, portugal: 3, belgium: 2, holland: 2, boers: 3 } as Record<string, number>,
  minorCubeTotal: 33,
  powerCubes: 40,
  armsCubeTotal: 20,
  income: { gb: 13, ce: 12, fr: 11, ru: 10 } as Record<PowerId, number>,
  armies: { ce: [12, 3], fr: [10, 3], gb: [8, 3], ru: [14, 2] } as Record<PowerId, [number, number]>,
  fleets: { max: 3, cost: 10 },
  setupCubes: { ru: 7, fr: 9, ce: 9, gb: 10 } as Record<PowerId, number>,
} as const;

export const data: BelleEpoqueData = {
  territories: territoriesJson.territories as unknown as Territory[],
  minors: minorsJson.minors as unknown as Minor[],
  powers: powersJson.powers as unknown as Power[],
  events: eventsJson.events as unknown as EventCard[],
  nationalCards: nationalJson.cards as unknown as NationalCard[],
  intrigueCards: intrigueJson.cards as unknown as IntrigueCard[],
  prestige: prestigeJson as unknown as PrestigeTrack,
  automated: automatedJson.sheets as unknown as AutomatedSheet[],
  rules: rulesJson as unknown as Rules,
};

const EFFECT_KINDS: readonly EffectKind[] = [
  'placeCubes', 'removeCubes', 'money', 'prestige', 'gainCubes', 'loseCubes', 'drawIntrigue',
  'freeArmies', 'returnArmies', 'exhaustFleets', 'choice', 'contestBonus', 'rerollContestDie', 'blockTerritory',
  'fleetContestCost', 'fleetTrack', 'cubesPerTurn', 'unlockNationalCard', 'assignCard', 'endGame',
];

/** Every problem found in `d`, as sentences; empty when the data is sound. */
export function validateBelleEpoqueData(d: BelleEpoqueData): string[] {
  const errors: string[] = [];
  const fail = (msg: string) => errors.push(msg);
  const territoryIds = new Set(d.territories.map((t) => t.id));
  const minorIds = new Set(d.minors.map((m) => m.id));
  const powerIds = new Set<string>(POWER_IDS);
  const nationalIds = new Set(d.nationalCards.map((c) => c.id));
  const greatWorkIds = new Set(d.powers.map((p) => p.greatWork.id));
  const unique = (what: string, ids: string[]) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) fail(`${what} id ${id} is used twice`);
      seen.add(id);
    }
  };
  unique('territory', d.territories.map((t) => t.id));
  unique('minor', d.minors.map((m) => m.id));
  unique('event', d.events.map((e) => e.id));
  unique('national card', d.nationalCards.map((c) => c.id));
  unique('intrigue card', d.intrigueCards.map((c) => c.id));

  const checkTerritory = (ctx: string, id: string) => {
    if (!territoryIds.has(id)) fail(`${ctx}: unknown territory ${id}`);
  };
  const checkRef = (ctx: string, ref: TerritoryRef) => {
    if ('id' in ref) checkTerritory(ctx, ref.id);
    else if ('oneOf' in ref) {
      if (ref.oneOf.length < 2) fail(`${ctx}: oneOf needs two territories or more`);
      ref.oneOf.forEach((id) => checkTerritory(ctx, id));
    } else if (ref.anyIn !== 'any' && !CONTINENTS.includes(ref.anyIn)) fail(`${ctx}: unknown continent ${ref.anyIn}`);
  };
  const checkOwner = (ctx: string, owner: string, extra: string[]) => {
    if (!powerIds.has(owner) && !minorIds.has(owner) && !extra.includes(owner)) fail(`${ctx}: unknown cube owner ${owner}`);
  };
  const checkWho = (ctx: string, who: string) => {
    if (!['self', 'target', 'each'].includes(who) && !powerIds.has(who)) fail(`${ctx}: unknown power ${who}`);
  };
  const checkEffects = (ctx: string, effects: Effect[]) => {
    if (!Array.isArray(effects) || effects.length === 0) fail(`${ctx}: no effects`);
    for (const e of effects ?? []) {
      if (!EFFECT_KINDS.includes(e.kind)) {
        fail(`${ctx}: unknown effect kind ${(e as { kind: string }).kind}`);
        continue;
      }
      switch (e.kind) {
        case 'placeCubes':
          checkOwner(ctx, e.owner, ['self']);
          checkRef(ctx, e.where);
          if (e.count < 1) fail(`${ctx}: placeCubes count must be positive`);
          break;
        case 'removeCubes':
          checkOwner(ctx, e.owner, ['target', 'opponents', 'eachPower']);
          checkRef(ctx, e.where);
          break;
        case 'money': case 'prestige': case 'gainCubes': case 'loseCubes': case 'drawIntrigue':
        case 'freeArmies': case 'returnArmies': case 'exhaustFleets':
          checkWho(ctx, e.who);
          break;
        case 'choice':
          if (e.options.length < 2) fail(`${ctx}: a choice needs two options`);
          e.options.forEach((o, i) => checkEffects(`${ctx} option ${i + 1}`, o));
          break;
        case 'blockTerritory':
          checkRef(ctx, e.where);
          break;
        case 'unlockNationalCard':
          if (!nationalIds.has(e.card)) fail(`${ctx}: unknown national card ${e.card}`);
          break;
        case 'assignCard':
          e.territories.forEach((id) => checkTerritory(ctx, id));
          break;
        default:
          break;
      }
    }
  };
  const checkSource = (ctx: string, source: Source | string | undefined) => {
    const values = typeof source === 'string' ? [source] : Object.values(source ?? {});
    if (values.length === 0) fail(`${ctx}: no source`);
    for (const v of values) if (!/^(printed|reconstructed)\b/.test(v)) fail(`${ctx}: source must say printed or reconstructed: ${v}`);
  };

  // Territories (3.1, 8.2, 8.9, 10.1).
  for (const t of d.territories) {
    const ctx = `territory ${t.id}`;
    checkSource(ctx, t.source);
    if (!CONTINENTS.includes(t.continent)) fail(`${ctx}: unknown continent`);
    if (t.spaces < 2 || t.spaces > 6) fail(`${ctx}: spaces must be 2..6 (die faces, 6.2)`);
    if (t.vp < 0) fail(`${ctx}: negative VP`);
    if ((t.continent === 'africa') !== (t.arms === null)) fail(`${ctx}: Africa uses the continent's arms box, others their own rate (8.9)`);
    if (t.arms && (t.arms.cubes < 1 || t.arms.armies + t.arms.fleets < 1)) fail(`${ctx}: arms rate must cost a unit and give a cube`);
    if (t.kind === 'minor' && !t.allianceBonus?.length) fail(`${ctx}: a minor nation needs its alliance bonus (8.2.3)`);
    if (t.kind === 'colony' && t.allianceBonus) fail(`${ctx}: a colony has no alliance bonus`);
    if (t.russianAccess && t.continent !== 'asia') fail(`${ctx}: Russian access is for Asia (8.2.2)`);
    const setupCubes = (t.setup ?? []).reduce((n, s) => n + s.count, 0);
    if (setupCubes > t.spaces / 2) fail(`${ctx}: minor cubes at set-up fill more than half (3.3)`);
    for (const s of t.setup ?? []) if (!minorIds.has(s.owner)) fail(`${ctx}: unknown minor ${s.owner}`);
  }
  const russian = d.territories.filter((t) => t.russianAccess).map((t) => t.id).sort();
  if (russian.join() !== ['afghanistan-baluchistan', 'china', 'manchuria-korea', 'persia'].join()) fail('Russian access must be exactly Persia, Afghanistan-Baluchistan, China, Manchuria-Korea (8.2.2)');

  // Minor nations (2.0, 8.7.1).
  let minorTotal = 0;
  for (const m of d.minors) {
    checkSource(`minor ${m.id}`, m.source);
    minorTotal += m.cubes;
    if (PRINTED.minorCubes[m.id] !== m.cubes) fail(`minor ${m.id}: ${m.cubes} cubes, printed ${PRINTED.minorCubes[m.id]} (2.0)`);
    if (m.territory) checkTerritory(`minor ${m.id}`, m.territory);
    const placed = d.territories.flatMap((t) => t.setup ?? []).filter((s) => s.owner === m.id).reduce((n, s) => n + s.count, 0);
    if (placed > m.cubes) fail(`minor ${m.id}: ${placed} cubes placed at set-up, only ${m.cubes} exist`);
  }
  if (Object.keys(PRINTED.minorCubes).some((id) => !minorIds.has(id))) fail('a printed minor nation is missing');
  if (minorTotal !== PRINTED.minorCubeTotal) fail(`minor cubes total ${minorTotal}, printed ${PRINTED.minorCubeTotal} (2.0)`);

  // Powers (3.0, 3.3.2, 5.0, 8.1, 8.3).
  if (d.powers.map((p) => p.id).sort().join() !== [...POWER_IDS].sort().join()) fail('powers must be exactly gb, fr, ru, ce');
  let armsTotal = 0;
  for (const p of d.powers) {
    const ctx = `power ${p.id}`;
    checkSource(ctx, p.source);
    checkSource(`${ctx} great work`, p.greatWork.source);
    armsTotal += p.armsCubes;
    if (p.income !== PRINTED.income[p.id]) fail(`${ctx}: income ${p.income}, printed ${PRINTED.income[p.id]} (5.0)`);
    if (p.cubesPerTurn !== 3) fail(`${ctx}: 3 cubes a turn (5.0)`);
    if (p.cubesInBox !== PRINTED.powerCubes) fail(`${ctx}: 40 cubes (2.0)`);
    const [max, cost] = PRINTED.armies[p.id];
    if (p.armies.max !== max || p.armies.cost !== cost) fail(`${ctx}: armies ${p.armies.max} × £${p.armies.cost}, printed ${max} × £${cost} (8.1)`);
    if (p.fleets.max !== PRINTED.fleets.max || p.fleets.cost !== PRINTED.fleets.cost) fail(`${ctx}: fleets at most 3 at £10 (8.1)`);
    if (p.setup.cubes !== PRINTED.setupCubes[p.id]) fail(`${ctx}: ${p.setup.cubes} set-up cubes, printed ${PRINTED.setupCubes[p.id]} (3.3.2)`);
    const minimum = Object.values(p.setup.minimum).reduce((a, b) => a + (b ?? 0), 0);
    if (minimum > p.setup.cubes) fail(`${ctx}: set-up minimums exceed its cubes`);
    checkEffects(`${ctx} great work`, p.greatWork.bonus);
    for (const o of p.objectives) {
      checkSource(`${ctx} objective ${o.id}`, o.source);
      if ('territory' in o.condition) checkTerritory(`${ctx} objective ${o.id}`, o.condition.territory);
      const c = o.condition;
      const kind = 'territory' in c ? d.territories.find((t) => t.id === c.territory)?.kind : undefined;
      if (c.kind === 'allied' && kind === 'colony') fail(`${ctx} objective ${o.id}: a colony is controlled, not allied (8.2.4)`);
      if (c.kind === 'controls' && kind === 'minor') fail(`${ctx} objective ${o.id}: a minor nation is allied, not controlled (8.2.3)`);
      if ('power' in o.condition && o.condition.power && !powerIds.has(o.condition.power)) fail(`${ctx} objective ${o.id}: unknown power`);
      if (o.vp === 0) fail(`${ctx} objective ${o.id}: scores nothing`);
    }
    if (d.nationalCards.filter((c) => c.power === p.id).length !== PRINTED.nationalPerPower) fail(`${ctx}: needs 4 national cards (2.0)`);
  }
  if (armsTotal !== PRINTED.armsCubeTotal) fail(`arms cubes total ${armsTotal}, printed 20 (2.0)`);

  // Events (2.0, 6.1, 6.3, A1).
  const nonPromo = d.events.filter((e) => !e.promo);
  if (nonPromo.length !== PRINTED.events) fail(`${nonPromo.length} event cards, printed ${PRINTED.events} (2.0)`);
  for (const era of [1, 2, 3]) {
    const n = nonPromo.filter((e) => e.era === era).length;
    if (n !== PRINTED.eventsPerEra[era]) fail(`era ${era}: ${n} events, the appendix names ${PRINTED.eventsPerEra[era]}`);
  }
  if (d.events.filter((e) => e.promo).length !== PRINTED.promo.events) fail('one promo event card (2.0)');
  const ending = d.events.filter((e) => e.effects.some((x) => x.kind === 'endGame'));
  if (ending.length !== 1 || ending[0].era !== 3 || ending[0].id !== 'sarajevo') fail('exactly one event ends the game: Sarajevo, era III (6.3)');
  for (const e of d.events) {
    checkSource(`event ${e.id}`, e.source);
    checkEffects(`event ${e.id}`, e.effects);
    const playerless = e.effects.every((x) => !('who' in x && (x.who === 'self' || x.who === 'target'))
      && !(x.kind === 'placeCubes' && x.owner === 'self')
      && !(x.kind === 'removeCubes' && (x.owner === 'target' || x.owner === 'opponents')));
    if (!playerless) fail(`event ${e.id}: events have no player and no target`);
    for (const x of e.effects) {
      if (x.kind === 'assignCard' && x.territories.some((id) => d.territories.find((t) => t.id === id)?.kind !== 'minor')) fail(`event ${e.id}: a card goes to an ally of minor nations`);
    }
  }

  // National cards (2.0, 13.1).
  if (d.nationalCards.length !== PRINTED.nationalCards) fail(`${d.nationalCards.length} national cards, printed 16 (2.0)`);
  const commonKeys = new Set(d.nationalCards.filter((c) => c.common).map((c) => c.key));
  if (commonKeys.size !== PRINTED.commonNational) fail('three national cards are common to every power (13.1)');
  for (const p of POWER_IDS) {
    const own = d.nationalCards.filter((c) => c.power === p);
    const keys = own.filter((c) => c.common).map((c) => c.key).sort();
    if (keys.join() !== [...commonKeys].sort().join() || own.filter((c) => !c.common).length !== 1) fail(`power ${p}: the three common national cards and one of its own (13.1)`);
  }
  for (const c of d.nationalCards) {
    checkSource(`national ${c.id}`, c.source);
    checkEffects(`national ${c.id}`, c.effects);
    if (c.cost < 0) fail(`national ${c.id}: negative cost`);
    if (c.requires && !greatWorkIds.has(c.requires.greatWork)) fail(`national ${c.id}: unknown great work ${c.requires.greatWork}`);
  }

  // Intrigue cards (2.0, 8.6, 13.4.1).
  if (d.intrigueCards.filter((c) => !c.promo).length !== PRINTED.intrigueCards) fail('28 intrigue cards (2.0)');
  if (d.intrigueCards.filter((c) => c.promo).length !== PRINTED.promo.intrigue) fail('three promo intrigue cards (2.0)');
  for (const c of d.intrigueCards) {
    checkSource(`intrigue ${c.id}`, c.source);
    if (c.halves?.length !== 2) fail(`intrigue ${c.id}: two halves (8.6)`);
    if (c.halves.filter((h) => h.automaton).length !== 1) fail(`intrigue ${c.id}: exactly one half bears the automaton symbol (13.4.1)`);
    c.halves.forEach((h, i) => checkEffects(`intrigue ${c.id} half ${i + 1}`, h.effects));
  }

  // Prestige track (11.0, 11.1).
  const spaces = d.prestige.spaces;
  checkSource('prestige', d.prestige.source);
  spaces.forEach((s, i) => {
    if (s.position !== i) fail(`prestige space ${i}: positions run 0, 1, 2, ...`);
    if (i > 0 && s.vp < spaces[i - 1].vp) fail(`prestige space ${i}: VP never fall along the track`);
  });
  if (!spaces.some((s) => s.vp < 0) || !spaces.some((s) => s.vp > 0)) fail('prestige VP are both negative and positive (10.2)');
  for (const p of d.powers) if (p.startingPrestige < 0 || p.startingPrestige >= spaces.length) fail(`power ${p.id}: starting prestige off the track`);

  // Automated sheets (13).
  if (d.automated.map((s) => s.power).sort().join() !== [...POWER_IDS].sort().join()) fail('one automated sheet per power (2.0)');
  for (const s of d.automated) {
    const ctx = `automated ${s.power}`;
    checkSource(ctx, s.source);
    const power = d.powers.find((p) => p.id === s.power);
    if (power && s.setup.length !== power.setup.cubes) fail(`${ctx}: set-up places ${s.setup.length} cubes, the power has ${power.setup.cubes}`);
    s.setup.forEach((id) => checkTerritory(ctx, id));
    s.priorities.forEach((id) => checkTerritory(ctx, id));
    if (s.progress.map((t) => t.turn).join() !== '1,2,3,4,5,6,7,8,9') fail(`${ctx}: progress for turns 1..9`);
    if (s.missions.map((r) => r.die).join() !== '1,2,3,4,5,6') fail(`${ctx}: mission rows for die 1..6`);
    for (const r of s.missions) {
      if (r.arms !== d.rules.automated.armsRolls.includes(r.die)) fail(`${ctx} row ${r.die}: arms cube on rolls 1 and 5 only (13.7)`);
      [r.first.first, r.first.alt, r.second.first, r.second.alt].forEach((id) => checkTerritory(`${ctx} row ${r.die}`, id));
      if (r.first.first === r.first.alt || r.second.first === r.second.alt) fail(`${ctx} row ${r.die}: the bracketed territory must differ (13.7 b)`);
      let next = 1;
      for (const range of r.third) {
        checkTerritory(`${ctx} row ${r.die}`, range.territory);
        if (range.from !== next || range.to < range.from) fail(`${ctx} row ${r.die}: last column ranges must cover 1..6 in order`);
        next = range.to + 1;
      }
      if (next !== 7) fail(`${ctx} row ${r.die}: last column ranges must end at 6`);
    }
  }
  const nationalTurns = (s: AutomatedSheet) => s.progress.filter((t) => t.national).length;
  for (const s of d.automated) if (nationalTurns(s) > PRINTED.commonNational) fail(`automated ${s.power}: plays more national cards than the three common ones (13.1)`);

  // Rules.
  checkSource('rules', d.rules.source);
  if (d.rules.setup.order.join() !== 'ru,fr,ce,gb') fail('set-up order Russia, France, Central Empires, Britain (3.3.1)');
  return errors;
}

let checked: BelleEpoqueData | null = null;

/** The checked game data; throws with every problem if the files are unsound. */
export function loadBelleEpoqueData(): BelleEpoqueData {
  if (checked) return checked;
  const errors = validateBelleEpoqueData(data);
  if (errors.length) throw new Error(`La Belle Époque data: ${errors.join('; ')}`);
  checked = data;
  return checked;
}

export interface BelleEpoqueIndex {
  territory: ReadonlyMap<TerritoryId, Territory>;
  minor: ReadonlyMap<MinorId, Minor>;
  power: ReadonlyMap<PowerId, Power>;
  event: ReadonlyMap<string, EventCard>;
  national: ReadonlyMap<string, NationalCard>;
  intrigue: ReadonlyMap<string, IntrigueCard>;
  automated: ReadonlyMap<PowerId, AutomatedSheet>;
  /** The minor nation whose cubes count for the ally of a territory (8.2.3), by territory. */
  minorOfTerritory: ReadonlyMap<TerritoryId, MinorId>;
}

/** Lookups by id over the data. */
export function indexBelleEpoqueData(d: BelleEpoqueData): BelleEpoqueIndex {
  const by = <T, K>(items: T[], key: (x: T) => K) => new Map(items.map((x) => [key(x), x] as [K, T]));
  return {
    territory: by(d.territories, (t) => t.id),
    minor: by(d.minors, (m) => m.id),
    power: by(d.powers, (p) => p.id),
    event: by(d.events, (e) => e.id),
    national: by(d.nationalCards, (c) => c.id),
    intrigue: by(d.intrigueCards, (c) => c.id),
    automated: by(d.automated, (s) => s.power),
    minorOfTerritory: new Map(d.minors.filter((m) => m.territory).map((m) => [m.territory!, m.id] as [TerritoryId, MinorId])),
  };
}
