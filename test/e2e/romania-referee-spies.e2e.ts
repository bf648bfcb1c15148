/**
 * Romania 1198 with a referee and spies, between eight browsers (the referee and
 * one per region), passing nothing but links: every region sends two spies in
 * Autumn 1198; the referee resolves; each region's browser then shows the
 * reports of its own spies that were not caught, and no browser shows another
 * region's spy that was not caught. Caught spies are listed for all.
 */
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { deepText, newPlayer, openLink, seedRandomness, seriousAxeViolations, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Each region holds its units and spies on two small towns (most such spies are caught: seed 003's formula). */
const REGIONS: Record<string, { units: string; spies: [string, string] }> = {
  Zalău: { units: 'A zal H\nA bai H\nF sat H', spies: ['ora', 'dej'] },
  Oradea: { units: 'A ora H\nA sal H\nF ara H', spies: ['zal', 'dej'] },
  Cluj: { units: 'A clu H\nA tur H\nF sib H', spies: ['zal', 'ora'] },
  Bistrița: { units: 'A bis H\nA vat H\nF dej H', spies: ['zal', 'ora'] },
  'Târgu Mureș': { units: 'A med H\nA odo H\nF tim H', spies: ['zal', 'ora'] },
  Brașov: { units: 'F bra H\nA sfi H\nA mie H', spies: ['zal', 'ora'] },
  Timișoara: { units: 'A tms H\nA lug H\nF sin H', spies: ['zal', 'ora'] },
};
const TOWNS: Record<string, string> = { zal: 'Zalău', ora: 'Oradea', dej: 'Dej' };
/** A spy order names its region by one of its home centres. */
const HOME: Record<string, string> = { Zalău: 'zal', Oradea: 'ora', Cluj: 'clu', Bistrița: 'bis', 'Târgu Mureș': 'tim', Brașov: 'bra', Timișoara: 'tms' };

interface Seat {
  region: string;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

const shareText = (page: Page, label: RegExp) => page.locator('share-panel').filter({ hasText: label }).locator('textarea').first().inputValue();

async function goToGame(page: Page, uid: string): Promise<void> {
  await page.goto(`${baseUrl}#/game/${uid}`);
  await expect.poll(() => deepText(page, '.phase-label')).not.toBe('');
}

async function submit(seat: Seat): Promise<string> {
  const page = seat.page;
  const { units, spies } = REGIONS[seat.region];
  const lines = [units, ...spies.map((town) => `S ${HOME[seat.region]} ${town} (army - resources)`)].join('\n');
  await page.locator('textarea[id^="orders-"]').fill(lines);
  await expect.poll(() => page.locator('romania-view .check li.good').count()).toBe(5);
  await page.getByRole('button', { name: 'Submit orders' }).click();
  const panel = page.locator('share-panel').filter({ has: page.locator('label', { hasText: `Orders link for ${seat.region}` }) });
  await expect.poll(() => panel.count(), { timeout: 15_000 }).toBe(1);
  return panel.locator('textarea').inputValue();
}

const spiesPanel = (page: Page) => deepText(page, 'section.spies');

describe('Romania 1198 with a referee: spies', () => {
  it('eight browsers: a spy not caught is read only by its own region', async () => {
    const referee = await newPlayer(browser());
    await seedRandomness(referee.context, 1198);
    const seats: Seat[] = [];
    for (const region of Object.keys(REGIONS)) seats.push({ region, ...(await newPlayer(browser())) });
    const page = referee.page;
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /Romania 1198/ }).check();
    await page.getByRole('radio', { name: /with a referee/ }).check();
    await page.getByRole('combobox', { name: /^Spies/ }).selectOption('on');
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    const uid = /#\/game\/([0-9a-f]{12})/.exec(page.url())![1];
    // Spies are sealed to the seats' invitation keys: the game invites every region.
    for (const seat of seats) {
      const invitation = await shareText(page, new RegExp(`Invitation for ${seat.region}`));
      await openLink(seat.page, baseUrl, invitation, /invited to play/);
      await seat.page.getByRole('button', { name: 'Open the game' }).click();
      await seat.page.waitForURL(/#\/game\//);
    }
    const ordersLinks: string[] = [];
    for (const seat of seats) ordersLinks.push(await submit(seat));
    for (const link of ordersLinks) await openLink(page, baseUrl, link, /Orders from/);
    await goToGame(page, uid);
    await page.getByRole('button', { name: 'Resolve the phase' }).click();
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1199');
    const link = await shareText(page, /Game link for/);
    const caughtList = await spiesPanel(page);

    const texts: Record<string, string> = {};
    for (const seat of seats) {
      await seat.page.goto(`${baseUrl}#/`);
      await seat.page.goto(link);
      await seat.page.waitForURL(/#\/game\//, { timeout: 15_000 });
      await goToGame(seat.page, uid);
      await expect.poll(() => deepText(seat.page, '.phase-label')).toContain('Spring 1199');
      texts[seat.region] = await spiesPanel(seat.page);
    }
    let unseen = 0;
    for (const [region, { spies }] of Object.entries(REGIONS)) {
      for (const town of spies) {
        const mission = `${region} → ${TOWNS[town]}`;
        // The referee's panel lists the caught spies, as every region's does.
        if (caughtList.includes(mission)) {
          for (const seat of seats) expect(texts[seat.region]).toContain(mission);
          continue;
        }
        unseen++;
        // Not caught: its region reads the report (the spied region and its army); every other region sees nothing of it.
        expect(texts[region]).toMatch(new RegExp(`${mission} \\(.+\\)\\s*Army:`));
        for (const seat of seats) if (seat.region !== region) expect(texts[seat.region], `${seat.region} reads ${mission}`).not.toContain(mission);
      }
    }
    // The referee's randomness is seeded, so the game's dice are the same every run: some spies go unseen.
    expect(unseen).toBeGreaterThan(0);
    expect(texts.Cluj).toContain('With a referee, a spy not caught travels sealed to its region');
    expect(await seriousAxeViolations(seats[2].page)).toEqual([]);
    for (const who of [referee, ...seats]) expect(who.errors).toEqual([]);
    for (const who of [referee, ...seats]) await who.context.close();
  }, 480_000);
});
