/**
 * Pictures of a Diplomacy map at its starting position, drawn by the board's
 * own pieces (test/pages/map-sheet.html), at desktop and phone size:
 * npx tsx src/cli/map-sheet.ts [romania1198|standard] [OUT_DIR]
 */
import { mkdir } from 'node:fs/promises';
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { answerHelp } from './usage';

answerHelp(`usage: npx tsx src/cli/map-sheet.ts [romania1198|standard] [OUT_DIR] [--zoom X,Y,W,H]
Screenshots of a map at its starting position at 1280x800 and 390x844 (default map romania1198, OUT_DIR test-results/screens).
  --zoom X,Y,W,H   also a close-up of that part of the desktop page (CSS pixels), at three times the resolution`);

const zoomArg = process.argv.find((a) => a.startsWith('--zoom'));
const zoom = zoomArg ? (zoomArg.split('=')[1] ?? process.argv[process.argv.indexOf(zoomArg) + 1]).split(',').map(Number) : null;
const [mapId = 'romania1198', out = 'test-results/screens'] = process.argv.slice(2).filter((a) => !a.startsWith('--') && !/^[\d.,]+$/.test(a));
await mkdir(out, { recursive: true });
const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
await server.listen();
const address = server.httpServer?.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 5173}/`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [label, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: label === 'phone' ? 2 : 1 });
  await page.goto(`${base}test/pages/map-sheet.html?map=${mapId}`);
  await page.locator('dip-map-sheet svg').waitFor();
  await page.screenshot({ path: `${out}/map-${mapId}-${label}.png`, fullPage: true });
  await page.close();
}
if (zoom) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 3 });
  await page.goto(`${base}test/pages/map-sheet.html?map=${mapId}`);
  await page.locator('dip-map-sheet svg').waitFor();
  const [x, y, width, height] = zoom;
  await page.screenshot({ path: `${out}/map-${mapId}-zoom.png`, clip: { x, y, width, height } });
}
await browser.close();
await server.close();
console.log(`map pictures in ${out}`);
