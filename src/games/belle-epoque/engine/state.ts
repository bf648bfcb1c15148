/**
 * La Belle Époque: the whole game state. The engine holds every hand; hiding
 * them from the other players is the link layer's job.
 * Rule numbers are those of the seed rule book (3.0 set-up, 4.0 sequence...).
 */
import type { Continent, CubeOwner, PowerId, TerritoryId } from './data';

/** One cube space of a territory (die face = index + 1, 6.2). */
export interface Space {
  /** The cube at the base: a power's, a minor nation's, an arms cube, or none. */
  cube: CubeOwner | 'arms' | null;
  /** A power's cube placed on top of another: an unresolved contest (8.2.5). */
  top?: PowerId;
}

/** A fleet counter: a power's own (3 each, 8.1) or a minor nation's bonus (8.2.3). */
export interface Fleet {
  id: string;
  /** A power, or the minor nation's territory whose ally controls it. */
  owner: PowerId | TerritoryId;
  /** Reserve (not built), the power's arsenal, a continent's fleet box (8.8), or sold (8.9). */
  where: 'reserve' | 'arsenal' | 'removed' | Continent;
  exhausted: boolean;
  /** Greece and Japan's fleets serve in one continent only (8.7.3). */
  only?: Continent;
}

/** A minor nation's army counter (Italy, Bulgaria: 8.2.3). */
export interface MinorArmy {
  id: string;
  owner: TerritoryId;
  /** Sent to a contest this turn, back at preparation (9.0 step 1). */
  used: boolean;
  only?: Continent;
}

export interface PowerState {
  money: number;
  /** Cubes in the embassies, ready to send (8.2, 8.2.6). */
  embassy: number;
  /** Armies: not bought yet, in the arsenal (active), sent to a contest this turn (exhausted). */
  armies: { reserve: number; arsenal: number; used: number };
  /** Arms cubes still on the power sheet (8.9). */
  armsCubes: number;
  /** Position on the prestige track (11.0). */
  prestige: number;
  /** The furthest space whose one-time bonus was taken (11.0). */
  bonusMark: number;
  /** Fleet track (8.1, HMS Dreadnought 8.3). */
  fleetTrack: number;
  greatWork: boolean;
  /** International prestige action already taken this turn (8.5). */
  prestigeDone: boolean;
  /** Victory points on the VP track (10.1, 10.2). */
  vp: number;
  passed: boolean;
  hand: { intrigue: string[]; national: string[] };
  /** Contest bonus of a national card played this turn (8.7 f, Empire of the Seas). */
  contestBonus?: { amount: number; cap: number; whenFleetUsed: boolean };
}

/** A contest being resolved (8.7 a-j): who has declared what so far. */
export interface ContestInProgress {
  territory: TerritoryId;
  space: number;
  attacker: PowerId;
  /** The power that defends: the cube's owner, or the ally of a minor nation (8.7.4); null for an unallied minor. */
  defender: PowerId | null;
  /** Step awaited: the defender's fleets and armies (8.7 b-c), the attacker's armies (d), or a loser's intrigue card to roll again. */
  step: 'defender' | 'attackerArmies' | 'reroll';
  /** After the dice: the result so far, the power that may roll again now, and who already did. */
  rolled?: ContestResult;
  rerollBy?: PowerId;
  rerolled?: PowerId[];
  attackerFleets: string[];
  defenderFleets: string[];
  defenderArmies: { power: number; minor: string[] };
  attackerArmies: { power: number; minor: string[] };
}

