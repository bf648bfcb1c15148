/** The Central automated player's plan for Lille in 1914-15 (issue 32: a war that teaches the right history). */
import { describe, expect, it } from 'vitest';
import { BotView } from '../../../src/games/wwi/engine/bot-view';
import { planMoves } from '../../../src/games/wwi/engine/bot-move';
import { planDefence, planSettlement, rateAttacks } from '../../../src/games/wwi/engine/bot-combat';
import { flandersAdvance, flandersAttackBonus, flandersMoveBonus, flandersRuns } from '../../../src/games/wwi/engine/bot-west';
import { hexDistance } from '../../../src/games/wwi/engine/hex';
import { unitById } from '../../../src/games/wwi/engine/state';
import { frontBoard, stateWith } from './fixtures';

// France in columns 01-05, Germany in 06-10; Lille on 0305.
const board = frontBoard({ '0305': { city: 'Lille', resource: true } });
const LILLE = '0305';
const centralMoves = (turn: number) => ({ phase: 'central-movement' as const, attackPhase: 0, superior: 'central' as const, turn });

describe('the plan runs in 1914-15 while Lille is Allied', () => {
  it('runs in turns 1-3 for the Central player, not later, not for the Allies, not once Lille is Central', () => {
    const at = (turn: number) => stateWith({ 'france:1': '0505', 'germany:1': '0609' }, centralMoves(turn));
    expect(flandersRuns(new BotView(at(2), board, 'central'))).toBe(true);
    expect(flandersRuns(new BotView(at(4), board, 'central'))).toBe(false);
    expect(flandersRuns(new BotView(at(2), board, 'allies'))).toBe(false);
    const taken = at(2);
    taken.control = { ...taken.control, [LILLE]: 'central' };
    expect(flandersRuns(new BotView(taken, board, 'central'))).toBe(false);
  });

  it('values a German army next to Lille most, then next to an Allied army barring the way to it', () => {
    const state = stateWith({ 'france:1': '0505', 'germany:1': '0609', 'austria-hungary:1': '0901' }, centralMoves(2));
    const view = new BotView(state, board, 'central');
    const german = unitById(state, 'germany:1');
    expect(hexDistance('0405', LILLE)).toBe(1);
    expect(hexDistance('0505', LILLE)).toBe(2);
    expect(flandersMoveBonus(view, german, '0405')).toBeGreaterThan(flandersMoveBonus(view, german, '0605'));
    expect(flandersMoveBonus(view, german, '0605')).toBeGreaterThan(0);
    expect(flandersMoveBonus(view, german, '0609')).toBe(0);
    expect(flandersMoveBonus(view, unitById(state, 'austria-hungary:1'), '0405')).toBe(0);
  });
});

describe('the German armies act on the plan', () => {
  it('sends a German reserve next to Lille in turn 2, and to the nearest enemy in turn 5', () => {
    const placement = { 'france:1': '0505', 'france:2': '0409', 'germany:1': '0609', 'germany:2': '0901' };
    const endOf = (turn: number) => {
      const steps = planMoves(stateWith(placement, centralMoves(turn)), board, 'central').find((m) => m.unit === 'germany:1')?.steps ?? [];
      return steps.length ? steps[steps.length - 1].to : '0609';
    };
    expect(hexDistance(endOf(2), LILLE)).toBe(1);
    expect(hexDistance(endOf(5), LILLE)).toBeGreaterThan(1);
  });

  it('rates an attack on the army barring the way to Lille above an equal one elsewhere, in turn 2 only', () => {
    const attack = (turn: number) => {
      const state = stateWith({ 'france:1': '0505', 'france:2': '0508', 'germany:1': '0605', 'germany:2': '0608' }, { phase: 'attack', attackPhase: 1, superior: 'central', turn });
      const rated = rateAttacks(state, board, 'central');
      const value = (target: string) => rated.find((a) => a.order.target === target)!.value;
      return value('0505') - value('0508');
    };
    expect(attack(2)).toBeGreaterThan(0.5);
    expect(Math.abs(attack(5))).toBeLessThan(0.5);
    const view = new BotView(stateWith({ 'france:1': '0505', 'germany:1': '0605' }, centralMoves(2)), board, 'central');
    expect(flandersAttackBonus(view, '0505')).toBeGreaterThan(0);
    expect(flandersAttackBonus(view, '0508')).toBe(0);
  });

  it('holds a German army next to Lille with RP it would otherwise keep, in turn 2 only (6.32)', () => {
    const defend = (turn: number) => {
      const pending = {
        stage: 'defender' as const, attackers: ['france:1'], defenderHex: '0405', defenders: ['germany:1'], attackerLoss: 1, defenderLoss: 2, retreatCap: 2,
        minimumRetreat: 0, infiltration: false, retreatPath: [], defenderUnsupplied: false, fortCanBeTaken: false, thirdRound: false,
      };
      const state = stateWith({ 'france:1': '0404', 'germany:1': '0405' }, { phase: 'attack', attackPhase: 1, superior: 'allies', turn, pending });
      state.nations['germany'].rp = 5;
      return planDefence(state, board, 'central')[0];
    };
    expect(defend(2)).toEqual({ kind: 'defend', choice: { rp: 2 } });
    const later = defend(5);
    expect(later.kind === 'defend' && later.choice).toHaveProperty('retreat');
  });

  it('advances along the beaten army\'s retreat route onto Lille (6.91, 11.31)', () => {
    const view = new BotView(stateWith({ 'france:1': '0104', 'germany:1': '0605' }, centralMoves(2)), board, 'central');
    expect(flandersAdvance(view, ['0505', '0405', LILLE, '0205'])).toEqual(['0505', '0405', LILLE]);
    expect(flandersAdvance(view, ['0507', '0406', '0306', '0206'])).toEqual(['0507', '0406', '0306']);
    expect(flandersAdvance(view, ['0508', '0408'])).toBeNull();
    const pending = {
      stage: 'attacker' as const, attackers: ['germany:1'], defenderHex: '0505', defenders: ['france:1'], attackerLoss: 0, defenderLoss: 2, retreatCap: 2,
      minimumRetreat: 0, infiltration: false, retreatPath: ['0405', LILLE], defenderUnsupplied: false, fortCanBeTaken: false, thirdRound: false,
    };
    const state = stateWith({ 'france:1': '0205', 'germany:1': '0605' }, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 2, pending });
    const first = planSettlement(state, board, 'central')[0];
    expect(first.kind === 'settle' && first.choice.advance).toEqual([{ unit: 'germany:1', path: ['0505', '0405', LILLE] }]);
  });
});
