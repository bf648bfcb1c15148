/**
 * Screenshots of the main pages at desktop and phone sizes, to look at what
 * players see: npx tsx src/cli/screenshots.ts [OUT_DIR]  (needs `npm run build` first).
 */
import { mkdir } from 'node:fs/promises';
import { preview } from 'vite';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { answerHelp } from './usage';

answerHelp(`usage: npx tsx src/cli/screenshots.ts [OUT_DIR]
Screenshots of the main pages at desktop and phone sizes (run npm run build first). Default OUT_DIR: test-results/screens.`);

const out = process.argv[2] ?? 'test-results/screens';
await mkdir(out, { recursive: true });
const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const address = server.httpServer.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}/`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

for (const [label, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(base);
  await settle(page);
  await page.screenshot({ path: `${out}/library-empty-${label}.png`, fullPage: true });
  await page.goto(`${base}#/new`);
  await settle(page);
  await page.screenshot({ path: `${out}/new-game-${label}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/#\/game\//);
  await settle(page);
  await page.screenshot({ path: `${out}/game-${label}.png`, fullPage: true });
  const link = await page.locator('share-panel textarea').last().inputValue();
  const friend = await browser.newContext({ viewport, locale: 'it-IT' });
  const friendPage = await friend.newPage();
  await friendPage.goto(link);
  await settle(friendPage);
  await friendPage.screenshot({ path: `${out}/landing-it-${label}.png`, fullPage: true });
  await friendPage.goto(`${base}#${link.split('#')[1].slice(0, 40)}`);
  await settle(friendPage);
  await friendPage.screenshot({ path: `${out}/landing-error-it-${label}.png`, fullPage: true });
  await page.goto(base);
  await settle(page);
  await page.screenshot({ path: `${out}/library-${label}.png`, fullPage: true });
  await friend.close();
  await context.close();
}
await browser.close();
await server.close();
console.log(`screenshots in ${out}`);
