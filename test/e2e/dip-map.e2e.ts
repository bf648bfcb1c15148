/**
 * Order entry on the Diplomacy map, as a table of seven players would do it:
 * a table-mode game, each power behind the "pass the device" screen, every
 * order of seed 000's sample Spring 1901 given by clicking a unit and then
 * its target on the map (no typing), then the phase resolved; and seed 001's
 * Spring and Fall 1901 with holds, supports, a convoy and a retreat given
 * through the map's menu, ending with the centres each power owns.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deepText, launch, newPlayer } from './browser';
import { SAMPLE_SPRING_1901, spacePoint } from '../../src/cli/bench-first-turn';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Seed 000, "Esempio di gioco", spring 1901, as the first-turn bench enters it too.
const SPRING_1901 = SAMPLE_SPRING_1901;

/** Clicks the map where a player would: on the target space's unit point. */
async function clickSpace(page: Page, loc: string) {
  const point = await spacePoint(page, loc);
  await page.mouse.click(point.x, point.y);
}

/**
 * One order given on the map: a move (click the unit, then the target), or one
 * through the map's menu (click the unit, pick the menu entry, then click the
 * spaces it asks for). Spaces are province ids; units are accessible names.
 */
type MapOrderStep =
  | { move: string; to: string }
  | { hold: string }
  | { support: string; unit: string; to: string }
  | { convoy: string; army: string; to: string }
  | { byConvoy: string; to: string };

/** Seed 001, "Esempio di gioco" (SAMPLE_GAME_001), "Primavera 1901", Italian notation translated to map clicks. */
const SEED_001_SPRING: [power: string, orders: MapOrderStep[]][] = [
  // A Liv ‑ Yor, F Lon ‑ Mno, F Edi ‑ Mnv
  ['England', [{ move: 'Army, Liverpool, England', to: 'yor' }, { move: 'Fleet, London, England', to: 'nth' }, { move: 'Fleet, Edinburgh, England', to: 'nrg' }]],
  // F Bre ‑ Atc, A Par ‑ Bor (Borgogna), A Mar ‑ Spa
  ['France', [{ move: 'Fleet, Brest, France', to: 'mao' }, { move: 'Army, Paris, France', to: 'bur' }, { move: 'Army, Marseilles, France', to: 'spa' }]],
  // F Kie ‑ Dnk, A Bri ‑ Kie, A Mon ‑ Ruh
  ['Germany', [{ move: 'Fleet, Kiel, Germany', to: 'den' }, { move: 'Army, Berlin, Germany', to: 'kie' }, { move: 'Army, Munich, Germany', to: 'ruh' }]],
  // A Ven ‑ Pie, A Rom ‑ Ven, F Nap ‑ Mio
  ['Italy', [{ move: 'Army, Venice, Italy', to: 'pie' }, { move: 'Army, Rome, Italy', to: 'ven' }, { move: 'Fleet, Naples, Italy', to: 'ion' }]],
  // A Vie ‑ Tri, A Bud ‑ Ser, F Tri ‑ Alb
  ['Austria-Hungary', [{ move: 'Army, Vienna, Austria-Hungary', to: 'tri' }, { move: 'Army, Budapest, Austria-Hungary', to: 'ser' }, { move: 'Fleet, Trieste, Austria-Hungary', to: 'alb' }]],
  // A Mos ‑ Ucr, A Var ‑ Glz, F Seb ‑ Rmn, F Spi (Cs) ‑ Gbo
  ['Russia', [
    { move: 'Army, Moscow, Russia', to: 'ukr' }, { move: 'Army, Warsaw, Russia', to: 'gal' },
    { move: 'Fleet, Sevastopol, Russia', to: 'rum' }, { move: 'Fleet, St Petersburg (south coast), Russia', to: 'bot' },
  ]],
  // A Cos ‑ Bui, A Smi ‑ Cos, F Ank ‑ Mne
  ['Turkey', [{ move: 'Army, Constantinople, Turkey', to: 'bul' }, { move: 'Army, Smyrna, Turkey', to: 'con' }, { move: 'Fleet, Ankara, Turkey', to: 'bla' }]],
];

