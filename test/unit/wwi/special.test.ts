import { describe, expect, it } from 'vitest';
import { checkItaly, checkRussia, franceHasFallen, russianObjectivesTaken } from '../../../src/games/wwi/engine/special';
import { countVictoryPoints, winners } from '../../../src/games/wwi/engine/victory';
import { CHARTS } from '../../../src/games/wwi/engine/charts';
import { unitById } from '../../../src/games/wwi/engine/state';
import { frontBoard, stateWith, testBoard } from './fixtures';

const objectives = { '0202': { objective: true, city: 'Warsaw' }, '0204': { objective: true, city: 'Vilna' }, '0206': { objective: true, city: 'Kiev' }, '0208': { objective: true, city: 'Brest-Litovsk' }, '0402': { objective: true, city: 'Tiflis' } };

describe('Russian collapse and surrender (seed 002 10.1, 10.2, 10.21, 11.32)', () => {
  const board = frontBoard(objectives, 'russia', 'germany');

  it('collapses Russia at three objectives occupied or controlled: all RP lost', () => {
    const state = stateWith({ 'germany:1': '0202' }, { control: { '0204': 'central', '0206': 'central' } });
    expect(russianObjectivesTaken(state, board)).toBe(3);
    checkRussia(state, board);
    expect(state.nations['russia']).toMatchObject({ collapsed: true, surrendered: false, rp: 0 });
  });

  it('makes Russia surrender at four: armies removed, Russian forts destroyed, VP from the turn record track', () => {
    const state = stateWith({ 'russia:1': '0405' }, {
      turn: 7,
      control: { '0202': 'central', '0204': 'central', '0206': 'central', '0208': 'central' },
      forts: [{ hex: '0305', nation: 'russia', strength: 2, destroyed: false }],
    });
    checkRussia(state, board);
    expect(state.nations['russia'].surrendered).toBe(true);
    expect(unitById(state, 'russia:1').status).toBe('removed');
    expect(state.forts[0].destroyed).toBe(true);
    // The printed example: a surrender on turn 7 is worth 30 VP.
    expect(state.vp.central).toBe(30);
    expect(CHARTS.turns.find((t) => t.turn === 7)?.russianSurrenderVp).toBe(30);
  });

  it('a later surrender is worth less: the track falls every turn, through the printed 30 VP of turn 7 (11.32)', () => {
    const track = CHARTS.turns.map((t) => t.russianSurrenderVp);
    expect(track).toHaveLength(10);
    for (let i = 1; i < track.length; i++) expect(track[i], `turn ${i + 1}`).toBeLessThan(track[i - 1]);
    expect(track[6]).toBe(30);
  });

  it('a surrender in turn 8, the real one of 1917-18, scores that turn\'s value, not turn 7\'s', () => {
    const state = stateWith({ 'russia:1': '0405' }, {
      turn: 8,
      control: { '0202': 'central', '0204': 'central', '0206': 'central', '0208': 'central' },
    });
    checkRussia(state, board);
    expect(state.nations['russia'].surrendered).toBe(true);
    expect(state.vp.central).toBe(CHARTS.turns.find((t) => t.turn === 8)!.russianSurrenderVp);
    expect(state.vp.central).toBeLessThan(30);
  });

  it('does not count cities the Allies have taken back', () => {
    const state = stateWith({ 'russia:1': '0202' }, { control: { '0204': 'central' } });
    expect(russianObjectivesTaken(state, board)).toBe(1);
  });
});

describe('Italian surrender (seed 002 10.9)', () => {
  const board = testBoard({ columns: 6, rows: 6, nation: 'italy', hexes: { '0202': { city: 'Rome' }, '0404': { city: 'Milan' }, '0606': { nation: 'france' } } });

  it('happens when Central Powers units occupy every Italian city', () => {
    const state = stateWith({ 'germany:1': '0202', 'austria-hungary:1': '0404', 'italy:1': '0303', 'france:1': '0505', 'france:2': '0606' });
    state.nations['italy'].alignment = 'allies';
    state.nations['italy'].rp = 9;
    checkItaly(state, board);
    expect(state.nations['italy']).toMatchObject({ surrendered: true, rp: 0 });
    expect(unitById(state, 'italy:1').status).toBe('removed');
    expect(unitById(state, 'france:1').status).toBe('eliminated');
    expect(unitById(state, 'france:2').status).toBe('map');
  });

  it('does not happen while one Italian city is free', () => {
    const state = stateWith({ 'germany:1': '0202' });
    state.nations['italy'].alignment = 'allies';
    checkItaly(state, board);
    expect(state.nations['italy'].surrendered).toBe(false);
  });
});

describe('fall of France (seed 002 10.3)', () => {
  it('is the flag set when the Allies were pushed out, not a France momentarily empty', () => {
    expect(franceHasFallen(stateWith({ 'britain:BEF': '0705' }))).toBe(false);
    expect(franceHasFallen(stateWith({ 'britain:BEF': '0705' }, { franceFallen: true }))).toBe(true);
    expect(franceHasFallen(stateWith({ 'britain:BEF': '0305' }, { franceFallen: true }))).toBe(true);
  });
});

describe('victory (seed 002 11.3)', () => {
  it('counts 5 VP per resource centre held, the 75 VP blockade and the points already scored', () => {
    const board = frontBoard({ '0305': { resource: true, city: 'Paris' }, '0805': { resource: true } });
    const state = stateWith({}, { vp: { allies: 5, central: 0 }, control: { '0305': 'central' } });
    const count = countVictoryPoints(state, board);
    expect(count.allies).toBe(5 + CHARTS.victory.alliedBlockadeVp);
    expect(count.central).toBe(2 * CHARTS.victory.resourceCentreVp);
    expect(winners(count)).toEqual(['allies']);
    expect(winners({ allies: 10, central: 10, lines: [] })).toEqual([]);
  });
});
