/**
 * A seat whose device was lost gets a new key by the vote of the other seats
 * (seat-rekey.ts). The person asks from a new browser: its new key signs a
 * request, sent to the group as a link. Each player who agrees sends a vote,
 * signed by their seat's registered key. Whoever makes the next state with
 * enough votes at hand registers the new key in it and carries the votes with
 * its game link; every browser holding the state before checks them
 * (verify.ts), so nobody changes a seat's key alone. Requests and votes travel
 * as orders links whose seat byte has its top bit set.
 */
import { fromBase64Url, toBase64Url } from '../codec/base64url';
import { encodeEnvelope } from '../codec/envelope';
import { writeOrdersPayload, type OrdersPayload } from '../codec/orders-payload';
import { concat } from '../codec/turn-link';
import type { GameModule, Localized, PowerId } from '../game';
import type { GameMeta } from '../game-ui';
import { currentNode, type LibraryGame, type LibraryNode, type RekeyRecord } from '../library/merge';
import { SEAT_KEY_BYTES, SIGNATURE_BYTES, exportSeatKey, generateSeatKeys, seatFingerprint, verifySigned } from '../seat-keys';
import { decodeRekeyEvidence, rekeyRequestMessage, rekeyVoteMessage, rekeyVotesNeeded, rekeyedSeatKeys, validVoters, type RekeyEvidence } from '../seat-rekey';
import { sessionOf, type PlayContext } from './context';
import { PlayFailure } from './errors';
import type { OpenedEntry } from './opened-entry';

/** The seat byte of an orders link carrying a re-key request or vote: top bit set, the seat below. */
export const REKEY_SEAT_FLAG = 0x80;
const REQUEST = 1;
const VOTE = 2;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** The power indices of the seats still in the game. */
export function seatsStillIn(module: GameModule, state: unknown): number[] {
  const powers = module.powers(state).map((p) => p.id);
  const stillIn = module.seatsInGame?.(state) ?? powers;
  return powers.flatMap((id, index) => (stillIn.includes(id) ? [index] : []));
}

const recordKey = (target: number, newFingerprint: string) => `${target}/${newFingerprint}`;
/** The seat and the new key's fingerprint a record key names. */
const recordOf = (at: string) => ({ target: Number(at.split('/')[0]), fingerprint: at.split('/')[1] });

async function sign(pair: CryptoKeyPair, message: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign(SIGN, pair.privateKey, message as Uint8Array<ArrayBuffer>));
}

function refuse(en: string, it: string): PlayFailure {
  return new PlayFailure({ code: 'rejected', reason: { en, it } as Localized });
}

/** Why a seat of this game cannot be re-keyed at all, or null. */
function rekeyProblem(module: GameModule, game: LibraryGame): PlayFailure | null {
  const mode = sessionOf(game).mode;
  if (mode === 'table') return refuse('At one table there are no seat keys to replace.', 'A un solo tavolo non ci sono chiavi dei posti da sostituire.');
  // A seat's secrets are sealed to its invitation key: a new key could not read them. The invitation moves such a seat.
  if (mode === 'referee' && module.hidden) {
    return refuse(
      "In this game a seat's secrets are sealed to its invitation: open the seat's invitation link on the new device instead.",
      "In questa partita i segreti di un posto sono sigillati per il suo invito: apri invece il link d'invito del posto sul nuovo dispositivo.",
    );
  }
  return null;
}

/**
 * Asks for a new key for a seat this browser does not play: makes the key here (it stays here), keeps the
 * request, and returns the link to send to the group.
 */
export async function requestRekey(ctx: PlayContext, meta: GameMeta, uid: string, seat: PowerId): Promise<{ game: LibraryGame; link: string }> {
  const module = await ctx.module(meta);
  const game = await ctx.mustGet(uid);
  const node = currentNode(game)!;
  const problem = rekeyProblem(module, game);
  if (problem) throw problem;
  const target = module.powers(ctx.stateOf(module, node)).findIndex((p) => p.id === seat);
  const old = node.seatKeys?.[target];
  if (target < 0) throw new PlayFailure({ code: 'wrong-phase' });
  if (!old) throw refuse('This seat has no key yet: its first orders will register one.', 'Questo posto non ha ancora una chiave: i suoi primi ordini ne registreranno una.');
  const held = await ctx.guard(() => ctx.seatKeys.get(uid, seat));
  if (held && (await seatFingerprint(await exportSeatKey(held.publicKey))) === old) throw refuse('This browser already plays this seat.', 'Questo browser gioca già questo posto.');
  const pair = await generateSeatKeys();
  const key = await exportSeatKey(pair.publicKey);
  const signature = await sign(pair, rekeyRequestMessage(uid, target, old));
  const fingerprint = await seatFingerprint(key);
  await ctx.guard(() => ctx.seatKeys.put(uid, seat, pair));
  const link = rekeyLink(meta, node.hash, target, concat(Uint8Array.of(REQUEST), key, signature));
  const saved = await ctx.patch(uid, (g) => withRecord(g, recordKey(target, fingerprint), { key: toBase64Url(key), old, votes: {}, asked: true, link }));
  return { game: saved, link };
}

