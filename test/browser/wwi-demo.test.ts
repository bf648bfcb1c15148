import { expect } from '@esm-bundle/chai';
import { render } from 'lit';
import '../../src/games/wwi/ui/wwi-view';
import type { WwiView } from '../../src/games/wwi/ui/wwi-view';
import { wwiGame } from '../../src/games/wwi/engine/module';
import { europeBoard } from '../../src/games/wwi/engine/europe';
import { applyAction } from '../../src/games/wwi/engine/actions';
import { botAction } from '../../src/games/wwi/engine/bot';
import { phaseName, sideToAct, turnName } from '../../src/games/wwi/engine/sequence';
import type { WwiState } from '../../src/games/wwi/engine/state';
import { calculationTable } from '../../src/games/wwi/ui/combat-panel';
import { withRoll } from '../../src/games/wwi/ui/combat-report';
import { startedDemo, untilLoaded } from './lazy-parts';

/** Each test is another game on this device: what the device remembers is kept per game. */
function newGamePage() {
  const uid = [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join('');
  history.replaceState(null, '', `#/game/${uid}`);
}

async function mountView(state: WwiState): Promise<WwiView> {
  const view = document.createElement('wwi-view') as WwiView;
  view.state = state;
  view.history = [];
  view.lang = 'en';
  view.activePowers = [];
  view.readonly = true;
  view.draftOrders = {};
  document.body.append(view);
  await view.updateComplete;
  return view;
}

const shadow = (view: WwiView) => view.shadowRoot!;
const button = (view: WwiView, text: string) => [...shadow(view).querySelectorAll('button')].find((b) => b.textContent?.trim().includes(text)) as HTMLButtonElement | undefined;
async function click(view: WwiView, text: string) {
  const target = button(view, text);
  expect(target, `button "${text}"`).to.not.equal(undefined);
  target!.click();
  await view.updateComplete;
  await untilLoaded(view);
}
const demoOf = startedDemo;

/** Runs a started demonstration without pauses until turn 2 begins (300 steps at most). */
async function demoToTurnTwo(view: WwiView) {
  const demo = await demoOf(view);
  demo.pauseAtCombat = false;
  for (let i = 0; i < 300 && demo.state && demo.state.turn < 2; i++) {
    demo.step();
    await view.updateComplete;
  }
  return demo;
}

describe('wwi class demonstration', () => {
  beforeEach(newGamePage);
  afterEach(() => document.querySelectorAll('wwi-view').forEach((e) => e.remove()));

  it('writes the Log tab live: the combats of turn 1 stay listed once the demonstration is in turn 2', async () => {
    const start = wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array(16).fill(5));
    const view = await mountView(start);
    await click(view, 'Watch the computers play');
    const demo = await demoOf(view);
    demo.setSpeed('slow');
    for (let i = 0; i < 300 && demo.state && !(demo.state.turn === 2 && demo.state.phase === 'central-movement'); i++) demo.step();
    await view.updateComplete;
    await click(view, 'Log');
    const { log } = demo.log();
    const rolls = log.phases.flatMap((p) => p.items).filter((i) => i.kind === 'event' && i.event.die !== undefined);
    expect(rolls.length).to.be.greaterThan(2);
    expect(shadow(view).querySelectorAll('.game-log .pip').length).to.equal(rolls.length);
    const turns = [...shadow(view).querySelectorAll('.game-log details.turn-log > summary')].map((s) => s.textContent);
    expect(turns).to.deep.equal([turnName(1).en, turnName(2).en]);
    // Only the saved game is replayed: the board of a demonstration is the demonstration's.
    expect(button(view, 'Replay from the start')).to.equal(undefined);
    demo.stop();
    await view.updateComplete;
    expect(shadow(view).querySelectorAll('.game-log .pip').length).to.equal(0);
  });

  it('narrates the phases between combats, moves by front, and its strip follows its own turn and phase', async () => {
    const start = wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array(16).fill(5));
    const view = await mountView(start);
    await click(view, 'Watch the computers play');
    const demo = await demoOf(view);
    demo.pauseAtCombat = false;
    for (let i = 0; i < 300 && demo.state && !(demo.state.turn === 2 && demo.state.phase === 'attack'); i++) demo.step();
    await view.updateComplete;
    const latest = shadow(view).querySelector('.narration .narrated.latest')!;
    expect(latest.querySelector('h4')!.textContent).to.equal(`${turnName(2).en} — Central Powers movement`);
    const moves = [...latest.querySelectorAll('li.n-moves')].map((li) => li.textContent!);
    expect(moves.length).to.be.greaterThan(0);
    for (const move of moves) expect(move).to.match(/^(Western|Eastern|Italian|Balkan|Ottoman|Transit).*: the Central Powers move \d+ arm/);
    // Each sentence is drawn as a list item: no style of the board's own (the turn track, the RP chips) reaches it.
    for (const li of shadow(view).querySelectorAll('.narration li')) expect(getComputedStyle(li).display).to.equal('list-item');
    // Every sentence cites its rule, which opens in the rules panel.
    expect(latest.querySelectorAll('li button.rule').length).to.equal(latest.querySelectorAll('li').length);
    // The strip follows the demonstration's phase: for screen readers alone, the page's heading names it (phase-places.ts), and no banner repeats it.
    const stripPhase = shadow(view).querySelector('.strip .phase')!;
    expect(stripPhase.textContent).to.equal(phaseName(demo.state!).en);
    expect(stripPhase.classList.contains('sr-only')).to.equal(true);
    expect(shadow(view).querySelector('.demo-banner')).to.equal(null);
    expect(phaseName(start).en).to.not.equal(phaseName(demo.state!).en);
    // In projector mode the view covers the page's heading: the strip names the phase, with a badge.
    await click(view, 'Projector');
    expect(stripPhase.classList.contains('sr-only')).to.equal(false);
    expect(shadow(view).querySelector('.strip .demo-badge')!.textContent).to.equal('Demonstration — not saved');
    demo.stop();
  });

  it('tells the page what it shows while the demonstration runs, so the page heading follows it, and nothing once it stops', async () => {
    const start = wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array(16).fill(5));
    const view = await mountView(start);
    const shown: ({ label: string; phaseLabel: string; waiting: string } | null)[] = [];
    view.addEventListener('game-showing', (event) => shown.push((event as CustomEvent).detail));
    await click(view, 'Watch the computers play');
    const demo = await demoToTurnTwo(view);
    expect(shown.length).to.be.greaterThan(3);
    expect(shown.at(-1)!.phaseLabel).to.equal(phaseName(demo.state!).en);
    expect(shown.at(-1)!.phaseLabel).to.contain(turnName(2).en);
    // What it is, for the page's badge (the saved game's mode does not describe it).
    expect(shown.at(-1)!.label).to.equal('Class demonstration');
    demo.stop();
    await view.updateComplete;
    expect(shown.at(-1)).to.equal(null);
  });

  it('closes the history note of turn 1 when the demonstration starts turn 2, and keeps it in the log', async () => {
    const start = wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array(16).fill(5));
    const view = await mountView(start);
    const noteTitle = () => shadow(view).querySelector('.note strong')?.textContent ?? null;
    expect(noteTitle()).to.contain('Belgium invaded');
    await click(view, 'Watch the computers play');
    const demo = await demoToTurnTwo(view);
    expect(demo.state!.turn).to.equal(2);
    // Nobody closed it: the new turn did.
    expect(noteTitle() ?? '').to.not.contain('Belgium invaded');
    await click(view, 'Log');
    const logNotes = [...shadow(view).querySelectorAll('.game-log .history-note summary')].map((s) => s.textContent);
    expect(logNotes.some((title) => title?.includes('Belgium invaded'))).to.equal(true);
    demo.stop();
  });

  it('takes the demonstration\'s own history notes off the screen when it stops: the saved game is back at turn 1', async () => {
    const start = wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array(16).fill(5));
    const view = await mountView(start);
    await click(view, 'Watch the computers play');
    const demo = await demoToTurnTwo(view);
    const waiting = () => (view as unknown as { notes: { notes: unknown[] } }).notes.notes.length;
    for (let i = 0; i < 300 && demo.state && !waiting(); i++) demo.step();
    await view.updateComplete;
    const title = () => shadow(view).querySelector('.note strong')?.textContent ?? null;
    // A note of the demonstration's later turns is on screen.
    expect(title()).to.not.equal(null);
    expect(title()).to.not.contain('Belgium invaded');
    demo.stop();
    await view.updateComplete;
    expect(title()).to.equal(null);
  });

  it('draws the Combat Results Table beside the sentences, the column used and the die row marked, and says it is a reconstruction', async () => {
    // The first combat the automated players fight, before and after its roll.
    const board = europeBoard();
    let state = wwiGame.initialState('historical', { dice: 'plain' }, new Uint8Array(16).fill(5));
    for (let i = 0; i < 100 && !wwiGame.recentCombats(state).length; i++) state = applyAction(state, board, sideToAct(state)!, botAction(state, board)!);
    const report = wwiGame.recentCombats(state)[0];
    expect(report).to.not.equal(undefined);
    const { die: _die, cell: _cell, ...unrolled } = report.calculation;
    const calc = { calc: unrolled, target: report.calculation.target! };
    const host = document.createElement('div');
    document.body.append(host);
    const rule = () => document.createElement('span') as unknown as never;
    render(calculationTable(state, { calc: calc.calc, target: calc.target, rolled: false }, 'en', rule), host);
    const grid = host.querySelector('.said-grid .crt-grid table')!;
    expect(grid).to.not.equal(null);
    expect(grid.querySelectorAll('tbody tr').length).to.equal(6);
    expect(grid.querySelectorAll('thead tr:last-child th[scope=col]').length).to.equal(11);
    const used = [...grid.querySelectorAll('thead th[aria-current=true]')];
    expect(used.length).to.equal(1);
    expect(grid.querySelectorAll('tbody th[aria-current=true]').length).to.equal(0);
    expect(host.querySelector('figcaption')!.textContent).to.contain('reconstruction');

    const rolled = withRoll(unrolled, 4);
    render(calculationTable(state, { calc: rolled, target: calc.target, rolled: true }, 'en', rule), host);
    const row = grid.querySelector('tbody th[aria-current=true]')!;
    expect(row.textContent).to.contain('4');
    const cell = grid.querySelector('td.result[aria-current=true]')!;
    expect(cell.textContent).to.contain(rolled.cell!);
    // Marked by more than colour: the arrows beside the die and the column, and the caption's words.
    expect(row.textContent).to.contain('▶');
    expect(used[0].textContent).to.contain('▼');
    expect(grid.querySelector('caption')!.textContent).to.contain(`die 4: ${rolled.cell}`);
    host.remove();
  });
});
