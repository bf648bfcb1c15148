/**
 * Diplomacy by link between seven separate browsers (seven contexts, seven
 * IndexedDBs), passing nothing but links: Spring 1901 to Spring 1902, in
 * sealed mode and in referee mode. Every browser must end with the same game
 * state, and find the game again after a restart offline.
 */
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { copyLink, deepText, newPlayer, openLink, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const POWERS = ['England', 'France', 'Germany', 'Italy', 'Austria-Hungary', 'Russia', 'Turkey'] as const;
type Power = (typeof POWERS)[number];

/** Seed 000's sample game, 1901, and the builds it lists. */
const PHASES: Record<Power, string>[] = [
  {
    England: 'A Lvp-Yor\nF Lon-Nth\nF Edi-Nrg',
    France: 'A Par-Bur\nA Mar-Spa\nF Bre-Pic',
    Germany: 'A Ber-Kie\nA Mun-Ruh\nF Kie-Den',
    Italy: 'A Ven-Pie\nA Rom-Ven\nF Nap-Ion',
    'Austria-Hungary': 'A Vie-Tri\nA Bud-Gal\nF Tri-Alb',
    Russia: 'A Mos-Ukr\nA War-Gal\nF StP-Bot\nF Sev-Bla',
    Turkey: 'A Con-Bul\nA Smy-Con\nF Ank-Bla',
  },
  {
    England: 'A Yor-Nwy\nF Nth C A Yor-Nwy\nF Nrg-Bar',
    France: 'A Bur-Mar\nA Spa-Por\nF Pic-Bel',
    Germany: 'A Kie-Hol\nA Ruh-Bel\nF Den H',
    Italy: 'A Ven H\nA Pie-Mar\nF Ion-Tun',
    'Austria-Hungary': 'A Tri H\nA Bud-Ser\nF Alb-Gre',
    Russia: 'A Ukr S F Sev-Rum\nA War-Gal\nF Bot-Swe\nF Sev-Rum',
    Turkey: 'A Bul-Ser\nA Con-Bul\nF Ank-Bla',
  },
  {
    England: 'Build F Edi',
    France: 'Build F Mar',
    Germany: 'Build F Kie\nBuild A Mun',
    Italy: 'Build F Nap',
    'Austria-Hungary': 'Build A Vie',
    Russia: 'Build A StP\nBuild A Sev',
    Turkey: 'Build A Smy',
  },
];

const NEXT_PHASE = ['Fall 1901', 'Winter 1901', 'Spring 1902'];

interface Seat {
  power: Power;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A game link to a game this browser plays opens the game page directly, saying what the link did. */
async function openGameLink(page: Page, link: string, notice: RegExp): Promise<void> {
  await page.goto(`${baseUrl}#/`);
  await page.goto(link);
  await page.waitForURL(/#\/game\//, { timeout: 15_000 });
  await expect.poll(() => deepText(page, '.notice.opened'), { timeout: 15_000 }).toMatch(notice);
}

async function gameLinkShown(page: Page): Promise<string> {
  return page.locator('share-panel textarea').last().inputValue();
}

async function joinAs(seat: Seat, invitation: string): Promise<void> {
  await openLink(seat.page, baseUrl, invitation, /A game you have not seen yet/);
  await seat.page.getByRole('button', { name: 'Open the game' }).click();
  await seat.page.getByRole('checkbox', { name: new RegExp(`^${seat.power}`) }).check();
  await seat.page.getByRole('button', { name: 'Save' }).click();
}

async function submitOrders(seat: Seat, orders: string): Promise<string> {
  const page = seat.page;
  const box = page.locator('textarea[id^="orders-"]');
  try {
    await box.fill(orders, { timeout: 10_000 });
  } catch (error) {
    await page.screenshot({ path: `test-results/failed-${seat.power}.png`, fullPage: true });
    throw error;
  }
  await page.getByRole('button', { name: 'Submit orders' }).click();
  const panel = page.locator('share-panel', { hasText: '' }).filter({ has: page.locator('label', { hasText: `Orders link for ${seat.power}` }) });
  await expect.poll(() => panel.count(), { timeout: 15_000 }).toBe(1);
  // The link to send is brought to the player: in view, in the Send card naming who needs it, its copy button focused.
  await expect.poll(() => page.getByRole('heading', { name: /^Send to the (group|referee)$/ }).count()).toBe(1);
  await expect.poll(() => panel.locator('button.primary').evaluate((button) => button.matches(':focus'))).toBe(true);
  const placed = (await panel.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(placed.y).toBeGreaterThanOrEqual(0);
  expect(placed.y + placed.height).toBeLessThanOrEqual(viewport.height);
  return copyLink(page, `Orders link for ${seat.power}`);
}

async function revealCode(seat: Seat): Promise<string> {
  const page = seat.page;
  // One next action at a time: with every order in and the orders link sent, the reveal is the only thing offered, no link to copy.
  expect(await page.getByRole('button', { name: 'Copy link' }).filter({ visible: true }).count()).toBe(0);
  await page.getByRole('button', { name: `Show the reveal code for ${seat.power}` }).click();
  const panel = page.locator('share-panel').filter({ has: page.locator('label', { hasText: `Reveal code for ${seat.power}` }) });
  await expect.poll(() => panel.count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Copy link' }).filter({ visible: true }).count()).toBe(1);
  return copyLink(page, `Reveal code for ${seat.power}`);
}

async function goToGame(seat: Seat, uid: string): Promise<void> {
  await seat.page.goto(`${baseUrl}#/game/${uid}`);
  await expect.poll(() => deepText(seat.page, '.phase-label')).not.toBe('');
}

function uidOf(page: Page): string {
  return /#\/game\/([0-9a-f]{12})/.exec(page.url())![1];
}

async function seven(): Promise<Seat[]> {
  return Promise.all(POWERS.map(async (power) => ({ power, ...(await newPlayer(browser())) })));
}

async function createGame(page: Page, mode: RegExp): Promise<{ uid: string; link: string }> {
  await page.goto(`${baseUrl}#/new`);
  await page.getByRole('radio', { name: mode }).check();
  // First use: each seat is claimed from the game link (invitations are the default).
  await page.getByRole('radio', { name: /First to send takes the seat/ }).check();
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/#\/game\//);
  await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1901');
  return { uid: uidOf(page), link: await gameLinkShown(page) };
}

async function restartOffline(seats: Seat[], uid: string): Promise<void> {
  for (const seat of seats) {
    const state = await seat.context.storageState({ indexedDB: true });
    await seat.context.close();
    const context = await browser().newContext({ storageState: state, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: /Open Diplomacy, Spring 1902/ }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('link', { name: /Open Diplomacy, Spring 1902/ }).click();
    expect(page.url()).toContain(uid);
    seat.context = context;
    seat.page = page;
  }
}

// Seven browsers and a few hundred page loads: generous limits for slow, shared machines.
const LONG = 480_000;

describe('Diplomacy by link between seven browsers', () => {
  it('sealed mode: orders links, reveal codes, the same Spring 1902 everywhere', async () => {
    const seats = await seven();
    const { uid, link: invitation } = await createGame(seats[0].page, /sealed orders/);
    await seats[0].page.getByRole('checkbox', { name: /^England/ }).check();
    await seats[0].page.getByRole('button', { name: 'Save' }).click();
    for (const seat of seats.slice(1)) await joinAs(seat, invitation);

    for (const [index, phase] of PHASES.entries()) {
      for (const seat of seats) await goToGame(seat, uid);
      const ordersLinks = new Map<Seat, string>();
      for (const seat of seats) ordersLinks.set(seat, await submitOrders(seat, phase[seat.power]));
      for (const seat of seats) {
        for (const [from, link] of ordersLinks) if (from !== seat) await openLink(seat.page, baseUrl, link, /Orders from/);
      }
      const codes = new Map<Seat, string>();
      for (const seat of seats) {
        await goToGame(seat, uid);
        codes.set(seat, await revealCode(seat));
        expect(codes.get(seat)!.split('#')[1].length).toBeLessThanOrEqual(40);
      }
      for (const seat of seats) {
        for (const [from, code] of codes) if (from !== seat) await openLink(seat.page, baseUrl, code, /Reveal code of/);
      }
      const next: string[] = [];
      for (const seat of seats) {
        await goToGame(seat, uid);
        await seat.page.getByRole('button', { name: 'Resolve the phase' }).click();
        await expect.poll(() => deepText(seat.page, '.phase-label')).toContain(NEXT_PHASE[index]);
        next.push(await gameLinkShown(seat.page));
      }
      // Deterministic adjudication: every browser produced the very same next game link.
      expect(new Set(next).size).toBe(1);
    }
    for (const seat of seats) expect(await deepText(seat.page, '.phase-label')).toContain('Spring 1902');
    const board = await deepText(seats[3].page, 'dip-view');
    expect(board).toMatch(/Germany.*F Kie/);
    await restartOffline(seats, uid);
    for (const seat of seats) await seat.context.close();
  }, LONG);

  it('referee mode: only the referee reads the orders; the players follow its links', async () => {
    const referee = await newPlayer(browser());
    const seats = await seven();
    const { uid, link: invitation } = await createGame(referee.page, /with a referee/);
    expect(await deepText(referee.page, 'header.phase')).toContain('You are the referee');
    for (const seat of seats) await joinAs(seat, invitation);

    let current = invitation;
    for (const [index, phase] of PHASES.entries()) {
      for (const seat of seats) {
        await openGameLink(seat.page, current, index === 0 ? /You already had this phase: Spring 1901/ : new RegExp(`The link added ${NEXT_PHASE[index - 1]}`));
        await goToGame(seat, uid);
      }
      const ordersLinks: string[] = [];
      for (const seat of seats) ordersLinks.push(await submitOrders(seat, phase[seat.power]));
      // A player who opens another's orders cannot read them.
      await openLink(seats[1].page, baseUrl, ordersLinks[0], /Orders from England/);
      for (const link of ordersLinks) await openLink(referee.page, baseUrl, link, /Orders from/);
      await goToGame({ power: 'England', ...referee }, uid);
      await referee.page.getByRole('button', { name: 'Resolve the phase' }).click();
      await expect.poll(() => deepText(referee.page, '.phase-label')).toContain(NEXT_PHASE[index]);
      current = await gameLinkShown(referee.page);
    }
    const finalStates = new Set<string>();
    for (const seat of seats) {
      await openGameLink(seat.page, current, /The link added Spring 1902/);
      await goToGame(seat, uid);
      finalStates.add(await gameLinkShown(seat.page));
      expect(await deepText(seat.page, '.phase-label')).toContain('Spring 1902');
    }
    expect(finalStates).toEqual(new Set([current]));
    await restartOffline(seats, uid);
    for (const seat of seats) await seat.context.close();
    await referee.context.close();
  }, LONG);
});
