/** A Diplomacy seat's action for a phase: its orders, and its vote for a draw or a concession. */
import type { PowerId } from '../../../platform/game';
import type { Order } from './types';

export interface DipAction {
  orders: { power: PowerId; order: Order }[];
  /** Seed 000: the game may end in a draw agreed by every surviving player. */
  draw: boolean;
  /** Concede the game to the seat playing this power; it wins when every other surviving seat concedes to it. */
  concede?: PowerId;
  /** A vote: seats that send no orders this phase are played by the computer (level 1) instead of holding. */
  bots?: boolean;
  /** The game's special orders (DipSpecials), if any. */
  special?: unknown[];
}
