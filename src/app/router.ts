/**
 * Hash routes. App pages use "#/…"; anything else in the fragment is a link
 * payload, so a shared link is just "https://host/#<payload>".
 */
export type Route =
  | { page: 'library' }
  | { page: 'new'; gameId?: string }
  | { page: 'game'; uid: string; hash?: string }
  | { page: 'landing'; link: string };

/** Spaces and line breaks chat apps put into long links, raw or percent-encoded: never part of a payload (base64url). */
const LINK_WHITESPACE = /\s+|%(?:20|0a|0d|09)/gi;

/**
 * The payload of what someone pasted: a whole link, the "#…" part alone, or the payload alone,
 * with any spaces and line breaks a chat app inserted taken out.
 */
export function payloadFromPasted(text: string): string {
  const joined = text.replace(LINK_WHITESPACE, '');
  return joined.includes('#') ? joined.slice(joined.indexOf('#') + 1) : joined;
}

export function parseRoute(fragment: string): Route {
  const value = fragment.replace(/^#/, '');
  if (value === '' || value === '/') return { page: 'library' };
  if (!value.startsWith('/')) return { page: 'landing', link: value.replace(LINK_WHITESPACE, '') };
  const [name, first, second] = value.slice(1).split('/').map((part) => decodeURIComponent(part));
  switch (name) {
    case 'new':
      return first ? { page: 'new', gameId: first } : { page: 'new' };
    case 'game':
      if (first && /^[0-9a-f]{12}$/.test(first)) {
        return second && /^[0-9a-f]{12}$/.test(second) ? { page: 'game', uid: first, hash: second } : { page: 'game', uid: first };
      }
      return { page: 'library' };
    default:
      return { page: 'library' };
  }
}

export function routeHref(route: Route): string {
  switch (route.page) {
    case 'library':
      return '#/';
    case 'new':
      return route.gameId ? `#/new/${route.gameId}` : '#/new';
    case 'game':
      return route.hash ? `#/game/${route.uid}/${route.hash}` : `#/game/${route.uid}`;
    case 'landing':
      return `#${route.link}`;
  }
}

export function navigate(route: Route, options: { replace?: boolean } = {}): void {
  if (options.replace) location.replace(routeHref(route));
  else location.hash = routeHref(route);
}

/** The full URL to share for a link payload. */
export function shareUrl(payload: string): string {
  return `${location.origin}${location.pathname}#${payload}`;
}
