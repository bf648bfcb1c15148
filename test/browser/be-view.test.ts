import { expect } from '@esm-bundle/chai';
import '../../src/games/belle-epoque/ui/be-view';
import type { BeView } from '../../src/games/belle-epoque/ui/be-view';
import { belleEpoqueGame, type BelleEpoqueModuleState } from '../../src/games/belle-epoque/engine/module';
import { actor, checkAction, type Action } from '../../src/games/belle-epoque/engine/actions';
import { legalActions } from '../../src/games/belle-epoque/engine/legal';
import { SUBMIT_EVENT, type SubmitDetail } from '../../src/platform/game-ui';

/** A four-player game played through its set-up (3.3) with the first legal placement each time. */
function actionPhaseGame(): BelleEpoqueModuleState {
  let s = belleEpoqueGame.initialState('4', {}, new Uint8Array([3, 1, 4]));
  for (let i = 0; i < 200 && s.phase === 'setup'; i++) {
    const p = actor(s)!;
    s = belleEpoqueGame.apply(s, new Map([[p, legalActions(s)[0]]]));
  }
  return s;
}

async function mount(state: BelleEpoqueModuleState, lang: 'en' | 'it' = 'en'): Promise<BeView> {
  const view = document.createElement('be-view') as BeView;
  view.state = state;
  view.lang = lang;
  view.activePowers = [actor(state)!];
  view.readonly = false;
  view.draftOrders = {};
  view.history = [];
  document.body.append(view);
  // The log and the scoring explained come after the board (later-panels.ts).
  await view.later.ready;
  await view.updateComplete;
  return view;
}

const root = (view: BeView) => view.shadowRoot!;

/** Opens the "Scoring, every VP explained" heading, as a person does. */
async function openScoring(view: BeView): Promise<void> {
  const details = [...root(view).querySelectorAll('details')].find((d) => d.querySelector('summary')!.textContent!.startsWith('Scoring'))!;
  details.querySelector('summary')!.click();
  await new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
  await view.updateComplete;
}
const menuItem = (view: BeView, kind: string) => root(view).querySelector(`.menu-item[data-kind="${kind}"]`) as HTMLButtonElement;

async function loadAxe(): Promise<void> {
  if ((window as unknown as { axe?: unknown }).axe) return;
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  });
}

