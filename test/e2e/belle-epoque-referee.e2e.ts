/**
 * La Belle Époque with a referee and secret hands, between three browsers:
 * the referee makes a 2-player game and hands out one invitation per power;
 * each person opens its two (3.2) and sees its own powers' national cards and
 * only how many the others hold. Set-up placements travel as orders links to
 * the referee, whose game page applies each at once, and the next game link goes to both.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deepText, newPlayer, openLink, seriousAxeViolations, useBrowser } from './browser';
import { createRefereeGame, inviteEveryone } from './belle-epoque-referee-game';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const toAct = async (page: Page) => /To act:\s*(Great Britain|France|Russia|Central Empires)/.exec(await deepText(page, 'be-view'))?.[1] ?? '';
const shareText = (page: Page, label: RegExp) => page.locator('share-panel').filter({ hasText: label }).locator('textarea').first().inputValue();
const gameLinkShown = (page: Page) => shareText(page, /Game link for/);

async function receive(page: Page, link: string): Promise<void> {
  await page.goto(`${baseUrl}#/`);
  await page.goto(link);
  await page.waitForURL(/#\/game\//, { timeout: 15_000 });
  await expect.poll(() => page.locator('be-view').count(), { timeout: 15_000 }).toBe(1);
}

/** The hand panel of one power as its sheet shows it. */
const handText = (page: Page, power: string) => page.locator('be-view').locator(`[aria-label="Hand of ${power}"]`).count();

describe('La Belle Époque with a referee', () => {
  it('three browsers: each person sees only its own hands; placements go through the referee', async () => {
    const referee = await newPlayer(browser());
    const alice = { ...(await newPlayer(browser())), powers: ['Great Britain', 'France'] };
    const bob = { ...(await newPlayer(browser())), powers: ['Russia', 'Central Empires'] };
    const uid = await createRefereeGame(referee.page, baseUrl);
    // Hands are secret: the game invites every power, whether or not the creator ticked invitations.
    await inviteEveryone(referee.page, baseUrl, [alice, bob]);
    // Alice's sheets list Britain's and France's cards; Bob's list Russia's and the Central Empires'; neither the other's.
    await expect.poll(() => handText(alice.page, 'Great Britain')).toBe(1);
    expect(await handText(alice.page, 'France')).toBe(1);
    const aliceText = await deepText(alice.page, 'be-view');
    expect(aliceText).toContain('Diplomatic Rift');
    expect(await handText(alice.page, 'Russia')).toBe(0);
    await expect.poll(() => handText(bob.page, 'Central Empires')).toBe(1);
    expect(await handText(bob.page, 'Great Britain')).toBe(0);
    // The referee's page and a player's, with hidden cards: no serious or critical axe-core violations.
    expect(await seriousAxeViolations(referee.page)).toEqual([]);
    expect(await seriousAxeViolations(alice.page)).toEqual([]);

    // Two placements, each through the referee.
    for (let cube = 0; cube < 2; cube++) {
      const holder = alice.powers.includes(await toAct(alice.page)) ? alice : bob;
      const territory = holder.page.locator('be-view be-map .territory.pickable').first();
      await territory.focus();
      // Enter on a highlighted territory places the cube (3.3): the orders link follows.
      await holder.page.keyboard.press('Enter');
      const orders = holder.page.locator('share-panel').filter({ has: holder.page.locator('label', { hasText: 'Orders link' }) }).locator('textarea');
      await expect.poll(() => orders.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const before = await gameLinkShown(referee.page);
      await openLink(referee.page, baseUrl, await orders.first().inputValue(), /Orders from/);
      // The referee's game page applies a sequential game's one action as soon as it is there: no click.
      await referee.page.goto(`${baseUrl}#/game/${uid}`);
      await expect.poll(() => gameLinkShown(referee.page).catch(() => before), { timeout: 15_000 }).not.toBe(before);
      const link = await gameLinkShown(referee.page);
      for (const person of [alice, bob]) await receive(person.page, link);
    }
    // Both people hold the referee's last state: the same power to act, and still only their own hands.
    expect(await toAct(alice.page)).toBe(await toAct(bob.page));
    expect(await handText(bob.page, 'France')).toBe(0);
    for (const who of [referee, alice, bob]) expect(who.errors).toEqual([]);
    for (const who of [referee, alice, bob]) await who.context.close();
  }, 120_000);
});
