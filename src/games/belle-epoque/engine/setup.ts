/**
 * Preparation of the game (3.0): minor nations' cubes (3.1), the powers' supplies,
 * the decks (3.0 steps 3-4, 6.1), the initial set-up of cubes (3.3) and the
 * player groupings of the 2- and 3-player games (3.2).
 */
import { loadBelleEpoqueData, POWER_IDS, type PowerId, type TerritoryId } from './data';
import { lowestFree, territory } from './board';
import { roomIn, shortIn } from './rearrange';
import { sheetOf } from './automated/common';
import { withAutomatedFirst } from './automated/order';
import { beginFirstTurn } from './sequence';
import { refuse } from './refusal';
import { shuffle, type Rng } from './rng';
import type { BelleEpoqueState, Fleet, MinorArmy, PowerState, Space } from './state';

const d = loadBelleEpoqueData();

export interface SetupOptions {
  /** 2, 3 or 4 players (3.2). */
  players: 2 | 3 | 4;
  /** Use the promo cards (2.0, 6.1). */
  promo?: boolean;
  /** Powers no person takes (chapter 13); in the 2- and 3-player games whole groupings only. */
  automated?: PowerId[];
}

function powerState(id: PowerId, automated: boolean): PowerState {
  const p = d.powers.find((x) => x.id === id)!;
  return {
    money: automated ? 0 : p.startingMoney,
    embassy: 0,
    armies: { reserve: p.armies.max, arsenal: 0, used: 0 },
    armsCubes: p.armsCubes,
    prestige: p.startingPrestige,
    bonusMark: p.startingPrestige,
    fleetTrack: 0,
    greatWork: false,
    prestigeDone: false,
    vp: 0,
    passed: false,
    // 13.1: an automated power holds only the three national cards common to all.
    hand: { intrigue: [], national: d.nationalCards.filter((c) => c.power === id && (!automated || c.common)).map((c) => c.id) },
  };
}

/** The state after steps 1-7 of 3.0, ready for the initial set-up (step 8, 3.3). */
export function initialState(options: SetupOptions, rng: Rng): BelleEpoqueState {
  const promo = options.promo ?? false;
  const board: Record<TerritoryId, Space[]> = {};
  const reserve: Record<string, number> = {};
  for (const p of POWER_IDS) reserve[p] = d.powers.find((x) => x.id === p)!.cubesInBox;
  for (const m of d.minors) reserve[m.id] = m.cubes;
  const fleets: Fleet[] = [];
  const minorArmies: MinorArmy[] = [];
  for (const t of d.territories) {
    const spaces: Space[] = Array.from({ length: t.spaces }, () => ({ cube: null }));
    // 3.1: the minor nations' cubes on their flags; the rest stay in the general reserve.
    let i = 0;
    for (const s of t.setup ?? []) {
      for (let k = 0; k < s.count; k++) spaces[i++].cube = s.owner;
      reserve[s.owner] -= s.count;
    }
    board[t.id] = spaces;
    // 8.2.3: the alliance bonus counters wait in the nation's box for its ally.
    for (const b of t.allianceBonus ?? []) {
      if (b.kind === 'fleet') fleets.push({ id: `${t.id}-fleet`, owner: t.id, where: 'arsenal', exhausted: false, ...(b.continent ? { only: b.continent } : {}) });
      if (b.kind === 'army') minorArmies.push({ id: `${t.id}-army`, owner: t.id, used: false, ...(b.continent ? { only: b.continent } : {}) });
    }
  }
  for (const p of POWER_IDS) for (let k = 1; k <= 3; k++) fleets.push({ id: `${p}-fleet${k}`, owner: p, where: 'reserve', exhausted: false });
  // 3.0 step 3: Era I deck less 2 cards unseen; 6.1: Era II and III wait for turns 4 and 7.
  const eraCards = (era: number) => d.events.filter((e) => e.era === era && (promo || !e.promo)).map((e) => e.id);
  const era1 = shuffle(eraCards(1), rng).slice(d.rules.eras[0].removed);
  const intrigue = shuffle(d.intrigueCards.filter((c) => promo || !c.promo).map((c) => c.id), rng);
  // 3.0 step 9: a random first player for turn 1, then round the table (we seat the powers in 3.3.1's order).
  const seating = d.rules.setup.order;
  const first = rng.below(seating.length);
  const automated = (options.automated ?? []).filter((p) => POWER_IDS.includes(p));
  // 13.2: the automated powers act first, in an order drawn for turn 1.
  const turnOne = withAutomatedFirst(shuffle(automated, rng), [...seating.slice(first), ...seating.slice(0, first)]);
  const powers = Object.fromEntries(POWER_IDS.map((p) => [p, powerState(p, automated.includes(p))])) as Record<PowerId, PowerState>;
  const setupLeft = Object.fromEntries(d.powers.map((p) => [p.id, p.setup.cubes])) as Record<PowerId, number>;
  for (const p of POWER_IDS) reserve[p] -= setupLeft[p];
  const s: BelleEpoqueState = {
    players: options.players === 4 ? POWER_IDS.map((p) => [p]) : d.rules.players[String(options.players) as '2' | '3'].map((g) => [...g]),
    promo,
    phase: 'setup',
    turn: 0,
    order: [...seating],
    nextOrder: turnOne,
    current: 0,
    roundActions: [],
    setupLeft,
    setupRound: [],
    powers,
    reserve,
    board,
    fleets,
    minorArmies,
    events: { deck: era1, discard: [], era2: eraCards(2), era3: eraCards(3) },
    intrigue: { deck: intrigue, discard: [], played: [] },
    marked: [],
    markerCubes: [],
    blocked: [],
    balkanWars: null,
    pending: null,
    lastEvents: [],
    scorings: [],
    ...(automated.length ? { automated } : {}),
  };
  if (automated.length) placeAutomated(s, automated, rng);
  return s;
}

