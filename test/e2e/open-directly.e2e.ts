/**
 * A game link to a game this browser plays, merged without doubt, opens the game page at
 * once with a line saying what the link did; a refused link, or a game never seen here (which offers
 * a seat), still shows the landing page. World War I by link, between browsers.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deepText, newPlayer, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The game link on the page (not an orders link, which a page may show for a moment before the phase moves on). */
const firstLink = (page: Page) => page.locator('share-panel').filter({ hasText: 'Game link' }).first().locator('textarea').inputValue();

async function takeSeat(page: Page, side: string): Promise<void> {
  await page.getByRole('checkbox', { name: new RegExp(`^${side}`) }).check();
  await page.getByRole('button', { name: 'Save' }).click();
}

async function open(page: Page, link: string): Promise<void> {
  await page.goto(`${baseUrl}#/`);
  await page.goto(link);
}

describe('a link to a game played here opens the game directly', () => {
  it('the next phase and a phase already held open the game page with a notice; a refused continuation and an unknown game keep the landing page', async () => {
    const alice = await newPlayer(browser());
    await alice.page.goto(`${baseUrl}#/new`);
    await alice.page.getByRole('radio', { name: /World War I/ }).check();
    await alice.page.getByRole('radio', { name: /By link, two players/ }).check();
    await alice.page.getByRole('radio', { name: /First to send takes the seat/ }).check();
    await alice.page.getByRole('button', { name: 'Create game' }).click();
    await alice.page.waitForURL(/#\/game\//);
    await takeSeat(alice.page, 'Allies');
    const created = await firstLink(alice.page);

    // Bob has never seen the game: the landing page explains it and offers to open it.
    const bob = await newPlayer(browser());
    await open(bob.page, created);
    await expect.poll(() => deepText(bob.page, 'landing-page')).toContain('A game you have not seen yet');
    await bob.page.getByRole('button', { name: 'Open the game' }).click();
    await takeSeat(bob.page, 'Central Powers');
    await expect.poll(() => bob.page.getByRole('checkbox', { name: /^Central Powers/ }).count()).toBe(0);
    // The Central Powers join the shared dice first; their link brings Alice the game to play.
    await bob.page.getByRole('button', { name: 'Join the game' }).click();
    await expect.poll(() => firstLink(bob.page)).not.toBe(created);
    await open(alice.page, await firstLink(bob.page));
    await alice.page.waitForURL(/#\/game\/[0-9a-f]{12}$/);
    await expect.poll(() => deepText(alice.page, 'wwi-view')).toContain('Allies — Your move');
    const start = await firstLink(alice.page);

    await alice.page.getByRole('button', { name: 'End this attack phase' }).click();
    // French attacks are still owed this turn (11.12): the end is confirmed.
    await alice.page.getByRole('button', { name: 'Yes, end the attack phase' }).click();
    await expect.poll(() => firstLink(alice.page)).not.toBe(start);
    const next = await firstLink(alice.page);
    const phase = await deepText(alice.page, '.phase-label');

    // Bob plays the game: the next phase goes straight to the game page, no button to press.
    await open(bob.page, next);
    await bob.page.waitForURL(/#\/game\/[0-9a-f]{12}$/);
    await expect.poll(() => deepText(bob.page, '.notice.opened')).toBe(`The link added ${phase}.`);
    expect(await deepText(bob.page, '.phase-label')).toBe(phase);
    expect(await bob.page.locator('landing-page').count()).toBe(0);
    // Back leads to where Bob was, not to the link again.
    await bob.page.goBack();
    await expect.poll(() => bob.page.url()).toBe(`${baseUrl}#/`);

    // The same link again: nothing new, said so on the game page.
    await open(bob.page, next);
    await bob.page.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(bob.page, '.notice.opened')).toBe(`You already had this phase: ${phase}.`);
    // The notice is said once: the game page opened from the library has none.
    await bob.page.reload();
    await expect.poll(() => deepText(bob.page, '.phase-label')).toBe(phase);
    expect(await deepText(bob.page, '.notice.opened')).toBe('');

    // Dave also took the Allies from the first link and played another move. Bob's browser holds the
    // Allies' first orders, signed by Alice's key: first use holds the seat, so Dave's continuation is
    // refused on the landing page and saved nowhere (a fork between real players is a unit test's,
    // test/unit/platform/open-directly.test.ts).
    const dave = await newPlayer(browser());
    await open(dave.page, start);
    await dave.page.getByRole('button', { name: 'Open the game' }).click();
    await takeSeat(dave.page, 'Allies');
    await dave.page.getByRole('button', { name: 'German 3rd Army, 5–5, hex 0513' }).click();
    await dave.page.getByRole('button', { name: 'Declare the attack (the defender rolls)' }).click();
    // Dave's link of the phase he received may differ from Alice's (it carries no box: he never held its parent),
    // so wait for the declared attack itself before taking his link.
    await expect.poll(() => deepText(dave.page, 'wwi-view'), { timeout: 15_000 }).toContain('The die waits for the Central Powers');
    await expect.poll(() => firstLink(dave.page)).not.toBe(start);
    await open(bob.page, await firstLink(dave.page));
    await expect.poll(() => deepText(bob.page, 'landing-page')).toContain('are not signed by the key that holds that seat in this game');
    expect(bob.page.url()).not.toMatch(/#\/game\//);
    await bob.page.goto(`${baseUrl}#/`);
    await open(bob.page, next);
    await expect.poll(() => deepText(bob.page, '.notice.opened')).toBe(`You already had this phase: ${phase}.`);

    // In Italian too.
    await bob.page.goto(`${baseUrl}#/`);
    await bob.page.getByRole('button', { name: 'IT' }).click();
    await open(bob.page, next);
    await expect.poll(() => deepText(bob.page, '.notice.opened')).toMatch(/^Avevi già questa fase: /);

    // A browser that never saw the game still gets the landing page, and the game page only by choice.
    const carol = await newPlayer(browser());
    await open(carol.page, next);
    await expect.poll(() => deepText(carol.page, 'landing-page')).toContain('A game you have not seen yet');
    expect(carol.page.url()).not.toMatch(/#\/game\//);

    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
    expect(carol.errors).toEqual([]);
    expect(dave.errors).toEqual([]);
    await Promise.all([alice, bob, carol, dave].map((who) => who.context.close()));
  });
});
