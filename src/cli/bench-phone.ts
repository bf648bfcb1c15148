/**
 * The time from opening a game link to a board the player can use, on a phone
 * as Lighthouse's mobile profile models one: the CPU 4× slower, 150 ms round
 * trip, 1.6 Mbit/s down and 750 kbit/s up, a 390×844 screen. The landing page
 * and its "Open the game" button are part of the time.
 *
 * Cold: a fresh context (no cache, no service worker). Warm: a context whose
 * service worker is installed and has cached the site, then the link reopened
 * in a new tab. Returning: as warm, after a link of another game of the same
 * kind was opened there (a player of a chat group opening a game's later
 * links, whose browser has run the game's code before).
 * The site is `vite preview` of dist/, which gzips what it sends as a static
 * host does.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Figure } from './bench-figures';
import { PROBES, linkOf, withSite } from './bench-browser';
import { timeLinkOpen } from './bench-open-probe';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** Lighthouse's mobile throttling: 1.6 Mbit/s down, 750 kbit/s up (bytes per second), 150 ms round trip. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** The targets on this profile. */
export const PHONE_TARGETS = { cold: 1500, warm: 500 };

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return page;
}

/** A context whose service worker controls the site and holds its precache, as a returning player's. */
async function installedContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(base);
  // The worker is ready once installed and active; clientsClaim then hands it this page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
  });
  await page.close();
  return context;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Cold, warm and returning figures for each game (`only`: one game id), each the median of `runs`. */
export async function phoneOpenFigures(browser: Browser, base: string, runs = 3, only?: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const probe of PROBES.filter((p) => !only || p.name === only)) {
    const link = await linkOf(browser, base, probe);
    const earlier = await linkOf(browser, base, probe);
    const cold: number[] = [];
    const warm: number[] = [];
    const again: number[] = [];
    for (let run = 0; run < runs; run++) {
      const fresh = await browser.newContext(PHONE);
      cold.push(await timeLinkOpen(await throttled(fresh), link, probe.readyMarks));
      await fresh.close();
      const cached = await installedContext(browser, base);
      warm.push(await timeLinkOpen(await throttled(cached), link, probe.readyMarks));
      await cached.close();
      const returning = await installedContext(browser, base);
      const before = await returning.newPage();
      await timeLinkOpen(before, earlier, probe.readyMarks);
      await before.close();
      again.push(await timeLinkOpen(await throttled(returning), link, probe.readyMarks));
      await returning.close();
    }
    const note = `4× CPU, 150 ms RTT, 1.6 Mbit/s down, 390×844; runs ${[cold, warm, again].map((times) => times.map(Math.round).join('/')).join(' | ')}`;
    figures.push(
      { name: `${probe.name}: game link to a usable board on a throttled phone, first visit (median of ${runs})`, value: Math.round(median(cold)), unit: 'ms', target: PHONE_TARGETS.cold, better: 'lower', note },
      { name: `${probe.name}: game link to a usable board on a throttled phone, service worker cached (median of ${runs})`, value: Math.round(median(warm)), unit: 'ms', target: PHONE_TARGETS.warm, better: 'lower', note },
      { name: `${probe.name}: game link to a usable board on a throttled phone, cached, after a link of another game of this kind (median of ${runs})`, value: Math.round(median(again)), unit: 'ms', target: PHONE_TARGETS.warm, better: 'lower', note },
    );
  }
  return figures;
}

/** Only these figures (`--only=phone-open [--game=ID]`), on the last build. */
export function phoneOpenOnly(game?: string, runs = 3): Promise<Figure[]> {
  return withSite((browser, base) => phoneOpenFigures(browser, base, runs, game));
}
