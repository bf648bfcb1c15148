/**
 * The hand-off, measured in real browsers at phone size (390×844): people who do exactly what
 * the status line says (platform/hand-off.ts, drawn by the game page) play phases by link, and
 * every step is counted per person per phase: links sent (Copy in the Send card), clicks (every
 * button pressed, and tapping a link in the chat), and scrolls needed to reach the next action
 * (the control was outside the viewport when the step began). Serves dist/ (run `npm run build`
 * first) and prints one JSON object per line, like `npm run bench`.
 *
 *   npx tsx src/cli/bench-hand-off.ts [--phases=2] [--only=diplomacy-open,...]
 */
import { preview } from 'vite';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const PHONE = { width: 390, height: 844 };

interface Person {
  name: string;
  page: Page;
  /** The power picker's checkbox labels this person ticks ([] for a referee who does not play). */
  powers: RegExp[];
  referee: boolean;
  /** Per phase index: links sent, clicks, scrolls. */
  counts: { links: number; clicks: number; scrolls: number }[];
}

interface Scenario {
  name: string;
  game: RegExp;
  mode: RegExp;
  /** The Players option's value (fewer seats: one person each). */
  players?: string;
  /** The Variant option's value. */
  variant?: string;
  /**
   * How a person gives orders: hold every unit (the Diplomacy board), place one cube (La Belle Époque's set-up),
   * or take the World War I board's one closing step of the phase (join, end the attacks, end the movement, end the builds).
   */
  order: 'holds' | 'placement' | 'phase-end';
  people: { name: string; powers: RegExp[]; referee?: boolean }[];
}

const BE_PEOPLE = [{ name: 'A', powers: [/^Great Britain/, /^France/] }, { name: 'B', powers: [/^Central Empires/, /^Russia/] }];

const SCENARIOS: Scenario[] = [
  { name: 'diplomacy-open', game: /^Diplomacy/, mode: /open orders/, players: '2', order: 'holds', people: [{ name: 'A', powers: [/^England/] }, { name: 'B', powers: [/^Germany/] }] },
  { name: 'diplomacy-sealed', game: /^Diplomacy/, mode: /sealed orders/, players: '2', order: 'holds', people: [{ name: 'A', powers: [/^England/] }, { name: 'B', powers: [/^Germany/] }] },
  { name: 'diplomacy-referee', game: /^Diplomacy/, mode: /with a referee/, players: '2', order: 'holds', people: [{ name: 'R', powers: [], referee: true }, { name: 'A', powers: [/^England/] }, { name: 'B', powers: [/^Germany/] }] },
  { name: 'romania1198-open', game: /^Romania 1198/, mode: /open orders/, players: 'romania-2', order: 'holds', people: [{ name: 'A', powers: [/^Zalău/] }, { name: 'B', powers: [/^Bistrița/] }] },
  { name: 'wwi-link', game: /^World War I/, mode: /^By link, two players/, order: 'phase-end', people: [{ name: 'A', powers: [/^Allies/] }, { name: 'B', powers: [/^Central Powers/] }] },
  { name: 'belle-epoque-open', game: /^La Belle Époque/, mode: /^By link, 2–4 people/, variant: '2', order: 'placement', people: BE_PEOPLE },
  { name: 'belle-epoque-referee', game: /^La Belle Époque/, mode: /with a referee/, variant: '2', order: 'placement', people: [{ name: 'R', powers: [], referee: true }, ...BE_PEOPLE] },
];

/** Whether a control is in view as the page stands (else a person must scroll to reach it). */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox().catch(() => null);
  const height = page.viewportSize()?.height ?? PHONE.height;
  return !!box && box.y >= 0 && box.y + box.height <= height;
}

const VERBOSE = process.argv.includes('--verbose');

async function press(person: Person, phase: number, locator: Locator): Promise<void> {
  const count = person.counts[phase];
  if (!(await inView(person.page, locator))) {
    count.scrolls++;
    if (VERBOSE) console.error(`${person.name} phase ${phase + 1}: scroll to reach ${await locator.textContent().catch(() => '?')}`);
  }
  await locator.click();
  count.clicks++;
}

