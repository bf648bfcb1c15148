/**
 * Figures only a real browser can give: the time from opening a game link to
 * a board the player can use, for each game. Serves dist/ with `vite preview`
 * and drives Debian's Chromium; prints nothing itself, returns figures.
 */
import { preview } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/e2e/chromium';

export interface BrowserFigure {
  name: string;
  value: number;
  unit: string;
  target?: number;
  note?: string;
}

interface GameProbe {
  name: string;
  /** The New game page's radio for the game. */
  gameChoice: RegExp;
  /** The element that shows the board is usable. */
  ready: (page: Page) => Promise<unknown>;
}

const PROBES: GameProbe[] = [
  {
    name: 'diplomacy',
    gameChoice: /Diplomacy/,
    ready: (page) => page.getByRole('img', { name: /^Army, Paris, France$/ }).first().waitFor(),
  },
  {
    name: 'wwi',
    gameChoice: /World War I/,
    ready: (page) => page.getByRole('button', { name: /^German 5th Army, 5–4, hex 0614 Metz$/ }).waitFor(),
  },
];

async function linkOf(browser: Browser, base: string, probe: GameProbe): Promise<string> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${base}#/new`);
  await page.getByRole('radio', { name: probe.gameChoice }).check();
  await page.getByRole('radio', { name: /open orders/ }).check();
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/#\/game\//);
  const link = await page.locator('share-panel textarea').first().inputValue();
  await page.context().close();
  return link;
}

/** Median of several runs, each in a fresh browser context that has visited the site once (warm cache, as a returning player). */
export async function browserFigures(runs = 5): Promise<BrowserFigure[]> {
  const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
  const address = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const figures: BrowserFigure[] = [];
  try {
    for (const probe of PROBES) {
      const link = await linkOf(browser, base, probe);
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(base);
        await page.waitForLoadState('networkidle');
        const started = performance.now();
        await page.goto(link);
        await page.getByRole('button', { name: /Open the game/ }).click();
        await probe.ready(page);
        times.push(performance.now() - started);
        await context.close();
      }
      times.sort((a, b) => a - b);
      figures.push({ name: `${probe.name}: game link to an interactive board (median of ${runs})`, value: times[Math.floor(runs / 2)], unit: 'ms', target: 1000 });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return figures;
}
