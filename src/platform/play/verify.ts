/**
 * The one verification pipeline. Every state that enters the library from
 * outside — a game link, an invitation, a game file — goes through
 * `verifyTurn`, in this order:
 *   1. decode the state (the game's own codec refuses what play cannot make) as its
 *      hash covers it, and ask the game whether it can be played in the link's mode (plain dice cannot);
 *   2. signature and session: in referee mode, the referee's, by the key of the game this
 *      library holds (or, for a game new here, the key the link names);
 *   3. hash chain: the node's hash covers the game, its parent and, seat by
 *      seat, the digests of the orders that made it;
 *   4. parent: a state comes exactly one phase after its parent, and changes no
 *      seat key its parent registered but by the votes it carries (rekey.ts);
 *   5. follows: recomputed from the parent and the orders held (open and
 *      sealed play), refused when refuted, kept unchecked when it cannot be told;
 *      somebody's orders made it, its parent had not ended, and it registers no
 *      key for a seat this browser holds by another (first use).
 * States this browser makes itself (create, resolve, a what-if copy) are
 * computed by its own engine: `madeHere`. Only these two give a VerifiedNode,
 * and the library is written only with VerifiedNodes (admit.ts).
 */
import { fromBase64Url, toBase64Url } from '../codec/base64url';
import { boxDigest, unsignedTurnPayload, writeSession, type MadeBy, type PlayMode, type TurnPayload } from '../codec/turn-link';
import type { GameModule, PowerId } from '../game';
import type { GameMeta } from '../game-ui';
import type { LibraryGame, LibraryNode } from '../library/merge';
import { verifyGameLink } from '../referee-keys';
import { BoxScheme, readableAction } from './boxes';
import { sessionOf, withCheck, withEntry, type PlayContext } from './context';
import { PlayFailure } from './errors';
import { makeNode } from './nodes';
import { checkFirstUseRegistrations, nextSeatKeys, sameSeatKeys, seatsOf, signedBySeats } from './seats';
import { checkSeatKeyChanges, seatsStillIn } from './rekey';
import { decodeRekeyEvidence, rekeyedSeatKeys } from '../seat-rekey';

declare const verifiedBrand: unique symbol;
/** A state that passed the pipeline, or that this browser computed itself: the only kind the library is written with. */
export type VerifiedNode = LibraryNode & { readonly [verifiedBrand]: true };

/** A state let through, with the box its link carried (one seat acting in open play), to keep as evidence. */
export interface Arrival {
  node: VerifiedNode;
  carried?: { parentHash: string; seat: PowerId; box: string };
}

/** A state this browser's own engine computed (a new game, a resolved phase, a what-if copy). */
export function madeHere(node: LibraryNode): VerifiedNode {
  return node as VerifiedNode;
}

/**
 * Steps 1–5 for one game link's payload, against `before`: the game as this
 * library holds it (or a file's states read so far), undefined for a game new here.
 */
export async function verifyTurn(ctx: PlayContext, meta: GameMeta, module: GameModule, turn: TurnPayload, before: LibraryGame | undefined): Promise<Arrival> {
  const state = canonicalState(module, turn.state);
  await checkRefereeSignature(before, turn);
  checkSameSession(before, turn);
  checkPlayable(module, state, turn.session.mode);
  const node = await makeNode(ctx, module, turn, state);
  ctx.keepDecoded(`${module.id}:${node.state}`, state);
  const parent = before && turn.parentHash ? before.nodes[turn.parentHash] : undefined;
  if (!before || !parent || !turn.made) return { node: node as VerifiedNode };
  if (before.gameId !== meta.id || turn.ply !== parent.ply + 1) throw new PlayFailure({ code: 'malformed' });
  // A key the parent registered changes only by the votes the link carries, whatever else can be checked.
  await checkSeatKeyChanges(module, before.uid, parent, () => ctx.stateOf(module, parent), turn.seatKeys ?? {}, turn.rekey);
  const carried = carriedBox(ctx, module, before, parent, turn.made);
  // A next phase that its parent and the orders at hand refute is refused; one that cannot be checked yet is kept unchecked.
  const check = await checkFollows(ctx, module, before, parent, node, carried);
  if (check === 'refuted') throw new PlayFailure({ code: 'does-not-follow' });
  // First use holds a seat in each browser, against a carried box or orders not at hand (a referee registers whom it heard first).
  const mode = sessionOf(before).mode;
  if (mode === 'open' || mode === 'sealed') await checkFirstUseRegistrations(ctx, module, before, parent, ctx.stateOf(module, parent), turn.seatKeys ?? {});
  if (check) node.check = check;
  return { node: node as VerifiedNode, ...(carried ? { carried: { parentHash: parent.hash, ...carried } } : {}) };
}

