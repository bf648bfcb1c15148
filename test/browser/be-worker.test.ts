import { expect } from '@esm-bundle/chai';
import { belleEpoqueGame as game } from '../../src/games/belle-epoque/engine/module';
import type { Action } from '../../src/games/belle-epoque/engine/actions';
import type { AutomatedAnswer } from '../../src/games/belle-epoque/ui/automation';
import { automate, automatedSeats, readPace, setQuickPace, skipToMyTurn } from '../../src/games/belle-epoque/ui/ways';
import { setSkipping, skippingToPerson } from '../../src/games/belle-epoque/ui/pace-memory';
import '../../src/games/belle-epoque/ui/automated-pace';

/** Four automated powers: the first to act is one of them (13.2). */
const start = () => game.initialState('4', { automated: 'gb,fr,ru,ce' }, new Uint8Array([2, 7]));

describe('La Belle Époque automated powers in a real Web Worker', () => {
  it('the worker answers a state with the acting power\'s legal action', async () => {
    const worker = new Worker(new URL('../../src/games/belle-epoque/ui/automated-worker.ts', import.meta.url), { type: 'module' });
    const state = start();
    try {
      const answer = await new Promise<AutomatedAnswer>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<AutomatedAnswer>) => resolve(event.data);
        worker.onerror = (event) => reject(new Error(`worker failed: ${event.message}`));
        worker.postMessage({ id: 1, state, seed: new Uint8Array([1, 2, 3]) });
      });
      const power = game.turn(state).waitingFor[0];
      expect(answer.id).to.equal(1);
      expect(answer.power).to.equal(power);
      expect(game.validate(state, power, answer.action!)).to.equal(null);
    } finally {
      worker.terminate();
    }
  });

  it('the automate hook plays three steps in a row, each legal, each state shown before the next is asked', async () => {
    const uid = 'abcdefabcdef';
    let state = start();
    for (let step = 0; step < 3; step++) {
      const [power, action] = await new Promise<[string, Action]>((resolve) => {
        automate(uid, state, automatedSeats(uid, state), (seat, a) => resolve([seat, a]));
        // Skipping ahead: no pause to wait for in a test.
        skipToMyTurn(uid);
      });
      expect(power).to.equal(game.turn(state).waitingFor[0]);
      expect(game.validate(state, power, action)).to.equal(null);
      state = game.apply(state, new Map([[power, action]]), crypto.getRandomValues(new Uint8Array(16)));
    }
  });
});

describe('<be-automated-pace>', () => {
  it('"Faster" keeps the shorter pace on this device; "Skip to my turn" skips the pauses in the game on the page', async () => {
    setQuickPace(false);
    setSkipping('', false);
    const el = document.createElement('be-automated-pace') as HTMLElement & { lang: string; updateComplete: Promise<boolean> };
    el.lang = 'it';
    document.body.append(el);
    try {
      await el.updateComplete;
      const [faster, skip] = [...el.shadowRoot!.querySelectorAll('button')];
      expect(faster.textContent).to.equal('Più veloce');
      faster.click();
      await el.updateComplete;
      expect(faster.getAttribute('aria-pressed')).to.equal('true');
      expect(readPace()).to.equal('quick');
      skip.click();
      expect(skippingToPerson('')).to.equal(true);
    } finally {
      el.remove();
      setQuickPace(false);
      setSkipping('', false);
    }
  });
});
