/**
 * The library's write path for states: it takes only VerifiedNodes (verify.ts),
 * so no way into the library can skip the pipeline. The states of one link or
 * file, the evidence they came with (the carried box, a verified mark for a
 * state already held unchecked) and what follows from them (a caller's `then`)
 * go in one atomic write: one storage round trip, never a state without its evidence.
 */
import type { GameMeta } from '../game-ui';
import type { AfterMerge } from '../library/backend';
import { mergeNode, type LibraryGame, type LibraryNode, type MergeOutcome } from '../library/merge';
import { withCheck, withEntry, type PlayContext } from './context';
import type { Arrival, VerifiedNode } from './verify';

export interface Admitted {
  game: LibraryGame;
  node: LibraryNode;
  outcome: MergeOutcome;
}

/** Adds one state (a link, or one made here); `then` changes the record in the same write. */
export async function admit(ctx: PlayContext, meta: GameMeta, uid: string, arrival: Arrival, session?: string, then?: AfterMerge): Promise<Admitted> {
  const { node } = arrival;
  const after = (merged: LibraryGame) => andThen(withEvidence(merged, [arrival]), then);
  const { game, outcome } = await ctx.guard(() => ctx.library.addNode(uid, meta.id, node, session, after));
  return { game, node: game.nodes[node.hash], outcome };
}

/**
 * Adds the states a link's chain led through and then the link's own state (`last`), in one write
 * when the library can add many at once: the same merges, in the same order, as one after the other.
 */
export async function admitRun(ctx: PlayContext, meta: GameMeta, uid: string, arrivals: Arrival[], last: Arrival, session: string, then?: AfterMerge): Promise<Admitted> {
  if (!arrivals.length) return admit(ctx, meta, uid, last, session, then);
  if (!ctx.library.addNodes) {
    await admitAll(ctx, meta, uid, arrivals, session);
    return admit(ctx, meta, uid, last, session, then);
  }
  let outcome: MergeOutcome | undefined;
  const after = (merged: LibraryGame) => {
    const withLast = mergeNode(withEvidence(merged, arrivals), { uid, gameId: meta.id, node: last.node, session });
    outcome = withLast.outcome;
    return andThen(withEvidence(withLast.game, [last]), then);
  };
  const { game } = await ctx.guard(() => ctx.library.addNodes!(uid, meta.id, arrivals.map((arrival) => arrival.node), session, after));
  return { game, node: game.nodes[last.node.hash], outcome: outcome! };
}

/**
 * Starts a game's record afresh from one state, dropping what the library held for it: only for a
 * copy this browser got from others and never acted in, that the seat's own invitation contradicts.
 */
export async function admitAfresh(ctx: PlayContext, meta: GameMeta, uid: string, arrival: Arrival, session: string): Promise<{ game: LibraryGame; node: LibraryNode }> {
  const fresh = mergeNode(undefined, { uid, gameId: meta.id, node: arrival.node, session }).game;
  const game = await ctx.patch(uid, () => fresh);
  return { game, node: game.nodes[arrival.node.hash] };
}

/** Adds many states of one game in one write (a game file); returns how many were new. */
export async function admitAll(ctx: PlayContext, meta: GameMeta, uid: string, arrivals: Arrival[], session: string): Promise<number> {
  const nodes: VerifiedNode[] = arrivals.map((arrival) => arrival.node);
  const after = (merged: LibraryGame) => withEvidence(merged, arrivals);
  if (ctx.library.addNodes) return (await ctx.guard(() => ctx.library.addNodes!(uid, meta.id, nodes, session, after))).added;
  let added = 0;
  for (const [i, node] of nodes.entries()) {
    const result = await ctx.guard(() => ctx.library.addNode(uid, meta.id, node, session, i === nodes.length - 1 ? after : undefined));
    if (result.outcome !== 'known') added++;
  }
  return added;
}

function andThen(game: LibraryGame, then: AfterMerge | undefined): LibraryGame {
  return then ? then(game) : game;
}

/** Keeps what the states came with that the library lacks: boxes carried by links, verified marks on states it held unchecked. */
function withEvidence(game: LibraryGame, arrivals: Arrival[]): LibraryGame {
  return arrivals.reduce((out, { node, carried }) => {
    let next = out;
    if (node.check === 'verified' && next.nodes[node.hash] && next.nodes[node.hash].check !== 'verified') next = withCheck(next, node.hash, 'verified');
    if (carried && !next.orders[carried.parentHash]?.[carried.seat]) next = withEntry(next, 'orders', carried.parentHash, carried.seat, carried.box);
    return next;
  }, game);
}
