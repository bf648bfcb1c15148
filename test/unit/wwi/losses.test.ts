import { describe, expect, it } from 'vitest';
import { resolveAttack } from '../../../src/games/wwi/engine/combat';
import { applyAttackerChoice, applyDefenderChoice, canRetreat, checkAttackerChoice, checkDefenderChoice, checkRetreat } from '../../../src/games/wwi/engine/losses';
import { unitById, type PendingCombat, type WwiState } from '../../../src/games/wwi/engine/state';
import { diceRolling, frontBoard, stateWith } from './fixtures';

const centralAttacks: Partial<WwiState> = { phase: 'attack', attackPhase: 1, superior: 'central', turn: 1 };
const rule = (r: { ok: boolean; refusal?: { rule: string } }) => (r.ok ? null : r.refusal!.rule);

/** A state waiting for the defender, as if the CRT had just given `attacker/defender`. */
function waiting(placement: Record<string, string>, attackers: string[], target: string, loss: [number, number], patch: Partial<PendingCombat> = {}, statePatch: Partial<WwiState> = {}): WwiState {
  const state = stateWith(placement, { ...centralAttacks, ...statePatch });
  const defender = state.units.find((u) => u.hex === target && u.status === 'map');
  return {
    ...state,
    engaged: [...attackers, ...(defender ? [defender.id] : [])],
    attackedHexes: [target],
    pending: {
      stage: loss[1] > 0 ? 'defender' : 'attacker',
      attackers,
      defenderHex: target,
      defenders: defender ? [defender.id] : [],
      attackerLoss: loss[0],
      defenderLoss: loss[1],
      retreatCap: loss[1],
      minimumRetreat: 0,
      infiltration: false,
      retreatPath: [],
      defenderUnsupplied: false,
      fortCanBeTaken: false,
      thirdRound: false,
      ...patch,
    },
  };
}

