/**
 * The game a link opens, read from the address's fragment before the shell
 * runs, so that game's code can start downloading at once instead of after
 * the landing page has decoded the link. Only a guess to fetch early: the
 * landing page still checks the whole link.
 */
import { fromBase64Url } from '../platform/codec/base64url';
import { parseRoute } from './router';

/** The envelope's first byte, and where its game's link id sits (see platform/codec/envelope.ts). */
const MAGIC = 0xd7;
const GAME_BYTE = 2;

/** The game link id a link in the fragment names, or undefined for an app page or anything else. */
export function linkIdOfFragment(fragment: string): number | undefined {
  const route = parseRoute(fragment);
  if (route.page !== 'landing') return undefined;
  // Four base64url characters hold the envelope's first three bytes.
  const head = fromBase64Url(route.link.slice(0, 4));
  return head && head.length > GAME_BYTE && head[0] === MAGIC ? head[GAME_BYTE] : undefined;
}
