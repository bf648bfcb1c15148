/**
 * What this device remembers of a Diplomacy game against the computer: the
 * person's seat and the computer's level, keyed by the game id; kept in
 * localStorage, in memory when that is unavailable.
 */
import { gameUidOfPage, readDeviceValue, writeDeviceValue } from '../../../platform/device-memory';
import type { BotLevel } from '../engine/bot';

export interface SoloSetting {
  seat: string;
  level: BotLevel;
}

/** The person's seat and the computer's level, or null when people play every seat. */
export function soloSetting(uid: string): SoloSetting | null {
  const value = readDeviceValue(`dispaccio.dip.solo.${uid}`);
  const match = value ? /^([a-z]+):([12])$/.exec(value) : null;
  return match ? { seat: match[1], level: Number(match[2]) as BotLevel } : null;
}

export function setSoloSetting(uid: string, setting: SoloSetting): void {
  writeDeviceValue(`dispaccio.dip.solo.${uid}`, `${setting.seat}:${setting.level}`);
}

/** The seed of the computer's choices in a game: from its id, so a reload gives the same orders. */
export function gameSeedOf(uid: string): number {
  return parseInt(uid.slice(0, 8) || '0', 16) >>> 0;
}

/** Whether the computer's orders of this phase were all handed over on this device (an older phase shown is not ordered again). */
export function phaseOrdered(phaseKey: string): boolean {
  return readDeviceValue(`dispaccio.dip.solo.done.${phaseKey}`) === '1';
}

export function markPhaseOrdered(phaseKey: string): void {
  writeDeviceValue(`dispaccio.dip.solo.done.${phaseKey}`, '1');
}

export { gameUidOfPage };
