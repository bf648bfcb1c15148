import { expect } from '@esm-bundle/chai';
import '../../src/games/wwi/ui/wwi-view';
import type { WwiBoard } from '../../src/games/wwi/ui/wwi-board';
import type { WwiView } from '../../src/games/wwi/ui/wwi-view';
import { wwiGame } from '../../src/games/wwi/engine/module';
import { botAction } from '../../src/games/wwi/engine/bot';
import { sideToAct, turnName } from '../../src/games/wwi/engine/sequence';
import { europeBoard } from '../../src/games/wwi/engine/europe';
import { activationModifiers, invade } from '../../src/games/wwi/engine/neutrals';
import { CHARTS } from '../../src/games/wwi/engine/charts';
import { isActivationRoll } from '../../src/games/wwi/engine/log-codec';
import type { Side, WwiState } from '../../src/games/wwi/engine/state';
import { buildGameLog, eventHexes, replaySteps } from '../../src/games/wwi/ui/game-log';
import { activationReport } from '../../src/games/wwi/ui/activation-report';
import { untilLoaded } from './lazy-parts';

/**
 * The first two turns of the automated players, each state as its link carries
 * it (engine/self-play.ts does the same, with link lengths this browser test does not need).
 */
let played: WwiState[] | null = null;
function playedStates(): WwiState[] {
  if (played) return played;
  const board = europeBoard();
  const secrets: Record<Side, Uint8Array> = { allies: new Uint8Array([1, 2]), central: new Uint8Array([3, 4]) };
  let state = wwiGame.initialState('historical', {}, new Uint8Array(16).fill(7));
  const states = [state];
  while (state.turn <= 2 && !wwiGame.ended(state)) {
    const side = sideToAct(state)!;
    const action = botAction(state, board);
    if (!action) break;
    const applied = wwiGame.apply(state, new Map([[side, wwiGame.withDice(state, side, action, secrets[side])]]));
    state = wwiGame.decodeState(wwiGame.encodeState(applied));
    states.push(state);
  }
  played = states;
  return states;
}

async function mountView(state: WwiState, history: WwiState[], activePowers: string[] = []): Promise<WwiView> {
  const view = document.createElement('wwi-view') as WwiView;
  view.state = state;
  view.history = history;
  view.lang = 'en';
  view.activePowers = activePowers;
  view.readonly = activePowers.length === 0;
  view.draftOrders = {};
  document.body.append(view);
  await view.updateComplete;
  return view;
}

/** Each test is another game on this device: what the device remembers is kept per game. */
function newGamePage() {
  const uid = [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, '0')).join('');
  history.replaceState(null, '', `#/game/${uid}`);
}

const shadow = (view: WwiView) => view.shadowRoot!;
const button = (view: WwiView, text: string) => [...shadow(view).querySelectorAll('button')].find((b) => b.textContent?.trim().includes(text)) as HTMLButtonElement | undefined;
const boardOf = (view: WwiView) => shadow(view).querySelector('wwi-board') as WwiBoard;

async function click(view: WwiView, text: string) {
  const target = button(view, text);
  expect(target, `button "${text}"`).to.not.equal(undefined);
  target!.click();
  await view.updateComplete;
  await untilLoaded(view);
}

/** Closes the historical notes the view opens with, so the tests look at what they are about. */
async function closeNotes(view: WwiView) {
  while (shadow(view).querySelector('section.note')) await click(view, 'Close');
}

