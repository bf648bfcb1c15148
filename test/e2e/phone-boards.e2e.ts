/**
 * Romania 1198 and La Belle Époque at a phone's size and a laptop's, as new
 * players open them: the smallest rendered text of the Romania board's place
 * labels at its opening view (at least 11 px on screen) and of La Belle
 * Époque's Tracks tab (at least 12 px: HTML, not the zoomed-out board); the
 * clicks a Romania spy mission takes on a phone (at most 4).
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPlayer, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];

/** Smallest on-screen font size (CSS px) of the board's text elements of one class. */
async function smallestText(page: Page, cls: string): Promise<number> {
  return (await page.evaluate(`(() => {
    const find = (root) => { const d = root.querySelector('dip-map'); if (d) return d; for (const h of root.querySelectorAll('*')) { const i = h.shadowRoot && find(h.shadowRoot); if (i) return i; } return null; };
    const svg = find(document).shadowRoot.querySelector('svg.board');
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const sizes = [...svg.querySelectorAll('text.${cls}')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
    return Math.min(...sizes);
  })()`)) as number;
}

describe('boards at 390×844 and 1280×800', () => {
  for (const viewport of SIZES) {
    it(`Romania 1198's place labels are at least 11 px at the opening view, ${viewport.width}×${viewport.height}`, async () => {
      const { page, context } = await newPlayer(browser(), { viewport });
      await page.goto(`${baseUrl}#/new`);
      await page.getByRole('radio', { name: /Romania 1198/ }).check();
      await page.getByRole('radio', { name: /At one table/ }).check();
      await page.getByRole('button', { name: 'Create game' }).click();
      await page.waitForURL(/#\/game\//);
      await page.getByRole('button', { name: 'I am Zalău: show my units' }).press('Enter');
      await expect.poll(() => page.getByRole('heading', { name: 'Orders for Zalău' }).count()).toBe(1);
      const px = await smallestText(page, 'label');
      expect(px).toBeGreaterThanOrEqual(11);
      await context.close();
    });
  }

  for (const viewport of SIZES) {
    it(`La Belle Époque's Tracks tab is HTML of at least 12 px that fits the width, ${viewport.width}×${viewport.height}`, async () => {
      const { page, context } = await newPlayer(browser(), { viewport });
      await page.goto(`${baseUrl}#/new`);
      await page.getByRole('radio', { name: /^La Belle Époque/ }).check();
      await page.getByRole('radio', { name: /^Alone against the computer: France/ }).check();
      // The way decides the dice and the hands: New game offers only the promo cards.
      expect(await page.getByRole('combobox', { name: /^Dice|^Hands of cards/ }).count()).toBe(0);
      expect(await page.getByRole('combobox', { name: /^Promo cards/ }).count()).toBe(1);
      await page.getByRole('button', { name: 'Create game' }).click();
      await page.waitForURL(/#\/game\//);
      await page.locator('be-map .regions button', { hasText: 'Tracks' }).click();
      const panel = page.locator('be-map section.tracks-html');
      await expect.poll(() => panel.count()).toBe(1);
      const measured = (await panel.evaluate((el) => {
        let min = Infinity;
        const walk = (node: Node) => {
          for (const child of node.childNodes) {
            if (child.nodeType === Node.TEXT_NODE && child.textContent!.trim()) min = Math.min(min, parseFloat(getComputedStyle(child.parentElement!).fontSize));
            else if (child.nodeType === Node.ELEMENT_NODE) walk(child);
          }
        };
        walk(el);
        return { min, overflow: el.scrollWidth - el.clientWidth };
      })) as { min: number; overflow: number };
      expect(measured.min).toBeGreaterThanOrEqual(12);
      expect(measured.overflow).toBeLessThanOrEqual(0);
      expect(await panel.textContent()).toContain('Initial set-up, before turn 1');
      await context.close();
    });
  }

  it('a Romania spy mission takes two actions on a phone: the city, then Add (its risk shown before)', async () => {
    const { page, context, errors } = await newPlayer(browser(), { viewport: SIZES[0]! });
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /Romania 1198/ }).check();
    await page.getByRole('radio', { name: /At one table/ }).check();
    await page.getByRole('combobox', { name: /^Spies/ }).selectOption('on');
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    await page.getByRole('button', { name: 'I am Zalău: show my units' }).click();
    let clicks = 0;
    await page.getByRole('combobox', { name: 'City to spy on' }).selectOption({ label: 'Mediaș' });
    clicks++;
    await expect.poll(() => page.locator('romania-view .risk').textContent()).toMatch(/^Risk: caught if the die \(1–100\) falls below \d+/);
    await page.getByRole('button', { name: 'Add the spy’s order' }).click();
    clicks++;
    expect(clicks).toBeLessThanOrEqual(4);
    await expect.poll(() => page.getByRole('textbox', { name: 'Orders for Zalău' }).inputValue()).toBe('S zalau med (army)');
    await expect.poll(() => page.locator('romania-view .check li.good').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a touch screen is not shown the keyboard help; a laptop is', async () => {
    for (const touch of [true, false]) {
      const context = await browser().newContext({ viewport: touch ? SIZES[0]! : SIZES[1]!, hasTouch: touch, isMobile: touch, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}#/new`);
      await page.getByRole('radio', { name: /Romania 1198/ }).check();
      await page.getByRole('radio', { name: /At one table/ }).check();
      await page.getByRole('button', { name: 'Create game' }).click();
      await page.waitForURL(/#\/game\//);
      await expect.poll(() => page.locator('dip-map p.help').count()).toBe(1);
      expect(await page.locator('dip-map p.help').textContent()).toContain('lit spaces');
      expect(await page.locator('dip-map p.help .keys').isVisible(), touch ? 'touch' : 'laptop').toBe(!touch);
      await context.close();
    }
  });

  it('La Belle Époque set-up on a phone: one tap places a cube, Take back undoes it', async () => {
    const { page, context, errors } = await newPlayer(browser(), { viewport: SIZES[0]! });
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /^La Belle Époque/ }).check();
    await page.getByRole('radio', { name: /^Alone against the computer: France/ }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    const panel = page.locator('be-view section.actions');
    await expect.poll(() => panel.textContent()).toContain('9 cubes left to place');
    const pick = page.locator('be-map g.territory.pickable').first();
    await pick.focus();
    await pick.click();
    await expect.poll(() => panel.textContent()).toContain('8 cubes left to place');
    await page.getByRole('button', { name: 'Take back' }).click();
    await expect.poll(() => panel.textContent()).toContain('9 cubes left to place');
    expect(errors).toEqual([]);
    await context.close();
  });
});
