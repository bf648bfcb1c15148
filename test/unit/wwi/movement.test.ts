import { describe, expect, it } from 'vitest';
import { applyMove, austroHungariansOutOfPlace, checkEndOfMovement, checkMove, straitsOpen, type UnitMove } from '../../../src/games/wwi/engine/movement';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { stateWith, testBoard, withUnits } from './fixtures';

const alliedPhase: Partial<WwiState> = { phase: 'allied-movement', turn: 2 };
const line = (...hexes: string[]) => hexes.map((to) => ({ to }));
const rail = (...hexes: string[]) => hexes.map((to) => ({ to, rail: true }));

function refusalRule(result: ReturnType<typeof checkMove>): string | null {
  return result.ok ? null : result.refusal.rule;
}

describe('movement points and terrain (seed 002 5.0, 5.1, terrain effects chart)', () => {
  const board = testBoard({ columns: 12, rows: 9, hexes: { '0305': { terrain: 'rough' } } });
  const state = stateWith({ 'france:1': '0105' }, alliedPhase);

  it('lets a unit spend up to 5 MP on clear hexes, one each', () => {
    const move: UnitMove = { unit: 'france:1', steps: line('0205', '0305', '0405', '0505') };
    const result = checkMove(state, board, move);
    expect(result.ok && result.value.cost).toBe(5); // 1 + 2 (rough) + 1 + 1
    expect(refusalRule(checkMove(state, board, { unit: 'france:1', steps: line('0205', '0305', '0405', '0505', '0605') }))).toBe('5.0');
  });

  it('requires a path of adjacent hexes (5.1)', () => {
    expect(refusalRule(checkMove(state, board, { unit: 'france:1', steps: line('0305') }))).toBe('5.1');
  });

  it('forbids sea, lake and blocked hexsides and prohibited hexes', () => {
    const walls = testBoard({
      columns: 6,
      rows: 6,
      hexes: { '0303': { seaSides: { n: 'north-sea' }, lakeSides: ['ne'], blockedSides: ['se'] }, '0203': { terrain: 'prohibited' } },
    });
    const s = stateWith({ 'france:1': '0303' }, alliedPhase);
    for (const to of ['0302', '0402', '0403', '0203']) expect(refusalRule(checkMove(s, walls, { unit: 'france:1', steps: line(to) }))).toBe('5.1');
  });

  it('lets units cross crossing arrows for one extra MP (5.6)', () => {
    const strait = testBoard({ columns: 6, rows: 6, hexes: { '0303': { seaSides: { s: 'straits' }, crossing: ['s'] } } });
    const s = stateWith({ 'france:1': '0303' }, alliedPhase);
    const result = checkMove(s, strait, { unit: 'france:1', steps: line('0304') });
    expect(result.ok && result.value.cost).toBe(2);
  });
});

describe('stacking (seed 002 5.2)', () => {
  const board = testBoard({ columns: 9, rows: 9 });

  it('lets units pass through friends but not end the phase stacked', () => {
    const state = stateWith({ 'france:1': '0105', 'france:2': '0205' }, alliedPhase);
    const through = { unit: 'france:1', steps: line('0205', '0305') };
    expect(checkMove(state, board, through).ok).toBe(true);
    const stacked = applyMove(state, board, { unit: 'france:1', steps: line('0204', '0205') });
    expect(checkEndOfMovement(stacked, board).ok).toBe(false);
    expect(checkEndOfMovement(applyMove(state, board, through), board).ok).toBe(true);
  });

  it('never lets a unit enter an enemy-occupied hex', () => {
    const state = stateWith({ 'france:1': '0205', 'germany:1': '0305' }, alliedPhase);
    expect(refusalRule(checkMove(state, board, { unit: 'france:1', steps: line('0305') }))).toBe('5.2');
  });
});

describe('zones of control in movement (seed 002 4.0, 4.2, 4.3)', () => {
  const board = testBoard({ columns: 12, rows: 9 });

  it('stops a unit entering an enemy ZOC, at no extra cost', () => {
    const state = stateWith({ 'france:1': '0105', 'germany:1': '0405' }, alliedPhase);
    const into = checkMove(state, board, { unit: 'france:1', steps: line('0205', '0305') });
    expect(into.ok && into.value.cost).toBe(2);
    expect(refusalRule(checkMove(state, board, { unit: 'france:1', steps: line('0205', '0305', '0306') }))).toBe('4.0');
  });

  it('lets a unit leave an enemy ZOC at the start of its move, but not straight into another', () => {
    // 0404 touches germany:2 at 0304; 0405 touches neither German army.
    const state = stateWith({ 'france:1': '0505', 'germany:1': '0605', 'germany:2': '0304' }, alliedPhase);
    expect(checkMove(state, board, { unit: 'france:1', steps: line('0405', '0305') }).ok).toBe(true);
    expect(refusalRule(checkMove(state, board, { unit: 'france:1', steps: line('0404') }))).toBe('4.3');
  });
});

