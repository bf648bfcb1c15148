/**
 * Game links (kind 'game'): one state of a game — its uid, ply, parent hash,
 * session, the seat keys registered so far, the orders' digests that made it,
 * in referee mode the referee's signature, and in open play the one box that
 * made it when a single seat acted. Opening one runs the verification
 * pipeline (verify.ts: decode, signature, hash chain, parent, follows) and
 * writes through admit.ts.
 */
import { MAX_LINK_CHARS, decodeEnvelope, encodeEnvelope } from '../codec/envelope';
import { fromBase64Url, toBase64Url } from '../codec/base64url';
import { MAX_CHAIN_STEPS, readTurnPayload, writeSession, writeTurnPayload, type TurnPayload } from '../codec/turn-link';
import type { GameModule } from '../game';
import type { GameMeta } from '../game-ui';
import type { LibraryGame, LibraryNode, MergeOutcome } from '../library/merge';
import { admitRun } from './admit';
import { chainBefore, replayChain, runBefore } from './chain';
import { earlierParts } from '../chain-parts';
import { sessionOf, type PlayContext } from './context';
import { decodeRekeyEvidence } from '../seat-rekey';
import { PlayFailure } from './errors';
import { verifyTurn } from './verify';
import { withRekeysClaimed } from './rekey';

export interface OpenedGame {
  ok: true;
  kind: 'game';
  meta: GameMeta;
  game: LibraryGame;
  node: LibraryNode;
  outcome: MergeOutcome;
}

/**
 * Opens a game link. `held`: the game as this library holds it, when the caller has just read it
 * (an invitation), so it is not read again; the write that follows merges into the record as it is then.
 */
export async function openGameLink(ctx: PlayContext, meta: GameMeta, module: GameModule, payload: Uint8Array, held?: { game: LibraryGame | undefined }): Promise<OpenedGame> {
  const turn = readTurnPayload(payload);
  const before = held ? held.game : await ctx.guard(() => ctx.library.get(turn.gameUid));
  const session = toBase64Url(writeSession(turn.session));
  // The steps the sender took in a row before this state, recomputed from the first one's parent when it is held here.
  const chained = await replayChain(ctx, module, before, turn);
  const arrival = await verifyTurn(ctx, meta, module, turn, chained.working ?? before);
  // The chain's states, the link's own, their evidence and the seats re-keyed to this browser: one write.
  const admitted = await admitRun(ctx, meta, turn.gameUid, chained.arrivals, arrival, session, (game) => withRekeysClaimed(ctx, module, game));
  return { ok: true, kind: 'game', meta, game: admitted.game, node: admitted.node, outcome: admitted.outcome };
}

/**
 * The game link of a stored state; in open play it carries the steps this
 * browser took in a row before it (chain.ts), as many of the latest as fit
 * the link budget.
 */
export function gameLink(meta: GameMeta, game: LibraryGame, node: LibraryNode): string {
  return linkFrom(meta, game, node).link;
}

/** A state's game link, and the state a receiver must hold to check it: its chain's root, else its parent. */
function linkFrom(meta: GameMeta, game: LibraryGame, node: LibraryNode): { link: string; from: string | null } {
  for (let steps = MAX_CHAIN_STEPS; steps > 0; steps--) {
    const chain = chainBefore(game, node, steps);
    if (!chain) break;
    const link = encodeEnvelope('game', meta.linkId, writeTurnPayload({ ...turnOf(game, node), chain }));
    if (link.length <= MAX_LINK_CHARS) return { link, from: chain.rootHash };
    steps = Math.min(steps, chain.steps.length);
  }
  return { link: encodeEnvelope('game', meta.linkId, writeTurnPayload(turnOf(game, node))), from: node.parentHash };
}

/**
 * Every game link the next person needs to reach `node` and check each step, oldest first, the
 * state's own last: one, unless this browser's run of steps is too long for one link's chain
 * (chain-parts.ts); then the earlier states' links go first.
 */
export function gameLinks(meta: GameMeta, game: LibraryGame, node: LibraryNode): { hash: string; link: string }[] {
  const links = new Map<string, { link: string; from: string | null }>();
  const of = (hash: string) => links.get(hash) ?? links.set(hash, linkFrom(meta, game, game.nodes[hash])).get(hash)!;
  const earlier = earlierParts([...runBefore(game, node), node.hash], (hash) => of(hash).from);
  return [...earlier, node.hash].map((hash) => ({ hash, link: of(hash).link }));
}

/** The payload of a stored state's game link, without a chain. */
function turnOf(game: LibraryGame, node: LibraryNode): TurnPayload {
  const state = fromBase64Url(node.state)!;
  const session = sessionOf(game);
  const turn: TurnPayload = { gameUid: game.uid, ply: node.ply, parentHash: node.parentHash, session, state };
  if (node.seatKeys) turn.seatKeys = node.seatKeys;
  if (node.rekey) turn.rekey = decodeRekeyEvidence(fromBase64Url(node.rekey)!);
  if (node.refereeSignature && session.signed) turn.refereeSignature = fromBase64Url(node.refereeSignature)!;
  if (node.made && node.parentHash) {
    turn.made = { ...node.made };
    // One seat acted in open play: carry its box, so the link proves itself to whoever receives it.
    const seats = Object.entries(game.orders[node.parentHash] ?? {});
    const single = node.made.seats > 0 && (node.made.seats & (node.made.seats - 1)) === 0;
    if (session.mode === 'open' && single && seats.length === 1) turn.made.carried = fromBase64Url(seats[0][1])!;
  }
  return turn;
}

/** The payload of a game link this browser just wrote. */
export function payloadOf(link: string): Uint8Array {
  const decoded = decodeEnvelope(link);
  if (!decoded.ok) throw new PlayFailure({ code: 'malformed' });
  return decoded.envelope.payload;
}
