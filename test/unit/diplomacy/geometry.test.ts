/**
 * The generated map picture (maps/diplomacy/standard-geometry.json, built by
 * src/cli/maps-diplomacy.ts) never contradicts the rules: two spaces share a
 * border in the picture exactly when they are army- or fleet-adjacent.
 */
import { describe, expect, it } from 'vitest';
import raw from '../../../maps/diplomacy/standard.json';
import geometryJson from '../../../maps/diplomacy/standard-geometry.json';
import type { DipMapData } from '../../../src/games/diplomacy/engine/types';
import { adjacentPairs, borderProblems, MAX_TOUCH, MIN_VISIBLE_BORDER } from '../../../src/games/diplomacy/ui/map-data';
import { unpackGeometry, type PackedMapGeometry } from '../../../src/games/diplomacy/ui/map-arcs';
import { insideShape, pairKey, parsePath, sharedBorders } from '../../../src/games/diplomacy/ui/map-geometry';

const data = raw as unknown as DipMapData;
const geometry = unpackGeometry(geometryJson as unknown as PackedMapGeometry);
const shapes = Object.fromEntries(Object.entries(geometry.provinces).map(([id, p]) => [id, parsePath(p.d)]));
const borders = sharedBorders(shapes);

describe('map geometry', () => {
  it('draws every space of the map, Switzerland included, and nothing else', () => {
    expect(Object.keys(geometry.provinces).sort()).toEqual(data.provinces.map((p) => p.id).sort());
    for (const [id, rings] of Object.entries(shapes)) expect(rings.length, id).toBeGreaterThan(0);
  });

  it('draws each space as closed rings on the stored half-unit grid', () => {
    for (const [id, province] of Object.entries(geometry.provinces)) {
      expect(province.d, id).toMatch(/^(M[0-9. ]+L[0-9. ]+z)+$/);
      for (const [x, y] of shapes[id].flat()) expect([(x * 2) % 1, (y * 2) % 1], id).toEqual([0, 0]);
    }
  });

  it('shares a visible border between every pair of adjacent spaces', () => {
    for (const pair of adjacentPairs(data)) {
      expect(borders.get(pair) ?? 0, pair).toBeGreaterThanOrEqual(MIN_VISIBLE_BORDER);
    }
  });

  it('shares no border between spaces that are not adjacent (Switzerland aside)', () => {
    const adjacent = adjacentPairs(data);
    for (const [pair, length] of borders) {
      if (adjacent.has(pair) || pair.split('|').includes('swi')) continue;
      expect(length, pair).toBeLessThanOrEqual(MAX_TOUCH);
    }
    expect(borderProblems(data, borders)).toEqual([]);
  });

  it('draws Switzerland as a real place among its neighbours', () => {
    for (const neighbour of ['bur', 'mun', 'tyr', 'pie']) expect(borders.get(pairKey('swi', neighbour)) ?? 0, neighbour).toBeGreaterThan(MIN_VISIBLE_BORDER);
  });

  it('puts each unit, supply centre and coast marker inside its own space', () => {
    for (const [id, province] of Object.entries(geometry.provinces)) {
      expect(insideShape(province.unit, shapes[id]), `${id} unit`).toBe(true);
      if (province.centre) expect(insideShape(province.centre, shapes[id]), `${id} centre`).toBe(true);
    }
    for (const [loc, point] of Object.entries(geometry.coasts)) expect(insideShape(point, shapes[loc.split('/')[0]]), loc).toBe(true);
    const coasts = data.provinces.flatMap((p) => (p.coasts ?? []).map((c) => `${p.id}/${c}`));
    expect(Object.keys(geometry.coasts).sort()).toEqual(coasts.sort());
  });

  it('marks every supply centre, and only those', () => {
    for (const province of data.provinces) expect(!!geometry.provinces[province.id].centre, province.id).toBe(province.supplyCenter);
  });

  it('has neutral land (Ireland, Iceland, the Sahara...) that belongs to no space', () => {
    expect(parsePath(geometry.neutral).length).toBeGreaterThan(10);
  });

  it('stays small enough for a phone', () => {
    expect(JSON.stringify(geometry).length).toBeLessThan(120_000);
  });
});

describe('map build', () => {
  it('is reproducible: the checked-in files are exactly what the build makes from its sources', async () => {
    const { readFileSync } = await import('node:fs');
    const { built } = await import('../../../src/cli/maps-diplomacy');
    expect(built.warnings).toEqual([]);
    expect(built.problems).toEqual([]);
    expect(built.geometryJson).toBe(readFileSync('maps/diplomacy/standard-geometry.json', 'utf8'));
    expect(built.svg).toBe(readFileSync('maps/diplomacy/standard.svg', 'utf8'));
  }, 180_000);
});