function withRecord(game: LibraryGame, key: string, record: RekeyRecord): LibraryGame {
  return { ...game, rekeys: { ...(game.rekeys ?? {}), [key]: record } };
}

function rekeyLink(meta: GameMeta, phaseHash: string, seatIndex: number, body: Uint8Array): string {
  const payload: OrdersPayload = { phaseHash, powerIndex: REKEY_SEAT_FLAG | seatIndex, body };
  return encodeEnvelope('orders', meta.linkId, writeOrdersPayload(payload));
}

/**
 * This browser's votes for a request: one per seat it plays with the registered key (not the seat asked for).
 * Kept here and returned as the links to send to the group.
 */
export async function voteRekey(ctx: PlayContext, meta: GameMeta, uid: string, target: number, newFingerprint: string): Promise<{ game: LibraryGame; links: string[] }> {
  const module = await ctx.module(meta);
  const game = await ctx.mustGet(uid);
  const node = currentNode(game)!;
  const record = game.rekeys?.[recordKey(target, newFingerprint)];
  if (!record || record.old !== node.seatKeys?.[target]) throw new PlayFailure({ code: 'wrong-phase' });
  const powers = module.powers(ctx.stateOf(module, node)).map((p) => p.id);
  const message = rekeyVoteMessage(uid, target, record.old, newFingerprint);
  const votes: Record<number, string> = {};
  const links: string[] = [];
  for (const seat of game.myPowers) {
    const voter = powers.indexOf(seat);
    const pair = voter >= 0 && voter !== target ? await ctx.guard(() => ctx.seatKeys.get(uid, seat)) : undefined;
    if (!pair) continue;
    const voterKey = await exportSeatKey(pair.publicKey);
    if (node.seatKeys?.[voter] !== (await seatFingerprint(voterKey))) continue;
    const signature = await sign(pair, message);
    votes[voter] = toBase64Url(concat(voterKey, signature));
    links.push(rekeyLink(meta, node.hash, target, concat(Uint8Array.of(VOTE, voter), fromBase64Url(record.key)!, voterKey, signature)));
  }
  if (!links.length) throw refuse('Only the players of the other seats can vote.', 'Solo chi gioca gli altri posti può votare.');
  const saved = await ctx.patch(uid, (g) => withVotes(g, recordKey(target, newFingerprint), record, votes));
  return { game: saved, links };
}

function withVotes(game: LibraryGame, key: string, record: Omit<RekeyRecord, 'votes'>, votes: Record<number, string>): LibraryGame {
  const kept = game.rekeys?.[key];
  const asked = kept?.asked ? { asked: true as const, ...(kept.link ? { link: kept.link } : {}) } : {};
  return withRecord(game, key, { key: record.key, old: record.old, ...asked, votes: { ...(kept?.votes ?? {}), ...votes } });
}