/** Seed 001, "Autunno 1901": moves, holds (XXX), supports (APP), a convoy (TRA) and the army it carries. */
const SEED_001_FALL: [power: string, orders: MapOrderStep[]][] = [
  // A Yor ‑ Ola (by convoy), F Mno TRA A Yor ‑ Ola, F Mnv ‑ Nor
  ['England', [
    { byConvoy: 'Army, Yorkshire, England', to: 'hol' }, { convoy: 'Fleet, North Sea, England', army: 'yor', to: 'hol' },
    { move: 'Fleet, Norwegian Sea, England', to: 'nwy' },
  ]],
  // F Atc ‑ Por, A Spa XXX, A Bor ‑ Mar
  ['France', [{ move: 'Fleet, Mid-Atlantic Ocean, France', to: 'por' }, { hold: 'Army, Spain, France' }, { move: 'Army, Burgundy, France', to: 'mar' }]],
  // F Dnk ‑ Sve, A Ruh ‑ Big, A Kie ‑ Dnk
  ['Germany', [{ move: 'Fleet, Denmark, Germany', to: 'swe' }, { move: 'Army, Ruhr, Germany', to: 'bel' }, { move: 'Army, Kiel, Germany', to: 'den' }]],
  // A Pie ‑ Mar, A Ven XXX, F Mio ‑ Tun
  ['Italy', [{ move: 'Army, Piedmont, Italy', to: 'mar' }, { hold: 'Army, Venice, Italy' }, { move: 'Fleet, Ionian Sea, Italy', to: 'tun' }]],
  // A Tri ‑ Vie, A Ser APP A (Turca) Bui ‑ Rmn, F Alb ‑ Gre
  ['Austria-Hungary', [
    { move: 'Army, Trieste, Austria-Hungary', to: 'vie' }, { support: 'Army, Serbia, Austria-Hungary', unit: 'bul', to: 'rum' },
    { move: 'Fleet, Albania, Austria-Hungary', to: 'gre' },
  ]],
  // A Glz ‑ Vie, F Gbo ‑ Sve, A Ucr APP F Rmn XXX, F Rmn XXX
  ['Russia', [
    { move: 'Army, Galicia, Russia', to: 'vie' }, { move: 'Fleet, Gulf of Bothnia, Russia', to: 'swe' },
    { support: 'Army, Ukraine, Russia', unit: 'rum', to: 'rum' }, { hold: 'Fleet, Rumania, Russia' },
  ]],
  // A Bui ‑ Rmn, A Cos ‑ Bui, F Mne APP A Bui ‑ Rmn
  ['Turkey', [
    { move: 'Army, Bulgaria, Turkey', to: 'rum' }, { move: 'Army, Constantinople, Turkey', to: 'bul' },
    { support: 'Fleet, Black Sea, Turkey', unit: 'bul', to: 'rum' },
  ]],
];

/** A button of the map's small menu (Hold, Support…, Convoy…, Move by convoy…). */
async function chooseFromMenu(page: Page, label: string) {
  await page.locator('dip-map .menu').getByRole('button', { name: label, exact: true }).click();
}

/** Gives one order the way a player does: clicks on the map and its menu, never the text box. */
async function giveOrder(page: Page, step: MapOrderStep) {
  const unit = 'move' in step ? step.move : 'hold' in step ? step.hold : 'support' in step ? step.support : 'convoy' in step ? step.convoy : step.byConvoy;
  await page.getByRole('img', { name: unit, exact: true }).click();
  await expect.poll(() => deepText(page, '.map-status')).toContain(unit);
  if ('move' in step) {
    await clickSpace(page, step.to);
  } else if ('hold' in step) {
    await chooseFromMenu(page, 'Hold');
  } else if ('support' in step) {
    await chooseFromMenu(page, 'Support…');
    await expect.poll(() => deepText(page, '.map-status')).toContain('click the unit it supports');
    await clickSpace(page, step.unit);
    await expect.poll(() => deepText(page, '.map-status')).toContain('or its own space to support it holding');
    await clickSpace(page, step.to);
  } else if ('convoy' in step) {
    await chooseFromMenu(page, 'Convoy…');
    await expect.poll(() => deepText(page, '.map-status')).toContain('click the army it carries');
    await clickSpace(page, step.army);
    await expect.poll(() => deepText(page, '.map-status')).toContain('click where the army lands');
    await clickSpace(page, step.to);
  } else {
    await chooseFromMenu(page, 'Move by convoy…');
    await expect.poll(() => deepText(page, '.map-status')).toContain('click the coast it sails to by convoy');
    await clickSpace(page, step.to);
  }
  await expect.poll(() => deepText(page, '.map-status')).toMatch(/^Order: /);
}

/** Every power of a movement phase behind the pass-the-device screen, orders given on the map, then submitted. */
async function playPhaseByClicking(page: Page, phase: [power: string, orders: MapOrderStep[]][]) {
  for (const [power, orders] of phase) {
    // Only the next power has the "I am …" button; keyboard activation cannot hit a neighbour as the row reflows.
    await page.getByRole('button', { name: `I am ${power}: show my units` }).press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: `Orders for ${power}` }).count()).toBe(1);
    for (const step of orders) await giveOrder(page, step);
    const box = page.getByRole('textbox', { name: `Orders for ${power}` });
    expect((await box.inputValue()).split('\n')).toHaveLength(orders.length);
    expect(await page.locator('dip-view .check li.bad').count()).toBe(0);
    await page.getByRole('button', { name: 'Submit orders' }).click();
    await expect.poll(() => page.getByRole('heading', { name: `Orders for ${power}` }).count()).toBe(0);
  }
}

