/** The balance report of `npm run bench` (engine/balance.ts): figures computed from game records, never a measured result. */
import { describe, expect, it } from 'vitest';
import { type BalanceRecord, balanceFigures, centreHolding, frontOf, historyFigures, marginDistribution } from '../../../src/games/wwi/engine/balance';
import { europeBoard } from '../../../src/games/wwi/engine/europe';

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

describe('the World War I history report (issue 32)', () => {
  const records = [
    record(0, 130, 100, { alliedInCentralHome: { britain: 2 }, salonikaEntered: true, centres: { allies: ['Salonika', 'Lille'], central: [] }, changedHands: { west: 10, east: 40 }, turns: 10 }),
    record(1, 100, 120, { russiaSurrenderedTurn: 7, alliedInCentralHome: {}, salonikaEntered: true, centres: { allies: [], central: ['Lille', 'Salonika'] }, changedHands: { west: 0, east: 20 }, turns: 10 }),
    record(2, 90, 120, { russiaSurrenderedTurn: 8, salonikaEntered: false, centres: { allies: [], central: ['Lille'] }, changedHands: { west: 10, east: 40 }, turns: 10 }),
    record(3, 120, 110, { russiaSurrenderedTurn: 6, salonikaEntered: false, centres: { allies: ['Lille'], central: [] }, changedHands: { west: 0, east: 0 }, turns: 10 }),
  ];
  const figures = historyFigures(records);
  const value = (part: string) => figures.find((f) => f.name.includes(part))!.value;

  it('counts the games ending with an Allied army in Germany or Austria-Hungary, Lille Central, and Salonika Allied of the games it came into', () => {
    expect(value('Allied army in Germany')).toBe(25);
    expect(value('Lille held by the Central Powers')).toBe(50);
    expect(value('Salonika held by the Allies')).toBe(50);
  });

  it('compares the ground changing hands a turn in the west with the east', () => {
    expect(value('western front')).toBe((100 * ((1 + 0 + 1 + 0) / 4)) / ((4 + 2 + 4 + 0) / 4));
  });

  it('splits the wins by whether Russia surrendered', () => {
    expect(value('Allied wins where Russia held out')).toBe(100);
    expect(value('Central Powers wins where Russia surrendered')).toBe((100 * 2) / 3);
  });

  it('places every hex in at most one front', () => {
    const board = europeBoard();
    expect(frontOf(board, '0211')).toBe('west'); // Lille
    expect(frontOf(board, '0810')).toBe('west'); // Essen
    expect(frontOf(board, '2714')).toBe('east'); // Lemberg
    expect(frontOf(board, '1510')).toBeNull(); // Berlin, behind both
    expect(frontOf(board, '0920')).toBeNull(); // Milan, the Italian front
  });
});
