/**
 * La Belle Époque alone against the computer, as a person meets it: the game
 * made from New game, France's set-up cubes placed one tap each (3.3), the automated powers (chapter 13) skipped to France's turn,
 * a diplomatic mission (8.2) played by clicking, then France ends its round and
 * the automated powers act again, their steps in the log. Plus an axe-core scan.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPlayer, seriousAxeViolations, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const AUTOMATED = ['Great Britain', 'Russia', 'Central Empires'];

/** Text of the elements `selector` finds (Playwright's CSS reaches into the view's shadow root). */
async function deepText(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).allInnerTexts()).join(' ').replace(/\s+/g, ' ');
}

/** What France's panel asks now: the set-up, an action, or nothing yet (an automated power acts). */
async function panelHeading(page: Page): Promise<string> {
  return (await deepText(page, 'be-view section.actions h2').catch(() => '')).trim();
}

/** Waits for France's turn, asking the page to skip the automated powers' pauses when they act. */
async function untilFrance(page: Page, heading: RegExp): Promise<void> {
  const skip = page.getByRole('button', { name: 'Skip to my turn' });
  await expect.poll(async () => {
    if (await skip.count()) await skip.click().catch(() => undefined);
    return panelHeading(page);
  }, { timeout: 30_000, interval: 200 }).toMatch(heading);
}

/** Picks the first territory the map offers, then (when it has a choice) the first space the engine accepts, and confirms. */
async function placeOnMap(page: Page): Promise<string> {
  const picks = page.locator('be-map g.territory.pickable');
  try {
    await expect.poll(() => picks.count()).toBeGreaterThan(0);
  } catch (e) {
    throw new Error(`${e} ${await deepText(page, 'be-view .status')} | ${await deepText(page, 'be-view section.actions')} | ${(await deepText(page, 'be-view ol.log')).slice(0, 400)}`);
  }
  const confirm = page.locator('be-view button.submit');
  const take = async (): Promise<string> => {
    const what = ((await confirm.textContent()) ?? '').trim();
    const steps = () => deepText(page, 'be-view details > summary');
    const before = await steps();
    await confirm.click();
    // The step is taken when the log counts it (the panel alone changes at once, as the draft is cleared).
    await expect.poll(steps).not.toBe(before);
    return what;
  };
  for (let t = 0; t < (await picks.count()); t++) {
    // The map shows one continent at a time: focusing a territory brings its plate into view.
    await picks.nth(t).focus();
    await picks.nth(t).click();
    await expect.poll(() => page.locator('be-map g.territory.selected').count()).toBe(1);
    // One possible space: the territory alone makes the action; else the panel lists the spaces.
    if (await confirm.isEnabled()) return take();
    const spaces = page.getByRole('group', { name: 'Space' }).getByRole('button');
    // A free space first: a mission, not a contest (8.2).
    const names = await spaces.allInnerTexts();
    const order = names.map((_, i) => i).sort((a, b) => Number(!names[a].includes('free')) - Number(!names[b].includes('free')));
    for (const i of order) {
      await spaces.nth(i).click();
      if (await confirm.isEnabled()) return take();
    }
  }
  throw new Error(`no territory and space accepted: ${await deepText(page, 'be-view .status')} | ${await deepText(page, 'be-view .waiting')} | ${(await deepText(page, 'be-view ol.log')).slice(0, 300)}`);
}

/** One set-up cube: a tap on the first territory the map offers; returns the clicks it took (the log counts the cube). */
async function tapCube(page: Page): Promise<number> {
  const pick = page.locator('be-map g.territory.pickable').first();
  await expect.poll(() => page.locator('be-map g.territory.pickable').count()).toBeGreaterThan(0);
  const steps = () => deepText(page, 'be-view details > summary');
  const before = await steps();
  // The map shows one continent at a time: focusing a territory brings its plate into view (no click).
  await pick.focus();
  await pick.click();
  await expect.poll(steps).not.toBe(before);
  return 1;
}

/** One rearranging move at the end of the set-up (3.3.2): a tap on a cube the map offers, a tap where it goes. */
async function moveCube(page: Page): Promise<number> {
  const steps = () => deepText(page, 'be-view details > summary');
  const before = await steps();
  const from = page.locator('be-map g.territory.pickable').first();
  await from.focus();
  await from.click();
  await expect.poll(() => page.locator('be-map g.territory.selected').count()).toBe(1);
  const to = page.locator('be-map g.territory.pickable').first();
  await to.focus();
  await to.click();
  await expect.poll(steps).not.toBe(before);
  return 1;
}