/**
 * A link's state as its hash covers it. The hash names the game's own encoding of the decoded state
 * (nodes.ts), so bytes that decode to more than that encoding keeps (a field the encoder drops, such as
 * a log line) would name a held state and yet put that extra in this browser's reading of it. Links this
 * app wrote are already canonical and are decoded once.
 */
function canonicalState(module: GameModule, bytes: Uint8Array): unknown {
  const decoded = module.decodeState(bytes);
  const encoded = module.encodeState(decoded);
  const canonical = encoded.length === bytes.length && encoded.every((byte, i) => byte === bytes[i]);
  return canonical ? decoded : module.decodeState(encoded);
}

/** A state the game says cannot be played in this mode (plain dice by link: GameModule.modeProblem). */
export function checkPlayable(module: GameModule, state: unknown, mode: PlayMode): void {
  const problem = module.modeProblem?.(state, mode);
  if (problem) throw new PlayFailure({ code: 'rejected', reason: problem });
}

/**
 * A game's session (mode, names, referee key) is fixed at its creation and
 * covered by every state's hash; a link for a game held here with another
 * session is a copy someone altered (a renamed copy would otherwise verify
 * like the real state and, arriving first, stay current).
 */
export function checkSameSession(game: LibraryGame | undefined, turn: TurnPayload): void {
  if (game?.session && toBase64Url(writeSession(turn.session)) !== game.session) throw new PlayFailure({ code: 'other-session' });
}

/**
 * Referee mode: a game link must carry the referee's valid signature, by the
 * key of the game this library holds (or, for a game new here, the key the
 * link names: the first link is trusted, as for any game). A link that
 * changes the mode away from the referee is refused the same way.
 */
export async function checkRefereeSignature(game: LibraryGame | undefined, turn: TurnPayload): Promise<void> {
  const known = game ? sessionOf(game) : undefined;
  if (known?.mode !== 'referee' && turn.session.mode !== 'referee') return;
  const session = known ?? turn.session;
  const valid =
    session.mode === 'referee' &&
    !!session.signed &&
    !!session.refereeKey &&
    !!turn.refereeSignature &&
    (await verifyGameLink(session.refereeKey, turn.refereeSignature, unsignedTurnPayload(turn)));
  if (!valid) throw new PlayFailure({ code: 'referee-signature' });
}

/** The box a game link carries (one seat acting in open play), once its seat is checked against the parent phase. */
function carriedBox(ctx: PlayContext, module: GameModule, game: LibraryGame, parent: LibraryNode, made: MadeBy): { seat: PowerId; box: string } | undefined {
  if (!made.carried) return undefined;
  const seats = seatsOf(module, ctx.stateOf(module, parent), made.seats);
  if (sessionOf(game).mode !== 'open' || seats?.length !== 1 || made.carried[0] !== BoxScheme.Plain) throw new PlayFailure({ code: 'malformed' });
  return { seat: seats[0].seat, box: toBase64Url(made.carried) };
}

/**
 * Whether `node` follows from `parent` and the orders it names: recomputed
 * from the boxes this browser holds (open and sealed play). Null when it
 * cannot tell: referee play, or a box or reveal code not at hand, or boxes
 * other than the ones the link names.
 */
