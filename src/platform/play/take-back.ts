/**
 * Taking back this browser's latest action: the state it made goes, and so
 * do the orders that made it, so the phase before is open again. Only the
 * game's newest state, made here from this browser's own orders, with its
 * parent at hand, and only when the game allows it (GameModule.mayTakeBack).
 * The rules are checked again inside the write, so a state that has meanwhile
 * been continued (another tab, a link) is never removed.
 */
import type { GameModule, PowerId } from '../game';
import type { GameMeta } from '../game-ui';
import { currentNode, type LibraryGame, type LibraryNode } from '../library/merge';
import { readableAction } from './boxes';
import { sessionOf, type PlayContext } from './context';
import { PlayFailure, type TakeBackRefusal } from './errors';

/** What a take-back restored: the phase open again, and the actions taken back (to offer them again as drafts). */
export interface TakenBack {
  game: LibraryGame;
  node: LibraryNode;
  actions: Record<PowerId, unknown>;
}

/** Why this browser may not take back the action that made state `hash`, or null when it may. */
export async function takeBackRefusal(ctx: PlayContext, meta: GameMeta, game: LibraryGame, hash: string): Promise<TakeBackRefusal | null> {
  const verdict = takeBackVerdict(ctx, await ctx.module(meta), game, hash);
  return 'refusal' in verdict ? verdict.refusal : null;
}

export async function takeBack(ctx: PlayContext, meta: GameMeta, uid: string, hash: string): Promise<TakenBack> {
  const module = await ctx.module(meta);
  const game = await ctx.mustGet(uid);
  const verdict = takeBackVerdict(ctx, module, game, hash);
  if ('refusal' in verdict) throw new PlayFailure({ code: 'no-take-back', why: verdict.refusal });
  const { parent, seats } = verdict;
  const state = ctx.stateOf(module, parent);
  const powers = module.powers(state).map((p) => p.id);
  const actions: Record<PowerId, unknown> = {};
  for (const seat of seats) {
    const action = await readableAction(ctx, module, state, game, parent.hash, seat, powers.indexOf(seat));
    if (action) actions[seat] = action.value;
  }
  let late: TakeBackRefusal | undefined;
  const saved = await ctx.patch(uid, (fresh) => {
    const again = takeBackVerdict(ctx, module, fresh, hash);
    if (!('refusal' in again)) return withoutState(fresh, hash, parent.hash, again.seats, ctx.now());
    late = again.refusal;
    return fresh;
  });
  if (late) throw new PlayFailure({ code: 'no-take-back', why: late });
  return { game: saved, node: saved.nodes[parent.hash], actions };
}

/** The rules of a take-back, on one record of the game: synchronous, so they can run inside the write. */
function takeBackVerdict(ctx: PlayContext, module: GameModule, game: LibraryGame, hash: string): { refusal: TakeBackRefusal } | { parent: LibraryNode; seats: PowerId[] } {
  const node = game.nodes[hash];
  if (!node?.madeHere) return { refusal: 'not-made-here' };
  const continued = Object.values(game.nodes).some((other) => other.parentHash === hash);
  if (continued || currentNode(game)?.hash !== hash) return { refusal: 'not-latest' };
  const parent = node.parentHash ? game.nodes[node.parentHash] : undefined;
  if (!parent) return { refusal: 'no-parent' };
  const before = ctx.stateOf(module, parent);
  const after = ctx.stateOf(module, node);
  // Only this browser's own orders can be taken back: every seat that acted is played here and sent its orders from here.
  const seats = module.turn(before).waitingFor;
  const plays = (seat: PowerId) => sessionOf(game).mode === 'table' || game.myPowers.includes(seat);
  if (!seats.length || !seats.every((seat) => plays(seat) && game.orders[parent.hash]?.[seat])) return { refusal: 'not-made-here' };
  if (!module.mayTakeBack || !seats.every((seat) => module.mayTakeBack!(before, after, seat))) return { refusal: 'final' };
  // Whatever the game allows, a state that hands the game to a seat played elsewhere may already be in other hands.
  if (!module.turn(after).waitingFor.every(plays)) return { refusal: 'final' };
  return { parent, seats };
}

/** A game without state `hash` and without the orders that made it, so the phase before it is open again. */
function withoutState(game: LibraryGame, hash: string, parentHash: string, seats: PowerId[], now: number): LibraryGame {
  const { [hash]: _node, ...nodes } = game.nodes;
  const reopen = (boxes: LibraryGame['orders']) => {
    const { [hash]: _later, ...kept } = boxes;
    const phase = { ...(kept[parentHash] ?? {}) };
    for (const seat of seats) delete phase[seat];
    return { ...kept, [parentHash]: phase };
  };
  return { ...game, nodes, orders: reopen(game.orders), reveals: reopen(game.reveals), updatedAt: Math.max(game.updatedAt, now) };
}