describe('<be-view>', () => {
  afterEach(() => document.querySelectorAll('be-view').forEach((e) => e.remove()));

  it('lists every action of chapter 8; an illegal one is disabled with the engine\'s reason and rule', async () => {
    const state = actionPhaseGame();
    expect(state.phase).to.equal('actions');
    const view = await mount(state);
    const items = [...root(view).querySelectorAll('.menu-item')].map((b) => b.getAttribute('data-kind'));
    expect(items).to.deep.equal(['buy', 'mission', 'greatWork', 'invest', 'prestige', 'card', 'contest', 'deploy', 'sellArms', 'pass', 'endRound']);
    const sell = menuItem(view, 'sellArms');
    expect(sell.getAttribute('aria-disabled')).to.equal('true');
    const why = root(view).getElementById(sell.getAttribute('aria-describedby')!)!;
    expect(why.textContent).to.contain('turn 4').and.contain('8.9');
    expect(menuItem(view, 'pass').getAttribute('aria-disabled')).to.equal('false');
  });

  it('drafts a mission on the map and submits a legal action', async () => {
    const state = actionPhaseGame();
    const view = await mount(state);
    menuItem(view, 'mission').click();
    await view.updateComplete;
    // Through the map's interface (its selectable targets, its be-territory event), whatever draws it.
    const map = root(view).querySelector('be-map') as HTMLElement & { selectable: readonly string[] };
    const territory = map.selectable[0];
    expect(territory, 'a selectable territory').to.be.a('string');
    map.dispatchEvent(new CustomEvent('be-territory', { detail: { territory }, bubbles: true, composed: true }));
    await view.updateComplete;
    const submit = root(view).querySelector('.submit') as HTMLButtonElement;
    if (submit.disabled) {
      (root(view).querySelector('[role="group"] button') as HTMLButtonElement).click();
      await view.updateComplete;
    }
    let detail: SubmitDetail<Action> | null = null;
    view.addEventListener(SUBMIT_EVENT, (e) => { detail = (e as CustomEvent<SubmitDetail<Action>>).detail; });
    (root(view).querySelector('.submit') as HTMLButtonElement).click();
    expect(detail).to.not.equal(null);
    const { power, action } = detail!;
    expect(power).to.equal(actor(state));
    expect(action.kind).to.equal('mission');
    expect((action as { territory: string }).territory).to.equal(territory);
    expect(checkAction(state, power as never, action)).to.equal(null);
  });

  it('buy (8.1): the Confirm button says the number typed in the field, as it is typed', async () => {
    const view = await mount(actionPhaseGame());
    menuItem(view, 'buy').click();
    await view.updateComplete;
    const field = root(view).querySelector('.stepper input') as HTMLInputElement;
    field.value = '2';
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await view.updateComplete;
    expect(root(view).querySelector('.submit')!.textContent!.trim()).to.equal('Confirm: Buy 2 armies');
    let detail: SubmitDetail<Action> | null = null;
    view.addEventListener(SUBMIT_EVENT, (e) => { detail = (e as CustomEvent<SubmitDetail<Action>>).detail; });
    (root(view).querySelector('.submit') as HTMLButtonElement).click();
    expect(detail!.action).to.deep.equal({ kind: 'buy', armies: 2, fleets: 0 });
  });

  it('set-up (3.3): one tap on the map places a cube at once; a refused tap says why, with its rule', async () => {
    const state = belleEpoqueGame.initialState('4', {}, new Uint8Array([3, 1, 4]));
    const view = await mount(state);
    expect(root(view).querySelector('section.actions')!.textContent).to.contain('each tap places one cube').and.contain('the round passes to');
    const map = root(view).querySelector('be-map') as HTMLElement & { selectable: readonly string[] };
    const territory = map.selectable[0];
    let detail: SubmitDetail<Action> | null = null;
    view.addEventListener(SUBMIT_EVENT, (e) => { detail = (e as CustomEvent<SubmitDetail<Action>>).detail; });
    map.dispatchEvent(new CustomEvent('be-territory', { detail: { territory }, bubbles: true, composed: true }));
    expect(detail!.action).to.deep.equal({ kind: 'setup', territory });
    // The same territory again in the same round (3.3): refused on the panel, nothing sent.
    view.state = belleEpoqueGame.apply(state, new Map([[detail!.power, detail!.action]]));
    await view.updateComplete;
    detail = null;
    map.dispatchEvent(new CustomEvent('be-territory', { detail: { territory }, bubbles: true, composed: true }));
    await view.updateComplete;
    expect(detail).to.equal(null);
    expect(root(view).querySelector('section.actions .refusal')!.textContent).to.contain('(rule 3.3)');
  });

  it('explains the game\'s words under the actions', async () => {
    const view = await mount(actionPhaseGame(), 'it');
    const glossary = root(view).querySelector('details.glossary')!;
    expect(glossary.querySelector('summary')!.textContent).to.contain('Le parole del gioco');
    expect([...glossary.querySelectorAll('dt')].map((x) => x.textContent)).to.have.length(5);
    // Each action's word is one tap away: the "?" beside the diplomatic mission explains embassy cubes.
    const help = menuItem(view, 'mission').parentElement!.querySelector('details.term-help') as HTMLDetailsElement;
    expect(help.querySelector('summary')!.getAttribute('title')).to.contain('(8.2)');
    help.querySelector('summary')!.click();
    expect(help.open).to.equal(true);
    expect(help.textContent).to.contain('Cubi MD');
  });

  it('shows the active power\'s hand and only counts for the others, in Italian too', async () => {
    const state = actionPhaseGame();
    const view = await mount(state, 'it');
    expect(root(view).querySelectorAll('.hand').length).to.equal(1);
    expect(root(view).textContent).to.contain('Missione diplomatica (8.2)');
  });

  it('walks a contest: the defender\'s step, the attacker\'s armies, then the dice and the calculation', async () => {
    let state = actionPhaseGame();
    const attacker = actor(state)!;
    // A cube of the attacker's on a minor nation's cube in Europe, as a mission would leave it (8.2.5).
    const id = 'belgium';
    const open = state.board[id].findIndex((sp) => sp.cube !== null && sp.cube !== attacker && sp.cube !== 'arms' && !sp.top);
    const space = open >= 0 ? open : 0;
    state = { ...state, board: { ...state.board, [id]: state.board[id].map((sp, i) => (i === space ? { cube: sp.cube ?? 'ce', top: attacker } : sp)) } };
    if (state.board[id][space].cube === attacker) state.board[id][space] = { cube: attacker === 'ce' ? 'gb' : 'ce', top: attacker };
    state = belleEpoqueGame.apply(state, new Map([[attacker, { kind: 'contest', territory: id, space, fleets: [] } as Action]]));
    expect(state.pending?.kind).to.equal('contest');
    for (let step = 0; step < 3 && state.pending; step++) {
      const view = await mount(state);
      // As wide as a phone's page (390 px less its margins): each step fits without scrolling sideways.
      view.style.display = 'block';
      view.style.width = '358px';
      await view.updateComplete;
      expect(root(view).querySelector('.pending h2')!.textContent).to.contain('Contest in Belgium');
      const pending = root(view).querySelector('.pending') as HTMLElement;
      expect(pending.scrollWidth, `step ${step}`).to.be.at.most(pending.clientWidth + 1);
      let detail: SubmitDetail<Action> | null = null;
      view.addEventListener(SUBMIT_EVENT, (e) => { detail = (e as CustomEvent<SubmitDetail<Action>>).detail; });
      const submit = root(view).querySelector('.submit, .pending .choices button') as HTMLButtonElement;
      submit.click();
      expect(detail, 'submitted').to.not.equal(null);
      expect(checkAction(state, detail!.power as never, detail!.action)).to.equal(null);
      state = belleEpoqueGame.apply(state, new Map([[detail!.power, detail!.action]]));
      view.remove();
    }
    expect(state.pending).to.equal(null);
    const view = await mount(state);
    view.style.display = 'block';
    view.style.width = '358px';
    await view.updateComplete;
    const table = root(view).querySelector('.contest-table') as HTMLElement;
    expect(table.getBoundingClientRect().width).to.be.at.most(358);
    const result = root(view).querySelector('.contest-result')!;
    expect(result.textContent).to.contain('Belgium');
    // One row per step of the sum, each side in its column: readable on a phone.
    const cells = (label: string) => [...result.querySelectorAll('tr')].find((tr) => tr.querySelector('th')?.textContent?.startsWith(label))!.querySelectorAll('td');
    expect(cells('Die')[0]!.textContent).to.equal(String(state.lastContest!.attacker.die));
    expect(cells('Total')[0]!.textContent).to.equal(String(state.lastContest!.attacker.total));
    expect(cells('Total')[1]!.textContent).to.equal(String(state.lastContest!.defender.total));
    // The bonus says how it is made (8.7 e-h): fleets and armies at their rate, up to the cap.
    expect(cells('Bonus')[0]!.textContent).to.match(/^\+\d+ \(\d+×2 \+ \d+×1/);
    expect(result.querySelector('p strong')!.textContent).to.match(/wins|Tie/);
  });

  it('explains a past era scoring VP by VP, from the chain of states, as it does the current one', async () => {
    // Everyone passes until the end of turn 3 (10.1).
    let s = actionPhaseGame();
    const history: BelleEpoqueModuleState[] = [];
    for (let i = 0; i < 200 && s.scorings.length === 0; i++) {
      const p = actor(s)!;
      const move = legalActions(s).find((a) => a.kind === 'pass' || a.kind === 'endRound') ?? legalActions(s)[0];
      history.push(s);
      s = belleEpoqueGame.apply(s, new Map([[p, move]]));
    }
    expect(s.scorings.map((x) => x.turn)).to.deep.equal([3]);
    const view = await mount(s);
    view.history = history;
    await openScoring(view);
    const past = root(view).querySelector('details.past-scoring')!;
    expect(past.querySelector('summary')!.textContent).to.match(/^Turn 3: Great Britain \+\d+/);
    const captions = [...past.querySelectorAll('caption')].map((c) => c.textContent!.replace(/\s+/g, ' ').trim());
    expect(captions).to.deep.equal(['gb', 'fr', 'ru', 'ce'].map((p, k) => `${['Great Britain', 'France', 'Russia', 'Central Empires'][k]}: ${s.scorings[0].vp[p as 'gb']} VP`));
    expect(past.querySelectorAll('tr').length).to.be.greaterThan(3);
    // Without the chain, the totals alone.
    view.history = [];
    await view.updateComplete;
    expect(root(view).querySelector('details.past-scoring')).to.equal(null);
    expect(root(view).querySelector('p.past-scoring')!.textContent).to.contain('totals only');
  });

  it('draws the log and the scoring explained once their code has come, a loading line in their place before', async () => {
    const view = document.createElement('be-view') as BeView;
    view.state = actionPhaseGame();
    view.lang = 'en';
    view.activePowers = [];
    view.history = [];
    document.body.append(view);
    await view.updateComplete;
    if (!view.later.value) expect(root(view).querySelector('details[open] p.loading')!.textContent).to.equal('Loading…');
    await view.later.ready;
    await view.updateComplete;
    expect(root(view).querySelector('p.loading')).to.equal(null);
    expect(root(view).querySelector('details[open] summary')!.textContent).to.match(/^Log \(\d+\)$/);
    // The scoring is worked out once its heading is open, not at every drawing.
    expect(root(view).querySelector('section.scoring')).to.equal(null);
    await openScoring(view);
    expect(root(view).querySelector('section.scoring h2')!.textContent).to.contain('10.1');
  });

  it('has no serious or critical axe-core findings', async () => {
    await loadAxe();
    const view = await mount(actionPhaseGame());
    menuItem(view, 'card').click();
    await view.updateComplete;
    const axe = (window as unknown as { axe: { run: (el: Element, o: object) => Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
    const result = await axe.run(view, { resultTypes: ['violations'] });
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    expect(bad).to.deep.equal([]);
  });
});
