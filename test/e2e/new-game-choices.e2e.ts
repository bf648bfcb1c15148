/**
 * New game while a chosen game's code is still on its way: the page offers none
 * of the previous game's ways in the meantime, so a way the person picks is the
 * new game's own and stays picked.
 */
import { describe, expect, inject, it } from 'vitest';
import { deepText, newPlayer, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('new game: choices while a game loads', () => {
  it("shows no ways of the game shown before until the chosen game's code is here, and keeps the way then picked", async () => {
    // The worker is blocked: the test holds the game's code back on the network.
    const { page, context, errors } = await newPlayer(browser(), { serviceWorkers: 'block' });
    await page.goto(`${baseUrl}#/new`);
    // Diplomacy, the first game, is shown with its own ways.
    await page.getByRole('radio', { name: /^At one table \(pass the device\)/ }).waitFor();

    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/assets/bundle-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('radio', { name: /^La Belle Époque/ }).check();
    await expect.poll(() => deepText(page, 'new-game-page')).toContain('Loading the game…');
    // Diplomacy's ways (its own "At one table" among them) are gone: a choice there would be undone on arrival.
    expect(await page.getByRole('radio', { name: /^At one table/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create game' }).isDisabled()).toBe(true);

    release();
    const table = page.getByRole('radio', { name: /^At one table \(pass the device\)/ });
    await table.check();
    // La Belle Époque's table way asks who plays each power.
    await page.getByRole('combobox', { name: /^Great Britain/ }).waitFor();
    expect(await table.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^Alone against the computer: Great Britain/ }).isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