/** Opens a request or a vote (an orders link whose seat byte has the top bit set). */
export async function openRekeyMessage(ctx: PlayContext, meta: GameMeta, module: GameModule, game: LibraryGame, orders: OrdersPayload): Promise<OpenedEntry> {
  const problem = rekeyProblem(module, game);
  if (problem) throw problem;
  const node = game.nodes[orders.phaseHash];
  const target = orders.powerIndex & ~REKEY_SEAT_FLAG;
  const powers = module.powers(ctx.stateOf(module, node)).map((p) => p.id);
  const old = node.seatKeys?.[target];
  const current = currentNode(game)!;
  // A request for a key the seat no longer has (already replaced) is over.
  if (!powers[target] || !old || current.seatKeys?.[target] !== old) throw new PlayFailure({ code: 'wrong-phase' });
  const body = orders.body;
  const key = body.subarray(body[0] === VOTE ? 2 : 1, (body[0] === VOTE ? 2 : 1) + SEAT_KEY_BYTES);
  if (key.length !== SEAT_KEY_BYTES) throw new PlayFailure({ code: 'malformed' });
  const newFingerprint = await seatFingerprint(key);
  const recordAt = recordKey(target, newFingerprint);
  const record = { key: toBase64Url(key), old };
  const kept = game.rekeys?.[recordAt];
  if (body[0] === REQUEST) {
    if (body.length !== 1 + SEAT_KEY_BYTES + SIGNATURE_BYTES) throw new PlayFailure({ code: 'malformed' });
    if (!(await verifySigned(key, body.subarray(1 + SEAT_KEY_BYTES), rekeyRequestMessage(game.uid, target, old)))) throw new PlayFailure({ code: 'wrong-key', seats: [powers[target]] });
    const saved = kept ? game : await ctx.patch(game.uid, (g) => withVotes(g, recordAt, record, {}));
    return { ok: true, kind: 'rekey-request', meta, game: saved, node: current, power: powers[target], known: !!kept, replaced: false };
  }
  if (body[0] !== VOTE || body.length !== 2 + 2 * SEAT_KEY_BYTES + SIGNATURE_BYTES) throw new PlayFailure({ code: 'malformed' });
  const voter = body[1];
  const voterKey = body.subarray(2 + SEAT_KEY_BYTES, 2 + 2 * SEAT_KEY_BYTES);
  const signature = body.subarray(2 + 2 * SEAT_KEY_BYTES);
  const evidence: RekeyEvidence = { target, key, votes: [{ voter, voterKey, signature }] };
  const valid = await validVoters(game.uid, current.seatKeys ?? {}, seatsStillIn(module, ctx.stateOf(module, current)), evidence);
  if (!valid.includes(voter)) throw new PlayFailure({ code: 'wrong-key', seats: powers[voter] ? [powers[voter]] : [] });
  const vote = toBase64Url(concat(voterKey, signature));
  const known = kept?.votes[voter] !== undefined;
  const saved = known ? game : await ctx.patch(game.uid, (g) => withVotes(g, recordAt, record, { [voter]: vote }));
  return { ok: true, kind: 'rekey-vote', meta, game: saved, node: current, power: powers[voter], known, replaced: false };
}

/** The evidence of a request the votes held here carry, for a state built on `parent`; the first that is enough. */
export async function rekeyToApply(module: GameModule, game: LibraryGame, parent: LibraryNode, parentState: unknown, next: Record<number, string>): Promise<{ evidence: RekeyEvidence; seatKeys: Record<number, string> } | null> {
  const registered = parent.seatKeys ?? {};
  const stillIn = seatsStillIn(module, parentState);
  for (const [at, record] of Object.entries(game.rekeys ?? {})) {
    const { target } = recordOf(at);
    if (record.old !== registered[target]) continue;
    const votes = Object.entries(record.votes).map(([voter, bytes]) => {
      const raw = fromBase64Url(bytes)!;
      return { voter: Number(voter), voterKey: raw.subarray(0, SEAT_KEY_BYTES), signature: raw.subarray(SEAT_KEY_BYTES) };
    });
    if (!votes.length) continue;
    const evidence: RekeyEvidence = { target, key: fromBase64Url(record.key)!, votes };
    const valid = await validVoters(game.uid, registered, stillIn, evidence);
    // Only the votes needed travel: the link stays short.
    const kept = { ...evidence, votes: votes.filter((vote) => valid.includes(vote.voter)).slice(0, rekeyVotesNeeded(stillIn.length)) };
    const seatKeys = kept.votes.length ? await rekeyedSeatKeys(game.uid, registered, next, stillIn, kept) : null;
    if (seatKeys) return { evidence: kept, seatKeys };
  }
  return null;
}

/**
 * A state may change a key its parent registered only with the votes it carries: exactly the seat they
 * name, to the key they name, by enough seats. Checked on every state whose parent is held here.
 */
