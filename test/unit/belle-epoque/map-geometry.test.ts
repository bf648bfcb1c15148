/**
 * La Belle Époque's board picture (maps/belle-epoque/geometry.json, built by
 * src/cli/maps-belle-epoque.ts): every territory drawn with its plate and six
 * cube spaces inside the picture, the boxes and tracks placed, small enough,
 * and the build reproducible byte for byte.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import geometry from '../../../maps/belle-epoque/geometry.json';
import { loadBelleEpoqueData, CONTINENTS } from '../../../src/games/belle-epoque/engine/data';
import { parsePath } from '../../../src/games/diplomacy/ui/map-geometry';
import { NAME_RISE, spaceCentre } from '../../../src/games/belle-epoque/ui/plate-metrics';

const d = loadBelleEpoqueData();
const committed = readFileSync(new URL('../../../maps/belle-epoque/geometry.json', import.meta.url), 'utf8');
const inside = ([x, y]: readonly number[]) => x > 0 && y > 0 && x < geometry.width && y < geometry.height;
const overlap = (a: readonly number[], b: readonly number[]) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];

describe('Belle Époque board geometry', () => {
  it('draws each of the 26 territories with a plate of one cube space per space, in the picture, no two plates overlapping', () => {
    const territories = geometry.territories as Record<string, { path: string; plate: number[]; at: number[] }>;
    expect(Object.keys(territories).sort()).toEqual(d.territories.map((t) => t.id).sort());
    for (const t of d.territories) {
      const g = territories[t.id];
      expect(parsePath(g.path).length, t.id).toBeGreaterThan(0);
      // The plate places its spaces and its name (plate-metrics.ts): the file holds the plate alone.
      expect(Object.keys(g).sort(), t.id).toEqual(expect.arrayContaining(['area', 'at', 'path', 'plate']));
      expect(g).not.toHaveProperty('spaces');
      const [x, y, w] = g.plate;
      const spaces = Array.from({ length: t.spaces }, (_, i) => spaceCentre(x, y, i));
      for (const p of [...spaces, [x + w / 2, y - NAME_RISE], g.at]) expect(inside(p), t.id).toBe(true);
      for (const other of d.territories) if (other.id < t.id) expect(overlap(g.plate, territories[other.id].plate), `${t.id} / ${other.id}`).toBe(false);
    }
  });

  it('places a fleet box per continent (8.8), Africa’s arms-rate box (8.9) and the five tracks', () => {
    for (const c of CONTINENTS) expect(inside((geometry.fleetBoxes as Record<string, number[]>)[c]), c).toBe(true);
    expect(geometry.armsBoxes.africa.length).toBe(4);
    expect(Object.keys(geometry.tracks).sort()).toEqual(['fleet', 'order', 'prestige', 'turn', 'vp']);
    const boxes = [...Object.values(geometry.tracks), ...Object.values(geometry.fleetBoxes)];
    for (const [i, a] of boxes.entries()) {
      expect(a[0] + a[2]).toBeLessThanOrEqual(geometry.width);
      expect(a[1] + a[3]).toBeLessThanOrEqual(geometry.height);
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
    }
  });

  it('stays small: outlines in whole board units (their simplification is coarser than a unit), at most 32 KB raw and 10 KB compressed', () => {
    const paths = [...geometry.panels.flatMap((p) => [p.land, ...Object.values(p.homes as Record<string, string>)]), ...Object.values(geometry.territories as Record<string, { path: string }>).map((t) => t.path)];
    for (const path of paths) expect(path).not.toMatch(/\./);
    expect(committed.length).toBeLessThanOrEqual(32_000);
    expect(gzipSync(committed).length).toBeLessThanOrEqual(10_000);
  });

  it('is what the build writes, byte for byte', { timeout: 180_000 }, async () => {
    const { buildBelleEpoqueGeometry } = await import('../../../src/cli/maps-belle-epoque');
    const { json, warnings } = buildBelleEpoqueGeometry();
    expect(warnings).toEqual([]);
    expect(json).toBe(committed);
  });
});