describe('rail movement (seed 002 5.3-5.34)', () => {
  // A railway along row 05 from the west edge (0105) to 1205.
  const hexes: Record<string, object> = { '0105': { edge: 'west' } };
  for (let c = 1; c <= 12; c++) {
    const id = `${String(c).padStart(2, '0')}05`;
    // Along one row: odd columns meet their east neighbour across 'se', even columns across 'ne'.
    hexes[id] = { ...(hexes[id] ?? {}), rail: c % 2 === 1 ? ['se', 'sw'] : ['ne', 'nw'] };
  }
  const board = testBoard({ columns: 12, rows: 9, hexes });

  it('costs a third of a movement point per rail hex, rounded down', () => {
    const state = stateWith({ 'france:1': '0105' }, alliedPhase);
    const path = railPath('0105', 9);
    const result = checkMove(state, board, { unit: 'france:1', steps: path.map((to) => ({ to, rail: true })) });
    expect(result.ok && result.value.cost).toBe(3);
  });

  it('may be combined with normal movement but used only once per phase (5.33)', () => {
    const state = stateWith({ 'france:1': '0105' }, alliedPhase);
    const path = railPath('0105', 4);
    const mixed = [...path.slice(0, 2).map((to) => ({ to, rail: true })), { to: path[2] }, { to: path[3], rail: true }];
    expect(refusalRule(checkMove(state, board, { unit: 'france:1', steps: mixed }))).toBe('5.33');
    const combined = [...path.slice(0, 3).map((to) => ({ to, rail: true })), { to: '0406' }];
    expect(checkMove(state, board, { unit: 'france:1', steps: combined }).ok).toBe(true);
  });

  it('needs a rail line to a friendly supply source free of enemy units and ZOC (5.32)', () => {
    const cut = stateWith({ 'france:1': '0605', 'germany:1': '0304' }, alliedPhase);
    const path = railPath('0605', 3);
    expect(refusalRule(checkMove(cut, board, { unit: 'france:1', steps: path.map((to) => ({ to, rail: true })) }))).toBe('5.32');
    const open = stateWith({ 'france:1': '0605' }, alliedPhase);
    expect(checkMove(open, board, { unit: 'france:1', steps: path.map((to) => ({ to, rail: true })) }).ok).toBe(true);
  });

  it('needs a rail line that does not pass through a neutral country, as supply may not (5.32, 7.3)', () => {
    const neutralBoard = testBoard({ columns: 12, rows: 9, hexes: { ...hexes, '0305': { ...hexes['0305'], nation: 'holland' }, '0405': { ...hexes['0405'], nation: 'holland' } } });
    const state = stateWith({ 'france:1': '0605' }, alliedPhase);
    expect(state.nations['holland'].alignment).toBe('neutral');
    const path = railPath('0605', 3);
    expect(refusalRule(checkMove(state, neutralBoard, { unit: 'france:1', steps: path.map((to) => ({ to, rail: true })) }))).toBe('5.32');
    // Once Holland is at war on the Allied side, the same line serves.
    const joined = structuredClone(state);
    joined.nations['holland'].alignment = 'allies';
    expect(checkMove(joined, neutralBoard, { unit: 'france:1', steps: path.map((to) => ({ to, rail: true })) }).ok).toBe(true);
  });

  it('stops rail movement on entering an enemy ZOC (5.34)', () => {
    const state = stateWith({ 'france:1': '0105', 'germany:1': '0604' }, alliedPhase);
    const path = railPath('0105', 7);
    expect(refusalRule(checkMove(state, board, { unit: 'france:1', steps: path.map((to) => ({ to, rail: true })) }))).toBe('4.0');
  });

  it('refuses rail steps where no railway runs', () => {
    const state = stateWith({ 'france:1': '0105' }, alliedPhase);
    expect(refusalRule(checkMove(state, board, { unit: 'france:1', steps: rail('0106') }))).toBe('5.3');
  });

  function railPath(from: string, length: number): string[] {
    const out: string[] = [];
    let current = from;
    for (let i = 0; i < length; i++) {
      const column = Number(current.slice(0, 2)) + 1;
      current = `${String(column).padStart(2, '0')}05`;
      out.push(current);
    }
    return out;
  }
});