/** A decision some power owes before play goes on. */
export type Pending =
  | { kind: 'contest'; contest: ContestInProgress }
  /** The Ottoman ally drew two intrigue cards and keeps one (8.2.3). */
  | { kind: 'keepIntrigue'; power: PowerId; cards: [string, string] }
  /** A card's target picks one of its options (intrigue "choice" effects). */
  | { kind: 'targetChoice'; power: PowerId; by: PowerId; card: string; half: number }
  /** Phase e (13.9.3): a person picks the fleets and armies for a contest with an automated power; `bonus`: the automated powers' (13.9.1). */
  | { kind: 'automatedContest'; power: PowerId; territory: TerritoryId; space: number; bonus: Partial<Record<PowerId, number>> }
  /** Phase e: the person lost that contest's dice and holds a card to roll again (8.6); `rerolled`: automated powers that already did (13.4.6). */
  | { kind: 'automatedReroll'; power: PowerId; territory: TerritoryId; space: number; bonus: Partial<Record<PowerId, number>>; result: ContestResult; rerolled: PowerId[] }
  /** The end of the set-up (3.3.2): this power moves its set-up cubes until it meets its minimums per continent. */
  | { kind: 'rearrange'; power: PowerId };

export interface BelleEpoqueState {
  /** 4 powers, or the 2- and 3-player groupings of 3.2: players[i] = the powers one person plays. */
  players: PowerId[][];
  /** Powers no person takes, played by chapter 13's procedure. */
  automated?: PowerId[];
  promo: boolean;
  phase: 'setup' | 'actions' | 'ended';
  turn: number;
  /** Turn order this turn (8.0); set-up uses 3.3.1's order. */
  order: PowerId[];
  /** Next turn's order, filled as powers pass (8.10). */
  nextOrder: PowerId[];
  /** Index into `order` of the power whose round it is. */
  current: number;
  /** Actions taken in the current round, at most 2 and each kind once (8.0, 8.0.1). */
  roundActions: string[];
  /** Set-up (3.3): cubes each power still has to place, and the territories used in its current round. */
  setupLeft: Record<PowerId, number>;
  setupRound: TerritoryId[];
  powers: Record<PowerId, PowerState>;
  /** The general reserve, by whose cubes (2.0, 3.1). */
  reserve: Record<CubeOwner, number>;
  board: Record<TerritoryId, Space[]>;
  fleets: Fleet[];
  minorArmies: MinorArmy[];
  events: { deck: string[]; discard: string[]; era2: string[]; era3: string[] };
  intrigue: { deck: string[]; discard: string[]; played: string[] };
  /** Powers marked as targets of a card this turn: no further card may target them (8.6.1). */
  marked: PowerId[];
  /** The cubes those powers put on the cards as reminders, out of the general reserve until preparation (8.6, 9.0). */
  markerCubes: PowerId[];
  /** Territories closed to other powers' cubes by Diplomatic Rift, with the card's player; `turn`: the turn it holds, when not the one it was played in (13.4.7). */
  blocked: { territory: TerritoryId; by: PowerId; turn?: number }[];
  /** Balkan Wars card, if assigned (10.2). */
  balkanWars: PowerId | null;
  pending: Pending | null;
  /** The event cards drawn this turn, for the record. */
  lastEvents: string[];
  /** Why the game ended: turn 9 done or Sarajevo (6.3). */
  endReason?: 'turns' | 'sarajevo';
  /** Each scoring's VP per power (10.1, 10.2), for the record. */
  scorings: { turn: number; final: boolean; vp: Record<PowerId, number> }[];
  /** The last contest resolved. */
  lastContest?: ContestResult;
  /** What the automated powers did since a person last acted (13.3), for the record. */
  automatedLog?: AutomatedRecord[];
  /** The creator's option: hands are secret (referee play, hidden.ts); absent, every hand is open. */
  hands?: 'secret';
  /** A shown state's sealed secrets (hidden.ts): opaque bytes its link carries. */
  sealed?: Uint8Array;
}

/** A card only one power may see, as others see it: its back (hidden.ts). */
export const HIDDEN_CARD = '?';

/** One automated power's action phase (13.3 steps 1-5), or one contest of phase e (13.9). */
export type AutomatedRecord =
  | { power: PowerId; cards: string[]; fleet: boolean; prestige: boolean; row: number; missions: TerritoryId[]; sold: TerritoryId[] }
  | { contest: ContestResult };

