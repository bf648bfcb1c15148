/**
 * Figures only a real browser can give: the time from opening a game link to
 * a board the player can use, for each game. Serves dist/ with `vite preview`
 * and drives Debian's Chromium; prints nothing itself, returns figures.
 */
import { preview } from 'vite';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { firstTurnClicks } from './bench-first-turn';
import { verticalGap } from '../platform/popover-place';
import type { Figure } from './bench-figures';
import { timeLinkOpen, type ReadyMark } from './bench-open-probe';

export type BrowserFigure = Figure;

export interface GameProbe {
  name: string;
  /** The New game page's radio for the game. */
  gameChoice: RegExp;
  /** Its way of playing by link, in the game's own words. */
  byLink: RegExp;
  /** What shows the board is usable, watched for in every frame (bench-open-probe.ts). */
  readyMarks: ReadyMark[];
}

export const PROBES: GameProbe[] = [
  {
    name: 'diplomacy',
    gameChoice: /Diplomacy/,
    byLink: /open orders/,
    readyMarks: [{ role: 'img', label: 'Army, Paris, France' }],
  },
  {
    name: 'wwi',
    gameChoice: /World War I/,
    byLink: /By link, two players/,
    readyMarks: [{ role: 'button', label: 'German 3rd Army, 5–5, hex 0513' }],
  },
  {
    name: 'belle-epoque',
    gameChoice: /^La Belle Époque/,
    byLink: /^By link, 2–4 people/,
    // The board drawn (a plate, named with its cubes) and its continent buttons.
    readyMarks: [{ role: 'img', label: 'Belgium, 6 spaces' }, { role: 'button', label: 'Asia' }],
  },
  {
    name: 'romania1198',
    gameChoice: /Romania 1198/,
    byLink: /open orders/,
    readyMarks: [{ role: 'img', label: 'Army, Turda, Cluj' }],
  },
];

export async function linkOf(browser: Browser, base: string, probe: GameProbe): Promise<string> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${base}#/new`);
  await page.getByRole('radio', { name: probe.gameChoice }).check();
  await page.getByRole('radio', { name: probe.byLink }).check();
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/#\/game\//);
  const link = await page.locator('share-panel textarea').first().inputValue();
  await page.context().close();
  return link;
}

/** Median of several runs, each in a fresh browser context that has visited the site once (warm cache, as a returning player). */
export async function linkOpenFigures(browser: Browser, base: string, runs = 5, only?: string): Promise<BrowserFigure[]> {
  const figures: BrowserFigure[] = [];
  for (const probe of PROBES.filter((p) => !only || p.name === only)) {
    const link = await linkOf(browser, base, probe);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(base);
      await page.waitForLoadState('networkidle');
      times.push(await timeLinkOpen(page, link, probe.readyMarks));
      await context.close();
    }
    times.sort((a, b) => a - b);
    figures.push({ name: `${probe.name}: game link to an interactive board (median of ${runs})`, value: times[Math.floor(runs / 2)], unit: 'ms', target: 1000, better: 'lower' });
  }
  return figures;
}

/** Serves dist/ and launches Chromium for `measure`, then closes both. */
export async function withSite<T>(measure: (browser: Browser, base: string) => Promise<T>): Promise<T> {
  const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
  const address = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await measure(browser, base);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Only the link-to-board figure of one game (`--only=link-open --game=belle-epoque`), on the last build. */
export function linkOpenOnly(game?: string, runs = 5): Promise<BrowserFigure[]> {
  return withSite((browser, base) => linkOpenFigures(browser, base, runs, game));
}

/**
 * The page's longest task while La Belle Époque's automated powers play (issue target ≤ 50 ms):
 * a game at one table where the computer plays all four powers, each step decided in the
 * worker and shown on the page, watched for `seconds` with the browser's long-task observer.
 */
export async function automatedLongTasks(browser: Browser, base: string, seconds = 30): Promise<BrowserFigure[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: false });
  });
  await page.goto(`${base}#/new`);
  await page.getByRole('radio', { name: /^La Belle Époque/ }).check();
  // The game's ways come with its code: choose one once they are drawn (the ways now decide the hands themselves).
  await page.getByRole('radio', { name: /^At one table \(pass the device\)/ }).waitFor();
  await page.getByRole('radio', { name: /^At one table \(pass the device\)/ }).check();
  for (const power of ['Great Britain', 'France', 'Russia', 'Central Empires']) await page.getByRole('combobox', { name: new RegExp(`^${power}`) }).selectOption('computer');
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/#\/game\//);
  // Only what happens while the powers play: the page's own start is the link-to-board figure.
  await page.waitForTimeout(2000);
  // The observer sees a task it must see (80 ms of work), or the figure means nothing.
  await page.evaluate(() => {
    const started = performance.now();
    while (performance.now() - started < 80);
  });
  await page.waitForTimeout(200);
  const seen = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.some((d) => d >= 80));
  if (!seen) throw new Error('the long-task observer saw no 80 ms task: no figure');
  await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks = []));
  const steps = async () => (await page.locator('be-view').evaluate((v) => (v as unknown as { history?: unknown[] }).history?.length ?? 0));
  const before = await steps();
  await page.waitForTimeout(seconds * 1000);
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const shown = (await steps()) - before;
  await context.close();
  return [
    // The browser reports only tasks of 50 ms or more: 0 means none reached 50 ms.
    { name: `belle-epoque: longest page task of 50 ms or more while four automated powers play (${seconds} s, ${shown} steps shown; 0: none)`, value: Math.round(Math.max(0, ...tasks)), unit: 'ms', target: 50, better: 'lower' },
    { name: 'belle-epoque: page tasks over 50 ms while they play', value: tasks.filter((d) => d > 50).length, unit: 'tasks' },
  ];
}

