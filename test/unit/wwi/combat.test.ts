import { describe, expect, it } from 'vitest';
import { checkAttack, resolveAttack } from '../../../src/games/wwi/engine/combat';
import { lookupCrt } from '../../../src/games/wwi/engine/crt';
import { CHARTS } from '../../../src/games/wwi/engine/charts';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { diceRolling, frontBoard, stateWith } from './fixtures';

const centralAttacks: Partial<WwiState> = { phase: 'attack', attackPhase: 1, superior: 'central', turn: 1 };
const rule = (r: ReturnType<typeof checkAttack>) => (r.ok ? null : r.refusal.rule);

describe('combat resolution (seed 002 6.1, 6.2)', () => {
  const board = frontBoard();

  it('subtracts the defence from the summed attack to find the differential', () => {
    const state = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505' }, centralAttacks);
    const result = checkAttack(state, board, { attackers: ['germany:1', 'germany:2'], target: '0505' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const german = CHARTS.counters['germany'].armies[0].attack;
    const french = CHARTS.counters['france'].armies[0].defence;
    expect(result.value.attackTotal).toBe(2 * german);
    expect(result.value.defenceTotal).toBe(french);
    expect(result.value.differential).toBe(2 * german - french);
  });

  it('refuses an attack weaker than the defence (6.1)', () => {
    const board2 = frontBoard({ '0505': { terrain: 'rough' } });
    const state = stateWith({ 'austria-hungary:1': '0604', 'britain:BEF': '0505' }, centralAttacks);
    expect(rule(checkAttack(state, board2, { attackers: ['austria-hungary:1'], target: '0505' }))).toBe('6.1');
  });

  it('reads the printed example: differential 1, die 4 gives 3/1 (6.2)', () => {
    const cell = lookupCrt(CHARTS.crt, 1, 4);
    expect([cell.attacker, cell.defender]).toEqual([3, 1]);
    // The same example played out: a 5-strength army against a 3-defence army on rough ground (3 + 1).
    const rough = frontBoard({ '0505': { terrain: 'rough' } });
    const state = stateWith({ 'germany:1': '0604', 'france:1': '0505' }, { ...centralAttacks, dice: diceRolling(4) });
    const { state: after, calculation } = resolveAttack(state, rough, { attackers: ['germany:1'], target: '0505' });
    expect(calculation.differential).toBe(1);
    expect(calculation.die).toBe(4);
    expect(calculation.cell).toBe('3/1');
    expect(after.pending).toMatchObject({ stage: 'defender', attackerLoss: 3, defenderLoss: 1 });
    expect(after.log.at(-1)).toMatchObject({ die: 4 });
  });

  it('keeps every column of the CRT a valid six-cell table and never lets the attacker lose less at a worse roll everywhere', () => {
    for (const column of CHARTS.crt) {
      expect(column.results).toHaveLength(6);
      for (const cell of column.results) expect(cell).toMatch(/^\d+\/\d+$/);
    }
    expect(() => lookupCrt(CHARTS.crt, -1, 3)).toThrow();
    expect(lookupCrt(CHARTS.crt, 40, 6).column).toBe(`${CHARTS.crt.at(-1)!.from}-${CHARTS.crt.at(-1)!.to}`);
  });

  it('rolls from the seeded dice in the state, so the same state always gives the same result', () => {
    const state = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505' }, centralAttacks);
    const a = resolveAttack(state, board, { attackers: ['germany:1', 'germany:2'], target: '0505' });
    const b = resolveAttack(state, board, { attackers: ['germany:1', 'germany:2'], target: '0505' });
    expect(a.calculation.die).toBe(b.calculation.die);
    expect(a.state.dice).not.toEqual(state.dice);
  });
});

describe('defence modifiers (seed 002 6.4, 6.5, 6.7, 10.51, 10.52)', () => {
  it('adds 1 in rough terrain and 2 more in winter, after supply', () => {
    const rough = frontBoard({ '0505': { terrain: 'rough' } });
    const summer = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505' }, centralAttacks);
    const winter = { ...summer, turn: 2 };
    const s = checkAttack(summer, rough, { attackers: ['germany:1', 'germany:2'], target: '0505' });
    const w = checkAttack(winter, rough, { attackers: ['germany:1', 'germany:2'], target: '0505' });
    expect(s.ok && [s.value.roughBonus, s.value.winterBonus, s.value.defenceTotal]).toEqual([1, 0, 4]);
    expect(w.ok && [w.value.roughBonus, w.value.winterBonus, w.value.defenceTotal]).toEqual([1, 2, 6]);
  });

  it('halves an unsupplied defender, rounding up, before terrain (6.7, 7.5)', () => {
    // The French unit at 0505 is cut off from the west edge by German ZOC on every side.
    const rough = frontBoard({ '0505': { terrain: 'rough' } });
    const state = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'germany:3': '0406', 'germany:4': '0404', 'germany:5': '0305', 'france:1': '0505' }, centralAttacks);
    const result = checkAttack(state, rough, { attackers: ['germany:1', 'germany:2'], target: '0505' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.defence[0]).toMatchObject({ supplied: false, printed: 3, value: 2 });
    expect(result.value.defenceTotal).toBe(3);
  });

  it('adds the fort\'s strength to the unit in it, halves it too when unsupplied (10.51, 10.52)', () => {
    const board = frontBoard();
    const state = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505' }, {
      ...centralAttacks,
      forts: [{ hex: '0505', nation: 'france', strength: 3, destroyed: false }],
    });
    const result = checkAttack(state, board, { attackers: ['germany:1', 'germany:2'], target: '0505' });
    expect(result.ok && result.value.defenceTotal).toBe(6);
  });

  it('lets units attack an empty enemy fort (10.54)', () => {
    const board = frontBoard();
    const state = stateWith({ 'germany:1': '0604' }, { ...centralAttacks, forts: [{ hex: '0505', nation: 'france', strength: 2, destroyed: false }] });
    const result = checkAttack(state, board, { attackers: ['germany:1'], target: '0505' });
    expect(result.ok && result.value.defenceTotal).toBe(2);
  });
});

