import { describe, expect, it } from 'vitest';
import { reach, supportable } from '../../../src/games/diplomacy/ui/reach';
import type { DraftContext } from '../../../src/games/diplomacy/ui/drafting';
import { ROMANIA_HOOKS } from '../../../src/games/romania1198/engine/map';
import { map, position, units } from './helpers';

const ctx = (...lines: string[]): DraftContext => ({ map, position: position(units(...lines)), orderable: ['cluj', 'zalau', 'bistrita'] });

describe('what lights up while a Romania order is drafted', () => {
  it('a move: every neighbour lights up; across the Meseș pass (a mountain edge) marked as two turns', () => {
    const c = ctx('cluj A clu', 'zalau A zal');
    const unit = c.position.units[0];
    const r = reach(c, { kind: 'unit', unit, retreat: false }, ROMANIA_HOOKS);
    expect(r.targets).toContain('zal');
    expect(r.targets).toContain('vas');
    expect(r.twoTurns.sort()).toEqual(['vas', 'zal']);
    expect(r.targets).not.toContain('clu');
    // Without the hooks (the standard rules) no move takes two turns.
    expect(reach(c, { kind: 'unit', unit, retreat: false }).twoTurns).toEqual([]);
  });

  it('a support: no army support across a mountain edge or a river crossing; the units it could support light up', () => {
    const c = ctx('cluj A clu', 'zalau A zal', 'cluj A tur');
    const [clu, zal, tur] = c.position.units;
    const into = supportable(c, clu, ROMANIA_HOOKS);
    expect(into).not.toContain('zal');
    expect(into).not.toContain('vas');
    const picks = reach(c, { kind: 'support-unit', unit: clu }, ROMANIA_HOOKS).units;
    expect(picks).toContain('tur');
    const targets = reach(c, { kind: 'support-target', unit: clu, supported: tur }, ROMANIA_HOOKS).targets;
    expect(targets).toContain('tur');
    expect(targets.every((p) => into.includes(p))).toBe(true);
    expect(zal.loc).toBe('zal');
    // A river crossing: an army gives no support across it.
    const [a, b] = ROMANIA_HOOKS.noArmySupportAcross![0];
    const across = ctx(`cluj A ${a}`);
    expect(supportable(across, across.position.units[0], ROMANIA_HOOKS)).not.toContain(b);
  });

  it('nothing lights up with nothing in hand', () => {
    expect(reach(ctx('cluj A clu'), { kind: 'idle' }, ROMANIA_HOOKS)).toEqual({ targets: [], twoTurns: [], units: [] });
  });
});
