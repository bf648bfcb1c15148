/**
 * Special orders a map's game may add beside the units' orders (given in the
 * diplomatic phase, never on the board), with the state they keep: the game
 * names them, parses them, writes them in its links and turns them into rule
 * hooks for the phase. The standard game has none; a game whose creator leaves
 * them off keeps its links as they were.
 */
import type { GameOption, Lang, Localized, PowerId } from '../../../platform/game';
import type { BitReader, BitWriter } from '../../../platform/codec/bits';
import type { DipAction } from './action';
import type { RuleHooks } from './rulebook';
import type { DipState } from './state';
import type { SpecialLayout } from './codec';

export type SpecialLine = { ok: true; order: unknown; printed: string } | { ok: false; reason: Localized };

export interface DipSpecials {
  /** Creator options, after the game's own. */
  options: readonly GameOption[];
  /** Bytes added to the sealed box of a game whose options switch special orders on (its longest special orders). */
  boxBytes: number;
  /** The special state the creator's options ask for; undefined when they switch nothing on. */
  initial(options: Readonly<Record<string, string>>): unknown;
  /** The first layout, after a marker byte and the plain state's length (still read; written when the game has no roster). */
  writeState(w: BitWriter, special: unknown): void;
  /** Refuses (MalformedError) anything the game could not have written. */
  readState(r: BitReader, state: DipState): unknown;
  /** The tight layout inside the state's own bit stream (codec.ts, versions 5 and 6), for a game with a roster. */
  tight?: SpecialLayout;
  writeOrders(w: BitWriter, orders: readonly unknown[], state: DipState): void;
  readOrders(r: BitReader, state: DipState): unknown[];
  /** A line of the order box that is a special order, or null when it is not one. */
  parseLine(line: string, state: DipState, powers: readonly PowerId[]): SpecialLine | null;
  /** Why these special orders may not come from a seat playing `powers`, or null. */
  validate(state: DipState, powers: readonly PowerId[], orders: readonly unknown[]): Localized | null;
  /** Sentences the last phase's results add to the units' (the treaties' breaches), in the language asked. */
  resultNotes?(state: DipState, lang: Lang): string[];
  /** Rule hooks added for the phase about to be played. */
  hooks(state: DipState): RuleHooks | undefined;
  /**
   * The special state after the phase, from the state before, the state after and every seat's action;
   * `randomness` is the platform's fresh chance when nobody replays the phase (one table, a referee).
   */
  after(before: DipState, next: DipState, actions: ReadonlyMap<string, DipAction>, randomness?: Uint8Array): unknown;
  /** Why a game with these special orders cannot be played in `mode` (GameModule.modeProblem), or null. */
  modeProblem?(state: DipState, mode: 'table' | 'open' | 'referee' | 'sealed'): Localized | null;
}
