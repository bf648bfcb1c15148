/**
 * Orders links (kind 'orders'): one seat's box for one phase, named by the
 * phase's hash and the seat's index, signed by the seat's key (all modes but
 * one table). Opening one checks, in order: the game and phase are held here
 * and still played (or a continuation names this very box as evidence); the
 * seat's signature by its registered key (or first use); the box's scheme is
 * the game's mode and its length the game's one size; it never replaces this
 * browser's own orders, nor anyone's in sealed mode or after the phase was
 * resolved; what can be read now is valid orders. Then the continuations of
 * the phase are checked again with the new evidence.
 */
import { fromBase64Url, toBase64Url } from '../codec/base64url';
import { encodeEnvelope } from '../codec/envelope';
import { boxDigest, seatIndices } from '../codec/turn-link';
import { readOrdersPayload, writeOrdersPayload } from '../codec/orders-payload';
import type { GameModule, PowerId } from '../game';
import type { GameMeta } from '../game-ui';
import type { LibraryGame } from '../library/merge';
import { sealingContext } from '../sealing';
import { ordersMessage, signBox } from '../seat-keys';
import { SCHEME_OF_MODE, boxAction, boxLengthOf, openBox, validateAction } from './boxes';
import { sessionOf, withEntry, type PlayContext } from './context';
import { PlayFailure } from './errors';
import { gameWithPhase, phaseOf } from './phase-lookup';
import { checkOrdersSignature, holdsRegisteredKey } from './seats';
import { recheckContinuations } from './verify';
import type { OpenedEntry } from './opened-entry';
import { REKEY_SEAT_FLAG, openRekeyMessage } from './rekey';

export type { OpenedEntry } from './opened-entry';

export interface Submitted {
  game: LibraryGame;
  /** The orders link to send to the group (absent at one table). */
  ordersLink?: string;
}

export async function openOrdersLink(ctx: PlayContext, meta: GameMeta, module: GameModule, payload: Uint8Array): Promise<OpenedEntry> {
  const orders = readOrdersPayload(payload);
  const owner = await gameWithPhase(ctx, meta, orders.phaseHash);
  if (orders.powerIndex & REKEY_SEAT_FLAG) return openRekeyMessage(ctx, meta, module, owner, orders);
  const { game, node, state, power, resolved, unchecked } = await phaseOf(ctx, meta, module, owner.uid, orders.phaseHash, orders.powerIndex);
  const entry = orders.body;
  // For a phase already resolved, only the very box a continuation names is taken, as evidence to check it.
  if (resolved) {
    const digest = await boxDigest(entry);
    const named = unchecked.some((child) => seatIndices(child.made!.seats).some((index, i) => index === orders.powerIndex && child.made!.digests[i] === digest));
    if (!named) throw new PlayFailure({ code: 'wrong-phase' });
  }
  const mode = sessionOf(game).mode;
  const previous = game.orders[node.hash]?.[power];
  const box = mode === 'table' ? entry : await checkOrdersSignature(ctx, game, node, power, orders.powerIndex, entry, previous);
  // A box must be of the game's kind: a plain box in a sealed game would be read without any reveal.
  if (box[0] !== SCHEME_OF_MODE[mode]) throw new PlayFailure({ code: 'tampered' });
  // Every sealed or referee box of a game has one size: any other length was not made by this app.
  if (box.length !== boxLengthOf(mode, module, state, box)) throw new PlayFailure({ code: 'tampered' });
  const encoded = toBase64Url(entry);
  if (previous === encoded) return { ok: true, kind: 'orders', meta, game, node, power, known: true, replaced: false };
  if (previous !== undefined) {
    // This browser's own orders are never replaced by a link; in sealed mode nobody's are,
    // or a player could change their orders after seeing others' reveal codes.
    // Nor once the phase is resolved: the boxes kept for it are what its continuation is checked against.
    if (mode === 'sealed' || resolved || game.myPowers.includes(power)) throw new PlayFailure({ code: 'conflict' });
  }
  // Check what can be checked now; a sealed box is checked when it is revealed.
  const plain = await openBox(ctx, module, game, node.hash, power, orders.powerIndex, entry, true);
  if (plain) validateAction(module, state, power, plain);
  const saved = await ctx.patch(game.uid, (g) => withEntry(g, 'orders', node.hash, power, encoded));
  const checked = await recheckContinuations(ctx, module, saved, node.hash);
  return { ok: true, kind: 'orders', meta, game: checked, node, power, known: false, replaced: previous !== undefined };
}

/**
 * Submits one seat's orders for a phase from this browser: kept in the
 * library, and, except at one table, turned into the orders link to send.
 */
export async function submitOrders(ctx: PlayContext, meta: GameMeta, uid: string, hash: string, seat: PowerId, action: unknown): Promise<Submitted> {
  const module = await ctx.module(meta);
  const game = await ctx.mustGet(uid);
  const node = game.nodes[hash];
  const state = ctx.stateOf(module, node);
  const session = sessionOf(game);
  if (session.mode !== 'table' && !game.myPowers.includes(seat)) throw new PlayFailure({ code: 'not-your-power' });
  const resolved = Object.values(game.nodes).some((other) => other.parentHash === hash);
  if (resolved || node.check === 'refuted' || !module.turn(state).waitingFor.includes(seat)) throw new PlayFailure({ code: 'wrong-phase' });
  const problem = module.validate(state, seat, action);
  if (problem) throw new PlayFailure({ code: 'rejected', reason: problem });
  const powerIndex = module.powers(state).findIndex((p) => p.id === seat);
  // A seat already registered to another browser's key is told so plainly, before anything is sent.
  if (session.mode !== 'table' && !(await holdsRegisteredKey(ctx, uid, node, seat, powerIndex))) throw new PlayFailure({ code: 'seat-claimed', seats: [seat] });
  const { box, secret } = await boxAction(module, state, session, module.encodeAction(state, seat, action), sealingContext(uid, hash, powerIndex));
  // Orders that travel are signed with the seat's key, so nobody else can send orders for the seat.
  const entry = session.mode === 'table' ? box : await signBox(await ctx.seatPair(uid, seat), ordersMessage(uid, hash, powerIndex, box), box);
  const saved = await ctx.patch(uid, (g) => {
    const next = withEntry(g, 'orders', hash, seat, toBase64Url(entry));
    return secret ? withEntry(next, 'reveals', hash, seat, toBase64Url(secret)) : next;
  });
  if (session.mode === 'table') return { game: saved };
  const ordersLink = encodeEnvelope('orders', meta.linkId, writeOrdersPayload({ phaseHash: hash, powerIndex, body: entry }));
  return { game: saved, ordersLink };
}

/** The orders link of a box this browser holds (to send it again). */
export async function storedOrdersLink(ctx: PlayContext, meta: GameMeta, game: LibraryGame, hash: string, seat: PowerId): Promise<string | undefined> {
  const box = game.orders[hash]?.[seat];
  if (!box) return undefined;
  const module = await ctx.module(meta);
  const powerIndex = module.powers(ctx.stateOf(module, game.nodes[hash])).findIndex((p) => p.id === seat);
  return encodeEnvelope('orders', meta.linkId, writeOrdersPayload({ phaseHash: hash, powerIndex, body: fromBase64Url(box)! }));
}
