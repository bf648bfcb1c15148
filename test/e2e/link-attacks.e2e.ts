/**
 * Attacks on play by link across separate browsers (separate contexts, separate
 * IndexedDBs, separate seat keys): an impostor who joins from the game link and
 * claims a seat cannot get its orders accepted for that seat, in any browser,
 * and every refusal is a sentence naming the seat. Counted: all refused.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deepText, newPlayer, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const tally = { tried: 0, refused: 0 };

async function openLink(page: Page, link: string): Promise<string> {
  await page.goto(`${baseUrl}#/`);
  await page.goto(link);
  // Wait for the landing to exist and to have finished reading (an absent landing reads as empty text).
  const settled = async () => {
    const text = await deepText(page, 'landing-page');
    return text.trim() !== '' && !/Reading the link/.test(text);
  };
  await expect.poll(settled, { timeout: 30_000 }).toBe(true);
  return deepText(page, 'landing-page');
}

async function takeSeat(page: Page, power: string): Promise<void> {
  await page.getByRole('checkbox', { name: new RegExp(`^${power}`) }).check();
  await page.getByRole('button', { name: 'Save' }).click();
}

async function submitOrders(page: Page, power: string, orders: string): Promise<string> {
  await page.locator('textarea[id^="orders-"]').fill(orders, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Submit orders' }).click();
  const panel = page.locator('share-panel').filter({ has: page.locator('label', { hasText: `Orders link for ${power}` }) });
  await expect.poll(() => panel.count(), { timeout: 15_000 }).toBe(1);
  return panel.locator('textarea').inputValue();
}

/** An attack link opened in a victim's browser must be refused with the sentence expected. */
async function attack(page: Page, link: string, sentence: RegExp): Promise<void> {
  tally.tried++;
  const text = await openLink(page, link);
  expect(text).toMatch(/This link cannot be opened/);
  expect(text).toMatch(sentence);
  expect(text).toMatch(/Nothing was changed in your library/);
  tally.refused++;
}