/** Only the automated powers' long tasks (`--only=be-long-tasks`), on the last build. */
export function automatedLongTasksOnly(): Promise<BrowserFigure[]> {
  return withSite((browser, base) => automatedLongTasks(browser, base));
}

export function browserFigures(runs = 5): Promise<BrowserFigure[]> {
  return withSite(async (browser, base) => [
    ...(await linkOpenFigures(browser, base, runs)),
    ...(await automatedLongTasks(browser, base)),
    ...(await dragFrameTimes(browser, base)),
    await menuDistance(browser, base),
    ...(await firstTurnClicks(browser, base)),
  ]);
}

/**
 * Frame times while a player drags and zooms the Diplomacy map: animation
 * frames are timestamped in the page during 60 drag steps and 10 wheel zooms.
 */
export async function dragFrameTimes(browser: Browser, base: string): Promise<BrowserFigure[]> {
  const link = await linkOf(browser, base, PROBES[0]);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await timeLinkOpen(page, link, PROBES[0].readyMarks);
  const board = page.locator('dip-map svg.board');
  await board.scrollIntoViewIfNeeded();
  const box = (await board.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // A string, not a function: the TypeScript runner would add helpers the page does not have.
  await page.evaluate(`(() => {
    const stamps = [];
    window.frameStamps = stamps;
    const tick = (time) => { stamps.push(time); if (stamps.length < 2000) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.wheel(0, -300);
  await page.mouse.down();
  for (let step = 0; step < 60; step++) await page.mouse.move(centre.x + Math.sin(step / 6) * 150, centre.y + Math.cos(step / 6) * 100);
  await page.mouse.up();
  for (let step = 0; step < 10; step++) await page.mouse.wheel(0, step % 2 ? 200 : -200);
  const stamps = (await page.evaluate('window.frameStamps.slice()')) as number[];
  await context.close();
  const gaps = stamps.slice(1).map((time, i) => time - stamps[i]).sort((a, b) => a - b);
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / Math.max(1, gaps.length);
  return [
    { name: 'diplomacy map: mean frame time while dragging and zooming', value: mean, unit: 'ms', target: 16.7, better: 'lower', note: `${gaps.length} frames, headless` },
    { name: 'diplomacy map: 95th-percentile frame time while dragging and zooming', value: gaps[Math.floor(gaps.length * 0.95)] ?? 0, unit: 'ms' },
  ];
}

/** Only the Diplomacy map's frame times while dragging (`--only=drag-frames`), on the last build. */
export function dragFrameTimesOnly(): Promise<BrowserFigure[]> {
  return withSite((browser, base) => dragFrameTimes(browser, base));
}

/**
 * How far the order menu opens from the unit a player clicks, on a laptop
 * screen: the vertical distance from the unit's centre to the menu's nearer
 * edge (0 when the menu is level with the unit).
 *
 * The target is the placement's own gap, not 0: `placePopover` puts the menu
 * below the unit (else above) 14 px from its centre, its default `gap`, so that
 * the menu never covers the piece drawn there; 0 would mean a menu over the unit
 * or beside it, which the placement picks only when neither below nor above
 * fits. Over 14 px, the menu was pushed away from the unit (by the frame's
 * edge or by the spaces the player may click next).
 */
const MENU_GAP_PX = 14;

export async function menuDistance(browser: Browser, base: string): Promise<BrowserFigure> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto(`${base}#/new`);
    await page.getByRole('radio', { name: PROBES[0].gameChoice }).check();
    await page.getByRole('radio', { name: PROBES[0].byLink }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('checkbox', { name: /^France/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    const unit = page.getByRole('img', { name: /^Army, Paris, France$/ }).first();
    await unit.scrollIntoViewIfNeeded();
    await unit.click();
    const menu = page.locator('dip-map .menu');
    await menu.waitFor();
    const [u, m] = [(await unit.boundingBox())!, (await menu.boundingBox())!];
    const value = verticalGap(u.y + u.height / 2, { top: m.y, bottom: m.y + m.height });
    return { name: 'diplomacy: distance from a clicked unit to its order menu at 1280×800', value, unit: 'px', target: MENU_GAP_PX, better: 'lower' };
  } finally {
    await context.close();
  }
}
