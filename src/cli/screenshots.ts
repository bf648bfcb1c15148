/**
 * Screenshots of the main pages at desktop and phone sizes, to look at what
 * players see: npx tsx src/cli/screenshots.ts [OUT_DIR]  (needs `npm run build` first).
 * With --board FILE, only the README's picture: a new Diplomacy game's board at
 * 1280×800 (docs/board.png is made so: npx tsx src/cli/screenshots.ts --board docs/board.png).
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { preview } from 'vite';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { answerHelp } from './usage';

answerHelp(`usage: npx tsx src/cli/screenshots.ts [OUT_DIR]
       npx tsx src/cli/screenshots.ts --board FILE
Screenshots of the main pages at desktop and phone sizes (run npm run build first). Default OUT_DIR: test-results/screens.
  --board FILE   only the board of a new Diplomacy game at one table, at 1280x800, to FILE (the README's picture: docs/board.png)`);

const boardAt = process.argv.indexOf('--board');
const boardFile = boardAt >= 0 ? process.argv[boardAt + 1] : undefined;
if (boardAt >= 0 && !boardFile) {
  console.error('--board needs a file name');
  process.exit(2);
}
const out = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--board') ?? 'test-results/screens';
if (!boardFile) await mkdir(out, { recursive: true });
else await mkdir(dirname(boardFile), { recursive: true });
const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const address = server.httpServer.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}/`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

/** The README's picture: the map of a new Diplomacy game (the New game page's first choice), as a player sees it on a laptop. */
async function boardPicture(file: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${base}#/new`);
  await settle(page);
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/#\/game\//);
  await settle(page);
  await page.locator('dip-map .frame').screenshot({ path: file });
  await context.close();
}

for (const [label, viewport] of boardFile ? [] : [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
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
if (boardFile) await boardPicture(boardFile);
await browser.close();
await server.close();
console.log(boardFile ? `board picture in ${boardFile}` : `screenshots in ${out}`);