async function unitNames(page: Page): Promise<string[]> {
  const names = await page.locator('dip-map g.unit').evaluateAll((units) => units.map((u) => u.getAttribute('aria-label') ?? ''));
  return names.sort();
}

describe('the Diplomacy map', () => {
  it('keeps the unit being ordered when the game page draws again (one decoded state per phase)', async () => {
    const { page, errors, context } = await newPlayer(browser);
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /Diplomacy/ }).check();
    await page.getByRole('radio', { name: /At one table/ }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    await page.getByRole('button', { name: 'I am England: show my units' }).press('Enter');
    await page.getByRole('img', { name: 'Army, Liverpool, England', exact: true }).click();
    await expect.poll(() => deepText(page, '.map-status')).toContain('Army, Liverpool, England');
    await page.evaluate(`(async () => {
      const find = (root) => root.querySelector('game-page') ?? [...root.querySelectorAll('*')].map((e) => e.shadowRoot && find(e.shadowRoot)).find(Boolean) ?? null;
      const gamePage = find(document);
      gamePage.requestUpdate();
      await gamePage.updateComplete;
    })()`);
    await page.waitForTimeout(200);
    expect(await deepText(page, '.map-status')).toContain('Army, Liverpool, England');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays spring 1901 of the sample game by clicking, for all seven powers at one table', async () => {
    const { page, errors, context } = await newPlayer(browser);
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /Diplomacy/ }).check();
    await page.getByRole('radio', { name: /At one table/ }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1901');

    for (const [power, moves] of SPRING_1901) {
      // The pass-the-device buttons reflow as powers finish; keyboard activation cannot hit a neighbour.
      await page.getByRole('button', { name: `I am ${power}: show my units` }).press('Enter');
      await expect.poll(() => page.getByRole('heading', { name: `Orders for ${power}` }).count()).toBe(1);
      for (const [unit, target] of moves) {
        await page.getByRole('img', { name: unit, exact: true }).click();
        await expect.poll(() => deepText(page, '.map-status')).toContain(unit);
        await clickSpace(page, target);
        await expect.poll(() => deepText(page, '.map-status')).toMatch(/^Order: /);
      }
      // Every order is in the text box and passes the live check.
      const box = page.getByRole('textbox', { name: `Orders for ${power}` });
      const written = (await box.inputValue()).split('\n');
      expect(written).toHaveLength(moves.length);
      expect(await page.locator('dip-view .check li.bad').count()).toBe(0);
      await page.getByRole('button', { name: 'Submit orders' }).click();
      await expect.poll(() => page.getByRole('heading', { name: `Orders for ${power}` }).count()).toBe(0);
      // The next player sees nothing of these orders anywhere on the page until the phase resolves
      // (the last Submit ends the turn: the results then show every order).
      if (power === SPRING_1901[SPRING_1901.length - 1][0]) continue;
      const shown = await deepText(page, 'body');
      expect(shown).not.toMatch(/Order: /);
      for (const order of written) expect(shown).not.toContain(order.trim());
    }

    // At one table the last Submit ends the turn: the phase resolves by itself.
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Fall 1901');

    const expected = [
      'Army, Yorkshire, England', 'Fleet, North Sea, England', 'Fleet, Norwegian Sea, England',
      'Army, Kiel, Germany', 'Army, Ruhr, Germany', 'Fleet, Denmark, Germany',
      'Army, Ukraine, Russia', 'Army, Warsaw, Russia', 'Fleet, Gulf of Bothnia, Russia', 'Fleet, Sevastopol, Russia',
      'Army, Bulgaria, Turkey', 'Army, Constantinople, Turkey', 'Fleet, Ankara, Turkey',
      'Army, Trieste, Austria-Hungary', 'Army, Budapest, Austria-Hungary', 'Fleet, Albania, Austria-Hungary',
      'Army, Piedmont, Italy', 'Army, Venice, Italy', 'Fleet, Ionian Sea, Italy',
      'Army, Burgundy, France', 'Army, Spain, France', 'Fleet, Picardy, France',
    ];
    await page.getByRole('button', { name: 'I am England: show my units' }).waitFor();
    const names = await page.locator('dip-map g.unit').evaluateAll((units) => units.map((u) => u.getAttribute('aria-label')));
    expect(names.sort()).toEqual(expected.sort());
    // The four bounces of the seed are drawn as failed orders, each with its reason.
    const reasons = await page.locator('dip-map .cross').evaluateAll((marks) => marks.map((m) => m.getAttribute('data-tip')));
    expect(reasons).toHaveLength(4);
    expect(reasons.join('\n')).toMatch(/Gal/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays spring and fall 1901 of seed 001 by clicking, with supports, a convoy, holds and a retreat', async () => {
    const { page, errors, context } = await newPlayer(browser);
    await page.goto(`${baseUrl}#/new`);
    await page.getByRole('radio', { name: /Diplomacy/ }).check();
    await page.getByRole('radio', { name: /At one table/ }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/#\/game\//);
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Spring 1901');

    await playPhaseByClicking(page, SEED_001_SPRING);
    // At one table the last Submit ends the turn: the phase resolves by itself.
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Fall 1901');
    await page.getByRole('button', { name: 'I am England: show my units' }).waitFor();
    // Spring 1901 of the seed has no conflicts: every unit is where it was sent.
    expect(await unitNames(page)).toEqual([
      'Army, Yorkshire, England', 'Fleet, North Sea, England', 'Fleet, Norwegian Sea, England',
      'Fleet, Mid-Atlantic Ocean, France', 'Army, Burgundy, France', 'Army, Spain, France',
      'Fleet, Denmark, Germany', 'Army, Kiel, Germany', 'Army, Ruhr, Germany',
      'Army, Piedmont, Italy', 'Army, Venice, Italy', 'Fleet, Ionian Sea, Italy',
      'Army, Trieste, Austria-Hungary', 'Army, Serbia, Austria-Hungary', 'Fleet, Albania, Austria-Hungary',
      'Army, Ukraine, Russia', 'Army, Galicia, Russia', 'Fleet, Rumania, Russia', 'Fleet, Gulf of Bothnia, Russia',
      'Army, Bulgaria, Turkey', 'Army, Constantinople, Turkey', 'Fleet, Black Sea, Turkey',
    ].sort());

    await playPhaseByClicking(page, SEED_001_FALL);
    // At one table the last Submit ends the turn: the phase resolves by itself.
    // The seed's retreats: the Russian fleet dislodged from Rmn can only go to Sevastopol.
    await expect.poll(() => deepText(page, '.phase-label')).toContain('retreats');
    await page.getByRole('button', { name: 'I am Russia: show my units' }).press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Orders for Russia' }).count()).toBe(1);
    const dislodged = 'Fleet, Rumania, Russia, dislodged';
    await page.getByRole('img', { name: dislodged, exact: true }).click();
    await expect.poll(() => deepText(page, '.map-status')).toContain('must retreat: click one of Sevastopol, or disband it');
    await clickSpace(page, 'sev');
    await expect.poll(() => deepText(page, '.map-status')).toMatch(/^Order: /);
    expect((await page.getByRole('textbox', { name: 'Orders for Russia' }).inputValue()).split('\n')).toHaveLength(1);
    expect(await page.locator('dip-view .check li.bad').count()).toBe(0);
    await page.getByRole('button', { name: 'Submit orders' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Orders for Russia' }).count()).toBe(0);
    // At one table the last Submit ends the turn: the phase resolves by itself.
    await expect.poll(() => deepText(page, '.phase-label')).toContain('Winter 1901');

    // Bounces in Vie, Swe, Mar and Dnk; Yor reaches Ola by convoy; the Russian fleet retreated to Seb.
    expect(await unitNames(page)).toEqual([
      'Army, Holland, England', 'Fleet, North Sea, England', 'Fleet, Norway, England',
      'Fleet, Portugal, France', 'Army, Burgundy, France', 'Army, Spain, France',
      'Fleet, Denmark, Germany', 'Army, Kiel, Germany', 'Army, Belgium, Germany',
      'Army, Piedmont, Italy', 'Army, Venice, Italy', 'Fleet, Tunis, Italy',
      'Army, Trieste, Austria-Hungary', 'Army, Serbia, Austria-Hungary', 'Fleet, Greece, Austria-Hungary',
      'Army, Ukraine, Russia', 'Army, Galicia, Russia', 'Fleet, Sevastopol, Russia', 'Fleet, Gulf of Bothnia, Russia',
      'Army, Bulgaria, Turkey', 'Army, Rumania, Turkey', 'Fleet, Black Sea, Turkey',
    ].sort());
    // The seed's "Disposizioni": two builds each for Austria, England, Germany, France and Turkey, one for Italy, none for Russia.
    const centres: Record<string, number> = { england: 5, france: 5, germany: 5, italy: 4, austria: 5, russia: 4, turkey: 5 };
    for (const [power, count] of Object.entries(centres)) {
      expect(await page.locator(`dip-view article.power.p-${power} .count`).textContent(), power).toBe(String(count));
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
