/**
 * Game links (kind 'game'): one state of a game — its uid, ply, parent hash,
 * session, the seat keys registered so far, the orders' digests that made it,
 * in referee mode the referee's signature, and in open play the one box that
 * made it when a single seat acted. Opening one runs the verification
 * pipeline (verify.ts: decode, signature, hash chain, parent, follows) and
 * writes through admit.ts.
 */
import { decodeEnvelope, encodeEnvelope } from '../codec/envelope';
import { fromBase64Url, toBase64Url } from '../codec/base64url';
import { readTurnPayload, writeSession, writeTurnPayload, type TurnPayload } from '../codec/turn-link';
import type { GameModule } from '../game';
import type { GameMeta } from '../game-ui';
import type { LibraryGame, LibraryNode, MergeOutcome } from '../library/merge';
import { admit } from './admit';
import { sessionOf, type PlayContext } from './context';
import { PlayFailure } from './errors';
import { verifyTurn } from './verify';

export interface OpenedGame {
  ok: true;
  kind: 'game';
  meta: GameMeta;
  game: LibraryGame;
  node: LibraryNode;
  outcome: MergeOutcome;
}

export async function openGameLink(ctx: PlayContext, meta: GameMeta, module: GameModule, payload: Uint8Array): Promise<OpenedGame> {
  const turn = readTurnPayload(payload);
  const before = await ctx.guard(() => ctx.library.get(turn.gameUid));
  const arrival = await verifyTurn(ctx, meta, module, turn, before);
  const { game, node, outcome } = await admit(ctx, meta, turn.gameUid, arrival, toBase64Url(writeSession(turn.session)));
  return { ok: true, kind: 'game', meta, game, node, outcome };
}

/** The game link of a stored state. */
export function gameLink(meta: GameMeta, game: LibraryGame, node: LibraryNode): string {
  const state = fromBase64Url(node.state)!;
  const session = sessionOf(game);
  const turn: TurnPayload = { gameUid: game.uid, ply: node.ply, parentHash: node.parentHash, session, state };
  if (node.seatKeys) turn.seatKeys = node.seatKeys;
  if (node.refereeSignature && session.signed) turn.refereeSignature = fromBase64Url(node.refereeSignature)!;
  if (node.made && node.parentHash) {
    turn.made = { ...node.made };
    // One seat acted in open play: carry its box, so the link proves itself to whoever receives it.
    const seats = Object.entries(game.orders[node.parentHash] ?? {});
    const single = node.made.seats > 0 && (node.made.seats & (node.made.seats - 1)) === 0;
    if (session.mode === 'open' && single && seats.length === 1) turn.made.carried = fromBase64Url(seats[0][1])!;
  }
  return encodeEnvelope('game', meta.linkId, writeTurnPayload(turn));
}

/** The payload of a game link this browser just wrote. */
export function payloadOf(link: string): Uint8Array {
  const decoded = decodeEnvelope(link);
  if (!decoded.ok) throw new PlayFailure({ code: 'malformed' });
  return decoded.envelope.payload;
}
