/**
 * Boxes of orders: one seat's action for one phase, as it travels. The first
 * byte names the scheme (plain, sealed to the referee, sealed under a secret);
 * every box but one table's is signed by the seat's key (seat-keys.ts).
 * Sealed and referee boxes all have one size per game, so their length says
 * nothing of the orders.
 */
import { fromBase64Url } from '../codec/base64url';
import type { PlayMode, Session } from '../codec/turn-link';
import type { GameModule, PowerId } from '../game';
import type { LibraryGame } from '../library/merge';
import {
  COMMITMENT_BYTES,
  PUBLIC_KEY_BYTES,
  SealError,
  openAsReferee,
  openWithSecret,
  padAction,
  sealForReferee,
  sealWithSecret,
  sealingContext,
  unpadAction,
} from '../sealing';
import { splitSigned } from '../seat-keys';
import { sessionOf, type PlayContext } from './context';
import { PlayFailure } from './errors';

export const enum BoxScheme {
  Plain = 0,
  Referee = 1,
  Sealed = 2,
}

export const SCHEME_OF_MODE: Record<PlayMode, BoxScheme> = {
  table: BoxScheme.Plain,
  open: BoxScheme.Plain,
  referee: BoxScheme.Referee,
  sealed: BoxScheme.Sealed,
};

/** AES-GCM's tag, after the ciphertext of every sealed or referee box. */
const AES_TAG_BYTES = 16;
const DEFAULT_BOX_BYTES = 64;

export function boxBytesOf(module: GameModule, state: unknown): number {
  return module.boxBytesFor?.(state) ?? module.boxBytes ?? DEFAULT_BOX_BYTES;
}

/** The one length every box of the game's mode has in this phase; a plain box may have any. */
export function boxLengthOf(mode: PlayMode, module: GameModule, state: unknown, box: Uint8Array): number {
  if (mode === 'sealed') return 1 + COMMITMENT_BYTES + boxBytesOf(module, state) + AES_TAG_BYTES;
  if (mode === 'referee') return 1 + PUBLIC_KEY_BYTES + boxBytesOf(module, state) + AES_TAG_BYTES;
  return box.length;
}

function withScheme(scheme: BoxScheme, body: Uint8Array): Uint8Array {
  const box = new Uint8Array(body.length + 1);
  box[0] = scheme;
  box.set(body, 1);
  return box;
}

/** A seat's action boxed for the game's mode; in sealed mode also the secret that opens it (the reveal code's). */
export async function boxAction(
  module: GameModule,
  state: unknown,
  session: Session,
  plain: Uint8Array,
  context: Uint8Array,
): Promise<{ box: Uint8Array; secret?: Uint8Array }> {
  if (session.mode !== 'referee' && session.mode !== 'sealed') return { box: withScheme(BoxScheme.Plain, plain) };
  let padded: Uint8Array;
  try {
    padded = padAction(plain, boxBytesOf(module, state));
  } catch {
    throw new PlayFailure({ code: 'rejected', reason: { en: 'These orders are too long to seal', it: 'Questi ordini sono troppo lunghi per essere sigillati' } });
  }
  if (session.mode === 'referee') return { box: withScheme(BoxScheme.Referee, await sealForReferee(padded, session.refereeKey!, context)) };
  const sealed = await sealWithSecret(padded, context);
  return { box: withScheme(BoxScheme.Sealed, sealed.sealed), secret: sealed.secret };
}

/** The box of a stored entry: signed entries (every mode but one table) end with the seat's key and signature. */
export function unsignedBox(game: LibraryGame, entry: Uint8Array): Uint8Array | null {
  return sessionOf(game).mode === 'table' ? entry : (splitSigned(entry)?.box ?? null);
}

/**
 * The plain action bytes of a box, or null when this browser cannot read it
 * (referee box without the key, sealed box without the secret). With `strict`,
 * a box that should open and does not is an error: tampered, or a wrong reveal.
 */
export async function openBox(ctx: PlayContext, module: GameModule, game: LibraryGame, hash: string, seat: PowerId, powerIndex: number, entry: Uint8Array, strict: boolean): Promise<Uint8Array | null> {
  const context = sealingContext(game.uid, hash, powerIndex);
  const box = unsignedBox(game, entry);
  if (!box) {
    if (strict) throw new PlayFailure({ code: 'tampered' });
    return null;
  }
  const body = box.subarray(1);
  const size = boxBytesOf(module, ctx.stateOf(module, game.nodes[hash]));
  try {
    switch (box[0]) {
      case BoxScheme.Plain:
        return body;
      case BoxScheme.Referee: {
        const key = (await ctx.guard(() => ctx.keys.get(game.uid)))?.decrypt;
        return key ? unpadAction(await openAsReferee(body, key, context), size) : null;
      }
      case BoxScheme.Sealed: {
        const secret = game.reveals[hash]?.[seat];
        if (!secret) return null;
        return unpadAction(await openWithSecret(body, fromBase64Url(secret)!, context), size);
      }
      default:
        throw new PlayFailure({ code: 'newer-version' });
    }
  } catch (error) {
    if (!strict) return null;
    if (error instanceof SealError) throw new PlayFailure({ code: error.code === 'wrong-secret' ? 'wrong-reveal' : 'tampered' });
    throw error;
  }
}

/**
 * A seat's orders as an action this browser can read and the rules accept,
 * or null: not received, not readable here, or broken. One bad box never
 * blocks the phase; that seat is simply missing (civil disorder if the group agrees).
 */
export async function readableAction(ctx: PlayContext, module: GameModule, state: unknown, game: LibraryGame, hash: string, seat: PowerId, powerIndex: number): Promise<{ value: unknown } | null> {
  const stored = game.orders[hash]?.[seat];
  if (!stored) return null;
  try {
    const plain = await openBox(ctx, module, game, hash, seat, powerIndex, fromBase64Url(stored)!, false);
    if (!plain) return null;
    const action = module.decodeAction(state, seat, plain);
    return module.validate(state, seat, action) ? null : { value: action };
  } catch {
    return null;
  }
}

/** Throws the rules' refusal when the plain bytes are not a valid action of the seat. */
export function validateAction(module: GameModule, state: unknown, power: PowerId, plain: Uint8Array): void {
  const problem = module.validate(state, power, module.decodeAction(state, power, plain));
  if (problem) throw new PlayFailure({ code: 'rejected', reason: problem });
}
