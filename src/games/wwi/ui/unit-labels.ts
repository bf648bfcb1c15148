/**
 * Words for counters and hexes: the accessible name of every counter
 * ("German 1st Army, 5–5, hex 0312 Mons") and short place names. The engine
 * names them (engine/names.ts) so its refusals say the same.
 */
export { counterName, placeName, strengthText } from '../engine/names';
