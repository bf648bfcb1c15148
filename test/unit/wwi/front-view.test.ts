import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { COUNTER, HEX, hexPoint } from '../../../src/games/wwi/ui/geometry';
import type { Box } from '../../../src/games/wwi/ui/geometry';
import { FRONTS, MAP_VIEWS, NARROW_WEST_HEXES, openingMapView, READABLE_COUNTER_PIXELS, WHOLE_FRONTS_LEAST_PIXELS, bothFrontsLayout, frontBox, frontById, followsAction, frontLabel, placeFrontNames, LABEL_TO_COUNTER, READABLE_LABEL_PIXELS, inView, mapViewWords, mayBringIntoView, nextMapView, paneOf } from '../../../src/games/wwi/ui/front-view';

/** Whether a whole hex (flat-topped: a hex's size either side across, half its height up and down) lies in a view. */
const hexInView = (hex: string, view: Box) => {
  const c = hexPoint(hex);
  const half = (HEX * Math.sqrt(3)) / 2;
  return c.x - HEX >= view.x - 1e-6 && c.x + HEX <= view.x + view.width + 1e-6 && c.y - half >= view.y - 1e-6 && c.y + half <= view.y + view.height + 1e-6;
};
const historical = () => wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([3, 1, 4]));
const WEST = ['germany:1', 'germany:7', 'france:1', 'france:6', 'britain:BEF', 'belgium:1'];
const EAST = ['germany:8', 'austria-hungary:1', 'austria-hungary:5', 'russia:6', 'russia:7', 'russia:8', 'serbia:3', 'romania:4'];

