import { describe, expect, it } from 'vitest';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { COUNTER, hexPoint } from '../../../src/games/wwi/ui/geometry';
import { FRONTS, MAP_VIEWS, READABLE_COUNTER_PIXELS, bothFrontsLayout, frontBox, frontById, inView, mapViewWords, nextMapView, paneOf } from '../../../src/games/wwi/ui/front-view';

const historical = () => wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([3, 1, 4]));
const WEST = ['germany:1', 'germany:7', 'france:1', 'france:6', 'britain:BEF', 'belgium:1'];
const EAST = ['germany:8', 'austria-hungary:1', 'austria-hungary:5', 'russia:6', 'russia:7', 'russia:8', 'serbia:3', 'romania:4'];

describe('the classroom views of the map', () => {
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
    // A projector's board at 1920 × 1080 beside the side panel is about 1300 × 900 pixels.
    const { panes, counterPixels } = bothFrontsLayout(1300, 900);
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

  it('never draw counters below 32 pixels: a small surface shows the middle of each front', () => {
    for (const [width, height] of [[1180, 820], [800, 500], [358, 420]]) {
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
