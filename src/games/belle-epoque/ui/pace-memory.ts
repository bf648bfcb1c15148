/**
 * How fast this device shows the automated powers' steps (for every game), and whether the
 * person asked to skip ahead to their own turn in one game (until that turn comes).
 */
import { readDeviceValue, writeDeviceValue } from '../../../platform/device-memory';
import type { Pace } from './automation';

const PACE_KEY = 'dispaccio.belle-epoque.pace';
const skip = (uid: string) => `dispaccio.belle-epoque.skip.${uid || 'local'}`;

export function readPace(): Pace {
  return readDeviceValue(PACE_KEY) === 'quick' ? 'quick' : 'step';
}

export function writePace(pace: Pace): void {
  writeDeviceValue(PACE_KEY, pace);
}

export function skippingToPerson(uid: string): boolean {
  return readDeviceValue(skip(uid)) === 'yes';
}

export function setSkipping(uid: string, on: boolean): void {
  // Written only when it changes: this is asked at every render.
  if (skippingToPerson(uid) !== on) writeDeviceValue(skip(uid), on ? 'yes' : 'no');
}
