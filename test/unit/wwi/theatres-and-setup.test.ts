/** Stosstruppen followers, sea supply on the Black Sea, the Caucasus inset and the free set-up (seed 002). */
import { describe, expect, it } from 'vitest';
import { applyAttackerChoice, checkAttackerChoice } from '../../../src/games/wwi/engine/losses';
import { isInSupply } from '../../../src/games/wwi/engine/supply';
import { checkMove } from '../../../src/games/wwi/engine/movement';
import { checkFreeSetup, freeSetupState } from '../../../src/games/wwi/engine/scenario';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { CHARTS } from '../../../src/games/wwi/engine/charts';
import { unitById, type WwiState } from '../../../src/games/wwi/engine/state';
import { frontBoard, stateWith, testBoard } from './fixtures';

const rule = (r: { ok: boolean; refusal?: { rule: string } }) => (r.ok ? null : r.refusal!.rule);

describe('Stosstruppen followers (seed 002 10.45)', () => {
  const board = frontBoard();
  function afterInfiltration(): WwiState {
    const state = stateWith({ 'germany:1': '0604', 'germany:2': '0704' }, { phase: 'attack', attackPhase: 1, superior: 'central', turn: 6 });
    state.units = state.units.map((u) => (u.id === 'germany:1' ? { ...u, stosstruppen: true } : u));
    return {
      ...state,
      engaged: ['germany:1'],
      attackedHexes: ['0505'],
      pending: {
        stage: 'attacker', attackers: ['germany:1'], defenderHex: '0505', defenders: [], attackerLoss: 0, defenderLoss: 2, retreatCap: 2,
        minimumRetreat: 1, infiltration: true, retreatPath: [], defenderUnsupplied: false, fortCanBeTaken: false, thirdRound: false,
      },
    };
  }

  it('lets an unengaged neighbour move into the hex the Stosstruppen army left', () => {
    const state = afterInfiltration();
    const choice = { advance: [{ unit: 'germany:1', path: ['0505'] }, { unit: 'germany:2', path: ['0604'] }] };
    expect(checkAttackerChoice(state, board, choice).ok).toBe(true);
    const after = applyAttackerChoice(state, board, choice);
    expect([unitById(after, 'germany:1').hex, unitById(after, 'germany:2').hex]).toEqual(['0505', '0604']);
  });

  it('refuses followers without an infiltration attack or after they fought', () => {
    const plain = { ...afterInfiltration(), pending: { ...afterInfiltration().pending!, infiltration: false } };
    const choice = { advance: [{ unit: 'germany:1', path: ['0505'] }, { unit: 'germany:2', path: ['0604'] }] };
    expect(rule(checkAttackerChoice(plain, board, choice))).toBe('10.45');
    const fought = { ...afterInfiltration(), engaged: ['germany:1', 'germany:2'] };
    expect(rule(checkAttackerChoice(fought, board, choice))).toBe('10.45');
  });
});

describe('sea supply on the Black Sea (seed 002 7.17, 5.43)', () => {
  const board = testBoard({
    columns: 8,
    rows: 6,
    nation: 'russia',
    hexes: { '0303': { seaSides: { n: 'black-sea' } }, '0706': { nation: 'turkey', seaSides: { s: 'straits' } } },
  });

  it('lasts only while the Straits are open', () => {
    const open = stateWith({ 'britain:BEF': '0303' }, { seaSupply: ['0303'] });
    expect(isInSupply(open, board, '0303', 'britain')).toBe(true);
    const closed = stateWith({ 'britain:BEF': '0303', 'turkey:1': '0706' }, { seaSupply: ['0303'] });
    expect(isInSupply(closed, board, '0303', 'britain')).toBe(false);
  });
});

describe('the Caucasus (seed 002 10.8, 10.81, 10.82) on the generated map', () => {
  const board = europeBoard();
  const tiflis = [...board.allHexes()].find((h) => h.city === 'Tiflis')!.id;
  const kars = [...board.allHexes()].find((h) => h.city === 'Kars')!.id;

  it('supplies Russians in the Caucasus through the South Russia transit area to the east edge', () => {
    const state = stateWith({ 'russia:1': kars });
    expect(isInSupply(state, board, kars, 'russia')).toBe(true);
    expect(board.hex(tiflis).transit).toBe('south-russia');
  });

  it('lets no British, French or US army land on a Caucasus coast of the Black Sea, even with the Straits open (10.8)', () => {
    const landings = [...board.allHexes()].filter((h) => h.map === 'caucasus' && board.bordersSea(h.id, 'black-sea'));
    expect(landings.length).toBeGreaterThan(0);
    const port = [...board.allHexes()].find((h) => h.map === 'main' && h.nation === 'france' && h.terrain === 'clear' && board.isCoastal(h.id) && !board.bordersSea(h.id, 'baltic'))!;
    const state = stateWith({ 'britain:BEF': port.id }, { phase: 'allied-movement', turn: 2 });
    for (const hex of landings) {
      expect(rule(checkMove(state, board, { unit: 'britain:BEF', bySea: true, steps: [{ to: hex.id }] })), hex.id).toBe('10.8');
    }
  });

  it('keeps the South Russia transit area closed to anyone but Russians', () => {
    const state = stateWith({ 'britain:BEF': tiflis }, { phase: 'allied-movement', turn: 2 });
    expect(checkMove(state, board, { unit: 'britain:BEF', steps: [], enterTransit: 'south-russia' }).ok).toBe(false);
    const russian = stateWith({ 'russia:1': tiflis }, { phase: 'allied-movement', turn: 2 });
    expect(checkMove(russian, board, { unit: 'russia:1', steps: [], enterTransit: 'south-russia' }).ok).toBe(true);
  });
});

describe('free set-up (seed 002 11.2, 11.21)', () => {
  const board = europeBoard();
  const state = freeSetupState(board, new Uint8Array([9]));
  const hexesOf = (nation: string) => [...board.allHexes()].filter((h) => h.nation === nation && board.isPlayable(h.id) && !h.transit).map((h) => h.id).sort();

  function alliedPlacements(frenchIn = 'france') {
    const french = hexesOf(frenchIn);
    const placements = ['1', '2', '3', '4', '5', '6', '9'].map((army, i) => ({ unit: `france:${army}`, hex: french[i] }));
    placements.push({ unit: 'britain:BEF', hex: french[7] });
    hexesOf('serbia').slice(0, 3).forEach((hex, i) => placements.push({ unit: `serbia:${i + 1}`, hex }));
    ['1', '3', '4', '5', '6', '7', '8', '9', '10'].forEach((army, i) => placements.push({ unit: `russia:${army}`, hex: hexesOf('russia')[i] }));
    return placements;
  }

  it('starts with the neutrals in place and the Allies to set up first; Belgium still neutral', () => {
    expect(state.phase).toBe('setup-allies');
    expect(state.nations['belgium'].alignment).toBe('neutral');
    expect(state.units.filter((u) => u.status === 'map').every((u) => CHARTS.counters[u.nation].side === 'neutral')).toBe(true);
  });

  it('accepts seven French armies and the BEF in France, three Serbian and nine Russian armies at home', () => {
    expect(checkFreeSetup(state, board, 'allies', alliedPlacements()).ok).toBe(true);
  });

  it('refuses armies outside their own countries or the wrong number of them', () => {
    expect(rule(checkFreeSetup(state, board, 'allies', alliedPlacements('belgium')))).toBe('11.21');
    expect(rule(checkFreeSetup(state, board, 'allies', alliedPlacements().slice(1)))).toBe('11.21');
  });
});
