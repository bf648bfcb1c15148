/**
 * Reveal codes (kind 'reveal', sealed mode): the secret that opens one seat's
 * sealed box of one phase, named by the phase's hash and the seat's index.
 * Opening one checks, in order: the game and phase are held here; this
 * browser holds the seat's sealed box; the secret opens that very box (its
 * commitment binds the secret to the ciphertext, sealing.ts); what it opens
 * is valid orders. Then the phase's continuations are checked again.
 */
import { fromBase64Url, toBase64Url } from '../codec/base64url';
import { BitReader } from '../codec/bits';
import { encodeEnvelope } from '../codec/envelope';
import type { GameModule, PowerId } from '../game';
import type { GameMeta } from '../game-ui';
import { STATE_HASH_BYTES, fromHex, toHex } from '../hash';
import { SECRET_BYTES, SealError, openWithSecret, sealingContext, unpadAction } from '../sealing';
import { boxBytesOf, unsignedBox, validateAction } from './boxes';
import { withEntry, type PlayContext } from './context';
import { PlayFailure } from './errors';
import type { OpenedEntry } from './opened-entry';
import { gameWithPhase, phaseOf } from './phase-lookup';
import { recheckContinuations } from './verify';

export async function openRevealCode(ctx: PlayContext, meta: GameMeta, module: GameModule, payload: Uint8Array): Promise<OpenedEntry> {
  const reader = new BitReader(payload);
  const phaseHash = toHex(reader.rawBytes(STATE_HASH_BYTES));
  const powerIndex = reader.bits(8);
  const secret = reader.rawBytes(SECRET_BYTES);
  const owner = await gameWithPhase(ctx, meta, phaseHash);
  const { game, node, power } = await phaseOf(ctx, meta, module, owner.uid, phaseHash, powerIndex);
  const box = game.orders[node.hash]?.[power];
  if (!box) throw new PlayFailure({ code: 'missing-orders', seats: [power] });
  // Check the secret against the sealed orders we hold, and what it opens against the rules.
  let plain: Uint8Array;
  try {
    const sealed = unsignedBox(game, fromBase64Url(box)!);
    if (!sealed) throw new SealError('tampered');
    plain = unpadAction(await openWithSecret(sealed.subarray(1), secret, sealingContext(game.uid, node.hash, powerIndex)), boxBytesOf(module, ctx.stateOf(module, node)));
  } catch (error) {
    throw new PlayFailure({ code: error instanceof SealError && error.code === 'tampered' ? 'tampered' : 'wrong-reveal' });
  }
  validateAction(module, ctx.stateOf(module, node), power, plain);
  const encoded = toBase64Url(secret);
  const known = game.reveals[node.hash]?.[power] === encoded;
  if (known) return { ok: true, kind: 'reveal', meta, game, node, power, known, replaced: false };
  const saved = await ctx.patch(game.uid, (g) => withEntry(g, 'reveals', node.hash, power, encoded));
  const checked = await recheckContinuations(ctx, module, saved, node.hash);
  return { ok: true, kind: 'reveal', meta, game: checked, node, power, known, replaced: false };
}

/** This browser's reveal code for a seat it submitted, to send once every seat's orders are in. */
export async function revealCode(ctx: PlayContext, meta: GameMeta, uid: string, hash: string, seat: PowerId): Promise<string> {
  const module = await ctx.module(meta);
  const game = await ctx.mustGet(uid);
  const secret = game.reveals[hash]?.[seat];
  if (!secret || !game.myPowers.includes(seat)) throw new PlayFailure({ code: 'not-your-power' });
  const powerIndex = module.powers(ctx.stateOf(module, game.nodes[hash])).findIndex((p) => p.id === seat);
  const payload = new Uint8Array(STATE_HASH_BYTES + 1 + SECRET_BYTES);
  payload.set(fromHex(hash));
  payload[STATE_HASH_BYTES] = powerIndex;
  payload.set(fromBase64Url(secret)!, STATE_HASH_BYTES + 1);
  return encodeEnvelope('reveal', meta.linkId, payload);
}
