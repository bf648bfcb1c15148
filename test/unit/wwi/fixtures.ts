/**
 * Small hand-made maps and states for rule tests, so each test shows the
 * situation it checks instead of depending on the generated Europe map.
 */
import { Board, type HexRecord, type MapData } from '../../../src/games/wwi/engine/board';
import { formatHexId, type HexId } from '../../../src/games/wwi/engine/hex';
import { emptyState } from '../../../src/games/wwi/engine/setup';
import type { WwiState } from '../../../src/games/wwi/engine/state';
import { SeededDice } from '../../../src/platform/dice';

export interface BoardSpec {
  columns: number;
  rows: number;
  /** Nation of every hex not listed in `hexes`. */
  nation?: string;
  /** Per-hex overrides. */
  hexes?: Record<HexId, Partial<HexRecord>>;
  transitAreas?: MapData['meta']['transitAreas'];
}

export function testMap(spec: BoardSpec): MapData {
  const hexes: HexRecord[] = [];
  for (let c = 1; c <= spec.columns; c++) {
    for (let r = 1; r <= spec.rows; r++) {
      const id = formatHexId(c, r);
      hexes.push({ id, map: 'main', terrain: 'clear', nation: spec.nation ?? 'france', ...spec.hexes?.[id] });
    }
  }
  return { meta: { transitAreas: spec.transitAreas ?? [] }, hexes };
}

export function testBoard(spec: BoardSpec): Board {
  return new Board(testMap(spec));
}

/** Put units on hexes: { 'germany:1': '0303' }. Units not named stay in the pool. */
export function withUnits(state: WwiState, placement: Record<string, HexId>): WwiState {
  const next = structuredClone(state);
  for (const [id, hex] of Object.entries(placement)) {
    const unit = next.units.find((u) => u.id === id);
    if (!unit) throw new Error(`no unit ${id} in the counter mix`);
    unit.status = 'map';
    unit.hex = hex;
  }
  return next;
}

/** A position in play: both sides have joined the shared dice (a share each), unless the patch says otherwise. */
export function stateWith(placement: Record<string, HexId>, patch: Partial<WwiState> = {}): WwiState {
  return { ...withUnits(emptyState(), placement), diceContributions: { allies: 1, central: 1 }, ...patch };
}


/** A dice state whose next roll is `die`: lets a test replay a printed example exactly. */
export function diceRolling(die: number): [number, number, number, number] {
  for (let i = 0; i < 10_000; i++) {
    const snapshot = new SeededDice(new Uint8Array([i & 255, i >> 8, 7])).snapshot();
    if (SeededDice.restore(snapshot).roll(6) === die) return snapshot;
  }
  throw new Error(`no seed rolls ${die}`);
}

/**
 * A front line: France in columns 01-05 (column 01 is the west map edge), Germany in
 * 06-10 with two German and two Austro-Hungarian supply cities; other nations can take either half.
 */
export function frontBoard(extra: Record<string, Partial<HexRecord>> = {}, west = 'france', east = 'germany'): Board {
  const hexes: Record<string, Partial<HexRecord>> = {};
  for (let c = 1; c <= 10; c++) {
    for (let r = 1; r <= 9; r++) {
      const id = formatHexId(c, r);
      hexes[id] = { nation: c <= 5 ? west : east, ...(c === 1 ? { edge: 'west' as const } : {}), ...(c === 10 ? { edge: 'east' as const } : {}) };
    }
  }
  hexes['0905'] = { ...hexes['0905'], city: 'Berlin', supply: true };
  hexes['0907'] = { ...hexes['0907'], city: 'Essen', supply: true };
  hexes['0902'] = { ...hexes['0902'], nation: 'austria-hungary', city: 'Vienna', supply: true };
  hexes['0909'] = { ...hexes['0909'], nation: 'austria-hungary', city: 'Budapest', supply: true };
  for (const [id, patch] of Object.entries(extra)) hexes[id] = { ...hexes[id], ...patch };
  return testBoard({ columns: 10, rows: 9, hexes });
}
