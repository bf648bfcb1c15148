/**
 * The Belle Époque board opens with readable plates: at the frame sizes the game
 * page gives the board in a 1280 × 800 window, on a 390 × 844 phone and on a
 * 1920 × 1080 projector, the opening view's scale times a plate's smallest text
 * is at least MIN_TEXT_PX, and so is every continent's view.
 */
import { describe, expect, it } from 'vitest';
import geometry from '../../../../maps/belle-epoque/geometry.json';
import { loadBelleEpoqueData } from '../../../../src/games/belle-epoque/engine/data';
import { MIN_TEXT_PX, PLATE, PLATE_H, PLATE_W } from '../../../../src/games/belle-epoque/ui/plate-metrics';
import { OPENING_REGION, platesInView, regionOfChoices, REGIONS, regionView, scaleOf } from '../../../../src/games/belle-epoque/ui/opening-view';

const d = loadBelleEpoqueData();
/** The board's frame (CSS pixels) on the game page, as measured in those windows. */
const FRAMES = {
  desktop: { width: 876, height: 570 },
  phone: { width: 366, height: 608 },
  projector: { width: 1076, height: 700 },
};

describe('Belle Époque opening view', () => {
  for (const [name, frame] of Object.entries(FRAMES)) {
    it(`shows a plate's smallest text at ${MIN_TEXT_PX} px or more, its name at 14 or more, on a ${name}`, () => {
      const scale = scaleOf(regionView(OPENING_REGION, frame), frame.width);
      expect(scale * PLATE.detailFont).toBeGreaterThanOrEqual(MIN_TEXT_PX);
      expect(scale * Math.min(PLATE.glyphFont, PLATE.glyphTwoFont)).toBeGreaterThanOrEqual(MIN_TEXT_PX);
      expect(scale * PLATE.nameFont).toBeGreaterThanOrEqual(14);
      // Cubes a finger can tell apart.
      expect(scale * PLATE.cube).toBeGreaterThanOrEqual(18);
    });

    it(`shows every continent as readable, and several plates whole, on a ${name}`, () => {
      for (const region of REGIONS.filter((r) => r !== 'tracks')) {
        const view = regionView(region, frame);
        expect(scaleOf(view, frame.width) * PLATE.detailFont, region).toBeGreaterThanOrEqual(MIN_TEXT_PX);
        const shown = platesInView(view);
        expect(shown.length, region).toBeGreaterThanOrEqual(name === 'phone' ? 3 : d.territories.filter((t) => t.continent === region).length);
        for (const id of shown) expect(d.territories.find((t) => t.id === id)!.continent, `${region} ${id}`).toBe(region);
      }
    });
  }

  it('has generated plates of the size the drawing uses', () => {
    for (const [id, t] of Object.entries(geometry.territories as Record<string, { plate: number[] }>)) expect(t.plate.slice(2), id).toEqual([PLATE_W, PLATE_H]);
  });

  it('keeps the whole board one button away, as an overview', () => {
    const view = regionView('all', FRAMES.desktop);
    expect(platesInView(view).length).toBe(d.territories.length);
  });

  it('goes to the continent of the player\'s choices when none is in view, and stays when one is', () => {
    const continentOf = (id: string) => d.territories.find((t) => t.id === id)?.continent;
    const europe = regionView('europe', FRAMES.desktop);
    expect(regionOfChoices(['algeria-morocco'], europe, continentOf)).toBe('africa');
    expect(regionOfChoices(['japan', 'china', 'congo'], europe, continentOf)).toBe('asia');
    expect(regionOfChoices(['belgium', 'japan'], europe, continentOf)).toBe(null);
    expect(regionOfChoices([], europe, continentOf)).toBe(null);
  });
});

describe('a continent fits its frame', () => {
  const frames = { desktop: { width: 876, height: 570 }, phone: { width: 366, height: 608 } };
  for (const [name, frame] of Object.entries(frames)) {
    it(`on a ${name}, a continent's frame is no taller than the continent (no gutter, no sliver of the next panel), and at most one plate shows in part`, async () => {
      const { regionFrameHeight } = await import('../../../../src/games/belle-epoque/ui/opening-view');
      const panels = (geometry as unknown as { panels: { id: string; y: number; height: number }[] }).panels;
      const plates = geometry.territories as Record<string, { plate: number[] }>;
      for (const region of REGIONS.filter((r) => r !== 'tracks')) {
        const height = regionFrameHeight(region, frame) ?? frame.height;
        const view = regionView(region, { width: frame.width, height });
        const panel = panels.find((p) => p.id === region)!;
        expect(view.y, region).toBeGreaterThanOrEqual(panel.y - 0.5);
        expect(view.y + view.height, region).toBeLessThanOrEqual(panel.y + panel.height + 0.5);
        const cut = Object.entries(plates).filter(([id, t]) => {
          const [x, , w] = t.plate;
          return d.territories.find((x2) => x2.id === id)!.continent === region && x < view.x + view.width && x + w > view.x && (x < view.x || x + w > view.x + view.width);
        });
        // Plates overlap in columns: at most one shows in part (Spain on a phone); Asia keeps Japan and Micronesia whole.
        expect(cut.length, `${region}: ${cut.map(([id]) => id).join()}`).toBeLessThanOrEqual(1);
        if (region === 'asia') expect(platesInView(view)).toEqual(expect.arrayContaining(['japan', 'micronesia']));
      }
    });
  }
});
