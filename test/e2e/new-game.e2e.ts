/**
 * New game while a game's code is still loading: the way of playing picked is the one the game is
 * made with (a slow network once turned a pick of "open orders" back to "at one table", so the
 * group was never sent a link).
 */
import { describe, expect, inject, it } from 'vitest';
import { newPlayer, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('New game on a slow network', () => {
  it('a way picked while the chosen game loads is kept once it has loaded', async () => {
    const { page, context, errors } = await newPlayer(browser(), { serviceWorkers: 'block' });
    await page.goto(`${baseUrl}#/new/diplomacy`);
    await expect.poll(() => page.getByRole('radio', { name: /Against the computer/ }).isEnabled()).toBe(true);
    // Each game's code arrives two seconds late from now on.
    await page.route('**/assets/bundle-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.getByRole('radio', { name: /Romania 1198/ }).check();
    const open = page.getByRole('radio', { name: /open orders/ });
    await open.check();
    // Romania 1198's own ways are drawn: its code is in.
    await expect.poll(() => page.getByText(/You play one region/).count(), { timeout: 15_000 }).toBe(1);
    expect(await open.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /At one table/ }).isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
