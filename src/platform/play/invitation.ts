/**
 * Seat invitations (kind 'invite'): one private link per seat, made by the
 * creator from the first phase — the seat's index, its key pair (private half
 * included) and the game link. Opening one checks, in order: the key is the
 * one the game registered for that seat; a different key this browser holds
 * for the seat is kept unless the person confirms; a copy of the game held here
 * that the invitation contradicts, and that this browser never played in, gives
 * way to the invitation's; then the game link inside goes
 * through the verification pipeline like any game link (game-link.ts); then
 * the key is kept here, non-extractable from now on, and this browser plays
 * the seat.
 */
import { encodeEnvelope } from '../codec/envelope';
import { concat, readTurnPayload, stateHash, writeSession, writeTurnPayload, type TurnPayload } from '../codec/turn-link';
import { toBase64Url } from '../codec/base64url';
import type { LibraryGame, LibraryNode } from '../library/merge';
import { admitAfresh } from './admit';
import { verifyTurn } from './verify';
import type { GameModule, PowerId } from '../game';
import type { GameMeta } from '../game-ui';
import { hiddenBaseKey } from '../hidden-parts';
import { INVITATION_KEY_BYTES, exportInvitationKey, exportSeatKey, generateSeatKeys, importInvitationKey, seatFingerprint } from '../seat-keys';
import type { PlayContext } from './context';
import { PlayFailure } from './errors';
import { gameLink, openGameLink, payloadOf } from './game-link';
import type { OpenedEntry } from './opened-entry';
import { refreshViews } from './views';

export interface InvitationOptions {
  /** The person confirmed that this invitation replaces the key this browser holds for the seat. */
  replaceSeatKey?: boolean;
}

export async function openInvitation(ctx: PlayContext, meta: GameMeta, module: GameModule, payload: Uint8Array, options: InvitationOptions = {}): Promise<OpenedEntry> {
  if (payload.length < 1 + INVITATION_KEY_BYTES) throw new PlayFailure({ code: 'malformed' });
  const powerIndex = payload[0];
  const invitationKey = payload.subarray(1, 1 + INVITATION_KEY_BYTES);
  const pair = await importInvitationKey(invitationKey).catch(() => {
    throw new PlayFailure({ code: 'malformed' });
  });
  const turnBytes = payload.subarray(1 + INVITATION_KEY_BYTES);
  const turn = readTurnPayload(turnBytes);
  const seat = module.powers(module.decodeState(turn.state))[powerIndex]?.id;
  // The invitation's key must be the one the game registered for that seat.
  if (!seat || turn.seatKeys?.[powerIndex] !== (await seatFingerprint(await exportSeatKey(pair.publicKey)))) throw new PlayFailure({ code: 'wrong-key', seats: seat ? [seat] : [] });
  // The seat's key and the game as held here are read together (two stores, one wait), the state's hash made meanwhile;
  // nothing is written before every check.
  const [held, record, hash] = await Promise.all([ctx.guard(() => ctx.seatKeys.get(turn.gameUid, seat)), ctx.guard(() => ctx.library.get(turn.gameUid)), stateHash(turn)]);
  // A key held for the seat is never replaced without the person's word: a forged invitation would take the seat.
  if (held && !options.replaceSeatKey && (await seatFingerprint(await exportSeatKey(held.publicKey))) !== turn.seatKeys[powerIndex]) {
    throw new PlayFailure({ code: 'seat-key-held', seats: [seat] });
  }
  const opened = await openInvitedGame(ctx, meta, module, turn, turnBytes, record, hash);
  const hidden = module.hidden ? { hidden: await hiddenBaseKey(invitationKey) } : {};
  await ctx.guard(() => ctx.seatKeys.put(turn.gameUid, seat, { ...pair, ...hidden, invitation: invitationKey.slice() }));
  let game = await ctx.patch(turn.gameUid, (g) => ({ ...g, myPowers: [...new Set([...g.myPowers, seat])] }));
  if (module.hidden) game = await refreshViews(ctx, module, game);
  return { ok: true, kind: 'invite', meta, game, node: game.nodes[opened.node.hash] ?? opened.node, power: seat, known: false, replaced: false };
}

/**
 * The game an invitation names. A seat's invitation is its private word on which game it is: a copy
 * of the game this browser got before from the chat (a forged first phase, a referee link naming
 * another key) gives way to it, as long as this browser never played in that copy.
 */
async function openInvitedGame(ctx: PlayContext, meta: GameMeta, module: GameModule, turn: TurnPayload, turnBytes: Uint8Array, held: LibraryGame | undefined, hash: string): Promise<{ node: LibraryNode }> {
  const session = toBase64Url(writeSession(turn.session));
  const sameStory = !held || (held.session === session && !!held.nodes[hash]);
  const playedHere = !!held && (held.myPowers.length > 0 || Object.values(held.nodes).some((node) => node.madeHere));
  // The game link is checked against the record just read, as openGameLink would read it itself.
  if (sameStory || playedHere) return openGameLink(ctx, meta, module, turnBytes, { game: held });
  const arrival = await verifyTurn(ctx, meta, module, turn, undefined);
  return admitAfresh(ctx, meta, turn.gameUid, arrival, session);
}

/**
 * The private link that moves a seat to another device: an invitation with the seat's key and the game as
 * it stands now. Null when this browser holds no invitation key for the seat (a seat taken on first use:
 * its key was made here, non-extractable, and never leaves).
 */
export async function seatMoveLink(ctx: PlayContext, meta: GameMeta, game: LibraryGame, node: LibraryNode, seat: PowerId, powerIndex: number): Promise<string | null> {
  const pair = await ctx.guard(() => ctx.seatKeys.get(game.uid, seat));
  if (!pair?.invitation || node.seatKeys?.[powerIndex] !== (await seatFingerprint(await exportSeatKey(pair.publicKey)))) return null;
  return encodeEnvelope('invite', meta.linkId, concat(Uint8Array.of(powerIndex), pair.invitation, payloadOf(gameLink(meta, game, node))));
}

/** Fresh key pairs for every seat of a new game (made here, registered from the start; this browser keeps none). */
export function seatInvitationKeys(count: number): Promise<CryptoKeyPair[]> {
  return Promise.all(Array.from({ length: count }, () => generateSeatKeys(true)));
}

/** The invitation link of each seat, from the game's first link. */
export async function invitationLinks(meta: GameMeta, seats: PowerId[], pairs: CryptoKeyPair[], firstLink: string): Promise<Record<PowerId, string>> {
  const turn = readTurnPayload(payloadOf(firstLink));
  const invitations: Record<PowerId, string> = {};
  for (const [index, pair] of pairs.entries()) {
    const payload = concat(Uint8Array.of(index), await exportInvitationKey(pair), writeTurnPayload(turn));
    invitations[seats[index]] = encodeEnvelope('invite', meta.linkId, payload);
  }
  return invitations;
}
