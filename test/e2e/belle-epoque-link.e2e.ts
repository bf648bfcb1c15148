/**
 * La Belle Époque by link between two browsers (two contexts, two IndexedDBs),
 * passing nothing but game links: a 2-player game made in the way "By link",
 * each person taking its two powers (3.2) and placing set-up cubes (3.3) in
 * turn. Each person's first action carries the start of its dice chain, so
 * both devices end with the same state, shared dice ready for the first roll.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deepText, newPlayer, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

type Player = Awaited<ReturnType<typeof newPlayer>> & { powers: string[] };

const toAct = async (page: Page) => /To act:\s*(Great Britain|France|Russia|Central Empires)/.exec(await deepText(page, 'be-view'))?.[1] ?? '';

/** The game link on the page (not an action's own orders link, shown for a moment while it is applied). */
const gameLink = (page: Page) => page.locator('share-panel').filter({ hasNot: page.locator('label', { hasText: 'Orders link' }) }).locator('textarea').first().inputValue();

async function claim(page: Page, powers: string[]): Promise<void> {
  for (const power of powers) await page.getByRole('checkbox', { name: new RegExp(`^${power}`) }).check();
  await page.getByRole('button', { name: 'Save' }).click();
}

/** Places one set-up cube with the keyboard, as a player could: a highlighted territory, then Confirm. */
async function placeCube(page: Page): Promise<void> {
  const before = await gameLink(page);
  const territory = page.locator('be-view be-map .territory.pickable').first();
  await territory.focus();
  await page.keyboard.press('Enter');
  const confirm = page.locator('be-view button.submit');
  await expect.poll(() => confirm.isEnabled()).toBe(true);
  await confirm.click();
  await expect.poll(() => gameLink(page), { timeout: 15_000 }).not.toBe(before);
}

async function receive(page: Page, link: string): Promise<void> {
  await page.goto(`${baseUrl}#/`);
  await page.goto(link);
  await page.waitForURL(/#\/game\//, { timeout: 15_000 });
  await expect.poll(() => page.locator('be-view').count(), { timeout: 15_000 }).toBe(1);
}

describe('La Belle Époque by link', () => {
  it('two browsers make a 2-player game by link and take turns placing set-up cubes, passing the game link', async () => {
    const alice: Player = { ...(await newPlayer(browser())), powers: ['Great Britain', 'France'] };
    const bob: Player = { ...(await newPlayer(browser())), powers: ['Russia', 'Central Empires'] };
    await alice.page.goto(`${baseUrl}#/new`);
    await alice.page.getByRole('radio', { name: /La Belle Époque/ }).check();
    await alice.page.getByRole('combobox', { name: /^Variant/ }).selectOption('2');
    await alice.page.getByRole('radio', { name: /By link \(2–4 people\)/ }).check();
    // The way sets shared dice; the option stays visible.
    await expect.poll(() => alice.page.getByRole('combobox', { name: /^Dice/ }).inputValue()).toBe('shared');
    await alice.page.getByRole('button', { name: 'Create game' }).click();
    await alice.page.waitForURL(/#\/game\//);
    await claim(alice.page, alice.powers);
    await expect.poll(() => toAct(alice.page)).not.toBe('');
    let link = await gameLink(alice.page);

    await bob.page.goto(link);
    await bob.page.getByRole('button', { name: 'Open the game' }).click();
    await bob.page.waitForURL(/#\/game\//);
    await claim(bob.page, bob.powers);
    await expect.poll(() => toAct(bob.page)).not.toBe('');

    // Six set-up cubes: the order alternates the two people's powers two cubes at a time (3.3), so each acts.
    const acted = new Set<string>();
    // Every action makes a game link; the next person opens each one sent since its own last action, in order.
    let holder = bob;
    let unsent: string[] = [];
    for (let cube = 0; cube < 6; cube++) {
      const power = await toAct(holder.page);
      const player = alice.powers.includes(power) ? alice : bob;
      if (player !== holder) {
        for (const sent of unsent) await receive(player.page, sent);
        unsent = [];
        holder = player;
      }
      await expect.poll(() => deepText(player.page, 'be-view')).toContain('cubes left to place');
      await placeCube(player.page);
      acted.add(player === alice ? 'alice' : 'bob');
      link = await gameLink(player.page);
      unsent.push(link);
    }
    expect([...acted].sort()).toEqual(['alice', 'bob']);
    // Both browsers hold the same game: the other one opens the last link and shows the same placements and the same power to act.
    const other = holder === alice ? bob : alice;
    for (const sent of unsent) await receive(other.page, sent);
    await expect.poll(() => toAct(other.page)).toBe(await toAct(holder.page));
    const board = (page: Page) => page.locator('be-view be-map').evaluate((map) => JSON.stringify((map as unknown as { state: { board: unknown } }).state.board));
    expect(await board(other.page)).toBe(await board(holder.page));
    // Each person's first action carried its dice chain's head: the shared dice can roll for anyone now.
    const heads = await other.page.locator('be-view be-map').evaluate((map) => (map as unknown as { state: { shared?: { heads: (string | null)[] } } }).state.shared?.heads);
    expect(heads).toHaveLength(2);
    expect(heads!.every((h) => typeof h === 'string' && h.length === 32)).toBe(true);
    // Nothing refused by the site's content security policy either (the map's colours are classes, not inline styles).
    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  }, 90_000);
});