describe('defender losses (seed 002 6.31, 6.33, 6.7, 8.2)', () => {
  const board = frontBoard();

  it('pays by any mix of hexes of retreat and resource points (6.31)', () => {
    // The printed example asks for 4 points; "2 hexes and 3 RP" adds to 5, so we pay 1 hex and 3 RP.
    const state = waiting({ 'germany:1': '0604', 'france:1': '0505' }, ['germany:1'], '0505', [0, 4]);
    expect(rule(checkDefenderChoice(state, board, { retreat: ['0405', '0305'], rp: 3 }))).toBe('6.31');
    const after = applyDefenderChoice(state, board, { retreat: ['0405'], rp: 3 });
    expect(unitById(after, 'france:1').hex).toBe('0405');
    expect(after.nations['france'].rp).toBe(state.nations['france'].rp - 3);
    // The hex is empty, so the attacker is asked whether to advance.
    expect(after.pending?.stage).toBe('attacker');
  });

  it('retreats away from the combat, one hex of distance per point, never into enemy ZOC unless a friend stands there (4.7)', () => {
    // germany:2 at 0507 covers 0506 but neither 0405 nor 0305.
    const state = stateWith({ 'germany:1': '0604', 'germany:2': '0507', 'france:1': '0505' }, centralAttacks);
    expect(checkRetreat(state, board, '0505', ['0405', '0305'], 'allies').ok).toBe(true);
    expect(rule(checkRetreat(state, board, '0505', ['0506'], 'allies'))).toBe('4.7');
    expect(rule(checkRetreat(state, board, '0505', ['0405', '0505'], 'allies'))).toBe('6.31');
    // A friend on 0506 cancels the ZOC there: the only objection left is ending on it (5.2).
    const guarded = stateWith({ 'germany:1': '0604', 'germany:2': '0507', 'france:1': '0505', 'france:2': '0506' }, centralAttacks);
    expect(rule(checkRetreat(guarded, board, '0505', ['0506'], 'allies'))).toBe('5.2');
  });

  it('forbids RP for unsupplied units, which must retreat or be removed for good (6.7, 7.21)', () => {
    const state = waiting({ 'germany:1': '0604', 'france:1': '0505' }, ['germany:1'], '0505', [0, 2], { defenderUnsupplied: true });
    expect(rule(checkDefenderChoice(state, board, { retreat: ['0405'], rp: 1 }))).toBe('7.21');
    expect(checkDefenderChoice(state, board, { retreat: ['0405', '0305'] }).ok).toBe(true);
    // Surrounded and unsupplied: the unit cannot pay, is removed and can never be rebuilt.
    const trapped = waiting(
      { 'germany:1': '0604', 'germany:2': '0605', 'germany:3': '0406', 'germany:4': '0404', 'germany:5': '0305', 'france:1': '0505' },
      ['germany:1'], '0505', [0, 1], { defenderUnsupplied: true },
    );
    expect(canRetreat(trapped, board, '0505', 1, 'allies')).toBe(false);
    const after = applyDefenderChoice(trapped, board, { eliminate: true });
    expect(unitById(after, 'france:1').status).toBe('removed');
  });

  it('destroys a unit only when it cannot pay, except in the third round (6.33)', () => {
    const state = waiting({ 'germany:1': '0604', 'france:1': '0505' }, ['germany:1'], '0505', [0, 2]);
    expect(rule(checkDefenderChoice(state, board, { eliminate: true }))).toBe('6.33');
    const third = waiting({ 'germany:1': '0604', 'france:1': '0505' }, ['germany:1'], '0505', [0, 2], { thirdRound: true });
    const after = applyDefenderChoice(third, board, { eliminate: true });
    expect(unitById(after, 'france:1').status).toBe('eliminated');
  });

  it('caps doubled Russian losses paid by retreat at five (6.36 example: 1/3 doubled to 6 = 5 hexes + 1 RP)', () => {
    const russian = frontBoard({}, 'russia', 'germany');
    const state = waiting({ 'germany:1': '0904', 'russia:1': '0805' }, ['germany:1'], '0805', [1, 6], { retreatCap: 5 });
    expect(rule(checkDefenderChoice(state, russian, { retreat: ['0705', '0605', '0505', '0405', '0305', '0205'] }))).toBe('6.36');
    const after = applyDefenderChoice(state, russian, { retreat: ['0705', '0605', '0505', '0405', '0305'], rp: 1 });
    expect(unitById(after, 'russia:1').hex).toBe('0305');
    expect(after.nations['russia'].rp).toBe(state.nations['russia'].rp - 1);
  });

  it('pays an empty fort by destroying it or, if supplied, with RP (10.54)', () => {
    const fortState = waiting({ 'germany:1': '0604' }, ['germany:1'], '0505', [0, 2], {}, { forts: [{ hex: '0505', nation: 'france', strength: 2, destroyed: false }] });
    expect(checkDefenderChoice(fortState, board, { rp: 2 }).ok).toBe(true);
    const destroyed = applyDefenderChoice(fortState, board, { destroyFort: true });
    expect(destroyed.forts[0].destroyed).toBe(true);
    const unsupplied = { ...fortState, pending: { ...fortState.pending!, defenderUnsupplied: true } };
    expect(rule(checkDefenderChoice(unsupplied, board, { rp: 2 }))).toBe('10.54');
  });

  it('makes an infiltrated defender retreat at least one hex (10.43)', () => {
    const state = waiting({ 'germany:1': '0604', 'france:1': '0505' }, ['germany:1'], '0505', [0, 2], { minimumRetreat: 1, infiltration: true });
    expect(rule(checkDefenderChoice(state, board, { rp: 2 }))).toBe('10.43');
    expect(checkDefenderChoice(state, board, { retreat: ['0405'], rp: 1 }).ok).toBe(true);
  });
});

describe('attacker losses (seed 002 6.32, 6.34, 6.35, 8.2, 10.44)', () => {
  const board = frontBoard();

  it('pays only with the resource points of the attacking nations, split as the player likes', () => {
    const state = waiting({ 'germany:1': '0604', 'austria-hungary:1': '0605', 'france:1': '0505' }, ['germany:1', 'austria-hungary:1'], '0505', [3, 0]);
    expect(checkAttackerChoice(state, board, { rp: { germany: 2, 'austria-hungary': 1 } }).ok).toBe(true);
    expect(rule(checkAttackerChoice(state, board, { rp: { germany: 2 } }))).toBe('6.32');
    expect(rule(checkAttackerChoice(state, board, { rp: { germany: 2, turkey: 1 } }))).toBe('8.2');
    const after = applyAttackerChoice(state, board, { rp: { germany: 3 } });
    expect(after.nations['germany'].rp).toBe(state.nations['germany'].rp - 3);
    expect(after.pending).toBeNull();
  });

  it('loses a unit when the nation has no RP left (6.35)', () => {
    const state = waiting({ 'germany:1': '0604', 'france:1': '0505' }, ['germany:1'], '0505', [3, 0]);
    expect(rule(checkAttackerChoice(state, board, { eliminate: 'germany:1' }))).toBe('6.35');
    const broke = { ...state, nations: { ...state.nations, germany: { ...state.nations['germany'], rp: 1 } } };
    const after = applyAttackerChoice(broke, board, { eliminate: 'germany:1' });
    expect(unitById(after, 'germany:1').status).toBe('eliminated');
  });

  it('takes all infiltration losses from the German pool when others join in (10.44)', () => {
    const state = waiting({ 'germany:1': '0604', 'austria-hungary:1': '0605', 'france:1': '0505' }, ['germany:1', 'austria-hungary:1'], '0505', [2, 0], { infiltration: true });
    state.units = state.units.map((u) => (u.id === 'germany:1' ? { ...u, stosstruppen: true } : u));
    expect(rule(checkAttackerChoice(state, board, { rp: { germany: 1, 'austria-hungary': 1 } }))).toBe('10.44');
    expect(checkAttackerChoice(state, board, { rp: { germany: 2 } }).ok).toBe(true);
  });
});