describe('attacks on play by link, between browsers', () => {
  it('an impostor claiming France from the game link: its orders are refused by France and by England, naming the seat', async () => {
    const [france, england, impostor] = await Promise.all([0, 1, 2].map(() => newPlayer(browser())));
    await france.page.goto(`${baseUrl}#/new`);
    await france.page.getByRole('radio', { name: /open orders/ }).check();
    // Without invitations (the explicit, warned choice): the first to send takes a seat.
    await france.page.getByRole('radio', { name: /First to send takes the seat/ }).check();
    await france.page.getByRole('button', { name: 'Create game' }).click();
    await france.page.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(france.page, '.phase-label')).toContain('Spring 1901');
    const gameLink = await france.page.locator('share-panel textarea').last().inputValue();
    const gamePage = france.page.url();
    await takeSeat(france.page, 'France');
    for (const [who, power] of [[england, 'England'], [impostor, 'France']] as const) {
      expect(await openLink(who.page, gameLink)).toMatch(/A game you have not seen yet/);
      await who.page.getByRole('button', { name: 'Open the game' }).click();
      await takeSeat(who.page, power);
    }

    await france.page.goto(gamePage);
    const real = await submitOrders(france.page, 'France', 'A Par-Bur\nA Mar-Spa\nF Bre-Pic');
    expect(await openLink(england.page, real)).toMatch(/Orders from France/);
    const forged = await submitOrders(impostor.page, 'France', 'A Par-Pic\nA Mar-Pie\nF Bre-Eng');
    const notTheSeatsKey = /These orders for France are not signed by the key that holds that seat/;
    await attack(england.page, forged, notTheSeatsKey);
    await attack(france.page, forged, notTheSeatsKey);

    for (const who of [france, england, impostor]) expect(who.errors).toEqual([]);
    await Promise.all([france, england, impostor].map((who) => who.context.close()));
  });

  it('seat invitations: the invited England plays its seat from the first phase; an impostor from the game link is told the seat is taken', async () => {
    const [france, england, impostor] = await Promise.all([0, 1, 2].map(() => newPlayer(browser())));
    await france.page.goto(`${baseUrl}#/new`);
    await france.page.getByRole('radio', { name: /open orders/ }).check();
    // Invitations are the default of every link mode.
    expect(await france.page.getByRole('radio', { name: /Seat invitations \(recommended\)/ }).isChecked()).toBe(true);
    await france.page.getByRole('button', { name: 'Create game' }).click();
    await france.page.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(france.page, 'game-page')).toMatch(/Invitation for England/);
    await france.page.screenshot({ path: 'test-results/invitations-1280.png', fullPage: true });
    const panel = (power: string) => france.page.locator('share-panel').filter({ has: france.page.locator('label', { hasText: `Invitation for ${power}` }) }).locator('textarea');
    const forEngland = await panel('England').inputValue();
    // The invitations lead the page (the Send card); the game link is beside them, for the record.
    const gameLink = await france.page.locator('share-panel').filter({ hasText: 'Game link for' }).locator('textarea').first().inputValue();
    // Creating the game takes no seat: the creator's own seat opens in place, from its invitation's button.
    expect(await deepText(france.page, 'header.phase')).not.toMatch(/This browser plays/);
    const franceItem = france.page.locator('send-card [data-send]').filter({ has: france.page.locator('label', { hasText: 'Invitation for France' }) });
    await franceItem.getByRole('button', { name: 'This seat is mine: open it here' }).click();
    await expect.poll(() => france.page.locator('header.phase .plays').textContent(), { timeout: 15_000 }).toBe('This browser plays France');
    // Opened here, the seat's invitation leaves the Send card: it was never sent, and nobody else needs its key.
    await expect.poll(() => deepText(france.page, 'send-card')).not.toMatch(/Invitation for France/);
    expect(await openLink(england.page, forEngland)).toMatch(/You are invited to play England/);
    await england.page.getByRole('button', { name: 'Open the game' }).click();
    const real = await submitOrders(england.page, 'England', 'F Lon-Nth\nF Edi-Nrg\nA Lvp-Yor');
    expect(await openLink(france.page, real)).toMatch(/Orders from England/);

    expect(await openLink(impostor.page, gameLink)).toMatch(/A game you have not seen yet/);
    await impostor.page.getByRole('button', { name: 'Open the game' }).click();
    await takeSeat(impostor.page, 'England');
    tally.tried++;
    await impostor.page.locator('textarea[id^="orders-"]').fill('F Lon-Eng', { timeout: 10_000 });
    await impostor.page.getByRole('button', { name: 'Submit orders' }).click();
    await expect.poll(() => deepText(impostor.page, 'game-page')).toMatch(/England is already played from another browser in this game/);
    tally.refused++;
    await impostor.page.setViewportSize({ width: 390, height: 844 });
    await impostor.page.screenshot({ path: 'test-results/seat-claimed-390.png', fullPage: true });

    // England moves to a new phone with one private link; the phone plays England, France takes its orders.
    const phone = await newPlayer(browser());
    await england.page.getByText('Continue on another device').click();
    await england.page.getByRole('button', { name: 'Link to move England' }).click();
    const moveLink = await england.page.locator('share-panel').filter({ hasText: 'Your seat England' }).locator('textarea').inputValue();
    expect(await openLink(phone.page, moveLink)).toMatch(/You are invited to play England/);
    await phone.page.getByRole('button', { name: 'Open the game' }).click();
    await expect.poll(() => phone.page.locator('textarea[id^="orders-"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    for (const who of [france, england, impostor, phone]) expect(who.errors).toEqual([]);
    await Promise.all([france, england, impostor, phone].map((who) => who.context.close()));
  });
});

afterAll(() => {
  expect(tally.refused).toBe(tally.tried);
  console.log(`browser attacks: ${tally.tried} tried, ${tally.refused} refused`);
});
