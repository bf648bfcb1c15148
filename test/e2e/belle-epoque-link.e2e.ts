/**
 * La Belle Époque by link between two browsers (two contexts, two IndexedDBs),
 * passing nothing but game links: a 2-player game made in the way "By link",
 * each person taking its two powers (3.2) and placing every set-up cube (3.3)
 * in turn. Each person's first action carries the start of its dice chain.
 * Then the action phase (chapter 8): the powers pass, turn after turn, until
 * a pass ends a turn whose end needs the dice (the next turn's events or a
 * reshuffle, 6.2, 7.0): one browser only declares it, the other browser's step
 * rolls it (shared dice), and both devices end with the same state.
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

/** Confirms the drafted action and waits for the game link it makes. */
async function confirmed(page: Page, before: string): Promise<void> {
  const confirm = page.locator('be-view button.submit');
  await expect.poll(() => confirm.isEnabled()).toBe(true);
  await confirm.click();
  await expect.poll(() => gameLink(page), { timeout: 15_000 }).not.toBe(before);
}

/** Places one set-up cube with the keyboard, as a player could: Enter on a highlighted territory places it (3.3). */
async function placeCube(page: Page): Promise<void> {
  const before = await gameLink(page);
  const territory = page.locator('be-view be-map .territory.pickable').first();
  await territory.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => gameLink(page), { timeout: 15_000 }).not.toBe(before);
}

/** Moves one set-up cube at the end of the set-up (3.3.2) with the panel's buttons: a cube that may move, then where it goes. */
async function rearrangeCube(page: Page): Promise<void> {
  const before = await gameLink(page);
  const choice = page.locator('be-view section.pending .choices button').first();
  await choice.click();
  await expect.poll(() => deepText(page, 'be-view'), { timeout: 15_000 }).toContain('now tap where it goes');
  await page.locator('be-view section.pending .choices button').first().click();
  await expect.poll(() => gameLink(page), { timeout: 15_000 }).not.toBe(before);
}

/** Passes (8.0), as a player would: the menu's Pass, then Confirm. */
async function pass(page: Page): Promise<void> {
  const before = await gameLink(page);
  await page.locator('be-view button.menu-item[data-kind="pass"]').click();
  await confirmed(page, before);
}

/** Rolls the die another person declared: the roll panel's one button. */
async function roll(page: Page): Promise<void> {
  const before = await gameLink(page);
  await page.getByRole('button', { name: 'Roll the die' }).click();
  await expect.poll(() => gameLink(page), { timeout: 15_000 }).not.toBe(before);
}

