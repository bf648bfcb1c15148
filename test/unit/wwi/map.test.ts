import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { hexDistance } from '../../../src/games/wwi/engine/hex';
import { CHARTS } from '../../../src/games/wwi/engine/charts';

const board = europeBoard();
const cityHex = (name: string) => [...board.allHexes()].find((h) => h.city === name || false);

describe('the generated 1914 map (maps/wwi/hexes.json)', () => {
  it('writes one hex per line with a four-digit CCRR id', () => {
    const text = readFileSync(new URL('../../../maps/wwi/hexes.json', import.meta.url), 'utf8');
    const hexLines = text.split('\n').filter((l) => l.startsWith('{"id":'));
    expect(hexLines.length).toBeGreaterThan(1000);
    for (const line of hexLines) expect(line).toMatch(/^\{"id":"\d{4}"/);
  });

  it('puts the capitals and fortresses in their 1914 nations', () => {
    const expected: Record<string, string> = {
      Paris: 'france', Berlin: 'germany', Vienna: 'austria-hungary', Warsaw: 'russia', Metz: 'germany', Strasbourg: 'germany',
      Verdun: 'france', Liege: 'belgium', Antwerp: 'belgium', Przemysl: 'austria-hungary', Kovno: 'russia', Belgrade: 'serbia',
      Constantinople: 'turkey', Sofia: 'bulgaria', Bucharest: 'romania', Rome: 'italy', Athens: 'greece', Trento: 'austria-hungary',
      Trieste: 'austria-hungary', Lemberg: 'austria-hungary', Salonika: 'greece', Konigsberg: 'germany', Posen: 'germany',
    };
    for (const [city, nation] of Object.entries(expected)) expect(cityHex(city)?.nation, city).toBe(nation);
    for (const fort of ['Verdun', 'Liege', 'Namur', 'Antwerp', 'Metz', 'Strasbourg', 'Przemysl', 'Kovno', 'Novogeorgievsk']) {
      expect(cityHex(fort)?.fort, fort).toBeGreaterThan(0);
    }
  });

  it('has the five Russian political objectives of 10.1, Tiflis on the Caucasus inset', () => {
    const objectives = [...board.allHexes()].filter((h) => h.nation === 'russia' && h.objective).map((h) => h.city).sort();
    expect(objectives).toEqual(['Brest-Litovsk', 'Kiev', 'Tiflis', 'Vilna', 'Warsaw']);
    expect(cityHex('Tiflis')?.map).toBe('caucasus');
    expect(cityHex('Erzerum')?.map).toBe('caucasus');
  });

  it('has a west edge in France and an east edge in Russia (7.14, 7.15)', () => {
    const west = [...board.allHexes()].filter((h) => h.edge === 'west');
    const east = [...board.allHexes()].filter((h) => h.edge === 'east');
    expect(west.some((h) => h.nation === 'france')).toBe(true);
    expect(east.length).toBeGreaterThan(5);
    expect(east.every((h) => h.nation === 'russia')).toBe(true);
    // Paris lies near the west edge: the map starts west of Paris.
    expect(west.some((h) => hexDistance(h.id, cityHex('Paris')!.id) <= 1)).toBe(true);
  });

  it('joins Europe and Asia at the Bosporus and Dardanelles only by crossing arrows, with no railway across (5.6)', () => {
    let crossings = 0;
    for (const hex of board.allHexes()) {
      for (const { direction } of board.neighbours(hex.id)) {
        if (board.side(hex.id, direction) !== 'crossing') continue;
        crossings++;
        expect(board.isRailSide(hex.id, direction)).toBe(false);
      }
    }
    expect(crossings).toBeGreaterThanOrEqual(4); // three arrows, counted from both sides
  });

  it('links each transit area\'s entry hexes (5.52, 10.81)', () => {
    for (const id of ['franco-italian', 'south-russia', 'anatolia']) {
      const area = board.transitAreas.get(id)!;
      expect(area.entries).toHaveLength(2);
      for (const entry of area.entries) expect(board.hex(entry).transit).toBe(id);
    }
    const [france, italy] = board.transitAreas.get('franco-italian')!.entries.map((e) => board.hex(e).nation);
    expect([france, italy]).toEqual(['france', 'italy']);
  });

  it('seals the Franco-Italian Alps so France and Italy meet only through the transit area (5.5)', () => {
    for (const hex of board.allHexes()) {
      if (hex.nation !== 'france' || !board.isPlayable(hex.id)) continue;
      for (const { direction, id } of board.neighbours(hex.id)) {
        if (board.hex(id).nation === 'italy' && board.isPlayable(id)) expect(board.side(hex.id, direction)).not.toBe('open');
      }
    }
  });

  it('places the historical set-up on distinct playable hexes its armies may hold', () => {
    const seen = new Set<string>();
    for (const unit of CHARTS.setupHistorical) {
      expect(board.isPlayable(unit.hex), `${unit.nation} ${unit.army}`).toBe(true);
      expect(seen.has(unit.hex)).toBe(false);
      seen.add(unit.hex);
      if (CHARTS.counters[unit.nation].side === 'neutral' && unit.nation !== 'belgium') expect(board.hex(unit.hex).nation).toBe(unit.nation);
    }
  });
});