describe('advances after combat (seed 002 6.9-6.96)', () => {
  const board = frontBoard();

  it('lets attackers advance into the vacated hex and follow the retreat until adjacent again (6.9, 6.91)', () => {
    const state = waiting({ 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505' }, ['germany:1', 'germany:2'], '0505', [0, 3]);
    const retreated = applyDefenderChoice(state, board, { retreat: ['0405', '0305', '0205'] });
    expect(retreated.pending?.retreatPath).toEqual(['0405', '0305', '0205']);
    // 0305 is next to the French army at 0205, so the advance ends there at the latest.
    expect(checkAttackerChoice(retreated, board, { advance: [{ unit: 'germany:1', path: ['0505', '0405', '0305'] }] }).ok).toBe(true);
    expect(rule(checkAttackerChoice(retreated, board, { advance: [{ unit: 'germany:1', path: ['0505', '0405', '0305', '0205'] }] }))).toBe('6.91');
    expect(rule(checkAttackerChoice(retreated, board, { advance: [{ unit: 'germany:1', path: ['0505', '0506'] }] }))).toBe('6.91');
    const after = applyAttackerChoice(retreated, board, {
      advance: [
        { unit: 'germany:1', path: ['0505', '0405'] },
        { unit: 'germany:2', path: ['0505'] },
      ],
    });
    expect(unitById(after, 'germany:1').hex).toBe('0405');
    expect(unitById(after, 'germany:2').hex).toBe('0505');
    expect(after.control['0505']).toBe('central');
  });

  it('forbids advancing when the defender held its ground (6.9)', () => {
    const state = waiting({ 'germany:1': '0604', 'france:1': '0505' }, ['germany:1'], '0505', [1, 1]);
    const paid = applyDefenderChoice(state, board, { rp: 1 });
    expect(rule(checkAttackerChoice(paid, board, { rp: { germany: 1 }, advance: [{ unit: 'germany:1', path: ['0505'] }] }))).toBe('6.9');
  });

  it('takes and destroys an occupied fort the defender retreats from, only by advancing (6.95, 10.55)', () => {
    const state = waiting({ 'germany:1': '0604', 'france:1': '0505' }, ['germany:1'], '0505', [0, 1], {}, { forts: [{ hex: '0505', nation: 'france', strength: 2, destroyed: false }] });
    const retreated = applyDefenderChoice(state, board, { retreat: ['0405'] });
    expect(retreated.pending?.fortCanBeTaken).toBe(true);
    const stayed = applyAttackerChoice(retreated, board, {});
    expect(stayed.forts[0].destroyed).toBe(false);
    const taken = applyAttackerChoice(retreated, board, { advance: [{ unit: 'germany:1', path: ['0505'] }] });
    expect(taken.forts[0].destroyed).toBe(true);
  });

  it('plays a whole combat from the roll to the advance', () => {
    const state = stateWith({ 'germany:1': '0604', 'germany:2': '0605', 'france:1': '0505' }, { ...centralAttacks, dice: diceRolling(6) });
    const { state: rolled, calculation } = resolveAttack(state, board, { attackers: ['germany:1', 'germany:2'], target: '0505' });
    const [a, d] = calculation.cell!.split('/').map(Number);
    expect(rolled.pending).toMatchObject({ attackerLoss: a, defenderLoss: d });
    const retreat = ['0405', '0305', '0205', '0105'].slice(0, d);
    const paid = applyDefenderChoice(rolled, board, { retreat, rp: d - retreat.length });
    const done = applyAttackerChoice(paid, board, { rp: { germany: a }, advance: [{ unit: 'germany:2', path: ['0505'] }] });
    expect(done.pending).toBeNull();
    expect(unitById(done, 'germany:2').hex).toBe('0505');
    expect(done.nations['germany'].rp).toBe(state.nations['germany'].rp - a);
  });
});
