/**
 * The Romania 1198 map picture (maps/romania1198/romania1198-geometry.json,
 * built by src/cli/maps-romania1198.ts): every space drawn with its anchors,
 * the table's neighbours touching, each river sector reaching its towns,
 * mountain and river-crossing edges drawn, and the build reproducible.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import raw from '../../../maps/romania1198/romania1198.json';
import placesJson from '../../../maps/romania1198/places.json';
import geometryJson from '../../../maps/romania1198/romania1198-geometry.json';
import type { DipMapData } from '../../../src/games/diplomacy/engine/types';
import { MAX_TOUCH, MIN_VISIBLE_BORDER, adjacentPairs } from '../../../src/games/diplomacy/ui/map-data';
import { unpackGeometry, type PackedMapGeometry } from '../../../src/games/diplomacy/ui/map-arcs';
import { insideShape, pairKey, parsePath, sharedBorders } from '../../../src/games/diplomacy/ui/map-geometry';

const data = raw as unknown as DipMapData & { mountainEdges: [string, string][]; riverCrossings: [string, string][] };
const geometry = unpackGeometry(geometryJson as unknown as PackedMapGeometry);
const shapes = Object.fromEntries(Object.entries(geometry.provinces).map(([id, p]) => [id, parsePath(p.d)]));
const kind = new Map(data.provinces.map((p) => [p.id, p.kind]));
const tiled = Object.fromEntries(Object.entries(shapes).filter(([id]) => kind.get(id) !== 'river'));
const borders = sharedBorders(tiled);
/** The build, run once: what it writes and what it finds wrong. */
const { built } = await import('../../../src/cli/maps-romania1198');

describe('Romania 1198 map geometry', () => {
  it('draws every space of the map with its unit and label anchors, and nothing else', () => {
    expect(Object.keys(geometry.provinces).sort()).toEqual(data.provinces.map((p) => p.id).sort());
    for (const [id, province] of Object.entries(geometry.provinces)) {
      expect(shapes[id].length, id).toBeGreaterThan(0);
      expect(province.d, id).toMatch(/^(M[0-9. ]+L[0-9. ]+z)+$/);
      expect(insideShape(province.unit, shapes[id]), `${id} unit`).toBe(true);
      for (const [x, y] of [province.unit, province.label]) {
        expect(x, id).toBeGreaterThan(0);
        expect(x, id).toBeLessThan(geometry.width);
        expect(y, id).toBeGreaterThan(0);
        expect(y, id).toBeLessThan(geometry.height);
      }
    }
  });

  it('marks every supply centre inside its town, and only those', () => {
    for (const province of data.provinces) {
      const centre = geometry.provinces[province.id].centre;
      expect(!!centre, province.id).toBe(province.supplyCenter);
      if (centre) expect(insideShape(centre, shapes[province.id]), province.id).toBe(true);
    }
  });

  it('gives towns and seas that the table makes neighbours a visible common border (rivers lie over the land)', () => {
    const water = (id: string) => kind.get(id) === 'river';
    const pairs = [...data.armyEdges, ...data.fleetEdges.filter(([a, b]) => !water(a) && !water(b))].map(([a, b]) => pairKey(a, b));
    for (const pair of new Set(pairs)) expect(borders.get(pair) ?? 0, pair).toBeGreaterThanOrEqual(MIN_VISIBLE_BORDER);
  });

  it('shares no border between towns or seas the table does not join', () => {
    const water = (id: string) => kind.get(id) === 'river';
    const tiledData = { ...data, fleetEdges: data.fleetEdges.filter(([a, b]) => !water(a) && !water(b)) };
    const adjacent = adjacentPairs(tiledData);
    for (const [pair, length] of borders) if (!adjacent.has(pair)) expect(length, pair).toBeLessThanOrEqual(MAX_TOUCH);
  });

  it('runs each river sector through or along every town it touches and no other, and joins the water sectors fleets pass between', () => {
    expect(built.problems).toEqual([]);
    const places = placesJson as { water: { id: string; touches: string[] }[] };
    for (const sector of places.water.filter((w) => kind.get(w.id) === 'river')) expect(geometry.courses?.[sector.id], sector.id).toMatch(/^M[\d.]+ [\d.]+l/);
  });

  it('draws each mountain edge along the two towns\' common border, and each river crossing across the river', () => {
    expect(Object.keys(geometry.mountains ?? {}).sort()).toEqual(data.mountainEdges.map(([a, b]) => pairKey(a, b)).sort());
    for (const [pair, mountain] of Object.entries(geometry.mountains ?? {})) {
      expect(mountain.border, pair).toMatch(/^M/);
      expect(mountain.peaks, pair).toMatch(/^M/);
    }
    expect(Object.keys(geometry.crossings ?? {}).sort()).toEqual(data.riverCrossings.map(([a, b]) => pairKey(a, b)).sort());
    for (const [pair, [a, b]] of Object.entries(geometry.crossings ?? {})) {
      const river = (p: [number, number]) => data.provinces.some((q) => q.kind === 'river' && insideShape(p, shapes[q.id]));
      expect(river([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]), `${pair} crosses a river`).toBe(true);
      expect(river(a) || river(b), `${pair} lands on both banks`).toBe(false);
    }
  });

  it('fits the map chunk budget (150 KB gzip)', () => {
    expect(gzipSync(readFileSync('maps/romania1198/romania1198-geometry.json')).length).toBeLessThan(150_000);
  });
});

describe('Romania 1198 map build', () => {
  it('is reproducible: the checked-in files are exactly what the build makes from its sources', () => {
    expect(built.warnings).toEqual([]);
    expect(built.geometryJson).toBe(readFileSync('maps/romania1198/romania1198-geometry.json', 'utf8'));
    expect(built.svg).toBe(readFileSync('maps/romania1198/romania1198.svg', 'utf8'));
  });
});
