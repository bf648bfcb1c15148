/**
 * Rules of sea movement, the Franco-Italian transit and advances, each named by its own number
 * (seed 002 5.44, 5.45, 5.46, 5.53, 6.93, 6.94): a situation that fails if the rule is broken.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, checkMove } from '../../../src/games/wwi/engine/movement';
import { checkAttack } from '../../../src/games/wwi/engine/combat';
import { applyAttackerChoice, applyDefenderChoice, checkAttackerChoice } from '../../../src/games/wwi/engine/losses';
import { CHARTS } from '../../../src/games/wwi/engine/charts';
import { unitById, type PendingCombat, type WwiState } from '../../../src/games/wwi/engine/state';
import { frontBoard, stateWith, testBoard } from './fixtures';

const rule = (r: { ok: boolean; refusal?: { rule: string } }) => (r.ok ? null : r.refusal!.rule);
const alliedMovement: Partial<WwiState> = { phase: 'allied-movement', turn: 3, diceMode: 'plain' };

/** A coast for sea movement: 0102 on the North Sea (start), Aegean landings on row 08. */
const seaBoard = testBoard({
  columns: 12,
  rows: 9,
  hexes: {
    '0102': { seaSides: { n: 'north-sea' } },
    '0908': { seaSides: { s: 'aegean' } },
    '0808': { seaSides: { s: 'aegean' } },
    '1008': { seaSides: { s: 'aegean' } },
    '0909': { terrain: 'sea' },
  },
});

/** A state waiting for the attacker's choice (losses paid by the defender), as the CRT would leave it. */
function attackerToChoose(placement: Record<string, string>, attackers: string[], target: string, pending: Partial<PendingCombat>, patch: Partial<WwiState> = {}): WwiState {
  const state = stateWith(placement, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 3, ...patch });
  return {
    ...state,
    engaged: [...attackers],
    attackedHexes: [target],
    pending: {
      stage: 'attacker', attackers, defenderHex: target, defenders: [], attackerLoss: 0, defenderLoss: 0, retreatCap: 0,
      minimumRetreat: 0, infiltration: false, retreatPath: [], defenderUnsupplied: false, fortCanBeTaken: false, thirdRound: false,
      ...pending,
    },
  };
}

describe('seed 002 5.44: no unit stays at sea', () => {
  it('ends a sea move on land in the same movement phase, never on a sea hex', () => {
    const state = stateWith({ 'britain:BEF': '0102' }, alliedMovement);
    expect(checkMove(state, seaBoard, { unit: 'britain:BEF', bySea: true, steps: [{ to: '0909' }] }).ok).toBe(false);
    const landed = applyMove(state, seaBoard, { unit: 'britain:BEF', bySea: true, steps: [{ to: '0908' }] });
    expect(unitById(landed, 'britain:BEF')).toMatchObject({ status: 'map', hex: '0908' });
    expect(landed.phase).toBe('allied-movement');
  });
});

describe('seed 002 5.45: sea movement may start or end in an enemy ZOC, never on an enemy', () => {
  it('leaves a hex next to the enemy and lands next to the enemy, but not on it', () => {
    const state = stateWith({ 'britain:BEF': '0102', 'germany:1': '0202', 'turkey:1': '0808' }, alliedMovement);
    state.nations['turkey'].alignment = 'central';
    // 0102 is in the ZOC of the German army at 0202; 0908 is in the ZOC of the Turkish army at 0808.
    expect(checkMove(state, seaBoard, { unit: 'britain:BEF', bySea: true, steps: [{ to: '0908' }] }).ok).toBe(true);
    expect(rule(checkMove(state, seaBoard, { unit: 'britain:BEF', bySea: true, steps: [{ to: '0808' }] }))).toBe('5.45');
  });
});

describe('seed 002 5.46: a unit attacks and defends normally in the turn it moved by sea', () => {
  it('attacks from its landing hex in the attack phase that follows', () => {
    const start = stateWith({ 'britain:BEF': '0102', 'turkey:1': '1008' }, alliedMovement);
    start.nations['turkey'].alignment = 'central';
    const landed = applyMove(start, seaBoard, { unit: 'britain:BEF', bySea: true, steps: [{ to: '0908' }] });
    const attackPhase = { ...landed, phase: 'attack' as const, attackPhase: 1, superior: 'allies' as const };
    const attack = checkAttack(attackPhase, seaBoard, { attackers: ['britain:BEF'], target: '1008' });
    expect(attack.ok).toBe(true);
  });
});