async function createSolo(page: Page): Promise<void> {
  await page.goto(`${baseUrl}#/new`);
  await page.getByRole('radio', { name: /^La Belle Époque/ }).check();
  // The game's radio names its powers too: pick the way by the start of its name.
  await page.getByRole('radio', { name: /^Alone against the computer: France/ }).check();
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/#\/game\//);
  await expect.poll(() => deepText(page, 'be-view .status')).toContain('Initial set-up');
}

describe('La Belle Époque alone against the computer', () => {
  it('places the set-up cubes by clicking, skips to France, plays a mission and ends the round, and the automated powers act again', async () => {
    // A fixed seed: the same game, so the computer plays the same steps every time.
    const { page, errors, context } = await newPlayer(browser(), { randomSeed: 7 });
    await createSolo(page);

    // 3.3: France's cubes, one tap each (the target: at most 12 clicks for 10 cubes).
    let clicks = 0;
    let moves = 0;
    for (let step = 0; step < 30; step++) {
      await untilFrance(page, /Initial set-up|Actions of France|End of the set-up/);
      const heading = await panelHeading(page);
      if (heading.startsWith('Actions of France')) break;
      // 3.3.2: cubes placed anywhere; if France ends short of its minimums it moves cubes, two taps a move.
      if (heading.startsWith('End of the set-up')) moves += await moveCube(page);
      else clicks += await tapCube(page);
    }
    expect(moves).toBeLessThanOrEqual(4);
    // France has 9 set-up cubes (its sheet): 9 clicks, no Confirm (Great Britain's 10 would be 10).
    expect(clicks).toBe(9);
    await untilFrance(page, /^Actions of France/);
    expect(await deepText(page, 'be-view .status')).toContain('Action phase');

    // 8.2: a diplomatic mission, the territory picked on the map.
    const missionItem = page.locator('be-view button.menu-item[data-kind="mission"]');
    expect(await missionItem.getAttribute('aria-disabled')).toBe('false');
    // Clicked again should the panel draw anew in between (a state arriving resets the draft).
    await expect.poll(async () => {
      if ((await missionItem.getAttribute('aria-pressed')) !== 'true') await missionItem.click();
      return page.locator('be-map g.territory.pickable').count();
    }, { interval: 300 }).toBeGreaterThan(0);
    const mission = await placeOnMap(page);
    expect(mission).toMatch(/^Confirm: Mission to /);
    const entries = () => page.locator('be-view ol.log > li').allInnerTexts();
    // The log's sentences load after the first board (ui/later-panels.ts): wait for its first line.
    await expect.poll(async () => (await entries())[0] ?? '').toMatch(/^France sends a diplomatic mission to .+ \(space \d\) \(8\.2\)\.\s+France: −1 embassy cubes\./);
    expect(await page.locator('be-view h3.log-group').first().textContent()).toBe('Turn 1: actions');

    // France's second action of the round, or the round ends: end it (8.0) or pass (8.10).
    await untilFrance(page, /^Actions of France/);
    const end = page.locator('be-view button.menu-item[data-kind="endRound"][aria-disabled="false"], be-view button.menu-item[data-kind="pass"][aria-disabled="false"]').first();
    await end.click();
    const known = (await entries()).length;
    await page.locator('be-view button.submit').click();

    // The automated powers act again, each step an entry of the log (newest first) under its power's name.
    await expect.poll(async () => {
      const skip = page.getByRole('button', { name: 'Skip to my turn' });
      if (await skip.count()) await skip.click().catch(() => undefined);
      const all = await entries();
      const fresh = all.slice(0, all.length - known).map((l) => /^([^,]+), an automated power/.exec(l)?.[1] ?? '');
      return AUTOMATED.filter((p) => fresh.includes(p)).length;
    }, { timeout: 30_000, interval: 300 }).toBeGreaterThan(0);
    const log = () => deepText(page, 'be-view ol.log');
    expect(await log()).not.toContain('No visible change');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious or critical axe-core violations on the board', async () => {
    const { page, context } = await newPlayer(browser());
    await createSolo(page);
    await untilFrance(page, /Initial set-up/);
    await page.locator('be-map g.territory.pickable').first().click();
    const violations = await seriousAxeViolations(page);
    expect(violations).toEqual([]);
    await context.close();
  });
});
