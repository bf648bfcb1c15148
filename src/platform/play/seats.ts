/**
 * Who may act for a seat: the key that signs its orders. A seat's key is
 * registered by its invitation or on first use (the first signed orders
 * applied for it register their key in the next state), and every state
 * carries the fingerprints of the keys registered so far.
 */
import { fromBase64Url } from '../codec/base64url';
import { seatIndices } from '../codec/turn-link';
import type { GameModule, PowerId } from '../game';
import type { LibraryGame, LibraryNode } from '../library/merge';
import { exportSeatKey, ordersMessage, seatFingerprint, splitSigned, verifySigned } from '../seat-keys';
import { sessionOf, type PlayContext } from './context';
import { PlayFailure } from './errors';

/** The seats of a bit mask, each with its power index; null when one is not a seat that had to act. */
export function seatsOf(module: GameModule, state: unknown, mask: number): { seat: PowerId; powerIndex: number }[] | null {
  const powers = module.powers(state).map((p) => p.id);
  const waiting = module.turn(state).waitingFor;
  const seats = seatIndices(mask).map((powerIndex) => ({ seat: powers[powerIndex], powerIndex }));
  return seats.every(({ seat }) => seat !== undefined && waiting.includes(seat)) ? seats : null;
}

/**
 * The seat keys a state built on `parent` registers: the parent's, plus,
 * for each seat whose first signed orders were applied, that key (first use).
 */
export async function nextSeatKeys(game: LibraryGame, parent: LibraryNode, entries: { powerIndex: number; entry: Uint8Array }[]): Promise<Record<number, string>> {
  const keys: Record<number, string> = { ...(parent.seatKeys ?? {}) };
  if (sessionOf(game).mode === 'table') return keys;
  for (const { powerIndex, entry } of entries) {
    const signed = splitSigned(entry);
    if (signed && !keys[powerIndex]) keys[powerIndex] = await seatFingerprint(signed.key);
  }
  return keys;
}

export function sameSeatKeys(a: Record<number, string>, b: Record<number, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((index) => a[Number(index)] === b[Number(index)]);
}

/** Whether every applied box carries its seat's valid signature over this game and phase, by the registered key if there is one. */
export async function signedBySeats(uid: string, parent: LibraryNode, entries: { powerIndex: number; entry: Uint8Array }[]): Promise<boolean> {
  for (const { powerIndex, entry } of entries) {
    const signed = splitSigned(entry);
    if (!signed || !(await verifySigned(signed.key, signed.signature, ordersMessage(uid, parent.hash, powerIndex, signed.box)))) return false;
    const registered = parent.seatKeys?.[powerIndex];
    if (registered && registered !== (await seatFingerprint(signed.key))) return false;
  }
  return true;
}

/**
 * The box inside signed orders, once the signature is checked and the key
 * is the seat's: the one the game registered, or on first use the one whose
 * orders this browser holds already (its own, or the first received).
 */
export async function checkOrdersSignature(
  ctx: PlayContext,
  game: LibraryGame,
  node: LibraryNode,
  power: PowerId,
  powerIndex: number,
  entry: Uint8Array,
  previous: string | undefined,
): Promise<Uint8Array> {
  const refuse = () => new PlayFailure({ code: 'wrong-key', seats: [power] });
  const signed = splitSigned(entry);
  if (!signed || !(await verifySigned(signed.key, signed.signature, ordersMessage(game.uid, node.hash, powerIndex, signed.box)))) throw refuse();
  const fingerprint = await seatFingerprint(signed.key);
  const registered = node.seatKeys?.[powerIndex];
  if (registered) {
    if (registered !== fingerprint) throw refuse();
    return signed.box;
  }
  if (!(await firstUseKeyHeld(ctx, game, power, fingerprint, previous))) throw refuse();
  return signed.box;
}

/**
 * First use, a seat with no registered key: whether orders signed by the key `fingerprint` may stand for it here.
 * The key of the orders this browser holds for the phase (the first received) and its own key for a seat it plays
 * hold the seat, whatever link brings other orders: an orders link, a box a game link carries, a chain's step.
 */
export async function firstUseKeyHeld(ctx: PlayContext, game: LibraryGame, power: PowerId, fingerprint: string, previous: string | undefined): Promise<boolean> {
  const previousKey = previous ? splitSigned(fromBase64Url(previous)!)?.key : undefined;
  if (previousKey && (await seatFingerprint(previousKey)) !== fingerprint) return false;
  const mine = game.myPowers.includes(power) ? await ctx.guard(() => ctx.seatKeys.get(game.uid, power)) : undefined;
  return !(mine && (await seatFingerprint(await exportSeatKey(mine.publicKey))) !== fingerprint);
}

/**
 * First use: refuses (wrong-key) a next phase that registers, for a seat its parent had no key for, another key than
 * the one this browser holds the seat by (firstUseKeyHeld), whether or not the orders it names are at hand here.
 */
export async function checkFirstUseRegistrations(ctx: PlayContext, module: GameModule, game: LibraryGame, parent: LibraryNode, parentState: unknown, seatKeys: Record<number, string>): Promise<void> {
  const powers = module.powers(parentState).map((p) => p.id);
  for (const [index, fingerprint] of Object.entries(seatKeys)) {
    const seat = powers[Number(index)];
    if (!seat || parent.seatKeys?.[Number(index)]) continue;
    if (!(await firstUseKeyHeld(ctx, game, seat, fingerprint, game.orders[parent.hash]?.[seat]))) throw new PlayFailure({ code: 'wrong-key', seats: [seat] });
  }
}

/** Refuses (wrong-key) applied boxes whose seat has no registered key in `parent` and is held here by another key (firstUseKeyHeld). */
export async function checkFirstUseKeys(ctx: PlayContext, game: LibraryGame, parent: LibraryNode, boxes: { seat: PowerId; powerIndex: number; entry: Uint8Array }[]): Promise<void> {
  for (const { seat, powerIndex, entry } of boxes) {
    const signed = splitSigned(entry);
    if (!signed || parent.seatKeys?.[powerIndex]) continue;
    if (!(await firstUseKeyHeld(ctx, game, seat, await seatFingerprint(signed.key), game.orders[parent.hash]?.[seat]))) throw new PlayFailure({ code: 'wrong-key', seats: [seat] });
  }
}

/** Whether this browser's key for a seat is the one registered for it (true when none is registered yet). */
export async function holdsRegisteredKey(ctx: PlayContext, uid: string, node: LibraryNode, seat: PowerId, powerIndex: number): Promise<boolean> {
  const registered = node.seatKeys?.[powerIndex];
  return !registered || registered === (await seatFingerprint(await exportSeatKey((await ctx.seatPair(uid, seat)).publicKey)));
}
