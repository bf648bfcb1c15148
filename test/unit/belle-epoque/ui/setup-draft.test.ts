import { describe, expect, it } from 'vitest';
import { actor, applyAction } from '../../../../src/games/belle-epoque/engine/actions';
import { belleEpoqueGame } from '../../../../src/games/belle-epoque/engine/module';
import { initialState } from '../../../../src/games/belle-epoque/engine/setup';
import { emptyDraft, mapTargets } from '../../../../src/games/belle-epoque/ui/draft';
import { clampCount, nextPlacer, setupLines, setupTap } from '../../../../src/games/belle-epoque/ui/setup-draft';
import { rearrangeTap, rearrangeTargets } from '../../../../src/games/belle-epoque/ui/rearrange-draft';
import { actionText, buyText } from '../../../../src/games/belle-epoque/ui/words';
import { scriptedRng } from '../helpers';

describe('set-up, one tap per cube (3.3)', () => {
  it('a tap on a highlighted territory is a placement to submit at once; a second tap there in the same round is refused with its rule', () => {
    let s = initialState({ players: 4 }, scriptedRng());
    const p = actor(s)!;
    const t = mapTargets(s, emptyDraft('setup'))[0];
    const tap = setupTap(s, t)!;
    expect(tap.action).toEqual({ kind: 'setup', territory: t });
    s = applyAction(s, p, tap.action!, scriptedRng());
    expect(actor(s)).toBe(p);
    const again = setupTap(s, t)!;
    expect(again.action).toBeNull();
    expect(again.refusal!.rule).toBe('3.3');
  });

  it('N cubes of a power take N taps, the round passing every two cubes, and the panel says to whom before it passes', () => {
    let s = initialState({ players: 4 }, scriptedRng());
    const first = actor(s)!;
    const cubes = s.setupLeft[first];
    const lines = setupLines(s, first, 'en').join(' ');
    expect(lines).toContain(`${cubes} cubes left to place`);
    const next = nextPlacer(s, first, s.setupLeft[first] - 2)!;
    expect(next).not.toBe(first);
    expect(lines).toContain(`After 2 cubes the round passes to`);
    let taps = 0;
    for (let i = 0; i < 400 && s.phase === 'setup' && !s.pending; i++) {
      const p = actor(s)!;
      const t = mapTargets(s, emptyDraft('setup')).find((x) => setupTap(s, x)?.action);
      s = applyAction(s, p, setupTap(s, t!)!.action!, scriptedRng());
      if (p === first) taps++;
      if (p === first && taps % 2 === 1 && s.setupLeft[first] > 0) expect(setupLines(s, first, 'it').join(' ')).toContain('Dopo il prossimo cubo il giro passa a');
    }
    expect(taps).toBe(cubes);
    // The first territories on offer are European: the powers short elsewhere rearrange (3.3.2), two taps a move.
    expect(s.pending?.kind).toBe('rearrange');
    for (let i = 0; i < 400 && s.pending?.kind === 'rearrange'; i++) {
      const from = rearrangeTargets(s, null)[0];
      expect(rearrangeTap(s, null, from)).toEqual({ from, action: null, refusal: null });
      const to = rearrangeTargets(s, from)[0];
      s = applyAction(s, actor(s)!, rearrangeTap(s, from, to).action!, scriptedRng());
    }
    expect(s.phase).toBe('actions');
  });

  it('a placement may be taken back until the set-up ends (nothing is left to chance)', () => {
    const s = initialState({ players: 4 }, scriptedRng());
    const t = mapTargets(s, emptyDraft('setup'))[0];
    const after = applyAction(s, actor(s)!, { kind: 'setup', territory: t }, scriptedRng());
    expect(belleEpoqueGame.mayTakeBack!(s as never, after as never, actor(s)!)).toBe(true);
  });
});

describe('buy (8.1): what the button says is what is bought', () => {
  it('counts in the right number, in both languages', () => {
    expect(buyText(2, 0, 'en')).toBe('Buy 2 armies');
    expect(buyText(1, 1, 'en')).toBe('Buy 1 army and 1 fleet');
    expect(buyText(0, 2, 'it')).toBe('Acquista 2 Flotte');
    expect(buyText(0, 0, 'en')).toBe('Buy no army');
    expect(actionText({ kind: 'buy', armies: 3, fleets: 1 }, 'it')).toBe('Acquista 3 Eserciti e 1 Flotta');
  });

  it('a typed count is kept within what the power may buy', () => {
    expect(clampCount('2', 4)).toBe(2);
    expect(clampCount('', 4)).toBe(0);
    expect(clampCount('9', 4)).toBe(4);
    expect(clampCount('-1', 4)).toBe(0);
  });
});

describe('the list of phases during the set-up', () => {
  it('names each step apart: whose cube, which of how many', () => {
    let s = initialState({ players: 4 }, scriptedRng());
    const labels = new Set<string>();
    for (let i = 0; i < 6; i++) {
      labels.add(belleEpoqueGame.phaseLabel(s as never, 'en'));
      const t = mapTargets(s, emptyDraft('setup')).find((x) => setupTap(s, x)?.action)!;
      s = applyAction(s, actor(s)!, { kind: 'setup', territory: t }, scriptedRng());
    }
    expect(labels.size).toBe(6);
    expect([...labels][0]).toMatch(/^Initial set-up — Russia, cube 1 of 7$/);
  });
});
