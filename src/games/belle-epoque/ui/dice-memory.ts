/**
 * This browser's secret for the shared dice of a Belle Époque game played by
 * link (engine/link-dice.ts): one per game and person, made once and kept in
 * localStorage, so a reload or a second look never changes a share or a nonce.
 * Kept per person, not per power: in the 2- and 3-player games one person's
 * powers roll from the same chain (3.2).
 */
import { gameUidOfPage, readDeviceValue, writeDeviceValue } from '../../../platform/device-memory';
import { fromHex, toHex } from '../../../platform/hash';

export function diceSecret(player: number, uid = gameUidOfPage()): Uint8Array {
  const key = `dispaccio.belle-epoque.dice.${uid || 'local'}.${player}`;
  const stored = readDeviceValue(key);
  if (stored && /^[0-9a-f]{64}$/.test(stored)) return fromHex(stored);
  const fresh = crypto.getRandomValues(new Uint8Array(32));
  writeDeviceValue(key, toHex(fresh));
  return fresh;
}
