/**
 * Diplomacy with the computer at one device. Against the computer, France is
 * the person's and the computer orders the other six in a worker: the person is
 * never asked to pass the device, sees which powers are still deciding, and
 * Spring 1901 resolves to Fall 1901 when the person ends the turn, with the computer's moves drawn. At a mixed
 * table (two people, five bots) the device passes between the two people only.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deepText, newPlayer, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const HOME_1901 = [
  'Army, Vienna, Austria-Hungary', 'Army, Budapest, Austria-Hungary', 'Fleet, Trieste, Austria-Hungary',
  'Fleet, London, England', 'Fleet, Edinburgh, England', 'Army, Liverpool, England',
  'Army, Berlin, Germany', 'Army, Munich, Germany', 'Fleet, Kiel, Germany',
  'Army, Rome, Italy', 'Army, Venice, Italy', 'Fleet, Naples, Italy',
  'Army, Moscow, Russia', 'Army, Warsaw, Russia', 'Fleet, Sevastopol, Russia', 'Fleet, St Petersburg (south coast), Russia',
  'Army, Constantinople, Turkey', 'Army, Smyrna, Turkey', 'Fleet, Ankara, Turkey',
];
const BOTS_OF_MIXED = ['Germany', 'Italy', 'Austria-Hungary', 'Russia', 'Turkey'];

/** Every "pass the device" heading and button the page shows until `stop`, sampled as the page changes. */
function watchPassScreens(page: Page): { seen: string[]; stop: () => void } {
  const seen: string[] = [];
  let running = true;
  void (async () => {
    while (running) {
      const text = await deepText(page, '.pass').catch(() => '');
      if (text && !seen.includes(text)) seen.push(text);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return { seen, stop: () => (running = false) };
}

/** `button`: a lone person against the computer ends the turn; at a table of several people each submits. */
async function holdAndSubmit(page: Page, power: string, button = 'Submit orders') {
  await expect.poll(() => page.getByRole('heading', { name: `Orders for ${power}` }).count()).toBe(1);
  await page.getByRole('button', { name: 'Add a hold order for every unit' }).click();
  await page.getByRole('button', { name: button }).click();
}

describe('Diplomacy with the computer at one device', () => {
  it('one person against six bots: no pass screen, a thinking state, bots’ orders hidden until Spring 1901 resolves, then drawn; Winter 1901 builds resolve by themselves', async () => {
    // A fixed seed: the same game id, so the computer plays the same game every time.
    const { page, errors, context } = await newPlayer(browser(), { serviceWorkers: 'block', randomSeed: 15 });
    // The computer's worker arrives late, so its thinking state can be seen.
    await page.route(/bot-worker/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    const pass = watchPassScreens(page);
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /Diplomacy/ }).check();
    await page.getByRole('radio', { name: /Against the computer/ }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1901');
    expect(await deepText(page, 'dip-solo')).toContain('Against the computer. You play');

    // France orders at once while the computer thinks, its powers named with a progress bar.
    await expect.poll(() => page.getByRole('heading', { name: 'Orders for France' }).count()).toBe(1);
    await expect.poll(() => deepText(page, '.computer')).toBe('The computer is deciding for England, Germany, Italy, Austria-Hungary, Russia and Turkey…');
    expect(await page.locator('.computer progress').count()).toBe(1);
    // The computer's orders are nowhere on the page before the phase resolves: no other orders, nothing drawn.
    expect(await deepText(page, 'body')).not.toMatch(/Orders for (Germany|Italy|England)/);
    await expect.poll(() => deepText(page, '.waiting'), { timeout: 30_000 }).toBe('Waiting for France');
    expect(await page.locator('dip-map .order').count()).toBe(0);
    // The person's Submit ends the turn: with the computer's orders in, the phase resolves with no other click.
    // No votes for link play at this table.
    expect(await deepText(page, 'dip-view')).not.toMatch(/vote for a draw|let the computer play them/);
    await holdAndSubmit(page, 'France', 'End the turn');
    await expect.poll(() => deepText(page, '.phase-label'), { timeout: 30_000 }).toContain('Fall 1901');

    await expect.poll(() => page.locator('dip-map g.unit').count()).toBe(22);
    const names = await page.locator('dip-map g.unit').evaluateAll((units) => units.map((u) => u.getAttribute('aria-label') ?? ''));
    for (const unit of ['Army, Paris, France', 'Army, Marseilles, France', 'Fleet, Brest, France']) expect(names).toContain(unit);
    // The computer moved: some of its units left home, and its moves are drawn like everyone's (France only held).
    expect(names.filter((name) => !name.endsWith('France') && !HOME_1901.includes(name)).length).toBeGreaterThan(0);
    expect(await deepText(page, '.results')).toMatch(/Germany/);
    await page.getByRole('radio', { name: 'Results of the last phase' }).check();
    await expect.poll(() => page.locator('dip-map path.order.move').count()).toBeGreaterThan(0);
    // Fall 1901: France is asked again at once, never through a pass screen.
    await holdAndSubmit(page, 'France', 'End the turn');
    // Winter 1901: only the computer builds; France, with nothing to do, is asked nothing, and the phase resolves by itself after a pause.
    await expect.poll(() => deepText(page, '.phase-label'), { timeout: 30_000 }).toContain('Winter 1901');
    expect(await page.getByRole('heading', { name: 'Orders for France' }).count()).toBe(0);
    expect(await page.locator('dip-view textarea').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Resolve the phase' }).count()).toBe(0);
    await expect.poll(() => deepText(page, '.phase-label'), { timeout: 30_000 }).toContain('Spring 1902');
    await expect.poll(() => page.getByRole('heading', { name: 'Orders for France' }).count()).toBe(1);
    pass.stop();
    expect(pass.seen).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('two people and five bots at one table: the device passes between England and France only', async () => {
    const { page, errors, context } = await newPlayer(browser());
    const pass = watchPassScreens(page);
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /Diplomacy/ }).check();
    await page.getByRole('radio', { name: /At one table/ }).check();
    await expect.poll(() => page.getByRole('group', { name: 'Who plays each power' }).count()).toBe(1);
    for (const power of BOTS_OF_MIXED) await page.locator('.roles label', { hasText: new RegExp(`^${power}`) }).locator('select').selectOption({ label: 'Computer, beginner' });
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1901');
    expect(await deepText(page, 'dip-solo')).toContain('At this table people play England and France; the computer plays Germany (beginner)');

    await expect.poll(() => deepText(page, '.pass h2')).toBe('Pass the device to England');
    expect(await page.locator('.pass button').allTextContents()).toEqual(['I am England: show my units', 'France']);
    await page.getByRole('button', { name: 'I am England: show my units' }).click();
    await holdAndSubmit(page, 'England');
    await expect.poll(() => deepText(page, '.pass h2')).toBe('Pass the device to France');
    expect(await page.locator('.pass button').allTextContents()).toEqual(['I am France: show my units']);
    await page.getByRole('button', { name: 'I am France: show my units' }).click();
    expect(await deepText(page, 'body')).not.toMatch(/Orders for (England|Germany|Italy)/);
    // The last person's Submit ends the turn.
    await holdAndSubmit(page, 'France');
    await expect.poll(() => deepText(page, '.phase-label'), { timeout: 30_000 }).toContain('Fall 1901');
    await expect.poll(() => deepText(page, '.pass h2')).toBe('Pass the device to England');

    pass.stop();
    const named = pass.seen.flatMap((text) => [...text.matchAll(/Pass the device to ([\w-]+)/g)].map((m) => m[1]));
    expect(new Set(named)).toEqual(new Set(['England', 'France']));
    // Whom the screen asks for and offers (the line before it only lists whose orders are in).
    for (const text of pass.seen) {
      for (const bot of BOTS_OF_MIXED) expect(text.slice(text.indexOf('Pass the device'))).not.toContain(bot);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
