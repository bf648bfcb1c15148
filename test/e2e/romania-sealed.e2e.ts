/**
 * Romania 1198 by link between seven browser contexts in sealed mode, passing
 * nothing but links: Autumn 1198 (orders in the seed's notation, an army into
 * a mountain pass, fleets on the rivers, a bounce) to Spring 1199. Every
 * context resolves the phase itself and must reach the very same game link.
 * One browser, one page per context, reused throughout.
 */
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { copyLink, deepText, newPlayer, openLink, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Autumn 1198: Bistrița's attack on Baia Mare fails, Oradea and Timișoara bounce on the Lower Mureș; Cluj and Timișoara set out across passes. */
const ORDERS: Record<string, string> = {
  Zalău: 'A zal XXX\nA bai XXX\nF sat XXX\nF so1 XXX',
  Oradea: 'A ora XXX\nA sal XXX\nA brd XXX\nF ara - mu2',
  Cluj: 'A clu - zal\nA tur XXX\nF sib XXX',
  Bistrița: 'A bis - bai\nA vat XXX\nF dej H',
  'Târgu Mureș': 'A med XXX\nA odo XXX\nF ol1 XXX\nF tim H',
  Brașov: 'F bra - ol1\nA sfi XXX\nA mie XXX',
  Timișoara: 'A tms - res\nA lug - hun\nF sin - mu2',
};
const REGIONS = Object.keys(ORDERS);

interface Seat {
  region: string;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function goToGame(page: Page, uid: string): Promise<void> {
  await page.goto(`${baseUrl}#/game/${uid}`);
  await expect.poll(() => deepText(page, '.phase-label')).not.toBe('');
}

const gameLinkShown = (page: Page) => page.locator('share-panel textarea').last().inputValue();

async function join(seat: Seat, invitation: string): Promise<void> {
  await openLink(seat.page, baseUrl, invitation, /A game you have not seen yet/);
  await seat.page.getByRole('button', { name: 'Open the game' }).click();
  await seat.page.getByRole('checkbox', { name: new RegExp(`^${seat.region}`) }).check();
  await seat.page.getByRole('button', { name: 'Save' }).click();
}

async function submit(seat: Seat): Promise<string> {
  const page = seat.page;
  await page.locator('textarea[id^="orders-"]').fill(ORDERS[seat.region]);
  await expect.poll(() => page.locator('romania-view .check li.good').count()).toBe(ORDERS[seat.region].split('\n').length);
  await page.getByRole('button', { name: 'Submit orders' }).click();
  const panel = page.locator('share-panel').filter({ has: page.locator('label', { hasText: `Orders link for ${seat.region}` }) });
  await expect.poll(() => panel.count(), { timeout: 15_000 }).toBe(1);
  return copyLink(page, `Orders link for ${seat.region}`);
}

async function revealCode(seat: Seat): Promise<string> {
  await seat.page.getByRole('button', { name: `Show the reveal code for ${seat.region}` }).click();
  const panel = seat.page.locator('share-panel').filter({ has: seat.page.locator('label', { hasText: `Reveal code for ${seat.region}` }) });
  await expect.poll(() => panel.count()).toBe(1);
  return copyLink(seat.page, `Reveal code for ${seat.region}`);
}

describe('Romania 1198 by link between seven browsers', () => {
  it('sealed mode: Autumn 1198 to Spring 1199, the same game link in every browser', async () => {
    const seats: Seat[] = [];
    for (const region of REGIONS) seats.push({ region, ...(await newPlayer(browser())) });
    const creator = seats[0].page;
    await creator.goto(`${baseUrl}#/new`);
    await creator.getByRole('radio', { name: /Romania 1198/ }).check();
    // Spies in open play are refused before the game is made: the reason shows and Create waits.
    await creator.getByRole('combobox', { name: /^Spies/ }).selectOption('on');
    await creator.getByRole('radio', { name: /open orders/ }).check();
    // Said beside the mode chosen, not by the Create button.
    const openChoice = creator.locator('.mode-choice').filter({ has: creator.getByRole('radio', { name: /open orders/ }) });
    await expect.poll(() => openChoice.getByRole('alert').textContent()).toContain('Spies need sealed orders or a referee');
    expect(await creator.getByRole('alert').count()).toBe(1);
    expect(await creator.getByRole('button', { name: 'Create game' }).isDisabled()).toBe(true);
    await creator.getByRole('combobox', { name: /^Spies/ }).selectOption('off');
    await creator.getByRole('radio', { name: /sealed orders/ }).check();
    expect(await creator.getByRole('button', { name: 'Create game' }).isDisabled()).toBe(false);
    await creator.getByRole('radio', { name: /First to send takes the seat/ }).check();
    await creator.getByRole('button', { name: 'Create game' }).click();
    await creator.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(creator, '.phase-label')).toContain('Autumn 1198');
    const uid = /#\/game\/([0-9a-f]{12})/.exec(creator.url())![1];
    const invitation = await gameLinkShown(creator);
    // Under load a click right after the first drawing was seen not to take (once in four runs): tick until it holds.
    const zalau = creator.getByRole('checkbox', { name: /^Zalău/ });
    await expect.poll(async () => (await zalau.check().catch(() => undefined), zalau.isChecked())).toBe(true);
    await creator.getByRole('button', { name: 'Save' }).click();
    for (const seat of seats.slice(1)) await join(seat, invitation);

    const ordersLinks = new Map<Seat, string>();
    for (const seat of seats) {
      await goToGame(seat.page, uid);
      ordersLinks.set(seat, await submit(seat));
    }
    for (const seat of seats) for (const [from, link] of ordersLinks) if (from !== seat) await openLink(seat.page, baseUrl, link, /Orders from/);
    const codes = new Map<Seat, string>();
    for (const seat of seats) {
      await goToGame(seat.page, uid);
      codes.set(seat, await revealCode(seat));
    }
    for (const seat of seats) for (const [from, code] of codes) if (from !== seat) await openLink(seat.page, baseUrl, code, /Reveal code of/);
    const next = new Set<string>();
    for (const seat of seats) {
      await goToGame(seat.page, uid);
      await seat.page.getByRole('button', { name: 'Resolve the phase' }).click();
      await expect.poll(() => deepText(seat.page, '.phase-label')).toContain('Spring 1199');
      next.add(await gameLinkShown(seat.page));
    }
    // Deterministic adjudication: every browser produced the very same next game link.
    expect(next.size).toBe(1);

    const names = await seats[2].page.locator('dip-map g.unit').evaluateAll((units) => units.map((u) => u.getAttribute('aria-label') ?? ''));
    expect(names).toHaveLength(25);
    expect(names).toEqual(expect.arrayContaining([
      'Army, Cluj, Cluj, in the pass to Zalău',
      'Army, Lugoj, Timișoara, in the pass to Hunedoara',
      'Fleet, Sibiu, Cluj',
      'Army, Baia Mare, Zalău',
      'Army, Zalău, Zalău',
      'Army, Bistrița, Bistrița',
      'Fleet, Arad, Oradea',
      'Army, Brad, Oradea',
      'Fleet, Someș, Zalău',
    ]));
    for (const seat of seats) expect(seat.errors, seat.region).toEqual([]);
    for (const seat of seats) await seat.context.close();
  }, 300_000);
});
