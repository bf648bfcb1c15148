/**
 * The stored map picture writes every border once (src/cli/map-arcs.ts packs,
 * src/games/diplomacy/ui/map-arcs.ts unpacks): the paths come back, both
 * sides of a border stay one line, and the files a phone downloads shrink.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import standardJson from '../../../maps/diplomacy/standard-geometry.json';
import romaniaJson from '../../../maps/romania1198/romania1198-geometry.json';
import { packGeometry } from '../../../src/cli/map-arcs';
import { decodeArcs, decodeRings, encodeArcs, encodeRings, unpackGeometry, type PackedMapGeometry } from '../../../src/games/diplomacy/ui/map-arcs';
import type { MapGeometry } from '../../../src/games/diplomacy/ui/map-data';
import { encodePath, parsePath, type Ring } from '../../../src/games/diplomacy/ui/map-geometry';

/** A path's rings as text, each from its smallest point and the same way round, sorted: equal shapes, equal text. */
function canonical(d: string): string {
  const rings = parsePath(d).map((ring) => {
    const keys = ring.map(([x, y]) => `${x},${y}`);
    const forwards = (list: string[]) => {
      const start = list.reduce((best, k, i) => (k < list[best] ? i : best), 0);
      return [...list.slice(start), ...list.slice(0, start)].join(' ');
    };
    const a = forwards(keys);
    const b = forwards([...keys].reverse());
    return a < b ? a : b;
  });
  return rings.sort().join('\n');
}

const square = (x: number, y: number, size: number): Ring => [[x, y], [x + size, y], [x + size, y + size], [x, y + size]];

/** Two fields sharing a side, a sea around them with an island in it (a hole of the sea, the island's outline). */
const small: MapGeometry = {
  about: 'test',
  width: 100,
  height: 100,
  provinces: {
    west: { d: encodePath([square(10, 10, 20.3)]), unit: [15, 15], label: [15, 20] },
    east: { d: encodePath([[[30.3, 10], [50.7, 10], [50.7, 30.3], [30.3, 30.3]]]), unit: [40, 15], label: [40, 20] },
    sea: { d: encodePath([square(0, 0, 100), [[10, 10], [10, 30.3], [30.3, 30.3], [50.7, 30.3], [50.7, 10], [30.3, 10]], square(70, 70, 10.1)]), unit: [5, 5], label: [5, 8] },
  },
  coasts: {},
  neutral: encodePath([square(70, 70, 10.1)]),
  lakes: '',
};

const packedStandard = standardJson as unknown as PackedMapGeometry;
const packedRomania = romaniaJson as unknown as PackedMapGeometry;

describe('map arcs', () => {
  it('reads back the numbers it writes, arcs chained end to start', () => {
    const arcs = [[[3, 4], [5, -2], [5, -2], [0, 0]], [[0, 0], [-7, 12]], [[10, 10]]];
    expect(decodeArcs(encodeArcs(arcs as [number, number][][]))).toEqual(arcs);
  });

  it('writes runs of arc references short and reads them back', () => {
    const rings = [[0, 1, 2, 3], [~7, ~6, ~5, 9], [4], [12, 11, ~2, 0, ~0]];
    expect(encodeRings(rings)).toBe('0:3,~7:~5 9,4,12:11 ~2 0:~0');
    expect(decodeRings(encodeRings(rings))).toEqual(rings);
    expect(decodeRings('')).toEqual([]);
  });

  it('gives back the very shapes it packed at full precision', () => {
    const back = unpackGeometry(packGeometry(small, 10));
    for (const id of Object.keys(small.provinces)) expect(canonical(back.provinces[id].d), id).toBe(canonical(small.provinces[id].d));
    expect(canonical(back.neutral)).toBe(canonical(small.neutral));
    expect(back.provinces.west.unit).toEqual([15, 15]);
  });

  it('writes a border two spaces share once, and an island once for the island and the sea around it', () => {
    const packed = packGeometry(small, 10);
    // The frame; the three sides of each field on the sea; the fields' common side; the island.
    expect(packed.arcs.length).toBe(5);
    const [island] = decodeRings(packed.neutral);
    expect(island.length).toBe(1);
    const arcOf = (ref: number) => (ref < 0 ? ~ref : ref);
    expect(decodeRings(packed.provinces.sea.rings).flat().map(arcOf)).toContain(arcOf(island[0]));
  });

  it('snaps every point to the grid, both sides of a border alike', () => {
    const back = unpackGeometry(packGeometry(small, 2));
    for (const ring of parsePath(back.provinces.east.d)) for (const [x, y] of ring) expect([(x * 2) % 1, (y * 2) % 1]).toEqual([0, 0]);
    const east = new Set(parsePath(back.provinces.east.d)[0].map(([x, y]) => `${x},${y}`));
    const west = parsePath(back.provinces.west.d)[0].map(([x, y]) => `${x},${y}`);
    expect(west.filter((point) => east.has(point))).toEqual(expect.arrayContaining(['30.5,10', '30.5,30.5']));
  });

  it('stores each map with its borders once: no arc twice, and the file far smaller than the paths it stands for', () => {
    for (const [packed, file] of [
      [packedStandard, 'maps/diplomacy/standard-geometry.json'],
      [packedRomania, 'maps/romania1198/romania1198-geometry.json'],
    ] as const) {
      const either = decodeArcs(packed.arcs).map((arc) => {
        const [forwards, backwards] = [arc, [...arc].reverse()].map((line) => line.map((p) => p.join(',')).join(' '));
        return forwards < backwards ? forwards : backwards;
      });
      expect(new Set(either).size, file).toBe(either.length);
      const stored = gzipSync(readFileSync(file)).length;
      const asPaths = gzipSync(JSON.stringify(unpackGeometry(packed))).length;
      expect(stored, file).toBeLessThan(asPaths);
    }
  });
});
