import { describe, expect, it } from 'vitest';
import { standardMap as map } from '../../../src/games/diplomacy/engine/map';
import { initialPosition } from '../../../src/games/diplomacy/engine/position';
import { defaultOrderLines, orderOwner, unitsToOrder } from '../../../src/games/diplomacy/ui/seat-orders';
import { provinceInDirection } from '../../../src/games/diplomacy/ui/focus-step';

describe('a seat\'s order box (pure)', () => {
  const position = initialPosition(map);
  it('lists the units its powers order and fills the missing ones with holds', () => {
    const units = unitsToOrder(position, ['france']);
    expect(units.map((u) => u.loc).sort()).toEqual(['bre', 'mar', 'par']);
    expect(defaultOrderLines(map, position, units, ['par'], 'en')).toHaveLength(2);
    expect(orderOwner(map, position, { kind: 'hold', unit: { type: 'A', loc: 'par' } }, ['france'])).toBe('france');
    expect(orderOwner(map, position, { kind: 'hold', unit: { type: 'A', loc: 'par' } }, ['england'])).toBeUndefined();
  });
  it('steps the keyboard focus to the space ahead in the pressed direction', () => {
    const spaces = { a: { unit: [0, 0] as [number, number] }, b: { unit: [10, 1] as [number, number] }, c: { unit: [-10, 0] as [number, number] }, d: { unit: [5, 9] as [number, number] } };
    expect(provinceInDirection(spaces, 'a', [1, 0])).toBe('b');
    expect(provinceInDirection(spaces, 'a', [-1, 0])).toBe('c');
    expect(provinceInDirection(spaces, 'c', [0, -1])).toBeNull();
  });
});
