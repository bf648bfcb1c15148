/**
 * La Belle Époque offline after one visit: the parts its board loads later (the log and the
 * scoring explained, the automated powers' runner and its worker) come from the service
 * worker's copy, so a game alone against the computer is made and played with the network cut.
 * (The automated powers' own set-up cubes come with the new game, 13.1; their steps after France's come by the runner.)
 */
import { describe, expect, inject, it } from 'vitest';
import { newPlayer, serviceWorkerControls, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('La Belle Époque offline', () => {
  it('after one visit, makes a game alone against the computer with the network cut: the automated powers act, the log and the scoring show', async () => {
    // A fixed seed: the same game every time.
    const { page, context } = await newPlayer(browser(), { randomSeed: 7 });
    await page.goto(baseUrl);
    const controlled = await serviceWorkerControls(page);
    expect(controlled).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /^La Belle Époque/ }).check();
    await page.getByRole('radio', { name: /^Alone against the computer: France/ }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    const text = async (selector: string) => (await page.locator(selector).allInnerTexts()).join(' ').replace(/\s+/g, ' ');
    const logCount = async () => Number(/Log \((\d+)\)/.exec(await text('be-view details > summary'))?.[1] ?? -1);
    // The log's sentences came from the offline copy.
    await expect.poll(logCount, { timeout: 15_000 }).toBe(0);
    // France's set-up (3.3): one tap a cube, two a move at its end (3.3.2); the automated powers' cubes came with the game (13.1).
    const heading = async () => (await text('be-view section.actions h2').catch(() => '')).trim();
    const skip = page.getByRole('button', { name: 'Skip to my turn' });
    const untilFrance = () => expect.poll(async () => {
      if (await skip.count()) await skip.click().catch(() => undefined);
      return heading();
    }, { timeout: 30_000, interval: 200 }).toMatch(/Initial set-up|Actions of France|End of the set-up/);
    const tap = async () => {
      await expect.poll(() => page.locator('be-map g.territory.pickable').count()).toBeGreaterThan(0);
      const pick = page.locator('be-map g.territory.pickable').first();
      await pick.focus();
      await pick.click();
    };
    let steps = 0;
    for (let step = 0; step < 30; step++) {
      await untilFrance();
      const now = await heading();
      if (now.startsWith('Actions of France')) break;
      const before = await logCount();
      await tap();
      if (now.startsWith('End of the set-up')) {
        await expect.poll(() => page.locator('be-map g.territory.selected').count()).toBe(1);
        await tap();
      }
      await expect.poll(logCount).toBeGreaterThan(before);
      steps++;
    }
    await untilFrance();
    expect(await heading()).toMatch(/^Actions of France/);
    // Russia acts first in turn 1 (the order track): an automated step, by the runner and its worker, loaded now, offline.
    expect(await logCount()).toBeGreaterThan(steps);
    await page.locator('be-view details > summary', { hasText: 'Scoring, every VP explained' }).click();
    await expect.poll(() => text('be-view section.scoring h2')).toContain('10.1');
    expect(await page.evaluate(() => fetch(`/not-precached-${Date.now()}`).then(() => 'fetched', () => 'failed'))).toBe('failed');
    await context.close();
  });
});
