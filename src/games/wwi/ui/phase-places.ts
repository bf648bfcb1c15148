/**
 * Where the view names the phase, so that a reader sees it once on the first
 * screen. Out of projector mode the game page's heading names it (a
 * demonstration's too: demo-loop.ts `showing`), beside who is awaited and the
 * next step: the status strip keeps who acts, the superior player and the
 * scores, and names the phase to screen readers only (announcing each change),
 * and on screen too once it is stuck at the top with the heading scrolled away
 * (view-styles.ts); no banner repeats it. A projector covers the page: there the strip names the
 * phase, large, with a badge saying a demonstration is shown.
 */
export interface PhasePlaces {
  /** The strip's phase is seen (otherwise it is read by screen readers alone). */
  stripPhase: boolean;
  /** The strip's badge saying that a demonstration, not the saved game, is shown. */
  demoBadge: boolean;
}

export function phasePlaces(projector: boolean, demonstration: boolean): PhasePlaces {
  return { stripPhase: projector, demoBadge: projector && demonstration };
}
