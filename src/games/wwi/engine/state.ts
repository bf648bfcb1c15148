/**
 * The game state: plain JSON-like data, never mutated by the rules (they copy).
 */
import type { HexId } from './hex';
import type { NationId } from './board';
import type { Side } from './charts';
import type { LogRecord } from './log-records';

export type { Side };
export type Alignment = Side | 'neutral';

/** Where a counter is: on a hex, inside a transit area, in the pool of buildable armies, or gone. */
export type UnitStatus = 'map' | 'transit' | 'pool' | 'eliminated' | 'removed';

export interface Unit {
  /** "nation:army", e.g. "germany:8", "britain:BEF". */
  id: string;
  nation: NationId;
  army: string;
  status: UnitStatus;
  hex: HexId | null;
  /** Transit area id while status is "transit" (5.5, 10.81). */
  transit: string | null;
  /** Phase serial when it entered the transit area: it may not leave in the same phase (5.54). */
  transitSince: number | null;
  /** Back side of BEF / A-H 1st-7th after a rebuild (8.32). */
  reduced: boolean;
  stosstruppen: boolean;
  armouredCorps: boolean;
}

export interface FortState {
  hex: HexId;
  nation: NationId;
  strength: number;
  destroyed: boolean;
}

export interface NationState {
  alignment: Alignment;
  rp: number;
  /** Surrendered nations (Russia 10.2, Italy 10.9) receive no more RP. */
  surrendered: boolean;
  /** Russian collapse (10.1): RP lost and no more received. */
  collapsed: boolean;
  /** Side that invaded it, when it entered the war by invasion (9.1). */
  invadedBy: Side | null;
}

export type PhaseId =
  | 'setup-allies'
  | 'setup-central'
  | 'allied-movement'
  | 'central-movement'
  | 'attack'
  | 'build-allies'
  | 'build-central'
  | 'over';

/** Every phase in the order of 3.0; links number phases by their place here. */
export const PHASE_IDS: readonly PhaseId[] = ['setup-allies', 'setup-central', 'allied-movement', 'central-movement', 'attack', 'build-allies', 'build-central', 'over'];

export interface LogEntry {
  turn: number;
  phase: PhaseId;
  /** Phase serial (WwiState.phaseSerial) when it happened: links keep the last phase's combats whole. */
  serial?: number;
  /** Die rolled (1-6) when the entry records a roll; rolls are never re-made (DESIGN "Dice"). */
  die?: number;
  text: string;
  /** The record the entry carries for the UI (a combat calculation, an activation roll). */
  detail?: LogRecord;
  /** A moment of history the UI explains to the class (a neutral joins, Russia collapses, the USA arrive). */
  historic?: boolean;
}

export interface WwiState {
  scenario: 'historical' | 'free';
  turn: number;
  phase: PhaseId;
  /** Attack phase number in the turn, 1-6 (superior, inferior, superior, ...; 3.0 steps 4-9). */
  attackPhase: number;
  superior: Side;
  /** Increases at every phase change: the clock for "once per phase" rules. */
  phaseSerial: number;
  nations: Record<NationId, NationState>;
  units: Unit[];
  forts: FortState[];
  /** Side whose unit last passed through a hex, where that differs from the hex's owner (11.31). */
  control: Record<HexId, Side>;
  vp: Record<Side, number>;
  /** Seeded dice state (platform SeededDice snapshot). */
  dice: [number, number, number, number];
  log: LogEntry[];
  /** Units that attacked or were attacked this attack phase (6.6). */
  engaged: string[];
  /** Hexes attacked this phase (6.6), including empty forts. */
  attackedHexes: HexId[];
  /** The one Allied sea move of the phase is used (5.4). */
  seaMoveUsed: boolean;
  /** Coastal hexes made Allied supply sources by sea movement (5.47, 7.17). */
  seaSupply: HexId[];
  /** A neutral activation was tried this movement phase (9.2: one per phase). */
  activationTried: boolean;
  /** French attacks still owed in turn 1 of the historical game (11.12). */
  frenchAttacksOwed: number;
  /** A combat waiting for a player's choices. */
  pending: PendingCombat | null;
  /**
   * Shared dice: an attack or a neutral's activation declared and waiting for
   * its die, which the other side's next contribution decides (dice-share.ts):
   * so the side that declares cannot know the roll before it is committed.
   */
  declared: DeclaredRoll | null;
  /** "shared": seeded dice both players feed (link play); "plain": fresh randomness (one device) (DESIGN "Dice"). */
  diceMode: DiceMode;
  /** Dice rolled so far in the game: an action that rolls cannot be taken back. */
  rollCount: number;
  /** Shared dice: the side whose next action must carry a fresh contribution (it has just received the game). */
  diceOwedBy: Side | null;
  /** Shared dice: each side's commitment (first 16 bytes of SHA-256, hex) to its next contribution. */
  diceCommitments: Record<Side, string | null>;
  /** Shared dice: contributions each side has made, so a secret kept per game can number the next one. */
  diceContributions: Record<Side, number>;
  /** All Allied units have been pushed out of France (10.3): the Central Powers owe the garrison of its west edge. */
  franceFallen: boolean;
  /** Allied units have entered Russia after its surrender: the five-city garrison may leave (10.22). */
  russianGarrisonReleased: boolean;
  /** Actions since the last roll or hand-off, newest first, that may be taken back; never in a link. */
  undo: UndoPoint | null;
}

