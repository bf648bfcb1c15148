/**
 * The whole Diplomacy game state that travels in a link: which set-up and rule
 * edition, the position, and what happened in the phase that led here.
 */
import type { PowerId } from '../../../platform/game';
import type { RuleEdition } from './rulebook';
import type { Position } from './position';
import type { Order } from './types';
import type { Outcome } from './adjudicator/outcome';

export interface OrderRecord {
  power: PowerId;
  order: Order;
  outcome: Outcome;
}

export interface PhaseRecord {
  /** The phase these orders were given in. */
  year: number;
  season: Position['season'];
  phase: Position['phase'];
  orders: OrderRecord[];
  /** Powers that sent no orders: civil disorder (seed 000 XIV.3). */
  civilDisorder: PowerId[];
  /** Powers whose orders the computer gave, recomputed by every browser (absent: none). */
  botPlayed?: PowerId[];
}

export interface DipState {
  /** Set-up id from maps/diplomacy/setups.json (seed 000 XIV.2). */
  setup: string;
  edition: RuleEdition;
  /** Optional last year: after its fall the power with most centres wins. */
  endYear: number | null;
  position: Position;
  /** Neutral powers that have joined a seat (the 1914 two-player coin toss). */
  joined: Record<PowerId, number>;
  /** Seed for the coin toss; fixed when the game is created. */
  coinSeed: number;
  /** Powers that agreed to a draw (all surviving powers ends the game). */
  drawVotes: PowerId[];
  /** Concessions voted in the last phase: the first power of the voting seat, and the power conceded to. */
  concessions: { by: PowerId; to: PowerId }[];
  last: PhaseRecord | null;
  /**
   * Seats handed to the computer (their first power, as in drawVotes): played by the level-1 bot in
   * every phase they send no orders, until they send orders again (absent: none).
   */
  bots?: PowerId[];
  /** The game's special state (DipSpecials), when its creator switched it on. */
  special?: unknown;
}

/** Editions in link order (append only). */
export const RULE_EDITIONS: readonly RuleEdition[] = ['rulebook', '2000'];
