/**
 * Runs of steps in one link (codec/turn-link.ts Chain). When one person acts
 * several times in a row (set-up rounds, sequential turns), the game link of
 * the last state carries the boxes of every step since this browser last
 * received the game from someone else, so one link is always enough: whoever
 * holds the state before the first step recomputes each state between,
 * each step checked like a carried box (the seats had to act, their
 * signatures by their registered keys, valid orders, the engine's result).
 */
import { fromBase64Url, toBase64Url } from '../codec/base64url';
import { boxDigest, boxDigestSync, MAX_CHAIN_STEPS, type Chain, type TurnPayload } from '../codec/turn-link';
import type { GameModule, PowerId } from '../game';
import type { LibraryGame, LibraryNode } from '../library/merge';
import { BoxScheme, readableAction } from './boxes';
import { sessionOf, withEntry, type PlayContext } from './context';
import { PlayFailure } from './errors';
import { makeNode } from './nodes';
import { checkFirstUseKeys, nextSeatKeys, seatsOf, signedBySeats } from './seats';
import { checkSameSession, type Arrival, type VerifiedNode } from './verify';

/**
 * The steps this browser took in a row up to `node`'s parent, oldest first
 * (at most `limit`): states it made itself from plain boxes it holds, back to
 * the last state it received. Open play only; none elsewhere.
 */
export function chainBefore(game: LibraryGame, node: LibraryNode, limit = MAX_CHAIN_STEPS): Chain | undefined {
  const { steps, states } = stepsBefore(game, node, limit, false);
  return steps.length ? { rootHash: states[0], steps } : undefined;
}

/**
 * The whole run before `node`, however long: the hashes of the state this browser last received
 * and of each state it made in a row since, oldest first, ending at `node`'s parent (just the
 * parent when there is no run). What a receiver must hold first, and what a link's chain may cover.
 */
export function runBefore(game: LibraryGame, node: LibraryNode): string[] {
  const { states } = stepsBefore(game, node, Infinity, true);
  return states.length ? states : node.parentHash ? [node.parentHash] : [];
}

/** The chain's steps up to `node`'s parent (at most `limit`) and the states they lead through, root first. */
function stepsBefore(game: LibraryGame, node: LibraryNode, limit: number, throughRekeys: boolean): { steps: Chain['steps']; states: string[] } {
  const steps: Chain['steps'] = [];
  const states: string[] = [];
  if (sessionOf(game).mode !== 'open') return { steps, states };
  let at = node.parentHash ? game.nodes[node.parentHash] : undefined;
  // A state that re-keyed a seat needs its votes, which a chain does not carry: a chain starts after it,
  // and the run goes on through it (its own link, votes and all, goes first).
  while (at?.madeHere && at.made && at.parentHash && (throughRekeys || !at.rekey) && steps.length < limit) {
    // The boxes the state names, in power order, found among those filed for its phase by their digests.
    const filed = Object.values(game.orders[at.parentHash] ?? {}).map((box) => fromBase64Url(box)!);
    const boxes = at.made.digests.map((digest) => filed.find((box) => boxDigestSync(box) === digest));
    if (!boxes.length || boxes.some((box) => !box || box[0] !== BoxScheme.Plain)) break;
    steps.unshift({ seats: at.made.seats, boxes: boxes as Uint8Array[] });
    states.unshift(at.hash);
    at = game.nodes[at.parentHash];
  }
  if (steps.length) states.unshift(game.nodes[states[0]].parentHash!);
  return { steps, states };
}

/**
 * The states a chain leads through, recomputed from its root as this library
 * holds it; each a verified arrival with its boxes kept as evidence. None when
 * the root is not held here (the link's own state is then taken alone, as before).
 */
export async function replayChain(ctx: PlayContext, module: GameModule, game: LibraryGame | undefined, turn: TurnPayload): Promise<{ arrivals: Arrival[]; working?: LibraryGame }> {
  const chain = turn.chain;
  const root = chain && game?.nodes[chain.rootHash];
  if (!chain || !game || !root) return { arrivals: [] };
  if (sessionOf(game).mode !== 'open') throw new PlayFailure({ code: 'malformed' });
  checkSameSession(game, turn);
  let working: LibraryGame = { ...game, nodes: { ...game.nodes } };
  let parent: LibraryNode = root;
  const arrivals: Arrival[] = [];
  for (const step of chain.steps) {
    const state = ctx.stateOf(module, parent);
    const seats = seatsOf(module, state, step.seats);
    if (!seats || seats.length !== step.boxes.length || step.boxes.some((box) => box[0] !== BoxScheme.Plain)) throw new PlayFailure({ code: 'does-not-follow' });
    const entries = seats.map(({ powerIndex }, i) => ({ powerIndex, entry: step.boxes[i] }));
    if (!(await signedBySeats(game.uid, parent, entries))) throw new PlayFailure({ code: 'does-not-follow' });
    // First use: a seat held here by another key (its own, or the first orders received) is not the chain's to take.
    await checkFirstUseKeys(ctx, working, parent, seats.map(({ seat, powerIndex }, i) => ({ seat, powerIndex, entry: step.boxes[i] })));
    const actions = new Map<PowerId, unknown>();
    // Recomputed from the chain's own boxes (as a carried box is), whatever this library holds for the phase.
    const withBoxes = seats.reduce((g, { seat }, i) => withEntry(g, 'orders', parent.hash, seat, toBase64Url(step.boxes[i])), working);
    for (const { seat, powerIndex } of seats) {
      const action = await readableAction(ctx, module, state, withBoxes, parent.hash, seat, powerIndex);
      if (!action) throw new PlayFailure({ code: 'does-not-follow' });
      actions.set(seat, action.value);
    }
    const made = { seats: step.seats, digests: await Promise.all(step.boxes.map((box) => boxDigest(box))) };
    const seatKeys = await nextSeatKeys(working, parent, entries);
    for (const { seat } of seats) if (!working.orders[parent.hash]?.[seat]) working = withEntry(working, 'orders', parent.hash, seat, withBoxes.orders[parent.hash][seat]);
    const next = module.apply(state, actions);
    const node = { ...(await makeNode(ctx, module, { gameUid: game.uid, ply: parent.ply + 1, parentHash: parent.hash, made, seatKeys, session: turn.session }, next)), check: 'verified' as const };
    arrivals.push({ node: node as VerifiedNode, ...(seats.length === 1 ? { carried: { parentHash: parent.hash, seat: seats[0].seat, box: toBase64Url(step.boxes[0]) } } : {}) });
    working.nodes[node.hash] ??= node;
    parent = working.nodes[node.hash];
  }
  if (turn.parentHash !== parent.hash) throw new PlayFailure({ code: 'does-not-follow' });
  return { arrivals, working };
}
