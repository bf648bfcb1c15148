/**
 * What this browser remembers about a WWI game beyond the library: its secret
 * for the shared dice (DESIGN "Dice": one per game and side, like the referee
 * key) and who plays against the computer. Keyed by the game id in the page
 * address; kept in localStorage, in memory when that is unavailable.
 */
import { gameUidOfPage as currentGameUid, readDeviceValue, writeDeviceValue } from '../../../platform/device-memory';
import { fromHex, toHex } from '../../../platform/hash';

/** This browser's secret for one side of one game, made once and kept, so a reload never changes a roll. */
export function diceSecret(side: string, uid = currentGameUid()): Uint8Array {
  const key = `dispaccio.wwi.dice.${uid || 'local'}.${side}`;
  const stored = readDeviceValue(key);
  if (stored && /^[0-9a-f]{64}$/.test(stored)) return fromHex(stored);
  const fresh = crypto.getRandomValues(new Uint8Array(32));
  writeDeviceValue(key, toHex(fresh));
  return fresh;
}

export type SoloChoice = 'none' | 'allies' | 'central';

/** The side the computer plays in this game on this device ("none": people play both). */
export function computerSide(uid = currentGameUid()): SoloChoice {
  const value = readDeviceValue(`dispaccio.wwi.computer.${uid || 'local'}`);
  return value === 'allies' || value === 'central' ? value : 'none';
}

export function setComputerSide(choice: SoloChoice, uid = currentGameUid()): void {
  writeDeviceValue(`dispaccio.wwi.computer.${uid || 'local'}`, choice);
}

const SHOWN_LIMIT = 200;

/**
 * What this device has already shown of a game and the player dismissed: historical
 * notes ("note:italy") and activation results ("roll:12:italy:allies"), so each is shown once.
 */
export function shownOnDevice(uid = currentGameUid()): Set<string> {
  try {
    const list: unknown = JSON.parse(readDeviceValue(`dispaccio.wwi.shown.${uid || 'local'}`) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberShown(mark: string, uid = currentGameUid()): void {
  const shown = shownOnDevice(uid);
  shown.add(mark);
  writeDeviceValue(`dispaccio.wwi.shown.${uid || 'local'}`, JSON.stringify([...shown].slice(-SHOWN_LIMIT)));
}

/** New game asked for a class demonstration of this game: the view starts it once. */
export function requestDemonstration(uid = currentGameUid()): void {
  writeDeviceValue(`dispaccio.wwi.demo.${uid || 'local'}`, '1');
}

/** Whether a demonstration was asked for and not yet started; asking answers it (it starts once). */
export function takeDemonstrationRequest(uid = currentGameUid()): boolean {
  const key = `dispaccio.wwi.demo.${uid || 'local'}`;
  if (readDeviceValue(key) !== '1') return false;
  writeDeviceValue(key, '0');
  return true;
}
