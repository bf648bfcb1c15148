/**
 * World War I as players meet it: the historical scenario at one table, the
 * first attack declared by clicking counters, the calculation panel checked
 * against the engine, the die and its CRT cell, the defender's choice, the
 * attacker's payment and advance; then the game handed by link to a second
 * browser that continues. Plus an axe-core scan of the board.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { deepText, newPlayer, useBrowser } from './browser';
import { wwiGame } from '../../src/games/wwi/engine/module';
import { europeBoard } from '../../src/games/wwi/engine/europe';
import { checkAttack } from '../../src/games/wwi/engine/combat';
import { lookupCrt } from '../../src/games/wwi/engine/crt';
import { CHARTS } from '../../src/games/wwi/engine/charts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function createWwi(page: Page): Promise<void> {
  await page.goto(`${baseUrl}#/new`);
  await page.getByRole('radio', { name: /World War I/ }).check();
  await page.getByRole('radio', { name: /At one table/ }).check();
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/#\/game\//);
  await expect.poll(() => deepText(page, 'wwi-view')).toContain('Allies — Your move');
}

/** The value column of the calculation row whose label starts with `label`. */
async function calcValue(page: Page, label: string): Promise<string> {
  const row = page.locator('wwi-view .calc tr', { has: page.locator('th', { hasText: label }) }).first();
  return ((await row.locator('td.value').textContent()) ?? '').trim();
}


/**
 * After a roll: the defender retreats hex by hex where the board offers a legal
 * path (else pays RP), then the attacker pays and advances along the retreat.
 * Returns whether a retreat and an advance were made.
 */
async function payLosses(page: Page, defenderLoss: number): Promise<boolean> {
  let retreated = false;
  // Some results need no choice from the defender (a fort or an elimination settles them): then go on.
  await expect
    .poll(async () => {
      const text = await deepText(page, 'wwi-view');
      return text.includes('Central Powers — Your move') || text.includes('Attacker pays') || text.includes('End this attack phase');
    })
    .toBe(true);
  const defenderChooses = (await deepText(page, 'wwi-view')).includes('Central Powers — Your move');
  if (defenderLoss > 0 && defenderChooses) {
    for (let step = 1; step <= defenderLoss; step++) {
      const next = page.locator('wwi-board .mark.retreat').first();
      if ((await next.count()) === 0) break;
      // Keyboard: every highlighted hex is a button (a counter may stand on it).
      await next.focus();
      await page.keyboard.press('Enter');
      retreated = true;
    }
    const confirm = page.getByRole('button', { name: 'Confirm' });
    // A retreat may pass a friendly army but not end on it (5.2): shorten it and pay the rest in RP.
    const undo = page.getByRole('button', { name: 'Undo', exact: true }).first();
    while ((await confirm.isDisabled()) && (await undo.isEnabled())) await undo.click();
    if (await confirm.isDisabled()) {
      // No way to pay by retreat or RP: the army is given up (6.33).
      await page.getByRole('button', { name: /Give up the army/ }).click();
      retreated = false;
    } else await confirm.click();
  }
  await expect
    .poll(async () => {
      const text = await deepText(page, 'wwi-view');
      return text.includes('Attacker pays') || text.includes('End this attack phase');
    })
    .toBe(true);
  let advanced = false;
  if ((await deepText(page, 'wwi-view')).includes('Attacker pays')) {
    const advance = page.locator('wwi-board .mark.advance');
    if (retreated && (await advance.count())) {
      await page.locator('wwi-view .dialog button[aria-pressed]').first().click();
      await advance.last().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => deepText(page, '.dialog')).toContain('→');
      advanced = true;
    }
    await page.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect.poll(() => deepText(page, 'wwi-view')).toContain('Allies — Your move');
  return retreated && advanced;
}

describe('World War I at one table, then by link', () => {
  it('plays the first attack by clicking, checks the calculation, retreats, advances and continues in a second browser', async () => {
    const alice = await newPlayer(browser());
    const page = alice.page;
    await createWwi(page);

    // Every counter is a button named by nation, unit, strength and hex.
    const metz = page.getByRole('button', { name: 'German 5th Army, 5–4, hex 0614 Metz' });
    await expect.poll(() => metz.count()).toBe(1);
    await metz.click();
    await expect.poll(() => deepText(page, '.calc')).toContain('Before the roll');

    // The panel shows what the engine computes for the same attack.
    const state = wwiGame.initialState('historical', {});
    const attackerNames = await page.locator('wwi-view .calc th', { hasText: 'Attack: ' }).allTextContents();
    const attackers = state.units
      .filter((u) => u.status === 'map' && u.nation === 'france' && attackerNames.some((n) => n.includes(`French ${u.army === '2' ? '2nd' : u.army === '3' ? '3rd' : `${u.army}th`} Army`)))
      .map((u) => u.id);
    const engine = checkAttack(state, europeBoard(), { attackers, target: '0614' });
    expect(engine.ok).toBe(true);
    if (!engine.ok) return;
    expect(await calcValue(page, 'Total attack')).toBe(String(engine.value.attackTotal));
    expect(await calcValue(page, 'Total defence')).toBe(String(engine.value.defenceTotal));
    expect(await calcValue(page, 'Differential')).toBe(`${engine.value.attackTotal} − ${engine.value.defenceTotal} = ${engine.value.differential}`);
    expect(await calcValue(page, 'CRT column')).toBe(lookupCrt(CHARTS.crt, engine.value.differential, 1).column);
    expect(await deepText(page, '.calc')).toContain('10.51');

    await page.getByRole('button', { name: 'Roll the die' }).click();
    await expect.poll(() => deepText(page, '.calc')).toContain('Result of the roll');
    const die = Number(await calcValue(page, 'Die'));
    const cell = lookupCrt(CHARTS.crt, engine.value.differential, die);
    expect(await calcValue(page, 'CRT result')).toBe(`${cell.attacker}/${cell.defender}`);

    // Whether this roll forces a retreat (and so an advance) is up to the dice; when it does, both are played by keyboard.
    const retreated = await payLosses(page, cell.defender);
    console.info(retreated ? 'the defender retreated and the attacker advanced' : 'this roll forced no retreat');
    await expect.poll(() => deepText(page, 'wwi-view')).toContain('End this attack phase');

    // Hand the game over by link: a second browser opens it and continues.
    const link = await page.locator('share-panel textarea').first().inputValue();
    const bob = await newPlayer(browser());
    await bob.page.goto(link);
    await bob.page.getByRole('button', { name: 'Open the game' }).click();
    await bob.page.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(bob.page, 'wwi-view')).toContain('Allies — Your move');
    // Bob continues: he ends the Allied attack phase, and the game passes to the Central Powers.
    await bob.page.getByRole('button', { name: 'End this attack phase' }).click();
    await expect.poll(() => deepText(bob.page, 'wwi-view')).toContain('Central Powers — Your move');
    expect(await deepText(bob.page, '.phase-label')).toContain('inferior player');
    const nextLink = await bob.page.locator('share-panel textarea').first().inputValue();
    expect(nextLink).not.toBe(link);

    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  });

  it('has no serious or critical axe-core violations on the board', async () => {
    const player = await newPlayer(browser());
    await createWwi(player.page);
    // The page's CSP refuses inline scripts; evaluating through the DevTools protocol is not subject to it.
    await player.page.evaluate(readFileSync(axePath, 'utf8'));
    const violations = await player.page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`);
    });
    expect(violations).toEqual([]);
    await player.context.close();
  });
});
