import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { controllerOf, alignmentOf } from '../../../src/games/wwi/engine/sides';
import { CHARTS } from '../../../src/games/wwi/engine/charts';

const board = europeBoard();
const placeOf = (name: string) => [...board.allHexes()].find((h) => h.city === name)!.id;

describe('the historical set-up of September 1914 (seed 002 11.1, 11.15, 11.31)', () => {
  const state = wwiGame.initialState('historical', {}, new Uint8Array(16));

  it('starts with the Belgium Germany had overrun under Central control, Antwerp still Allied', () => {
    expect(controllerOf(state, board, placeOf('Brussels'))).toBe('central');
    expect(controllerOf(state, board, placeOf('Liege'))).toBe('central');
    expect(controllerOf(state, board, placeOf('Antwerp'))).toBe('allies');
    for (const hex of board.allHexes()) {
      if (hex.nation !== 'belgium' || !board.isPlayable(hex.id) || hex.id === placeOf('Antwerp')) continue;
      expect(controllerOf(state, board, hex.id), hex.id).toBe('central');
    }
  });

  it('gives each side control of the enemy hexes its armies stand on', () => {
    const onEnemySoil = state.units.filter((u) => u.status === 'map' && alignmentOf(state, board.hex(u.hex!).nation) === (alignmentOf(state, u.nation) === 'allies' ? 'central' : 'allies'));
    expect(onEnemySoil.some((u) => u.nation === 'germany' && board.hex(u.hex!).nation === 'france')).toBe(true);
    for (const unit of onEnemySoil) expect(controllerOf(state, board, unit.hex!), unit.id).toBe(alignmentOf(state, unit.nation));
    // France's own ground away from the armies stays French.
    expect(controllerOf(state, board, placeOf('Paris'))).toBe('allies');
  });

  it('has the Belgian fortresses taken in August 1914 destroyed, the others standing (10.5)', () => {
    const fortAt = (name: string) => state.forts.find((f) => f.hex === placeOf(name))!;
    expect(fortAt('Liege').destroyed).toBe(true);
    expect(fortAt('Namur').destroyed).toBe(true);
    expect(fortAt('Antwerp').destroyed).toBe(false);
    expect(fortAt('Verdun').destroyed).toBe(false);
    expect(state.forts.filter((f) => f.destroyed).map((f) => f.hex).sort()).toEqual([...CHARTS.setupHistoricalFallenForts].sort());
  });

  it('leaves the free set-up without any of it (11.2)', () => {
    const free = wwiGame.initialState('free', {}, new Uint8Array(16));
    expect(Object.keys(free.control)).toEqual([]);
    expect(free.forts.some((f) => f.destroyed)).toBe(false);
  });

  it('keeps that control through the link', () => {
    const decoded = wwiGame.decodeState(wwiGame.encodeState(state));
    expect(decoded.control).toEqual(state.control);
    expect(decoded.forts).toEqual(state.forts);
  });
});
