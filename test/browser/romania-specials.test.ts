import { expect } from '@esm-bundle/chai';
import '../../src/games/romania1198/ui/romania-view';
import type { RomaniaView } from '../../src/games/romania1198/ui/romania-view';
import type { DipAction } from '../../src/games/diplomacy/engine/action';
import type { DipState } from '../../src/games/diplomacy/engine/state';
import { SUBMIT_EVENT } from '../../src/platform/game-ui';
import { romania } from '../../src/games/romania1198/engine/module';
import { ROMANIA_SPECIALS } from '../../src/games/romania1198/engine/specials';

const start = romania.initialState('standard', { ambassadors: 'on', spies: 'on' }, new Uint8Array([1, 2]));

/** One phase in which Cluj allies with Oradea and spies on Arad, and Oradea spies on Cluj. */
function played(): DipState {
  const special = (seat: string, line: string) => (ROMANIA_SPECIALS.parseLine(line, start, [seat]) as { order: unknown }).order;
  const actions = new Map<string, DipAction>([
    ['cluj', { draw: false, orders: [], special: [special('cluj', 'P clu ora (alleanza)'), special('cluj', 'S clu ara (esercito)')] }],
    ['oradea', { draw: false, orders: [], special: [special('oradea', 'S ora clu (minerali)')] }],
  ]);
  return romania.apply(start, actions);
}

async function mount(state: DipState, lang: 'en' | 'it', activePowers: string[]): Promise<RomaniaView> {
  const element = document.createElement('romania-view') as RomaniaView;
  element.state = state;
  element.lang = lang;
  element.activePowers = activePowers;
  element.readonly = activePowers.length === 0;
  element.draftOrders = {};
  document.body.append(element);
  await element.updateComplete;
  return element;
}

const section = (element: RomaniaView, name: string): string => element.shadowRoot!.querySelector(`section.${name}`)?.textContent?.replace(/\s+/g, ' ') ?? '';

describe('romania-view special troops', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows the treaties to everyone, in English and Italian', async () => {
    const state = played();
    expect(section(await mount(state, 'en', ['zalau']), 'treaties')).to.match(/Cluj → Oradea: alliance \(in force\)/);
    expect(section(await mount(state, 'it', []), 'treaties')).to.match(/alleanza \(in vigore\)/);
  });

  it("shows a spy's report only to the region that sent it", async () => {
    const state = played();
    const element = await mount(state, 'en', ['cluj']);
    const reports = [...element.shadowRoot!.querySelectorAll('section.spies li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(reports).to.have.length(1);
    expect(reports[0]).to.match(/^Cluj → Arad/);
    const zalau = section(await mount(state, 'it', ['zalau']), 'spies');
    expect(zalau).to.match(/Nessun rapporto/);
    expect(section(await mount(state, 'en', []), 'spies')).to.match(/No report/);
  });

  it('shows nothing of the kind in a game without special troops', async () => {
    const element = await mount(romania.initialState('standard', {}, new Uint8Array([1, 2])), 'en', ['cluj']);
    expect(element.shadowRoot!.querySelector('section.treaties, section.spies')).to.equal(null);
  });

  it('sends the special orders written in the order box with the units\' orders', async () => {
    const element = await mount(start, 'en', ['cluj']);
    let sent: DipAction | undefined;
    element.addEventListener(SUBMIT_EVENT, (e) => (sent = (e as CustomEvent<{ action: DipAction }>).detail.action));
    const box = element.shadowRoot!.querySelector('textarea')!;
    box.value = 'A tur - med\nP clu ora (alleanza)\nS clu ara (esercito)';
    box.dispatchEvent(new Event('input'));
    await element.updateComplete;
    const submit = [...element.shadowRoot!.querySelectorAll('button')].find((b) => /send|submit/i.test(b.textContent ?? ''))!;
    submit.click();
    expect(sent?.orders).to.have.length(1);
    expect(sent?.special).to.deep.equal([
      { kind: 'ambassador', from: 'cluj', to: 'oradea', treaty: 'alliance' },
      { kind: 'spy', from: 'cluj', target: 'ara', infos: ['army'] },
    ]);
  });
});
