/**
 * World War I on the screens a class uses: a 1920 × 1080 screen, where the
 * game page and its map take the whole width, and a 390 × 844 phone; on both
 * the phase is named once above the map, and on the phone the map starts above the fold.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPlayer, seriousAxeViolations, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function createWwi(page: Page): Promise<void> {
  await page.goto(`${baseUrl}#/new`);
  await page.getByRole('radio', { name: /World War I/ }).check();
  await page.getByRole('radio', { name: /Two players at this device/ }).check();
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/#\/game\//);
  await page.locator('wwi-board svg').first().waitFor();
}

const PHASE = 'Turn 1 (Summer-Autumn 1914): first attack of the superior player (Allied)';

/** Where the phase is seen above the map (earlier entries of the list of phases, further down, may name it too; text for screen readers alone is one clipped pixel). */
async function phaseSeenAbove(page: Page, y: number): Promise<number> {
  const tops = await page.getByText(PHASE, { exact: true }).evaluateAll((all) =>
    all.map((e) => e.getBoundingClientRect()).filter((box) => box.width > 1 && box.height > 1).map((box) => box.top));
  return tops.filter((top) => top < y).length;
}

describe('World War I on a classroom screen and a phone', () => {
  it('at 1920 × 1080 the page uses the width: the map is over 1,000 pixels wide, the panel beside it', async () => {
    const { page, context, errors } = await newPlayer(browser(), { viewport: { width: 1920, height: 1080 }, bypassCSP: true });
    await createWwi(page);
    const board = (await page.locator('wwi-board').boundingBox())!;
    const panel = (await page.locator('wwi-view aside.panel').boundingBox())!;
    expect(board.width).toBeGreaterThan(1000);
    expect(panel.x).toBeGreaterThanOrEqual(board.x + board.width);
    expect(panel.y).toBeLessThan(board.y + 10);
    // The page's heading names the phase; the status strip above the map does not repeat it.
    expect(await phaseSeenAbove(page, board.y)).toBe(1);
    // Nothing sticks out past the screen's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
    // F shows both fronts, side by side, with no serious accessibility fault.
    await page.getByRole('button', { name: /^Map: whole map/ }).focus();
    await page.keyboard.press('f');
    await page.locator('wwi-board svg.fronts').waitFor();
    expect(await page.getByRole('group', { name: 'Western Front' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a 390 × 844 phone the phase is shown once and the map starts above the fold', async () => {
    const { page, context } = await newPlayer(browser(), { viewport: { width: 390, height: 844 } });
    await createWwi(page);
    await expect.poll(() => page.getByText(PHASE, { exact: true }).count()).toBeGreaterThan(0);
    const board = (await page.locator('wwi-board').boundingBox())!;
    expect(await phaseSeenAbove(page, board.y)).toBe(1);
    // Who acts and the superior player share one line of the strip, with the page's own fonts.
    const acting = (await page.locator('wwi-view .strip .acting').boundingBox())!;
    const superior = (await page.locator('wwi-view .strip .superior').boundingBox())!;
    expect(superior.y).toBeLessThan(acting.y + acting.height);
    // At least a third of the screen's height of map without scrolling.
    expect(board.y).toBeLessThan(844 - 844 / 3);
    await context.close();
  });
});
