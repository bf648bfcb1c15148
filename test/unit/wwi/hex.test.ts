import { describe, expect, it } from 'vitest';
import {
  directionBetween,
  fromAxial,
  hexDistance,
  hexLine,
  hexesInRange,
  neighbourId,
  neighbourIds,
  parseHexId,
  toAxial,
} from '../../../src/games/wwi/engine/hex';

describe('hex ids CCRR on flat-topped hexes', () => {
  it('round-trips ids through axial coordinates', () => {
    for (const id of ['0101', '0102', '0201', '0515', '3999', '6003']) expect(fromAxial(toAxial(id))).toBe(id);
  });

  it('rejects ids that are not four digits', () => {
    expect(() => parseHexId('101')).toThrow();
    expect(() => parseHexId('ab01')).toThrow();
  });

  it('gives odd columns neighbours on the same and previous row, even columns on the same and next row', () => {
    // Column 03 (odd) is not shifted: its north-east neighbour is on the row above.
    expect(neighbourId('0305', 'ne')).toBe('0404');
    expect(neighbourId('0305', 'se')).toBe('0405');
    // Column 04 (even) sits half a hex lower: its north-east neighbour is on the same row.
    expect(neighbourId('0405', 'ne')).toBe('0505');
    expect(neighbourId('0405', 'se')).toBe('0506');
    expect(neighbourId('0405', 'n')).toBe('0404');
    expect(neighbourId('0405', 'sw')).toBe('0306');
  });

  it('has six distinct neighbours, each at distance one and each pointing back', () => {
    const around = neighbourIds('1010');
    expect(new Set(around.map((n) => n.id)).size).toBe(6);
    for (const { id } of around) {
      expect(hexDistance('1010', id)).toBe(1);
      expect(directionBetween(id, '1010')).not.toBeNull();
    }
  });

  it('measures distance in hex steps', () => {
    expect(hexDistance('0101', '0101')).toBe(0);
    expect(hexDistance('0101', '0104')).toBe(3);
    expect(hexDistance('0101', '0401')).toBe(3);
    expect(hexDistance('0305', '0707')).toBe(4);
  });

  it('draws lines of adjacent hexes', () => {
    const line = hexLine('0102', '0806');
    expect(line[0]).toBe('0102');
    expect(line.at(-1)).toBe('0806');
    expect(line.length).toBe(hexDistance('0102', '0806') + 1);
    for (let i = 1; i < line.length; i++) expect(hexDistance(line[i - 1], line[i])).toBe(1);
  });

  it('lists the hexes within a range', () => {
    expect(hexesInRange('1010', 1)).toHaveLength(7);
    expect(hexesInRange('1010', 2)).toHaveLength(19);
  });
});