async function receive(page: Page, link: string): Promise<void> {
  await page.goto(`${baseUrl}#/`);
  await page.goto(link);
  await page.waitForURL(/#\/game\//, { timeout: 15_000 });
  await expect.poll(() => page.locator('be-view').count(), { timeout: 15_000 }).toBe(1);
}

describe('La Belle Époque by link', () => {
  it('two browsers make a 2-player game by link, place every set-up cube, pass into the next turn, one declaring the roll and the other rolling it', async () => {
    const alice: Player = { ...(await newPlayer(browser())), powers: ['Great Britain', 'France'] };
    const bob: Player = { ...(await newPlayer(browser())), powers: ['Russia', 'Central Empires'] };
    await alice.page.goto(`${baseUrl}#/new`);
    await alice.page.getByRole('radio', { name: /La Belle Époque/ }).check();
    await alice.page.getByRole('combobox', { name: /^Variant/ }).selectOption('2');
    await alice.page.getByRole('radio', { name: /By link, 2–4 people/ }).check();
    // First use: each person claims a power from the game link (invitations are the default).
    await alice.page.getByRole('radio', { name: /First to send takes the seat/ }).check();
    // The way decides shared dice and open hands: New game offers no choice that would contradict it.
    await expect.poll(() => alice.page.getByRole('combobox', { name: /^Dice|^Hands of cards/ }).count()).toBe(0);
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

    // The set-up (3.3): the order alternates the two people's powers two cubes at a time, so each acts;
    // then the action phase, until a declared roll has been rolled by the other browser.
    const acted = new Set<string>();
    // Every step makes a game link; the next person opens each one sent since its own last step, in order.
    let holder = bob;
    let unsent: string[] = [];
    let cubes = 0;
    let passes = 0;
    let rolled: { declarer: Player; roller: Player; sentence: string } | null = null;
    let declaredBy: { player: Player; sentence: string; turn: number } | null = null;
    const turn = (page: Page) => page.locator('be-view be-map').evaluate((map) => (map as unknown as { state: { turn: number } }).state.turn);
    for (let step = 0; step < 140 && !rolled; step++) {
      const power = await toAct(holder.page);
      const player = alice.powers.includes(power) ? alice : bob;
      if (player !== holder) {
        for (const sent of unsent) await receive(player.page, sent);
        unsent = [];
        holder = player;
      }
      await expect.poll(() => toAct(player.page)).toBe(power);
      const text = await deepText(player.page, 'be-view');
      if (/cubes? left to place/.test(text)) {
        await placeCube(player.page);
        cubes++;
        acted.add(player === alice ? 'alice' : 'bob');
      } else if (text.includes('meet your minimums')) {
        await rearrangeCube(player.page);
      } else if (text.includes('Your roll')) {
        // The die another browser declared: this one rolls it.
        expect(declaredBy, 'a roll offered with nothing declared').not.toBeNull();
        expect(declaredBy!.player).not.toBe(player);
        expect(text).toContain(declaredBy!.sentence);
        await roll(player.page);
        rolled = { declarer: declaredBy!.player, roller: player, sentence: declaredBy!.sentence };
      } else {
        await expect.poll(() => player.page.locator('be-view button.menu-item[data-kind="pass"]').count()).toBe(1);
        await pass(player.page);
        passes++;
      }
      // A step that rolls (a pass that ends a turn) is only declared: this browser waits for the other's roll.
      const after = rolled ? '' : await deepText(player.page, 'be-view');
      const declared = /((?:Great Britain|France|Russia|Central Empires) declared: .*?\.) The die waits for (Great Britain|France|Russia|Central Empires)/.exec(after);
      if (declared) {
        expect(alice.powers.includes(declared[2]) ? alice : bob, 'the roller is the other person').not.toBe(player);
        declaredBy = { player, sentence: declared[1], turn: await turn(player.page) };
      }
      link = await gameLink(player.page);
      unsent.push(link);
    }
    expect(cubes).toBeGreaterThan(20);
    expect(passes).toBeGreaterThan(0);
    expect(rolled, 'no die declared and rolled').not.toBeNull();
    expect([...acted].sort()).toEqual(['alice', 'bob']);
    // Both browsers hold the same game: the other one opens the last link and shows the same placements and the same power to act.
    const other = holder === alice ? bob : alice;
    for (const sent of unsent) await receive(other.page, sent);
    await expect.poll(() => toAct(other.page)).toBe(await toAct(holder.page));
    const board = (page: Page) => page.locator('be-view be-map').evaluate((map) => JSON.stringify((map as unknown as { state: { board: unknown } }).state.board));
    expect(await board(other.page)).toBe(await board(holder.page));
    // The rolled turn end brought the next turn, the same in both browsers.
    expect(await turn(other.page)).toBe(declaredBy!.turn + 1);
    expect(await turn(holder.page)).toBe(declaredBy!.turn + 1);
    // Each person's first action carried its dice chain's head.
    const heads = await other.page.locator('be-view be-map').evaluate((map) => (map as unknown as { state: { shared?: { heads: (string | null)[] } } }).state.shared?.heads);
    expect(heads).toHaveLength(2);
    expect(heads!.every((h) => typeof h === 'string' && h.length === 32)).toBe(true);
    // Nothing refused by the site's content security policy either (the map's colours are classes, not inline styles).
    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  }, 400_000);
});
