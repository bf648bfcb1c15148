/** One Chromium per test file, fresh contexts (separate IndexedDB) per player. */
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../src/cli/chromium';

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** One browser for a test file: launched before its tests, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

export async function newPlayer(
  browser: Browser,
  options: { locale?: string; viewport?: { width: number; height: number }; bypassCSP?: boolean; randomSeed?: number; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    // Only to inject test tools such as axe-core; the page's own policy is tested elsewhere.
    bypassCSP: options.bypassCSP ?? false,
    // Blocked where a test routes the site's own files: the service worker would serve them from its cache.
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  if (options.randomSeed !== undefined) await seedRandomness(context, options.randomSeed);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/** Opens a link as a player following it from the site, and waits until the landing page says what it found. */
export async function openLink(page: Page, baseUrl: string, link: string, expected: RegExp): Promise<void> {
  await page.goto(`${baseUrl}#/`);
  await page.goto(link);
  await expect.poll(() => deepText(page, 'landing-page'), { timeout: 15_000 }).toMatch(expected);
}

/** Visible text of an element including its shadow trees (textContent stops at shadow roots). */
export async function deepText(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    const collect = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (node instanceof HTMLElement && (node.tagName === 'STYLE' || node.tagName === 'SCRIPT')) return '';
      let out = '';
      if (node instanceof Element && node.shadowRoot) out += collect(node.shadowRoot);
      for (const child of node.childNodes) out += collect(child);
      return out;
    };
    const find = (root: Document | ShadowRoot): Element | null => {
      const direct = root.querySelector(sel);
      if (direct) return direct;
      for (const host of root.querySelectorAll('*')) {
        if (host.shadowRoot) {
          const inner = find(host.shadowRoot);
          if (inner) return inner;
        }
      }
      return null;
    };
    const element = find(document);
    return element ? collect(element).replace(/\s+/g, ' ').trim() : '';
  }, selector);
}

/**
 * Replaces crypto.getRandomValues in every page of `context`, before any of
 * its scripts run, with a generator seeded by `seed` (mulberry32): the same
 * seed gives the same game id, dice seed and dice secrets, so a test meets
 * the same rolls every time. For tests only; the page's own code is unchanged.
 */
export async function seedRandomness(context: BrowserContext, seed: number): Promise<void> {
  await context.addInitScript((start: number) => {
    let state = start >>> 0;
    const next = (): number => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    };
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array) {
        const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
        for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 0xff;
      }
      return array;
    };
  }, seed);
}

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious and critical axe-core violations on the page as it is now (axe is loaded into it). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(axeScript, 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}, ${v.nodes.length}: ${JSON.stringify(v.nodes[0]?.target)})`);
  });
}

/**
 * Sends a link as a player does, with the Copy button of its panel (a share-panel labelled `heading`):
 * the Send card marks it sent and the status line moves on to the next step.
 */
export async function copyLink(page: Page, heading: string): Promise<string> {
  const panel = page.locator('share-panel').filter({ has: page.locator('label', { hasText: heading }) }).first();
  const link = await panel.locator('textarea').inputValue();
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect.poll(() => page.getByText(`Sent: ${heading}`).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  return link;
}

/** Whether the site's service worker controls the page (and so has cached the site for offline play) within 20 s. */
export async function serviceWorkerControls(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await Promise.race([
        new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })),
        new Promise<void>((resolve) => setTimeout(resolve, 20_000)),
      ]);
    }
    return !!navigator.serviceWorker.controller;
  });
}
