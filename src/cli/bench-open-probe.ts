/**
 * Opening a game link as a player does, timed without the probe's own delay: the landing page's
 * button is pressed in the frame it appears, and the board counts as ready in the frame its marks
 * appear. (Playwright's own waiting polls at growing intervals, up to half a second apart, and
 * computes accessible names on the page's thread: on a throttled phone that is a large part of the
 * figure it measures.)
 */
import type { Page } from 'playwright-core';

/** An element that shows the board is usable, drawn: its role and the start of its label (aria-label, or text for a button). */
export interface ReadyMark {
  role: 'img' | 'button';
  label: string;
}

/** The landing page's button that opens the game (its two wordings). */
const OPEN_BUTTON: ReadyMark[] = [{ role: 'button', label: 'Open the game' }, { role: 'button', label: 'Open the current phase' }];

/**
 * Installed in the page before its own scripts, as plain text (the page's Content-Security-Policy forbids
 * evaluating strings later): finds the first drawn element matching one of the marks, through every shadow root.
 */
const FINDER = `window.__findMark = function (marks) {
  function matches(el) {
    return marks.some(function (m) {
      var label = el.getAttribute('aria-label');
      if (label === null && m.role === 'button' && el.tagName === 'BUTTON') label = el.textContent.trim();
      var role = el.getAttribute('role') || (el.tagName === 'BUTTON' ? 'button' : null);
      return role === m.role && label !== null && label.indexOf(m.label) === 0 && el.getClientRects().length > 0;
    });
  }
  function walk(root) {
    for (const el of root.querySelectorAll('[aria-label], button')) if (matches(el)) return el;
    for (const host of root.querySelectorAll('*')) if (host.shadowRoot) { var found = walk(host.shadowRoot); if (found) return found; }
    return null;
  }
  return walk(document);
};`;

type FinderWindow = { __findMark(marks: readonly ReadyMark[]): HTMLElement | null };

/** Milliseconds from going to the link to every ready mark on screen, the landing page's button pressed as it appears. */
export async function timeLinkOpen(page: Page, link: string, ready: readonly ReadyMark[]): Promise<number> {
  await page.addInitScript({ content: FINDER });
  const started = performance.now();
  await page.goto(link, { waitUntil: 'commit' });
  // A link to the page already open changes only the fragment: the same document, no init script again.
  if (!(await page.evaluate('typeof window.__findMark === "function"'))) await page.evaluate(FINDER);
  await page.waitForFunction(
    (marks) => {
      const button = (window as unknown as FinderWindow).__findMark(marks);
      button?.click();
      return button !== null;
    },
    OPEN_BUTTON,
    { polling: 'raf', timeout: 60_000 },
  );
  await page.waitForFunction((marks) => marks.every((mark) => (window as unknown as FinderWindow).__findMark([mark]) !== null), ready, { polling: 'raf', timeout: 60_000 });
  return performance.now() - started;
}