describe('who may attack (seed 002 3.0, 5.6, 6.0, 6.4, 6.6, 6.7)', () => {
  const board = frontBoard();

  it('lets the superior player attack in odd attack phases and the inferior in even ones', () => {
    const state = stateWith({ 'germany:1': '0604', 'france:1': '0505', 'france:2': '0605' }, centralAttacks);
    expect(checkAttack(state, board, { attackers: ['germany:1'], target: '0505' }).ok).toBe(true);
    expect(rule(checkAttack({ ...state, attackPhase: 2 }, board, { attackers: ['germany:1'], target: '0505' }))).toBe('6.0');
    expect(checkAttack({ ...state, attackPhase: 2 }, board, { attackers: ['france:1', 'france:2'], target: '0604' }).ok).toBe(true);
  });

  it('forbids attacks across blocked or sea hexsides and crossing arrows', () => {
    const walls = frontBoard({ '0505': { blockedSides: ['ne'], seaSides: { se: 'straits' }, crossing: ['se'] } });
    const state = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505' }, centralAttacks);
    expect(rule(checkAttack(state, walls, { attackers: ['germany:1'], target: '0505' }))).toBe('6.4');
    expect(rule(checkAttack(state, walls, { attackers: ['germany:2'], target: '0505' }))).toBe('5.6');
  });

  it('lets no unit attack or be attacked twice in one phase (6.6)', () => {
    const state = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505', 'france:2': '0506' }, { ...centralAttacks, dice: diceRolling(1) });
    const { state: after } = resolveAttack(state, board, { attackers: ['germany:1'], target: '0505' });
    const settled = { ...after, pending: null };
    expect(rule(checkAttack(settled, board, { attackers: ['germany:2'], target: '0505' }))).toBe('6.6');
    expect(rule(checkAttack(settled, board, { attackers: ['germany:1'], target: '0506' }))).toBe('6.6');
    expect(checkAttack(settled, board, { attackers: ['germany:2'], target: '0506' }).ok).toBe(true);
  });

  it('forbids unsupplied units to attack (6.7)', () => {
    // Germans far from two German cities: column 10 cities are cut by French ZOC around 0705.
    const state = stateWith({ 'germany:1': '0604', 'france:1': '0505', 'france:2': '0704', 'france:3': '0603', 'france:4': '0504' }, centralAttacks);
    expect(rule(checkAttack(state, board, { attackers: ['germany:1'], target: '0505' }))).toBe('6.7');
  });
});

describe('double losses for Russians and Romanians against Germans (seed 002 6.36)', () => {
  it('doubles the Russian losses when Germans take part, as in the printed example', () => {
    const board = frontBoard({}, 'russia', 'germany');
    const state = stateWith({ 'germany:1': '0604', 'austria-hungary:1': '0605', 'russia:1': '0505' }, centralAttacks);
    const check = checkAttack(state, board, { attackers: ['germany:1', 'austria-hungary:1'], target: '0505' });
    expect(check.ok && check.value.doubled).toBe('defender');
    const onlyAustrians = stateWith({ 'austria-hungary:2': '0604', 'austria-hungary:1': '0605', 'russia:1': '0505' }, centralAttacks);
    const plain = checkAttack(onlyAustrians, board, { attackers: ['austria-hungary:2', 'austria-hungary:1'], target: '0505' });
    expect(plain.ok && plain.value.doubled).toBeNull();
  });
});