describe('sea movement (seed 002 5.4-5.47)', () => {
  const board = testBoard({
    columns: 12,
    rows: 9,
    hexes: {
      '0102': { seaSides: { n: 'north-sea' } },
      '0104': { seaSides: { n: 'baltic' } },
      '0107': { terrain: 'rough', seaSides: { s: 'atlantic' } },
      '0908': { seaSides: { s: 'aegean' } },
      '1008': { nation: 'greece', seaSides: { s: 'aegean' } },
      '1108': { terrain: 'rough', seaSides: { s: 'adriatic' } },
      '1202': { nation: 'turkey', seaSides: { n: 'straits' } },
      '1204': { nation: 'russia', seaSides: { se: 'black-sea' } },
      '1208': { nation: 'russia', map: 'caucasus', seaSides: { s: 'black-sea' } },
    },
  });
  const state = stateWith({ 'britain:BEF': '0102', 'france:1': '0104', 'france:2': '0107' }, alliedPhase);

  it('moves one British, French or US unit from a clear coast to the clear Aegean or Adriatic coast for all its MP', () => {
    const result = checkMove(state, board, { unit: 'britain:BEF', bySea: true, steps: [{ to: '0908' }] });
    expect(result.ok && result.value.cost).toBe(5);
    const after = applyMove(state, board, { unit: 'britain:BEF', bySea: true, steps: [{ to: '0908' }] });
    // Only one per Allied movement phase; the landing hex supplies like the west edge (5.47).
    expect(refusalRule(checkMove(withUnits(after, { 'france:3': '0102' }), board, { unit: 'france:3', bySea: true, steps: [{ to: '0908' }] }))).toBe('5.4');
    expect(after.seaSupply).toContain('0908');
  });

  it('starts only on clear coast away from the Baltic (5.42) and ends only where 5.43 allows', () => {
    expect(refusalRule(checkMove(state, board, { unit: 'france:1', bySea: true, steps: [{ to: '0908' }] }))).toBe('5.42');
    expect(refusalRule(checkMove(state, board, { unit: 'france:2', bySea: true, steps: [{ to: '0908' }] }))).toBe('5.42');
    expect(refusalRule(checkMove(state, board, { unit: 'britain:BEF', bySea: true, steps: [{ to: '1108' }] }))).toBe('5.43');
    expect(refusalRule(checkMove(state, board, { unit: 'britain:BEF', bySea: true, steps: [{ to: '0505' }] }))).toBe('5.43');
  });

  it('reaches the Straits and the Black Sea only while no neutral or enemy holds a hex on the Straits (5.43)', () => {
    expect(straitsOpen(state, board)).toBe(true);
    expect(checkMove(state, board, { unit: 'britain:BEF', bySea: true, steps: [{ to: '1204' }] }).ok).toBe(true);
    const guarded = withUnits(state, { 'turkey:1': '1202' });
    expect(straitsOpen(guarded, board)).toBe(false);
    expect(refusalRule(checkMove(guarded, board, { unit: 'britain:BEF', bySea: true, steps: [{ to: '1204' }] }))).toBe('5.43');
  });

  it('never ends on the Caucasus map, where only Russian and Turkish units may go, even with the Straits open (10.8)', () => {
    expect(straitsOpen(state, board)).toBe(true);
    expect(refusalRule(checkMove(state, board, { unit: 'britain:BEF', bySea: true, steps: [{ to: '1208' }] }))).toBe('10.8');
    expect(refusalRule(checkMove(state, board, { unit: 'france:1', bySea: true, steps: [{ to: '1208' }] }))).toBe('5.42');
  });

  it('is reserved to the three western Allies and cannot be combined (5.4, 5.41)', () => {
    const russians = withUnits(state, { 'russia:1': '0102' });
    const moved = { ...russians, units: russians.units.map((u) => (u.id === 'britain:BEF' ? { ...u, status: 'pool' as const, hex: null } : u)) };
    expect(refusalRule(checkMove(moved, board, { unit: 'russia:1', bySea: true, steps: [{ to: '0908' }] }))).toBe('5.4');
    expect(refusalRule(checkMove(state, board, { unit: 'britain:BEF', bySea: true, steps: [{ to: '0908' }, { to: '0907' }] }))).toBe('5.41');
  });

  it('invading a neutral coast by sea brings that neutral in against the invader (9.1)', () => {
    const after = applyMove(state, board, { unit: 'britain:BEF', bySea: true, steps: [{ to: '1008' }] });
    expect(after.nations['greece'].alignment).toBe('central');
    expect(after.vp.central).toBe(state.vp.central + 5);
  });
});

