/**
 * New games: one created here (its first state, its referee keys, its seat
 * invitations) and a private what-if copy of a phase. Both states are made by
 * this browser's own engine; a copy is made only of a state the library
 * holds and has not refuted.
 */
import { toBase64Url } from '../codec/base64url';
import { GAME_UID_BYTES, writeSession, type PlayMode, type Session } from '../codec/turn-link';
import type { PowerId } from '../game';
import type { GameMeta } from '../game-ui';
import { randomBytes, toHex } from '../hash';
import { hiddenBaseKey } from '../hidden-parts';
import type { LibraryGame, LibraryNode } from '../library/merge';
import { makeRefereeKeys, type RefereeKeys } from '../referee-keys';
import { exportPublicKey } from '../sealing';
import { exportInvitationKey, exportSeatKey, seatFingerprint } from '../seat-keys';
import { cleanText } from '../text-limits';
import { admit } from './admit';
import type { PlayContext } from './context';
import { PlayFailure } from './errors';
import { gameLink } from './game-link';
import { invitationLinks, seatInvitationKeys } from './invitation';
import { makeNode } from './nodes';
import { checkPlayable, madeHere } from './verify';

export interface NewGameSettings {
  mode: PlayMode;
  names?: string[];
  refereeKeys?: RefereeKeys;
  invitations?: boolean;
}

/** Creates a game; in referee mode this browser becomes the referee and keeps the private key. */
export async function createGame(
  ctx: PlayContext,
  meta: GameMeta,
  variant: string,
  options: Record<string, string>,
  settings: NewGameSettings,
): Promise<{ game: LibraryGame; node: LibraryNode; invitations?: Record<PowerId, string> }> {
  const module = await ctx.module(meta);
  // The uid's bytes are drawn before the game's seed (a seeded test replays the same game).
  const uid = toHex(randomBytes(GAME_UID_BYTES));
  const state = module.initialState(variant, options, randomBytes(16));
  checkPlayable(module, state, settings.mode);
  const session: Session = { mode: settings.mode };
  if (settings.names?.some((name) => cleanText(name))) session.names = settings.names.map((name) => cleanText(name));
  if (settings.mode === 'referee') {
    const keys = settings.refereeKeys ?? (await makeRefereeKeys());
    await ctx.guard(() => ctx.keys.put(uid, { decrypt: keys.decrypt, sign: keys.sign }));
    session.refereeKey = await exportPublicKey(keys.publicKey);
    // Every game link of the game carries the referee's signature, from the first one.
    session.signed = true;
  }
  const everyone = module.powers(state).map((power) => power.id);
  // Seat invitations: each seat's key pair is made here and registered from the start; its private half
  // travels only in that seat's invitation link, and this browser keeps none of them.
  // Hidden parts with a referee are sealed to each seat's invitation key: such a game always invites.
  const hidden = !!module.hidden && settings.mode === 'referee' && (module.hidden.hides?.(state) ?? true);
  const invited = (settings.invitations || hidden) && settings.mode !== 'table' ? await seatInvitationKeys(everyone.length) : [];
  if (hidden) ctx.hiddenSeats.remember(uid, new Map(await Promise.all(invited.map(async (pair, index) => [index, await hiddenBaseKey(await exportInvitationKey(pair))] as const))));
  const seatKeys: Record<number, string> = {};
  for (const [index, pair] of invited.entries()) seatKeys[index] = await seatFingerprint(await exportSeatKey(pair.publicKey));
  const node = await makeNode(ctx, module, { gameUid: uid, ply: 0, parentHash: null, seatKeys, session }, state, true);
  await admit(ctx, meta, uid, { node: madeHere(node) }, toBase64Url(writeSession(session)));
  const game = await ctx.patch(uid, (g) => ({ ...g, settings: { mode: settings.mode }, myPowers: settings.mode === 'table' ? everyone : g.myPowers }));
  if (!invited.length) return { game, node };
  const invitations = await invitationLinks(meta, everyone, invited, gameLink(meta, game, node));
  // Kept in the creator's library only, so its game page can show them until they are sent.
  const saved = await ctx.patch(uid, (g) => ({ ...g, settings: { ...g.settings, invitations: JSON.stringify(invitations) } }));
  return { game: saved, node, invitations };
}

/**
 * A private "what if" copy of one phase: a new game at one table, starting
 * from that state, that never touches the real one and is never linked to it.
 * Only a state this library holds for that game, and has not refuted, is copied.
 */
export async function sandboxCopy(ctx: PlayContext, meta: GameMeta, game: LibraryGame, node: LibraryNode): Promise<{ game: LibraryGame; node: LibraryNode }> {
  const module = await ctx.module(meta);
  const held = (await ctx.guard(() => ctx.library.get(game.uid)))?.nodes[node.hash];
  if (!held || held.state !== node.state) throw new PlayFailure({ code: 'wrong-phase' });
  if (held.check === 'refuted') throw new PlayFailure({ code: 'does-not-follow' });
  const state = ctx.stateOf(module, held);
  const uid = toHex(randomBytes(GAME_UID_BYTES));
  const session: Session = { mode: 'table' };
  const copy = await makeNode(ctx, module, { gameUid: uid, ply: 0, parentHash: null, session }, state);
  await admit(ctx, meta, uid, { node: madeHere(copy) }, toBase64Url(writeSession(session)));
  const everyone = module.powers(state).map((power) => power.id);
  const saved = await ctx.patch(uid, (g) => ({ ...g, myPowers: everyone, settings: { mode: 'table', sandboxOf: game.uid } }));
  return { game: saved, node: copy };
}
