/**
 * Diplomacy against the computer at one device: France is the person's, the
 * computer orders the other six powers in a worker, and Spring 1901 resolves
 * to Fall 1901 with everyone's units where the orders took them.
 */
import { describe, expect, inject, it } from 'vitest';
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

describe('Diplomacy against the computer', () => {
  it('France holds in Spring 1901, the computer orders the six others, and the phase resolves to Fall 1901', async () => {
    const { page, errors, context } = await newPlayer(browser());
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /Diplomacy/ }).check();
    await page.getByRole('radio', { name: /Against the computer/ }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1901');
    expect(await deepText(page, 'dip-solo')).toContain('Against the computer. You play');

    // Once the computer's six are in, only France is waited for.
    await expect.poll(() => deepText(page, '.waiting'), { timeout: 30_000 }).toBe('Waiting for France');
    expect(await deepText(page, 'dip-solo .thinking')).not.toContain('thinking');
    await page.getByRole('button', { name: 'I am France: show my units' }).press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Orders for France' }).count()).toBe(1);
    // The computer's orders are nowhere on the page before the phase resolves.
    expect(await deepText(page, 'body')).not.toMatch(/Orders for (Germany|Italy|England)/);
    await page.getByRole('button', { name: 'Add a hold order for every unit' }).click();
    await page.getByRole('button', { name: 'Submit orders' }).click();
    await page.getByRole('button', { name: 'Resolve the phase' }).click();
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Fall 1901');

    await expect.poll(() => page.locator('dip-map g.unit').count()).toBe(22);
    const names = await page.locator('dip-map g.unit').evaluateAll((units) => units.map((u) => u.getAttribute('aria-label') ?? ''));
    for (const unit of ['Army, Paris, France', 'Army, Marseilles, France', 'Fleet, Brest, France']) expect(names).toContain(unit);
    // The computer moved: some of its units left home.
    expect(names.filter((name) => !name.endsWith('France') && !HOME_1901.includes(name)).length).toBeGreaterThan(0);
    expect(await deepText(page, '.results')).toMatch(/Germany/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
