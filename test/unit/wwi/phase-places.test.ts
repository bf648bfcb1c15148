import { describe, expect, it } from 'vitest';
import { phasePlaces } from '../../../src/games/wwi/ui/phase-places';

describe('where the view names the phase', () => {
  it('leaves it to the page\'s heading out of projector mode, a demonstration\'s phase too: the strip names it to screen readers alone, with no badge', () => {
    expect(phasePlaces(false, false)).toEqual({ stripPhase: false, demoBadge: false });
    expect(phasePlaces(false, true)).toEqual({ stripPhase: false, demoBadge: false });
  });

  it('names it in the strip on a projector, which covers the page\'s heading, with a badge while a demonstration is shown', () => {
    expect(phasePlaces(true, false)).toEqual({ stripPhase: true, demoBadge: false });
    expect(phasePlaces(true, true)).toEqual({ stripPhase: true, demoBadge: true });
  });
});
