/**
 * <be-view> by link with shared dice: a declared action waits for another
 * person's roll; the roller's device shows what was declared and a "Roll the
 * die" button whose action carries its share, and the declarer reads who the
 * die waits for.
 */
import { expect } from '@esm-bundle/chai';
import '../../src/games/belle-epoque/ui/be-view';
import type { BeView } from '../../src/games/belle-epoque/ui/be-view';
import { belleEpoqueGame, type BelleEpoqueModuleState } from '../../src/games/belle-epoque/engine/module';
import { legalActions } from '../../src/games/belle-epoque/engine/legal';
import type { LinkAction } from '../../src/games/belle-epoque/engine/link-dice';
import type { PowerId } from '../../src/games/belle-epoque/engine/data';
import { sentAction, toAct } from '../../src/games/belle-epoque/ui/roll-panel';
import { diceSecret } from '../../src/games/belle-epoque/ui/dice-memory';
import { SUBMIT_EVENT, type SubmitDetail } from '../../src/platform/game-ui';

/** A 2-player game by link, played as this device would (its own dice secrets), up to the first declared action. */
function declaredGame(): BelleEpoqueModuleState {
  let s = belleEpoqueGame.initialState('2', { dice: 'shared' }, new Uint8Array([5, 2]));
  for (let i = 0; i < 600 && !s.shared!.declared; i++) {
    const p = toAct(s) as PowerId;
    const legal = legalActions(s);
    const move: LinkAction = legal.find((a) => a.kind === 'contest') ?? legal.find((a) => a.kind === 'mission') ?? legal[0];
    s = belleEpoqueGame.apply(s, new Map([[p, sentAction(s, p, move, (n) => diceSecret(n))]]));
  }
  return s;
}

async function mount(state: BelleEpoqueModuleState, activePowers: PowerId[], lang: 'en' | 'it' = 'en'): Promise<BeView> {
  const view = document.createElement('be-view') as BeView;
  view.state = state;
  view.lang = lang;
  view.activePowers = activePowers;
  view.readonly = activePowers.length === 0;
  view.draftOrders = {};
  view.history = [];
  document.body.append(view);
  await view.updateComplete;
  return view;
}

describe('<be-view> by link', () => {
  afterEach(() => document.querySelectorAll('be-view').forEach((e) => e.remove()));

  it('the roller\'s device rolls the declared action with its share; the declarer reads who the die waits for', async () => {
    const state = declaredGame();
    const declared = state.shared!.declared!;
    expect(declared, 'an action declared').to.exist;
    const roller = await mount(state, [declared.roller]);
    const text = roller.shadowRoot!.textContent!;
    expect(text).to.contain('declared').and.contain('you cannot choose it');
    let detail: SubmitDetail<LinkAction> | null = null;
    roller.addEventListener(SUBMIT_EVENT, (e) => { detail = (e as CustomEvent<SubmitDetail<LinkAction>>).detail; });
    const button = [...roller.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.includes('Roll the die'))!;
    button.click();
    expect(detail).to.not.equal(null);
    const sent = detail as unknown as SubmitDetail<LinkAction>;
    expect(sent.power).to.equal(declared.roller);
    expect(sent.action.kind).to.equal('roll');
    expect(belleEpoqueGame.validate(state, sent.power, sent.action)).to.equal(null);
    expect(belleEpoqueGame.apply(state, new Map([[sent.power, sent.action]])).shared!.declared).to.equal(null);
    roller.remove();

    const declarer = await mount(state, []);
    expect(declarer.shadowRoot!.textContent).to.contain('The die waits for');
    expect([...declarer.shadowRoot!.querySelectorAll('button')].some((b) => b.textContent!.includes('Roll the die'))).to.equal(false);
  });

  it('says it in Italian too', async () => {
    const state = declaredGame();
    const roller = await mount(state, [state.shared!.declared!.roller], 'it');
    expect(roller.shadowRoot!.textContent).to.contain('ha dichiarato').and.contain('Tira il dado');
    roller.remove();
    expect((await mount(state, [], 'it')).shadowRoot!.textContent).to.contain('Il dado attende');
  });
});
