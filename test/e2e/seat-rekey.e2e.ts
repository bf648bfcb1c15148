/**
 * A lost phone in a three-player Diplomacy game by link (seats taken on first use): a new browser
 * opens the game link from the chat and asks for Russia's seat; the two other players agree from
 * their game pages and send their votes; the next phase registers the new key, every page says
 * so, and the new browser now holds Russia's orders box.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { copyLink, deepText, newPlayer, openLink, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const SEATS = ['Russia', 'England + France + Germany', 'Austria-Hungary + Italy + Turkey'] as const;

const uidOf = (page: Page) => /#\/game\/([0-9a-f]{12})/.exec(page.url())![1];
const linkIn = (page: Page, heading: string) => page.locator('share-panel').filter({ has: page.locator('label', { hasText: heading }) }).first().locator('textarea').inputValue();

async function goToGame(page: Page, uid: string): Promise<void> {
  await page.goto(`${baseUrl}#/game/${uid}`);
  await expect.poll(() => deepText(page, '.phase-label'), { timeout: 15_000 }).not.toBe('');
}

/** A game link to a game this browser holds opens the game page (a seat's) or the landing page (a watcher's): either way it is taken. */
async function receive(page: Page, link: string): Promise<void> {
  await page.goto(`${baseUrl}#/`);
  await page.goto(link);
  await expect.poll(async () => page.url().includes('#/game/') || /phase/.test(await deepText(page, 'landing-page')), { timeout: 15_000 }).toBe(true);
}

async function submit(page: Page, seat: string): Promise<string> {
  await page.locator('textarea[id^="orders-"]').first().fill('', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Submit orders' }).click();
  const heading = `Orders link for ${seat}`;
  await expect.poll(() => page.locator('share-panel').filter({ has: page.locator('label', { hasText: heading }) }).count(), { timeout: 15_000 }).toBe(1);
  return copyLink(page, heading);
}

describe('a seat whose phone was lost', () => {
  it('comes back on a new browser by the votes of the two other seats', async () => {
    const players = await Promise.all(SEATS.map(() => newPlayer(browser())));
    const [russia, west, south] = players.map((player) => player.page);
    await russia.goto(`${baseUrl}#/new`);
    await russia.getByRole('combobox', { name: /^Players/ }).selectOption('3a');
    await russia.getByRole('radio', { name: /open orders/ }).check();
    await russia.getByRole('radio', { name: /First to send takes the seat/ }).check();
    await russia.getByRole('button', { name: 'Create game' }).click();
    await russia.waitForURL(/#\/game\//);
    const uid = uidOf(russia);
    const first = await russia.locator('share-panel textarea').last().inputValue();
    for (const [index, page] of [russia, west, south].entries()) {
      if (index > 0) {
        await openLink(page, baseUrl, first, /A game you have not seen yet/);
        await page.getByRole('button', { name: 'Open the game' }).click();
      }
      await page.getByRole('checkbox', { name: new RegExp(`^${SEATS[index].replace(/[+]/g, '\\+')}`) }).check();
      await page.getByRole('button', { name: 'Save' }).click();
    }

    // Spring 1901: everyone holds; each browser gets the others' orders; Russia resolves and sends the game link.
    const orders = [await submit(russia, SEATS[0]), await submit(west, SEATS[1]), await submit(south, SEATS[2])];
    for (const [index, page] of [russia, west, south].entries()) for (const [from, link] of orders.entries()) if (from !== index) await openLink(page, baseUrl, link, /Orders from/);
    await goToGame(russia, uid);
    await russia.getByRole('button', { name: 'Resolve the phase' }).click();
    await expect.poll(() => deepText(russia, '.phase-label'), { timeout: 15_000 }).toContain('Fall 1901');
    const fall = await russia.locator('share-panel textarea').last().inputValue();
    for (const page of [west, south]) await receive(page, fall);

    // Russia's player sends Fall's orders, then loses the phone; a new browser opens the game link from the chat.
    const russiaFall = await (async () => (await goToGame(russia, uid), submit(russia, SEATS[0])))();
    const phone = (await newPlayer(browser(), { viewport: { width: 390, height: 844 } })).page;
    await openLink(phone, baseUrl, fall, /A game you have not seen yet/);
    await phone.getByRole('button', { name: 'Open the game' }).click();
    await phone.getByText('Lost the device that played a seat?').click();
    await phone.getByRole('button', { name: 'Ask for Russia on this device' }).click();
    await expect.poll(() => deepText(phone, 'seat-rekey'), { timeout: 15_000 }).toMatch(/You asked to play Russia/);
    const request = await linkIn(phone, 'Send this request to the group');
    // The request to send appears where the person tapped: in view on the phone, no scrolling.
    const box = (await phone.locator('seat-rekey[place="aside"] share-panel').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await phone.screenshot({ path: 'test-results/rekey-phone-request.png' });

    const votes: string[] = [];
    for (const page of [west, south]) {
      await openLink(page, baseUrl, request, /asks to play Russia from a new device/);
      await goToGame(page, uid);
      await page.getByRole('button', { name: 'I agree: Russia plays from the new device' }).click();
      await expect.poll(() => page.locator('seat-rekey share-panel').count(), { timeout: 15_000 }).toBe(1);
      votes.push(await linkIn(page, 'Send your vote to the group'));
    }
    await west.screenshot({ path: 'test-results/rekey-vote.png' });
    await openLink(west, baseUrl, votes[1], /agrees that the seat asked for plays from its new device/);

    // Fall 1901: the others send their orders; the west resolves with both votes at hand.
    const westFall = await (async () => (await goToGame(west, uid), submit(west, SEATS[1])))();
    const southFall = await (async () => (await goToGame(south, uid), submit(south, SEATS[2])))();
    for (const link of [russiaFall, southFall]) await openLink(west, baseUrl, link, /Orders from/);
    void westFall;
    await goToGame(west, uid);
    await west.getByRole('button', { name: 'Resolve the phase' }).click();
    await expect.poll(() => deepText(west, '.phase-label'), { timeout: 15_000 }).toMatch(/Winter 1901|Spring 1902/);
    const winter = await west.locator('share-panel textarea').last().inputValue();
    expect(await deepText(west, 'seat-rekey')).toMatch(/Russia now plays from a new device: England \+ France \+ Germany and Austria-Hungary \+ Italy \+ Turkey agreed/);

    // Every browser takes the state; the phone now plays Russia.
    for (const page of [phone, south, russia]) await receive(page, winter);
    await goToGame(phone, uid);
    await expect.poll(() => deepText(phone, 'seat-rekey'), { timeout: 15_000 }).toMatch(/Russia now plays from a new device/);
    await phone.screenshot({ path: 'test-results/rekey-phone-granted.png' });
    const fromPhone = await submit(phone, SEATS[0]);
    await openLink(south, baseUrl, fromPhone, /Orders from Russia/);
    for (const player of players) await player.context.close();
  }, 480_000);
});
