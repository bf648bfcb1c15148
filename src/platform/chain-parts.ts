/**
 * Which game links a cut run needs (docs/protocol.md, "One link is always enough").
 *
 * A person's steps in a row travel as a chain in the game link of the last state, but only as many
 * of the latest as fit a link (2,000 characters): a longer run's link starts its chain at a later
 * state than the one the next person holds, and they could not check it. Then the earlier states'
 * own game links go first, each reaching back to where the one before it ends, so that opening
 * them in order the receiver checks every step. Pure: it reads where each state's link reaches.
 */

/**
 * The states whose game links must be sent before the last state's own, oldest first (none when
 * the last link reaches back to the start of the run).
 *
 * `run`: the run's states, oldest first: `run[0]` the state the receiver holds (the one this browser
 * last received), the last one the state to send. `reach(hash)`: the state a receiver must hold to
 * check that state's link (its chain's root, or its parent when it carries no chain).
 */
export function earlierParts(run: readonly string[], reach: (hash: string) => string | null): string[] {
  const parts: string[] = [];
  let at = run.length - 1;
  while (at > 0) {
    const from = run.indexOf(reach(run[at]) ?? '');
    // A link that reaches outside the run, or not back at all, cannot be helped by earlier links of it.
    if (from < 0 || from >= at) return [];
    if (from === 0) break;
    parts.unshift(run[from]);
    at = from;
  }
  return parts;
}
