/**
 * The hand-off at phone size (390×844): every screen says what to send to whom at the top, with
 * the link in view (no scroll), and a link that arrives before its game asks for the game link.
 * La Belle Époque with a referee between three browsers (invitations by person, a placement's
 * orders link to the referee, the referee's game link back) and Diplomacy by open link.
 * Screenshots go to test-results/hand-off-*.png.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { copyLink, deepText, newPlayer, openLink, useBrowser } from './browser';
import { createRefereeGame, inviteEveryone } from './belle-epoque-referee-game';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

const toAct = async (page: Page) => /To act:\s*(Great Britain|France|Russia|Central Empires)/.exec(await deepText(page, 'be-view'))?.[1] ?? '';
const nextStep = (page: Page) => deepText(page, 'next-step');
const sendHeading = (page: Page) => page.locator('send-card h2').first().textContent();

/** Whether the element is within the viewport as the page stands, without scrolling. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return !!box && box.y >= 0 && box.y + box.height <= viewport.height;
}

describe('the hand-off at phone size', () => {
  it('referee La Belle Époque: invitations by person, orders to the referee, the game link back, each at the top', async () => {
    const referee = await newPlayer(browser(), { viewport: PHONE });
    const alice = { ...(await newPlayer(browser(), { viewport: PHONE })), powers: ['Great Britain', 'France'] };
    const bob = { ...(await newPlayer(browser(), { viewport: PHONE })), powers: ['Central Empires', 'Russia'] };
    const uid = await createRefereeGame(referee.page, baseUrl);

    // After Create: "Invite the players", one private invitation per power, grouped by the person who plays them.
    await expect.poll(() => sendHeading(referee.page)).toBe('Invite the players');
    expect(await referee.page.locator('send-card h3').allTextContents()).toEqual(['Send privately to Great Britain and France', 'Send privately to Central Empires and Russia']);
    expect(await nextStep(referee.page)).toBe('Invite the players: send each their private invitation, first Great Britain and France.');
    expect(await inView(referee.page, referee.page.locator('send-card share-panel').first())).toBe(true);
    await referee.page.screenshot({ path: 'test-results/hand-off-referee-invite-390.png' });
    await inviteEveryone(referee.page, baseUrl, [alice, bob]);
    await referee.page.reload();
    await expect.poll(() => nextStep(referee.page)).toMatch(/^Waiting for orders links from /);

    // A placement: the orders link goes to the referee, at the top of the phone's page, and nothing says "all in" before it is sent.
    await expect.poll(() => toAct(alice.page)).not.toBe('');
    const holder = alice.powers.includes(await toAct(alice.page)) ? alice : bob;
    const power = await toAct(holder.page);
    const territory = holder.page.locator('be-view be-map .territory.pickable').first();
    await territory.focus();
    // Enter on a highlighted territory places the cube (3.3): the orders link follows.
    await holder.page.keyboard.press('Enter');
    await expect.poll(() => nextStep(holder.page), { timeout: 15_000 }).toBe(`Send your orders link for ${power} to the referee.`);
    expect(await sendHeading(holder.page)).toBe('Send to the referee');
    expect(await deepText(holder.page, 'send-card')).toContain('two links');
    expect(await deepText(holder.page, 'header.phase')).not.toMatch(/All orders are in/);
    const panel = holder.page.locator('send-card share-panel').first();
    await expect.poll(() => inView(holder.page, panel)).toBe(true);
    await holder.page.screenshot({ path: 'test-results/hand-off-referee-orders-390.png' });
    const orders = await copyLink(holder.page, `Orders link for ${power}`);
    await expect.poll(() => nextStep(holder.page)).toBe("Your orders went to the referee. Waiting for the referee's next game link.");

    // The referee applies it at once and is told to send the next game link to the group, at the top.
    await openLink(referee.page, baseUrl, orders, /Orders from/);
    await referee.page.goto(`${baseUrl}#/game/${uid}`);
    await expect.poll(() => nextStep(referee.page), { timeout: 15_000 }).toBe('Send the new game link to the group: the others cannot go on without it.');
    expect(await sendHeading(referee.page)).toBe('Send to the group');
    await expect.poll(() => inView(referee.page, referee.page.locator('send-card share-panel').first())).toBe(true);
    await referee.page.screenshot({ path: 'test-results/hand-off-referee-game-390.png' });
    const link = await copyLink(referee.page, 'Game link for');
    for (const person of [alice, bob]) {
      await person.page.goto(`${baseUrl}#/`);
      await person.page.goto(link);
      await person.page.waitForURL(/#\/game\//, { timeout: 15_000 });
      await expect.poll(() => nextStep(person.page), { timeout: 15_000 }).toMatch(/^(Your turn: orders for |Waiting for (Great Britain|France|Russia|Central Empires): the referee sends)/);
    }
    for (const who of [referee, alice, bob]) expect(who.errors).toEqual([]);
    for (const who of [referee, alice, bob]) await who.context.close();
  }, 180_000);

  it('a person given two seats who opens one invitation is told to open the other, not to wait for that seat to play', async () => {
    const referee = await newPlayer(browser(), { viewport: PHONE });
    const bob = await newPlayer(browser(), { viewport: PHONE });
    await createRefereeGame(referee.page, baseUrl);
    await expect.poll(() => sendHeading(referee.page)).toBe('Invite the players');
    // Russia places first (3.3); Bob plays it with the Central Empires and opens that invitation first.
    const centralEmpires = await copyLink(referee.page, 'Invitation for Central Empires');
    await openLink(bob.page, baseUrl, centralEmpires, /You are invited to play Central Empires\./);
    await bob.page.getByRole('button', { name: 'Open the game' }).click();
    await bob.page.waitForURL(/#\/game\//);
    await expect.poll(() => nextStep(bob.page), { timeout: 15_000 }).toBe('Open your invitation for Russia too: you play it as well.');
    expect(await inView(bob.page, bob.page.locator('next-step'))).toBe(true);
    await bob.page.screenshot({ path: 'test-results/hand-off-second-invitation-390.png' });
    const russia = await copyLink(referee.page, 'Invitation for Russia');
    await openLink(bob.page, baseUrl, russia, /You are invited to play Russia\./);
    await bob.page.getByRole('button', { name: 'Open the game' }).click();
    await bob.page.waitForURL(/#\/game\//);
    await expect.poll(() => nextStep(bob.page), { timeout: 15_000 }).toBe('Your turn: orders for Russia. Go to my orders');
    for (const who of [referee, bob]) expect(who.errors).toEqual([]);
    for (const who of [referee, bob]) await who.context.close();
  }, 120_000);

  it('open Diplomacy, resolved here: the new phase and its orders lead the phone, the optional game link stays below', async () => {
    const both = await newPlayer(browser(), { viewport: PHONE });
    const page = both.page;
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /^Diplomacy/ }).check();
    await page.getByRole('combobox', { name: /^Players/ }).selectOption('2');
    await page.getByRole('radio', { name: /open orders/ }).check();
    await page.getByRole('radio', { name: /First to send takes the seat/ }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    await copyLink(page, 'Game link for');
    // One device holding both sides' orders resolves the phase itself.
    for (const side of [/^England/, /^Germany/]) await page.getByRole('checkbox', { name: side }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    for (const side of ['England', 'Germany']) {
      await expect.poll(() => nextStep(page), { timeout: 15_000 }).toMatch(new RegExp(`^Your turn: orders for ${side}`));
      await page.getByRole('button', { name: 'Go to my orders' }).click();
      const orders = page.getByRole('region', { name: new RegExp(`^Orders for ${side}`) });
      await orders.getByRole('button', { name: 'Add a hold order for every unit' }).click();
      await orders.getByRole('button', { name: 'Submit orders' }).click();
      await expect.poll(() => page.locator('send-card').getByText(`Orders link for ${side}`).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    }
    const ordersLinks = [];
    for (const side of ['England', 'Germany']) ordersLinks.push(await copyLink(page, `Orders link for ${side}`));
    await expect.poll(() => nextStep(page)).toBe('All orders are in: resolve the phase. Resolve the phase');
    await page.locator('next-step').getByRole('button', { name: 'Resolve the phase' }).click();
    await expect.poll(() => page.locator('header.phase .phase-label').textContent(), { timeout: 15_000 }).toMatch(/^Fall /);
    await expect.poll(() => nextStep(page)).toMatch(/^Your turn: orders for /);
    await page.waitForTimeout(500);
    expect(await inView(page, page.locator('header.phase .phase-label'))).toBe(true);
    expect(await inView(page, page.locator('next-step button'))).toBe(true);
    // The "This browser plays" badge wraps on a phone: its rounded corner must not cut into its words.
    const clear = await page.locator('header.phase .plays').evaluate((badge) => {
      const box = badge.getBoundingClientRect();
      const style = getComputedStyle(badge);
      const radius = Math.min(parseFloat(style.borderTopLeftRadius), box.height / 2, box.width / 2) - parseFloat(style.borderTopWidth);
      const range = document.createRange();
      range.selectNodeContents(badge);
      const text = range.getClientRects()[0];
      const dx = box.left + radius - text.left;
      const dy = box.top + radius - text.top;
      return { lines: Math.round(box.height / text.height), clear: dx <= 0 || dy <= 0 || Math.hypot(dx, dy) <= radius };
    });
    expect(clear.lines).toBeGreaterThan(1);
    expect(clear.clear).toBe(true);
    await page.screenshot({ path: 'test-results/hand-off-resolved-here-390.png' });
    // An orders link of the phase just resolved, opened again (a chat scrolled back): it is spent, and the game is here;
    // nothing asks for the game link.
    await openLink(page, baseUrl, ordersLinks[0], /already left here/);
    expect(await deepText(page, 'landing-page')).not.toMatch(/needs its game link/);
    await page.screenshot({ path: 'test-results/hand-off-spent-orders-390.png' });
    expect(both.errors).toEqual([]);
    await both.context.close();
  }, 120_000);

  it('invitations: a seat opened here is said at the top of the phone, with the next invitation still in view', async () => {
    const creator = await newPlayer(browser(), { viewport: PHONE });
    await creator.page.goto(`${baseUrl}#/new`);
    await creator.page.getByRole('radio', { name: /^Diplomacy/ }).check();
    await creator.page.getByRole('radio', { name: /open orders/ }).check();
    await creator.page.getByRole('button', { name: 'Create game' }).click();
    await creator.page.waitForURL(/#\/game\//);
    await expect.poll(() => sendHeading(creator.page)).toBe('Invite the players');
    const header = creator.page.locator('header.phase');
    expect(await header.textContent()).not.toMatch(/This browser plays/);
    const england = creator.page.locator('send-card [data-send]').filter({ has: creator.page.locator('label', { hasText: 'Invitation for England' }) });
    await england.getByRole('button', { name: 'This seat is mine: open it here' }).click();
    const plays = header.getByText('This browser plays England');
    await expect.poll(() => plays.count(), { timeout: 15_000 }).toBe(1);
    expect(await inView(creator.page, plays)).toBe(true);
    // The line takes no room from the card: the next invitation to send is still in view.
    expect(await creator.page.locator('send-card h3').first().textContent()).toMatch(/^Send privately to (?!England)/);
    expect(await inView(creator.page, creator.page.locator('send-card share-panel').first())).toBe(true);
    await creator.page.screenshot({ path: 'test-results/hand-off-open-here-390.png' });
    expect(creator.errors).toEqual([]);
    await creator.context.close();
  }, 120_000);

  it('open Diplomacy: the orders link at the top after Submit; opened before its game, it asks for the game link and takes it pasted', async () => {
    const england = await newPlayer(browser(), { viewport: PHONE });
    const france = await newPlayer(browser(), { viewport: PHONE });
    await england.page.goto(`${baseUrl}#/new`);
    await england.page.getByRole('radio', { name: /^Diplomacy/ }).check();
    await england.page.getByRole('radio', { name: /open orders/ }).check();
    await england.page.getByRole('radio', { name: /First to send takes the seat/ }).check();
    await england.page.getByRole('button', { name: 'Create game' }).click();
    await england.page.waitForURL(/#\/game\//);
    // After Create: send the game link first, at the top.
    await expect.poll(() => nextStep(england.page)).toBe('Invite the players: send them the game link first.');
    expect(await sendHeading(england.page)).toBe('Invite the players');
    expect(await inView(england.page, england.page.locator('send-card share-panel').first())).toBe(true);
    await england.page.screenshot({ path: 'test-results/hand-off-created-390.png' });
    const gameLink = await copyLink(england.page, 'Game link for');
    await england.page.getByRole('checkbox', { name: /^England/ }).check();
    await england.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => nextStep(england.page)).toBe('Your turn: orders for England. Go to my orders');
    await england.page.getByRole('button', { name: 'Go to my orders' }).click();
    await england.page.locator('textarea[id^="orders-"]').fill('A Lvp-Yor\nF Lon-Nth\nF Edi-Nrg');
    await england.page.getByRole('button', { name: 'Submit orders' }).click();
    // After Submit the page goes back up: the link to send is in view, its copy button focused.
    await expect.poll(() => nextStep(england.page), { timeout: 15_000 }).toBe('Send your orders link for England to the group.');
    const panel = england.page.locator('send-card share-panel').first();
    await expect.poll(() => inView(england.page, panel)).toBe(true);
    await england.page.screenshot({ path: 'test-results/hand-off-orders-390.png' });
    const orders = await copyLink(england.page, 'Orders link for England');
    await expect.poll(() => nextStep(england.page)).toMatch(/^Waiting for orders from France, /);

    // France gets the orders link before the game link.
    await openLink(france.page, baseUrl, orders, /This needs its game link first/);
    expect(await deepText(france.page, 'landing-page')).toContain('Ask the group');
    await france.page.screenshot({ path: 'test-results/hand-off-missing-game-390.png' });
    await france.page.getByRole('textbox', { name: 'Game link' }).fill(gameLink);
    await france.page.getByRole('button', { name: 'Open the game link, then this one' }).click();
    await expect.poll(() => deepText(france.page, 'landing-page')).toMatch(/The game link was opened\. Then:.*Orders from England for Spring 1901/);
    for (const who of [england, france]) expect(who.errors).toEqual([]);
    for (const who of [england, france]) await who.context.close();
  }, 120_000);
});
