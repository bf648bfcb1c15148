/**
 * The Diplomacy game page: exports (board as SVG and PNG, orders as text) and
 * an accessibility scan with axe-core (no serious or critical violations).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deepText, newPlayer, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function openGameAsFrance(page: Page): Promise<void> {
  await page.goto(`${baseUrl}#/new`);
  await page.getByRole('radio', { name: /open orders/ }).check();
  await page.getByRole('radio', { name: /First to send takes the seat/ }).check();
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/#\/game\//);
  await page.getByRole('checkbox', { name: /^France/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.locator('textarea[id^="orders-"]').count()).toBe(1);
}

/** Serious and critical axe-core violations on the page (axe must be loaded). */
function seriousViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
  });
}

async function downloaded(page: Page, button: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return readFile(await (await download).path());
}

describe('Diplomacy game page', () => {
  it('exports the board as SVG and PNG and the orders of a phase as text', async () => {
    const { page, context, errors } = await newPlayer(browser());
    await openGameAsFrance(page);
    const svg = (await downloaded(page, 'Map as SVG')).toString('utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<style>');
    expect(svg).not.toContain('tabindex');
    const png = await downloaded(page, 'Map as PNG');
    expect([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect(png.length).toBeGreaterThan(20_000);

    await page.locator('textarea[id^="orders-"]').fill('A Par-Bur\nA Mar-Spa\nF Bre-Mao');
    await page.getByRole('button', { name: 'Submit orders' }).click();
    // Resolving without the missing players is not offered at once: the group may still be waiting.
    await expect.poll(() => deepText(page, 'game-page')).toMatch(/If .* cannot play, the phase can be resolved without them from/);
    expect(await page.getByRole('button', { name: /Resolve without/ }).count()).toBe(0);
    await page.clock.setFixedTime(Date.now() + 11 * 60_000);
    await page.reload();
    await page.getByRole('button', { name: /Resolve without .*…/ }).click();
    // It asks first, naming who holds and whose orders are used; cancelling changes nothing.
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toMatch(/Resolve without .*England.*\? Their units hold/);
    expect(await dialog.textContent()).toContain('The orders received from France are used');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await deepText(page, '.phase-label')).toContain('Spring 1901');
    await page.getByRole('button', { name: /Resolve without .*…/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /Yes, resolve without/ }).click();
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Fall 1901');
    // The history names each entry by what it shows: the phase now open shows Spring 1901's results.
    const historyNav = page.getByRole('navigation', { name: 'Phases' });
    expect(await historyNav.getByRole('link', { name: 'Start — Spring 1901 — movement' }).count()).toBe(1);
    expect(await historyNav.locator('[aria-current="page"]').textContent()).toBe('Results of Spring 1901 — movement; then Fall 1901 — movement');
    const orders = (await downloaded(page, 'Orders as text')).toString('utf8');
    expect(orders).toContain('Spring 1901 — movement');
    expect(orders).toMatch(/France:\n {2}✓ A Par - Bur — moved to Burgundy/);
    expect(orders).toContain('Civil disorder (no orders): England');

    // The history replays from the first phase to the last, then stops.
    await page.getByLabel('Speed').selectOption('1');
    await page.getByRole('button', { name: 'Replay from the start' }).click();
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1901');
    await expect.poll(() => deepText(page, '.phase-label'), { timeout: 5_000 }).toContain('Fall 1901');
    await expect.poll(() => page.getByRole('button', { name: 'Replay from the start' }).count(), { timeout: 5_000 }).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious or critical axe-core violations, in English and Italian', async () => {
    for (const locale of ['en-US', 'it-IT']) {
      const { page, context } = await newPlayer(browser(), { locale, bypassCSP: true });
      await page.goto(`${baseUrl}#/new`);
      await page.locator('new-game-page button[type=submit]').click();
      await page.waitForURL(/#\/game\//);
      await expect.poll(() => deepText(page, '.phase-label')).toContain('1901');
      await page.addScriptTag({ path: axePath });
      const violations = await seriousViolations(page);
      expect(violations, locale).toEqual([]);
      if (locale === 'en-US') {
        // Again with a unit's order menu open on the map.
        await page.getByRole('button', { name: 'I am England: show my units' }).press('Enter');
        await page.getByRole('img', { name: 'Fleet, London, England', exact: true }).click();
        await page.getByRole('dialog', { name: 'Order for Fleet, London, England' }).waitFor();
        expect(await seriousViolations(page), 'order menu open').toEqual([]);
      }
      await context.close();
    }
  });
});
