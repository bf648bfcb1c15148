/**
 * A whole-library backup: every game as its game file's links, with the
 * orders links and reveal codes held for its phases and the seats this
 * browser plays. Restoring runs every link through the same checks as links
 * opened one by one (game-file.ts, orders-link.ts, reveal-code.ts), so a
 * backup is no weaker a path into the library; a backup made here restores
 * everything it wrote. Keys never travel: seat keys and referee keys are not
 * extractable, so a restored browser reads and follows its games but acts
 * for a seat only if it still holds the seat's key (or is invited again).
 */
import { encodeEnvelope } from '../codec/envelope';
import { writeOrdersPayload } from '../codec/orders-payload';
import { fromBase64Url } from '../codec/base64url';
import type { GameModule } from '../game';
import { STATE_HASH_BYTES, fromHex } from '../hash';
import type { LibraryGame } from '../library/merge';
import type { PlayContext } from './context';
import { toPlayError, type PlayError } from './errors';
import { exportGameFile, importGameFile } from './game-file';
import { openOrdersLink } from './orders-link';
import { openRevealCode } from './reveal-code';
import { decodeEnvelope } from '../codec/envelope';

const FORMAT = 'dispaccio-library';
/** More games than anyone keeps; far more means a broken or hostile file. */
const MAX_GAMES = 2000;

interface BackedUpGame {
  links: string[];
  /** Orders links and reveal codes of every phase held, oldest first. */
  entries: string[];
  myPowers: string[];
  sandboxOf?: string;
}

export type Restored = { ok: true; games: number; added: number; refused: number } | { ok: false; error: PlayError };

export async function exportLibrary(ctx: PlayContext): Promise<string> {
  const games: BackedUpGame[] = [];
  for (const game of await ctx.guard(() => ctx.library.list())) {
    const meta = ctx.games.byId(game.gameId);
    if (!meta) continue;
    const module = await ctx.module(meta);
    const { links } = JSON.parse(exportGameFile(meta, game)) as { links: string[] };
    games.push({ links, entries: phaseEntries(ctx, module, meta.linkId, game), myPowers: game.myPowers, ...(game.settings.sandboxOf ? { sandboxOf: game.settings.sandboxOf } : {}) });
  }
  return JSON.stringify({ format: FORMAT, version: 1, games });
}

/**
 * The orders links, then the reveal codes, held for every phase, oldest first: for a phase still
 * played they are its orders; for one already played, the evidence that lets the restored browser
 * verify its continuation (orders-link.ts takes a box a continuation names).
 */
function phaseEntries(ctx: PlayContext, module: GameModule, linkId: number, game: LibraryGame): string[] {
  const orders: string[] = [];
  const reveals: string[] = [];
  const phases = Object.entries(game.orders).sort(([a], [b]) => (game.nodes[a]?.ply ?? 0) - (game.nodes[b]?.ply ?? 0));
  for (const [hash, boxes] of phases) {
    const node = game.nodes[hash];
    if (!node) continue;
    const powers = module.powers(ctx.stateOf(module, node)).map((p) => p.id);
    for (const [seat, box] of Object.entries(boxes)) {
      const powerIndex = powers.indexOf(seat);
      if (powerIndex < 0) continue;
      orders.push(encodeEnvelope('orders', linkId, writeOrdersPayload({ phaseHash: hash, powerIndex, body: fromBase64Url(box)! })));
      const secret = game.reveals[hash]?.[seat];
      if (!secret) continue;
      const payload = new Uint8Array(STATE_HASH_BYTES + 1 + fromBase64Url(secret)!.length);
      payload.set(fromHex(hash));
      payload[STATE_HASH_BYTES] = powerIndex;
      payload.set(fromBase64Url(secret)!, STATE_HASH_BYTES + 1);
      reveals.push(encodeEnvelope('reveal', linkId, payload));
    }
  }
  return [...orders, ...reveals];
}

/** Restores a backup, game by game; a game whose links are refused is counted and the others go on. Never throws. */
export async function importLibrary(ctx: PlayContext, text: string): Promise<Restored> {
  let games: BackedUpGame[];
  try {
    const file = JSON.parse(text) as { format?: unknown; version?: unknown; games?: unknown };
    if (file?.format !== FORMAT) return { ok: false, error: { code: 'not-a-link' } };
    if ((file.version as number) > 1) return { ok: false, error: { code: 'newer-version' } };
    if (!Array.isArray(file.games) || file.games.length > MAX_GAMES || !file.games.every(isBackedUpGame)) return { ok: false, error: { code: 'malformed' } };
    games = file.games;
  } catch {
    return { ok: false, error: { code: 'not-a-link' } };
  }
  let added = 0;
  let refused = 0;
  for (const backed of games) {
    const imported = await importGameFile(ctx, JSON.stringify({ format: 'dispaccio-archive', version: 1, links: backed.links }));
    if (!imported.ok) {
      if (imported.error.code === 'storage') return imported;
      refused++;
      continue;
    }
    added += imported.added;
    for (const entry of backed.entries) await openEntry(ctx, entry);
    const mine = backed.myPowers;
    await ctx.patch(imported.uid, (g) => ({
      ...g,
      myPowers: [...new Set([...g.myPowers, ...mine])],
      settings: backed.sandboxOf && !g.settings.sandboxOf ? { ...g.settings, mode: 'table', sandboxOf: backed.sandboxOf } : g.settings,
    }));
  }
  return { ok: true, games: games.length - refused, added, refused };
}

/** One orders link or reveal code of a backup, through its own checks; one already held or no longer open changes nothing. */
async function openEntry(ctx: PlayContext, text: string): Promise<void> {
  const decoded = decodeEnvelope(text, { knownGames: (id) => !!ctx.games.byLinkId(id), expectKinds: ['orders', 'reveal'] });
  if (!decoded.ok) return;
  const meta = ctx.games.byLinkId(decoded.envelope.gameLinkId)!;
  const module = await ctx.module(meta);
  try {
    if (decoded.envelope.kind === 'orders') await openOrdersLink(ctx, meta, module, decoded.envelope.payload);
    else await openRevealCode(ctx, meta, module, decoded.envelope.payload);
  } catch (error) {
    if (toPlayError(error).code === 'storage') throw error;
  }
}

function isBackedUpGame(value: unknown): value is BackedUpGame {
  const game = value as BackedUpGame | null;
  const strings = (list: unknown, max: number) => Array.isArray(list) && list.length <= max && list.every((item) => typeof item === 'string');
  return (
    !!game &&
    strings(game.links, 5000) &&
    strings(game.entries, 5000 * 16) &&
    strings(game.myPowers, 16) &&
    (game.sandboxOf === undefined || typeof game.sandboxOf === 'string')
  );
}
