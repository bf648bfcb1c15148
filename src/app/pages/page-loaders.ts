/**
 * The pages a game link never shows on its way to the board (the library, New game), downloaded when their
 * route is first shown: a phone opening a link from a chat does not wait for them. main.ts starts the page
 * the address names beside the app's code, so a visit to the library does not wait for it either.
 */
import type { Route } from '../router';

const LOADERS: Partial<Record<Route['page'], () => Promise<unknown>>> = {
  library: () => import('./library-page'),
  new: () => import('./new-game-page'),
};
const loading = new Map<Route['page'], Promise<unknown>>();

/** Defines the route's page element once (pages without a loader are in the app's code already); a failed download may be tried again. */
export function loadPage(page: Route['page']): Promise<unknown> {
  const loader = LOADERS[page];
  if (!loader) return Promise.resolve();
  let loaded = loading.get(page);
  if (!loaded) {
    loaded = loader();
    loading.set(page, loaded);
    loaded.catch(() => loading.delete(page));
  }
  return loaded;
}
