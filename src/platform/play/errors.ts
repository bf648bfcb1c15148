/** Every refusal of the play service, as a typed error the page turns into a sentence. */
import type { LinkError } from '../codec/envelope';
import type { Localized, PowerId } from '../game';
import { MergeRefused } from '../library/merge';
import { StorageError } from '../library/store';

export type PlayErrorCode =
  | LinkError['code']
  /** Orders or a reveal code for a game that is not in this library. */
  | 'no-game'
  /** Orders or a reveal code for a phase that is not the one being played. */
  | 'wrong-phase'
  /** Orders for a seat this browser does not play. */
  | 'not-your-power'
  /** A sealed box that does not open: altered or not meant for this game, phase and seat. */
  | 'tampered'
  /** A reveal code that does not match the sealed orders it claims to open. */
  | 'wrong-reveal'
  /** Referee-sealed orders, and this browser is not the referee. */
  | 'not-referee'
  /** The phase cannot be resolved yet: orders or reveals are missing. */
  | 'missing-orders'
  /** Different orders for a seat whose orders this browser already holds and may not replace. */
  | 'conflict'
  /** A next phase that is not what its parent and the orders it names produce. */
  | 'does-not-follow'
  /** Orders signed by another key than the one that holds the seat (or with no valid signature). */
  | 'wrong-key'
  /** This browser's key is not the one registered for the seat: another browser took it first. */
  | 'seat-claimed'
  /** Referee mode: a game link without the referee's valid signature (forged, altered, or made before links were signed). */
  | 'referee-signature'
  /** A game link whose session (mode, players' names, referee key) is not the one the game was created with. */
  | 'other-session'
  /** An invitation to a seat this browser already plays with another key: never replaced without the person's word. */
  | 'seat-key-held'
  /** A state that changes a seat's registered key without the votes of a majority of the seats (seat-rekey.ts). */
  | 'seat-rekey';

/** Every code of PlayErrorCode beyond the link's own, so the app can be checked to have a sentence for each. */
export const PLAY_ERROR_CODES = [
  'no-game',
  'wrong-phase',
  'not-your-power',
  'tampered',
  'wrong-reveal',
  'not-referee',
  'missing-orders',
  'conflict',
  'does-not-follow',
  'wrong-key',
  'seat-claimed',
  'referee-signature',
  'other-session',
  'seat-key-held',
  'seat-rekey',
] as const satisfies readonly PlayErrorCode[];
// Fails to compile when a code is added to PlayErrorCode and not to the list above.
const _everyPlayCode: Exclude<PlayErrorCode, LinkError['code'] | (typeof PLAY_ERROR_CODES)[number]> extends never ? true : never = true;
void _everyPlayCode;

/** Why the latest state of a game cannot be taken back (take-back.ts). */
export type TakeBackRefusal =
  /** It came from a link or a file, or another player's orders made it. */
  | 'not-made-here'
  /** It is not the game's current state, or a later state follows it. */
  | 'not-latest'
  /** The state it came from is not in this library. */
  | 'no-parent'
  /** The game says no: chance decided something (a die), or the game has passed to another player. */
  | 'final';

export const TAKE_BACK_REFUSALS: readonly TakeBackRefusal[] = ['not-made-here', 'not-latest', 'no-parent', 'final'];

export type PlayError =
  | { code: PlayErrorCode; detail?: string; seats?: PowerId[] }
  | { code: 'rejected'; reason: Localized }
  | { code: 'no-take-back'; why: TakeBackRefusal }
  | { code: 'storage'; storage: StorageError['code'] };

/** A refusal the page shows as a sentence. */
export class PlayFailure extends Error {
  constructor(readonly error: PlayError) {
    super(`play: ${error.code}`);
    this.name = 'PlayFailure';
  }
}

/** Any error as a PlayError: a refused merge or anything unexpected is a malformed link, never a throw to the page. */
export function toPlayError(error: unknown): PlayError {
  if (error instanceof PlayFailure) return error.error;
  if (error instanceof MergeRefused) return { code: 'malformed' };
  if (error instanceof StorageError) return { code: 'storage', storage: error.code };
  return { code: 'malformed' };
}
