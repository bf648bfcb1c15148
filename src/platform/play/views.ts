/** What this browser may read of states whose hidden parts travel sealed (GameModule.hidden, hidden-seats.ts). */
import { fromBase64Url, toBase64Url } from '../codec/base64url';
import type { GameModule } from '../game';
import type { LibraryGame } from '../library/merge';
import type { PlayContext } from './context';

/** Puts this browser's hidden parts into every state of a game (a key just arrived). */
export async function refreshViews(ctx: PlayContext, module: GameModule, game: LibraryGame): Promise<LibraryGame> {
  ctx.hiddenSeats.forget(game.uid);
  const views = new Map<string, string>();
  for (const node of Object.values(game.nodes)) {
    // From the link's own state: a view made with fewer keys is made again with all of them.
    const forms = await ctx.hiddenSeats.forms(module, game.uid, module.decodeState(fromBase64Url(node.state)!), false).catch(() => ({ view: undefined }));
    if (forms.view !== undefined) views.set(node.hash, toBase64Url(module.encodeState(forms.view)));
  }
  if (!views.size) return game;
  return ctx.patch(game.uid, (g) => ({ ...g, nodes: Object.fromEntries(Object.entries(g.nodes).map(([hash, n]) => [hash, views.has(hash) ? { ...n, view: views.get(hash)! } : n])) }));
}
