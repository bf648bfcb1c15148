import { describe, expect, it } from 'vitest';
import { savedPhaseParts } from '../../../src/app/pages/showing-parts';

describe('the game page while its view shows something else than the saved game', () => {
  it('shows every part about the saved phase when the view shows the saved game', () => {
    expect(savedPhaseParts(null)).toEqual({ orders: true, history: true, gameLink: true, actions: true });
  });

  it('hides the orders, the phases, the link and the next step while a demonstration runs (they speak of the saved phase)', () => {
    const parts = savedPhaseParts({ label: 'Class demonstration', phaseLabel: 'Turn 2: Central Powers movement', waiting: 'Demonstration — not saved' });
    expect(Object.values(parts).some(Boolean)).toBe(false);
  });
});
