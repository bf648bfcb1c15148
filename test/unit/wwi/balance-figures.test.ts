/** The balance report of `npm run bench` (engine/balance.ts): figures computed from game records, never a measured result. */
import { describe, expect, it } from 'vitest';
import { type BalanceRecord, balanceFigures, centreHolding, marginDistribution } from '../../../src/games/wwi/engine/balance';

function record(game: number, allies: number, central: number, patch: Partial<BalanceRecord> = {}): BalanceRecord {
  return {
    game, allies, central,
    winner: allies > central ? 'allies' : central > allies ? 'central' : 'draw',
    russiaCollapsedTurn: null, russiaSurrenderedTurn: null, franceFallenTurn: null, usArrived: true,
    unspentRp: { allies: 10, central: 4 }, centres: { allies: ['Paris'], central: ['Berlin'] }, seconds: 1, illegal: null,
    ...patch,
  };
}

describe('the World War I balance report', () => {
  const records = [
    record(0, 130, 100, { russiaCollapsedTurn: 6, russiaSurrenderedTurn: 7, seconds: 2, longestLink: 2100 }),
    record(1, 100, 120, { russiaCollapsedTurn: 5, russiaSurrenderedTurn: 6, usArrived: false, longestLink: 1500 }),
    record(2, 110, 110, { franceFallenTurn: 4, unspentRp: { allies: 30, central: 0 }, lastIncome: { allies: 20, central: 0 } }),
    record(3, 150, 90, { centres: { allies: ['Paris', 'Berlin'], central: [] } }),
  ];
  const figures = balanceFigures(records);
  const value = (part: string) => figures.find((f) => f.name.includes(part))!.value;

  it('gives each side\'s wins, the draws and the mean margin', () => {
    expect(value('games')).toBe(4);
    expect(value('Allied wins')).toBe(50);
    expect(value('Central Powers wins')).toBe(25);
    expect(value('draws')).toBe(25);
    expect(value('mean VP margin')).toBe((30 - 20 + 0 + 60) / 4);
  });

  it('gives Russia\'s collapse and surrender, the US arrival and the fall of France in percent of games', () => {
    expect(value('Russian collapse')).toBe(50);
    expect(value('Russian surrender')).toBe(50);
    expect(figures.find((f) => f.name.includes('Russian surrender'))!.note).toContain('6: 1, 7: 1');
    expect(value('US armies arrived')).toBe(75);
    expect(value('France fallen')).toBe(25);
  });

  it('gives time per game, RP unspent per side and the margins by band', () => {
    expect(value('mean time per game')).toBe(1.25);
    expect(value('longest game ')).toBe(2);
    // The longest link of all the games, and how many games went over the limit.
    expect(value('longest game link')).toBe(2100);
    expect(figures.find((f) => f.name.includes('longest game link'))!.note).toContain('over 2,000 characters: 1');
    expect(value('mean Allied RP unspent')).toBe(15);
    expect(value('mean Central Powers RP unspent')).toBe(3);
    // Of it, what came in after the last attacks (records without the figure count none).
    expect(figures.find((f) => f.name.includes('mean Allied RP unspent'))!.note).toContain('last attacks (8.1): 5.0');
    expect(marginDistribution(records)).toBe('-20..-1: 1, 0..19: 1, 20..39: 1, 60..79: 1');
    expect(centreHolding(records)['Berlin']).toEqual({ allies: 1, central: 3 });
  });
});

describe('the balance games played', () => {
  it('starts from the game asked for, so a second set of seeds can check a tuning', async () => {
    const { runWwiBalance } = await import('../../../src/cli/wwi-balance');
    const [game] = await runWwiBalance(1, 1, 7);
    expect(game.game).toBe(7);
    expect(game.illegal).toBeNull();
  });
});