describe('the classroom views of the map', () => {
  it('open a phone\'s board on the Western Front (the hexes it frames lie in that front) and a wide one on the whole map', () => {
    expect(openingMapView(358)).toBe('west');
    expect(openingMapView(1400)).toBe('whole');
    // A demonstration's combats are on every front: a phone follows them too.
    expect(openingMapView(358, true)).toBe('whole');
    expect(openingMapView(1400, true)).toBe('whole');
    const west = frontById('west');
    for (const hex of NARROW_WEST_HEXES) {
      const [column, row] = [Number(hex.slice(0, 2)), Number(hex.slice(2))];
      expect(column).toBeGreaterThanOrEqual(west.columns[0]);
      expect(column).toBeLessThanOrEqual(west.columns[1]);
      expect(row).toBeGreaterThanOrEqual(west.rows[0]);
      expect(row).toBeLessThanOrEqual(west.rows[1]);
    }
  });

  it('go round whole map, both fronts, west, east with one key', () => {
    expect(MAP_VIEWS.map(nextMapView)).toEqual(['both', 'west', 'east', 'whole']);
  });

  it('name the first view by what it does: the whole map, or on a projector the action it follows', () => {
    expect(mapViewWords('whole', false, 'en')).toEqual({ label: 'Map: whole map', said: 'The map shows: whole map' });
    expect(mapViewWords('whole', true, 'en')).toEqual({ label: 'Map: following the action', said: 'The map follows the action' });
    expect(mapViewWords('whole', true, 'it').label).toBe("Mappa: segue l'azione");
    // The fronts are the fronts on any screen.
    expect(mapViewWords('both', true, 'en').label).toBe('Map: both fronts');
    expect(mapViewWords('west', false, 'en').said).toBe('The map shows: Western Front');
  });

  it('name the first view the action, followed, during a class demonstration too, which brings each combat into view', () => {
    expect(mapViewWords('whole', followsAction(false, true), 'en').label).toBe('Map: following the action');
    expect(mapViewWords('whole', followsAction(true, false), 'en').label).toBe('Map: following the action');
    expect(mapViewWords('whole', followsAction(false, false), 'en').label).toBe('Map: whole map');
  });

  it('bring a combat into view only where the view keeps its name: the action, a front that holds it, never both fronts', () => {
    const liege = hexPoint('0611');
    const lodz = hexPoint('2111');
    expect(mayBringIntoView('whole', lodz)).toBe(true);
    expect(mayBringIntoView('west', liege)).toBe(true);
    expect(mayBringIntoView('west', lodz)).toBe(false);
    expect(mayBringIntoView('east', lodz)).toBe(true);
    expect(mayBringIntoView('east', liege)).toBe(false);
    expect(mayBringIntoView('both', liege)).toBe(false);
  });

  it('name cities over both fronts at 1920 × 1080 in letters readable on a projector, just under the counter of their hex', () => {
    const { counterPixels } = bothFrontsLayout(1400, 760);
    const label = frontLabel(100, counterPixels);
    const pixels = (label.size * counterPixels) / COUNTER;
    expect(pixels).toBeGreaterThanOrEqual(READABLE_LABEL_PIXELS);
    expect(pixels).toBeGreaterThanOrEqual(LABEL_TO_COUNTER * counterPixels - 1e-9);
    // Twice the printed map's names in this view (9 units, under 10 pixels).
    expect(pixels).toBeGreaterThan(1.4 * 9 * (counterPixels / COUNTER));
    // The capitals start below the counter's edge: the counter hides none of them.
    expect(label.baseline - 0.72 * label.size).toBeGreaterThanOrEqual(100 + COUNTER / 2);
    // Larger counters, larger names.
    expect(frontLabel(100, 40).size * (40 / COUNTER)).toBeCloseTo(LABEL_TO_COUNTER * 40);
  });

  it('keep two cities\' names apart: Strasbourg, two columns from Nancy on the same row, goes over its counter', () => {
    const at = (name: string, hex: string) => ({ name, ...hexPoint(hex) });
    const [nancy, strasbourg, paris] = placeFrontNames([at('Nancy', '0615'), at('Strasbourg', '0815'), at('Paris', '0114')], 26);
    expect(nancy.baseline).toBe(frontLabel(hexPoint('0615').y, 26).baseline);
    expect(paris.baseline).toBe(frontLabel(hexPoint('0114').y, 26).baseline);
    // Over its counter: the name's letters end above the counter's top edge.
    expect(strasbourg.baseline + 0.25 * strasbourg.size).toBeLessThanOrEqual(hexPoint('0815').y - COUNTER / 2 + 1e-9);
    // Written under the counter as Nancy's, both names would share a line, 60 units apart: too close for 5 and 10 letters.
    expect(hexPoint('0815').x - hexPoint('0615').x).toBeLessThan(((5 + 10) / 2) * 0.62 * nancy.size);
  });

  it('keep every name of the Western Front clear of the others, Belgium\'s and Lorraine\'s included', () => {
    const cities = [...europeBoard().allHexes()].filter((h) => h.city && h.map === 'main').map((h) => ({ name: h.city!, ...hexPoint(h.id) }));
    const west = cities.filter((c) => inView(c, frontBox(frontById('west'))));
    const placed = placeFrontNames(west, 26);
    const boxes = placed.map((p) => ({ name: p.name, x: p.x - (p.name.length * 0.62 * p.size) / 2, right: p.x + (p.name.length * 0.62 * p.size) / 2, top: p.baseline - 0.72 * p.size, bottom: p.baseline + 0.25 * p.size }));
    const clashes = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => a.x < b.right && b.x < a.right && a.top < b.bottom && b.top < a.bottom).map((b) => `${a.name}/${b.name}`));
    expect(clashes).toEqual([]);
  });

  it("hold each front's armies of the historical set-up, in the west from Flanders to Alsace, in the east from the Baltic to Serbia", () => {
    const state = historical();
    const board = europeBoard();
    const at = (id: string) => {
      const hex = state.units.find((u) => u.id === id)!.hex!;
      return hexPoint(hex, board.hex(hex).map);
    };
    for (const id of WEST) expect(inView(at(id), frontBox(frontById('west'))), id).toBe(true);
    for (const id of EAST) expect(inView(at(id), frontBox(frontById('east'))), id).toBe(true);
    for (const id of EAST) expect(inView(at(id), frontBox(frontById('west'))), id).toBe(false);
  });

  it('lay out both fronts side by side on a wide screen, whole, with counters at least 32 pixels when there is room', () => {
    // A board 1,000 pixels high (a 1920 × 1200 screen) fits both fronts with counters over 32 pixels.
    const { panes, counterPixels } = bothFrontsLayout(1300, 1000);
    expect(panes.map((p) => p.front.id)).toEqual(['west', 'east']);
    expect(panes[0].x + panes[0].width).toBeLessThan(panes[1].x);
    expect(panes[1].x + panes[1].width).toBeCloseTo(1300, 5);
    expect(counterPixels).toBeGreaterThanOrEqual(READABLE_COUNTER_PIXELS);
    for (const pane of panes) {
      // The view has the pane's proportions and its counters' size.
      expect(pane.view.width / pane.view.height).toBeCloseTo(pane.width / pane.height, 6);
      expect((pane.width / pane.view.width) * COUNTER).toBeCloseTo(counterPixels, 6);
    }
    // On a large screen both fronts are whole.
    const large = bothFrontsLayout(2400, 1400);
    large.panes.forEach((pane, i) => {
      const box = frontBox(FRONTS[i]);
      expect(pane.view.x).toBeLessThanOrEqual(box.x);
      expect(pane.view.y).toBeLessThanOrEqual(box.y);
      expect(pane.view.x + pane.view.width).toBeGreaterThanOrEqual(box.x + box.width - 1e-6);
      expect(pane.view.y + pane.view.height).toBeGreaterThanOrEqual(box.y + box.height - 1e-6);
    });
    expect(large.counterPixels).toBeGreaterThan(counterPixels);
  });

  it('at 1920 × 1080 show both fronts whole, Riga and southern Serbia included, at the largest scale that fits', () => {
    // The board beside the panel at 1920 × 1080: on a projector under the strip and two banners, one banner, and out of projector mode.
    for (const [width, height] of [[1313, 741], [1313, 840], [1400, 936]]) {
      const { panes, counterPixels } = bothFrontsLayout(width, height);
      const [west, east] = panes;
      for (const pane of panes) {
        const box = frontBox(pane.front);
        expect(pane.view.x, `${width}x${height} ${pane.front.id}`).toBeLessThanOrEqual(box.x + 1e-6);
        expect(pane.view.y).toBeLessThanOrEqual(box.y + 1e-6);
        expect(pane.view.x + pane.view.width).toBeGreaterThanOrEqual(box.x + box.width - 1e-6);
        expect(pane.view.y + pane.view.height).toBeGreaterThanOrEqual(box.y + box.height - 1e-6);
      }
      // Riga (first row of the Eastern Front) and Kragujevac (its last), and the western corners: whole hexes in sight.
      for (const hex of ['2602', '2423', '2002', '3523']) expect(hexInView(hex, east.view), `${width}x${height} ${hex}`).toBe(true);
      for (const hex of ['0106', '0120', '1106', '1120']) expect(hexInView(hex, west.view), `${width}x${height} ${hex}`).toBe(true);
      // The largest scale: the Eastern Front fills its pane's height to the pixel.
      expect(east.view.height).toBeCloseTo(frontBox(frontById('east')).height, 6);
      expect(counterPixels).toBeCloseTo((COUNTER * height) / frontBox(frontById('east')).height, 6);
      expect(counterPixels).toBeGreaterThanOrEqual(WHOLE_FRONTS_LEAST_PIXELS);
    }
    // Out of projector mode the board is 936 pixels high: counters of 31 pixels.
    expect(bothFrontsLayout(1400, 936).counterPixels).toBeCloseTo(31.2, 1);
  });

  it('show the middle of each front with 32-pixel counters where whole fronts would draw them under 24 pixels', () => {
    for (const [width, height] of [[1180, 600], [800, 500], [358, 420]]) {
      const { panes, counterPixels } = bothFrontsLayout(width, height);
      expect(counterPixels, `${width}x${height}`).toBeGreaterThanOrEqual(READABLE_COUNTER_PIXELS - 1e-9);
      panes.forEach((pane, i) => {
        const box = frontBox(FRONTS[i]);
        expect(pane.view.x + pane.view.width / 2).toBeCloseTo(box.x + box.width / 2, 6);
        expect(pane.view.y + pane.view.height / 2).toBeCloseTo(box.y + box.height / 2, 6);
      });
    }
    // 800 × 500 cannot show either front whole at 32 pixels.
    const cropped = bothFrontsLayout(800, 500);
    expect(cropped.panes[1].view.height).toBeLessThan(frontBox(frontById('east')).height);
  });

  it('stack the fronts on a tall phone, where that draws them larger', () => {
    const { panes } = bothFrontsLayout(360, 1200, 0);
    expect(panes[0].x).toBe(0);
    expect(panes[1].y).toBeGreaterThan(panes[0].y + panes[0].height);
  });

  it('make a piece a button in one pane only, the first showing it', () => {
    const panes = [{ view: { x: 0, y: 0, width: 100, height: 100 } }, { view: { x: 90, y: 0, width: 100, height: 100 } }];
    expect(paneOf({ x: 95, y: 50 }, panes)).toBe(0);
    expect(paneOf({ x: 150, y: 50 }, panes)).toBe(1);
    expect(paneOf({ x: 250, y: 50 }, panes)).toBe(-1);
  });
});
