import { expect } from '@esm-bundle/chai';
import '../../src/games/romania1198/ui/romania-view';
import type { RomaniaView } from '../../src/games/romania1198/ui/romania-view';
import type { DipAction } from '../../src/games/diplomacy/engine/action';
import type { DipState } from '../../src/games/diplomacy/engine/state';
import { SUBMIT_EVENT } from '../../src/platform/game-ui';
import { romania } from '../../src/games/romania1198/engine/module';
import { ROMANIA_SPECIALS, romaniaSpecial } from '../../src/games/romania1198/engine/specials';
import { parseOrder } from '../../src/games/diplomacy/engine/notation';

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
    // Oradea sends the alliance back: both rows say so.
    const special = romaniaSpecial(state)!;
    const answered: DipState = { ...state, special: { ...special, treaties: [...special.treaties, { from: 'oradea', to: 'cluj', treaty: 'alliance', since: 0 }] } };
    expect(section(await mount(answered, 'en', []), 'treaties')).to.match(/Cluj → Oradea: alliance \(in force, both ways\).*Oradea → Cluj: alliance \(in force, both ways\)/);
    expect(section(await mount(answered, 'it', []), 'treaties')).to.match(/reciproco/);
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

  it("in link play shows the reports of every seat this browser holds, even when it has nothing to order; the note says when reports are public", async () => {
    const state = played();
    const element = await mount(state, 'en', []);
    element.ownPowers = ['cluj'];
    await element.updateComplete;
    expect(section(element, 'spies')).to.match(/Cluj → Arad/);
    expect(section(element, 'spies')).to.match(/With a referee, a spy not caught travels sealed to its region/);
    expect(section(element, 'spies')).to.match(/In open and sealed games .* public/);
    element.ownPowers = ['zalau'];
    await element.updateComplete;
    expect(section(element, 'spies')).to.match(/No report/);
  });

  it('tells who attacked whom in breach of which treaty, and the penalty, in the treaties panel and the results, in English and Italian', async () => {
    // Spring 1199: Cluj's alliance with Oradea is in force; Cluj's army attacks Bistrița, here an empty centre of Oradea's.
    const before = played();
    const attack = parseOrder('A clu - bis', romania.map, { power: 'cluj' });
    if (!attack.ok) throw new Error('order');
    const owned = { ...before, position: { ...before.position, units: before.position.units.filter((u) => u.loc !== 'bis'), owners: { ...before.position.owners, bis: 'oradea' } } };
    const state = romania.apply(owned, new Map<string, DipAction>([['cluj', { draw: false, orders: [{ power: 'cluj', order: attack.order }] }]]));
    const en = await mount(state, 'en', []);
    expect(section(en, 'treaties')).to.match(/Cluj attacked Oradea \(Cluj → Bistrița\) in breach of its alliance: the attacking unit fought at 80% of its strength/);
    expect(section(en, 'results')).to.match(/Cluj attacked Oradea/);
    const it = await mount(state, 'it', ['zalau']);
    expect(section(it, 'treaties')).to.match(/Cluj ha attaccato Oradea \(Cluj → Bistrița\) violando l'alleanza: l'unità attaccante ha combattuto all'80% della sua forza/);
    expect(section(it, 'results')).to.match(/violando l'alleanza/);
    // The phase before had none: no such list.
    expect(section(await mount(before, 'en', []), 'treaties')).not.to.match(/Attacks without/);
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
