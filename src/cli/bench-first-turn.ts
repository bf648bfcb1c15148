/**
 * A scripted new player's first turn of Diplomacy at one table, at 1280×800:
 * New game, then seed 000's sample Spring 1901 entered by clicking for all
 * seven powers (show my units, the unit, its target, Submit), then Resolve.
 * Every click the script makes is counted, and the time it takes.
 */
import type { Browser, Page } from 'playwright-core';

type Move = [unit: string, target: string];

/** Seed 000, "Esempio di gioco", spring 1901: the unit's accessible name, then the target space id. */
export const SAMPLE_SPRING_1901: [power: string, moves: Move[]][] = [
  ['England', [['Army, Liverpool, England', 'yor'], ['Fleet, London, England', 'nth'], ['Fleet, Edinburgh, England', 'nrg']]],
  ['France', [['Army, Paris, France', 'bur'], ['Army, Marseilles, France', 'spa'], ['Fleet, Brest, France', 'pic']]],
  ['Germany', [['Army, Berlin, Germany', 'kie'], ['Army, Munich, Germany', 'ruh'], ['Fleet, Kiel, Germany', 'den']]],
  ['Italy', [['Army, Venice, Italy', 'pie'], ['Army, Rome, Italy', 'ven'], ['Fleet, Naples, Italy', 'ion']]],
  ['Austria-Hungary', [['Army, Vienna, Austria-Hungary', 'tri'], ['Army, Budapest, Austria-Hungary', 'gal'], ['Fleet, Trieste, Austria-Hungary', 'alb']]],
  ['Russia', [['Army, Moscow, Russia', 'ukr'], ['Army, Warsaw, Russia', 'gal'], ['Fleet, St Petersburg (south coast), Russia', 'bot'], ['Fleet, Sevastopol, Russia', 'bla']]],
  ['Turkey', [['Army, Constantinople, Turkey', 'bul'], ['Army, Smyrna, Turkey', 'con'], ['Fleet, Ankara, Turkey', 'bla']]],
];

/** Where a space is on screen, as the map itself places its unit point (dip-map's clientPointOf). */
export async function spacePoint(page: Page, loc: string): Promise<{ x: number; y: number }> {
  await page.locator('dip-map svg.board').scrollIntoViewIfNeeded();
  // A string, not a function: the TypeScript runner would add helpers the page does not have.
  return (await page.evaluate(`(() => {
    const find = (root) => {
      const direct = root.querySelector('dip-map');
      if (direct) return direct;
      for (const host of root.querySelectorAll('*')) {
        const inner = host.shadowRoot && find(host.shadowRoot);
        if (inner) return inner;
      }
      return null;
    };
    return find(document).clientPointOf(${JSON.stringify(loc)});
  })()`)) as { x: number; y: number };
}

export async function firstTurnClicks(browser: Browser, base: string): Promise<{ name: string; value: number; unit: string; note?: string }[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let clicks = 0;
  const click = async (action: Promise<unknown>) => {
    await action;
    clicks++;
  };
  try {
    await page.goto(`${base}#/new`);
    const started = performance.now();
    await click(page.getByRole('radio', { name: /Diplomacy/ }).check());
    await click(page.getByRole('radio', { name: /At one table/ }).check());
    await click(page.getByRole('button', { name: 'Create game' }).click());
    await page.waitForURL(/#\/game\//);
    for (const [power, moves] of SAMPLE_SPRING_1901) {
      await click(page.getByRole('button', { name: `I am ${power}: show my units` }).click());
      await page.getByRole('heading', { name: `Orders for ${power}` }).waitFor();
      for (const [unit, target] of moves) {
        await click(page.getByRole('img', { name: unit, exact: true }).click());
        const point = await spacePoint(page, target);
        await click(page.mouse.click(point.x, point.y));
      }
      await click(page.getByRole('button', { name: 'Submit orders' }).click());
      await page.getByRole('heading', { name: `Orders for ${power}` }).waitFor({ state: 'detached' });
    }
    await click(page.getByRole('button', { name: 'Resolve the phase' }).click());
    await page.getByText('Fall 1901').first().waitFor();
    const seconds = (performance.now() - started) / 1000;
    const note = '22 orders of seed 000\'s sample game; the minimum is 3 to create, 7 × (show + submit), 22 × (unit + target), 1 to resolve = 62';
    return [
      { name: 'diplomacy: clicks for a new player to enter Spring 1901 for seven powers at one table', value: clicks, unit: 'clicks', note },
      { name: 'diplomacy: seconds for the scripted player to enter Spring 1901 at one table', value: seconds, unit: 's' },
    ];
  } finally {
    await context.close();
  }
}
