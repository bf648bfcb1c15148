/**
 * The pages a game link never shows on its way to the board (the library, New game), downloaded when their
 * route is first shown: a phone opening a link from a chat does not wait for them. main.ts starts the page
 * the address names beside the app's code, so a visit to the library does not wait for it either.
 */
import type { Route } from '../router';
import { loadOnce } from '../load-once';

const LOADERS: Partial<Record<Route['page'], () => Promise<unknown>>> = {
  library: () => import('./library-page'),
  new: () => import('./new-game-page'),
};
const loadDefined = loadOnce((page: Route['page']) => LOADERS[page]!());

/** Defines the route's page element once (pages without a loader are in the app's code already). */
export function loadPage(page: Route['page']): Promise<unknown> {
  return LOADERS[page] ? loadDefined(page) : Promise.resolve();
}
