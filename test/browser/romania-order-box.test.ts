import { expect } from '@esm-bundle/chai';
import '../../src/games/romania1198/ui/romania-view';
import type { RomaniaView } from '../../src/games/romania1198/ui/romania-view';
import type { DipState } from '../../src/games/diplomacy/engine/state';
import { romania } from '../../src/games/romania1198/engine/module';
import { mountView } from './mount-view';

/** Cluj's armies on either side of the Danube's edge between Călărași/Slobozia and Cernavodă. */
function riverBoard(): DipState {
  const start = romania.initialState('standard', {}, new Uint8Array([1, 2]));
  const units = [
    { power: 'cluj', type: 'A' as const, loc: 'cal' },
    { power: 'cluj', type: 'A' as const, loc: 'slo' },
  ];
  return { ...start, position: { ...start.position, units } };
}

describe('Romania order box', () => {
  afterEach(() => document.body.replaceChildren());

  it('refuses, as it is typed, an order only the map\'s rule hooks forbid (R1198-21: no army support across a river)', async () => {
    const element = await mountView<RomaniaView>('romania-view', riverBoard(), ['cluj']);
    const box = element.shadowRoot!.querySelector('textarea')!;
    box.value = 'A cal APP A slo - cer\nA slo - cer';
    box.dispatchEvent(new Event('input'));
    await element.updateComplete;
    expect(element.shadowRoot!.textContent).to.contain('an army cannot support across the river into Cernavodă');
  });
});