describe('transit areas (seed 002 5.5, 9.5, 10.81)', () => {
  const board = testBoard({
    columns: 9,
    rows: 9,
    hexes: { '0102': { transit: 'franco-italian' }, '0108': { nation: 'italy', transit: 'franco-italian' } },
    transitAreas: [{ id: 'franco-italian', name: 'Franco-Italian', entries: ['0102', '0108'] }],
  });

  it('is closed while Italy is neutral (9.5) and open once Italy is an Ally', () => {
    const neutral = stateWith({ 'france:1': '0202' }, alliedPhase);
    expect(refusalRule(checkMove(neutral, board, { unit: 'france:1', steps: line('0102'), enterTransit: 'franco-italian' }))).toBe('9.5');
    const allied = structuredClone(neutral);
    allied.nations['italy'].alignment = 'allies';
    expect(checkMove(allied, board, { unit: 'france:1', steps: line('0102'), enterTransit: 'franco-italian' }).ok).toBe(true);
  });

  it('takes the rest of the turn: out at the next Allied movement phase through an entry hex, never in and out at once (5.51-5.54)', () => {
    const start = stateWith({ 'france:1': '0202' }, alliedPhase);
    start.nations['italy'].alignment = 'allies';
    const inside = applyMove(start, board, { unit: 'france:1', steps: line('0102'), enterTransit: 'franco-italian' });
    expect(inside.units.find((u) => u.id === 'france:1')).toMatchObject({ status: 'transit', hex: null });
    expect(refusalRule(checkMove(inside, board, { unit: 'france:1', fromTransit: true, steps: line('0108') }))).toBe('5.54');
    const nextPhase = { ...inside, phaseSerial: inside.phaseSerial + 10 };
    expect(refusalRule(checkMove(nextPhase, board, { unit: 'france:1', fromTransit: true, steps: line('0107') }))).toBe('5.52');
    const out = applyMove(nextPhase, board, { unit: 'france:1', fromTransit: true, steps: line('0108', '0208') });
    expect(out.units.find((u) => u.id === 'france:1')).toMatchObject({ status: 'map', hex: '0208' });
  });

  it('is closed to Russians and Central Powers units (10.81)', () => {
    const s = stateWith({ 'germany:1': '0202' }, { phase: 'central-movement', turn: 2 });
    expect(checkMove(s, board, { unit: 'germany:1', steps: line('0102'), enterTransit: 'franco-italian' }).ok).toBe(false);
  });
});

describe('neutrals and special restrictions in movement', () => {
  it('brings a neutral into the war against the side whose unit enters it (9.1, 9.3, 9.4)', () => {
    const board = testBoard({ columns: 9, rows: 9, nation: 'germany', hexes: { '0505': { nation: 'holland' } } });
    const state = stateWith({ 'germany:1': '0405' }, { phase: 'central-movement', turn: 2 });
    const after = applyMove(state, board, { unit: 'germany:1', steps: line('0505') });
    expect(after.nations['holland'].alignment).toBe('allies');
    expect(after.nations['holland'].invadedBy).toBe('central');
    expect(after.vp.allies).toBe(25);
  });

  it('marks hexes passed through as controlled by the mover (11.31)', () => {
    const board = testBoard({ columns: 9, rows: 9, nation: 'france' });
    const state = stateWith({ 'germany:1': '0405' }, { phase: 'central-movement', turn: 2 });
    const after = applyMove(state, board, { unit: 'germany:1', steps: line('0505', '0605') });
    expect(after.control['0505']).toBe('central');
    expect(after.control['0605']).toBe('central');
  });

  it('flags Austro-Hungarian units ending movement in Belgium, France or Holland (10.6)', () => {
    const board = testBoard({ columns: 9, rows: 9, nation: 'austria-hungary', hexes: { '0505': { nation: 'france' } } });
    const state = stateWith({ 'austria-hungary:1': '0505', 'austria-hungary:2': '0303' });
    expect(austroHungariansOutOfPlace(state, board).map((u) => u.id)).toEqual(['austria-hungary:1']);
  });

  it('lets no unit move in turn 1 of the historical game (11.11)', () => {
    const board = testBoard({ columns: 9, rows: 9 });
    const state = stateWith({ 'france:1': '0505' }, { phase: 'allied-movement', turn: 1, scenario: 'historical' });
    expect(refusalRule(checkMove(state, board, { unit: 'france:1', steps: line('0506') }))).toBe('11.11');
  });
});
