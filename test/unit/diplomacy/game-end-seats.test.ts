/**
 * The end of a game whose players hold several powers (seed 000 XIV.2): after the end
 * year the player with most centres wins (III), counting every power the player holds;
 * the 18-centre victory stays a single power's (II, XIV.2's note on counting per power).
 */
import { describe, expect, it } from 'vitest';
import { diplomacy, gameEnd } from '../../../src/games/diplomacy/engine/module';
import type { DipState } from '../../../src/games/diplomacy/engine/state';
import type { GameMap } from '../../../src/games/diplomacy/engine/types';
import { standardMap } from '../../../src/games/diplomacy/engine/map';
import { romania } from '../../../src/games/romania1198/engine/module';
import { romaniaMap } from '../../../src/games/romania1198/engine/map';

/** The state `state` with centres dealt out as `counts` (power → number), the rest unowned, in the winter of `year`, ending after `endYear`. */
function dealt(map: GameMap, state: DipState, counts: Record<string, number>, year: number, endYear: number | null = year): DipState {
  const centres = map.data.provinces.filter((p) => p.supplyCenter).map((p) => p.id);
  const owners: Record<string, string> = {};
  let next = 0;
  for (const [power, n] of Object.entries(counts)) for (let k = 0; k < n; k++) owners[centres[next++]] = power;
  expect(next).toBeLessThanOrEqual(centres.length);
  return { ...state, endYear, position: { ...state.position, year, season: 'winter', owners } };
}

describe('seed 000 III with XIV.2: most centres per player after the end year', () => {
  it('Romania 1198, four players: Bistrița 10 + Timișoara 10 beat Zalău 12 + Brașov 0 after Autumn 1210', () => {
    const start = romania.initialState('standard', { setup: 'romania-4' });
    const end = gameEnd(dealt(romaniaMap, start, { zalau: 12, brasov: 0, bistrita: 10, timisoara: 10, targumures: 9, oradea: 5, cluj: 4 }, 1210), romaniaMap)!;
    expect(end.winners).toEqual(['bistrita+timisoara']);
  });
  it('Romania 1198, two players: the side with more centres in all wins, not the side of the biggest region', () => {
    const start = romania.initialState('standard', { setup: 'romania-2' });
    const end = gameEnd(dealt(romaniaMap, start, { zalau: 14, oradea: 2, brasov: 2, bistrita: 7, targumures: 7, timisoara: 7 }, 1210), romaniaMap)!;
    expect(end.winners).toEqual(['bistrita+targumures+timisoara']);
  });
  it('standard Diplomacy, four players: Italy 6 + Russia 6 beat England 9', () => {
    const start = diplomacy.initialState('standard', { setup: '4', endYear: '1905' });
    const end = gameEnd(dealt(standardMap, start, { england: 9, austria: 3, france: 4, germany: 2, turkey: 4, italy: 6, russia: 6 }, 1905), standardMap)!;
    expect(end.winners).toEqual(['italy+russia']);
  });
  it('standard Diplomacy, seven players: one power a seat, most centres wins, ties shared', () => {
    const start = diplomacy.initialState('standard', { setup: '7', endYear: '1905' });
    const end = gameEnd(dealt(standardMap, start, { england: 9, austria: 3, france: 9, germany: 2, turkey: 4, italy: 6, russia: 1 }, 1905), standardMap)!;
    expect(end.winners.sort()).toEqual(['england', 'france']);
  });
  it('seed 000 II and XIV.2 note: 18 centres win only in one power, however many the player holds in all', () => {
    const start = diplomacy.initialState('standard', { setup: '4' });
    expect(gameEnd(dealt(standardMap, start, { austria: 10, france: 10 }, 1905, null), standardMap)).toBeNull();
    expect(gameEnd(dealt(standardMap, start, { austria: 18, france: 1 }, 1905, null), standardMap)!.winners).toEqual(['austria+france']);
  });
});

describe("a game's one-line summary counts centres as the game is won: per player, then the neutrals", () => {
  it('two players: each side in all, and neutral Italy on its own', () => {
    const start = diplomacy.initialState('standard', { setup: '2' });
    expect(diplomacy.summary(start, 'en')).toBe('England + France + Russia 10 · Germany + Austria-Hungary + Turkey 9 · Italy 3');
  });
  it('seven players: one power a seat, most first', () => {
    const start = diplomacy.initialState('standard', { setup: '7' });
    const state = dealt(standardMap, start, { england: 9, austria: 3, france: 2 }, 1905);
    expect(diplomacy.summary(state, 'en')).toBe('England 9 · Austria-Hungary 3 · France 2');
  });
  it('Romania 1198, four players: the two regions of a player together', () => {
    const start = romania.initialState('standard', { setup: 'romania-4' });
    const state = dealt(romaniaMap, start, { zalau: 12, brasov: 1, bistrita: 10, timisoara: 10 }, 1205);
    expect(romania.summary(state, 'en')).toMatch(/^Bistrița \+ Timișoara 20 · Zalău \+ Brașov 13$/);
  });
});
