/**
 * The library's write path for states: it takes only VerifiedNodes (verify.ts),
 * so no way into the library can skip the pipeline. Each state is written in
 * one atomic write; the evidence it came with (the carried box, a verified
 * mark for a state already held) in a second, which only adds to it.
 */
import type { GameMeta } from '../game-ui';
import { mergeNode, type LibraryGame, type LibraryNode, type MergeOutcome } from '../library/merge';
import { withCheck, withEntry, type PlayContext } from './context';
import type { Arrival, VerifiedNode } from './verify';

/** Adds one state (a link, or one made here). */
export async function admit(ctx: PlayContext, meta: GameMeta, uid: string, arrival: Arrival, session?: string): Promise<{ game: LibraryGame; node: LibraryNode; outcome: MergeOutcome }> {
  const { node } = arrival;
  const { game, outcome } = await ctx.guard(() => ctx.library.addNode(uid, meta.id, node, session));
  const saved = await withEvidence(ctx, game, [arrival]);
  return { game: saved, node: saved.nodes[node.hash], outcome };
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
  let added = 0;
  let game: LibraryGame | undefined;
  if (ctx.library.addNodes) ({ added, game } = await ctx.guard(() => ctx.library.addNodes!(uid, meta.id, nodes, session)));
  else {
    for (const node of nodes) {
      const result = await ctx.guard(() => ctx.library.addNode(uid, meta.id, node, session));
      if (result.outcome !== 'known') added++;
      game = result.game;
    }
  }
  await withEvidence(ctx, game!, arrivals);
  return added;
}

/** Keeps what the states came with that the library lacks: boxes carried by links, verified marks on states it held unchecked. */
async function withEvidence(ctx: PlayContext, game: LibraryGame, arrivals: Arrival[]): Promise<LibraryGame> {
  const needed = (g: LibraryGame, { node, carried }: Arrival) =>
    (node.check === 'verified' && g.nodes[node.hash] && g.nodes[node.hash].check !== 'verified') || (carried && !g.orders[carried.parentHash]?.[carried.seat]);
  if (!arrivals.some((arrival) => needed(game, arrival))) return game;
  return ctx.patch(game.uid, (g) =>
    arrivals.reduce((out, arrival) => {
      const { node, carried } = arrival;
      let next = out;
      if (node.check === 'verified' && next.nodes[node.hash] && next.nodes[node.hash].check !== 'verified') next = withCheck(next, node.hash, 'verified');
      if (carried && !next.orders[carried.parentHash]?.[carried.seat]) next = withEntry(next, 'orders', carried.parentHash, carried.seat, carried.box);
      return next;
    }, g),
  );
}
