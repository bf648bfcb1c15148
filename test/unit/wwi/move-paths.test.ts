/**
 * Movement actions in links with their paths as directions (move-paths.ts): a
 * whole phase of long rail moves written hex by hex pushed some game links
 * past 2,000 characters. Actions of the earlier layout still read; crafted
 * paths are refused.
 */
import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { WwiIndex, decodeWwiAction, encodeWwiAction } from '../../../src/games/wwi/engine/codec';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { playBotGame } from '../../../src/games/wwi/engine/self-play';
import { applyMove } from '../../../src/games/wwi/engine/movement';
import { sideToAct } from '../../../src/games/wwi/engine/sequence';
import { seedOfGame } from '../../../src/games/wwi/engine/invariants';
import { MalformedError, TruncatedError, bitsFor } from '../../../src/platform/codec/bits';
import { DIRECTIONS, neighbourId } from '../../../src/games/wwi/engine/hex';
import type { WwiAction } from '../../../src/games/wwi/engine/actions';
import type { WwiState } from '../../../src/games/wwi/engine/state';

const index = new WwiIndex(europeBoard());
type MoveAction = Extract<WwiAction, { kind: 'move' }>;

/** The movement phase with the most steps in the first turns of an automated game, and the state it was played on. */
function longestMovePhase(): { before: WwiState; action: MoveAction } {
  let best: { before: WwiState; action: MoveAction; steps: number } | null = null;
  playBotGame({
    seed: seedOfGame(10_010),
    untilTurn: 4,
    onStep: (before, _after, step) => {
      if (step.action.kind !== 'move') return;
      const steps = step.action.moves.reduce((n, m) => n + m.steps.length, 0);
      if (!best || steps > best.steps) best = { before, action: step.action, steps };
    },
  });
  return best!;
}

describe('World War I move actions in links', () => {
  const { before, action } = longestMovePhase();

  it('write a movement phase by direction, saving all but 3 bits of each step\'s hex, and read it back whole', () => {
    const compact = wwiGame.encodeAction(before, 'allies', action);
    const hexByHex = encodeWwiAction(action, index, !!before.declared);
    const steps = action.moves.reduce((n, m) => n + m.steps.length, 0);
    expect(steps).toBeGreaterThan(40);
    expect(wwiGame.decodeAction(before, 'allies', compact)).toEqual(action);
    // A step by direction: 3 bits beside the rail bit instead of the hex's index; the layout's mark and padding cost at most two bytes.
    expect((hexByHex.length - compact.length) * 8).toBeGreaterThanOrEqual(steps * (bitsFor(index.hexes.length) - 3) - 16);
  });

  it('still read a move action of the earlier layout (hex by hex) the same', () => {
    const hexByHex = encodeWwiAction(action, index, !!before.declared);
    expect(wwiGame.decodeAction(before, 'allies', hexByHex)).toEqual(action);
  });

  it('write a step that is no neighbour (a sea move, out of a transit area) as a whole hex', () => {
    const unit = before.units.find((u) => u.status === 'map' && u.hex)!;
    const far = index.hexes.find((h) => h !== unit.hex && !DIRECTIONS.some((d) => neighbourId(unit.hex!, d) === h))!;
    const sea: MoveAction = { kind: 'move', moves: [{ unit: unit.id, bySea: true, steps: [{ to: far }] }] };
    expect(wwiGame.decodeAction(before, 'allies', wwiGame.encodeAction(before, 'allies', sea))).toEqual(sea);
  });

  it('refuses a direction that leads off the map, the new layout read without the state it follows, and nothing else throws', () => {
    const unit = before.units.find((u) => u.status === 'map' && u.hex)!;
    const onMap = (h: string | null) => h !== null && index.hasHex(h);
    // A hex with a neighbour to the north on the map, and one on the top edge.
    const inner = index.hexes.find((h) => onMap(neighbourId(h, 'n')))!;
    const edge = index.hexes.find((h) => !onMap(neighbourId(h, 'n')))!;
    const standing = (hex: string): WwiState => ({ ...before, units: before.units.map((u) => (u.id === unit.id ? { ...u, hex } : u)) });
    const north: MoveAction = { kind: 'move', moves: [{ unit: unit.id, steps: [{ to: neighbourId(inner, 'n')! }] }] };
    const bytes = wwiGame.encodeAction(standing(inner), 'allies', north);
    expect(wwiGame.decodeAction(standing(inner), 'allies', bytes)).toEqual(north);
    // The same bytes for a unit on the top edge: north is off the map.
    expect(() => wwiGame.decodeAction(standing(edge), 'allies', bytes)).toThrow(MalformedError);
    expect(() => decodeWwiAction(bytes, index, !!before.declared)).toThrow(MalformedError);
    // Every single bit flipped: read as some other action, or refused as malformed or cut short; never another error.
    const outcomes = new Set<string>();
    for (let flip = 0; flip < bytes.length * 8; flip++) {
      const crafted = bytes.slice();
      crafted[flip >> 3]! ^= 0x80 >> (flip & 7);
      try {
        wwiGame.decodeAction(standing(inner), 'allies', crafted);
        outcomes.add('read');
      } catch (error) {
        outcomes.add(error instanceof MalformedError || error instanceof TruncatedError ? 'refused' : String(error));
      }
    }
    expect([...outcomes].sort()).toEqual(['read', 'refused']);
  });
});

describe('a phase of moves applied on one copy', () => {
  it('ends where the moves applied one by one, each on its own copy, end; the state before is untouched', () => {
    const { before, action } = longestMovePhase();
    const board = europeBoard();
    const snapshot = JSON.stringify(before);
    let oneByOne = before;
    for (const move of action.moves) oneByOne = applyMove(oneByOne, board, move);
    const together = wwiGame.apply(before, new Map([[sideToAct(before)!, action]]));
    for (const unit of oneByOne.units) expect(together.units.find((u) => u.id === unit.id)?.hex, unit.id).toBe(unit.hex);
    expect(together.control).toEqual(oneByOne.control);
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});
