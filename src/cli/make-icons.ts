/**
 * Renders the app icon SVG to the PNG sizes the web app manifest needs, in
 * Debian's Chromium. Run once after editing public/icons/icon.svg:
 *   npx tsx src/cli/make-icons.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { answerHelp } from './usage';

answerHelp(`usage: npx tsx src/cli/make-icons.ts
Renders public/icons/icon.svg to the PNG sizes of the web app manifest, in Debian's Chromium.`);

const svg = await readFile(new URL('../../public/icons/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
const sizes: [string, number, boolean][] = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['apple-touch-icon.png', 180, false],
  // The tab icon (index.html): small, as the browser fetches and decodes it again at every change of page.
  ['icon-48.png', 48, false],
  // Maskable icons keep their content inside the central 80% safe zone.
  ['icon-maskable-512.png', 512, true],
];
for (const [name, size, maskable] of sizes) {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable ? Math.round(size * 0.72) : size;
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<body style="margin:0;background:${maskable ? '#1f3a5f' : 'transparent'};display:grid;place-items:center;height:${size}px">` +
      `<img src="${dataUrl}" width="${inner}" height="${inner}"></body>`,
  );
  await writeFile(new URL(`../../public/icons/${name}`, import.meta.url), await page.screenshot({ omitBackground: !maskable }));
}
await browser.close();
