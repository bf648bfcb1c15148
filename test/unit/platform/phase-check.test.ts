import { describe, expect, it } from 'vitest';
import { isUncheckedPhase } from '../../../src/platform/phase-check';

const made = { seats: 1, digests: ['a1b2c3d4e5f6'] };

describe('a phase shown as not checked', () => {
  it('is one from a link, made by orders this browser does not hold, in open or sealed play', () => {
    expect(isUncheckedPhase({ made }, 'open')).toBe(true);
    expect(isUncheckedPhase({ made }, 'sealed')).toBe(true);
  });

  it("is never one recomputed here, made here, a first phase, a referee's signed phase or one at one table", () => {
    expect(isUncheckedPhase({ made, check: 'verified' }, 'open')).toBe(false);
    expect(isUncheckedPhase({ made, madeHere: true }, 'open')).toBe(false);
    expect(isUncheckedPhase({}, 'open')).toBe(false);
    expect(isUncheckedPhase({ made }, 'referee')).toBe(false);
    expect(isUncheckedPhase({ made }, 'table')).toBe(false);
  });
});