async function step(person: Person): Promise<{ action: string; sentence: string }> {
  const line = person.page.locator('next-step');
  if (!(await line.count())) return { action: '', sentence: '' };
  return { action: (await line.getAttribute('action')) ?? '', sentence: (await line.locator('p').textContent()) ?? '' };
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page.waitForTimeout(300);
}

/** A person taps a link in the chat: it opens, and the page goes on to the game (one more click when the landing page asks). */
async function receive(person: Person, phase: number, link: string, uid: string, base: string): Promise<void> {
  const page = person.page;
  await page.goto(`${base}#/`);
  await page.goto(link);
  person.counts[phase].clicks++;
  await page.waitForFunction(() => !document.body.innerText.includes('Reading the link'), undefined, { timeout: 15_000 }).catch(() => undefined);
  await settle(page);
  if (!page.url().includes('#/game/')) {
    const open = page.getByRole('button', { name: /^Open the (game|newest phase)$/ });
    await open.waitFor({ timeout: 15_000 });
    await press(person, phase, open);
  }
  await page.waitForURL(new RegExp(`#/game/${uid}`));
  await settle(page);
}

async function run(browser: Browser, base: string, scenario: Scenario, phases: number): Promise<Record<string, unknown>[]> {
  const people: Person[] = [];
  for (const p of scenario.people) {
    const context = await browser.newContext({ viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    people.push({ name: p.name, page: await context.newPage(), powers: p.powers, referee: !!p.referee, counts: Array.from({ length: phases }, () => ({ links: 0, clicks: 0, scrolls: 0 })) });
  }
  const creator = people[0];
  await creator.page.goto(`${base}#/new`);
  await creator.page.getByRole('radio', { name: scenario.game }).check();
  if (scenario.players) await creator.page.getByRole('combobox', { name: /^Players/ }).selectOption(scenario.players);
  if (scenario.variant) await creator.page.getByRole('combobox', { name: /^Variant/ }).selectOption(scenario.variant);
  await creator.page.getByRole('radio', { name: scenario.mode }).check();
  await creator.page.getByRole('button', { name: 'Create game' }).click();
  await creator.page.waitForURL(/#\/game\//);
  const uid = /#\/game\/([0-9a-f]{12})/.exec(creator.page.url())![1];
  await settle(creator.page);
  // A phase is a state of the game: the history's length tells them apart (a set-up's placements share one label).
  const depth = async (person: Person) => person.page.locator('game-page ol.history li').count();
  const start = await depth(creator);
  let over = false;
  for (let round = 0; round < 80 && !over; round++) {
    let acted = false;
    for (const person of people) {
      const page = person.page;
      if (!page.url().includes(`#/game/${uid}`)) {
        await page.goto(`${base}#/game/${uid}`);
        await settle(page);
      }
      const shown = (await depth(person)) - start;
      const first = page.locator('send-card [data-send]').filter({ hasNot: page.locator('.done-mark') }).first();
      const sending = (await step(person)).action === 'send' ? ((await first.getAttribute('data-send').catch(() => '')) ?? '') : '';
      // A game link made by resolving a phase belongs to that phase; past the phases counted, only what is left to send.
      const phase = Math.min(sending.startsWith('game:') && shown > 0 ? shown - 1 : shown, phases - 1);
      if (shown >= phases && !(sending.startsWith('game:') && shown === phases)) continue;
      const picker = page.getByRole('button', { name: 'Save', exact: true });
      // The status line leads: a link to send comes before choosing one's powers.
      if (person.powers.length && (await picker.count()) && (await step(person)).action !== 'send') {
        for (const power of person.powers) await press(person, phase, page.getByRole('checkbox', { name: power }));
        await press(person, phase, picker);
        await settle(page);
        acted = true;
      }
      const { action, sentence } = await step(person);
      if (VERBOSE) console.error(`${person.name} [${shown}] ${action}: ${sentence}`);
      if (action === 'order') {
        await press(person, phase, page.getByRole('button', { name: 'Go to my orders' }));
        await page.waitForTimeout(400);
        if (scenario.order === 'holds') {
          const holds = page.getByRole('button', { name: 'Add a hold order for every unit' });
          if (await holds.count()) await press(person, phase, holds.first());
          await press(person, phase, page.getByRole('button', { name: /^(Submit orders|End the turn)$/ }).first());
        } else if (scenario.order === 'phase-end') {
          const end = page.locator('wwi-view').getByRole('button', { name: /^(Join the game|Roll the die|End this attack phase|End movement phase|End construction.*|Done)$/ });
          await press(person, phase, end.first());
          // With French attacks still owed the end is confirmed at once, as a person would (11.12).
          const confirm = page.locator('wwi-view').getByRole('button', { name: 'Yes, end the attack phase' });
          if (await confirm.isVisible({ timeout: 1000 }).catch(() => false)) await press(person, phase, confirm);
        } else {
          // A cube on the first territory it may go to (the map's own keyboard: one click's worth), then the confirm button.
          const territory = page.locator('be-view be-map .territory.pickable').first();
          await territory.focus();
          await page.keyboard.press('Enter');
          person.counts[phase].clicks++;
          // Older boards asked to confirm the placement.
          const confirm = page.locator('be-view button.submit');
          if (await confirm.isEnabled({ timeout: 1000 }).catch(() => false)) await press(person, phase, confirm);
        }
        await settle(page);
        acted = true;
      } else if (action === 'reveal' || action === 'resolve') {
        await press(person, phase, page.locator('next-step button'));
        await settle(page);
        acted = true;
      } else if (action === 'send') {
        const card = page.locator('send-card');
        const item = card.locator('[data-send]').filter({ hasNot: page.locator('.done-mark') }).first();
        const to = (await card.locator('h3').count()) ? ((await card.locator('h3').first().textContent()) ?? '') : ((await card.locator('h2').first().textContent()) ?? '');
        // The person's own invitation (the creator's seats) opens in place, from its button.
        const own = person.powers.some((power) => power.test(to.replace(/^Send (privately )?to /, '')));
        const here = item.getByRole('button', { name: 'This seat is mine: open it here' });
        if (own && (await here.count())) {
          await press(person, phase, here);
          await settle(page);
          acted = true;
          continue;
        }
        const link = await item.locator('textarea').inputValue();
        await press(person, phase, item.getByRole('button', { name: 'Copy link' }));
        person.counts[phase].links++;
        await page.waitForTimeout(200);
        const recipients = people.filter((other) => other !== person && (/group/.test(to) || (/referee/.test(to) ? other.referee : other.powers.some((power) => power.test(to.replace(/^Send (privately )?to /, ''))))));
        for (const other of recipients) await receive(other, phase, link, uid, base);
        acted = true;
      }
    }
    const depths = await Promise.all(people.map(depth));
    over = depths.every((d) => d - start >= phases) || !acted;
  }
  const rows: Record<string, unknown>[] = [];
  for (const person of people) {
    for (const [index, count] of person.counts.entries()) {
      rows.push({ name: `hand-off/${scenario.name}/${person.name}/phase-${index + 1}`, links: count.links, clicks: count.clicks, scrolls: count.scrolls, unit: 'per person per phase', target: 'scrolls 0' });
    }
  }
  const reached = Math.min(...(await Promise.all(people.map(depth)))) - start;
  if (reached < phases) rows.push({ name: `hand-off/${scenario.name}`, error: `stopped in phase ${reached + 1}` });
  for (const person of people) await person.page.context().close();
  return rows;
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log('usage: npx tsx src/cli/bench-hand-off.ts [--phases=N] [--only=NAME,...]  (after npm run build)\n' + SCENARIOS.map((s) => `  ${s.name}`).join('\n'));
    return;
  }
  const phases = Number(args.find((a) => a.startsWith('--phases='))?.split('=')[1] ?? 2);
  const only = args.find((a) => a.startsWith('--only='))?.split('=')[1]?.split(',');
  const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
  const address = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const scenario of SCENARIOS.filter((s) => !only || only.includes(s.name))) {
      for (const row of await run(browser, base, scenario, phases)) console.log(JSON.stringify(row));
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