export async function checkFollows(
  ctx: PlayContext,
  module: GameModule,
  game: LibraryGame,
  parent: LibraryNode,
  node: LibraryNode,
  carried?: { seat: PowerId; box: string },
): Promise<'verified' | 'refuted' | null> {
  const mode = sessionOf(game).mode;
  if ((mode !== 'open' && mode !== 'sealed') || !node.made || node.parentHash !== parent.hash) return null;
  const state = ctx.stateOf(module, parent);
  const seats = seatsOf(module, state, node.made.seats);
  if (!seats) return 'refuted';
  // A phase that waits for seats moves on only with somebody's orders (resolve-without.ts needs one seat's): with none,
  // anyone holding the link, player or not, could make the next phase, every seat holding, and have it verify.
  // The one exception: every seat waiting is one the game plays itself (Turn.standIn), so the next phase is the same whoever makes it.
  const turnNow = module.turn(state);
  if (!seats.length && turnNow.waitingFor.some((seat) => !turnNow.standIn?.includes(seat))) return 'refuted';
  // Nothing follows a finished game: with nobody to order, a next phase would need no key and could undo the end (a draw is voted each phase).
  if (module.ended(state)) return 'refuted';
  const withCarried = carried ? withEntry(game, 'orders', parent.hash, carried.seat, carried.box) : game;
  for (const [i, { seat }] of seats.entries()) {
    const stored = withCarried.orders[parent.hash]?.[seat];
    // Not at hand, or this browser holds other orders for the seat than the ones the link names: it cannot tell.
    if (!stored) return null;
    if ((await boxDigest(fromBase64Url(stored)!)) !== node.made.digests[i]) return carried ? 'refuted' : null;
  }
  // Each applied box carries the seat's valid signature, by the registered key if there is one; the state registers first-used keys.
  const entries = seats.map(({ seat, powerIndex }) => ({ powerIndex, entry: fromBase64Url(withCarried.orders[parent.hash][seat])! }));
  if (!(await signedBySeats(game.uid, parent, entries))) return 'refuted';
  const keys = await nextSeatKeys(game, parent, entries);
  const rekeyed = node.rekey ? await rekeyedSeatKeys(game.uid, parent.seatKeys ?? {}, keys, seatsStillIn(module, state), decodeRekeyEvidence(fromBase64Url(node.rekey)!)) : keys;
  if (!rekeyed || !sameSeatKeys(rekeyed, node.seatKeys ?? {})) return 'refuted';
  const actions = new Map<PowerId, unknown>();
  for (const { seat, powerIndex } of seats) {
    const action = await readableAction(ctx, module, state, withCarried, parent.hash, seat, powerIndex);
    // A sealed box whose code has not come yet cannot be judged; any other box that does not give valid orders was never applied.
    if (!action) return fromBase64Url(withCarried.orders[parent.hash][seat])![0] === BoxScheme.Sealed && !game.reveals[parent.hash]?.[seat] ? null : 'refuted';
    actions.set(seat, action.value);
  }
  const next = module.encodeState(module.apply(state, actions));
  const given = fromBase64Url(node.state)!;
  return next.length === given.length && next.every((byte, i) => byte === given[i]) ? 'verified' : 'refuted';
}

/** Checks again the continuations of a phase whose orders or reveal codes just arrived; marks each verified or refuted. */
export async function recheckContinuations(ctx: PlayContext, module: GameModule, game: LibraryGame, phaseHash: string): Promise<LibraryGame> {
  const parent = game.nodes[phaseHash];
  const marks = new Map<string, 'verified' | 'refuted'>();
  for (const child of Object.values(game.nodes)) {
    if (child.parentHash !== phaseHash || child.check || child.madeHere || !parent) continue;
    const check = await checkFollows(ctx, module, game, parent, child);
    if (check) marks.set(child.hash, check);
  }
  if (!marks.size) return game;
  return ctx.patch(game.uid, (g) => [...marks].reduce((out, [hash, check]) => withCheck(out, hash, check), g));
}
