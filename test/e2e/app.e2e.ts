/**
 * The site as a user meets it: the library, creating a game, opening links
 * (good, damaged, repeated), and working offline after the first visit.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deepText, newPlayer, serviceWorkerControls, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function createDiplomacy(page: Page, mode: 'table' | 'open' = 'table'): Promise<string> {
  await page.goto(`${baseUrl}#/new`);
  await page.getByRole('radio', { name: /Diplomacy/ }).check();
  await page.getByRole('radio', { name: mode === 'table' ? /At one table/ : /open orders/ }).check();
  if (mode !== 'table') await page.getByRole('radio', { name: /First to send takes the seat/ }).check();
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/#\/game\//);
  await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1901');
  return page.locator('share-panel textarea').first().inputValue();
}

describe('library and new game', () => {
  it('starts empty, creates a Diplomacy game, and lists it with whose move it is', async () => {
    const { page, errors, context } = await newPlayer(browser());
    await page.goto(baseUrl);
    await expect.poll(() => page.getByRole('heading', { name: 'No games yet' }).count()).toBe(1);
    const link = await createDiplomacy(page);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#[A-Za-z0-9_-]+$/);
    await page.getByRole('link', { name: 'My games' }).click();
    const entry = page.getByRole('link', { name: /Open Diplomacy, Spring 1901/ });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.textContent()).toContain('England');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches the whole interface to Italian and remembers it', async () => {
    const { page, context } = await newPlayer(browser());
    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'IT' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Le mie partite');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Le mie partite');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    await context.close();
  });

  it('never scrolls sideways on a 360 px phone: home, New game for each game, a game page', async () => {
    const { page, errors, context } = await newPlayer(browser(), { viewport: { width: 360, height: 780 } });
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const route of ['#/', '#/new', '#/new/diplomacy', '#/new/wwi']) {
      await page.goto(`${baseUrl}${route}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await sideways(), route).toBe(0);
    }
    await page.goto(`${baseUrl}#/new/diplomacy`);
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1901');
    expect(await sideways()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the header icon in the page and fetches no SVG picture, on opening nor on changing page', async () => {
    // Each SVG picture fetched is a document the browser builds and decodes; the tab icon is fetched again on every change of page.
    const { page, context } = await newPlayer(browser());
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.svg')) pictures.push(request.url());
    });
    await page.goto(baseUrl);
    await expect.poll(() => page.getByRole('heading', { name: 'No games yet' }).count()).toBe(1);
    await page.getByRole('link', { name: 'New game', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Create game' }).count()).toBe(1);
    expect(await page.locator('dispaccio-app').evaluate((app) => app.shadowRoot!.querySelectorAll('.brand svg').length)).toBe(1);
    expect(pictures).toEqual([]);
    await context.close();
  });

  it("sends the page and its code as the build's Brotli files, and the site works from them", async () => {
    // On a phone's slow line every 10 KB is about 50 ms of a first visit; the build writes each text file Brotli-compressed too.
    const { page, context } = await newPlayer(browser());
    const encodings = new Map<string, string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path === '/' || path.endsWith('.js') || path.endsWith('.css')) encodings.set(path, response.headers()['content-encoding'] ?? 'none');
    });
    await page.goto(baseUrl);
    await expect.poll(() => page.getByRole('heading', { name: 'No games yet' }).count()).toBe(1);
    const scripts = [...encodings].filter(([path]) => path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    expect(encodings.get('/')).toBe('br');
    // Files under 1 KB travel as they are, with or without the Brotli copies; nothing is gzipped on the fly any more.
    expect(scripts.filter(([, encoding]) => encoding === 'br').length).toBeGreaterThan(3);
    expect(scripts.filter(([, encoding]) => encoding !== 'br' && encoding !== 'none')).toEqual([]);
    await context.close();
  });

  it('follows an Italian browser on first visit', async () => {
    const { page, context } = await newPlayer(browser(), { locale: 'it-IT' });
    await page.goto(baseUrl);
    await expect.poll(() => page.getByRole('link', { name: 'Nuova partita', exact: true }).count()).toBe(1);
    await context.close();
  });
});

describe('moving between games', () => {
  it('opens a game of another kind from a game page, by address and by back and forward', async () => {
    const { page, errors, context } = await newPlayer(browser());
    await createDiplomacy(page);
    const diplomacyUrl = page.url();
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /World War I/ }).check();
    await page.getByRole('radio', { name: /Two players at this device/ }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(page, 'h1')).toContain('World War I');
    const wwiUrl = page.url();
    await page.goto(diplomacyUrl);
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1901');
    await page.goBack();
    expect(page.url()).toBe(wwiUrl);
    await expect.poll(() => deepText(page, 'h1')).toContain('World War I');
    await page.goForward();
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1901');
    expect(await deepText(page, 'body')).not.toMatch(/Something went wrong|malformed/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('opening links', () => {
  it('opens a game link in a second browser, then recognises it when opened again', async () => {
    const alice = await newPlayer(browser());
    const link = await createDiplomacy(alice.page, 'open');
    const bob = await newPlayer(browser());
    await bob.page.goto(link);
    await expect.poll(() => deepText(bob.page, 'landing-page'), { timeout: 15_000 }).toContain('A game you have not seen yet');
    await bob.page.getByRole('button', { name: 'Open the game' }).click();
    await expect.poll(() => deepText(bob.page, '.phase-label')).toContain('Spring 1901');
    await bob.page.goto(`${baseUrl}#/`);
    await bob.page.goto(link);
    await expect.poll(() => deepText(bob.page, 'landing-page')).toContain('You already have this phase');
    expect(bob.errors).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  });

  it('opens a link pasted with the line breaks a chat app adds, or only its "#…" part', async () => {
    const alice = await newPlayer(browser());
    const link = await createDiplomacy(alice.page, 'open');
    const bob = await newPlayer(browser());
    await bob.page.goto(baseUrl);
    // The home page names the games it offers, each leading to New game (drawn once the shell has loaded).
    await bob.page.getByRole('link', { name: 'Diplomacy', exact: true }).waitFor();
    for (const title of ['Diplomacy', 'World War I 1914–1918']) expect(await bob.page.getByRole('link', { name: title, exact: true }).count()).toBe(1);
    const hash = link.slice(link.indexOf('#'));
    const broken = `${link.slice(0, 40)}\n${link.slice(40, 80)} ${link.slice(80)}`;
    for (const pasted of [broken, hash]) {
      await bob.page.goto(`${baseUrl}#/`);
      await bob.page.getByRole('textbox', { name: 'Paste a game or orders link' }).fill(pasted);
      await bob.page.getByRole('button', { name: 'Open', exact: true }).click();
      await expect.poll(() => deepText(bob.page, 'landing-page'), { timeout: 15_000 }).toMatch(/A game you have not seen yet|You already have this phase/);
    }
    expect(bob.errors).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  });

  it('explains damaged links and changes nothing', async () => {
    const alice = await newPlayer(browser());
    const link = await createDiplomacy(alice.page);
    const { page, context, errors } = await newPlayer(browser());
    const payload = link.split('#')[1];
    const cases: [string, RegExp][] = [
      [payload.slice(0, payload.length - 12), /incomplete/],
      [payload.slice(0, 30) + (payload[30] === 'A' ? 'B' : 'A') + payload.slice(31), /damaged/],
      ['hello-there', /not a Dispaccio link/],
    ];
    for (const [fragment, message] of cases) {
      await page.goto(`${baseUrl}#${fragment}`);
      await expect.poll(() => deepText(page, 'landing-page')).toMatch(message);
      expect(await deepText(page, 'landing-page')).toContain('Nothing was changed in your library');
    }
    await page.goto(`${baseUrl}#/`);
    await expect.poll(() => page.getByRole('heading', { name: 'No games yet' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await alice.context.close();
    await context.close();
  });
});

describe('game files', () => {
  it('downloads a whole game and opens it in another browser', async () => {
    const alice = await newPlayer(browser());
    await createDiplomacy(alice.page);
    const download = alice.page.waitForEvent('download');
    await alice.page.getByRole('button', { name: 'Download the whole game (file)' }).click();
    const file = await (await download).path();
    const bob = await newPlayer(browser());
    await bob.page.goto(baseUrl);
    await bob.page.getByLabel('Open a game file').setInputFiles(file);
    await expect.poll(() => deepText(bob.page, 'library-page')).toContain('Game file opened: 1 of its 1 phases were new');
    await expect.poll(() => bob.page.getByRole('link', { name: /Open Diplomacy, Spring 1901/ }).count()).toBe(1);
    await alice.context.close();
    await bob.context.close();
  });
});

describe('offline', () => {
  it('after one visit, reloads offline and opens a game link', async () => {
    const alice = await newPlayer(browser());
    const link = await createDiplomacy(alice.page);
    const { page, context } = await newPlayer(browser());
    await page.goto(baseUrl);
    // Wait until the service worker controls the page and has precached everything.
    const controlled = await serviceWorkerControls(page);
    expect(controlled).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('My games');
    await page.goto(link);
    await expect.poll(() => deepText(page, 'landing-page')).toContain('A game you have not seen yet');
    await page.getByRole('button', { name: 'Open the game' }).click();
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1901');
    await expect.poll(() => deepText(page, 'dip-view')).toContain('England');
    // The network is really cut: nothing outside the precache can be fetched.
    expect(await page.evaluate(() => fetch(`/not-precached-${Date.now()}`).then(() => 'fetched', () => 'failed'))).toBe('failed');
    // Chromium does not carry the emulated offline state into navigator.onLine across a reload (the network
    // stays cut, as above); going offline again fires the 'offline' event the status line listens to.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect.poll(() => deepText(page, '.status')).toContain('Offline');
    await alice.context.close();
    await context.close();
  });
  it("on a first visit by a game link, the site's offline copy waits until the game's code is in", async () => {
    const alice = await newPlayer(browser());
    const link = await createDiplomacy(alice.page);
    const { page, context } = await newPlayer(browser());
    // The game's code arrives late, as on a slow line: the offline copy (the whole site) must not share the line with it.
    let codeAsked = false;
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route('**/assets/bundle-*.js', async (route) => {
      codeAsked = true;
      await codeHeld;
      await route.continue();
    });
    await page.goto(link);
    await expect.poll(() => codeAsked).toBe(true);
    await page.waitForTimeout(1500);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
    releaseCode();
    await page.getByRole('button', { name: 'Open the game' }).click();
    await expect.poll(() => deepText(page, 'dip-view')).toContain('England');
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined), { timeout: 15_000 }).toBe(true);
    await alice.context.close();
    await context.close();
  });
  it("on a first visit, the browser's stores are created while the app's code still downloads", async () => {
    const { page, context } = await newPlayer(browser());
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route('**/assets/dispaccio-app-*.js', async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto(baseUrl);
    const names = () => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name).sort());
    await expect.poll(names).toEqual(['dispaccio', 'dispaccio-keys', 'dispaccio-seat-keys']);
    expect(await page.evaluate(() => customElements.get('dispaccio-app') === undefined)).toBe(true);
    releaseApp();
    await expect.poll(() => page.getByRole('heading', { name: 'No games yet' }).count()).toBe(1);
    await context.close();
  });
});