describe('wwi game log', () => {
  beforeEach(newGamePage);
  afterEach(() => document.querySelectorAll('wwi-view').forEach((e) => e.remove()));

  it('lists the whole game by turn and phase, each roll with its die', async () => {
    const states = playedStates();
    const view = await mountView(states.at(-1)!, states.slice(0, -1));
    await click(view, 'Log');
    const log = buildGameLog(states);
    const turns = [...shadow(view).querySelectorAll('.game-log details.turn-log')];
    expect(turns.length).to.equal(new Set(log.phases.map((p) => p.turn)).size);
    expect(turns.map((t) => t.querySelector('summary')!.textContent)).to.deep.equal([...new Set(states.map((s) => s.turn))].map((turn) => turnName(turn).en));
    // The turn of the present and the latest turn with something logged are open, the others folded.
    const turnNumbers = [...new Set(states.map((s) => s.turn))];
    const lastLogged = [...log.phases].reverse().find((p) => p.items.length)!.turn;
    expect(turns.map((t) => t.hasAttribute('open'))).to.deep.equal(turnNumbers.map((turn) => turn === turnNumbers.at(-1) || turn === lastLogged));
    const rolls = log.phases.flatMap((p) => p.items).filter((i) => i.kind === 'event' && i.event.die !== undefined);
    const pips = [...shadow(view).querySelectorAll('.game-log .pip')];
    expect(pips.length).to.equal(rolls.length);
    expect(pips.map((p) => p.getAttribute('aria-label'))).to.deep.equal(rolls.map((r) => `Die ${r.kind === 'event' ? r.event.die : ''}`));
  });

  it('says what the die of the last combat did, in plain words above its table', async () => {
    const states = playedStates();
    const at = states.map((s) => wwiGame.recentCombats(s).length > 0).lastIndexOf(true);
    expect(at).to.be.greaterThan(0);
    const view = await mountView(states[at], states.slice(0, at));
    await click(view, 'Log');
    const last = wwiGame.recentCombats(states[at]).at(-1)!;
    const said = shadow(view).querySelector('.calc .said')!.textContent!;
    expect(said).to.contain(`The die shows ${last.calculation.die ?? last.die}: the defender lose`);
    expect(said).to.match(/ with \d+ against \d+: /);
    expect(said).to.not.contain('One die is rolled');
  });

  it('replays the game step by step, the board showing each moment and the attacked hex', async () => {
    const states = playedStates();
    const view = await mountView(states.at(-1)!, states.slice(0, -1), ['allies', 'central']);
    await closeNotes(view);
    await click(view, 'Log');
    const steps = replaySteps(buildGameLog(states));
    await click(view, 'Replay from the start, event by event');
    // It starts playing; pause it to step by hand.
    await click(view, 'Pause');
    const status = () => shadow(view).querySelector('.replay-controls [role=status]')!.textContent!;
    expect(status()).to.match(new RegExp(`^Step 1 of ${steps.length}\\. Turn 1`));
    expect(boardOf(view).state).to.equal(states[steps[0].stateIndex]);
    expect(button(view, 'Previous')!.disabled).to.equal(true);
    expect(shadow(view).querySelector('.replay-banner')).to.not.equal(null);

    // Walk forward to the first combat: its hex is marked on the board of that moment.
    const combat = steps.findIndex((s) => s.item?.kind === 'event' && eventHexes(s.item.event).target);
    for (let i = 0; i < combat; i++) await click(view, 'Next');
    expect(status()).to.contain(`Step ${combat + 1} of ${steps.length}`);
    const step = steps[combat];
    const board = boardOf(view);
    await board.updateComplete;
    expect(board.state).to.equal(states[step.stateIndex]);
    const item = step.item!;
    const target = item.kind === 'event' ? eventHexes(item.event).target : null;
    expect(target).to.not.equal(null);
    expect(board.shadowRoot!.querySelector(`.mark.defender[data-hex="${target}"]`)).to.not.equal(null);
    expect(shadow(view).querySelector('.game-log .current')!.textContent).to.contain('Attack on');

    // Back one step, then stop: the board shows the game's present again.
    await click(view, 'Previous');
    expect(status()).to.contain(`Step ${combat} of ${steps.length}`);
    await click(view, 'Stop the replay');
    expect(shadow(view).querySelector('.replay-controls')).to.equal(null);
    expect(boardOf(view).state).to.equal(states.at(-1));
  });

  it('plays on by itself and pauses at the end', async () => {
    const states = playedStates().slice(0, 8);
    const view = await mountView(states.at(-1)!, states.slice(0, -1));
    await closeNotes(view);
    await click(view, 'Log');
    const select = shadow(view).querySelector('.game-log select') as HTMLSelectElement | null;
    expect(select).to.equal(null);
    await click(view, 'Replay from the start, event by event');
    const speed = shadow(view).querySelector('.replay-controls select') as HTMLSelectElement;
    speed.value = 'fast';
    speed.dispatchEvent(new Event('change'));
    const steps = replaySteps(buildGameLog(states));
    const deadline = Date.now() + 10_000;
    while (!shadow(view).querySelector('.replay-controls')?.textContent?.includes(`Step ${steps.length} of ${steps.length}`) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await view.updateComplete;
    expect(shadow(view).querySelector('.replay-controls [role=status]')!.textContent).to.contain(`Step ${steps.length} of ${steps.length}`);
    const toggle = shadow(view).querySelector('.replay-controls button[aria-pressed]')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(toggle.textContent).to.equal('Play');
    expect(button(view, 'Next')!.disabled).to.equal(true);
  });
});

describe('wwi historical notes and activation result', () => {
  beforeEach(newGamePage);
  afterEach(() => document.querySelectorAll('wwi-view').forEach((e) => e.remove()));

  it('shows the notes a received link calls for, once on this device', async () => {
    const start = playedStates()[0];
    // The link of a state where the Central Powers have just marched into Italy.
    const received = invade(start, europeBoard(), 'italy', 'central');
    const view = await mountView(received, []);
    const title = () => shadow(view).querySelector('section.note strong')?.textContent ?? '';
    expect(title()).to.contain('Belgium invaded');
    await click(view, 'Close');
    expect(title()).to.contain('Italy enters the war');
    await click(view, 'Close');
    expect(shadow(view).querySelector('section.note')).to.equal(null);
    view.remove();
    const again = await mountView(received, []);
    expect(shadow(again).querySelector('section.note')).to.equal(null);
  });

  it('lists each neutral the moving side may roll for, with the number needed and each modifier', async () => {
    const start = playedStates()[0];
    const movement: WwiState = { ...start, turn: 2, phase: 'allied-movement', attackPhase: 0, diceMode: 'plain', diceOwedBy: null, declared: null };
    const view = await mountView(movement, [], ['allies']);
    await closeNotes(view);
    const dialog = [...shadow(view).querySelectorAll('details.dialog')].find((d) => d.querySelector('summary')!.textContent!.includes('Neutral activation'))!;
    expect(dialog).to.not.equal(undefined);
    const items = [...dialog.querySelectorAll(':scope > ul > li')];
    const romania = items.find((li) => li.querySelector('button')!.textContent!.includes('Romania'))!;
    expect(romania.textContent).to.contain(`needs ${CHARTS.activation['romania'].allies}+`);
    const modifiers = activationModifiers(movement, europeBoard(), 'romania', 'allies');
    expect([...romania.querySelectorAll('ul li')].map((li) => li.textContent)).to.deep.equal(modifiers.map((m) => `${m.value < 0 ? '−' : '+'}${Math.abs(m.value)} ${m.text.replace(/^[+-]\d+ /, '')}`));
    let submitted: { action?: { kind: string; nation: string } } = {};
    view.addEventListener('game-submit', (e) => (submitted = (e as CustomEvent).detail));
    (romania.querySelector('button') as HTMLButtonElement).click();
    expect(submitted.action).to.deep.equal({ kind: 'activate', nation: 'romania' });
  });

  it('shows the activation roll to the player who receives it, with its modifiers and outcome, until dismissed', async () => {
    const states = playedStates();
    const index = states.findIndex((s) => s.log.some((e) => isActivationRoll(e.detail)));
    expect(index).to.be.greaterThan(0);
    const entry = states[index].log.find((e) => isActivationRoll(e.detail))!;
    const report = activationReport(entry)!;
    // The opponent opens the link that ends the roller's movement phase: its own movement begins.
    const opened = states.findIndex((s, i) => i > index && s.phaseSerial === entry.serial! + 1);
    expect(opened).to.be.greaterThan(index);
    const opponent = report.side === 'allies' ? 'central' : 'allies';
    const view = await mountView(states[opened], states.slice(0, opened), [opponent]);
    const panel = () => shadow(view).querySelector('section.activation-result');
    expect(panel()).to.not.equal(null);
    expect(panel()!.getAttribute('role')).to.equal('region');
    const named = shadow(view).getElementById(panel()!.getAttribute('aria-labelledby')!)!;
    expect(named.textContent).to.contain('Neutral activation');
    const rows = Object.fromEntries([...panel()!.querySelectorAll('tr')].map((tr) => [tr.querySelector('th')!.textContent!.trim(), tr.querySelector('td.value')!.textContent!.trim()]));
    expect(rows['Die']).to.equal(String(report.die));
    expect(rows['Total']).to.equal(String(report.total));
    expect(rows['Needed (activation table)']).to.equal(String(report.needed));
    expect(rows['Outcome']).to.contain(report.joined ? 'joins the' : 'stays neutral');
    expect(Object.keys(rows).filter((k) => k.startsWith('Modifier')).length).to.equal(report.modifiers.length);
    expect(panel()!.textContent).to.contain(report.joined ? 'No victory points' : `${report.invasionVp} VP`);
    const closeButton = [...panel()!.querySelectorAll('button')].find((b) => b.textContent === 'Close')!;
    closeButton.click();
    await view.updateComplete;
    expect(panel()).to.equal(null);
    view.remove();
    const again = await mountView(states[opened], states.slice(0, opened), [opponent]);
    expect(shadow(again).querySelector('section.activation-result')).to.equal(null);
  });
});