export interface ContestSide {
  power: PowerId | null;
  fleets: number;
  armies: number;
  modifier: number;
  die: number;
  total: number;
}

/** A resolved contest (8.7 i-j), kept for the record. */
export interface ContestResult {
  territory: TerritoryId;
  attacker: ContestSide;
  defender: ContestSide;
  winner: 'attacker' | 'defender' | 'none';
}

/** A deep copy: the engine never mutates the state it is given (hand-written: much faster than structuredClone). */
export function cloneState(s: BelleEpoqueState): BelleEpoqueState {
  const powers = {} as Record<PowerId, PowerState>;
  for (const [p, ps] of Object.entries(s.powers) as [PowerId, PowerState][]) {
    powers[p] = {
      ...ps,
      armies: { ...ps.armies },
      hand: { intrigue: [...ps.hand.intrigue], national: [...ps.hand.national] },
      ...(ps.contestBonus ? { contestBonus: { ...ps.contestBonus } } : {}),
    };
  }
  const board: Record<TerritoryId, Space[]> = {};
  for (const [id, spaces] of Object.entries(s.board)) board[id] = spaces.map((sp) => ({ ...sp }));
  return {
    ...s,
    players: s.players.map((g) => [...g]),
    ...(s.automated ? { automated: [...s.automated] } : {}),
    order: [...s.order],
    nextOrder: [...s.nextOrder],
    roundActions: [...s.roundActions],
    setupLeft: { ...s.setupLeft },
    setupRound: [...s.setupRound],
    powers,
    reserve: { ...s.reserve },
    board,
    fleets: s.fleets.map((f) => ({ ...f })),
    minorArmies: s.minorArmies.map((m) => ({ ...m })),
    events: { deck: [...s.events.deck], discard: [...s.events.discard], era2: [...s.events.era2], era3: [...s.events.era3] },
    intrigue: { deck: [...s.intrigue.deck], discard: [...s.intrigue.discard], played: [...s.intrigue.played] },
    marked: [...s.marked],
    markerCubes: [...s.markerCubes],
    blocked: s.blocked.map((b) => ({ ...b })),
    pending: s.pending ? structuredClone(s.pending) : null,
    lastEvents: [...s.lastEvents],
    scorings: s.scorings.map((x) => ({ ...x, vp: { ...x.vp } })),
    ...(s.automatedLog ? { automatedLog: [...s.automatedLog] } : {}),
  };
}

/**
 * Writes `from` into `into` without replacing any object or array `into` already holds,
 * so that a caller's reference into the state (a power's record, a territory's spaces)
 * still reads and writes the committed state. For a trial copy (cloneState) that succeeded.
 */
export function commitInPlace(into: BelleEpoqueState, from: BelleEpoqueState): void {
  mergeInto(into as unknown as Record<string, unknown>, from as unknown as Record<string, unknown>);
}

type Plain = Record<string, unknown> | unknown[];
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null;

function mergeInto(into: Plain, from: Plain): void {
  if (Array.isArray(into) && Array.isArray(from)) {
    for (let i = 0; i < from.length; i++) {
      const a: unknown = into[i];
      const b: unknown = from[i];
      if (isPlain(a) && isPlain(b) && Array.isArray(a) === Array.isArray(b)) mergeInto(a, b);
      else into[i] = b;
    }
    into.length = from.length;
    return;
  }
  const t = into as Record<string, unknown>;
  const f = from as Record<string, unknown>;
  for (const k of Object.keys(t)) if (!(k in f)) delete t[k];
  for (const k of Object.keys(f)) {
    const a = t[k];
    const b = f[k];
    if (isPlain(a) && isPlain(b) && Array.isArray(a) === Array.isArray(b)) mergeInto(a, b);
    else t[k] = b;
  }
}

/** The player (index into `players`) who plays a power: in the 2- and 3-player games one person holds two (3.2). */
export function playerOf(s: BelleEpoqueState, p: PowerId): number {
  return s.players.findIndex((g) => g.includes(p));
}