export async function checkSeatKeyChanges(module: GameModule, uid: string, parent: LibraryNode, parentState: () => unknown, seatKeys: Record<number, string>, evidence: RekeyEvidence | undefined): Promise<void> {
  const registered = parent.seatKeys ?? {};
  const changed = Object.keys(registered).map(Number).filter((index) => seatKeys[index] !== registered[index]);
  if (!changed.length && !evidence) return;
  const fail = () => new PlayFailure({ code: 'seat-rekey' });
  if (!evidence || changed.length !== 1 || changed[0] !== evidence.target) throw fail();
  const rekeyed = await rekeyedSeatKeys(uid, registered, registered, seatsStillIn(module, parentState()), evidence);
  if (!rekeyed || rekeyed[evidence.target] !== seatKeys[evidence.target]) throw fail();
}

/**
 * After a state arrives: a seat this browser asked for is its own once a state registers the new key.
 * Synchronous, so it runs inside the write that adds the state (admit.ts), on the record as written.
 */
export function withRekeysClaimed(ctx: PlayContext, module: GameModule, game: LibraryGame): LibraryGame {
  // Most games hold no request: nothing to walk inside the write.
  const rekeys = game.rekeys;
  const node = rekeys && Object.keys(rekeys).length ? currentNode(game) : undefined;
  if (!node || !rekeys) return game;
  // Requests whose seat's key changed since (granted, or another request won) are over.
  const over = Object.keys(rekeys).filter((at) => node.seatKeys?.[recordOf(at).target] !== rekeys[at].old);
  if (!over.length) return game;
  const won = Object.keys(rekeys).filter((at) => rekeys[at].asked && node.seatKeys?.[recordOf(at).target] === recordOf(at).fingerprint);
  const powers = won.length ? module.powers(ctx.stateOf(module, node)).map((p) => p.id) : [];
  const seats = won.map((at) => powers[recordOf(at).target]).filter(Boolean);
  return { ...game, rekeys: Object.fromEntries(Object.entries(rekeys).filter(([at]) => !over.includes(at))), myPowers: [...new Set([...game.myPowers, ...seats])] };
}

/** What the game page shows about re-keying, as seen from this browser (decided here, drawn by the page). */
export interface RekeyStatus {
  /** Seats with a registered key that this browser does not play: a new device may ask for one. */
  askable: PowerId[];
  /** Open requests: the seat, the votes held and needed, whether this browser asked, whether it may still vote. */
  requests: { seat: PowerId; index: number; fingerprint: string; voters: PowerId[]; needed: number; asked: boolean; mayVote: boolean; link?: string }[];
  /** The seat this state re-keyed and the seats whose votes did it. */
  recorded?: { seat: PowerId; voters: PowerId[] };
  /** Votes needed among the seats still in the game (impossible when more than the other seats). */
  needed: number;
  /** Whether any seat can be re-keyed at all in this game now (two seats: never). */
  possible: boolean;
}

export function rekeyStatus(module: GameModule, game: LibraryGame, node: LibraryNode, state: unknown): RekeyStatus {
  const powers = module.powers(state).map((p) => p.id);
  const stillIn = seatsStillIn(module, state);
  const needed = rekeyVotesNeeded(stillIn.length);
  const registered = node.seatKeys ?? {};
  const askable = powers.filter((seat, index) => registered[index] && !game.myPowers.includes(seat) && stillIn.includes(index));
  const mine = game.myPowers.map((seat) => powers.indexOf(seat)).filter((index) => index >= 0 && registered[index]);
  const requests = Object.entries(game.rekeys ?? {})
    .filter(([at, record]) => registered[recordOf(at).target] === record.old)
    .map(([at, record]) => {
      const { target, fingerprint } = recordOf(at);
      const voted = Object.keys(record.votes).map(Number);
      return {
        seat: powers[target],
        index: target,
        fingerprint,
        voters: voted.map((index) => powers[index]),
        needed,
        asked: !!record.asked,
        ...(record.link ? { link: record.link } : {}),
        mayVote: mine.some((index) => index !== target && !voted.includes(index)),
      };
    });
  let recorded: RekeyStatus['recorded'];
  if (node.rekey) {
    const evidence = decodeRekeyEvidence(fromBase64Url(node.rekey)!);
    recorded = { seat: powers[evidence.target], voters: evidence.votes.map((vote) => powers[vote.voter]) };
  }
  const possible = !rekeyProblem(module, game) && needed <= stillIn.length - 1;
  return { askable: possible ? askable : [], requests, needed, possible, ...(recorded ? { recorded } : {}) };
}
