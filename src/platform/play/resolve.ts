/**
 * A phase as seen from this browser (what it waits for, what can be read)
 * and its resolution: the orders this browser can read, applied by the
 * game's engine. Deterministic outside one table (and a referee hiding
 * parts), so every browser holding the same orders makes the same next state.
 */
import { fromBase64Url } from '../codec/base64url';
import { boxDigest, type MadeBy, type PlayMode } from '../codec/turn-link';
import type { PowerId } from '../game';
import type { GameMeta } from '../game-ui';
import { randomBytes } from '../hash';
import type { LibraryGame, LibraryNode, MergeOutcome } from '../library/merge';
import { admit } from './admit';
import { readableAction } from './boxes';
import { sessionOf, type PlayContext } from './context';
import { PlayFailure } from './errors';
import { makeNode } from './nodes';
import { nextSeatKeys } from './seats';
import { rekeyToApply } from './rekey';
import { madeHere } from './verify';

export interface PhaseStatus {
  mode: PlayMode;
  /** Seats that must act in this phase. */
  waiting: PowerId[];
  /** Seats whose orders (in any form) this browser holds. */
  received: PowerId[];
  /** Seats whose orders this browser can read now. */
  readable: PowerId[];
  /** Sealed mode: seats whose secret this browser holds (its own, or revealed to it). */
  revealed: PowerId[];
  /** Whether this browser holds the referee's private key. */
  isReferee: boolean;
  /** Whether every waiting seat's orders can be read, so the phase can be resolved now. */
  complete: boolean;
  /** Waiting seats the game plays itself when they send nothing (Turn.standIn). */
  standIn?: PowerId[];
}

export async function phaseStatus(ctx: PlayContext, meta: GameMeta, game: LibraryGame, hash: string): Promise<PhaseStatus> {
  const module = await ctx.module(meta);
  const state = ctx.stateOf(module, game.nodes[hash]);
  const turn = module.turn(state);
  const waiting = turn.waitingFor;
  const powers = module.powers(state).map((p) => p.id);
  const received = waiting.filter((seat) => game.orders[hash]?.[seat]);
  const readable: PowerId[] = [];
  for (const seat of received) {
    if (await readableAction(ctx, module, state, game, hash, seat, powers.indexOf(seat))) readable.push(seat);
  }
  const revealed = waiting.filter((seat) => game.reveals[hash]?.[seat]);
  const isReferee = await ctx.refereeOf(game);
  const standIn = turn.standIn?.filter((seat) => waiting.includes(seat));
  return { mode: sessionOf(game).mode, waiting, received, readable, revealed, isReferee, complete: readable.length === waiting.length, ...(standIn?.length ? { standIn } : {}) };
}

/**
 * Resolves a phase with the orders this browser can read. Seats without
 * readable orders are in civil disorder, which needs `proceedWithout` (the
 * group agreed).
 */
export async function resolvePhase(
  ctx: PlayContext,
  meta: GameMeta,
  uid: string,
  hash: string,
  options: { proceedWithout?: boolean } = {},
): Promise<{ game: LibraryGame; node: LibraryNode; outcome: MergeOutcome }> {
  const module = await ctx.module(meta);
  const game = await ctx.mustGet(uid);
  const parent = game.nodes[hash];
  const state = ctx.stateOf(module, parent);
  const powers = module.powers(state).map((p) => p.id);
  const phaseTurn = module.turn(state);
  const waiting = phaseTurn.waitingFor;
  const actions = new Map<PowerId, unknown>();
  const missing: PowerId[] = [];
  const session = sessionOf(game);
  if (session.mode === 'referee' && !(await ctx.isReferee(game.uid))) throw new PlayFailure({ code: 'not-referee' });
  for (const seat of waiting) {
    const action = await readableAction(ctx, module, state, game, hash, seat, powers.indexOf(seat));
    if (action === null) missing.push(seat);
    else actions.set(seat, action.value);
  }
  // Nothing follows a finished game: every other browser refutes such a next phase (verify.ts checkFollows).
  if ((session.mode === 'open' || session.mode === 'sealed') && module.ended(state)) {
    throw new PlayFailure({ code: 'rejected', reason: { en: 'The game has ended: no phase follows it.', it: 'La partita è finita: nessuna fase la segue.' } });
  }
  if (missing.length && !options.proceedWithout) throw new PlayFailure({ code: 'missing-orders', seats: missing });
  // Nobody's orders make a next phase that every other browser refuses (verify.ts checkFollows), unless the game plays every missing seat itself.
  const standIn = phaseTurn.standIn ?? [];
  if ((session.mode === 'open' || session.mode === 'sealed') && !actions.size && missing.some((seat) => !standIn.includes(seat))) {
    throw new PlayFailure({ code: 'missing-orders', seats: missing });
  }
  // Plain dice at one table take fresh randomness as input; everywhere else the next state follows from the orders alone.
  // So do a referee's dice when the game hides parts: nobody else can recompute the state anyway.
  const fresh = session.mode === 'table' || (session.mode === 'referee' && !!module.hidden);
  const next = module.apply(state, actions, fresh ? randomBytes(16) : undefined);
  const applied = [...actions.keys()].map((seat) => powers.indexOf(seat)).sort((a, b) => a - b);
  const entries = applied.map((powerIndex) => ({ powerIndex, entry: fromBase64Url(game.orders[hash][powers[powerIndex]])! }));
  const digests = await Promise.all(entries.map(({ entry }) => boxDigest(entry)));
  const made: MadeBy = { seats: applied.reduce((mask, powerIndex) => mask + 2 ** powerIndex, 0), digests };
  const registered = await nextSeatKeys(game, parent, entries);
  // A lost seat's new key, when this browser holds enough of the other seats' votes for it (rekey.ts).
  const rekey = session.mode === 'table' ? null : await rekeyToApply(module, game, parent, state, registered);
  const seatKeys = rekey?.seatKeys ?? registered;
  const turn = { gameUid: uid, ply: parent.ply + 1, parentHash: parent.hash, made, seatKeys, session, ...(rekey ? { rekey: rekey.evidence } : {}) };
  const node = await makeNode(ctx, module, turn, next, true);
  return admit(ctx, meta, uid, { node: madeHere({ ...node, madeHere: true }) });
}