export type DiceMode = 'shared' | 'plain';

/** An action whose die is still to come (shared dice). */
export type DeclaredRoll =
  | { kind: 'attack'; side: Side; order: { attackers: string[]; target: HexId; infiltration?: boolean } }
  | { kind: 'activate'; side: Side; nation: string }
  /**
   * Shared dice, at the start: the game waits for the side that acts second to join, so its first
   * share of the dice seed is promised before the first side can declare anything (no die falls).
   */
  | { kind: 'join'; side: Side };

/** The state before one action, and who took it (undo.ts). */
export interface UndoPoint {
  side: Side;
  before: WwiState;
}

export interface PendingCombat {
  stage: 'defender' | 'attacker';
  attackers: string[];
  defenderHex: HexId;
  defenders: string[];
  attackerLoss: number;
  defenderLoss: number;
  /** Points the defender may satisfy by retreat at most (6.36: five for doubled Russian/Romanian losses). */
  retreatCap: number;
  /** Defender must retreat at least this many hexes (10.43 infiltration). */
  minimumRetreat: number;
  infiltration: boolean;
  /** Retreat path actually taken, for multi-hex advances (6.91). */
  retreatPath: HexId[];
  /** Defending units were out of supply when the combat began (7.5). */
  defenderUnsupplied: boolean;
  /** The defending hex held a fort that the attacker may destroy by advancing (6.95, 10.55). */
  fortCanBeTaken: boolean;
  /** Attack phase 5-6 (the third round): all losses may be paid with one unit (6.33). */
  thirdRound: boolean;
}

export function unitById(state: WwiState, id: string): Unit {
  const unit = state.units.find((u) => u.id === id);
  if (!unit) throw new RangeError(`no unit ${id}`);
  return unit;
}

export function unitAt(state: WwiState, hex: HexId): Unit | undefined {
  return state.units.find((u) => u.status === 'map' && u.hex === hex);
}

export function fortAt(state: WwiState, hex: HexId): FortState | undefined {
  return state.forts.find((f) => f.hex === hex && !f.destroyed);
}

export function unitsOnMap(state: WwiState): Unit[] {
  return state.units.filter((u) => u.status === 'map');
}

/** A deep copy to change; the undo chain is shared, not copied (states are never mutated once made). */
export function cloneState(state: WwiState): WwiState {
  const copy: WwiState = copyPlainData({ ...state, undo: null });
  copy.undo = state.undo;
  return copy;
}

/**
 * A deep copy of plain data (objects, arrays, primitives), which is all a
 * state holds: several times faster than structuredClone, and the engine
 * copies the state for every action it applies or tries.
 */
export function copyPlainData<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyPlainData) as T;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyPlainData((value as Record<string, unknown>)[key]);
  return copy as T;
}
