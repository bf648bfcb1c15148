/**
 * Game files: a game's whole known history as JSON, every state's game link
 * oldest first. Importing one runs every link through the same pipeline as a
 * link opened alone (verify.ts), in file order, against the game as held here
 * plus the file's states read so far, so a file is never a weaker path than
 * links. Every state is checked before anything is written; then one write.
 * Linear in the file's size: each state is checked once against its parent.
 */
import { decodeEnvelope } from '../codec/envelope';
import { readTurnPayload, writeSession, type TurnPayload } from '../codec/turn-link';
import { toBase64Url } from '../codec/base64url';
import type { GameModule } from '../game';
import type { GameMeta } from '../game-ui';
import type { LibraryGame } from '../library/merge';
import { admitAll } from './admit';
import type { PlayContext } from './context';
import { PlayFailure, toPlayError, type PlayError } from './errors';
import { gameLink } from './game-link';
import { verifyTurn, type Arrival } from './verify';

const FILE_FORMAT = 'dispaccio-archive';
/** A ten-year Diplomacy game has about 40 states; far more means a broken or hostile file. */
const MAX_FILE_LINKS = 5000;

export type Imported = { ok: true; uid: string; added: number; total: number } | { ok: false; error: PlayError };

export function exportGameFile(meta: GameMeta, game: LibraryGame): string {
  const nodes = Object.values(game.nodes).sort((a, b) => a.ply - b.ply || a.receivedAt - b.receivedAt);
  return JSON.stringify({ format: FILE_FORMAT, version: 1, game: meta.id, links: nodes.map((node) => gameLink(meta, game, node)) }, null, 1);
}

/** The file's links, or why it is not a game file. */
function linksOf(text: string): unknown[] | PlayError {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { code: 'not-a-link' };
  }
  const fields = file as { format?: unknown; version?: unknown; links?: unknown } | null;
  if (fields?.format !== FILE_FORMAT) return { code: 'not-a-link' };
  if ((fields.version as number) > 1) return { code: 'newer-version' };
  const links = fields.links;
  if (!Array.isArray(links) || links.length === 0 || links.length > MAX_FILE_LINKS || links.some((link) => typeof link !== 'string')) return { code: 'malformed' };
  return links;
}

/** Opens every link of a game file; returns how many states were new. Never throws. */
export async function importGameFile(ctx: PlayContext, text: string): Promise<Imported> {
  const links = linksOf(text);
  if (!Array.isArray(links)) return { ok: false, error: links };
  const turns: { meta: GameMeta; module: GameModule; turn: TurnPayload }[] = [];
  for (const link of links as string[]) {
    const decoded = decodeEnvelope(link, { knownGames: (id) => !!ctx.games.byLinkId(id), expectKinds: ['game'] });
    if (!decoded.ok) return { ok: false, error: decoded.error };
    try {
      const meta = ctx.games.byLinkId(decoded.envelope.gameLinkId)!;
      turns.push({ meta, module: await ctx.module(meta), turn: readTurnPayload(decoded.envelope.payload) });
    } catch (error) {
      return { ok: false, error: toPlayError(error) };
    }
  }
  const { meta, turn: first } = turns[0];
  const uid = first.gameUid;
  const session = toBase64Url(writeSession(first.session));
  try {
    // One game, one session: a file mixing games or altered sessions is not a game's history.
    if (turns.some(({ meta: other, turn }) => turn.gameUid !== uid || other !== meta || toBase64Url(writeSession(turn.session)) !== session)) throw new PlayFailure({ code: 'malformed' });
    const held = await ctx.guard(() => ctx.library.get(uid));
    const arrivals = await verifyInOrder(ctx, meta, turns[0].module, turns.map(({ turn }) => turn), held, session);
    const added = await admitAll(ctx, meta, uid, arrivals, session);
    return { ok: true, uid, added, total: links.length };
  } catch (error) {
    return { ok: false, error: toPlayError(error) };
  }
}

/**
 * Each state through the pipeline, parents first, against the game as held
 * plus the states (and carried boxes) of the file let through so far. The
 * working record is changed in place, so each state costs one check.
 */
async function verifyInOrder(ctx: PlayContext, meta: GameMeta, module: GameModule, turns: TurnPayload[], held: LibraryGame | undefined, session: string): Promise<Arrival[]> {
  const sorted = [...turns].sort((a, b) => a.ply - b.ply);
  let working: LibraryGame | undefined = held && { ...held, nodes: { ...held.nodes }, orders: { ...held.orders } };
  const arrivals: Arrival[] = [];
  for (const turn of sorted) {
    const arrival = await verifyTurn(ctx, meta, module, turn, working);
    arrivals.push(arrival);
    const { node, carried } = arrival;
    if (!working) {
      working = { uid: turn.gameUid, gameId: meta.id, createdAt: node.receivedAt, updatedAt: node.receivedAt, nodes: {}, myPowers: [], settings: {}, session, orders: {}, reveals: {} };
    }
    working.nodes[node.hash] ??= node;
    if (carried && !working.orders[carried.parentHash]?.[carried.seat]) working.orders[carried.parentHash] = { ...working.orders[carried.parentHash], [carried.seat]: carried.box };
  }
  return arrivals;
}