/** 13.1 step 8: the automated powers' cubes as their sheets print them, then the people's set-up (3.3), or turn 1 if none is left. */
function placeAutomated(s: BelleEpoqueState, automated: PowerId[], rng: Rng): void {
  for (const p of automated) {
    s.reserve[p] += s.setupLeft[p];
    s.setupLeft[p] = 0;
    for (const id of sheetOf(p).setup) {
      const i = lowestFree(s.board[id]);
      if (i < 0 || s.reserve[p] === 0) continue;
      s.board[id][i].cube = p;
      s.reserve[p] -= 1;
    }
  }
  const next = s.order.findIndex((p) => s.setupLeft[p] > 0);
  if (next >= 0) {
    s.current = next;
    return;
  }
  beginFirstTurn(s, rng);
}

export { setupShortfall } from './rearrange';

/**
 * Refuses a set-up placement that 3.3 forbids. The minimums per continent are met at the end, by
 * rearranging if need be (3.3.2, rearrange.ts); a cube is refused only where it takes a place the
 * powers still short in that continent need, so that the end can always meet them.
 */
export function checkSetupPlacement(s: BelleEpoqueState, p: PowerId, id: TerritoryId): void {
  const t = territory(id);
  const spaces = s.board[id];
  if (s.setupRound.includes(id)) refuse('3.3', 'At most one cube per territory in each set-up round.', 'Al massimo un cubo MD per Territorio in ogni giro di setup.');
  const occupied = spaces.filter((sp) => sp.cube !== null).length;
  if ((occupied + 1) * 2 > t.spaces) refuse('3.3', 'At set-up no territory may have more than half its spaces occupied, minor nations\' cubes included.', 'Nel setup nessun Territorio può avere occupata più di metà degli spazi, contando i cubi delle Nazioni Minori.');
  const needed = POWER_IDS.reduce((n, q) => n + shortIn(s, q, t.continent), 0) - (shortIn(s, p, t.continent) > 0 ? 1 : 0);
  if (roomIn(s, t.continent) - 1 < needed) refuse('3.3.2', 'The places left in this continent are needed by the powers still short of their minimums there.', 'I posti rimasti in questo Continente servono alle Potenze che non vi hanno ancora i loro minimi.');
}

/** Places one set-up cube on the lowest free space (mutates `s`); returns true when the power's round is over. */
export function placeSetupCube(s: BelleEpoqueState, p: PowerId, id: TerritoryId): boolean {
  const spaces = s.board[id];
  spaces[spaces.findIndex((sp) => sp.cube === null)].cube = p;
  s.setupLeft[p] -= 1;
  s.setupRound.push(id);
  return s.setupLeft[p] === 0 || s.setupRound.length >= d.rules.setup.cubesPerRound;
}
