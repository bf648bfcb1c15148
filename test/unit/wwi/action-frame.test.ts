import { describe, expect, it } from 'vitest';
import { europeBoard } from '../../../src/games/wwi/engine/europe';
import { wwiGame } from '../../../src/games/wwi/engine/module';
import { checkAttack } from '../../../src/games/wwi/engine/combat';
import { focusView } from '../../../src/platform/viewport';
import { COUNTER, HEX, type Box, type Point, boardExtent, hexPoint } from '../../../src/games/wwi/ui/geometry';
import { COMBAT_MARGIN_PIXELS, COMBAT_VIEW_WIDTH, type Surface, boardViewLimits, combatFocus, combatHexes, frontFocus } from '../../../src/games/wwi/ui/action-frame';

const board = europeBoard();
const limits = boardViewLimits(boardExtent(board));
const HALF_HEIGHT = (HEX * Math.sqrt(3)) / 2;
/** The board's picture in projector mode, beside the panel, at 1280 × 800 and 1920 × 1080, and on a 390 × 844 phone. */
const SURFACES: Surface[] = [{ width: 861, height: 479 }, { width: 1309, height: 791 }, { width: 366, height: 540 }];

/** The view a board of `surface` pixels shows for a focus, as its viewport computes it. */
function viewFor(focus: { points: Point[]; options: object }, surface: Surface): Box {
  return focusView(focus.points, surface.width / surface.height, limits, focus.options)!;
}

/** The least distance, in pixels, from a hex's edges (flat-topped: HEX across either side, half its height up and down) to the picture's edges. */
function pixelsToEdge(centre: Point, view: Box, surface: Surface): number {
  const scale = surface.width / view.width;
  return scale * Math.min(centre.x - HEX - view.x, view.x + view.width - centre.x - HEX, centre.y - HALF_HEIGHT - view.y, view.y + view.height - centre.y - HALF_HEIGHT);
}

const mainHexes = [...board.allHexes()].filter((hex) => hex.map === 'main');

describe('how a board following the action frames it', () => {
  it('shows any combat on the map (a hex and two of its neighbours) whole, COMBAT_MARGIN_PIXELS inside the picture, on a projector and a phone', () => {
    for (const surface of SURFACES) {
      let least = Infinity;
      for (const hex of mainHexes) {
        const combat = [hex.id, ...board.neighbours(hex.id).slice(0, 2).map((n) => n.id)].filter((id) => board.has(id) && board.hex(id).map === 'main');
        const centres = combat.map((id) => hexPoint(id));
        const view = viewFor(combatFocus(centres, surface, 40), surface);
        for (const centre of centres) least = Math.min(least, pixelsToEdge(centre, view, surface));
      }
      expect(least).toBeGreaterThanOrEqual(COMBAT_MARGIN_PIXELS - 1e-6);
    }
  });

  it('draws a combat with the hexes round it (COMBAT_VIEW_WIDTH), its counters no smaller than asked for, and centres it', () => {
    const centres = ['0312', '0213', '0313'].map((id) => hexPoint(id));
    // A projector's board at 1280 × 800: the combat's surroundings, counters larger than asked for.
    const projector = SURFACES[0];
    expect(viewFor(combatFocus(centres, projector, 40), projector).width).toBeCloseTo(COMBAT_VIEW_WIDTH, 6);
    // A phone's board: less round the combat, counters at the size asked for.
    const phone = SURFACES[2];
    expect((COUNTER * phone.width) / viewFor(combatFocus(centres, phone, 32), phone).width).toBeCloseTo(32, 6);
    const surface = projector;
    const view = viewFor(combatFocus(centres, surface, 40), surface);
    expect((COUNTER * surface.width) / view.width).toBeGreaterThan(40);
    const middle = { x: view.x + view.width / 2, y: view.y + view.height / 2 };
    const ys = centres.map((c) => c.y);
    const xs = centres.map((c) => c.x);
    expect(middle.x).toBeCloseTo((Math.min(...xs) + Math.max(...xs)) / 2, 6);
    expect(middle.y).toBeCloseTo((Math.min(...ys) + Math.max(...ys)) / 2, 6);
  });

  it('widens the view for a combat too large for the counters asked for, and keeps it whole', () => {
    const surface = { width: 400, height: 300 };
    // Hexes far apart: no single view at 40-pixel counters holds them.
    const centres = ['0312', '0318', '0712'].map((id) => hexPoint(id));
    const view = viewFor(combatFocus(centres, surface, 40), surface);
    expect((COUNTER * surface.width) / view.width).toBeLessThan(40);
    for (const centre of centres) expect(pixelsToEdge(centre, view, surface)).toBeGreaterThanOrEqual(COMBAT_MARGIN_PIXELS - 1e-6);
  });

  it('keeps at least half of a small picture for the combat', () => {
    const surface = { width: 120, height: 100 };
    const centres = ['0312', '0213'].map((id) => hexPoint(id));
    const view = viewFor(combatFocus(centres, surface, 32), surface);
    for (const centre of centres) expect(pixelsToEdge(centre, view, surface)).toBeGreaterThanOrEqual(100 / 4 - 1e-6);
  });

  it('shows a stretch of front with counters between the size asked for and 1.4 times it', () => {
    const centres = ['0312', '0313', '0314', '0415', '0516', '0617', '0718'].map((id) => hexPoint(id));
    for (const surface of SURFACES) {
      const view = viewFor(frontFocus(centres, surface.width, 32), surface);
      const counter = (COUNTER * surface.width) / view.width;
      expect(counter).toBeGreaterThanOrEqual(32 - 1e-6);
      expect(counter).toBeLessThanOrEqual(32 * 1.4 + 1e-6);
    }
  });

  it('names a combat shown by its attacked hex, then its attackers\' hexes', () => {
    const state = wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array([3, 1, 4]));
    const attackers = ['france:6', 'britain:BEF'];
    const target = '0312';
    const calc = checkAttack(state, board, { target, attackers });
    expect(calc.ok).toBe(true);
    if (!calc.ok) return;
    const hexes = combatHexes(state, { calc: calc.value, target, rolled: false });
    expect(hexes).toEqual([target, ...attackers.map((id) => state.units.find((u) => u.id === id)!.hex)]);
    expect(combatHexes(null, { calc: calc.value, target, rolled: false })).toEqual([]);
    expect(combatHexes(state, null)).toEqual([]);
  });
});
