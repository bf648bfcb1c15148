/** The README's "Counts" section says what the map data holds. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import raw from '../../../maps/romania1198/romania1198.json';

const data = raw as unknown as {
  provinces: { id: string; kind: string; supplyCenter?: boolean; home?: string }[];
  armyEdges: unknown[];
  fleetEdges: unknown[];
  mountainEdges: unknown[];
  riverCrossings: unknown[];
  startUnits: { type: string }[];
};
const text = readFileSync(new URL('../../../maps/romania1198/README.md', import.meta.url), 'utf8');
const counts = text.slice(text.indexOf('## Counts'), text.indexOf('\n## ', text.indexOf('## Counts') + 1));
/** The number the README's counts put before `words`. */
const said = (words: string): number => {
  const match = new RegExp(`(\\d+)\\**\\s+${words}`).exec(counts);
  if (!match) throw new Error(`the counts do not say "${words}"`);
  return Number(match[1]);
};
const kind = (k: string) => data.provinces.filter((p) => p.kind === k).length;

describe('maps/romania1198/README.md counts', () => {
  it('spaces, towns by kind and water sectors are those of the data', () => {
    expect(said('spaces')).toBe(data.provinces.length);
    expect(said('towns')).toBe(kind('land') + kind('coast'));
    expect(said('`land`')).toBe(kind('land'));
    expect(said('`coast`')).toBe(kind('coast'));
    expect(said('`sea`')).toBe(kind('sea'));
    expect(said('`river`')).toBe(kind('river'));
  });
  it('edges, centres and starting units are those of the data', () => {
    expect(said('army edges')).toBe(data.armyEdges.length);
    expect(said('fleet edges')).toBe(data.fleetEdges.length);
    expect(said('of the army edges are mountain edges')).toBe(data.mountainEdges.length);
    expect(said('cross the Danube')).toBe(data.riverCrossings.length);
    expect(said('supply centres')).toBe(data.provinces.filter((p) => p.supplyCenter).length);
    expect(said('home')).toBe(data.provinces.filter((p) => p.supplyCenter && p.home).length);
    expect(said('starting units')).toBe(data.startUnits.length);
    expect(said('fleets')).toBe(data.startUnits.filter((u) => u.type === 'F').length);
  });
});

describe('maps/romania1198/README.md regions', () => {
  it('the table of regions names each region\'s home centres and the place of its fleet as the data has them', () => {
    const name = (id: string) => (raw as unknown as { provinces: { id: string; name: { en: string } }[] }).provinces.find((p) => p.id === id)!.name.en;
    const units = (raw as unknown as { startUnits: { power: string; type: string; loc: string }[] }).startUnits;
    const rows = [...text.matchAll(/^\| [^|]+ \(`(\w+)`, \w\) \| ([^|]+) \| ([^|]+) \| [^|]+ \|$/gm)];
    expect(rows).toHaveLength(7);
    for (const [, region, homes, fleet] of rows) {
      const own = data.provinces.filter((p) => p.home === region).map((p) => name(p.id)).sort();
      expect(homes.split(',').map((h) => h.trim()).sort(), region).toEqual(own);
      expect(fleet.trim(), region).toBe(name(units.find((u) => u.power === region && u.type === 'F')!.loc));
    }
  });
});
