/**
 * Romania 1198 on the Diplomacy board, at one table: the 25 units of seven
 * regions on the map, orders given by clicking (an army to a neighbour, a
 * fleet along the Olt) and typed in the seed's notation (an army setting
 * out across the Meseș pass), Autumn 1198 resolved, the army in the pass
 * marked and named; fewer players and named units chosen in New game; an
 * axe-core scan of the board.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deepText, newPlayer, useBrowser } from './browser';
import { spacePoint } from '../../src/cli/bench-first-turn';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const REGIONS = ['Zalău', 'Oradea', 'Cluj', 'Bistrița', 'Târgu Mureș', 'Brașov', 'Timișoara'];

async function createRomania(page: Page): Promise<void> {
  await page.goto(`${baseUrl}#/new`);
  await page.getByRole('radio', { name: /Romania 1198/ }).check();
  await page.getByRole('radio', { name: /At one table/ }).check();
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/#\/game\//);
  await expect.poll(() => deepText(page, '.phase-label')).toContain('Autumn 1198');
}

async function clickSpace(page: Page, loc: string) {
  const point = await spacePoint(page, loc);
  await page.mouse.click(point.x, point.y);
}

async function unitNames(page: Page): Promise<string[]> {
  return page.locator('dip-map g.unit').evaluateAll((units) => units.map((u) => u.getAttribute('aria-label') ?? ''));
}

/** A fleet along the river by clicking, an army to a neighbour by clicking, an army into a pass by text. */
async function orderCluj(page: Page): Promise<void> {
  // Sibiu's fleet to the Transylvanian Olt (Târgu Mureș's fleet leaves it); then Deva's army to Hunedoara, a neutral centre.
  for (const [unit, to] of [['Fleet, Sibiu, Cluj', 'ol1'], ['Army, Deva, Cluj', 'hun']]) {
    await page.getByRole('img', { name: unit, exact: true }).click();
    await expect.poll(() => deepText(page, '.map-status')).toContain(unit);
    await clickSpace(page, to);
    await expect.poll(() => deepText(page, '.map-status')).toMatch(/^Order: /);
  }
  // Typed in the seed's notation: across the Meseș pass (a mountain edge: two movement phases).
  const box = page.getByRole('textbox', { name: 'Orders for Cluj' });
  await box.fill(`${await box.inputValue()}\nA clu - zal`);
  await expect.poll(() => page.locator('romania-view .check li.good').count()).toBe(3);
  expect(await page.locator('romania-view .check li.bad').count()).toBe(0);
}

describe('Romania 1198 on the board', () => {
  it('plays Autumn 1198 at one table: clicks, the seed notation, a fleet on the Olt and an army in a pass', async () => {
    const { page, errors, context } = await newPlayer(browser());
    await createRomania(page);
    expect(await unitNames(page)).toHaveLength(25);

    // Each region behind the pass-the-device screen, in turn; Cluj and Târgu Mureș order, the others hold.
    for (const region of REGIONS) {
      await page.getByRole('button', { name: `I am ${region}: show my units` }).press('Enter');
      await expect.poll(() => page.getByRole('heading', { name: `Orders for ${region}` }).count()).toBe(1);
      if (region === 'Cluj') await orderCluj(page);
      if (region === 'Târgu Mureș') {
        // Its second fleet goes on down the Olt into Wallachia, so Cluj's fleet can follow it.
        await page.getByRole('textbox', { name: 'Orders for Târgu Mureș' }).fill('F ol1 - ol2');
        await expect.poll(() => page.locator('romania-view .check li.good').count()).toBe(1);
      }
      await page.getByRole('button', { name: 'Submit orders' }).click();
      await expect.poll(() => page.getByRole('heading', { name: `Orders for ${region}` }).count()).toBe(0);
    }
    // At one table the last Submit ends the turn: the phase resolves by itself.
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1199');

    await page.getByRole('button', { name: 'I am Zalău: show my units' }).waitFor();
    const names = await unitNames(page);
    expect(names).toHaveLength(25);
    expect(names).toContain('Fleet, Transylvanian Olt, Cluj');
    expect(names).toContain('Army, Hunedoara, Cluj');
    expect(names).toContain('Fleet, Wallachian Olt, Târgu Mureș');
    expect(names).toContain('Army, Cluj, Cluj, in the pass to Zalău');
    expect(await page.locator('dip-map g.unit .pass-badge').count()).toBe(1);
    expect(await page.locator('dip-map .pass-route').count()).toBe(1);
    expect(await page.locator('dip-map .legend').textContent()).toContain('Ferry mark');
    expect(await deepText(page, 'romania-view')).toMatch(/set out across the mountains/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers fewer players and named units in New game: four players, the Mannari named with their strength and troops', async () => {
    const { page, errors, context } = await newPlayer(browser());
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /Romania 1198/ }).check();
    const players = page.getByRole('combobox', { name: /^Players/ });
    // Against the computer the person plays Cluj: the way sets seven players (Cluj is neutral with five).
    await players.selectOption('romania-5');
    await page.getByRole('radio', { name: /Against the computer/ }).check();
    await expect.poll(() => players.inputValue()).toBe('romania-7');
    await page.getByRole('radio', { name: /At one table/ }).check();
    await players.selectOption({ label: '4 players (Târgu Mureș; three pairs)' });
    await page.getByRole('combobox', { name: /^Named units/ }).selectOption('on');
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Autumn 1198');
    // Four seats: Târgu Mureș alone first, then Zalău with Brașov.
    await page.getByRole('button', { name: 'I am Târgu Mureș: show my units' }).press('Enter');
    // An order may name its unit; another unit's name makes it unclear.
    await page.getByRole('textbox', { name: 'Orders for Târgu Mureș' }).fill('A (Secui) med - sig\nA (Secui) odo XXX');
    await expect.poll(() => page.locator('romania-view .check li.good').count()).toBe(1);
    expect(await page.locator('romania-view .check li.bad').textContent()).toContain('The unit there is “Sassoni”, not “secui”');
    await page.getByRole('button', { name: 'Submit orders' }).click();
    await page.getByRole('button', { name: 'I am Zalău + Brașov: show my units' }).waitFor();
    const mannari = page.locator('dip-map g.unit[data-province="clu"]');
    expect(await mannari.getAttribute('aria-label')).toBe('Army, Cluj, Cluj, “Mannari”, strength 3.94 (an ordinary unit: 1): 200 archers level 3, 100 cavalry level 5, 100 infantry level 2, 100 infantry level 3');
    // The tooltip on hover says the same.
    expect(await mannari.locator('title').textContent()).toContain('“Mannari”, strength 3.94');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious or critical axe-core violations on the board', async () => {
    const { page, context } = await newPlayer(browser());
    await createRomania(page);
    await page.getByRole('button', { name: 'I am Zalău: show my units' }).press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Orders for Zalău' }).count()).toBe(1);
    // The page's CSP refuses inline scripts; evaluating through the DevTools protocol is not subject to it.
    await page.evaluate(readFileSync(axePath, 'utf8'));
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`);
    });
    expect(violations).toEqual([]);
    await context.close();
  });
});