describe('seed 002 5.53: units enter and leave the Franco-Italian transit area by rail', () => {
  // A railway up column 01 from 0104 to the west edge at 0101, through the French entry hex 0102; another from the Italian entry 0108 to 0109.
  const hexes: Record<string, object> = {
    '0101': { edge: 'west', rail: ['s'] },
    '0102': { transit: 'franco-italian', rail: ['n', 's'] },
    '0103': { rail: ['n', 's'] },
    '0104': { rail: ['n'] },
    '0108': { nation: 'italy', transit: 'franco-italian', rail: ['s'] },
    '0109': { nation: 'italy', rail: ['n'] },
  };
  const board = testBoard({ columns: 9, rows: 9, hexes, transitAreas: [{ id: 'franco-italian', name: 'Franco-Italian', entries: ['0102', '0108'] }] });

  it('rides the railway into the area and out of it', () => {
    const start = stateWith({ 'france:1': '0104' }, alliedMovement);
    start.nations['italy'].alignment = 'allies';
    const inMove = { unit: 'france:1', steps: [{ to: '0103', rail: true }, { to: '0102', rail: true }], enterTransit: 'franco-italian' };
    const checked = checkMove(start, board, inMove);
    expect(checked.ok, JSON.stringify(checked)).toBe(true);
    const inside = applyMove(start, board, inMove);
    expect(unitById(inside, 'france:1').status).toBe('transit');
    const later = { ...inside, phaseSerial: inside.phaseSerial + 10 };
    const outMove = { unit: 'france:1', fromTransit: true, steps: [{ to: '0108', rail: true }, { to: '0109', rail: true }] };
    const out = checkMove(later, board, outMove);
    expect(out.ok, JSON.stringify(out)).toBe(true);
    expect(unitById(applyMove(later, board, outMove), 'france:1')).toMatchObject({ status: 'map', hex: '0109' });
  });
});

describe('seed 002 6.93: rough terrain and rail hexes have no effect on advances', () => {
  it('advances the whole retreat path through rough hexes, though moving there would cost more than a unit has', () => {
    const rough = { terrain: 'rough' as const };
    const board = frontBoard({ '0505': rough, '0405': rough, '0305': rough, '0205': rough });
    const state = attackerToChoose({ 'germany:1': '0605', 'france:1': '0105' }, ['germany:1'], '0505', { retreatCap: 3, retreatPath: ['0405', '0305', '0205'] });
    // Four rough hexes would cost 8 movement points, more than the 5 a unit has.
    expect(4 * CHARTS.rules.terrainCost.rough).toBeGreaterThan(CHARTS.rules.movementPoints);
    const advance = { advance: [{ unit: 'germany:1', path: ['0505', '0405', '0305'] }] };
    const checked = checkAttackerChoice(state, board, advance);
    expect(checked.ok, JSON.stringify(checked)).toBe(true);
    expect(unitById(applyAttackerChoice(state, board, advance), 'germany:1').hex).toBe('0305');
  });
});

describe('seed 002 6.94: an empty fort destroyed in combat may be entered by the attacker', () => {
  it('destroys the fort, marks it destroyed and lets the attacker advance into its hex', () => {
    const board = frontBoard();
    const forts = [{ hex: '0505', nation: 'france', strength: 2, destroyed: false }];
    const state = stateWith({ 'germany:1': '0605' }, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 3, forts });
    const waiting: WwiState = {
      ...state,
      engaged: ['germany:1'],
      attackedHexes: ['0505'],
      pending: {
        stage: 'defender', attackers: ['germany:1'], defenderHex: '0505', defenders: [], attackerLoss: 0, defenderLoss: 2, retreatCap: 2,
        minimumRetreat: 0, infiltration: false, retreatPath: [], defenderUnsupplied: false, fortCanBeTaken: false, thirdRound: false,
      },
    };
    const destroyed = applyDefenderChoice(waiting, board, { destroyFort: true });
    expect(destroyed.forts[0].destroyed).toBe(true);
    expect(destroyed.pending?.stage).toBe('attacker');
    const advance = { advance: [{ unit: 'germany:1', path: ['0505'] }] };
    const checked = checkAttackerChoice(destroyed, board, advance);
    expect(checked.ok, JSON.stringify(checked)).toBe(true);
    const after = applyAttackerChoice(destroyed, board, advance);
    expect(unitById(after, 'germany:1').hex).toBe('0505');
    expect(after.forts[0].destroyed).toBe(true);
  });
});
