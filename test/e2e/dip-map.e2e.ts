/**
 * Order entry on the Diplomacy map, as a table of seven players would do it:
 * a table-mode game, each power behind the "pass the device" screen, every
 * order of seed 000's sample Spring 1901 given by clicking a unit and then
 * its target on the map (no typing), then the phase resolved.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deepText, launch, newPlayer } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Move = [unit: string, target: string];

/** Seed 000, "Esempio di gioco", spring 1901: the unit's accessible name, then the target space id. */
const SPRING_1901: [power: string, moves: Move[]][] = [
  ['England', [['Army, Liverpool, England', 'yor'], ['Fleet, London, England', 'nth'], ['Fleet, Edinburgh, England', 'nrg']]],
  ['France', [['Army, Paris, France', 'bur'], ['Army, Marseilles, France', 'spa'], ['Fleet, Brest, France', 'pic']]],
  ['Germany', [['Army, Berlin, Germany', 'kie'], ['Army, Munich, Germany', 'ruh'], ['Fleet, Kiel, Germany', 'den']]],
  ['Italy', [['Army, Venice, Italy', 'pie'], ['Army, Rome, Italy', 'ven'], ['Fleet, Naples, Italy', 'ion']]],
  ['Austria-Hungary', [['Army, Vienna, Austria-Hungary', 'tri'], ['Army, Budapest, Austria-Hungary', 'gal'], ['Fleet, Trieste, Austria-Hungary', 'alb']]],
  ['Russia', [['Army, Moscow, Russia', 'ukr'], ['Army, Warsaw, Russia', 'gal'], ['Fleet, St Petersburg (south coast), Russia', 'bot'], ['Fleet, Sevastopol, Russia', 'bla']]],
  ['Turkey', [['Army, Constantinople, Turkey', 'bul'], ['Army, Smyrna, Turkey', 'con'], ['Fleet, Ankara, Turkey', 'bla']]],
];

/** Clicks the map where a player would: on the target space's unit point. */
async function clickSpace(page: Page, loc: string) {
  await page.locator('dip-map svg').scrollIntoViewIfNeeded();
  const point = await page.evaluate((id) => {
    const find = (root: Document | ShadowRoot): Element | null => {
      const direct = root.querySelector('dip-map');
      if (direct) return direct;
      for (const host of root.querySelectorAll('*')) {
        const inner = host.shadowRoot && find(host.shadowRoot);
        if (inner) return inner;
      }
      return null;
    };
    const map = find(document) as (Element & { clientPointOf(loc: string): { x: number; y: number } }) | null;
    return map!.clientPointOf(id);
  }, loc);
  await page.mouse.click(point.x, point.y);
}

describe('the Diplomacy map', () => {
  it('plays spring 1901 of the sample game by clicking, for all seven powers at one table', async () => {
    const { page, errors, context } = await newPlayer(browser);
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /Diplomacy/ }).check();
    await page.getByRole('radio', { name: /At one table/ }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1901');

    for (const [power, moves] of SPRING_1901) {
      // The pass-the-device buttons reflow as powers finish; keyboard activation cannot hit a neighbour.
      await page.getByRole('button', { name: `I am ${power}: show my units` }).press('Enter');
      await expect.poll(() => page.getByRole('heading', { name: `Orders for ${power}` }).count()).toBe(1);
      for (const [unit, target] of moves) {
        await page.getByRole('img', { name: unit, exact: true }).click();
        await expect.poll(() => deepText(page, '.map-status')).toContain(unit);
        await clickSpace(page, target);
        await expect.poll(() => deepText(page, '.map-status')).toMatch(/^Order: /);
      }
      // Every order is in the text box and passes the live check.
      const box = page.getByRole('textbox', { name: `Orders for ${power}` });
      expect((await box.inputValue()).split('\n')).toHaveLength(moves.length);
      expect(await page.locator('dip-view .check li.bad').count()).toBe(0);
      await page.getByRole('button', { name: 'Submit orders' }).click();
      await expect.poll(() => page.getByRole('heading', { name: `Orders for ${power}` }).count()).toBe(0);
    }

    await page.getByRole('button', { name: 'Resolve the phase' }).click();
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Fall 1901');

    const expected = [
      'Army, Yorkshire, England', 'Fleet, North Sea, England', 'Fleet, Norwegian Sea, England',
      'Army, Kiel, Germany', 'Army, Ruhr, Germany', 'Fleet, Denmark, Germany',
      'Army, Ukraine, Russia', 'Army, Warsaw, Russia', 'Fleet, Gulf of Bothnia, Russia', 'Fleet, Sevastopol, Russia',
      'Army, Bulgaria, Turkey', 'Army, Constantinople, Turkey', 'Fleet, Ankara, Turkey',
      'Army, Trieste, Austria-Hungary', 'Army, Budapest, Austria-Hungary', 'Fleet, Albania, Austria-Hungary',
      'Army, Piedmont, Italy', 'Army, Venice, Italy', 'Fleet, Ionian Sea, Italy',
      'Army, Burgundy, France', 'Army, Spain, France', 'Fleet, Picardy, France',
    ];
    await page.getByRole('button', { name: 'I am England: show my units' }).waitFor();
    const names = await page.locator('dip-map g.unit').evaluateAll((units) => units.map((u) => u.getAttribute('aria-label')));
    expect(names.sort()).toEqual(expected.sort());
    // The four bounces of the seed are drawn as failed orders, each with its reason.
    const reasons = await page.locator('dip-map .cross').evaluateAll((marks) => marks.map((m) => m.getAttribute('data-tip')));
    expect(reasons).toHaveLength(4);
    expect(reasons.join('\n')).toMatch(/Gal/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
